// Routines on the wire (issue 30): the Routine and its list item as answered, the routine as sent,
// and the checks a JSON schema cannot express (a rep range's order, a % without a training max,
// the fields an exercise's type shows, a rule's parameters). Every problem is a 400 naming the
// field as the body spells it: "exercises[1].sets[0].reps_max".
import type { ExerciseType, ProgressionRule, RoutineExerciseInput, RoutineInput, RoutineSet, WeightUnit } from '@liftbook/shared/contract';
import { errorSchema } from '../../http/error-handler.js';
import { ValidationError } from '../../http/errors.js';
import { idParamsSchema, idSchema, noContentSchema } from '../../http/params.js';
import { blankToNull } from '../../http/trim.js';
import { EXERCISE_NAME_MAX, typedExerciseName } from '../../lib/exercise-name.js';
import { EXERCISE_NOTES_MAX, EXERCISE_TYPES, VARIATION_MAX, exerciseSchema, lastTimeSchema } from '../exercises/schemas.js';
import { recordSchema } from '../finish/schemas.js';
import { MAX_SET_DISTANCE_M, MAX_SET_DURATION_MS, MAX_SET_REPS, MAX_SET_WEIGHT, ROUTINE_SET_KINDS, WEIGHT_UNITS } from '@liftbook/shared/set-rules';
import { sessionInputSchema, sessionSchema } from '../sessions/schemas.js';

/** The most routines a lifter keeps (each up to 30 × 30 sets). */
export const ROUTINES_MAX = 200;
export const ROUTINE_NAME_MAX = 100;
export const ROUTINE_EXERCISES_MAX = 30;
export const ROUTINE_SETS_MAX = 30;
export const PERCENT_OF_TM_MIN = 1;
export const PERCENT_OF_TM_MAX = 150;
export const REST_SECONDS_MAX = 3600;
export const SUPERSET_GROUP_MAX = 30;
export const INCREMENT_MAX = 100;
export const DELOAD_PERCENT_MIN = 1;
export const DELOAD_PERCENT_MAX = 50;
export const DELOAD_AFTER_MAX = 10;
export const PROGRESSION_KINDS = ['linear', 'double', 'training_max'] as const satisfies ReadonlyArray<ProgressionRule['kind']>;

const nullable = <T extends { type: string }>(schema: T) => ({ ...schema, type: [schema.type, 'null'] as const });

const progressionSchema = {
  type: 'object',
  required: ['kind', 'increment'],
  additionalProperties: false,
  properties: {
    kind: { type: 'string', enum: PROGRESSION_KINDS },
    increment: { type: 'number', exclusiveMinimum: 0, maximum: INCREMENT_MAX, description: "In the exercise's weight_unit." },
    deload_percent: { type: 'number', minimum: DELOAD_PERCENT_MIN, maximum: DELOAD_PERCENT_MAX, description: 'linear only.' },
    deload_after: { type: 'integer', minimum: 1, maximum: DELOAD_AFTER_MAX, description: 'linear only: failed sessions in a row.' },
  },
} as const;

const routineSetFields = {
  reps_min: { type: 'integer', minimum: 1, maximum: MAX_SET_REPS },
  reps_max: { type: 'integer', minimum: 1, maximum: MAX_SET_REPS },
  weight: { type: 'number', minimum: 0, maximum: MAX_SET_WEIGHT },
  percent_of_tm: { type: 'number', minimum: PERCENT_OF_TM_MIN, maximum: PERCENT_OF_TM_MAX },
  duration: { type: 'integer', minimum: 1, maximum: MAX_SET_DURATION_MS },
  distance: { type: 'number', minimum: 0, maximum: MAX_SET_DISTANCE_M },
  rpe: { type: 'number', minimum: 1, maximum: 10, multipleOf: 0.5 },
  rest_seconds: { type: 'integer', minimum: 0, maximum: REST_SECONDS_MAX },
} as const;

