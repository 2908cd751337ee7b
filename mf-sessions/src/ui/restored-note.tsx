// The line a panel shows when it came back with a draft after the page reloaded (a phone that
// discarded the tab), so the lifter knows the text is theirs and not saved yet.
import './restored-note.css';

export const RESTORED_NOTE = 'Restored what you typed before';

export function RestoredNote() {
  return (
    <p className="restored-note" role="status">
      {RESTORED_NOTE}
    </p>
  );
}
