// The line a panel shows when it came back with a draft after the page reloaded (a phone that
// discarded the tab), so the lifter knows the text is theirs and not saved yet. When the reload
// cut a save short, some of it may be logged already; each exercise was sent with an idempotency
// key kept in the draft, so saving it again unchanged does not log it twice: say so.
import styles from './restored-note.module.css';

export const RESTORED_NOTE = 'Restored what you typed before';
export const INTERRUPTED_NOTE =
  'Restored what you typed before. The page reloaded while saving, so some of it may be logged already; saving it again unchanged does not log anything twice.';

export function RestoredNote({ interrupted = false }: { interrupted?: boolean }) {
  return (
    <p className={interrupted ? `${styles.note} ${styles.interrupted}` : styles.note} role="status">
      {interrupted ? INTERRUPTED_NOTE : RESTORED_NOTE}
    </p>
  );
}