const routineSetInputSchema = {
  type: 'object',
  additionalProperties: false,
  description: 'Absent figures are none. reps_min alone (or with an equal reps_max) is a fixed target; with a larger reps_max, a range.',
  properties: {
    kind: { type: 'string', enum: ROUTINE_SET_KINDS, description: 'normal (a working set) when absent.' },
    reps_min: nullable(routineSetFields.reps_min),
    reps_max: nullable(routineSetFields.reps_max),
    weight: nullable(routineSetFields.weight),
    percent_of_tm: nullable(routineSetFields.percent_of_tm),
    duration: { ...nullable(routineSetFields.duration), description: 'Milliseconds.' },
    distance: { ...nullable(routineSetFields.distance), description: 'Metres.' },
    rpe: nullable(routineSetFields.rpe),
    rest_seconds: nullable(routineSetFields.rest_seconds),
  },
} as const;

const routineExerciseInputSchema = {
  type: 'object',
  required: ['type', 'sets'],
  additionalProperties: false,
  description: 'Either dictionary_exercise_id or name.',
  properties: {
    id: { ...idSchema, description: 'This routine’s exercise being edited (keeps its progression state); absent: matched by lift, else new.' },
    dictionary_exercise_id: { ...idSchema, type: ['integer', 'null'] },
    name: { type: ['string', 'null'], 'x-trim': true, minLength: 1, maxLength: EXERCISE_NAME_MAX },
    type: { type: 'string', enum: EXERCISE_TYPES },
    variation: { type: ['string', 'null'], 'x-trim': true, maxLength: VARIATION_MAX },
    note: { type: ['string', 'null'], 'x-trim': true, maxLength: EXERCISE_NOTES_MAX },
    superset_group: { type: ['integer', 'null'], minimum: 1, maximum: SUPERSET_GROUP_MAX },
    weight_unit: { type: 'string', enum: WEIGHT_UNITS, description: "The lifter's unit when absent." },
    training_max: { type: ['number', 'null'], exclusiveMinimum: 0, maximum: MAX_SET_WEIGHT },
    progression: { ...progressionSchema, type: ['object', 'null'] },
    sets: { type: 'array', minItems: 1, maxItems: ROUTINE_SETS_MAX, items: routineSetInputSchema },
  },
} as const;

export const routineInputSchema = {
  type: 'object',
  required: ['name', 'exercises'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', 'x-trim': true, minLength: 1, maxLength: ROUTINE_NAME_MAX, examples: ['Push A'] },
    exercises: { type: 'array', minItems: 1, maxItems: ROUTINE_EXERCISES_MAX, items: routineExerciseInputSchema },
  },
} as const;

export const FAILURES_MAX = 1000;
export const CYCLE_WEEK_MAX = 52;

/** A routine coming back from a Liftbook export (an import chunk's `routines`): with each exercise's progression state. */
export const importRoutineSchema = {
  ...routineInputSchema,
  properties: {
    ...routineInputSchema.properties,
    exercises: {
      ...routineInputSchema.properties.exercises,
      items: {
        ...routineExerciseInputSchema,
        properties: {
          ...routineExerciseInputSchema.properties,
          failures: { type: 'integer', minimum: 0, maximum: FAILURES_MAX },
          cycle_week: { type: 'integer', minimum: 1, maximum: CYCLE_WEEK_MAX },
        },
      },
    },
  },
} as const;

export const routineSetSchema = {
  type: 'object',
  required: ['kind', 'reps_min', 'reps_max', 'weight', 'percent_of_tm', 'duration', 'distance', 'rpe', 'rest_seconds'],
  properties: {
    kind: { type: 'string', enum: ROUTINE_SET_KINDS },
    reps_min: { type: ['integer', 'null'] },
    reps_max: { type: ['integer', 'null'] },
    weight: { type: ['number', 'null'] },
    percent_of_tm: { type: ['number', 'null'] },
    duration: { type: ['integer', 'null'] },
    distance: { type: ['number', 'null'] },
    rpe: { type: ['number', 'null'] },
    rest_seconds: { type: ['integer', 'null'] },
  },
} as const;

