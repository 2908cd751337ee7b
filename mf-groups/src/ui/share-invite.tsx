// Copy and Share beside a new invite code, so it reaches a training partner in one tap: Copy puts
// the code on the clipboard; Share opens the phone's share sheet (the Web Share API) with the code
// and its link, and shows only where the browser has one. What happened is said in words beside
// the buttons (the form's status region announces it).
import { useState } from 'react';
import { Button } from '@liftbook/shared';
import styles from './share-invite.module.css';

export const COPIED = 'Copied';
export const COPY_FAILED = 'Could not copy: select the code and copy it.';

type Outcome = typeof COPIED | typeof COPY_FAILED | null;

export function ShareInvite({ code, link }: { code: string; link: string }) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  const copy = async () => {
    try {
      await clipboard!.writeText(code);
      setOutcome(COPIED);
    } catch {
      setOutcome(COPY_FAILED);
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: 'Join my group on Liftbook', text: `Invite code: ${code}`, url: link });
    } catch {
      // Closing the share sheet rejects too; the code stays on screen either way.
    }
  };

  if (!clipboard && !canShare) return null;
  return (
    <div className={styles.actions}>
      {clipboard ? (
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          Copy code
        </Button>
      ) : null}
      {canShare ? (
        <Button size="sm" variant="secondary" onClick={() => void share()}>
          Share
        </Button>
      ) : null}
      {outcome ? <span className={outcome === COPIED ? styles.done : styles.failed}>{outcome}</span> : null}
    </div>
  );
}
