// "Share to group" on a routine's line (issue 31): a dialog with the lifter's groups to choose
// from. What is shared is a snapshot of the routine as it is now; the result is said in the live
// region and stays under the line with a link to the group. A lifter with no group is told where
// groups are made or joined.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, EmptyState, ErrorBanner, Field, FormFailure, LoadingState, Modal, announce, errorMessage } from '@liftbook/shared';
import { groupPath, AREA_PATHS } from '@liftbook/shared/paths';
import type { RoutineListItem } from '@liftbook/shared/contract';
import { SHARE_ERRORS, useGetGroupsToShareToQuery, useShareRoutineMutation } from '../../api/share-routine-api';
import styles from './routine-list.module.css';

export const SHARE_TO_GROUP = 'Share to group';
export const NO_GROUPS_TO_SHARE = 'You are not in a group yet';

function ShareDialog({
  routine,
  onClose,
  onShared,
}: {
  routine: RoutineListItem;
  onClose: () => void;
  onShared: (group: { id: number; name: string }) => void;
}) {
  const groups = useGetGroupsToShareToQuery();
  const [choice, setChoice] = useState('');
  const [missing, setMissing] = useState(false);
  const [share, shared] = useShareRoutineMutation();
  const list = groups.data ?? [];
  const groupId = choice === '' ? (list.length === 1 ? list[0]!.id : null) : Number(choice);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const group = list.find((g) => g.id === groupId);
    if (group === undefined) {
      setMissing(true);
      return;
    }
    try {
      await share({ groupId: group.id, routineId: routine.id }).unwrap();
      onShared({ id: group.id, name: group.name });
    } catch {
      // Said in the dialog, which stays open with the choice made.
    }
  }

  return (
    <Modal title={`Share ${routine.name}`} onClose={onClose}>
      {groups.isLoading ? <LoadingState text="Loading your groups..." /> : null}
      {groups.isError && !groups.isFetching ? (
        <ErrorBanner message={errorMessage(groups.error, SHARE_ERRORS.fetchGroups)} onRetry={() => void groups.refetch()} />
      ) : null}
      {groups.data && list.length === 0 ? (
        <EmptyState
          title={NO_GROUPS_TO_SHARE}
          message="Create a group or join one with an invite, then share your routines with it."
          action={
            <Link to={AREA_PATHS.groups} className="lb-button lb-button--secondary">
              Go to Groups
            </Link>
          }
        />
      ) : null}
      {list.length > 0 ? (
        <form onSubmit={(event) => void submit(event)} noValidate className={styles.shareForm}>
          <p className={styles.shareNote}>The group gets a copy of the routine as it is now: later changes you make stay yours.</p>
          <Field label="Group" error={missing ? 'Please choose a group' : null}>
            <select
              value={groupId === null ? '' : String(groupId)}
              onChange={(event) => {
                setChoice(event.target.value);
                setMissing(false);
              }}
            >
              {list.length > 1 ? <option value="">Choose a group</option> : null}
              {list.map((group) => (
                <option key={group.id} value={group.id}>
                  {group.name}
                </option>
              ))}
            </select>
          </Field>
          <FormFailure message={errorMessage(shared.error, SHARE_ERRORS.shareRoutine)} />
          <div className={styles.shareActions}>
            <Button type="submit" busy={shared.isLoading} busyLabel="Sharing...">
              Share
            </Button>
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
          </div>
        </form>
      ) : null}
    </Modal>
  );
}

/** The line's "Share to group" button, its dialog, and what was shared last. */
export function ShareRoutine({ routine }: { routine: RoutineListItem }) {
  const [open, setOpen] = useState(false);
  const [sharedTo, setSharedTo] = useState<{ id: number; name: string } | null>(null);
  return (
    <div className={styles.share}>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-label={`${SHARE_TO_GROUP}: ${routine.name}`}>
        {SHARE_TO_GROUP}
      </Button>
      {sharedTo ? (
        <p className={styles.shared}>
          Shared to <Link to={groupPath(sharedTo.id)}>{sharedTo.name}</Link>
        </p>
      ) : null}
      {open ? (
        <ShareDialog
          routine={routine}
          onClose={() => setOpen(false)}
          onShared={(group) => {
            setOpen(false);
            setSharedTo(group);
            announce(`Shared ${routine.name} to ${group.name}`);
          }}
        />
      ) : null}
    </div>
  );
}
