import { useState, type ComponentType } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  Button,
  EmptyState,
  ErrorBanner,
  FormFailure,
  LoadingState,
  PageHeader,
  errorMessage,
  formatDateTime,
  formatUtcLongDate,
  dateInputToUtcIso,
  todayInputValue,
} from '@liftbook/shared';
import type { Session } from '@liftbook/shared/contract';
import { SESSION_ERRORS, useRepeatSessionMutation } from '../../api/sessions-api';
import { useSessionPage } from '../../api/use-session-page';
import { updatedStamp } from '../../domain/sessions/session-stamps';
import { ExerciseList } from './exercise-list';
import { PrivateToggle } from './private-toggle';
import { SaveAsRoutine } from './save-as-routine';
import { WorkoutBar } from './workout-bar';
import styles from './session-detail.module.css';

export interface AddPanelProps {
  sessionId: number;
  onClose: () => void;
}

/** A way to add exercises; `hasDraft` says it has unsaved input of this session to give back. */
export type AddPanel = ComponentType<AddPanelProps> & { hasDraft?: (sessionId: number) => boolean };

/**
 * What the page shows around its own content; other features, handed in by the area (app/)
 * so that features do not import each other.
 */
export interface SessionDetailProps {
  QuickLogPanel: AddPanel;
  BulkEntryPanel: AddPanel;
  TimerWidget: ComponentType;
  /** The rest countdown that logging a set starts; sticky at the bottom of the page. */
  RestBar?: ComponentType;
}

type AddMode = 'none' | 'quicklog' | 'manual';

/** The api answers 404 for a session that does not exist or is not the lifter's. */
const NOT_FOUND_STATUSES = new Set<unknown>([400, 403, 404]);

