// SessionsArea: mounted by the shell under /sessions/*; its routes are relative.
import { Route, Routes } from 'react-router';
import { AreaNotFound } from '@liftbook/shared';
import { SessionDetail } from '../features/session-detail/session-detail';
import { SessionList } from '../features/session-list/session-list';

export default function SessionsArea() {
  return (
    <Routes>
      <Route index element={<SessionList />} />
      <Route path=":sessionId" element={<SessionDetail />} />
      <Route path="*" element={<AreaNotFound areaLabel="Sessions" />} />
    </Routes>
  );
}
