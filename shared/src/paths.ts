// Cross-area paths: the one place that knows where another area's screens live, so a link from the
// calendar, a group's member workouts or a progress chart to a session (or any area) cannot drift
// from the routes the shell mounts. React-free (entry "@liftbook/shared/paths").
import type { ProgressPeriod } from './contract';

export const AREA_PATHS = {
  home: '/',
  sessions: '/sessions',
  calendar: '/calendar',
  exercises: '/exercises',
  goals: '/goals',
  groups: '/groups',
  invites: '/invites',
  data: '/data',
} as const;

/** A session's detail page. */
export const sessionPath = (id: number): string => `${AREA_PATHS.sessions}/${id}`;

/**
 * One tap to today's workout: the sessions area opens the lifter's session of today, or starts
 * one (the home page and the sessions list link here; the shell cannot import the area's code).
 */
export const todaySessionPath = (): string => `${AREA_PATHS.sessions}/today`;

/** The exercises page, optionally showing one exercise's charts for a period. */
export function exercisesPath(options: { exercise?: string; period?: ProgressPeriod } = {}): string {
  const query = new URLSearchParams();
  if (options.exercise) query.set('exercise', options.exercise);
  if (options.period) query.set('period', options.period);
  const search = query.toString();
  return search ? `${AREA_PATHS.exercises}?${search}` : AREA_PATHS.exercises;
}

export const goalsPath = (): string => AREA_PATHS.goals;
export const groupPath = (id: number): string => `${AREA_PATHS.groups}/${id}`;
export const invitesPath = (): string => AREA_PATHS.invites;
