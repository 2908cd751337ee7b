// The routine editor's form (issue 30): what the lifter types, as strings, and how it becomes the
// body the api takes (RoutineInput), checked against the api's bounds with the house's messages
// (the set forms' words where a routine's set says the same thing). Pure: keys for React come
// from the caller's `nextKey`, the dictionary from the caller.
import { MAX_SET_DURATION_MS, MAX_SET_REPS, MAX_SET_WEIGHT } from '@liftbook/shared/set-rules';
import type {
  DictionaryExercise,
  ExerciseType,
  ProgressionRule,
  Routine,
  RoutineExercise,
  RoutineExerciseInput,
  RoutineInput,
  RoutineSet,
  WeightUnit,
} from '@liftbook/shared/contract';
import { SET_MESSAGES, parseNumberField, type FieldValue } from '../sets/set-validation';

/** The api's bounds of a routine (api/src/modules/routines/schemas.ts and migration 0016's CHECKs). */
export const ROUTINE_BOUNDS = {
  nameMax: 100,
  exercisesMax: 30,
  setsMax: 30,
  exerciseNameMax: 100,
  variationMax: 100,
  noteMax: 2000,
  percentMin: 1,
  percentMax: 150,
  restMax: 3600,
  incrementMax: 100,
  deloadPercentMax: 50,
  deloadAfterMax: 10,
} as const;

export const ROUTINE_MESSAGES = {
  nameRequired: 'Routine name is required',
  nameMax: `Routine name must be ${ROUTINE_BOUNDS.nameMax} characters or less`,
  exercisesRequired: 'Add at least one exercise',
  exercisesMax: `A routine holds at most ${ROUTINE_BOUNDS.exercisesMax} exercises`,
  exerciseNameRequired: 'Exercise name is required',
  exerciseNameMax: `Exercise name must be ${ROUTINE_BOUNDS.exerciseNameMax} characters or less`,
  variationMax: `Variation must be ${ROUTINE_BOUNDS.variationMax} characters or less`,
  noteMax: `Note must be ${ROUTINE_BOUNDS.noteMax} characters or less`,
  setsRequired: 'Add at least one set',
  setsMax: `An exercise holds at most ${ROUTINE_BOUNDS.setsMax} sets`,
  trainingMax: `Training max must be a number above 0 and ${MAX_SET_WEIGHT} or less`,
  trainingMaxRequired: 'Training max is required for % targets and the training max rule',
  repsRequired: SET_MESSAGES.repsRequired,
  repsWhole: SET_MESSAGES.repsWhole,
  repsMin: SET_MESSAGES.repsMinRequired,
  repsMax: SET_MESSAGES.repsMax,
  repsRange: 'The top of the range must be at least its bottom',
  weightNumber: SET_MESSAGES.weightNumber,
  weightNegative: SET_MESSAGES.weightNegative,
  weightMax: SET_MESSAGES.weightMax,
  percent: `% of training max must be from ${ROUTINE_BOUNDS.percentMin} to ${ROUTINE_BOUNDS.percentMax}`,
  secondsRequired: 'Seconds are required',
  seconds: `Seconds must be a whole number from 1 to ${MAX_SET_DURATION_MS / 1000}`,
  rpe: SET_MESSAGES.rpe,
  rest: `Rest must be a whole number of seconds from 0 to ${ROUTINE_BOUNDS.restMax}`,
  increment: `Increment must be a number above 0 and ${ROUTINE_BOUNDS.incrementMax} or less`,
  deloadPercent: `Deload must be from 1 to ${ROUTINE_BOUNDS.deloadPercentMax} %`,
  deloadAfter: `Deload after must be a whole number of sessions from 1 to ${ROUTINE_BOUNDS.deloadAfterMax}`,
} as const;

export type PlannedKind = RoutineSet['kind'];
/** A set's target weight: absolute (in the exercise's unit) or a % of its training max. */
export type LoadMode = 'weight' | 'percent';
export type RuleKind = 'none' | ProgressionRule['kind'];

