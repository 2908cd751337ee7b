// "Your imports": every finished import, newest first, each with "Undo import" behind a
// confirmation. Undo removes what that import added and the lifter has not changed since; the
// result, with what it kept, is said once it is done.
import { useId, useState } from 'react';
import { Button, ConfirmDialog, ErrorBanner, LoadingState } from '@liftbook/shared';
import type { ImportRecord, ImportSource } from '@liftbook/shared/contract';
import { importDay, importSummaryText, undoneText } from '../../domain/import/import-messages';
import { IMPORT_ERRORS, isImportApiError, useGetImportsQuery, useUndoImportMutation } from '../../api/imports-api';
import styles from './your-data.module.css';

const SOURCE_NAMES: Record<ImportSource, string> = { strong: 'Strong', hevy: 'Hevy', fitnotes: 'FitNotes', liftbook: 'Liftbook' };

export function ImportsList() {
  const titleId = useId();
  const { data, isLoading, error, refetch } = useGetImportsQuery();
  const [undo, { isLoading: undoing }] = useUndoImportMutation();
  const [asked, setAsked] = useState<ImportRecord | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const confirm = async (record: ImportRecord) => {
    setFailure(null);
    try {
      const result = await undo(record.id).unwrap();
      setAsked(null);
      setDone(`${record.file_name}: ${undoneText(result)}`);
    } catch (e) {
      setFailure(isImportApiError(e) ? e.message : IMPORT_ERRORS.undo);
    }
  };

  const imports = [...(data ?? [])].sort((a, b) => (b.finished_at ?? b.created_at).localeCompare(a.finished_at ?? a.created_at));
  return (
    <section className={`lb-card ${styles.section}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Your imports
      </h2>
      {done ? (
        <p role="status" className={styles.result}>
          {done}
        </p>
      ) : null}
      {isLoading ? <LoadingState text="Loading your imports…" /> : null}
      {error ? <ErrorBanner message={isImportApiError(error) ? error.message : IMPORT_ERRORS.fetchImports} onRetry={() => void refetch()} /> : null}
      {data && imports.length === 0 ? <p className={styles.hint}>No imports yet. What you import shows here, and can be undone.</p> : null}
      {imports.length > 0 ? (
        <ul className={styles.imports} aria-label="Imports">
          {imports.map((record) => (
            <li key={record.id} className={styles.importItem}>
              <span className={styles.importWhat}>
                <strong>{record.file_name}</strong>
                <span className={styles.muted}>
                  {SOURCE_NAMES[record.source]} · {importDay(record.finished_at ?? record.created_at)} · {importSummaryText(record)}
                </span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => {
                  setFailure(null);
                  setDone(null);
                  setAsked(record);
                }}
              >
                Undo import
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {asked ? (
        <ConfirmDialog
          title="Undo import?"
          message={`This removes the ${importSummaryText(asked)} that importing ${asked.file_name} added. What you logged yourself, and what of it you changed since, stays.`}
          confirmLabel="Undo import"
          busy={undoing}
          failure={failure}
          onConfirm={() => void confirm(asked)}
          onCancel={() => setAsked(null)}
        />
      ) : null}
    </section>
  );
}
