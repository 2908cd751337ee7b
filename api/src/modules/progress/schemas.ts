// Progress and personal records on the wire. Both take an exercise name (matched ignoring case and
// runs of whitespace, as names are stored tidied); progress also takes a period (docs/product.md §7, §9).
import type { ProgressPeriod } from '@liftbook/shared/contract';
import { errorSchema } from '../../http/error-handler.js';
import { ValidationError } from '../../http/errors.js';
import { addDays } from '../../lib/calendar-date.js';
import { EXERCISE_NAME_MAX, tidyExerciseName } from '../../lib/exercise-name.js';
import { LBS_PER_KG } from '@liftbook/shared/set-rules';
import { E1RM_MAX_REPS } from '../../lifted/sql.js';
import { EXERCISE_TYPES } from '../exercises/schemas.js';

/** The api's own list, checked against the contract's type (the api imports types only). */
export const PROGRESS_PERIODS = ['week', 'month', 'year', 'all'] as const satisfies readonly ProgressPeriod[];

/** How many days back (today included) a period reaches; `all` has no bound. */
export const PERIOD_DAYS: Record<Exclude<ProgressPeriod, 'all'>, number> = { week: 7, month: 30, year: 365 };

/** 1RM to this many RM. */
export const REP_MAX_COUNT = 10;

const exerciseNameParameter = {
  type: 'string',
  // Checked again after tidying (in code); this bound only keeps absurd input out.
  maxLength: 1000,
  description: `The exercise's name; case and runs of whitespace do not matter (at most ${EXERCISE_NAME_MAX} characters).`,
  examples: ['Back Squat'],
} as const;

const isoDay = { type: 'string', format: 'date-time', description: 'The session day, at UTC midnight.' } as const;
const lbs = { type: 'number', description: `lbs (kg × ${LBS_PER_KG}), to 0.01.` } as const;
const nullableLbs = { type: ['number', 'null'], description: `lbs (kg × ${LBS_PER_KG}), to 0.01; null when nothing qualifies.` } as const;

export const progressPointSchema = {
  type: 'object',
  required: ['date', 'max_weight', 'max_reps', 'total_volume', 'best_e1rm', 'total_reps', 'longest_duration', 'total_duration', 'type'],
  properties: {
    date: isoDay,
    max_weight: nullableLbs,
    max_reps: { type: ['integer', 'null'] },
    total_volume: { ...nullableLbs, description: 'Sum of weight × reps of the day, lbs.' },
    best_e1rm: { ...nullableLbs, description: `Best Epley estimate of the day (sets of 1–${E1RM_MAX_REPS} reps), lbs.` },
    total_reps: { type: ['integer', 'null'], description: 'Sum of the reps of the day.' },
    longest_duration: { type: ['integer', 'null'], description: 'The longest set of the day, ms.' },
    total_duration: { type: ['integer', 'null'], description: 'Sum of the set durations of the day, ms.' },
    type: {
      type: 'string',
      enum: [...EXERCISE_TYPES],
      description: 'The type the lift is stored as that day (its last exercise of the day): which charts fit it.',
    },
  },
} as const;

export const progressSchema = {
  tags: ['progress'],
  summary: 'One exercise’s progress: one point per session day (UTC), oldest first, weights in lbs',
  querystring: {
    type: 'object',
    required: ['exercise_name'],
    properties: {
      exercise_name: exerciseNameParameter,
      period: { type: 'string', enum: [...PROGRESS_PERIODS], description: 'The last 7, 30 or 365 days (today included), or all (the default).' },
    },
  },
  response: { 200: { type: 'array', items: progressPointSchema }, 400: errorSchema, 401: errorSchema },
} as const;

const nullable = <const T extends { properties: object; required: readonly string[] }>(schema: T) => ({ type: ['object', 'null'], ...schema }) as const;

export const personalRecordsSchema = {
  type: 'object',
  required: ['heaviest_set', 'best_e1rm', 'most_reps', 'best_session_volume', 'rep_maxes', 'longest_duration', 'type'],
  properties: {
    heaviest_set: nullable({ required: ['weight', 'reps', 'date'], properties: { weight: lbs, reps: { type: ['integer', 'null'] }, date: isoDay } }),
    best_e1rm: nullable({ required: ['e1rm', 'weight', 'reps', 'date'], properties: { e1rm: lbs, weight: lbs, reps: { type: 'integer' }, date: isoDay } }),
    most_reps: nullable({ required: ['reps', 'weight', 'date'], properties: { reps: { type: 'integer' }, weight: nullableLbs, date: isoDay } }),
    best_session_volume: nullable({ required: ['volume', 'date'], properties: { volume: lbs, date: isoDay } }),
    longest_duration: nullable({ required: ['duration', 'date'], properties: { duration: { type: 'integer', description: 'ms' }, date: isoDay } }),
    type: {
      type: ['string', 'null'],
      enum: [...EXERCISE_TYPES, null],
      description: 'The type the lift is stored as in its latest session (which records fit it); null when no set counts.',
    },
    rep_maxes: {
      type: 'array',
      minItems: REP_MAX_COUNT,
      maxItems: REP_MAX_COUNT,
      items: {
        type: 'object',
        required: ['reps', 'weight', 'date'],
        properties: { reps: { type: 'integer' }, weight: nullableLbs, date: { type: ['string', 'null'], format: 'date-time' } },
      },
    },
  },
} as const;

export const recordsSchema = {
  tags: ['progress'],
  summary: 'One exercise’s personal records: heaviest set, best estimated 1RM, most reps, best day’s volume, 1RM–10RM (lbs)',
  querystring: { type: 'object', required: ['exercise_name'], properties: { exercise_name: exerciseNameParameter } },
  response: { 200: personalRecordsSchema, 400: errorSchema, 401: errorSchema },
} as const;

/** The exercise name as stored (tidied); a 400 when blank or too long. */
export function exerciseNameQuery(raw: string): string {
  const name = tidyExerciseName(raw);
  if (name === '') throw new ValidationError('exercise_name is required', 'exercise_name');
  if (name.length > EXERCISE_NAME_MAX) throw new ValidationError(`exercise_name must be at most ${EXERCISE_NAME_MAX} characters`, 'exercise_name');
  return name;
}

/** The first UTC day ('YYYY-MM-DD') a period covers, or null for all time. */
export function periodStart(period: ProgressPeriod, now: Date): string | null {
  return period === 'all' ? null : addDays(now, -(PERIOD_DAYS[period] - 1));
}

/** The most lifts one answer of /exercises/logged holds (and its default): a lifter's log has far fewer. */
export const LOGGED_LIFTS_MAX = 500;

export const loggedLiftsSchema = {
  tags: ['progress'],
  summary: 'The lifts the lifter has logged, most recent first, with the last day of each (bounded)',
  querystring: {
    type: 'object',
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: LOGGED_LIFTS_MAX, default: LOGGED_LIFTS_MAX, description: 'At most this many lifts.' },
    },
  },
  response: {
    200: {
      type: 'array',
      maxItems: LOGGED_LIFTS_MAX,
      items: {
        type: 'object',
        required: ['name', 'last_date', 'days'],
        properties: {
          name: { type: 'string', description: 'The name as last logged.' },
          last_date: { ...isoDay, description: 'The last session day with a counted set of it, at UTC midnight.' },
          days: { type: 'integer', description: 'On how many session days it was logged.' },
        },
      },
    },
    400: errorSchema,
    401: errorSchema,
  },
} as const;
