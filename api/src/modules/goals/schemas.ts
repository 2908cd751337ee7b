// Goals on the wire: JSON schemas that validate what comes in and serialize what goes out, plus
// the rules a schema cannot express (a real target date, not in the past on create, at least
// one target, a full body or only a status on update).
import type { GoalInput, GoalStatus } from '@liftbook/shared/contract';
import { errorSchema } from '../../http/error-handler.js';
import { ValidationError } from '../../http/errors.js';
import { idParamsSchema, noContentSchema } from '../../http/params.js';
import { parseCalendarDate } from '../../lib/calendar-date.js';
import { EXERCISE_NAME_MAX, typedExerciseName } from '../../lib/exercise-name.js';
import { MAX_SET_REPS, MAX_SET_WEIGHT } from '@liftbook/shared/set-rules';
import { utcDay } from './progress.js';

export const GOAL_STATUSES = ['active', 'paused', 'completed'] as const satisfies readonly GoalStatus[];
/** The furthest target date accepted, in years from today: a plan, not a typo. */
export const TARGET_DATE_MAX_YEARS = 10;

export const goalSchema = {
  type: 'object',
  required: ['id', 'exercise_name', 'current_weight', 'current_reps', 'target_weight', 'target_reps', 'target_date', 'status', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'integer' },
    exercise_name: { type: 'string' },
    current_weight: { type: ['number', 'null'], description: 'Started: the weight (lbs) when the goal was set.' },
    current_reps: { type: ['integer', 'null'], description: 'Started: the reps when the goal was set.' },
    target_weight: { type: ['number', 'null'] },
    target_reps: { type: ['integer', 'null'] },
    target_date: { type: 'string', format: 'date-time', description: 'The day, as UTC midnight.' },
    status: { type: 'string', enum: GOAL_STATUSES },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const goalProgressSchema = {
  type: 'object',
  required: [
    'progress_percentage',
    'is_on_track',
    'days_remaining',
    'current_weight',
    'current_reps',
    'target_weight',
    'target_reps',
    'breakdown',
    'best_set_date',
  ],
  properties: {
    progress_percentage: { type: 'number', description: '0–100, one decimal, rounded down (100 only when the target is met).' },
    is_on_track: { type: 'boolean' },
    days_remaining: { type: 'integer', description: 'Whole days from today (UTC) to the target date; negative once past.' },
    current_weight: {
      type: ['number', 'null'],
      description: 'Current: the best set since the goal was created, in lbs; null when none, and for a reps-only goal.',
    },
    current_reps: { type: ['integer', 'null'] },
    target_weight: { type: ['number', 'null'] },
    target_reps: { type: ['integer', 'null'] },
    breakdown: {
      type: 'object',
      required: ['strength', 'volume', 'strength_weight', 'volume_weight'],
      properties: {
        strength: { type: ['number', 'null'], description: '0–100; null for a reps-only goal.' },
        volume: { type: 'number', description: '0–100.' },
        strength_weight: { type: 'integer', description: 'Share of the total, percent: 70, 50 or 0.' },
        volume_weight: { type: 'integer', description: 'Share of the total, percent: 30, 50 or 100.' },
      },
    },
    best_set_date: { type: ['string', 'null'], format: 'date-time', description: 'Day of the best set; null when nothing was logged since the goal started.' },
  },
} as const;

export const goalWithProgressSchema = {
  ...goalSchema,
  required: [...goalSchema.required, 'progress'],
  properties: { ...goalSchema.properties, progress: goalProgressSchema },
} as const;

const weightInput = { type: ['number', 'null'], minimum: 0, maximum: MAX_SET_WEIGHT, description: 'lbs' } as const;
const repsInput = { type: ['integer', 'null'], minimum: 0, maximum: MAX_SET_REPS } as const;

/** Every field, none required: POST requires some below; PUT takes a full body or only a status. */
export const goalInputProperties = {
  exercise_name: { type: 'string', 'x-trim': true, minLength: 1, maxLength: EXERCISE_NAME_MAX, examples: ['Bench Press'] },
  current_weight: weightInput,
  current_reps: repsInput,
  target_weight: weightInput,
  target_reps: repsInput,
  target_date: { type: 'string', 'x-trim': true, minLength: 1, maxLength: 40, description: 'ISO date-time (UTC midnight) or YYYY-MM-DD.' },
  status: { type: 'string', enum: GOAL_STATUSES },
} as const;

export const listGoalsSchema = {
  tags: ['goals'],
  summary: 'Your goals, each with its progress (by target date)',
  response: { 200: { type: 'array', items: goalWithProgressSchema }, 401: errorSchema },
} as const;

export const createGoalSchema = {
  tags: ['goals'],
  summary: 'Set a goal (status active unless given)',
  body: { type: 'object', required: ['exercise_name', 'target_date'], additionalProperties: false, properties: goalInputProperties },
  response: { 201: goalSchema, 400: errorSchema, 401: errorSchema },
} as const;

export const updateGoalSchema = {
  tags: ['goals'],
  summary: 'Change a goal: the full body, or only { status }',
  params: idParamsSchema,
  body: { type: 'object', additionalProperties: false, properties: goalInputProperties },
  response: { 200: goalSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const deleteGoalSchema = {
  tags: ['goals'],
  summary: 'Delete a goal',
  params: idParamsSchema,
  response: { 204: noContentSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const goalProgressRouteSchema = {
  tags: ['goals'],
  summary: "A goal's progress from the sets logged since it was created",
  params: idParamsSchema,
  response: { 200: goalProgressSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

/** What a goal row stores of a full body: the body, its target date a day ('YYYY-MM-DD'), its status kept when not sent. */
export type GoalValues = Omit<GoalInput, 'status'> & { status?: GoalStatus };

/** A schema-checked body (fields may be absent: PUT's schema requires none). */
export type GoalBody = Partial<GoalInput>;

function latestTargetDate(now: Date): string {
  const limit = new Date(now.getTime());
  limit.setUTCFullYear(limit.getUTCFullYear() + TARGET_DATE_MAX_YEARS);
  return utcDay(limit);
}

/**
 * A full body to the values stored. `savedTargetDate` (on edit) is the goal's current target
 * day: keeping it unchanged is fine even once it has passed; any other date must be today (UTC)
 * or later. Throws ValidationError naming the field.
 */
export function goalValues(body: GoalBody, now: Date, savedTargetDate?: string): GoalValues {
  if (body.exercise_name === undefined) throw new ValidationError('exercise_name is required', 'exercise_name');
  if (body.target_date === undefined) throw new ValidationError('target_date is required', 'target_date');
  const exerciseName = typedExerciseName(body.exercise_name, 'exercise_name');
  const targetDate = parseCalendarDate(body.target_date);
  if (targetDate === undefined) throw new ValidationError('target_date must be a date such as 2026-11-20', 'target_date');
  const today = utcDay(now);
  if (targetDate !== savedTargetDate) {
    if (targetDate < today) throw new ValidationError(`target_date must be today (${today}) or later`, 'target_date');
    const latest = latestTargetDate(now);
    if (targetDate > latest) throw new ValidationError(`target_date must be on or before ${latest}`, 'target_date');
  }
  const values: GoalValues = {
    exercise_name: exerciseName,
    current_weight: body.current_weight ?? null,
    current_reps: body.current_reps ?? null,
    target_weight: body.target_weight ?? null,
    target_reps: body.target_reps ?? null,
    target_date: targetDate,
  };
  if (values.target_weight === null && values.target_reps === null) {
    throw new ValidationError('A goal needs a target: target_weight, target_reps or both', 'target_weight');
  }
  if (body.status !== undefined) values.status = body.status;
  return values;
}

/** PUT's body: only { status } (a status change), or the full body. */
export function isStatusOnly(body: GoalBody): body is { status: GoalStatus } {
  const fields = Object.keys(body);
  return fields.length === 1 && fields[0] === 'status';
}
