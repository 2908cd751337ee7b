// GroupsArea: the area the shell mounts under its path prefix; nested routes are relative.
import { Route, Routes } from 'react-router';
import { AreaNotFound, EmptyState, PageHeader } from '@liftbook/shared';

function GroupsPage() {
  return (
    <div className="lb-page">
      <PageHeader title="My Groups" subtitle="Train together: share workouts with your group." />
      <EmptyState title="Groups are on their way" message="Creating groups, members and shared workouts arrive in the next release." />
    </div>
  );
}

export default function GroupsArea() {
  return (
    <Routes>
      <Route index element={<GroupsPage />} />
      <Route path="*" element={<AreaNotFound areaLabel="Groups" />} />
    </Routes>
  );
}
