// The session page with the quick log, bulk entry and timer handed in (features never import each
// other). Its own chunk: SessionsArea loads it when a session is opened, so opening
// the sessions list does not download the panels.
import { BulkEntryPanel } from '../features/bulk-entry/bulk-entry-panel';
import { QuickLogPanel } from '../features/quick-log/quick-log-panel';
import { SessionDetail } from '../features/session-detail/session-detail';
import { RestBar } from '../features/rest-between-sets/rest-bar';
import { TimerWidget } from '../features/stopwatch-timer/timer-widget';

function TimerSlot() {
  return <TimerWidget foldable />;
}

function RestBarSlot() {
  return <RestBar />;
}

export default function SessionPage() {
  return <SessionDetail QuickLogPanel={QuickLogPanel} BulkEntryPanel={BulkEntryPanel} TimerWidget={TimerSlot} RestBar={RestBarSlot} />;
}