export const routineExerciseSchema = {
  type: 'object',
  required: [
    'id',
    'position',
    'name',
    'type',
    'dictionary_exercise_id',
    'variation',
    'note',
    'superset_group',
    'weight_unit',
    'training_max',
    'progression',
    'failures',
    'cycle_week',
    'sets',
  ],
  properties: {
    id: { type: 'integer' },
    position: { type: 'integer' },
    name: { type: 'string' },
    type: { type: 'string', enum: EXERCISE_TYPES },
    dictionary_exercise_id: { type: ['integer', 'null'] },
    variation: { type: ['string', 'null'] },
    note: { type: ['string', 'null'] },
    superset_group: { type: ['integer', 'null'] },
    weight_unit: { type: 'string', enum: WEIGHT_UNITS },
    training_max: { type: ['number', 'null'] },
    progression: {
      type: ['object', 'null'],
      properties: progressionSchema.properties,
      required: progressionSchema.required,
    },
    failures: { type: 'integer' },
    cycle_week: { type: 'integer' },
    sets: { type: 'array', items: routineSetSchema },
  },
} as const;

export const routineSchema = {
  type: 'object',
  required: ['id', 'name', 'exercises', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    exercises: { type: 'array', items: routineExerciseSchema },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const routineListItemSchema = {
  type: 'object',
  required: ['id', 'name', 'exercise_count', 'set_count', 'updated_at'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    exercise_count: { type: 'integer' },
    set_count: { type: 'integer', description: 'Planned sets, warm-ups included.' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

const nameBody = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: { name: routineInputSchema.properties.name },
} as const;

export const listRoutinesSchema = {
  tags: ['routines'],
  summary: 'Your routines, the most recently changed first',
  response: { 200: { type: 'array', items: routineListItemSchema }, 401: errorSchema },
} as const;

export const createRoutineSchema = {
  tags: ['routines'],
  summary: 'Create a routine: named, with 1-30 exercises of 1-30 planned sets each, in order',
  body: routineInputSchema,
  response: { 201: routineSchema, 400: errorSchema, 401: errorSchema, 409: errorSchema },
} as const;

export const getRoutineSchema = {
  tags: ['routines'],
  summary: 'One of your routines with its exercises and their planned sets, in order',
  params: idParamsSchema,
  response: { 200: routineSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const updateRoutineSchema = {
  tags: ['routines'],
  summary: 'Replace a routine (name, exercises in their new order, their sets)',
  description:
    'An exercise sent with its `id`, or else the same lift (name, variation, type) as one the routine had, keeps its progression state (failures, cycle_week); the others are new. Sessions started from it keep their link to the exercises kept.',
  params: idParamsSchema,
  body: routineInputSchema,
  response: { 200: routineSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const deleteRoutineSchema = {
  tags: ['routines'],
  summary: 'Delete a routine (sessions started from it stay, without the link)',
  params: idParamsSchema,
  response: { 204: noContentSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const duplicateRoutineSchema = {
  tags: ['routines'],
  summary: 'Duplicate a routine as "Name (copy)"',
  params: idParamsSchema,
  response: { 201: routineSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
} as const;

export const saveAsRoutineSchema = {
  tags: ['routines'],
  summary: 'Save as routine: a session’s exercises in order, their logged sets as the targets (planned sets where nothing was logged)',
  params: idParamsSchema,
  body: nameBody,
  response: { 201: routineSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema, 409: errorSchema },
} as const;

/** Start's answer: the session, and the rest of its page as GET /api/sessions/{id}/page has it (issue 33). */
const startedSessionSchema = {
  ...sessionSchema,
  required: [...sessionSchema.required, 'exercises', 'last_times', 'records'],
  properties: {
    ...sessionSchema.properties,
    exercises: {
      type: 'array',
      items: exerciseSchema,
      description: 'Its exercises in order, each with its planned sets, as GET /api/sessions/{id}/exercises.',
    },
    last_times: { type: 'array', items: lastTimeSchema, description: 'As GET /api/sessions/{id}/last-time: each lift’s previous session.' },
    records: { type: 'array', items: recordSchema, description: 'As GET /api/sessions/{id}/records (none yet for a new session).' },
  },
} as const;

export const startRoutineSchema = {
  tags: ['routines'],
  summary: 'Start a routine: that day’s new session, its exercises in order with their planned sets (201)',
  description:
    'One transaction. The answer carries the rest of the session’s page (its exercises, last time, records), so the client need not read the page again. Reps target the bottom of a range (reps_max its top); a % of the training max becomes a weight rounded down to a loadable one (0.5 lbs, 0.25 kg). Send an Idempotency-Key: a retry answers the same session.',
  params: idParamsSchema,
  body: {
    type: 'object',
    required: ['session_date'],
    additionalProperties: false,
    properties: { session_date: sessionInputSchema.properties.session_date },
  },
  response: { 201: startedSessionSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
} as const;

/** A routine set as stored: its duration and distance named by their columns. */
export type RoutineSetValues = Omit<RoutineSet, 'duration' | 'distance'> & { duration_ms: number | null; distance_m: number | null };

/** A routine exercise as checked, its name not yet resolved against the dictionary. */
export interface RoutineExerciseValues {
  /** The routine's own exercise it replaces (its progression state is kept); null: new. */
  id: number | null;
  source: { kind: 'dictionary'; id: number } | { kind: 'name'; name: string };
  type: ExerciseType;
  variation: string | null;
  note: string | null;
  superset_group: number | null;
  weight_unit: WeightUnit | null;
  training_max: number | null;
  progression: ProgressionRule | null;
  /** Progression state coming back from an export; null: a new exercise's (0 failures, week 1), or kept on an edit. */
  failures: number | null;
  cycle_week: number | null;
  sets: RoutineSetValues[];
}

export interface RoutineValues {
  name: string;
  exercises: RoutineExerciseValues[];
}

/** What the lifter sends of a set, whatever the contract's strictness (absent is none). */
type SentSet = Partial<RoutineSet>;
type SentExercise = Partial<Omit<RoutineExerciseInput, 'sets'>> & { id?: number; failures?: number; cycle_week?: number; type: ExerciseType; sets: SentSet[] };

const FIELDS_OF: Record<ExerciseType, ReadonlyArray<keyof SentSet>> = {
  weighted: ['reps_min', 'reps_max', 'weight', 'percent_of_tm'],
  reps: ['reps_min', 'reps_max'],
  duration: ['duration', 'distance'],
};
const TYPED_FIELDS: ReadonlyArray<keyof SentSet> = ['reps_min', 'reps_max', 'weight', 'percent_of_tm', 'duration', 'distance'];

function setValuesOf(set: SentSet, exercise: SentExercise, at: string): RoutineSetValues {
  const value = <K extends keyof SentSet>(key: K) => (set[key] ?? null) as Exclude<SentSet[K], undefined> | null;
  for (const field of TYPED_FIELDS) {
    if (value(field) !== null && !FIELDS_OF[exercise.type].includes(field)) {
      throw new ValidationError(`${at}.${field} is not a target of a ${exercise.type} exercise`, `${at}.${field}`);
    }
  }
  const reps_min = value('reps_min');
  const reps_max = value('reps_max');
  if (exercise.type !== 'duration' && reps_min === null) throw new ValidationError(`${at}.reps_min is required`, `${at}.reps_min`);
  if (reps_max !== null && reps_min !== null && reps_max < reps_min) {
    throw new ValidationError(`${at}.reps_max must be at least reps_min (${reps_min})`, `${at}.reps_max`);
  }
  if (exercise.type === 'duration' && value('duration') === null && value('distance') === null) {
    throw new ValidationError(`${at}.duration is required (or a distance)`, `${at}.duration`);
  }
  const weight = value('weight');
  const percent = value('percent_of_tm');
  if (weight !== null && percent !== null) {
    throw new ValidationError(`${at}.percent_of_tm cannot be sent with a weight: send one of them`, `${at}.percent_of_tm`);
  }
  const trainingMax = exercise.training_max ?? null;
  if (percent !== null) {
    if (trainingMax === null) throw new ValidationError(`${at}.percent_of_tm needs the exercise's training_max`, `${at}.percent_of_tm`);
    if ((percent * trainingMax) / 100 > MAX_SET_WEIGHT) {
      throw new ValidationError(`${at}.percent_of_tm makes a weight over ${MAX_SET_WEIGHT} (${percent}% of ${trainingMax})`, `${at}.percent_of_tm`);
    }
  }
  return {
    kind: set.kind ?? 'normal',
    reps_min,
    reps_max,
    weight,
    percent_of_tm: percent,
    duration_ms: value('duration'),
    distance_m: value('distance'),
    rpe: value('rpe'),
    rest_seconds: value('rest_seconds'),
  };
}

function progressionOf(exercise: SentExercise, at: string): ProgressionRule | null {
  const rule = (exercise.progression ?? null) as (Partial<Record<string, number>> & { kind: ProgressionRule['kind'] }) | null;
  if (rule === null) return null;
  const field = (name: string) => `${at}.progression.${name}`;
  if (exercise.type === 'duration') throw new ValidationError(`${field('kind')}: a duration exercise has no progression`, field('kind'));
  const increment = rule.increment!;
  switch (rule.kind) {
    case 'linear': {
      if (rule.deload_percent === undefined) throw new ValidationError(`${field('deload_percent')} is required for a linear rule`, field('deload_percent'));
      if (rule.deload_after === undefined) throw new ValidationError(`${field('deload_after')} is required for a linear rule`, field('deload_after'));
      return { kind: 'linear', increment, deload_percent: rule.deload_percent, deload_after: rule.deload_after };
    }
    case 'double':
    case 'training_max': {
      for (const extra of ['deload_percent', 'deload_after']) {
        if (rule[extra] !== undefined) throw new ValidationError(`${field(extra)} belongs to a linear rule only`, field(extra));
      }
      if (rule.kind === 'training_max' && (exercise.training_max ?? null) === null) {
        throw new ValidationError(`${at}.training_max is required for a training_max rule`, `${at}.training_max`);
      }
      return { kind: rule.kind, increment };
    }
  }
}

function exerciseValuesOf(exercise: SentExercise, index: number): RoutineExerciseValues {
  const at = `exercises[${index}]`;
  const id = exercise.dictionary_exercise_id ?? null;
  const name = exercise.name ?? null;
  if (id !== null && name !== null) throw new ValidationError(`${at}: send either dictionary_exercise_id or name, not both`, `${at}.name`);
  if (id === null && name === null) throw new ValidationError(`${at}.name is required (or dictionary_exercise_id)`, `${at}.name`);
  return {
    id: exercise.id ?? null,
    source: id !== null ? { kind: 'dictionary', id } : { kind: 'name', name: typedExerciseName(name!, `${at}.name`) },
    type: exercise.type,
    variation: blankToNull(exercise.variation),
    note: blankToNull(exercise.note),
    superset_group: exercise.superset_group ?? null,
    weight_unit: exercise.weight_unit ?? null,
    training_max: exercise.training_max ?? null,
    progression: progressionOf(exercise, at),
    failures: exercise.failures ?? null,
    cycle_week: exercise.cycle_week ?? null,
    sets: exercise.sets.map((set, j) => setValuesOf(set, exercise, `${at}.sets[${j}]`)),
  };
}

/** A schema-valid routine to the values stored; throws ValidationError naming the field. */
export function routineValues(body: Pick<RoutineInput, 'name'> & { exercises: readonly object[] }): RoutineValues {
  const exercises = (body.exercises as unknown as SentExercise[]).map(exerciseValuesOf);
  const ids = exercises.map((e) => e.id).filter((id): id is number => id !== null);
  const repeated = ids.findIndex((id, i) => ids.indexOf(id) !== i);
  if (repeated !== -1) {
    const index = exercises.findIndex((e, i) => e.id === ids[repeated] && i > exercises.findIndex((f) => f.id === ids[repeated]));
    throw new ValidationError(`exercises[${index}].id appears twice`, `exercises[${index}].id`);
  }
  return { name: body.name, exercises };
}

/** "Push A" -> "Push A (copy)", cut so it stays within the name's limit. */
export function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, ROUTINE_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}
