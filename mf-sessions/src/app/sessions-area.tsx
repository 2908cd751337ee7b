// SessionsArea: mounted by the shell under /sessions/*; its routes are relative. The area is
// where features meet: the session page (session-page.tsx) gets the quick log, bulk entry and
// timer handed in, so features never import each other. That page loads only when
// a session is opened: the list, the first thing a lifter sees, stays small.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AreaNotFound, LoadingState } from '@liftbook/shared';
import { SessionList } from '../features/session-list/session-list';
import { StartToday } from '../features/start-today/start-today';

const SessionPage = lazy(() => import('./session-page'));

export default function SessionsArea() {
  return (
    <Routes>
      <Route index element={<SessionList />} />
      {/* One tap to today's workout (a static segment: matched before :sessionId). */}
      <Route path="today" element={<StartToday />} />
      <Route
        path=":sessionId"
        element={
          // The same words the page shows while it loads the session itself.
          <Suspense fallback={<LoadingState text="Loading session..." />}>
            <SessionPage />
          </Suspense>
        }
      />
      <Route path="*" element={<AreaNotFound areaLabel="Sessions" />} />
    </Routes>
  );
}
