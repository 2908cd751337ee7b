// The export section: everything the lifter logged, as CSV (one row per set) or JSON (everything,
// importable again), each saved as a file.
import { useId, useState } from 'react';
import { Button, ErrorBanner } from '@liftbook/shared';
import { downloadExport, type ExportFormat } from './download-export';
import styles from './your-data.module.css';

const FORMATS: Array<{ format: ExportFormat; label: string }> = [
  { format: 'csv', label: 'Download CSV' },
  { format: 'json', label: 'Download JSON' },
];

export function ExportSection() {
  const titleId = useId();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    setSaved(null);
    setFailure(null);
    try {
      setSaved(await downloadExport(format));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={`lb-card ${styles.section}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Export
      </h2>
      <p className={styles.lead}>
        Everything you logged. CSV has one row per set, for spreadsheets. JSON has everything (sessions, exercises, sets, your custom exercises, goals and
        routines) and imports back into Liftbook whole.
      </p>
      <div className={styles.downloads}>
        {FORMATS.map(({ format, label }) => (
          <Button key={format} variant="secondary" onClick={() => void download(format)} busy={busy === format} busyLabel="Preparing…" disabled={busy !== null}>
            {label}
          </Button>
        ))}
      </div>
      {saved ? (
        <p role="status" className={styles.hint}>
          Saved {saved}.
        </p>
      ) : null}
      <ErrorBanner message={failure} />
    </section>
  );
}
