// "Add Member" (docs/product.md §2, §5): "User ID or email", a role (Member by default), "Add"
// ("Adding...") disabled while blank, "Cancel". The api sends an invite carrying the role and
// answers the same whether or not the ID or email is anyone's, so the form says the invite went
// out and that the person joins when they accept, never who they are.
import { useState } from 'react';
import { Button, errorMessage, Field, FormFailure } from '@liftbook/shared';
import type { GroupRole } from '@liftbook/shared/contract';
import { GROUP_ERRORS, useAddMemberMutation } from '../../api/groups-api';
import { parseMemberRef } from '../../domain/forms';
import styles from './group-detail.module.css';
import { RoleField } from './role-field';
import { useInviteSubmit } from './use-invite-submit';

export function AddMemberForm({ groupId, onClose }: { groupId: number; onClose: () => void }) {
  const [role, setRole] = useState<GroupRole>('member');
  const [addMember, adding] = useAddMemberMutation();
  const { typed: who, setTyped: setWho, error, sent, onSubmit } = useInviteSubmit(parseMemberRef, ({ ref }) => addMember({ groupId, ref, role }));

  return (
    <form className={`lb-card ${styles.panel}`} onSubmit={onSubmit} noValidate aria-label="Add Member">
      <h2 className={styles.sectionTitle}>Add Member</h2>
      <Field label="User ID or email" value={who} autoComplete="off" onChange={(e) => setWho(e.target.value)} error={error} />
      <RoleField value={role} onChange={setRole} />
      <FormFailure message={errorMessage(adding.error, GROUP_ERRORS.addMember)} />
      {sent ? (
        <p role="status" className={styles.sent}>
          Invite sent to {sent.to}. If that is someone&apos;s Liftbook account, they see it on My Invites and join as{' '}
          {sent.role === 'admin' ? 'an admin' : 'a member'} when they accept.
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button type="submit" disabled={who.trim() === ''} busy={adding.isLoading} busyLabel="Adding...">
          Add
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
