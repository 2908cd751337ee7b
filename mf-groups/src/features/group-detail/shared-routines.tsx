// The group's "Shared routines" (issue 31; docs/product.md "Shared routines"): each shared
// routine's name, its exercises × sets, who shared it and when; "Copy to my routines" makes it a
// routine of the viewer's (then links to it), and the sharer or an admin may unshare it, after a
// confirm. A routine shared by someone no longer in the group shows "a former member".
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, ConfirmDialog, ErrorBanner, FormFailure, LoadingState, announce, errorMessage, formatDateTime } from '@liftbook/shared';
import { routinePath } from '@liftbook/shared/paths';
import type { Routine, SharedRoutine } from '@liftbook/shared/contract';
import { SHARED_ROUTINE_ERRORS, useCopySharedRoutineMutation, useGetSharedRoutinesQuery, useUnshareRoutineMutation } from '../../api/shared-routines-api';
import { sharedExerciseLine, sharedRoutineTotals } from '../../domain/shared-routine-summary';
import stacked from '../../ui/stacked-list.module.css';
import styles from './shared-routines.module.css';

export const SHARED_ROUTINES_TITLE = 'Shared routines';
export const COPY_TO_MY_ROUTINES = 'Copy to my routines';
export const FORMER_MEMBER = 'a former member';

function SharedRoutineCard({ groupId, routine }: { groupId: number; routine: SharedRoutine }) {
  const [copy, copied] = useCopySharedRoutineMutation();
  const [unshare, unshared] = useUnshareRoutineMutation();
  const [made, setMade] = useState<Routine | null>(null);
  const [confirming, setConfirming] = useState(false);
  const target = { groupId, sharedId: routine.id };

  async function copyToMine() {
    try {
      const mine = await copy(target).unwrap();
      setMade(mine);
      announce(`Copied to your routines as ${mine.name}`);
    } catch {
      // Said under the card; the lifter can tap again.
    }
  }

  async function confirmUnshare() {
    try {
      await unshare(target).unwrap();
      announce(`Unshared ${routine.name}`);
    } catch {
      // The dialog stays open with the message.
    }
  }

  const titleId = `shared-routine-${routine.id}`;
  return (
    <article className={`lb-card ${styles.card}`} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.name}>
        {routine.name}
      </h3>
      <p className={styles.meta}>
        {sharedRoutineTotals(routine)} · Shared by {routine.shared_by_name ?? FORMER_MEMBER} on {formatDateTime(routine.shared_at)}
      </p>
      <ul className={styles.exercises} aria-label={`Exercises of ${routine.name}`}>
        {routine.exercises.map((exercise, index) => (
          <li key={index}>{sharedExerciseLine(exercise)}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Button busy={copied.isLoading} busyLabel="Copying..." onClick={() => void copyToMine()} aria-label={`${COPY_TO_MY_ROUTINES}: ${routine.name}`}>
          {COPY_TO_MY_ROUTINES}
        </Button>
        {routine.can_unshare ? (
          <Button variant="ghost" className={styles.unshare} onClick={() => setConfirming(true)} aria-label={`Unshare ${routine.name}`}>
            Unshare
          </Button>
        ) : null}
      </div>
      {made ? (
        <p className={styles.copied}>
          Copied. <Link to={routinePath(made.id)}>Open {made.name}</Link>
        </p>
      ) : null}
      <FormFailure message={errorMessage(copied.error, SHARED_ROUTINE_ERRORS.copySharedRoutine)} />
      {confirming ? (
        <ConfirmDialog
          title="Unshare routine?"
          message={
            <>
              Take <strong>{routine.name}</strong> out of this group? Copies members already made stay theirs.
            </>
          }
          confirmLabel="Unshare"
          failure={errorMessage(unshared.error, SHARED_ROUTINE_ERRORS.unshareRoutine)}
          busy={unshared.isLoading}
          onConfirm={() => void confirmUnshare()}
          onCancel={() => {
            unshared.reset();
            setConfirming(false);
          }}
        />
      ) : null}
    </article>
  );
}

export function SharedRoutines({ groupId }: { groupId: number }) {
  const shared = useGetSharedRoutinesQuery(groupId);
  const list = shared.data ?? [];
  let body;
  if (shared.isLoading) body = <LoadingState text="Loading shared routines..." />;
  else if (shared.isError && list.length === 0)
    body = <ErrorBanner message={errorMessage(shared.error, SHARED_ROUTINE_ERRORS.fetchSharedRoutines)} onRetry={() => void shared.refetch()} />;
  else if (list.length === 0) body = <p className={styles.empty}>No shared routines yet. Share one from your Routines with “Share to group”.</p>;
  else
    body = (
      <ul className={`${stacked.list} ${stacked.roomy}`}>
        {list.map((routine) => (
          <li key={routine.id}>
            <SharedRoutineCard groupId={groupId} routine={routine} />
          </li>
        ))}
      </ul>
    );
  return (
    <section className={styles.section} aria-labelledby="shared-routines-title">
      <h2 id="shared-routines-title" className={styles.title}>
        {SHARED_ROUTINES_TITLE}
      </h2>
      {body}
    </section>
  );
}
