// Exercises within a session on the wire: what comes in (create by dictionary id or by name,
// update) and the Exercise that goes out, its sets inside.
import type { ExerciseCreateInput, ExerciseType, ExerciseUpdateInput } from '@liftbook/shared/contract';
import { errorSchema } from '../../http/error-handler.js';
import { ValidationError } from '../../http/errors.js';
import { idParamsSchema, idSchema, noContentSchema } from '../../http/params.js';
import { blankToNull } from '../../http/trim.js';
import { EXERCISE_NAME_MAX, typedExerciseName } from '../../lib/exercise-name.js';
import { LBS_PER_KG } from '@liftbook/shared/set-rules';
import { plannedSetSchema } from '../planned-sets/schemas.js';
import { setInputSchema, setSchema, setValues, type SetValues } from '../sets/schemas.js';

export const EXERCISE_TYPES = ['weighted', 'reps', 'duration'] as const satisfies readonly ExerciseType[];
export const VARIATION_MAX = 100;
export const EXERCISE_NOTES_MAX = 2000;
/** The most sets one create may carry (a lifter's longest exercise is far below it). */
export const BATCH_SETS_MAX = 100;

export const exerciseSchema = {
  type: 'object',
  required: [
    'id',
    'session_id',
    'name',
    'variation',
    'notes',
    'type',
    'dictionary_exercise_id',
    'position',
    'sets',
    'planned_sets',
    'created_at',
    'updated_at',
  ],
  properties: {
    id: { type: 'integer' },
    session_id: { type: 'integer' },
    name: { type: 'string' },
    variation: { type: ['string', 'null'] },
    notes: { type: ['string', 'null'] },
    type: { type: 'string', enum: EXERCISE_TYPES },
    dictionary_exercise_id: { type: ['integer', 'null'], description: 'Set: from the dictionary. Null: a custom exercise.' },
    position: { type: 'integer', description: '1..n in the order the exercises were added.' },
    superset_group: {
      type: ['integer', 'null'],
      description:
        'Started from a routine: next exercises with the same number alternate (a superset or circuit), and the rest follows the group. Null: on its own.',
    },
    sets: { type: 'array', items: setSchema, description: 'What was logged.' },
    planned_sets: { type: 'array', items: plannedSetSchema, description: 'The plan still to log, by position: counts nowhere.' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

/** An exercise as a summary (calendar, a group member's workouts): no sets, only how many. */
export const exerciseSummarySchema = {
  type: 'object',
  required: ['id', 'name', 'variation', 'type', 'set_count'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    variation: { type: ['string', 'null'] },
    type: { type: 'string', enum: EXERCISE_TYPES },
    set_count: { type: 'integer' },
  },
} as const;

/** A calendar exercise: the summary and its sets' volume. */
export const calendarExerciseSchema = {
  ...exerciseSummarySchema,
  required: [...exerciseSummarySchema.required, 'volume_lbs'],
  properties: {
    ...exerciseSummarySchema.properties,
    volume_lbs: { type: 'number', description: `Sum of weight × reps over its sets, in lbs (kg × ${LBS_PER_KG}), to 0.01.` },
  },
} as const;

export const exerciseFields = {
  type: { type: 'string', enum: EXERCISE_TYPES },
  variation: { type: ['string', 'null'], 'x-trim': true, maxLength: VARIATION_MAX, examples: ['paused'] },
  notes: { type: ['string', 'null'], 'x-trim': true, maxLength: EXERCISE_NOTES_MAX },
} as const;

export const nameProperty = { 'x-trim': true, minLength: 1, maxLength: EXERCISE_NAME_MAX } as const;

const createExerciseBody = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  description: 'Either dictionary_exercise_id or name.',
  properties: {
    ...exerciseFields,
    dictionary_exercise_id: { ...idSchema, type: ['integer', 'null'] },
    name: {
      ...nameProperty,
      type: ['string', 'null'],
      description: 'Matched case-insensitively to the dictionary, then to your custom exercises; otherwise it becomes a new custom exercise.',
    },
    sets: {
      type: 'array',
      maxItems: BATCH_SETS_MAX,
      items: setInputSchema,
      description:
        'Optional: its sets, numbered 1..n in this order, written in the same transaction (all or nothing). When the session already has this lift (same name, variation and type), they go onto that exercise after its sets instead (each doing its next planned set), and that exercise answers: one card per lift.',
    },
  },
} as const;

const updateExerciseBody = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    ...exerciseFields,
    name: { ...nameProperty, type: 'string', description: 'Custom exercises only; absent keeps the name.' },
  },
} as const;

