// The set forms (docs/product.md §5): weighted needs weight and reps; reps-only needs reps; duration is
// entered as hours, minutes, seconds, converted to milliseconds and sent only if above 0 (a duration
// lift's set needs a duration, or else a distance: a 5 km run, a 40 m sled push).
// Fields the type does not need are optional, but checked when filled (a weighted pull-up logged
// as reps, a plank with a plate on the back).
import { DEFAULT_SET_KIND, DEFAULT_WEIGHT_UNIT, MAX_SET_DURATION_MS, MAX_SET_NOTES_LENGTH, MAX_SET_REPS, MAX_SET_WEIGHT } from '@liftbook/shared/set-rules';
import type { ExerciseType, SetInput, SetKind, WeightUnit, WorkoutSet } from '@liftbook/shared/contract';
import { distanceField, distanceUnitFor, maxDistanceIn, toMetres, type DistanceFieldUnit } from './distance';
import { hmsToMs, msToHms } from './duration';

/** A form field as an input gives it (a string) or as code may pass it. */
export type FieldValue = string | number | null | undefined;

export interface SetFormValues {
  weight?: FieldValue;
  /** lbs when absent. */
  weightUnit?: WeightUnit | null;
  reps?: FieldValue;
  hours?: FieldValue;
  minutes?: FieldValue;
  seconds?: FieldValue;
  notes?: string | null;
  /** normal when absent. */
  kind?: SetKind;
  /** Optional, 1 to 10 in steps of 0.5. */
  rpe?: FieldValue;
  /** Optional, in `distanceUnit` (km when absent); sent in metres. */
  distance?: FieldValue;
  distanceUnit?: DistanceFieldUnit;
}

export type SetField = 'weight' | 'reps' | 'duration' | 'hours' | 'minutes' | 'seconds' | 'notes' | 'rpe' | 'distance';
export type SetFormErrors = Partial<Record<SetField, string>>;
export type SetValidation = { ok: true; value: SetInput } | { ok: false; errors: SetFormErrors };

export const SET_MESSAGES = {
  weightRequired: 'Weight is required',
  weightNumber: 'Weight must be a number',
  weightNegative: 'Weight cannot be negative',
  weightMax: `Weight must be ${MAX_SET_WEIGHT} or less`,
  repsRequired: 'Reps are required',
  repsWhole: 'Reps must be a whole number',
  repsMinRequired: 'Reps must be at least 1',
  repsNegative: 'Reps cannot be negative',
  repsMax: `Reps must be ${MAX_SET_REPS} or less`,
  hours: 'Hours must be a whole number, 0 or more',
  minutes: 'Minutes must be a whole number from 0 to 59',
  seconds: 'Seconds must be a whole number from 0 to 59',
  durationRequired: 'Enter a duration above 0, or a distance',
  durationMax: 'Duration must be 24 hours or less',
  notesMax: `Notes must be ${MAX_SET_NOTES_LENGTH} characters or less`,
  rpe: 'RPE must be from 1 to 10, in steps of 0.5',
  distanceNumber: 'Distance must be a number',
  distanceNegative: 'Distance cannot be negative',
  distanceTooSmall: 'Distance must be at least 1 cm (0.01 m), or empty',
  distanceMax: (unit: DistanceFieldUnit) => `Distance must be ${maxDistanceIn(unit)} ${unit} or less`,
} as const;

/** An optional distance typed in `unit`: blank is none; else metres. */
function checkDistance(value: FieldValue, unit: DistanceFieldUnit): { distance: number | null; error?: string } {
  const parsed = parseNumberField(value);
  if (parsed.kind === 'empty') return { distance: null };
  if (parsed.kind === 'invalid') return { distance: null, error: SET_MESSAGES.distanceNumber };
  if (parsed.value < 0) return { distance: null, error: SET_MESSAGES.distanceNegative };
  if (parsed.value > maxDistanceIn(unit)) return { distance: null, error: SET_MESSAGES.distanceMax(unit) };
  // Stored to the centimetre: a distance that rounds to nothing would be sent as 0 (the api refuses it too).
  const metres = toMetres(parsed.value, unit);
  if (parsed.value > 0 && metres === 0) return { distance: null, error: SET_MESSAGES.distanceTooSmall };
  return { distance: metres };
}

