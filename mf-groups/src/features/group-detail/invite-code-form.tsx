// "Create Invite Code", the second way to invite (beside Add Member and Send Invite): the admin
// names nobody. They choose the role and make an invite code; the form shows the code and a link that
// opens My Invites with it filled in, to give to their training partner by any means. The code
// is shown this once (the api keeps only its hash), works once, and expires after a week.
import { useState, type FormEvent } from 'react';
import { Button, errorMessage, FormFailure, formatDateTime } from '@liftbook/shared';
import type { CreatedInviteCode, GroupRole } from '@liftbook/shared/contract';
import { GROUP_ERRORS, useCreateInviteMutation } from '../../api/groups-api';
import { inviteLink } from '../../domain/forms';
import { ShareInvite } from '../../ui/share-invite';
import styles from './group-detail.module.css';
import { RoleField } from './role-field';

export function InviteCodeForm({ groupId, onClose }: { groupId: number; onClose: () => void }) {
  const [role, setRole] = useState<GroupRole>('member');
  const [made, setMade] = useState<CreatedInviteCode | null>(null);
  const [createInvite, creating] = useCreateInviteMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setMade(null);
    const result = await createInvite({ groupId, role });
    if (result.data) setMade(result.data);
  };

  return (
    <form className={`lb-card ${styles.panel}`} onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Invite Code">
      <h2 className={styles.sectionTitle}>Invite Code</h2>
      <p className={styles.hint}>Make an invite code and give it to the person you want to train with. They join when they enter it on My Invites.</p>
      <RoleField value={role} onChange={setRole} />
      <FormFailure message={errorMessage(creating.error, GROUP_ERRORS.createInvite)} />
      {made ? (
        <div role="status" className={styles.sent}>
          <p>
            Invite code: <strong className={styles.code}>{made.code}</strong>
          </p>
          <p className={styles.link}>{inviteLink(window.location.origin, made.code)}</p>
          <ShareInvite code={made.code} link={inviteLink(window.location.origin, made.code)} />
          <p>
            It works once, for one person joining as {made.role === 'admin' ? 'an admin' : 'a member'}, until{' '}
            {made.expires_at ? formatDateTime(made.expires_at) : 'it is cancelled'}. It is shown only now.
          </p>
        </div>
      ) : null}
      <div className={styles.buttons}>
        <Button type="submit" busy={creating.isLoading} busyLabel="Creating...">
          Create Invite Code
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {made ? 'Done' : 'Cancel'}
        </Button>
      </div>
    </form>
  );
}
