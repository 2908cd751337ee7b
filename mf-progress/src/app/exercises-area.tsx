// ExercisesArea: the area the shell mounts under its path prefix; nested routes are relative.
import { Route, Routes } from 'react-router';
import { AreaNotFound, EmptyState, PageHeader } from '@liftbook/shared';

function ExercisesPage() {
  return (
    <div className="lb-page">
      <PageHeader title="Exercises" subtitle="Progress charts for every lift, and your custom exercises." />
      <EmptyState title="Progress charts are on their way" message="Max weight, max reps and total volume per exercise arrive in the next release." />
    </div>
  );
}

export default function ExercisesArea() {
  return (
    <Routes>
      <Route index element={<ExercisesPage />} />
      <Route path="*" element={<AreaNotFound areaLabel="Exercises" />} />
    </Routes>
  );
}
