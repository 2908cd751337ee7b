// RoutinesArea: the sessions area's second mount, under /routines/* (issue 30). Routines belong to
// this remote because starting one makes a session; a mount of their own (not /sessions/routines)
// gives them the navbar's link and the home tile at the path lifters expect. The editor, the
// heavier screen, loads when it is opened: the list stays small. So does /routines/programs (the
// built-in programs' data and forms): /routines shows only the lifter's own programs.
import { Route, Routes } from 'react-router';
import { AreaNotFound } from '@liftbook/shared';
import { ProgramsPanel } from '../features/programs/programs-panel';
import { RoutineList } from '../features/routine-list/routine-list';
import { StartRoutine } from '../features/start-routine/start-routine';
import { lazyScreen } from './lazy-screen';

const Editor = lazyScreen(() => import('../features/routine-editor/routine-editor').then((m) => m.RoutineEditor), 'Loading routine...');

// Opened to start a program or build one: loaded then, like the editor.
const Programs = lazyScreen(() => import('../features/programs/programs-page').then((m) => m.ProgramsPage), 'Loading programs...');

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
