// The areas the shell mounts (docs/product.md §2), in the navbar's order, and which remote module renders
// each. Paths are prefixes: the remote owns everything below (`/goals/*`) with relative links.
import type { RemoteName } from '@liftbook/shared/contract';
import type { AreaModule } from '../remotes/remote-loader';

export interface AreaRoute<N extends RemoteName = RemoteName> {
  path: string;
  label: string;
  remote: N;
  module: AreaModule<N>;
  /** Linked from the account part of the navbar (Your data) instead of the main links. */
  accountMenu?: true;
}

const area = <N extends RemoteName>(a: AreaRoute<N>): AreaRoute => a as unknown as AreaRoute;

export const AREAS: readonly AreaRoute[] = [
  area({ path: 'sessions', label: 'Sessions', remote: 'mf_sessions', module: './SessionsArea' }),
  // The sessions area's second mount: starting a routine makes a session (issue 30).
  area({ path: 'routines', label: 'Routines', remote: 'mf_sessions', module: './RoutinesArea' }),
  area({ path: 'calendar', label: 'Calendar', remote: 'mf_sessions', module: './CalendarArea' }),
  area({ path: 'exercises', label: 'Exercises', remote: 'mf_progress', module: './ExercisesArea' }),
  area({ path: 'goals', label: 'Goals', remote: 'mf_goals', module: './GoalsArea' }),
  area({ path: 'groups', label: 'Groups', remote: 'mf_groups', module: './GroupsArea' }),
  area({ path: 'invites', label: 'My Invites', remote: 'mf_groups', module: './InvitesArea' }),
  area({ path: 'data', label: 'Your data', remote: 'mf_sessions', module: './DataArea', accountMenu: true }),
];
