// /routines: the lifter's routines, a line each ("Push A", "4 exercises · 14 sets"), with Start,
// Edit, Duplicate and Delete (asks first), and "Share to group" (share-routine.tsx). Start makes today's session (the lifter's local day)
// with the routine's sets as planned sets and opens it.
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Button,
  EmptyState,
  ErrorBanner,
  FormFailure,
  LoadingState,
  PageHeader,
  announce,
  dateInputToUtcIso,
  errorMessage,
  todayInputValue,
} from '@liftbook/shared';
import { sessionPath } from '@liftbook/shared/paths';
import type { RoutineListItem } from '@liftbook/shared/contract';
import {
  ROUTINE_ERRORS,
  routinesApi,
  useDeleteRoutineMutation,
  useDuplicateRoutineMutation,
  useGetRoutinesQuery,
  useStartRoutineMutation,
} from '../../api/routines-api';
import { routineSummaryLine } from '../../domain/routines/routine-summary';
import { ShareRoutine } from './share-routine';
import { ConfirmWrite } from '../../ui/confirm-write';
import cards from '../../ui/card-list.module.css';
import styles from './routine-list.module.css';

export const CREATE_ROUTINE = 'Create Routine';
export const NO_ROUTINES = 'No routines yet';

function RoutineLine({ routine }: { routine: RoutineListItem }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [start, started] = useStartRoutineMutation();
  const [duplicateRoutine, duplicated] = useDuplicateRoutineMutation();
  const [remove, removed] = useDeleteRoutineMutation();
  // Read once here, so its copy on this device plans the session if Start is tapped offline
  // (the outbox builds the planned sets from it); read afresh, as Finish may have moved its targets.
  const prefetch = routinesApi.usePrefetch('getRoutine');
  useEffect(() => prefetch(routine.id, { force: true }), [prefetch, routine.id, routine.updated_at]);

  async function startRoutine() {
    try {
      // The lifter's local today, at UTC midnight, as every session date is sent.
      const session = await start({ id: routine.id, start: { session_date: dateInputToUtcIso(todayInputValue()) ?? todayInputValue() } }).unwrap();
      void navigate(sessionPath(session.id));
    } catch {
      // Said under the line; the lifter can tap again.
    }
  }

  async function duplicate() {
    try {
      const copy = await duplicateRoutine(routine.id).unwrap();
      announce(`Duplicated as ${copy.name}`);
    } catch {
      // Said under the line; the lifter can tap again.
    }
  }

  const failure = errorMessage(started.error, ROUTINE_ERRORS.startRoutine) ?? errorMessage(duplicated.error, ROUTINE_ERRORS.duplicateRoutine);
  return (
    <li className={`lb-card ${styles.item}`}>
      <div className={styles.main}>
        <span className={styles.name}>{routine.name}</span>
        <span className={styles.summary}>{routineSummaryLine(routine)}</span>
      </div>
      <div className={styles.actions}>
        <Button busy={started.isLoading} busyLabel="Starting..." onClick={() => void startRoutine()} aria-label={`Start ${routine.name}`}>
          Start
        </Button>
        {/* Relative: the shell mounts this area under /routines. */}
        <Link to={String(routine.id)} className="lb-button lb-button--secondary" aria-label={`Edit ${routine.name}`}>
          Edit
        </Link>
        <Button
          variant="secondary"
          busy={duplicated.isLoading}
          busyLabel="Duplicating..."
          onClick={() => void duplicate()}
          aria-label={`Duplicate ${routine.name}`}
        >
          Duplicate
        </Button>
        <Button variant="ghost" className={styles.delete} onClick={() => setConfirming(true)} aria-label={`Delete ${routine.name}`}>
          Delete
        </Button>
      </div>
      <ShareRoutine routine={routine} />
      <FormFailure message={failure} />
      {confirming ? (
        <ConfirmWrite
          title="Delete routine?"
          message={
            <>
              Delete the routine <strong>{routine.name}</strong>? Sessions started from it stay as they are. This cannot be undone.
            </>
          }
          run={() => remove(routine.id)}
          state={removed}
          failure={ROUTINE_ERRORS.deleteRoutine}
          onDone={() => announce(`Deleted ${routine.name}`)}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}

/**
 * /routines: the lifter's routines, newest changed first (the api's order). `programs`: the area's
 * programs panel, shown under the header (the area composes it: features do not import features).
 */
export function RoutineList({ programs }: { programs?: ReactNode } = {}) {
  const { data: routines, isLoading, isError, isFetching, refetch } = useGetRoutinesQuery();
  const create = (
    <Link to="new" className="lb-button lb-button--primary">
      {CREATE_ROUTINE}
    </Link>
  );
  return (
    <div className="lb-page">
      <PageHeader title="Routines" subtitle="Workouts you plan once and start in a tap." actions={routines && routines.length > 0 ? create : undefined} />
      {programs}
      <section aria-label="Your routines">
        {isLoading ? <LoadingState text="Loading routines..." /> : null}
        {isError && !isFetching ? <ErrorBanner message={ROUTINE_ERRORS.fetchRoutines} onRetry={() => void refetch()} /> : null}
        {routines && routines.length === 0 ? (
          <EmptyState title={NO_ROUTINES} message="Plan a workout once: its exercises, sets and targets. Then start it in one tap." action={create} />
        ) : null}
        {routines && routines.length > 0 ? (
          <ul className={cards.list} aria-label="Routines">
            {routines.map((routine) => (
              <RoutineLine key={routine.id} routine={routine} />
            ))}
          </ul>
        ) : null}
      </section>
    </div>
  );
}
