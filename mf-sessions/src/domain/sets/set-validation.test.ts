import type { ExerciseType, SetInput } from '@liftbook/shared/contract';
import {
  SET_MESSAGES,
  emptySetForm,
  parseNumberField,
  setToFormState,
  validateSetForm,
  type FieldValue,
  type SetFormErrors,
  type SetFormValues,
} from './set-validation';

const body = (fields: Partial<SetInput>): SetInput => ({
  weight: null,
  weight_unit: null,
  reps: null,
  duration: null,
  notes: null,
  ...fields,
});

describe('validateSetForm: accepted', () => {
  it.each<[string, ExerciseType, SetFormValues, SetInput]>([
    // weighted
    ['weighted', 'weighted', { weight: '135', reps: '8' }, body({ weight: 135, weight_unit: 'lbs', reps: 8 })],
    ['weighted kg', 'weighted', { weight: '27.5', weightUnit: 'kg', reps: '12' }, body({ weight: 27.5, weight_unit: 'kg', reps: 12 })],
    ['unit null is lbs', 'weighted', { weight: 135, weightUnit: null, reps: 8 }, body({ weight: 135, weight_unit: 'lbs', reps: 8 })],
    ['decimal comma', 'weighted', { weight: '27,5', reps: '8' }, body({ weight: 27.5, weight_unit: 'lbs', reps: 8 })],
    ['weight 0 (empty bar counts)', 'weighted', { weight: '0', reps: '5' }, body({ weight: 0, weight_unit: 'lbs', reps: 5 })],
    ['weight at the maximum', 'weighted', { weight: '2000', reps: '1' }, body({ weight: 2000, weight_unit: 'lbs', reps: 1 })],
    ['reps at the maximum', 'weighted', { weight: '5', reps: '1000' }, body({ weight: 5, weight_unit: 'lbs', reps: 1000 })],
    ['spaces around numbers', 'weighted', { weight: ' 135 ', reps: ' 8 ' }, body({ weight: 135, weight_unit: 'lbs', reps: 8 })],
    ['notes trimmed', 'weighted', { weight: 135, reps: 8, notes: '  easy  ' }, body({ weight: 135, weight_unit: 'lbs', reps: 8, notes: 'easy' })],
    ['blank notes are null', 'weighted', { weight: 135, reps: 8, notes: '   ' }, body({ weight: 135, weight_unit: 'lbs', reps: 8 })],
    [
      'a zero duration is not sent',
      'weighted',
      { weight: 135, reps: 8, hours: '0', minutes: '0', seconds: '0' },
      body({ weight: 135, weight_unit: 'lbs', reps: 8 }),
    ],
    ['an optional duration is sent', 'weighted', { weight: 135, reps: 8, seconds: '40' }, body({ weight: 135, weight_unit: 'lbs', reps: 8, duration: 40_000 })],
    // reps-only
    ['reps only', 'reps', { reps: '12' }, body({ reps: 12 })],
    ['reps with an optional weight', 'reps', { reps: '8', weight: '25' }, body({ reps: 8, weight: 25, weight_unit: 'lbs' })],
    ['reps: blank weight, no unit sent', 'reps', { reps: '8', weight: '', weightUnit: 'kg' }, body({ reps: 8 })],
    // duration
    ['duration 1h 2m 3s', 'duration', { hours: '1', minutes: '2', seconds: '3' }, body({ duration: 3_723_000 })],
    ['duration seconds only', 'duration', { seconds: '45' }, body({ duration: 45_000 })],
    ['duration with blank parts', 'duration', { hours: '', minutes: '1', seconds: '' }, body({ duration: 60_000 })],
    ['duration as numbers', 'duration', { hours: 0, minutes: 1, seconds: 30 }, body({ duration: 90_000 })],
    ['duration of exactly 24h', 'duration', { hours: '24' }, body({ duration: 86_400_000 })],
    ['duration with a weight (weighted plank)', 'duration', { minutes: '1', weight: '45' }, body({ duration: 60_000, weight: 45, weight_unit: 'lbs' })],
    ['duration with optional reps, 0 allowed', 'duration', { minutes: '1', reps: '0' }, body({ duration: 60_000, reps: 0 })],
  ])('%s', (_case, type, values, value) => {
    expect(validateSetForm(type, values)).toEqual({ ok: true, value });
  });
});

