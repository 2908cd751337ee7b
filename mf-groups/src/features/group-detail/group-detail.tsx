// The group detail (docs/product.md §2 Groups page, §6): back to groups, "Edit Group" for admins, name,
// description, dates, "Members (n)"; for admins "Add Member" (user ID or email, a role), "Send
// Invite" (a user ID) and "Create Invite Code" (the second way, naming nobody), the pending
// invites (with Cancel) and, on other members, the role select and "Remove"; for the
// owner "Make Owner" on other members. Every member may "Leave Group" except the owner. Between the
// actions and the members, this week's board and the group's feed (issue 31). After add, remove or role change the group and its
// members reload (their tags are invalidated by the mutations).
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, ConfirmDialog, ErrorBanner, errorMessage, isNotFound, LoadingState, PageHeader, useProfile, useWeightUnit } from '@liftbook/shared';
import { GROUP_ERRORS, useGetGroupInvitesQuery, useGetGroupMembersQuery, useGetGroupQuery, useRemoveMemberMutation } from '../../api/groups-api';
import { isAdmin, leaveBlockedReason } from '../../domain/permissions';
import { GroupFeed } from './group-feed';
import { WeekBoard } from './week-board';
import { SharedRoutines } from './shared-routines';
import { AddMemberForm } from './add-member-form';
import { InviteCodeForm } from './invite-code-form';
import { InviteForm } from './invite-form';
import { MemberList } from './member-list';
import { PendingInvites } from './pending-invites';
import { GroupDates } from '../../ui/group-dates';
import { GroupUnavailable } from '../../ui/group-unavailable';
import styles from './group-detail.module.css';

type Panel = 'none' | 'add' | 'invite' | 'code';

export const LEAVE_GROUP_QUESTION = 'Are you sure you want to leave this group? You will need a new invite to rejoin.';

/** /groups/:groupId */
export function GroupDetailPage() {
  const groupId = Number(useParams().groupId);
  const navigate = useNavigate();
  const { profile } = useProfile();
  const group = useGetGroupQuery(groupId);
  const members = useGetGroupMembersQuery(groupId);
  const admin = isAdmin(members.data ?? [], profile?.id);
  const invites = useGetGroupInvitesQuery(groupId, { skip: !admin });
  const [panel, setPanel] = useState<Panel>('none');
  const [leaving, setLeaving] = useState(false);
  const [leave, leaveState] = useRemoveMemberMutation();
  const unit = useWeightUnit();

  const back = (
    <Link to=".." relative="path" className={styles.back}>
      ← Back to Groups
    </Link>
  );
  if (group.isLoading || members.isLoading) return <LoadingState text="Loading group..." />;
  if (!group.data || !members.data) {
    const failed = group.error ?? members.error;
    if (isNotFound(failed)) return <GroupUnavailable />;
    return (
      <div className="lb-page">
        {back}
        <ErrorBanner
          message={errorMessage(failed, GROUP_ERRORS.loadGroup) ?? GROUP_ERRORS.loadGroup}
          onRetry={() => {
            void group.refetch();
            void members.refetch();
          }}
        />
      </div>
    );
  }
  const current = group.data;
  const list = members.data;
  const blocked = leaveBlockedReason(current, list, profile?.id);

  const confirmLeave = async () => {
    if (profile === undefined) return;
    const result = await leave({ groupId, userId: profile.id });
    if (!result.error) void navigate('..', { relative: 'path' });
  };

  return (
    <div className="lb-page">
      {back}
      <PageHeader
        title={current.name}
        actions={
          admin ? (
            <Link to="edit" className="lb-button lb-button--secondary">
              Edit Group
            </Link>
          ) : undefined
        }
      />
      <section className={`lb-card ${styles.summary}`} aria-label="About this group">
        {current.description ? <p className={styles.description}>{current.description}</p> : null}
        <GroupDates group={current} inline />
      </section>

      {admin ? (
        <div className={styles.adminActions}>
          {(
            [
              ['add', 'Add Member'],
              ['invite', 'Send Invite'],
              ['code', 'Create Invite Code'],
            ] as const
          ).map(([which, label]) => (
            <Button
              key={which}
              variant={panel === which ? 'primary' : 'secondary'}
              aria-expanded={panel === which}
              onClick={() => setPanel(panel === which ? 'none' : which)}
            >
              {label}
            </Button>
          ))}
        </div>
      ) : null}
      {admin && panel === 'add' ? <AddMemberForm groupId={groupId} onClose={() => setPanel('none')} /> : null}
      {admin && panel === 'invite' ? <InviteForm groupId={groupId} onClose={() => setPanel('none')} /> : null}
      {admin && panel === 'code' ? <InviteCodeForm groupId={groupId} onClose={() => setPanel('none')} /> : null}

      {/* The page opens on this week's board and the feed (issue 31); the members, invites and Leave Group follow. */}
      <WeekBoard groupId={groupId} />
      <GroupFeed groupId={groupId} unit={unit} />
      <SharedRoutines groupId={groupId} />

      <MemberList group={current} members={list} viewerId={profile?.id} />

      {admin ? (
        <PendingInvites
          groupId={groupId}
          invites={invites.data}
          loading={invites.isLoading}
          error={errorMessage(invites.error, GROUP_ERRORS.fetchGroupInvites)}
          onRetry={() => void invites.refetch()}
        />
      ) : null}

      {profile && list.some((m) => m.user_id === profile.id) ? (
        <section className={styles.leave} aria-label="Leave this group">
          <Button variant="ghost" disabled={blocked !== null} onClick={() => setLeaving(true)} aria-describedby={blocked ? 'leave-blocked' : undefined}>
            Leave Group
          </Button>
          {blocked ? (
            <p id="leave-blocked" className={styles.hint}>
              {blocked}
            </p>
          ) : null}
        </section>
      ) : null}
      {leaving ? (
        <ConfirmDialog
          title={`Leave ${current.name}?`}
          message={LEAVE_GROUP_QUESTION}
          confirmLabel="Leave Group"
          busy={leaveState.isLoading}
          failure={errorMessage(leaveState.error, GROUP_ERRORS.removeMember)}
          onConfirm={() => void confirmLeave()}
          onCancel={() => {
            setLeaving(false);
            leaveState.reset();
          }}
        />
      ) : null}
    </div>
  );
}
