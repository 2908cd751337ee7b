// GoalsArea: the area the shell mounts under /goals/*. Each view has its own nested path, so the
// phone's Back button and a reload work: list (index), new, :id (detail), :id/edit.
import { Route, Routes } from 'react-router';
import { AreaNotFound } from '@liftbook/shared';
import { GoalDetailPage } from '../features/goal-detail/goal-detail';
import { CreateGoalPage, EditGoalPage } from '../features/goal-form/goal-form';
import { GoalList } from '../features/goal-list/goal-list';

export default function GoalsArea() {
  return (
    <Routes>
      <Route index element={<GoalList />} />
      <Route path="new" element={<CreateGoalPage />} />
      <Route path=":id" element={<GoalDetailPage />} />
      <Route path=":id/edit" element={<EditGoalPage />} />
      <Route path="*" element={<AreaNotFound areaLabel="Goals" />} />
    </Routes>
  );
}
