// The groups area's form rules (docs/product.md §5), pure.
import type { GroupInput } from '@liftbook/shared/contract';

export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 500;

export interface GroupFormValues {
  name: string;
  description: string;
}

export type GroupFormErrors = Partial<Record<keyof GroupFormValues, string>>;

/** docs/product.md §5: name required (trimmed) and at most 100; description at most 500, omitted when empty. */
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

/** "Invite User to Group": an empty ID is "Please enter a user ID"; the ID is parsed as an integer. */
export function parseInviteUserId(text: string): { userId: number } | { error: string } {
  const value = text.trim();
  if (value === '') return { error: 'Please enter a user ID' };
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > MAX_USER_ID) return { error: 'A user ID is a whole number, such as 42' };
  return { userId: Number(value) };
}

/**
 * Add Member's "User ID or email": a number is a user ID (the typed value is parsed as a number),
 * text shaped like an address is an email; anything else says what is wanted.
 */
export function parseMemberRef(text: string): { ref: number | string } | { error: string } {
  const value = text.trim();
  if (/^\d+$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_USER_ID) return { ref: Number(value) };
  if (value.length <= EMAIL_MAX && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return { ref: value };
  return { error: 'Enter a user ID (a number) or an email address' };
}

/** The api's bounds: ids are PostgreSQL integers; an address is at most 254 characters. */
const MAX_USER_ID = 2_147_483_647;
const EMAIL_MAX = 254;

/**
 * "Invite code:" on My Invites: what the lifter typed or pasted, or the code of a pasted invite
 * link (…/invites?code=…). The api forgives case, spaces and dashes; blank is refused here.
 */
export function parseInviteCode(text: string): { code: string } | { error: string } {
  const value = text.trim();
  if (value === '') return { error: 'Please enter an invite code' };
  const fromLink = /[?&]code=([^&#\s]+)/.exec(value)?.[1];
  return { code: fromLink ? decodeURIComponent(fromLink) : value };
}

/** The link that opens My Invites with the code filled in (the shell serves /invites). */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/invites?code=${encodeURIComponent(code)}`;
}

/** A comment's longest text (the api's limit too). */
export const COMMENT_MAX = 500;

/** Why a comment cannot be posted, or null: it needs something visible, and at most 500 characters. */
export function commentError(text: string): string | null {
  const length = [...text.trim()].length;
  if (length === 0 || !/[^\s\u200B-\u200D\u2060\uFEFF]/u.test(text)) return 'Please enter a comment';
  if (length > COMMENT_MAX) return `A comment can be at most ${COMMENT_MAX} characters`;
  return null;
}