function parseSessionId(raw: string | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function BackLink() {
  return (
    <Link to=".." relative="path" className={`lb-button lb-button--ghost ${styles.back}`}>
      ← Back to Sessions
    </Link>
  );
}

function SessionNotFound() {
  return (
    <div className="lb-page">
      <EmptyState
        title="Session not found"
        message="It may have been deleted, or the link is not for your account."
        action={
          <Link to=".." relative="path" className="lb-button lb-button--primary">
            Back to Sessions
          </Link>
        }
      />
    </div>
  );
}

export const REPEAT_WORKOUT = 'Repeat this workout';

/**
 * Starts today's session (the lifter's local day) with this one's type and exercises, no sets, and
 * opens it: each card then offers last time's sets. One call, so a double tap or a retry after a
 * lost answer makes one session (the api replays by Idempotency-Key).
 */
function RepeatWorkout({ session }: { session: Session }) {
  const navigate = useNavigate();
  const [repeat, result] = useRepeatSessionMutation();
  async function start() {
    try {
      const made = await repeat({
        sessionId: session.id,
        repeat: { session_date: dateInputToUtcIso(todayInputValue()) ?? todayInputValue(), session_type: session.session_type },
      }).unwrap();
      void navigate(`../${made.id}`, { relative: 'path' });
    } catch {
      // Said below the button; the lifter can tap again.
    }
  }
  return (
    <>
      <Button variant="secondary" size="sm" busy={result.isLoading} busyLabel="Starting..." onClick={() => void start()}>
        {REPEAT_WORKOUT}
      </Button>
      <FormFailure message={result.error ? errorMessage(result.error, SESSION_ERRORS.repeatSession) : null} />
    </>
  );
}

function SessionHeader({ session }: { session: Session }) {
  return (
    <header className={styles.header}>
      {/* Type and date share a line, the stamps a small one: the exercises start higher. */}
      <PageHeader title={<span className={styles.type}>{session.session_type}</span>} subtitle={formatUtcLongDate(session.session_date)} />
      {session.notes ? <p className={styles.notes}>{session.notes}</p> : null}
      <dl className={styles.stamps}>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={session.created_at}>{formatDateTime(session.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>
            <time dateTime={session.updated_at} title={formatDateTime(session.updated_at)}>
              {updatedStamp(session.created_at, session.updated_at)}
            </time>
          </dd>
        </div>
      </dl>
      <PrivateToggle session={session} />
    </header>
  );
}

/** /sessions/:sessionId: the session, ways to add exercises, the timer, the exercises. */
export function SessionDetail({ QuickLogPanel, BulkEntryPanel, TimerWidget, RestBar }: SessionDetailProps) {
  const sessionId = parseSessionId(useParams().sessionId);
  // One request for the whole page (issue 33): the session, its exercises, last time, records.
  const { session, loading: isLoading, sessionError: error, retry: refetch, exercises } = useSessionPage(sessionId);
  // A panel with a draft (the phone reloaded the tab while the lifter was away) opens itself, so
  // what was typed is in front of them again; Quick Log is shown if both have one.
  const [drafts] = useState<ReadonlySet<AddMode>>(() => {
    const found = new Set<AddMode>();
    if (sessionId !== null && QuickLogPanel.hasDraft?.(sessionId)) found.add('quicklog');
    if (sessionId !== null && BulkEntryPanel.hasDraft?.(sessionId)) found.add('manual');
    return found;
  });
  const [mode, setMode] = useState<AddMode>(() => (drafts.has('quicklog') ? 'quicklog' : drafts.has('manual') ? 'manual' : 'none'));
  const [opened, setOpened] = useState<ReadonlySet<AddMode>>(drafts);
  /** Restored panels the lifter has not looked at yet (the hidden one, when both had a draft). */
  const [unseen, setUnseen] = useState<ReadonlySet<AddMode>>(() => new Set([...drafts].filter((m) => m !== mode)));

  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  if (sessionId === null || NOT_FOUND_STATUSES.has(status)) return <SessionNotFound />;

  const switchTo = (next: AddMode) => {
    setOpened((current) => (current.has(next) ? current : new Set(current).add(next)));
    setMode((current) => (current === next ? 'none' : next));
    setUnseen((current) => (current.has(next) ? new Set([...current].filter((m) => m !== next)) : current));
  };
  const draftMark = (m: AddMode) =>
    unseen.has(m) ? (
      <span className={styles.draftDot} title="Restored input">
        <span className="lb-visually-hidden"> (restored input)</span>
      </span>
    ) : null;
  const close = () => setMode('none');

  return (
    <div className={`lb-page ${styles.page}`}>
      {/* The way back and Repeat this workout share the top row: the exercises start higher. */}
      <div className={styles.topBar}>
        <BackLink />
        {session ? <RepeatWorkout session={session} /> : null}
        {session ? <SaveAsRoutine session={session} /> : null}
      </div>
      {isLoading ? <LoadingState text="Loading session..." /> : null}
      {error ? <ErrorBanner message={errorMessage(error, SESSION_ERRORS.fetchSession)} onRetry={() => void refetch()} /> : null}
      {session ? (
        <>
          <SessionHeader session={session} />
          {exercises ? <WorkoutBar session={session} exercises={exercises} /> : null}
          {/* One toolbar row: the add modes and the timer's button; the timer opens under it. */}
          <div className={styles.toolbar}>
            <div className={styles.addModes} role="group" aria-label="Add exercises">
              <button type="button" className={styles.mode} aria-pressed={mode === 'quicklog'} onClick={() => switchTo('quicklog')}>
                Quick Log
                {draftMark('quicklog')}
              </button>
              <button type="button" className={styles.mode} aria-pressed={mode === 'manual'} onClick={() => switchTo('manual')}>
                Manual Add Exercises
                {draftMark('manual')}
              </button>
            </div>
            <TimerWidget />
          </div>
          {/* Once opened, a panel stays mounted and is only hidden: switching modes (or toggling a
              panel away) never throws away what was typed. The panels clear themselves after a
              save or an explicit discard. */}
          {opened.has('quicklog') ? (
            <div hidden={mode !== 'quicklog'}>
              <QuickLogPanel sessionId={sessionId} onClose={close} />
            </div>
          ) : null}
          {opened.has('manual') ? (
            <div hidden={mode !== 'manual'}>
              <BulkEntryPanel sessionId={sessionId} onClose={close} />
            </div>
          ) : null}
          <ExerciseList sessionId={sessionId} />
        </>
      ) : null}
      {RestBar ? <RestBar /> : null}
    </div>
  );
}