export interface RoutineSetForm {
  key: number;
  kind: PlannedKind;
  /** Target reps, or a range's bottom. */
  repsMin: string;
  /** A range's top; blank for a fixed target. */
  repsMax: string;
  /** Duration exercises: the target hold, in seconds. */
  seconds: string;
  load: string;
  loadMode: LoadMode;
  rpe: string;
  /** Rest after the set, seconds; blank = the lifter's default. */
  rest: string;
}

export interface RoutineExerciseForm {
  key: number;
  /** The saved routine's exercise this is (kept on Save, with its progression state); null: new. */
  id: number | null;
  name: string;
  type: ExerciseType;
  variation: string;
  note: string;
  weightUnit: WeightUnit;
  trainingMax: string;
  rule: RuleKind;
  increment: string;
  deloadPercent: string;
  deloadAfter: string;
  /** Alternates with the exercise after it (a superset; three or more linked make a circuit). */
  supersetWithNext: boolean;
  sets: RoutineSetForm[];
}

export interface RoutineForm {
  name: string;
  exercises: RoutineExerciseForm[];
}

export type NextKey = () => number;

/** A working set to fill in; a new set copies the one before it, so 3 × 5 is two taps. */
export function newSetForm(nextKey: NextKey, copy?: RoutineSetForm): RoutineSetForm {
  if (copy) return { ...copy, key: nextKey() };
  return { key: nextKey(), kind: 'normal', repsMin: '', repsMax: '', seconds: '', load: '', loadMode: 'weight', rpe: '', rest: '' };
}

/** A new exercise in the lifter's unit, with one set to fill in. */
export function newExerciseForm(nextKey: NextKey, unit: WeightUnit): RoutineExerciseForm {
  return {
    key: nextKey(),
    id: null,
    name: '',
    type: 'weighted',
    variation: '',
    note: '',
    weightUnit: unit,
    trainingMax: '',
    rule: 'none',
    increment: '',
    deloadPercent: '',
    deloadAfter: '',
    supersetWithNext: false,
    sets: [newSetForm(nextKey)],
  };
}

export const emptyRoutineForm = (nextKey: NextKey, unit: WeightUnit): RoutineForm => ({ name: '', exercises: [newExerciseForm(nextKey, unit)] });

const text = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

function setToForm(nextKey: NextKey, set: RoutineSet): RoutineSetForm {
  const percent = set.percent_of_tm !== null;
  return {
    key: nextKey(),
    kind: set.kind,
    repsMin: text(set.reps_min),
    // A fixed target is written once: "5", not "5–5".
    repsMax: set.reps_max !== null && set.reps_max !== set.reps_min ? String(set.reps_max) : '',
    seconds: set.duration === null ? '' : String(Math.round(set.duration / 1000)),
    load: percent ? text(set.percent_of_tm) : text(set.weight),
    loadMode: percent ? 'percent' : 'weight',
    rpe: text(set.rpe),
    rest: text(set.rest_seconds),
  };
}

function exerciseToForm(nextKey: NextKey, exercise: RoutineExercise, next: RoutineExercise | undefined): RoutineExerciseForm {
  const rule = exercise.progression;
  return {
    key: nextKey(),
    id: exercise.id,
    name: exercise.name,
    type: exercise.type,
    variation: exercise.variation ?? '',
    note: exercise.note ?? '',
    weightUnit: exercise.weight_unit,
    trainingMax: text(exercise.training_max),
    rule: rule?.kind ?? 'none',
    increment: text(rule?.increment),
    deloadPercent: rule?.kind === 'linear' ? String(rule.deload_percent) : '',
    deloadAfter: rule?.kind === 'linear' ? String(rule.deload_after) : '',
    supersetWithNext: exercise.superset_group !== null && next?.superset_group === exercise.superset_group,
    sets: exercise.sets.map((set) => setToForm(nextKey, set)),
  };
}

/** A saved routine, in the editor (exercises in their order). */
export function routineToForm(nextKey: NextKey, routine: Routine): RoutineForm {
  const exercises = [...routine.exercises].sort((a, b) => a.position - b.position);
  return { name: routine.name, exercises: exercises.map((exercise, i) => exerciseToForm(nextKey, exercise, exercises[i + 1])) };
}

/**
 * Superset groups from the "Superset with next" links: each run of linked exercises gets the next
 * number (1, 2, ...); an exercise linked to nothing and by nothing is on its own (null). The last
 * exercise's link goes nowhere and is ignored.
 */
