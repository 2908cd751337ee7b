// Building one's own program (issue 30): a name and the lifter's routines in the order they are
// done (A, B alternating is two days; a week is a list of days). Checked here as the api checks
// it, so the lifter sees every problem at once; the api's word is still the last.
import type { OwnProgramInput } from '@liftbook/shared/contract';
import { PROGRAM_ROUTINES_MAX } from '@liftbook/shared/training';

export const PROGRAM_NAME_MAX = 100;

export interface OwnProgramDraft {
  name: string;
  /** A routine id per day, as the day's select holds it ("" before one is chosen). */
  days: string[];
}

export interface OwnProgramErrors {
  name?: string;
  /** By day index. */
  days: Record<number, string>;
  /** About the list as a whole. */
  list?: string;
}

export type OwnProgramResult = { ok: true; input: OwnProgramInput } | { ok: false; errors: OwnProgramErrors };

export function readOwnProgram(draft: OwnProgramDraft): OwnProgramResult {
  const errors: OwnProgramErrors = { days: {} };
  const name = draft.name.trim();
  if (name === '') errors.name = 'Name the program';
  else if (name.length > PROGRAM_NAME_MAX) errors.name = `Use at most ${PROGRAM_NAME_MAX} characters`;
  if (draft.days.length === 0) errors.list = 'Add at least one day';
  if (draft.days.length > PROGRAM_ROUTINES_MAX) errors.list = `A program has at most ${PROGRAM_ROUTINES_MAX} days`;
  const seen = new Set<string>();
  draft.days.forEach((day, i) => {
    if (day === '') errors.days[i] = 'Choose a routine for this day';
    else if (seen.has(day)) errors.days[i] = 'This routine is already a day of the program: each routine once';
    seen.add(day);
  });
  if (errors.name !== undefined || errors.list !== undefined || Object.keys(errors.days).length > 0) return { ok: false, errors };
  return { ok: true, input: { name, routine_ids: draft.days.map(Number) } };
}

/** The api's field of a refused save ("routine_ids[1]", "name") as this form's errors. */
export function apiFieldError(field: string | undefined, reason: string): OwnProgramErrors | null {
  if (field === 'name') return { name: reason, days: {} };
  const day = /^routine_ids\[(\d+)\]$/.exec(field ?? '');
  if (day) return { days: { [Number(day[1])]: reason } };
  if (field === 'routine_ids') return { list: reason, days: {} };
  return null;
}
