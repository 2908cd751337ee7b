// The "Import" button under the preview and what follows it: the workouts sent in chunks with a
// progress bar, then the check: when some workouts differ from the lifter's sessions, the lifter
// chooses for them (changed-workouts.tsx) before the finish; then what the api did. A refusal
// shows the api's message (with the file's line when the field it names can be traced back); the
// preview stays, so nothing is lost.
import { useState } from 'react';
import { Button, ErrorBanner, ProgressBar } from '@liftbook/shared';
import type { ImportCheck, ImportFinishInput, ImportRecord } from '@liftbook/shared/contract';
import { alreadyImportedText, importDoneText, importProgressText } from '../../domain/import/import-messages';
import { useCheckImportMutation, useFinishImportMutation, useGetImportsQuery, useSendImportChunkMutation, useStartImportMutation } from '../../api/imports-api';
import { ChangedWorkouts } from './changed-workouts';
import type { ChunkChoice } from './import-file-session';
import type { OpenedImportFile } from './open-import-file';
import { ImportStopped, finishImport, runImport, type ImportOutcome } from './run-import';
import preview from './import-preview.module.css';
import styles from './your-data.module.css';

type RunState =
  | { status: 'idle' }
  | { status: 'running'; sent: number }
  | { status: 'choosing'; importId: number; check: ImportCheck; finishing: boolean }
  | { status: 'done'; record: ImportRecord }
  | { status: 'already'; earlier: ImportRecord }
  | { status: 'failed'; message: string; line: number | null };

export interface ImportActionProps {
  fileName: string;
  /** The file, read again a chunk at a time on Import. */
  opened: OpenedImportFile;
  /** The lifter's unit and names, applied as the chunks are built. */
  choice: ChunkChoice;
  /** Workouts in the file, for the progress. */
  workouts: number;
  /** False until the lifter's exercises are loaded (names cannot be mapped before). */
  ready: boolean;
}

export function ImportAction({ fileName, opened, choice, workouts, ready }: ImportActionProps) {
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const [start] = useStartImportMutation();
  const [send] = useSendImportChunkMutation();
  const [check] = useCheckImportMutation();
  const [finish] = useFinishImportMutation();
  const calls = {
    start: (input: Parameters<typeof start>[0]) => start(input).unwrap(),
    send: (importId: number, chunk: Parameters<typeof send>[0]['chunk']) => send({ importId, chunk }).unwrap(),
    check: (importId: number) => check(importId).unwrap(),
    finish: (importId: number, changed: ImportFinishInput) => finish({ importId, choice: changed }).unwrap(),
  };

  const show = (outcome: ImportOutcome) =>
    setState(
      outcome.kind === 'done'
        ? { status: 'done', record: outcome.record }
        : outcome.kind === 'already'
          ? { status: 'already', earlier: outcome.earlier }
          : { status: 'choosing', importId: outcome.importId, check: outcome.check, finishing: false },
    );
  const fail = (error: unknown) =>
    setState({
      status: 'failed',
      message: error instanceof Error ? error.message : String(error),
      line: error instanceof ImportStopped ? error.line : null,
    });

  const go = async () => {
    setState({ status: 'running', sent: 0 });
    try {
      show(
        await runImport(
          calls,
          { source: opened.overview.source, layout: opened.overview.layout, file_name: fileName, checksum: opened.checksum },
          opened.chunks(choice),
          (sent) => setState({ status: 'running', sent }),
        ),
      );
    } catch (error) {
      fail(error);
    }
  };

  const finishWith = async (importId: number, changed: ImportFinishInput) => {
    setState((before) => (before.status === 'choosing' ? { ...before, finishing: true } : before));
    try {
      show(await finishImport(calls, importId, changed));
    } catch (error) {
      fail(error);
    }
  };

  // The import this message is about, once "Your imports" no longer lists it (undone there), is
  // gone: the message says so and the file may be imported again.
  const { data: imports, isFetching } = useGetImportsQuery();
  const shownId = state.status === 'done' ? state.record.id : state.status === 'already' ? state.earlier.id : null;
  const undone = shownId !== null && imports !== undefined && !isFetching && !imports.some((record) => record.id === shownId);

  const running = state.status === 'running';
  const finished = ((state.status === 'done' || state.status === 'already') && !undone) || state.status === 'choosing';
  return (
    <div className={preview.importAction} data-testid="import-action">
      {finished ? null : (
        <div className={preview.importRow}>
          <Button onClick={() => void go()} disabled={!ready || workouts === 0} busy={running} busyLabel="Importing…">
            Import
          </Button>
          {state.status === 'idle' ? (
            <span className={styles.hint}>Nothing is added to your log until you press Import. You can undo an import afterwards.</span>
          ) : null}
        </div>
      )}
      {running ? (
        <div className={preview.progress}>
          <p role="status" className={preview.progressText}>
            {importProgressText(state.sent, workouts)}
          </p>
          <ProgressBar percent={workouts === 0 ? 0 : (state.sent / workouts) * 100} label="Import progress" />
        </div>
      ) : null}
      {state.status === 'choosing' ? (
        <ChangedWorkouts check={state.check} busy={state.finishing} onFinish={(changed) => void finishWith(state.importId, changed)} />
      ) : null}
      {undone ? (
        <div role="status" className={styles.result} data-testid="import-result">
          <p>That import was undone (Your imports says what it removed and kept). The file can be imported again.</p>
        </div>
      ) : null}
      {state.status === 'done' && !undone ? (
        <div role="status" className={styles.result} data-testid="import-result">
          {importDoneText(state.record).map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {state.status === 'already' && !undone ? (
        <div role="status" className={styles.result} data-testid="import-result">
          <p>{alreadyImportedText(state.earlier)}</p>
        </div>
      ) : null}
      {state.status === 'failed' ? (
        <ErrorBanner message={state.line === null ? `The import stopped: ${state.message}` : `The import stopped at line ${state.line}: ${state.message}`} />
      ) : null}
    </div>
  );
}
