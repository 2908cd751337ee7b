// What the routine editor keeps across a reload (a phone discarding the tab mid-edit): the whole
// form as typed. Read back only when every field has its shape; restored exercises and sets get
// fresh React keys (the page's key counter starts over after a reload).
import { WEIGHT_UNITS } from '@liftbook/shared/set-rules';
import { draftKey, isRecord } from '../drafts/draft-store';
import type { NextKey, RoutineExerciseForm, RoutineForm, RoutineSetForm } from './routine-form';

/** `liftbook.draft.v1.routine.12`; a new routine's is `.routine.0`. */
export const routineDraftKey = (routineId: number | null) => draftKey('routine', routineId ?? 0);

const isText = (x: unknown): x is string => typeof x === 'string';
const TYPES: readonly unknown[] = ['weighted', 'reps', 'duration'];
const UNITS: readonly unknown[] = WEIGHT_UNITS;
const RULES: readonly unknown[] = ['none', 'linear', 'double', 'training_max'];

function parseSet(raw: unknown, nextKey: NextKey): RoutineSetForm | null {
  if (!isRecord(raw)) return null;
  const { kind, repsMin, repsMax, seconds, load, loadMode, rpe, rest } = raw;
  if (kind !== 'normal' && kind !== 'warmup') return null;
  if (loadMode !== 'weight' && loadMode !== 'percent') return null;
  if (![repsMin, repsMax, seconds, load, rpe, rest].every(isText)) return null;
  return { key: nextKey(), kind, repsMin, repsMax, seconds, load, loadMode, rpe, rest } as RoutineSetForm;
}

function parseExercise(raw: unknown, nextKey: NextKey): RoutineExerciseForm | null {
  if (!isRecord(raw)) return null;
  const { id, name, type, variation, note, weightUnit, trainingMax, rule, increment, deloadPercent, deloadAfter, supersetWithNext, sets } = raw;
  if (!(id === null || (typeof id === 'number' && Number.isInteger(id) && id > 0))) return null;
  if (![name, variation, note, trainingMax, increment, deloadPercent, deloadAfter].every(isText)) return null;
  if (!TYPES.includes(type) || !UNITS.includes(weightUnit) || !RULES.includes(rule) || typeof supersetWithNext !== 'boolean' || !Array.isArray(sets))
    return null;
  const parsedSets = sets.map((set) => parseSet(set, nextKey));
  if (parsedSets.some((set) => set === null)) return null;
  return {
    key: nextKey(),
    id,
    name,
    type,
    variation,
    note,
    weightUnit,
    trainingMax,
    rule,
    increment,
    deloadPercent,
    deloadAfter,
    supersetWithNext,
    sets: parsedSets,
  } as RoutineExerciseForm;
}

/** A stored draft, or null when any part of it is not what this version wrote. */
export function parseRoutineDraft(raw: unknown, nextKey: NextKey): RoutineForm | null {
  if (!isRecord(raw) || !isText(raw.name) || !Array.isArray(raw.exercises)) return null;
  const exercises = raw.exercises.map((exercise) => parseExercise(exercise, nextKey));
  if (exercises.some((exercise) => exercise === null)) return null;
  return { name: raw.name, exercises: exercises as RoutineExerciseForm[] };
}

/** The form as typed, without React's keys: two forms the lifter sees alike compare equal. */
export function typedContent(form: RoutineForm): string {
  return JSON.stringify({
    name: form.name,
    exercises: form.exercises.map(({ key: _key, sets, ...exercise }) => ({ ...exercise, sets: sets.map(({ key: _setKey, ...set }) => set) })),
  });
}
