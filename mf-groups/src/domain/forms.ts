// The groups area's form rules (spec §5), pure.
import type { GroupInput } from '@liftbook/shared/contract';

export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 500;

export interface GroupFormValues {
  name: string;
  description: string;
}

export type GroupFormErrors = Partial<Record<keyof GroupFormValues, string>>;

/** Spec §5: name required (trimmed) and at most 100; description at most 500, omitted when empty. */
export function validateGroupForm(values: GroupFormValues): { input?: GroupInput; errors: GroupFormErrors } {
  const name = values.name.trim();
  const description = values.description.trim();
  const errors: GroupFormErrors = {};
  if (name === '') errors.name = 'Group name is required';
  else if (name.length > GROUP_NAME_MAX) errors.name = `Group name must be at most ${GROUP_NAME_MAX} characters`;
  if (description.length > GROUP_DESCRIPTION_MAX) errors.description = `Description must be at most ${GROUP_DESCRIPTION_MAX} characters`;
  if (Object.keys(errors).length > 0) return { errors };
  return { input: description === '' ? { name } : { name, description }, errors };
}

/** Spec §5, invite form: an empty ID is "Please enter a user ID"; the ID is parsed as an integer. */
export function parseInviteUserId(text: string): { userId: number } | { error: string } {
  const value = text.trim();
  if (value === '') return { error: 'Please enter a user ID' };
  if (!/^\d+$/.test(value) || Number(value) < 1) return { error: 'A user ID is a whole number, such as 42' };
  return { userId: Number(value) };
}

/**
 * Add member: "User ID or email". A number is a user id (spec: the typed value is parsed as a
 * number); text with an @ is an email (issue 10); the path segment the api takes for either.
 */
export function addMemberTarget(text: string): { target: string } | { error: string } {
  const value = text.trim();
  if (/^\d+$/.test(value) && Number(value) >= 1) return { target: String(Number(value)) };
  if (/^[^\s@]+@[^\s@]+$/.test(value)) return { target: value };
  return { error: 'Enter a user ID (a number) or an email address' };
}
