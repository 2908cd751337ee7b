// The import section: a file input and a drop zone; the chosen file is read a slice per task
// (open-import-file.ts) and previewed; nothing is written until the preview's Import button.
import { useId, useRef, useState, type DragEvent } from 'react';
import { ErrorBanner, LoadingState } from '@liftbook/shared';
import { ImportFileError } from '@liftbook/shared/import/plan';
import { importerUnavailableText } from '../../domain/import/import-messages';
import { openImportFile, type OpenedImportFile } from './open-import-file';
import type { ImportPreview } from './import-preview';
import styles from './your-data.module.css';

type ImportState =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string }
  | { status: 'refused'; fileName: string; message: string }
  // The importer's code did not download (offline): the file stays chosen, and Retry reads it again.
  | { status: 'unavailable'; file: File; message: string }
  | { status: 'ready'; attempt: number; file: File; opened: OpenedImportFile; ms: number; Preview: typeof ImportPreview };

// The preview (mappings, the unit question, changed workouts) is only needed once a file is chosen:
// it loads beside the file's reading, so opening Your data stays small and the preview waits no longer.
// "online-": an import needs the api, so the service worker does not keep this code for offline use
// (tools/webpack/federation/fallback-assets.cjs); offline, the page says so and offers Retry.
const loadPreview = () => import(/* webpackChunkName: "online-import-preview" */ './import-preview').then((module) => module.ImportPreview);

export const CHOOSE_FILE_LABEL = 'Choose a file to import';

export function ImportSection() {
  const inputId = useId();
  const [state, setState] = useState<ImportState>({ status: 'idle' });
  const [dragging, setDragging] = useState(false);
  // A newer choice wins over a slower parse of an older one.
  const latest = useRef(0);
  const input = useRef<HTMLInputElement>(null);

  const read = (file: File) => {
    const attempt = ++latest.current;
    const started = performance.now();
    setState({ status: 'reading', fileName: file.name });
    Promise.all([openImportFile(file), loadPreview()]).then(
      ([opened, Preview]) => {
        if (attempt === latest.current) setState({ status: 'ready', attempt, file, opened, ms: Math.round(performance.now() - started), Preview });
      },
      (error: unknown) => {
        if (attempt !== latest.current) return;
        const unavailable = importerUnavailableText(error, navigator.onLine);
        if (unavailable !== null) {
          setState({ status: 'unavailable', file, message: unavailable });
          return;
        }
        const message =
          error instanceof ImportFileError ? error.message : `The file could not be read: ${error instanceof Error ? error.message : String(error)}`;
        setState({ status: 'refused', fileName: file.name, message });
      },
    );
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (!file) return;
    // The picker names the dropped file too, not "No file chosen" beside its preview.
    if (input.current) input.current.files = event.dataTransfer.files;
    read(file);
  };

  return (
    <section className={`lb-card ${styles.section}`} aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className={styles.sectionTitle}>
        Import
      </h2>
      <p className={styles.lead}>
        A CSV export from Strong, Hevy or FitNotes (up to 50 MB). You see exactly what it holds before anything is added to your log.
      </p>
      <div
        className={dragging ? `${styles.dropZone} ${styles.dropZoneActive}` : styles.dropZone}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        data-testid="import-drop-zone"
      >
        <label htmlFor={inputId} className="lb-field__label">
          {CHOOSE_FILE_LABEL}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.json,text/csv,application/json"
          className={styles.fileInput}
          ref={input}
          // Emptied as the picker opens (not after reading), so the same file chosen again is read
          // again, and the chosen file's name stays beside its preview instead of "No file chosen".
          onClick={(event) => {
            event.currentTarget.value = '';
          }}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) read(file);
          }}
        />
        <p className={styles.hint}>or drop it here</p>
      </div>

      {state.status === 'reading' ? <LoadingState text={`Reading ${state.fileName}…`} /> : null}
      {state.status === 'refused' ? <ErrorBanner message={`${state.fileName}: ${state.message}`} /> : null}
      {state.status === 'unavailable' ? <ErrorBanner message={`${state.file.name}: ${state.message}`} onRetry={() => read(state.file)} /> : null}
      {/* A new file starts a new preview: mappings and unit chosen for the last one do not carry over. */}
      {state.status === 'ready' ? <state.Preview key={state.attempt} file={state.file} opened={state.opened} readMs={state.ms} /> : null}
    </section>
  );
}
