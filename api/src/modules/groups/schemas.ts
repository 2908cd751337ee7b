// Groups on the wire: bodies, parameters and answers of the groups routes (docs/product.md §3 Group, Group
// member; §5 limits), and the member-sessions page.
import type { GroupInput } from '@liftbook/shared/contract';
import { errorSchema } from '../../http/error-handler.js';
import { ValidationError } from '../../http/errors.js';
import { idParamsSchema, idSchema, MAX_ID, noContentSchema } from '../../http/params.js';
import { blankToNull } from '../../http/trim.js';
import { cleanDisplayText, hasVisibleCharacter } from '../../lib/display-text.js';
import { exerciseSummarySchema } from '../exercises/schemas.js';
import { sessionWithSchema } from '../sessions/schemas.js';
import { recordSchema } from '../feed/schemas.js';
import { setSchema } from '../sets/schemas.js';

export const GROUP_NAME_MAX = 100;
export const GROUP_DESCRIPTION_MAX = 500;
export const MEMBER_SESSIONS_DEFAULT_LIMIT = 20;
export const MEMBER_SESSIONS_MAX_LIMIT = 100;

export const roleSchema = { type: 'string', enum: ['member', 'admin'] } as const;

export const groupSchema = {
  type: 'object',
  required: ['id', 'name', 'description', 'created_by', 'created_at', 'updated_at'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    description: { type: ['string', 'null'] },
    created_by: { type: 'integer' },
    created_at: { type: 'string', format: 'date-time' },
    updated_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const groupMemberSchema = {
  type: 'object',
  required: ['user_id', 'name', 'email', 'role', 'joined_at'],
  properties: {
    user_id: { type: 'integer' },
    name: { type: ['string', 'null'] },
    email: { type: ['string', 'null'], description: "The member's own address, to that member only; null to everyone else." },
    role: roleSchema,
    joined_at: { type: 'string', format: 'date-time' },
  },
} as const;

export const groupInviteSchema = {
  type: 'object',
  required: ['id', 'group_id', 'invited_user_id', 'invited_as', 'invited_by', 'role', 'status', 'invited_at', 'expires_at'],
  properties: {
    id: { type: 'integer' },
    group_id: { type: 'integer' },
    invited_user_id: {
      type: ['integer', 'null'],
      description: 'Who joined with it, once accepted; null while pending (the api never says whose a typed user ID or email is)',
    },
    invited_as: { type: ['string', 'null'], description: 'The user ID or email the admin typed; null for an invite code' },
    invited_by: { type: 'integer' },
    role: roleSchema,
    status: { type: 'string', enum: ['pending', 'accepted', 'declined', 'cancelled'] },
    invited_at: { type: 'string', format: 'date-time' },
    expires_at: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

const createdInviteCodeSchema = {
  ...groupInviteSchema,
  required: [...groupInviteSchema.required, 'code'],
  properties: { ...groupInviteSchema.properties, code: { type: 'string', description: 'Shown this once; only its hash is kept' } },
} as const;

/** The one answer to an invite by user ID or email, whether or not it is anyone's. */
const inviteSentSchema = {
  type: 'object',
  required: ['group_id', 'role'],
  additionalProperties: false,
  properties: { group_id: { type: 'integer' }, role: roleSchema },
} as const;

/** An exercise of a member's session: its summary and its logged sets (never planned ones). */
const memberExerciseSchema = {
  ...exerciseSummarySchema,
  required: [...exerciseSummarySchema.required, 'sets'],
  properties: { ...exerciseSummarySchema.properties, sets: { type: 'array', items: setSchema, description: 'What was logged, in its own unit.' } },
} as const;

/** A member's session: the sessions area's session, with its exercises, set counts and sets. */
const memberSessionSchema = (() => {
  const schema = sessionWithSchema(memberExerciseSchema);
  return {
    ...schema,
    required: [...schema.required, 'records'],
    properties: { ...schema.properties, records: { type: 'array', items: recordSchema, description: 'The personal records the session set.' } },
  } as const;
})();

const groupInputSchema = {
  type: 'object',
  required: ['name'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', 'x-trim': true, minLength: 1, maxLength: GROUP_NAME_MAX },
    description: { type: ['string', 'null'], 'x-trim': true, maxLength: GROUP_DESCRIPTION_MAX },
  },
} as const;

const roleBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { role: roleSchema },
} as const;

const requiredRoleBodySchema = { ...roleBodySchema, required: ['role'] } as const;

/** `/groups/:id/members/:userId` with a numeric user id. */
export const memberParamsSchema = {
  type: 'object',
  required: ['id', 'userId'],
  properties: { id: idSchema, userId: idSchema },
} as const;

export interface MemberParams {
  id: number;
  userId: number;
}

/** The longest email address (RFC 5321's path limit) "User ID or email" takes. */
export const USER_REF_MAX = 254;

/** `/groups/:id/members/:userId` of Add Member: a user id or an email. */
const memberRefParamsSchema = {
  type: 'object',
  required: ['id', 'userId'],
  properties: { id: idSchema, userId: { type: 'string', minLength: 1, maxLength: USER_REF_MAX, description: 'A user ID or an email address' } },
} as const;

export interface MemberRefParams {
  id: number;
  userId: string;
}

/** Who a typed "User ID or email" names: a user id, or an email (lower case). */
export type UserRef = { kind: 'id'; id: number } | { kind: 'email'; email: string };

/** The value as sent (the page trims it), checked for its form only, never against the users. */
export function userRef(value: string, field = 'userId'): UserRef {
  if (/^\d+$/.test(value)) {
    const id = Number(value);
    if (id < 1 || id > MAX_ID) throw new ValidationError(`${field} must be a user ID between 1 and ${MAX_ID}, or an email address`, field);
    return { kind: 'id', id };
  }
  if (value.length <= USER_REF_MAX && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return { kind: 'email', email: value.toLowerCase() };
  throw new ValidationError(`${field} must be a user ID or an email address`, field);
}

/** What is stored as `invited_as` and compared for a repeated invite. */
export const refText = (ref: UserRef) => (ref.kind === 'id' ? String(ref.id) : ref.email);

const tags = ['groups'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema } as const;

export const listGroupsSchema = {
  tags,
  summary: 'The groups you are a member of, newest first',
  response: { 200: { type: 'array', items: groupSchema }, 401: errorSchema },
} as const;

export const createGroupSchema = {
  tags,
  summary: 'Create a group; you become its first admin',
  body: groupInputSchema,
  response: { 201: groupSchema, 400: errorSchema, 401: errorSchema },
} as const;

export const getGroupSchema = {
  tags,
  summary: 'A group you are a member of',
  params: idParamsSchema,
  response: { 200: groupSchema, ...errors },
} as const;

export const updateGroupSchema = {
  tags,
  summary: "Change a group's name and description (admins)",
  params: idParamsSchema,
  body: groupInputSchema,
  response: { 200: groupSchema, ...errors },
} as const;

export const deleteGroupSchema = {
  tags,
  summary: 'Delete a group with its members and invites (its owner only)',
  params: idParamsSchema,
  response: { 204: noContentSchema, ...errors },
} as const;

export const listMembersSchema = {
  tags,
  summary: "A group's members, in the order they joined",
  params: idParamsSchema,
  response: { 200: { type: 'array', items: groupMemberSchema }, ...errors },
} as const;

export const removeMemberSchema = {
  tags,
  summary: 'Remove a member (admins), or leave the group (your own user id)',
  params: memberParamsSchema,
  response: { 204: noContentSchema, ...errors },
} as const;

export const memberRoleSchema = {
  tags,
  summary: "Change another member's role (admins)",
  params: memberParamsSchema,
  body: requiredRoleBodySchema,
  response: { 200: groupMemberSchema, ...errors },
} as const;

export const transferOwnerSchema = {
  tags,
  summary: 'Make another member the owner (the owner only); they become an admin if they were not',
  params: idParamsSchema,
  body: {
    type: 'object',
    required: ['user_id'],
    additionalProperties: false,
    properties: { user_id: idSchema },
  },
  response: { 200: groupSchema, ...errors },
} as const;

export const memberSessionsSchema = {
  tags,
  summary: "A member's sessions, newest first, each with its exercises, set counts and logged sets; paged",
  params: memberParamsSchema,
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      before: { ...idSchema, description: 'The id of the last session of the previous page.' },
      limit: { type: 'integer', minimum: 1, maximum: MEMBER_SESSIONS_MAX_LIMIT, default: MEMBER_SESSIONS_DEFAULT_LIMIT },
    },
  },
  response: { 200: { type: 'array', items: memberSessionSchema }, ...errors },
} as const;

export const addMemberSchema = {
  tags,
  summary:
    'Add Member (admins): an invite to the user ID or email, carrying the role (default member); they join only by accepting it on My Invites. ' +
    "The answer is the same whether or not the ID or email is anyone's, and names nobody.",
  params: memberRefParamsSchema,
  body: roleBodySchema,
  response: { 202: inviteSentSchema, ...errors, 429: errorSchema },
} as const;

export const createInviteSchema = {
  tags,
  summary:
    "Invite to the group (admins). With invited_user_id: an invite to that user ID (as Add Member: 202, the same answer whether or not it is anyone's). " +
    'Without: an invite code with the role (201), which whoever it is given to joins with.',
  params: idParamsSchema,
  body: {
    ...roleBodySchema,
    properties: {
      ...roleBodySchema.properties,
      invited_user_id: { ...idSchema, description: 'The user ID to invite; leave out for an invite code' },
    },
  },
  response: { 201: createdInviteCodeSchema, 202: inviteSentSchema, ...errors, 429: errorSchema },
} as const;

export const listGroupInvitesSchema = {
  tags,
  summary: "The group's pending invites (admins)",
  params: idParamsSchema,
  response: { 200: { type: 'array', items: groupInviteSchema }, ...errors },
} as const;

export interface GroupValues {
  name: string;
  description: string | null;
}

/**
 * The stored name and description: without control and bidirectional control characters (they
 * would reorder what the other members read); a name that shows nothing is a 400.
 */
export function groupValues(body: GroupInput): GroupValues {
  const name = cleanDisplayText(body.name, GROUP_NAME_MAX);
  if (!hasVisibleCharacter(name)) throw new ValidationError('Group name must contain a visible character', 'name');
  const description = body.description == null ? null : cleanDisplayText(body.description, GROUP_DESCRIPTION_MAX);
  return { name, description: blankToNull(description) };
}
