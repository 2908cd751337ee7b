// The session page with the quick log, bulk entry and timer handed in (features never import each
// other). Its own chunk: SessionsArea loads it when a session is opened, so opening the sessions
// list does not download the panels. Quick Log and Manual Add are chunks of their own too, loaded
// when the lifter opens one (or when one holds a draft to give back): a workout from a plan is
// checked off without them.
import { lazy, Suspense } from 'react';
import { LoadingState } from '@liftbook/shared';
import { hasManualAddDraft } from '../features/bulk-entry/bulk-entry-draft';
import { hasQuickLogDraft } from '../features/quick-log/quick-log-draft';
import { SessionDetail, type AddPanelProps } from '../features/session-detail/session-detail';
import { RestBar } from '../features/rest-between-sets/rest-bar';
import { TimerWidget } from '../features/stopwatch-timer/timer-widget';

const QuickLog = lazy(() => import('../features/quick-log/quick-log-panel').then((m) => ({ default: m.QuickLogPanel })));
const BulkEntry = lazy(() => import('../features/bulk-entry/bulk-entry-panel').then((m) => ({ default: m.BulkEntryPanel })));

function QuickLogPanel(props: AddPanelProps) {
  return (
    <Suspense fallback={<LoadingState text="Loading Quick Log..." />}>
      <QuickLog {...props} />
    </Suspense>
  );
}
QuickLogPanel.hasDraft = hasQuickLogDraft;

function BulkEntryPanel(props: AddPanelProps) {
  return (
    <Suspense fallback={<LoadingState text="Loading Manual Add..." />}>
      <BulkEntry {...props} />
    </Suspense>
  );
}
BulkEntryPanel.hasDraft = hasManualAddDraft;

function TimerSlot() {
  return <TimerWidget foldable />;
}

export default function SessionPage() {
  return <SessionDetail QuickLogPanel={QuickLogPanel} BulkEntryPanel={BulkEntryPanel} TimerWidget={TimerSlot} RestBar={RestBar} />;
}
