// The goal form: what the lifter types, checked, to the body the api takes.
// Exercise and target date are required, and at least one target; the target date's minimum is
// today (UTC), except that an edited goal may keep its saved date; weights step 0.5 and minimum
// 0; reps minimum 0 (whole numbers); an empty number is sent as null; the status is part of the
// form only when editing. Weights are typed in the form's unit (the lifter's by default) and sent
// in lbs, which is how a goal stores them; an edited goal's weight left as shown keeps its saved lbs.
import type { Goal, GoalInput, GoalStatus, WeightUnit } from '@liftbook/shared/contract';
import { dateInputToUtcIso, lbsFrom, lbsIn, toDateInputValue } from '@liftbook/shared/format';

export interface GoalFormValues {
  exercise_name: string;
  current_weight: string;
  current_reps: string;
  target_weight: string;
  target_reps: string;
  /** "YYYY-MM-DD" (a date input's value) */
  target_date: string;
  status: GoalStatus;
  /** The unit the weights are typed in. */
  weight_unit: WeightUnit;
}

export type GoalFormField = keyof GoalFormValues;
export type GoalFormErrors = Partial<Record<GoalFormField, string>>;

export const WEIGHT_STEP = 0.5;

export const EMPTY_GOAL_FORM: GoalFormValues = {
  exercise_name: '',
  current_weight: '',
  current_reps: '',
  target_weight: '',
  target_reps: '',
  target_date: '',
  status: 'active',
  weight_unit: 'lbs',
};

const text = (value: number | null) => (value === null ? '' : String(value));
/** A goal's stored weight (lbs) as the form shows it in `unit`. */
const weightText = (lbs: number | null, unit: WeightUnit) => text(lbs === null ? null : lbsIn(lbs, unit));

/** A saved goal in the form, its weights in `unit` (the lifter's). */
export function goalToFormValues(goal: Goal, unit: WeightUnit = 'lbs'): GoalFormValues {
  return {
    exercise_name: goal.exercise_name,
    current_weight: weightText(goal.current_weight, unit),
    current_reps: text(goal.current_reps),
    target_weight: weightText(goal.target_weight, unit),
    target_reps: text(goal.target_reps),
    target_date: toDateInputValue(goal.target_date),
    status: goal.status,
    weight_unit: unit,
  };
}

/** The minimum of the target date input: today in UTC, or the saved date when it is earlier. */
export function minTargetDate(now: Date, savedTargetDate?: string): string {
  const today = toDateInputValue(now);
  return savedTargetDate !== undefined && savedTargetDate < today ? savedTargetDate : today;
}

type NumberCheck = { value: number | null } | { error: string };

function parseNumber(raw: string, kind: 'weight' | 'reps'): NumberCheck {
  const trimmed = raw.trim();
  if (trimmed === '') return { value: null };
  const value = Number(trimmed);
  if (!Number.isFinite(value)) return { error: 'Enter a number' };
  if (value < 0) return { error: 'Must be 0 or more' };
  if (kind === 'reps' && !Number.isInteger(value)) return { error: 'Reps must be a whole number' };
  if (kind === 'weight' && !Number.isInteger(value / WEIGHT_STEP)) return { error: 'Use steps of 0.5' };
  return { value };
}

export type GoalFormResult = { ok: true; input: GoalInput } | { ok: false; errors: GoalFormErrors };

/**
 * Checks the form; `savedTargetDate` ("YYYY-MM-DD") when editing, so an unchanged past date
 * stays allowed, and the saved goal, so a weight left as shown (225 lbs reads 102.06 kg, off the
 * 0.5 step) keeps its lbs exactly. The status is sent only when editing (a new goal is active).
 */
export function validateGoalForm(values: GoalFormValues, now: Date, editing?: { savedTargetDate: string; goal?: Goal }): GoalFormResult {
  const errors: GoalFormErrors = {};
  const exercise = values.exercise_name.trim();
  if (exercise === '') errors.exercise_name = 'Exercise is required';
  else if (exercise.length > 100) errors.exercise_name = 'Exercise must be at most 100 characters';

  const numbers = {} as Record<'current_weight' | 'current_reps' | 'target_weight' | 'target_reps', number | null>;
  for (const field of ['current_reps', 'target_reps'] as const) {
    const checked = parseNumber(values[field], 'reps');
    if ('error' in checked) errors[field] = checked.error;
    else numbers[field] = checked.value;
  }
  for (const field of ['current_weight', 'target_weight'] as const) {
    const saved = editing?.goal?.[field];
    if (saved !== undefined && saved !== null && values[field].trim() === weightText(saved, values.weight_unit)) {
      numbers[field] = saved;
      continue;
    }
    const checked = parseNumber(values[field], 'weight');
    if ('error' in checked) errors[field] = checked.error;
    else numbers[field] = checked.value === null ? null : lbsFrom(checked.value, values.weight_unit);
  }
  if (errors.target_weight === undefined && errors.target_reps === undefined && numbers.target_weight === null && numbers.target_reps === null) {
    errors.target_weight = 'Set a target weight, target reps or both';
  }

  const targetDate = values.target_date.trim();
  const iso = targetDate === '' ? null : dateInputToUtcIso(targetDate);
  if (targetDate === '') errors.target_date = 'Target date is required';
  else if (iso === null) errors.target_date = 'Enter a real date';
  else if (targetDate !== editing?.savedTargetDate && targetDate < toDateInputValue(now)) errors.target_date = 'Target date cannot be in the past';

  if (Object.keys(errors).length > 0 || iso === null) return { ok: false, errors };
  return {
    ok: true,
    input: {
      exercise_name: exercise,
      ...numbers,
      target_date: iso,
      status: editing === undefined ? 'active' : values.status,
    },
  };
}
