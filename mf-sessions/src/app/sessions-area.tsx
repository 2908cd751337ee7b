// SessionsArea: mounted by the shell under /sessions/*; its routes are relative. The area is
// where features meet: the session page (session-page.tsx) gets the quick log, bulk entry and
// timer handed in, so features never import each other. That page loads only when
// a session is opened: the list, the first thing a lifter sees, stays small.
import { Route, Routes } from 'react-router';
import { AreaNotFound } from '@liftbook/shared';
import { SessionList } from '../features/session-list/session-list';
import { StartToday } from '../features/start-today/start-today';
import { lazyScreen } from './lazy-screen';

// The same words the page shows while it loads the session itself.
const SessionPage = lazyScreen(() => import('./session-page').then((m) => m.default), 'Loading session...');

export default function SessionsArea() {
  return (
    <Routes>
      <Route index element={<SessionList />} />
      {/* One tap to today's workout (a static segment: matched before :sessionId). */}
      <Route path="today" element={<StartToday />} />
      <Route path=":sessionId" element={<SessionPage />} />
      <Route path="*" element={<AreaNotFound areaLabel="Sessions" />} />
    </Routes>
  );
}
