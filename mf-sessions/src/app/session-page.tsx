// The session page with the quick log, bulk entry and timer handed in (features never import each
// other). Its own chunk: SessionsArea loads it when a session is opened, so opening the sessions
// list does not download the panels. Quick Log and Manual Add are chunks of their own too, loaded
// when the lifter opens one (or when one holds a draft to give back): a workout from a plan is
// checked off without them.
import { hasManualAddDraft } from '../features/bulk-entry/bulk-entry-draft';
import { hasQuickLogDraft } from '../features/quick-log/quick-log-draft';
import { SessionDetail, type AddPanelProps } from '../features/session-detail/session-detail';
import { RestBar } from '../features/rest-between-sets/rest-bar';
import { TimerWidget } from '../features/stopwatch-timer/timer-widget';
import { lazyScreen } from './lazy-screen';

const QuickLogPanel = Object.assign(
  lazyScreen<AddPanelProps>(() => import('../features/quick-log/quick-log-panel').then((m) => m.QuickLogPanel), 'Loading Quick Log...'),
  { hasDraft: hasQuickLogDraft },
);
const BulkEntryPanel = Object.assign(
  lazyScreen<AddPanelProps>(() => import('../features/bulk-entry/bulk-entry-panel').then((m) => m.BulkEntryPanel), 'Loading Manual Add...'),
  { hasDraft: hasManualAddDraft },
);

function TimerSlot() {
  return <TimerWidget foldable />;
}

export default function SessionPage() {
  return <SessionDetail QuickLogPanel={QuickLogPanel} BulkEntryPanel={BulkEntryPanel} TimerWidget={TimerSlot} RestBar={RestBar} />;
}
