// Groups on the wire: bodies, parameters and answers of the groups routes (docs/product.md §3 Group, Group
// member; §5 limits), and the member-sessions page.
import type { GroupInput } from '@liftbook/shared/contract';
import { errorSchema } from '../../http/error-handler.js';
import { ValidationError } from '../../http/errors.js';
import { idParamsSchema, idSchema, noContentSchema } from '../../http/params.js';
import { blankToNull } from '../../http/trim.js';
import { cleanDisplayText, hasVisibleCharacter } from '../../lib/display-text.js';
import { exerciseSummarySchema } from '../exercises/schemas.js';
import { sessionWithSchema } from '../sessions/schemas.js';

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
  required: ['id', 'group_id', 'invited_user_id', 'invited_by', 'role', 'status', 'invited_at', 'expires_at'],
  properties: {
    id: { type: 'integer' },
    group_id: { type: 'integer' },
    invited_user_id: { type: ['integer', 'null'], description: 'Null for an invite code nobody has used yet' },
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

/** A member's session: the sessions area's session, with its exercises and their set counts. */
const memberSessionSchema = sessionWithSchema(exerciseSummarySchema);

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
  summary: "A member's sessions, newest first, each with its exercises and set counts; paged",
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

export const createInviteSchema = {
  tags,
  summary: 'Make an invite code for the group, with a role (admins); whoever joins with it becomes a member. Names nobody.',
  params: idParamsSchema,
  body: {
    ...roleBodySchema,
    properties: {
      ...roleBodySchema.properties,
      // Kept in the schema only to refuse it by name (unknown properties are otherwise dropped).
      invited_user_id: { description: 'No longer accepted: an invite names nobody (400, whoever it names)' },
    },
  },
  response: { 201: createdInviteCodeSchema, ...errors, 429: errorSchema },
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
