// The workout's clock and Finish (issue 30). The clock counts from the first logged set (the
// session's started_at); Finish asks what becomes of the planned sets still unchecked (dropped,
// or kept as skipped), and answers with the summary: duration, volume, sets, records set today
// and what progression changed. A finished workout shows how long it took.
import { useEffect, useId, useState } from 'react';
import { Button, FormFailure, Modal, errorMessage, isProvisionalFinish, isUnsaved, useWeightUnit } from '@liftbook/shared';
import type { Exercise, FinishSessionInput, FinishSummary, Session } from '@liftbook/shared/contract';
import { finishLines, formatElapsed, recordLabel, workoutBarState, workoutStart } from '../../domain/checklist/workout-clock';
import { SESSION_ERRORS, useFinishSessionMutation } from '../../api/sessions-api';
import styles from './session-detail.module.css';

const TICK_MS = 1000;

function useNow(running: boolean, now: () => number): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    if (!running) return;
    setTime(now());
    const id = setInterval(() => setTime(now()), TICK_MS);
    return () => clearInterval(id);
  }, [running, now]);
  return time;
}

function FinishDialog({
  session,
  unchecked,
  onClose,
  onFinished,
}: {
  session: Session;
  unchecked: number;
  onClose: () => void;
  onFinished: (summary: FinishSummary) => void;
}) {
  const [choice, setChoice] = useState<FinishSessionInput['unchecked']>('drop');
  const [finish, result] = useFinishSessionMutation();
  const name = useId();
  async function submit() {
    try {
      onFinished(await finish({ sessionId: session.id, finish: { unchecked: choice } }).unwrap());
    } catch {
      // Said in the dialog, which stays open to try again.
    }
  }
  return (
    <Modal
      title="Finish workout?"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button busy={result.isLoading} busyLabel="Finishing..." onClick={() => void submit()}>
            Finish
          </Button>
        </>
      }
    >
      {unchecked > 0 ? (
        <fieldset className={styles.finishChoice}>
          <legend>{unchecked === 1 ? '1 planned set is not checked off.' : `${unchecked} planned sets are not checked off.`}</legend>
          <label>
            <input type="radio" name={name} value="drop" checked={choice === 'drop'} onChange={() => setChoice('drop')} /> Drop them
          </label>
          <label>
            <input type="radio" name={name} value="skip" checked={choice === 'skip'} onChange={() => setChoice('skip')} /> Keep them as skipped
          </label>
        </fieldset>
      ) : (
        <p>Every planned set is checked off.</p>
      )}
      <FormFailure message={result.error ? errorMessage(result.error, SESSION_ERRORS.finishSession) : null} />
    </Modal>
  );
}

/** Finish's summary made on this device: what it cannot count yet, and when it will. */
export const FINISHED_OFFLINE = "Finished on this device. Records and next targets come when you're back online.";

function SummaryDialog({ summary, exercises, onClose }: { summary: FinishSummary; exercises: readonly Exercise[]; onClose: () => void }) {
  const unit = useWeightUnit();
  const lines = finishLines(summary, unit);
  const setOf = (id: number) => exercises.flatMap((e) => e.sets).find((s) => s.id === id) ?? null;
  return (
    <Modal
      title="Workout finished"
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <dl className={styles.finishStats}>
        <div>
          <dt>Duration</dt>
          <dd>{lines.duration}</dd>
        </div>
        <div>
          <dt>Volume</dt>
          <dd>{lines.volume}</dd>
        </div>
        <div>
          <dt>Sets</dt>
          <dd>{lines.sets}</dd>
        </div>
      </dl>
      <h3 className={styles.finishHeading}>Records</h3>
      {isProvisionalFinish(summary) ? (
        // Finished with no network: records and progression are the server's to work out.
        <p className={styles.finishNone}>{FINISHED_OFFLINE}</p>
      ) : summary.records.length > 0 ? (
        <ul className={styles.finishList} aria-label="Records set today">
          {summary.records.map((record) => (
            <li key={`${record.set_id}.${record.kind}`}>
              <strong>{record.exercise}</strong> {recordLabel(record, setOf(record.set_id))}
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.finishNone}>No records today.</p>
      )}
      {summary.progression.length > 0 ? (
        <>
          <h3 className={styles.finishHeading}>Next time</h3>
          <ul className={styles.finishList} aria-label="Progression">
            {summary.progression.map((change) => (
              <li key={change.exercise}>
                <strong>{change.exercise}</strong> {change.summary}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  );
}

export interface WorkoutBarProps {
  session: Session;
  exercises: readonly Exercise[];
  /** The clock; Date.now unless a test passes its own. */
  now?: () => number;
}

/** Under the header: the clock since the first set and Finish, or how long a finished workout took. */
export function WorkoutBar({ session, exercises, now = Date.now }: WorkoutBarProps) {
  const [asking, setAsking] = useState(false);
  const [summary, setSummary] = useState<FinishSummary | null>(null);
  const start = workoutStart(session, exercises, isUnsaved);
  const finishedAt = session.finished_at ? Date.parse(session.finished_at) : null;
  const time = useNow(start !== null && finishedAt === null, now);
  const unchecked = exercises.reduce((count, e) => count + (e.planned_sets?.length ?? 0), 0);
  const state = workoutBarState(start, finishedAt, unchecked, time);
  if (state.kind === 'none' && !summary) return null;
  return (
    <div className={styles.workoutBar}>
      {state.kind === 'finished' ? (
        <p className={styles.workoutClock}>{state.ms === null ? 'Finished' : `Finished in ${formatElapsed(state.ms)}`}</p>
      ) : state.kind === 'open' ? (
        <>
          <p className={styles.workoutClock}>
            <span className={styles.checkCaption}>Workout</span>{' '}
            <time className={styles.workoutTime} aria-label="Workout time">
              {state.clockMs === null ? '0:00' : formatElapsed(state.clockMs)}
            </time>
          </p>
          <Button variant="primary" size="sm" className={styles.finishButton} onClick={() => setAsking(true)}>
            Finish
          </Button>
        </>
      ) : null}
      {asking ? (
        <FinishDialog
          session={session}
          unchecked={unchecked}
          onClose={() => setAsking(false)}
          onFinished={(done) => {
            setAsking(false);
            setSummary(done);
          }}
        />
      ) : null}
      {summary ? <SummaryDialog summary={summary} exercises={exercises} onClose={() => setSummary(null)} /> : null}
    </div>
  );
}