/** An optional RPE: blank is none; 1 to 10 in steps of 0.5. */
function checkRpe(value: FieldValue): { rpe: number | null; error?: string } {
  const parsed = parseNumberField(value);
  if (parsed.kind === 'empty') return { rpe: null };
  if (parsed.kind === 'invalid' || parsed.value < 1 || parsed.value > 10 || !Number.isInteger(parsed.value * 2)) return { rpe: null, error: SET_MESSAGES.rpe };
  return { rpe: parsed.value };
}

type Parsed = { kind: 'empty' } | { kind: 'number'; value: number } | { kind: 'invalid' };

/**
 * A field's number: blank is empty; a decimal comma with one or two decimals is read as a point
 * ("27,5"), so "1,000" is refused rather than read as 1; anything else is invalid.
 */
export function parseNumberField(value: FieldValue): Parsed {
  if (value === null || value === undefined) return { kind: 'empty' };
  if (typeof value === 'number') return Number.isFinite(value) ? { kind: 'number', value } : { kind: 'invalid' };
  const trimmed = value.trim();
  const text = /^[-+]?\d+,\d{1,2}$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
  if (text === '') return { kind: 'empty' };
  return /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(text) ? { kind: 'number', value: Number(text) } : { kind: 'invalid' };
}

function checkWeight(value: FieldValue, required: boolean): { weight: number | null; error?: string } {
  const parsed = parseNumberField(value);
  if (parsed.kind === 'empty') return required ? { weight: null, error: SET_MESSAGES.weightRequired } : { weight: null };
  if (parsed.kind === 'invalid') return { weight: null, error: SET_MESSAGES.weightNumber };
  if (parsed.value < 0) return { weight: null, error: SET_MESSAGES.weightNegative };
  if (parsed.value > MAX_SET_WEIGHT) return { weight: null, error: SET_MESSAGES.weightMax };
  return { weight: parsed.value };
}

function checkReps(value: FieldValue, required: boolean): { reps: number | null; error?: string } {
  const parsed = parseNumberField(value);
  if (parsed.kind === 'empty') return required ? { reps: null, error: SET_MESSAGES.repsRequired } : { reps: null };
  if (parsed.kind === 'invalid') return { reps: null, error: SET_MESSAGES.repsWhole };
  if (parsed.value < 0) return { reps: null, error: SET_MESSAGES.repsNegative };
  if (!Number.isInteger(parsed.value)) return { reps: null, error: SET_MESSAGES.repsWhole };
  if (required && parsed.value < 1) return { reps: null, error: SET_MESSAGES.repsMinRequired };
  if (parsed.value > MAX_SET_REPS) return { reps: null, error: SET_MESSAGES.repsMax };
  return { reps: parsed.value };
}

/** A duration part: blank is 0; a whole number from 0 to `max`; null when invalid. */
function durationPart(value: FieldValue, max: number): number | null {
  const parsed = parseNumberField(value);
  if (parsed.kind === 'empty') return 0;
  if (parsed.kind === 'invalid' || !Number.isInteger(parsed.value) || parsed.value < 0 || parsed.value > max) return null;
  return parsed.value;
}

/**
 * Checks a set form for an exercise of `type`. On success the value is the body to send: every
 * field present, null when not given; the unit only with a weight (lbs by default); the duration
 * in milliseconds, null unless above 0.
 */
