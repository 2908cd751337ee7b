// Charts, records and goal progress are worked out by the api from the one definition of what was
// lifted (api/src/lifted), so a screen showing them offline shows the last copy the api sent. The
// changes still waiting to sync are not in those figures yet: this note says so, rather than let
// the screen pass an old figure off as the whole log (docs/product.md §4.6).
import { useOutboxStatus } from '../offline/offline-base-query';

export const waitingChangesText = (waiting: number, what: string) =>
  `Not yet in ${what}: your ${waiting} unsynced ${waiting === 1 ? 'change' : 'changes'}. ${waiting === 1 ? 'It counts' : 'They count'} once synced.`;

/** Renders nothing while no change waits to sync. */
export function WaitingChangesNote({ what }: { what: string }) {
  const { waiting } = useOutboxStatus();
  if (waiting === 0) return null;
  return (
    <p className="lb-banner lb-banner--info" data-testid="waiting-changes-note">
      {waitingChangesText(waiting, what)}
    </p>
  );
}
