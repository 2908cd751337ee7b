// Cross-area paths: the one place that knows where another area's screens live, so a link from the
// calendar, a group's member workouts or a progress chart to a session (or any area) cannot drift
// from the routes the shell mounts. React-free (entry "@liftbook/shared/paths").
import type { ProgressPeriod } from './contract';

export const AREA_PATHS = {
  home: '/',
  sessions: '/sessions',
  routines: '/routines',
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

/** The lifter's routines (plans kept for reuse; the sessions area's second mount). */
export const routinesPath = (): string => AREA_PATHS.routines;
/** A new routine's editor. */
export const newRoutinePath = (): string => `${AREA_PATHS.routines}/new`;
/** A routine's editor. */
export const routinePath = (id: number): string => `${AREA_PATHS.routines}/${id}`;
/**
 * One tap to a routine's checklist (the home page's "Next"): the sessions area opens today's
 * unfinished session of that routine, or starts one.
 */
export const startRoutinePath = (id: number): string => `${AREA_PATHS.routines}/${id}/start`;
/** The built-in programs to start, and building one's own. */
export const programsPath = (): string => `${AREA_PATHS.routines}/programs`;

/** The exercises page, optionally showing one exercise's charts for a period. */
export function exercisesPath(options: { exercise?: string; period?: ProgressPeriod } = {}): string {
  const query = new URLSearchParams();
  if (options.exercise) query.set('exercise', options.exercise);
  if (options.period) query.set('period', options.period);
  const search = query.toString();
  return search ? `${AREA_PATHS.exercises}?${search}` : AREA_PATHS.exercises;
}

/** How the calendar's URL names a month ("2026-11") and a day ("2026-11-20") to open. */
export const CALENDAR_PARAMS = { month: 'month', day: 'day' } as const;

/**
 * The calendar, on a month, or on a day ("YYYY-MM-DD", a session's UTC date) with that day's
 * Workout Summary open: a chart's day links here (the sessions list has no date filter).
 */
export function calendarPath(options: { month?: string; day?: string } = {}): string {
  const query = new URLSearchParams();
  const month = options.day?.slice(0, 7) ?? options.month;
  if (month) query.set(CALENDAR_PARAMS.month, month);
  if (options.day) query.set(CALENDAR_PARAMS.day, options.day);
  const search = query.toString();
  return search ? `${AREA_PATHS.calendar}?${search}` : AREA_PATHS.calendar;
}

export const goalsPath = (): string => AREA_PATHS.goals;
export const groupPath = (id: number): string => `${AREA_PATHS.groups}/${id}`;
export const invitesPath = (): string => AREA_PATHS.invites;
