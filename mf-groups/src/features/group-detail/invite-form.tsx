// "Invite User to Group" (docs/product.md §2, §5): "User ID:", "Send Invite" ("Inviting..."),
// "Cancel"; an empty ID is "Please enter a user ID"; the role sent is always member. The api
// answers the same whether or not the ID is anyone's, so the form never says who it is.
import { Button, errorMessage, Field, FormFailure } from '@liftbook/shared';
import { GROUP_ERRORS, useInviteUserMutation } from '../../api/groups-api';
import { parseInviteUserId } from '../../domain/forms';
import styles from './group-detail.module.css';
import { useInviteSubmit } from './use-invite-submit';

export function InviteForm({ groupId, onClose }: { groupId: number; onClose: () => void }) {
  const [inviteUser, inviting] = useInviteUserMutation();
  const { typed, setTyped, error, sent, onSubmit } = useInviteSubmit(parseInviteUserId, ({ userId }) => inviteUser({ groupId, userId }));

  return (
    <form className={`lb-card ${styles.panel}`} onSubmit={onSubmit} noValidate aria-label="Invite User to Group">
      <h2 className={styles.sectionTitle}>Invite User to Group</h2>
      <Field label="User ID:" inputMode="numeric" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} error={error} />
      <FormFailure message={errorMessage(inviting.error, GROUP_ERRORS.createInvite)} />
      {sent ? (
        <p role="status" className={styles.sent}>
          Invite sent to user ID {sent.to}. If that is someone&apos;s Liftbook account, they see it on My Invites and join when they accept.
        </p>
      ) : null}
      <div className={styles.buttons}>
        <Button type="submit" busy={inviting.isLoading} busyLabel="Inviting...">
          Send Invite
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
