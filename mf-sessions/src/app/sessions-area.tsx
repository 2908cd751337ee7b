// SessionsArea: mounted by the shell under /sessions/*; its routes are relative. The area is
// where features meet: the session page gets the quick log, bulk entry and timer handed in, so
// features never import each other (CONVENTIONS).
import { Route, Routes } from 'react-router';
import { AreaNotFound } from '@liftbook/shared';
import { BulkEntryPanel } from '../features/bulk-entry/bulk-entry-panel';
import { QuickLogPanel } from '../features/quick-log/quick-log-panel';
import { SessionDetail } from '../features/session-detail/session-detail';
import { SessionList } from '../features/session-list/session-list';
import { TimerWidget } from '../features/timer/timer-widget';

function TimerSlot() {
  return <TimerWidget />;
}

export default function SessionsArea() {
  return (
    <Routes>
      <Route index element={<SessionList />} />
      <Route path=":sessionId" element={<SessionDetail QuickLogPanel={QuickLogPanel} BulkEntryPanel={BulkEntryPanel} TimerWidget={TimerSlot} />} />
      <Route path="*" element={<AreaNotFound areaLabel="Sessions" />} />
    </Routes>
  );
}
