// The group pages' dead ends. A group id that cannot be one ("/groups/abc") is a not-found page
// before any call; a group the api does not show the lifter (404: they were removed, left, or it
// was deleted; the api does not say which, so as not to tell a stranger the group exists) says
// they are not in it, with the way back to their groups instead of a Retry that cannot help.
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AreaNotFound, routeId } from '@liftbook/shared';

export const GROUP_NOT_FOUND = 'Group not found';
export const NOT_IN_GROUP = 'You are not in this group';
export const NOT_IN_GROUP_MESSAGE = 'You may have been removed or left it, or it was deleted. A member can invite you again.';

/** "You are not in this group", for a group the api answers 404 for. */
export function GroupUnavailable() {
  return <AreaNotFound areaLabel="Groups" title={NOT_IN_GROUP} message={NOT_IN_GROUP_MESSAGE} />;
}

/** Renders the page only when the path's ids (:groupId, and :userId where present) can be ids. */
export function WithGroupIds({ children }: { children: ReactNode }) {
  const { groupId, userId } = useParams();
  if (routeId(groupId) === null || (userId !== undefined && routeId(userId) === null)) {
    return <AreaNotFound areaLabel="Groups" title={GROUP_NOT_FOUND} message="The link may be old or mistyped." />;
  }
  return <>{children}</>;
}
