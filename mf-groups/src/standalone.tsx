// mf_groups on its own, for its team: `npm run dev -w @liftbook/mf-groups`, then open the printed URL.
import { renderStandalone } from '@liftbook/shared/standalone';
import GroupsArea from './app/groups-area';
import InvitesArea from './app/invites-area';

renderStandalone('mf_groups', [
  { path: 'groups', label: 'Groups', Component: GroupsArea },
  { path: 'invites', label: 'My Invites', Component: InvitesArea },
]);
