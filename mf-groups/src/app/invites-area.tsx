// InvitesArea: the area the shell mounts under /invites/*: My Invites.
import { Route, Routes } from 'react-router';
import { AreaNotFound } from '@liftbook/shared';
import { MyInvitesPage } from '../features/my-invites/my-invites';

export default function InvitesArea() {
  return (
    <Routes>
      <Route index element={<MyInvitesPage />} />
      <Route path="*" element={<AreaNotFound areaLabel="My Invites" />} />
    </Routes>
  );
}
