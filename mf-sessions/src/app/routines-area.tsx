// RoutinesArea: the sessions area's second mount, under /routines/* (issue 30). Routines belong to
// this remote because starting one makes a session; a mount of their own (not /sessions/routines)
// gives them the navbar's link and the home tile at the path lifters expect. The editor, the
// heavier screen, loads when it is opened: the list stays small.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AreaNotFound, LoadingState } from '@liftbook/shared';
import { RoutineList } from '../features/routine-list/routine-list';

const RoutineEditor = lazy(() => import('../features/routine-editor/routine-editor').then((m) => ({ default: m.RoutineEditor })));

function Editor() {
  return (
    <Suspense fallback={<LoadingState text="Loading routine..." />}>
      <RoutineEditor />
    </Suspense>
  );
}

export default function RoutinesArea() {
  return (
    <Routes>
      <Route index element={<RoutineList />} />
      {/* A static segment: matched before :routineId. */}
      <Route path="new" element={<Editor />} />
      <Route path=":routineId" element={<Editor />} />
      <Route path="*" element={<AreaNotFound areaLabel="Routines" />} />
    </Routes>
  );
}