describe('validateSetForm: refused', () => {
  it.each<[string, ExerciseType, SetFormValues, SetFormErrors]>([
    ['weighted: nothing', 'weighted', {}, { weight: SET_MESSAGES.weightRequired, reps: SET_MESSAGES.repsRequired }],
    ['weighted: no weight', 'weighted', { reps: '8' }, { weight: 'Weight is required' }],
    ['weighted: blank weight', 'weighted', { weight: '  ', reps: '8' }, { weight: 'Weight is required' }],
    ['weighted: no reps', 'weighted', { weight: '135' }, { reps: 'Reps are required' }],
    ['weighted: weight not a number', 'weighted', { weight: 'heavy', reps: '8' }, { weight: SET_MESSAGES.weightNumber }],
    ['weighted: weight NaN', 'weighted', { weight: Number.NaN, reps: 8 }, { weight: SET_MESSAGES.weightNumber }],
    ['weighted: negative weight', 'weighted', { weight: '-5', reps: '8' }, { weight: SET_MESSAGES.weightNegative }],
    ['weighted: weight over 2000', 'weighted', { weight: '2000.5', reps: '8' }, { weight: 'Weight must be 2000 or less' }],
    ['weighted: reps 0', 'weighted', { weight: '135', reps: '0' }, { reps: 'Reps must be at least 1' }],
    ['weighted: reps decimal', 'weighted', { weight: '135', reps: '8.5' }, { reps: SET_MESSAGES.repsWhole }],
    ['weighted: reps words', 'weighted', { weight: '135', reps: 'eight' }, { reps: SET_MESSAGES.repsWhole }],
    ['weighted: reps over 1000', 'weighted', { weight: '135', reps: '1001' }, { reps: 'Reps must be 1000 or less' }],
    ['weighted: reps negative', 'weighted', { weight: '135', reps: '-1' }, { reps: SET_MESSAGES.repsNegative }],
    ['reps: nothing', 'reps', {}, { reps: 'Reps are required' }],
    ['reps: 0', 'reps', { reps: 0 }, { reps: SET_MESSAGES.repsMinRequired }],
    ['reps: optional weight still checked', 'reps', { reps: '8', weight: '-1' }, { weight: SET_MESSAGES.weightNegative }],
    ['duration: nothing', 'duration', {}, { duration: 'Enter a duration above 0, or a distance' }],
    ['duration: a zero distance is no distance', 'duration', { distance: '0' }, { duration: SET_MESSAGES.durationRequired }],
    ['duration: all zero', 'duration', { hours: '0', minutes: '0', seconds: '0' }, { duration: SET_MESSAGES.durationRequired }],
    ['duration: seconds 60', 'duration', { seconds: '60' }, { seconds: SET_MESSAGES.seconds }],
    ['duration: minutes 60', 'duration', { minutes: '60' }, { minutes: SET_MESSAGES.minutes }],
    ['duration: negative hours', 'duration', { hours: '-1', minutes: '5' }, { hours: SET_MESSAGES.hours }],
    ['duration: decimal minutes', 'duration', { minutes: '1.5' }, { minutes: SET_MESSAGES.minutes }],
    ['duration: over 24h', 'duration', { hours: '24', seconds: '1' }, { duration: 'Duration must be 24 hours or less' }],
    ['duration: optional reps still checked', 'duration', { minutes: '1', reps: '2.5' }, { reps: SET_MESSAGES.repsWhole }],
    ['weighted: a bad optional duration', 'weighted', { weight: 135, reps: 8, seconds: '75' }, { seconds: SET_MESSAGES.seconds }],
    ['notes too long', 'reps', { reps: '8', notes: 'x'.repeat(2001) }, { notes: 'Notes must be 2000 characters or less' }],
  ])('%s', (_case, type, values, errors) => {
    expect(validateSetForm(type, values)).toEqual({ ok: false, errors });
  });

  it('accepts notes of exactly 2000 characters', () => {
    expect(validateSetForm('reps', { reps: '8', notes: 'x'.repeat(2000) }).ok).toBe(true);
  });
});