export function supersetGroups(links: readonly boolean[]): (number | null)[] {
  const groups: (number | null)[] = [];
  let group = 0;
  for (let i = 0; i < links.length; i += 1) {
    const linkedFromBefore = i > 0 && links[i - 1] === true;
    const linksOn = links[i] === true && i < links.length - 1;
    if (linkedFromBefore) groups.push(group);
    else if (linksOn) groups.push((group += 1));
    else groups.push(null);
  }
  return groups;
}

/** Field paths of the form, the keys of its messages: "name", "exercises.0.name", "exercises.0.sets.1.reps". */
export const exerciseField = (index: number, field: string) => `exercises.${index}.${field}`;
export const setField = (exercise: number, set: number, field: string) => `exercises.${exercise}.sets.${set}.${field}`;

export type RoutineFormErrors = Record<string, string>;
export type RoutineValidation = { ok: true; value: RoutineInput } | { ok: false; errors: RoutineFormErrors };

type Checked = { value: number | null; error?: string };

function checkWhole(value: FieldValue, min: number, max: number, message: string, required?: string): Checked {
  const parsed = parseNumberField(value);
  if (parsed.kind === 'empty') return required ? { value: null, error: required } : { value: null };
  if (parsed.kind === 'invalid' || !Number.isInteger(parsed.value) || parsed.value < min || parsed.value > max) return { value: null, error: message };
  return { value: parsed.value };
}

function checkReps(value: FieldValue, required: boolean): Checked {
  const parsed = parseNumberField(value);
  if (parsed.kind === 'empty') return required ? { value: null, error: ROUTINE_MESSAGES.repsRequired } : { value: null };
  if (parsed.kind === 'invalid' || !Number.isInteger(parsed.value)) return { value: null, error: ROUTINE_MESSAGES.repsWhole };
  if (parsed.value < 1) return { value: null, error: ROUTINE_MESSAGES.repsMin };
  if (parsed.value > MAX_SET_REPS) return { value: null, error: ROUTINE_MESSAGES.repsMax };
  return { value: parsed.value };
}

function checkRange(value: FieldValue, min: number, max: number, message: string): Checked {
  const parsed = parseNumberField(value);
  if (parsed.kind !== 'number' || parsed.value < min || parsed.value > max) return { value: null, error: message };
  return { value: parsed.value };
}

function checkPositive(value: FieldValue, max: number, message: string, required?: string): Checked {
  const parsed = parseNumberField(value);
  if (parsed.kind === 'empty') return required ? { value: null, error: required } : { value: null };
  if (parsed.kind === 'invalid' || parsed.value <= 0 || parsed.value > max) return { value: null, error: message };
  return { value: parsed.value };
}

function checkLoad(set: RoutineSetForm): { weight: number | null; percent: number | null; error?: string } {
  const parsed = parseNumberField(set.load);
  if (parsed.kind === 'empty') return { weight: null, percent: null };
  if (set.loadMode === 'percent') {
    if (parsed.kind === 'invalid' || parsed.value < ROUTINE_BOUNDS.percentMin || parsed.value > ROUTINE_BOUNDS.percentMax)
      return { weight: null, percent: null, error: ROUTINE_MESSAGES.percent };
    return { weight: null, percent: parsed.value };
  }
  if (parsed.kind === 'invalid') return { weight: null, percent: null, error: ROUTINE_MESSAGES.weightNumber };
  if (parsed.value < 0) return { weight: null, percent: null, error: ROUTINE_MESSAGES.weightNegative };
  if (parsed.value > MAX_SET_WEIGHT) return { weight: null, percent: null, error: ROUTINE_MESSAGES.weightMax };
  return { weight: parsed.value, percent: null };
}