export function validateSetForm(type: ExerciseType, values: SetFormValues): SetValidation {
  const errors: SetFormErrors = {};

  const weight = checkWeight(values.weight, type === 'weighted');
  if (weight.error) errors.weight = weight.error;
  const reps = checkReps(values.reps, type === 'weighted' || type === 'reps');
  if (reps.error) errors.reps = reps.error;

  const hours = durationPart(values.hours, Number.MAX_SAFE_INTEGER);
  const minutes = durationPart(values.minutes, 59);
  const seconds = durationPart(values.seconds, 59);
  if (hours === null) errors.hours = SET_MESSAGES.hours;
  if (minutes === null) errors.minutes = SET_MESSAGES.minutes;
  if (seconds === null) errors.seconds = SET_MESSAGES.seconds;
  const distance = checkDistance(values.distance, values.distanceUnit ?? 'km');
  if (distance.error) errors.distance = distance.error;
  let duration: number | null = null;
  if (hours !== null && minutes !== null && seconds !== null) {
    const ms = hmsToMs({ hours, minutes, seconds });
    if (ms > MAX_SET_DURATION_MS) errors.duration = SET_MESSAGES.durationMax;
    else if (ms > 0) duration = ms;
    // A timed lift's set says how long, or how far (a 5 km run, a 40 m sled push): the api's rule.
    else if (type === 'duration' && !(distance.distance !== null && distance.distance > 0)) errors.duration = SET_MESSAGES.durationRequired;
  }

  const notes = (values.notes ?? '').trim();
  if (notes.length > MAX_SET_NOTES_LENGTH) errors.notes = SET_MESSAGES.notesMax;
  const rpe = checkRpe(values.rpe);
  if (rpe.error) errors.rpe = rpe.error;
  const kind = values.kind ?? DEFAULT_SET_KIND;

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      weight: weight.weight,
      weight_unit: weight.weight === null ? null : (values.weightUnit ?? DEFAULT_WEIGHT_UNIT),
      reps: reps.reps,
      duration,
      notes: notes === '' ? null : notes,
      // Sent only when they say something, so a plain set's body is as it always was.
      ...(kind === DEFAULT_SET_KIND ? {} : { kind }),
      ...(rpe.rpe === null ? {} : { rpe: rpe.rpe }),
      ...(distance.distance === null ? {} : { distance: distance.distance }),
    },
  };
}

export interface SetFormState {
  weight: string;
  weightUnit: WeightUnit;
  reps: string;
  hours: string;
  minutes: string;
  seconds: string;
  notes: string;
  kind: SetKind;
  rpe: string;
  /** In `distanceUnit`. */
  distance: string;
  /** The unit the distance is typed in: the form keeps it (domain/distance.ts, docs/product.md §5.10). */
  distanceUnit: DistanceFieldUnit;
}

/** An empty add-set form in the lifter's unit (docs/product.md §5.10): blank fields, a normal set. */
export function emptySetForm(unit: WeightUnit): SetFormState {
  return {
    weight: '',
    weightUnit: unit,
    reps: '',
    hours: '',
    minutes: '',
    seconds: '',
    notes: '',
    kind: DEFAULT_SET_KIND,
    rpe: '',
    distance: '',
    distanceUnit: distanceUnitFor(unit),
  };
}

/**
 * A set's edit form, filled in: its duration split into hours, minutes and seconds; its weight in
 * the unit it was logged in (lbs when a weight has none, docs/product.md §3), a set without a
 * weight in the lifter's `unit`; its distance in the unit that reads it exactly (domain/distance.ts).
 */
export function setToFormState(
  set: Pick<WorkoutSet, 'weight' | 'weight_unit' | 'reps' | 'duration' | 'notes'> & Partial<Pick<WorkoutSet, 'kind' | 'rpe' | 'distance'>>,
  unit: WeightUnit,
): SetFormState {
  const hasDuration = set.duration !== null && set.duration > 0;
  const parts = msToHms(set.duration ?? 0);
  return {
    weight: set.weight === null ? '' : String(set.weight),
    weightUnit: set.weight === null ? unit : (set.weight_unit ?? DEFAULT_WEIGHT_UNIT),
    reps: set.reps === null ? '' : String(set.reps),
    hours: hasDuration ? String(parts.hours) : '',
    minutes: hasDuration ? String(parts.minutes) : '',
    seconds: hasDuration ? String(parts.seconds) : '',
    notes: set.notes ?? '',
    kind: set.kind ?? DEFAULT_SET_KIND,
    rpe: set.rpe === null || set.rpe === undefined ? '' : String(set.rpe),
    ...distanceField(set.distance, distanceUnitFor(unit)),
  };
}