describe('parseNumberField', () => {
  it.each([
    ['', { kind: 'empty' }],
    [null, { kind: 'empty' }],
    [undefined, { kind: 'empty' }],
    ['12', { kind: 'number', value: 12 }],
    ['12.5', { kind: 'number', value: 12.5 }],
    ['12,5', { kind: 'number', value: 12.5 }],
    ['.5', { kind: 'number', value: 0.5 }],
    ['5.', { kind: 'number', value: 5 }],
    ['-3', { kind: 'number', value: -3 }],
    [7, { kind: 'number', value: 7 }],
    ['1e3', { kind: 'invalid' }],
    ['1,000', { kind: 'invalid' }],
    [',5', { kind: 'invalid' }],
    ['12 kg', { kind: 'invalid' }],
    ['0x10', { kind: 'invalid' }],
    [Number.POSITIVE_INFINITY, { kind: 'invalid' }],
  ])('%p → %o', (value, parsed) => {
    expect(parseNumberField(value)).toEqual(parsed);
  });
});

const EMPTY_SET_FORM = emptySetForm('lbs');

describe('setToFormState (edit mode)', () => {
  it.each([
    [
      'weighted set',
      { weight: 135, weight_unit: 'kg' as const, reps: 8, duration: null, notes: 'ok' },
      { ...EMPTY_SET_FORM, weight: '135', weightUnit: 'kg' as const, reps: '8', notes: 'ok' },
    ],
    [
      'unit absent shows lbs',
      { weight: 27.5, weight_unit: null, reps: 12, duration: null, notes: null },
      { ...EMPTY_SET_FORM, weight: '27.5', weightUnit: 'lbs' as const, reps: '12' },
    ],
    [
      'duration split',
      { weight: null, weight_unit: null, reps: null, duration: 3_723_000, notes: null },
      { ...EMPTY_SET_FORM, hours: '1', minutes: '2', seconds: '3' },
    ],
    ['duration 0 leaves the fields blank', { weight: null, weight_unit: null, reps: 5, duration: 0, notes: null }, { ...EMPTY_SET_FORM, reps: '5' }],
  ])('%s', (_case, set, form) => {
    expect(setToFormState(set, 'lbs')).toEqual(form);
  });

  it('round-trips through validation', () => {
    const set = { weight: 60, weight_unit: 'kg' as const, reps: 5, duration: 90_000, notes: 'paused reps' };
    expect(validateSetForm('weighted', setToFormState(set, 'lbs'))).toEqual({ ok: true, value: set });
  });

  it("a kg lifter's edit form: a weight keeps the unit it was logged in; a set without one offers kg", () => {
    expect(setToFormState({ weight: 225, weight_unit: 'lbs', reps: 5, duration: null, notes: null }, 'kg').weightUnit).toBe('lbs');
    expect(setToFormState({ weight: 135, weight_unit: null, reps: 5, duration: null, notes: null }, 'kg').weightUnit).toBe('lbs');
    const pullUps = setToFormState({ weight: null, weight_unit: null, reps: 8, duration: null, notes: null }, 'kg');
    expect(pullUps.weightUnit).toBe('kg');
    // A belt added while editing is in kg.
    expect(validateSetForm('reps', { ...pullUps, weight: '10' })).toMatchObject({ ok: true, value: { weight: 10, weight_unit: 'kg', reps: 8 } });
  });

  it("a blank form is in the lifter's unit", () => {
    expect(emptySetForm('kg')).toMatchObject({ weightUnit: 'kg', distanceUnit: 'km', kind: 'normal' });
    expect(emptySetForm('lbs')).toMatchObject({ weightUnit: 'lbs', distanceUnit: 'mi', kind: 'normal' });
  });
});

