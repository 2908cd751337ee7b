import type { Goal } from '@liftbook/shared/contract';
import { EMPTY_GOAL_FORM, goalToFormValues, minTargetDate, validateGoalForm, type GoalFormValues } from './goal-form';

const savedGoal = (overrides: Partial<Goal>): Goal => ({
  id: 1,
  exercise_name: 'Bench Press',
  current_weight: 135,
  current_reps: 5,
  target_weight: 185,
  target_reps: 5,
  target_date: '2027-01-31T00:00:00.000Z',
  status: 'active',
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
  ...overrides,
});
const now = new Date('2026-11-20T23:30:00Z'); // late evening UTC: "today" is the 20th
const form = (overrides: Partial<GoalFormValues> = {}): GoalFormValues => ({
  ...EMPTY_GOAL_FORM,
  exercise_name: 'Bench Press',
  current_weight: '135',
  current_reps: '5',
  target_weight: '185',
  target_reps: '5',
  target_date: '2027-01-31',
  ...overrides,
});

describe('validateGoalForm', () => {
  test('a full form becomes the api body: numbers as numbers, the date at UTC midnight, a new goal active', () => {
    expect(validateGoalForm(form({ exercise_name: '  Bench Press ', status: 'paused' }), now)).toEqual({
      ok: true,
      input: {
        exercise_name: 'Bench Press',
        current_weight: 135,
        current_reps: 5,
        target_weight: 185,
        target_reps: 5,
        target_date: '2027-01-31T00:00:00.000Z',
        status: 'active',
      },
    });
  });

  test('empty numbers are sent as null; editing sends the chosen status', () => {
    const result = validateGoalForm(form({ current_weight: '', current_reps: ' ', target_reps: '', status: 'completed' }), now, {
      savedTargetDate: '2027-01-31',
    });
    expect(result).toMatchObject({ ok: true, input: { current_weight: null, current_reps: null, target_weight: 185, target_reps: null, status: 'completed' } });
  });

  test.each<[string, Partial<GoalFormValues>, Record<string, string>]>([
    ['no exercise', { exercise_name: '  ' }, { exercise_name: 'Exercise is required' }],
    ['a long exercise', { exercise_name: 'x'.repeat(101) }, { exercise_name: 'Exercise must be at most 100 characters' }],
    ['no target date', { target_date: '' }, { target_date: 'Target date is required' }],
    ['yesterday (UTC)', { target_date: '2026-11-19' }, { target_date: 'Target date cannot be in the past' }],
    ['no target', { target_weight: '', target_reps: '' }, { target_weight: 'Set a target weight, target reps or both' }],
    ['a negative weight', { current_weight: '-5' }, { current_weight: 'Must be 0 or more' }],
    ['a weight off the 0.5 step', { target_weight: '185.25' }, { target_weight: 'Use steps of 0.5' }],
    ['fractional reps', { target_reps: '5.5' }, { target_reps: 'Reps must be a whole number' }],
    ['negative reps', { current_reps: '-1' }, { current_reps: 'Must be 0 or more' }],
    ['not a number', { current_weight: 'abc' }, { current_weight: 'Enter a number' }],
  ])('%s', (_case, overrides, errors) => {
    expect(validateGoalForm(form(overrides), now)).toEqual({ ok: false, errors });
  });

  test('today (UTC) is allowed; 185.5 is a 0.5 step', () => {
    expect(validateGoalForm(form({ target_date: '2026-11-20', target_weight: '185.5' }), now).ok).toBe(true);
  });

  test('editing: the saved past date may stay; another past date may not', () => {
    const editing = { savedTargetDate: '2026-10-01' };
    expect(validateGoalForm(form({ target_date: '2026-10-01' }), now, editing).ok).toBe(true);
    expect(validateGoalForm(form({ target_date: '2026-10-02' }), now, editing)).toEqual({
      ok: false,
      errors: { target_date: 'Target date cannot be in the past' },
    });
  });
});

describe('weights typed in kg are sent in lbs (a goal stores lbs)', () => {
  test.each([
    ['100', 220.46],
    ['102.5', 225.97],
    ['0', 0],
  ])('%s kg -> %p lbs', (typed, lbs) => {
    const result = validateGoalForm(form({ target_weight: typed, current_weight: '', weight_unit: 'kg' }), now);
    expect(result).toMatchObject({ ok: true, input: { target_weight: lbs, current_weight: null } });
  });

  test('the 0.5 step is in the unit typed', () => {
    expect(validateGoalForm(form({ target_weight: '102.25', weight_unit: 'kg' }), now)).toEqual({ ok: false, errors: { target_weight: 'Use steps of 0.5' } });
  });

  test('editing in kg: a weight left as shown keeps its saved lbs; a changed one is converted', () => {
    const goal = savedGoal({ current_weight: 225, target_weight: 315 });
    const values = goalToFormValues(goal, 'kg');
    expect(values).toMatchObject({ current_weight: '102.06', target_weight: '142.88' });
    const result = validateGoalForm({ ...values, target_weight: '150' }, now, { savedTargetDate: values.target_date, goal });
    expect(result).toMatchObject({ ok: true, input: { current_weight: 225, target_weight: 330.69 } });
  });
});

describe('goalToFormValues and minTargetDate', () => {
  test('a goal fills the form; null numbers are empty fields', () => {
    const goal = savedGoal({ current_weight: null, target_reps: null, target_date: '2027-01-31T00:00:00.000Z', status: 'paused' });
    expect(goalToFormValues(goal)).toEqual({
      exercise_name: 'Bench Press',
      current_weight: '',
      current_reps: '5',
      target_weight: '185',
      target_reps: '',
      target_date: '2027-01-31',
      status: 'paused',
      weight_unit: 'lbs',
    });
  });

  test('in kg, the stored lbs show as kg (to 0.01)', () => {
    expect(goalToFormValues(savedGoal({ current_weight: 220.46, target_weight: 225 }), 'kg')).toMatchObject({
      current_weight: '100',
      target_weight: '102.06',
      weight_unit: 'kg',
    });
  });

  test.each([
    [undefined, '2026-11-20'],
    ['2026-12-01', '2026-11-20'],
    ['2026-10-01', '2026-10-01'],
  ])('saved %p -> min %p', (saved, min) => {
    expect(minTargetDate(now, saved)).toBe(min);
  });
});
