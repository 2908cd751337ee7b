// My Invites (docs/product.md §2): "My Invites" / "Manage your group invitations", "Pending Invites" with the
// group's name, "Invited by", the date, Accept ("Accepting...") and Decline ("Declining...");
// "No pending invites", "Loading invites...". Beyond the spec: the lifter's own user ID, to give to
// an admin who invites by ID ("Invite User to Group", "Add Member"), the role an invite carries, and "Join with an Invite Code": a lifter enters the code an admin gave them, or
// opens the invite link (/invites?code=…), which fills it in; joining opens the group.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
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
  Field,
} from '@liftbook/shared';
import type { Group, Invite } from '@liftbook/shared/contract';
import { GROUP_ERRORS, useAcceptInviteMutation, useDeclineInviteMutation, useJoinWithCodeMutation } from '../../api/groups-api';
import { parseInviteCode } from '../../domain/forms';
import { memberName } from '../../domain/permissions';
import stacked from '../../ui/stacked-list.module.css';
import styles from './my-invites.module.css';

export function MyInvitesPage() {
  const invites = useGetMyInvitesQuery();
  const { profile } = useProfile();
  const [accept, accepting] = useAcceptInviteMutation();
  const [decline, declining] = useDeclineInviteMutation();
  const [joined, setJoined] = useState<Group | null>(null);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [typedCode, setTypedCode] = useState(search.get('code') ?? '');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [joinWithCode, joining] = useJoinWithCodeMutation();

  const onJoin = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseInviteCode(typedCode);
    if ('error' in parsed) {
      setCodeError(parsed.error);
      return;
    }
    setCodeError(null);
    const result = await joinWithCode(parsed.code);
    if (result.data) void navigate(groupPath(result.data.id));
  };

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
      <ul className={stacked.list}>
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
        <p className={styles.yourId}>
          Your user ID: <strong>{profile.id}</strong>. To be invited to a group, give it or your email address to one of its admins.
        </p>
      ) : null}
      <form className={`lb-card ${styles.join}`} onSubmit={(event) => void onJoin(event)} noValidate aria-label="Join with an Invite Code">
        <h2 className={styles.heading}>Join with an Invite Code</h2>
        <Field label="Invite code:" autoComplete="off" value={typedCode} onChange={(e) => setTypedCode(e.target.value)} error={codeError} />
        <FormFailure message={errorMessage(joining.error, GROUP_ERRORS.joinGroup)} />
        <div>
          <Button type="submit" busy={joining.isLoading} busyLabel="Joining...">
            Join Group
          </Button>
        </div>
      </form>
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