describe('kind and RPE', () => {
  it.each<[string, string, { ok: boolean; rpe?: number; error?: string }]>([
    ['no RPE: none sent', '', { ok: true }],
    ['RPE 8', '8', { ok: true, rpe: 8 }],
    ['RPE 7.5', '7.5', { ok: true, rpe: 7.5 }],
    ['RPE 9,5 (decimal comma)', '9,5', { ok: true, rpe: 9.5 }],
    ['RPE 10', '10', { ok: true, rpe: 10 }],
    ['RPE 7.3 is off the half steps', '7.3', { ok: false, error: SET_MESSAGES.rpe }],
    ['RPE 11 is too high', '11', { ok: false, error: SET_MESSAGES.rpe }],
    ['RPE 0.5 is too low', '0.5', { ok: false, error: SET_MESSAGES.rpe }],
    ['RPE text', 'hard', { ok: false, error: SET_MESSAGES.rpe }],
  ])('%s', (_case, rpe, expected) => {
    const result = validateSetForm('reps', { reps: '5', rpe });
    expect(result.ok).toBe(expected.ok);
    if (result.ok) expect(result.value.rpe).toBe(expected.rpe);
    else expect(result.errors.rpe).toBe(expected.error);
  });

  it('sends a kind other than normal, and a normal set exactly as before', () => {
    expect(validateSetForm('weighted', { weight: '95', reps: '5', kind: 'warmup' })).toEqual({
      ok: true,
      value: { weight: 95, weight_unit: 'lbs', reps: 5, duration: null, notes: null, kind: 'warmup' },
    });
    expect(validateSetForm('weighted', { weight: '185', reps: '5', kind: 'normal' })).toEqual({
      ok: true,
      value: { weight: 185, weight_unit: 'lbs', reps: 5, duration: null, notes: null },
    });
  });

  it('a set with a kind and RPE fills the edit form', () => {
    expect(setToFormState({ weight: 185, weight_unit: 'lbs', reps: 5, duration: null, notes: null, kind: 'failure', rpe: 9.5 }, 'lbs')).toMatchObject({
      kind: 'failure',
      rpe: '9.5',
    });
  });
});

describe("distance: optional, typed in the lifter's unit, sent in metres; its messages name the field", () => {
  it.each<[string, FieldValue, 'km' | 'mi' | undefined, number | undefined]>([
    ['5 km', '5', 'km', 5000],
    ['3.1 mi', '3.1', 'mi', 4988.97],
    ['a decimal comma', '2,5', 'km', 2500],
    ['km when no unit is said', '1', undefined, 1000],
    ['blank is none', '  ', 'mi', undefined],
  ])('%s', (_case, distance, distanceUnit, metres) => {
    const result = validateSetForm('duration', { minutes: '20', distance, distanceUnit });
    expect(result).toMatchObject({ ok: true });
    if (result.ok) expect(result.value.distance).toBe(metres);
  });

  it.each<[FieldValue, 'km' | 'mi', string]>([
    ['far', 'km', 'Distance must be a number'],
    ['-1', 'km', 'Distance cannot be negative'],
    ['1000.5', 'km', 'Distance must be 1000 km or less'],
    ['622', 'mi', 'Distance must be 621.37 mi or less'],
    ['0.000004', 'km', 'Distance must be at least 1 cm (0.01 m), or empty'],
  ])('%s %s: "%s"', (distance, distanceUnit, message) => {
    expect(validateSetForm('duration', { minutes: '20', distance, distanceUnit })).toEqual({ ok: false, errors: { distance: message } });
  });

  it('a timed lift takes a distance instead of a duration (a 40 m sled push), as the api does', () => {
    expect(validateSetForm('duration', { distance: '0.04', distanceUnit: 'km', weight: '90' })).toEqual({
      ok: true,
      value: { weight: 90, weight_unit: 'lbs', reps: null, duration: null, notes: null, distance: 40 },
    });
  });

  it('a set read back into the form shows its distance in the unit that reads it exactly', () => {
    const set = { weight: null, weight_unit: null, reps: null, duration: 1_200_000, notes: null, distance: 5000 };
    expect(setToFormState(set, 'kg')).toMatchObject({ distance: '5', distanceUnit: 'km' });
    expect(setToFormState(set, 'lbs')).toMatchObject({ distance: '5', distanceUnit: 'km' });
    expect(setToFormState({ ...set, distance: null }, 'lbs')).toMatchObject({ distance: '', distanceUnit: 'mi' });
  });

  it('a 40 m sled push, saved again from its form, stays 40 m (was 0.025 mi, then 40.23 m)', () => {
    const push = { weight: 90, weight_unit: 'kg' as const, reps: null, duration: null, notes: null, distance: 40 };
    for (const lifter of ['lbs', 'kg'] as const) {
      const form = setToFormState(push, lifter);
      expect(form).toMatchObject({ distance: '40', distanceUnit: 'm' });
      expect(validateSetForm('duration', form)).toMatchObject({ ok: true, value: { distance: 40 } });
    }
  });
});
