// "Members (n)": each member's name (fallback "User {id}"), the email if present (the api sends a
// member's address to that member only: members share names), "Joined" date, role badge and
// "View Workouts"; for admins, on other members (never the creator), a Member/Admin select and
// "Remove" (asked first: "Are you sure you want to remove this member?"); for the group's owner,
// "Make Owner" on other members (asked first; they become an admin if they were not).
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, ConfirmDialog, errorMessage, FormFailure, formatDateTime } from '@liftbook/shared';
import type { Group, GroupMember, GroupRole } from '@liftbook/shared/contract';
import { GROUP_ERRORS, useRemoveMemberMutation, useTransferOwnerMutation, useUpdateMemberRoleMutation } from '../../api/groups-api';
import { canManageMember, canTransferOwnership, memberName } from '../../domain/permissions';
import stacked from '../../ui/stacked-list.module.css';
import styles from './group-detail.module.css';

export const REMOVE_MEMBER_QUESTION = 'Are you sure you want to remove this member?';
export const MAKE_OWNER_QUESTION =
  'They become the owner, an admin who alone may delete the group or hand it on. You stay an admin, and can then leave the group.';
const ROLE_LABELS: Record<GroupRole, string> = { member: 'Member', admin: 'Admin' };

export function MemberList({ group, members, viewerId }: { group: Group; members: GroupMember[]; viewerId: number | undefined }) {
  const [removing, setRemoving] = useState<GroupMember | null>(null);
  const [removeMember, removal] = useRemoveMemberMutation();
  const [updateRole, roleChange] = useUpdateMemberRoleMutation();
  const [handingTo, setHandingTo] = useState<GroupMember | null>(null);
  const [transferOwner, transfer] = useTransferOwnerMutation();

  const confirmTransfer = async () => {
    if (!handingTo) return;
    const result = await transferOwner({ groupId: group.id, userId: handingTo.user_id });
    if (!result.error) {
      setHandingTo(null);
      transfer.reset();
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const result = await removeMember({ groupId: group.id, userId: removing.user_id });
    if (!result.error) {
      setRemoving(null);
      removal.reset();
    }
  };

  return (
    <section className={styles.section} aria-labelledby="members-heading">
      <h2 id="members-heading" className={styles.sectionTitle}>
        Members ({members.length})
      </h2>
      <FormFailure message={errorMessage(roleChange.error, GROUP_ERRORS.updateRole)} />
      <ul className={stacked.list}>
        {members.map((member) => {
          const name = memberName(member);
          const manage = canManageMember(group, members, viewerId, member);
          return (
            <li key={member.user_id} className={`lb-card ${styles.member}`} aria-label={name}>
              <div className={styles.who}>
                <span className={styles.memberName}>
                  {name}
                  {member.user_id === viewerId ? <span className={styles.you}> (you)</span> : null}
                </span>
                <Badge tone={member.role}>{ROLE_LABELS[member.role]}</Badge>
                {member.user_id === group.created_by ? <Badge tone="admin">Owner</Badge> : null}
                {member.email ? <span className={styles.email}>{member.email}</span> : null}
                <span className={styles.joined}>Joined {formatDateTime(member.joined_at)}</span>
              </div>
              <div className={styles.memberActions}>
                <Link
                  to={`members/${member.user_id}/workouts`}
                  className="lb-button lb-button--secondary lb-button--sm"
                  aria-label={`View Workouts of ${name}`}
                >
                  View Workouts
                </Link>
                {manage ? (
                  <>
                    <label className={styles.roleLabel}>
                      <span className="lb-visually-hidden">Role of {name}</span>
                      <select
                        className="lb-input"
                        value={member.role}
                        disabled={roleChange.isLoading}
                        onChange={(e) => void updateRole({ groupId: group.id, userId: member.user_id, role: e.target.value as GroupRole })}
                      >
                        <option value="member">Member</option>
                        <option value="admin">Admin</option>
                      </select>
                    </label>
                    <Button variant="danger" size="sm" onClick={() => setRemoving(member)} aria-label={`Remove ${name}`}>
                      Remove
                    </Button>
                  </>
                ) : null}
                {canTransferOwnership(group, viewerId, member) ? (
                  <Button variant="ghost" size="sm" onClick={() => setHandingTo(member)} aria-label={`Make Owner: ${name}`}>
                    Make Owner
                  </Button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {removing ? (
        <ConfirmDialog
          title={`Remove ${memberName(removing)}?`}
          message={REMOVE_MEMBER_QUESTION}
          confirmLabel="Remove"
          busy={removal.isLoading}
          failure={errorMessage(removal.error, GROUP_ERRORS.removeMember)}
          onConfirm={() => void confirmRemove()}
          onCancel={() => {
            setRemoving(null);
            removal.reset();
          }}
        />
      ) : null}
      {handingTo ? (
        <ConfirmDialog
          title={`Make ${memberName(handingTo)} the owner?`}
          message={MAKE_OWNER_QUESTION}
          confirmLabel="Make Owner"
          busy={transfer.isLoading}
          failure={errorMessage(transfer.error, GROUP_ERRORS.transferOwner)}
          onConfirm={() => void confirmTransfer()}
          onCancel={() => {
            setHandingTo(null);
            transfer.reset();
          }}
        />
      ) : null}
    </section>
  );
}