const sessionIdParams = idParamsSchema;

export const listExercisesSchema = {
  tags: ['exercises'],
  summary: "A session's exercises by position, each with its sets by set_number",
  params: sessionIdParams,
  response: { 200: { type: 'array', items: exerciseSchema }, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const lastTimeSchema = {
  type: 'object',
  required: ['lift', 'name', 'session_id', 'session_date', 'sets'],
  properties: {
    lift: { type: 'string', description: 'The exercise name of this session it answers for, in lower case.' },
    name: { type: 'string', description: 'The name as logged last time.' },
    session_id: { type: 'integer' },
    session_date: { type: 'string', format: 'date-time' },
    sets: { type: 'array', items: setSchema },
  },
} as const;

export const listLastTimesSchema = {
  tags: ['exercises'],
  summary: 'For each exercise of a session, the lifter’s previous session of the same lift (by name) and its sets',
  description:
    'The latest earlier session (by date, then creation, then id; never this session or a later one) with at least one set of the lift. Lifts never done before are left out. With `lift`, only that lift, whether or not the session has it yet.',
  params: idParamsSchema,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { lift: { type: 'string', minLength: 1, maxLength: 100, description: 'An exercise name (any case).' } },
  },
  response: { 200: { type: 'array', items: lastTimeSchema }, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const createExerciseSchema = {
  tags: ['exercises'],
  summary: 'Add an exercise to a session, from the dictionary or by name, optionally with its sets (one transaction)',
  params: sessionIdParams,
  body: createExerciseBody,
  response: { 201: exerciseSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const updateExerciseSchema = {
  tags: ['exercises'],
  summary: "Change an exercise's type, variation, notes (and name, for a custom exercise)",
  params: idParamsSchema,
  body: updateExerciseBody,
  response: { 200: exerciseSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const deleteExerciseSchema = {
  tags: ['exercises'],
  summary: 'Delete an exercise and its sets',
  params: idParamsSchema,
  response: { 204: noContentSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

/** A create body is one of two kinds: a dictionary exercise or a name. */
export type ExerciseSource = { kind: 'dictionary'; id: number } | { kind: 'name'; name: string };

export function exerciseSource(body: ExerciseCreateInput): ExerciseSource {
  const id = body.dictionary_exercise_id ?? null;
  const name = body.name ?? null;
  if (id !== null && name !== null) {
    throw new ValidationError('Send either dictionary_exercise_id or name, not both', 'name');
  }
  if (id !== null) return { kind: 'dictionary', id };
  if (name === null) throw new ValidationError('name is required (or dictionary_exercise_id)', 'name');
  return { kind: 'name', name: typedExerciseName(name) };
}

/** The optional text fields: blank is null. */
export function exerciseDetails(body: ExerciseCreateInput | ExerciseUpdateInput): { type: ExerciseType; variation: string | null; notes: string | null } {
  return { type: body.type, variation: blankToNull(body.variation), notes: blankToNull(body.notes) };
}

/**
 * The sets sent with a create, checked against the exercise's type like single sets are. A
 * problem names the set: "sets[2].reps" (0-based, like the body), "Set 3: reps is required...".
 */
export function batchSetValues(body: ExerciseCreateInput): SetValues[] {
  return (body.sets ?? []).map((set, index) => {
    try {
      return setValues(set, body.type);
    } catch (error) {
      if (error instanceof ValidationError) throw new ValidationError(`Set ${index + 1}: ${error.message}`, `sets[${index}].${error.field ?? ''}`);
      throw error;
    }
  });
}
