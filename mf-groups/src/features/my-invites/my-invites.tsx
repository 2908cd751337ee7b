// My Invites (spec §2): "My Invites" / "Manage your group invitations", "Pending Invites" with the
// group's name, "Invited by", the date, Accept ("Accepting...") and Decline ("Declining...");
// "No pending invites", "Loading invites...". Beyond the spec (issue 10): "Your user ID: {id}", so
// a lifter can give it to whoever wants to invite them, and the role the invite carries.
import { useState } from 'react';
import { Link } from 'react-router';
import {
  Badge,
  Button,
  ErrorBanner,
  errorMessage,
  FormFailure,
  formatDateTime,
  groupPath,
  LoadingState,
  PageHeader,
  useGetMyInvitesQuery,
  useProfile,
} from '@liftbook/shared';
import type { Group, Invite } from '@liftbook/shared/contract';
import { GROUP_ERRORS, useAcceptInviteMutation, useDeclineInviteMutation } from '../../api/groups-api';
import { memberName } from '../../domain/permissions';
import styles from './my-invites.module.css';

export function MyInvitesPage() {
  const invites = useGetMyInvitesQuery();
  const { profile, error: profileError } = useProfile();
  const [accept, accepting] = useAcceptInviteMutation();
  const [decline, declining] = useDeclineInviteMutation();
  const [joined, setJoined] = useState<Group | null>(null);

  const onAccept = async (invite: Invite) => {
    setJoined(null);
    declining.reset();
    const result = await accept(invite.id);
    if (result.data) setJoined(result.data);
  };
  const onDecline = (invite: Invite) => {
    setJoined(null);
    accepting.reset();
    void decline(invite.id);
  };

  let body;
  if (invites.isLoading) body = <LoadingState text="Loading invites..." />;
  else if (invites.isError)
    body = <ErrorBanner message={errorMessage(invites.error, GROUP_ERRORS.loadInvites) ?? GROUP_ERRORS.loadInvites} onRetry={() => void invites.refetch()} />;
  else if (!invites.data || invites.data.length === 0) body = <p className={styles.empty}>No pending invites</p>;
  else
    body = (
      <ul className={styles.list}>
        {invites.data.map((invite) => {
          const busyAccepting = accepting.isLoading && accepting.originalArgs === invite.id;
          const busyDeclining = declining.isLoading && declining.originalArgs === invite.id;
          return (
            <li key={invite.id} className={`lb-card ${styles.invite}`} aria-label={`Invite to ${invite.group_name}`}>
              <div className={styles.about}>
                <span className={styles.group}>{invite.group_name}</span>
                {invite.role === 'admin' ? <Badge tone="admin">Admin</Badge> : null}
                <span className={styles.meta}>Invited by {memberName({ user_id: invite.invited_by, name: invite.inviter_name })}</span>
                <span className={styles.meta}>{formatDateTime(invite.invited_at)}</span>
              </div>
              <div className={styles.actions}>
                <Button
                  size="sm"
                  busy={busyAccepting}
                  busyLabel="Accepting..."
                  disabled={busyDeclining}
                  onClick={() => void onAccept(invite)}
                  aria-label={`Accept invite to ${invite.group_name}`}
                >
                  Accept
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  busy={busyDeclining}
                  busyLabel="Declining..."
                  disabled={busyAccepting}
                  onClick={() => onDecline(invite)}
                  aria-label={`Decline invite to ${invite.group_name}`}
                >
                  Decline
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <div className="lb-page">
      <PageHeader title="My Invites" subtitle="Manage your group invitations" />
      {profile ? (
        <p className={styles.userId}>
          Your user ID: <strong>{profile.id}</strong>
        </p>
      ) : (
        <FormFailure message={profileError} />
      )}
      <section aria-labelledby="pending-invites-heading">
        <h2 id="pending-invites-heading" className={styles.heading}>
          Pending Invites
        </h2>
        <FormFailure message={errorMessage(accepting.error, GROUP_ERRORS.acceptInvite) ?? errorMessage(declining.error, GROUP_ERRORS.declineInvite)} />
        {joined ? (
          <p role="status" className={styles.joined}>
            You joined {joined.name}. <Link to={groupPath(joined.id)}>View Details</Link>
          </p>
        ) : null}
        {body}
      </section>
    </div>
  );
}
