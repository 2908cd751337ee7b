// RoutinesArea: the sessions area's second mount, under /routines/* (issue 30). Routines belong to
// this remote because starting one makes a session; a mount of their own (not /sessions/routines)
// gives them the navbar's link and the home tile at the path lifters expect. The editor, the
// heavier screen, loads when it is opened: the list stays small. So does /routines/programs (the
// built-in programs' data and forms): /routines shows only the lifter's own programs.
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { AreaNotFound, LoadingState } from '@liftbook/shared';
import { ProgramsPanel } from '../features/programs/programs-panel';
import { RoutineList } from '../features/routine-list/routine-list';
import { StartRoutine } from '../features/start-routine/start-routine';

const RoutineEditor = lazy(() => import('../features/routine-editor/routine-editor').then((m) => ({ default: m.RoutineEditor })));

// Opened to start a program or build one: loaded then, like the editor.
const ProgramsPage = lazy(() => import('../features/programs/programs-page').then((m) => ({ default: m.ProgramsPage })));

function Programs() {
  return (
    <Suspense fallback={<LoadingState text="Loading programs..." />}>
      <ProgramsPage />
    </Suspense>
  );
}

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
      <Route index element={<RoutineList programs={<ProgramsPanel />} />} />
      {/* A static segment: matched before :routineId. */}
      <Route path="new" element={<Editor />} />
      <Route path="programs" element={<Programs />} />
      <Route path=":routineId" element={<Editor />} />
      <Route path=":routineId/start" element={<StartRoutine />} />
      <Route path="*" element={<AreaNotFound areaLabel="Routines" />} />
    </Routes>
  );
}
