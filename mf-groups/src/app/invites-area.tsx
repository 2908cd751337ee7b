// InvitesArea: the area the shell mounts under its path prefix; nested routes are relative.
import { Route, Routes } from 'react-router';
import { AreaNotFound, EmptyState, PageHeader } from '@liftbook/shared';

function InvitesPage() {
  return (
    <div className="lb-page">
      <PageHeader title="My Invites" subtitle="Manage your group invitations" />
      <EmptyState title="Invites are on their way" message="Accepting and declining group invitations arrive in the next release." />
    </div>
  );
}

export default function InvitesArea() {
  return (
    <Routes>
      <Route index element={<InvitesPage />} />
      <Route path="*" element={<AreaNotFound areaLabel="My Invites" />} />
    </Routes>
  );
}
