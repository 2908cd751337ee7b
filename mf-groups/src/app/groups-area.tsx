// GroupsArea: the area the shell mounts under /groups/*. Each view has its own nested path, so the
// phone's Back button and a reload work (spec §4's list, create form, edit form, detail and member
// workouts): index, new, :groupId, :groupId/edit, :groupId/members/:userId/workouts.
import { Route, Routes } from 'react-router';
import { AreaNotFound } from '@liftbook/shared';
import { GroupDetailPage } from '../features/group-detail/group-detail';
import { CreateGroupPage, EditGroupPage } from '../features/group-form/group-form';
import { GroupList } from '../features/group-list/group-list';
import { MemberWorkoutsPage } from '../features/member-workouts/member-workouts';

export default function GroupsArea() {
  return (
    <Routes>
      <Route index element={<GroupList />} />
      <Route path="new" element={<CreateGroupPage />} />
      <Route path=":groupId" element={<GroupDetailPage />} />
      <Route path=":groupId/edit" element={<EditGroupPage />} />
      <Route path=":groupId/members/:userId/workouts" element={<MemberWorkoutsPage />} />
      <Route path="*" element={<AreaNotFound areaLabel="Groups" />} />
    </Routes>
  );
}
