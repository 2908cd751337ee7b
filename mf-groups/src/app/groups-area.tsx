// GroupsArea: the area the shell mounts under /groups/*. Each view has its own nested path, so the
// phone's Back button and a reload work (docs/product.md §4's list, create form, edit form, detail and member
// workouts): index, new, :groupId, :groupId/edit, :groupId/members/:userId/workouts.
import { Route, Routes } from 'react-router';
import { AreaNotFound } from '@liftbook/shared';
import { GroupDetailPage } from '../features/group-detail/group-detail';
import { CreateGroupPage, EditGroupPage } from '../features/group-form/group-form';
import { GroupList } from '../features/group-list/group-list';
import { MemberWorkoutsPage } from '../features/member-workouts/member-workouts';
import { WithGroupIds } from '../ui/group-unavailable';

export default function GroupsArea() {
  return (
    <Routes>
      <Route index element={<GroupList />} />
      <Route path="new" element={<CreateGroupPage />} />
      {/* An id that cannot be one is a not-found page before any call. */}
      <Route
        path=":groupId"
        element={
          <WithGroupIds>
            <GroupDetailPage />
          </WithGroupIds>
        }
      />
      <Route
        path=":groupId/edit"
        element={
          <WithGroupIds>
            <EditGroupPage />
          </WithGroupIds>
        }
      />
      <Route
        path=":groupId/members/:userId/workouts"
        element={
          <WithGroupIds>
            <MemberWorkoutsPage />
          </WithGroupIds>
        }
      />
      <Route path="*" element={<AreaNotFound areaLabel="Groups" />} />
    </Routes>
  );
}
