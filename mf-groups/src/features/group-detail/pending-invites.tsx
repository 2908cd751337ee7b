// The group's pending invites, for its admins (the cancel call the spec has no screen
// for): which role, when made, until when it works, and "Cancel". An invite names nobody: an
// invite by user ID shows "User ID {id}", by email the address as the api gives it (in full to its
// inviter, masked to the other admins), a code "Invite code {id}".
import { Badge, Button, ErrorBanner, errorMessage, FormFailure, formatDateTime, LoadingState } from '@liftbook/shared';
import type { GroupInvite } from '@liftbook/shared/contract';
import { GROUP_ERRORS, useCancelInviteMutation } from '../../api/groups-api';
import { pendingInviteLabel } from '../../domain/permissions';
import stacked from '../../ui/stacked-list.module.css';
import styles from './group-detail.module.css';

interface Props {
  groupId: number;
  invites: GroupInvite[] | undefined;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
}

export function PendingInvites({ groupId, invites, loading, error, onRetry }: Props) {
  const [cancelInvite, cancelling] = useCancelInviteMutation();
  let body;
  if (loading) body = <LoadingState text="Loading invites..." />;
  else if (error) body = <ErrorBanner message={error} onRetry={onRetry} />;
  else if (!invites || invites.length === 0) body = <p className={styles.hint}>No pending invites</p>;
  else
    body = (
      <ul className={stacked.list}>
        {invites.map((invite) => {
          const name = pendingInviteLabel(invite);
          return (
            <li key={invite.id} className={`lb-card ${styles.member}`} aria-label={`Invite for ${name}`}>
              <div className={styles.who}>
                <span className={styles.memberName}>{name}</span>
                <Badge tone={invite.role}>{invite.role === 'admin' ? 'Admin' : 'Member'}</Badge>
                <span className={styles.joined}>Invited {formatDateTime(invite.invited_at)}</span>
                {invite.expires_at ? <span className={styles.joined}>Expires {formatDateTime(invite.expires_at)}</span> : null}
              </div>
              <div className={styles.memberActions}>
                <Button
                  variant="secondary"
                  size="sm"
                  busy={cancelling.isLoading && cancelling.originalArgs?.id === invite.id}
                  busyLabel="Cancelling..."
                  onClick={() => void cancelInvite({ id: invite.id, groupId })}
                  aria-label={`Cancel invite for ${name}`}
                >
                  Cancel
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );
  return (
    <section className={styles.section} aria-labelledby="pending-invites-heading">
      <h2 id="pending-invites-heading" className={styles.sectionTitle}>
        Pending Invites
      </h2>
      <FormFailure message={errorMessage(cancelling.error, GROUP_ERRORS.cancelInvite)} />
      {body}
    </section>
  );
}
