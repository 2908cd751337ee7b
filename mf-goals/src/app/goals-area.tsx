// GoalsArea: the area the shell mounts under its path prefix; nested routes are relative.
import { Route, Routes } from 'react-router';
import { AreaNotFound, EmptyState, PageHeader } from '@liftbook/shared';

function GoalsPage() {
  return (
    <div className="lb-page">
      <PageHeader title="Goals" subtitle="Targets with deadlines, and how close you are." />
      <EmptyState title="Goals are on their way" message="Setting targets and tracking progress arrive in the next release." />
    </div>
  );
}

export default function GoalsArea() {
  return (
    <Routes>
      <Route index element={<GoalsPage />} />
      <Route path="*" element={<AreaNotFound areaLabel="Goals" />} />
    </Routes>
  );
}
