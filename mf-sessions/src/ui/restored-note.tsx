// The line a panel shows when it came back with a draft after the page reloaded (a phone that
// discarded the tab), so the lifter knows the text is theirs and not saved yet. When the reload
// cut a save short, some of it may be logged already: say so, so it is not logged twice.
import styles from './restored-note.module.css';

export const RESTORED_NOTE = 'Restored what you typed before';
export const INTERRUPTED_NOTE =
  'Restored what you typed before. The page reloaded while saving, so some of it may be logged already: check the exercises below before saving again.';

export function RestoredNote({ interrupted = false }: { interrupted?: boolean }) {
  return (
    <p className={interrupted ? `${styles.note} ${styles.interrupted}` : styles.note} role="status">
      {interrupted ? INTERRUPTED_NOTE : RESTORED_NOTE}
    </p>
  );
}
