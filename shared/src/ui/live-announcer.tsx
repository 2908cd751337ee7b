// One polite live region for the whole app: what happened out of sight ("Set logged: 135 lbs × 8",
// "All changes synced") is said to a screen reader without moving focus (WCAG 4.1.3). The shell
// renders <LiveAnnouncer /> once; any area calls announce(). A region that exists before its text
// changes is what screen readers reliably read, hence one mounted region, not one per message.
import { useState, useSyncExternalStore } from 'react';

let message = '';
let count = 0;
const listeners = new Set<() => void>();

/** Says `text` through the live region (politely: after what the reader is saying now). */
export function announce(text: string): void {
  message = text;
  // The same words twice (two equal sets) are still two announcements: the key changes.
  count += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The live region. Rendered once, by the shell; a plain aria-live region, so a page's own status stays the only role=status it has. */
export function LiveAnnouncer() {
  // A region mounted later does not repeat what was said before it.
  const [mountedAt] = useState(() => count);
  const current = useSyncExternalStore(
    subscribe,
    () => count,
    () => 0,
  );
  return (
    <div className="lb-visually-hidden" aria-live="polite" aria-atomic="true" data-testid="live-announcer">
      {current > mountedAt ? <span key={current}>{message}</span> : null}
    </div>
  );
}