function validateSet(type: ExerciseType, set: RoutineSetForm, at: (field: string) => string, errors: RoutineFormErrors): RoutineSet {
  const timed = type === 'duration';
  const repsMin = timed ? { value: null } : checkReps(set.repsMin, true);
  if (repsMin.error) errors[at('reps')] = repsMin.error;
  const repsMax = timed ? { value: null } : checkReps(set.repsMax, false);
  if (repsMax.error) errors[at('repsMax')] = repsMax.error;
  else if (repsMax.value !== null && repsMin.value !== null && repsMax.value < repsMin.value) errors[at('repsMax')] = ROUTINE_MESSAGES.repsRange;
  const seconds = timed ? checkWhole(set.seconds, 1, MAX_SET_DURATION_MS / 1000, ROUTINE_MESSAGES.seconds, ROUTINE_MESSAGES.secondsRequired) : { value: null };
  if (seconds.error) errors[at('seconds')] = seconds.error;
  const load = checkLoad(set);
  if (load.error) errors[at('load')] = load.error;
  const rpe = parseNumberField(set.rpe);
  const rpeValue = rpe.kind === 'number' && rpe.value >= 1 && rpe.value <= 10 && Number.isInteger(rpe.value * 2) ? rpe.value : null;
  if (rpe.kind !== 'empty' && rpeValue === null) errors[at('rpe')] = ROUTINE_MESSAGES.rpe;
  const rest = checkWhole(set.rest, 0, ROUTINE_BOUNDS.restMax, ROUTINE_MESSAGES.rest);
  if (rest.error) errors[at('rest')] = rest.error;
  return {
    kind: set.kind,
    reps_min: repsMin.value,
    // A fixed target is sent as the same number twice, so the plan reads "5" and a range "5–8".
    reps_max: repsMin.value === null ? null : (repsMax.value ?? repsMin.value),
    weight: load.weight,
    percent_of_tm: load.percent,
    duration: seconds.value === null ? null : seconds.value * 1000,
    distance: null,
    rpe: rpeValue,
    rest_seconds: rest.value,
  };
}

function validateRule(exercise: RoutineExerciseForm, at: (field: string) => string, errors: RoutineFormErrors): ProgressionRule | null {
  if (exercise.rule === 'none') return null;
  const increment = checkPositive(exercise.increment, ROUTINE_BOUNDS.incrementMax, ROUTINE_MESSAGES.increment, ROUTINE_MESSAGES.increment);
  if (increment.error) errors[at('increment')] = increment.error;
  if (exercise.rule === 'linear') {
    const deloadPercent = checkRange(exercise.deloadPercent, 1, ROUTINE_BOUNDS.deloadPercentMax, ROUTINE_MESSAGES.deloadPercent);
    if (deloadPercent.error) errors[at('deloadPercent')] = deloadPercent.error;
    const deloadAfter = checkWhole(exercise.deloadAfter, 1, ROUTINE_BOUNDS.deloadAfterMax, ROUTINE_MESSAGES.deloadAfter, ROUTINE_MESSAGES.deloadAfter);
    if (deloadAfter.error) errors[at('deloadAfter')] = deloadAfter.error;
    return { kind: 'linear', increment: increment.value ?? 0, deload_percent: deloadPercent.value ?? 0, deload_after: deloadAfter.value ?? 0 };
  }
  return { kind: exercise.rule, increment: increment.value ?? 0 };
}

/** The dictionary's lift of that name (any case, spaces trimmed), if any. */
export function dictionaryLift(dictionary: readonly DictionaryExercise[], name: string): DictionaryExercise | undefined {
  const wanted = name.trim().toLowerCase();
  return wanted === '' ? undefined : dictionary.find((d) => d.name.toLowerCase() === wanted);
}

/**
 * Checks the whole form. On success, the body to send: exercises in order, a dictionary lift by
 * its id, any other name as typed; superset groups from the links. Every message at once, keyed
 * by field path, so the editor marks each field and the form keeps everything typed.
 */
export function validateRoutineForm(form: RoutineForm, dictionary: readonly DictionaryExercise[]): RoutineValidation {
  const errors: RoutineFormErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = ROUTINE_MESSAGES.nameRequired;
  else if (name.length > ROUTINE_BOUNDS.nameMax) errors.name = ROUTINE_MESSAGES.nameMax;
  if (form.exercises.length === 0) errors.exercises = ROUTINE_MESSAGES.exercisesRequired;
  else if (form.exercises.length > ROUTINE_BOUNDS.exercisesMax) errors.exercises = ROUTINE_MESSAGES.exercisesMax;

  const groups = supersetGroups(form.exercises.map((e) => e.supersetWithNext));
  const exercises = form.exercises.map((exercise, index): RoutineExerciseInput => {
    const at = (field: string) => exerciseField(index, field);
    const exerciseName = exercise.name.trim();
    if (exerciseName === '') errors[at('name')] = ROUTINE_MESSAGES.exerciseNameRequired;
    else if (exerciseName.length > ROUTINE_BOUNDS.exerciseNameMax) errors[at('name')] = ROUTINE_MESSAGES.exerciseNameMax;
    const variation = exercise.variation.trim();
    if (variation.length > ROUTINE_BOUNDS.variationMax) errors[at('variation')] = ROUTINE_MESSAGES.variationMax;
    const note = exercise.note.trim();
    if (note.length > ROUTINE_BOUNDS.noteMax) errors[at('note')] = ROUTINE_MESSAGES.noteMax;
    const trainingMax = checkPositive(exercise.trainingMax, MAX_SET_WEIGHT, ROUTINE_MESSAGES.trainingMax);
    if (trainingMax.error) errors[at('trainingMax')] = trainingMax.error;
    const sets = exercise.sets.map((set, setIndex) => validateSet(exercise.type, set, (field) => setField(index, setIndex, field), errors));
    if (exercise.sets.length === 0) errors[at('sets')] = ROUTINE_MESSAGES.setsRequired;
    else if (exercise.sets.length > ROUTINE_BOUNDS.setsMax) errors[at('sets')] = ROUTINE_MESSAGES.setsMax;
    const needsTm = exercise.rule === 'training_max' || sets.some((s) => s.percent_of_tm !== null);
    if (needsTm && !trainingMax.error && trainingMax.value === null) errors[at('trainingMax')] = ROUTINE_MESSAGES.trainingMaxRequired;
    const progression = validateRule(exercise, at, errors);
    const lift = dictionaryLift(dictionary, exerciseName);
    const common = {
      type: exercise.type,
      variation: variation === '' ? null : variation,
      note: note === '' ? null : note,
      superset_group: groups[index] ?? null,
      weight_unit: exercise.weightUnit,
      training_max: trainingMax.value,
      progression,
      sets,
    };
    const kept = exercise.id === null ? {} : { id: exercise.id };
    return lift ? { ...kept, ...common, dictionary_exercise_id: lift.id } : { ...kept, ...common, name: exerciseName };
  });

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { name, exercises } };
}

const API_SET_FIELDS: Record<string, string> = {
  reps_min: 'reps',
  reps_max: 'repsMax',
  weight: 'load',
  percent_of_tm: 'load',
  duration: 'seconds',
  distance: 'seconds',
  rpe: 'rpe',
  rest_seconds: 'rest',
};
const API_EXERCISE_FIELDS: Record<string, string> = {
  id: 'name',
  name: 'name',
  dictionary_exercise_id: 'name',
  type: 'type',
  variation: 'variation',
  note: 'note',
  weight_unit: 'weightUnit',
  training_max: 'trainingMax',
  progression: 'rule',
  'progression.kind': 'rule',
  'progression.increment': 'increment',
  'progression.deload_percent': 'deloadPercent',
  'progression.deload_after': 'deloadAfter',
  sets: 'sets',
};

/**
 * The form's field for a field the api names in a 400 ("exercises[1].sets[0].reps_max" ->
 * "exercises.1.sets.0.repsMax"), so its message shows at the field; null when the form has none.
 */
export function formFieldOf(apiField: string | null | undefined): string | null {
  if (!apiField) return null;
  if (apiField === 'name' || apiField === 'exercises') return apiField;
  const set = /^exercises\[(\d+)\]\.sets\[(\d+)\](?:\.(\w+))?$/.exec(apiField);
  if (set) return setField(Number(set[1]), Number(set[2]), API_SET_FIELDS[set[3] ?? ''] ?? 'reps');
  const exercise = /^exercises\[(\d+)\](?:\.([\w.]+))?$/.exec(apiField);
  if (!exercise) return null;
  const field = exercise[2] === undefined ? 'name' : API_EXERCISE_FIELDS[exercise[2]];
  return field ? exerciseField(Number(exercise[1]), field) : null;
}

/** The list moved: `items` with the one at `from` placed at `to` (both in range), else unchanged. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}
