// Invites on the wire, as the invitee sees them (docs/product.md §3 Invite) and the calls on one invite.
import { errorSchema } from '../../http/error-handler.js';
import { idParamsSchema, noContentSchema } from '../../http/params.js';
import { groupSchema, roleSchema } from '../groups/schemas.js';

const inviteSchema = {
  type: 'object',
  required: ['id', 'group_id', 'group_name', 'inviter_name', 'invited_by', 'invited_at', 'role'],
  properties: {
    id: { type: 'integer' },
    group_id: { type: 'integer' },
    group_name: { type: 'string' },
    inviter_name: { type: ['string', 'null'] },
    invited_by: { type: 'integer' },
    invited_at: { type: 'string', format: 'date-time' },
    role: roleSchema,
  },
} as const;

const tags = ['invites'];
const errors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema, 409: errorSchema } as const;

export const listMyInvitesSchema = {
  tags,
  summary: 'Your pending invites, newest first',
  response: { 200: { type: 'array', items: inviteSchema }, 401: errorSchema },
} as const;

export const joinWithCodeSchema = {
  tags,
  summary: 'Join the group of an invite code with the role it carries; answers the group',
  body: {
    type: 'object',
    required: ['code'],
    additionalProperties: false,
    properties: { code: { type: 'string', minLength: 1, maxLength: 40, description: 'As given, e.g. 7KQ2-M9XA-PC4D (case, spaces and dashes do not matter)' } },
  },
  response: { 200: groupSchema, ...errors },
} as const;

export const acceptInviteSchema = {
  tags,
  summary: 'Accept an invite to you: you join the group with the role it carries; answers the group',
  params: idParamsSchema,
  response: { 200: groupSchema, ...errors },
} as const;

export const declineInviteSchema = {
  tags,
  summary: 'Decline an invite to you',
  params: idParamsSchema,
  response: { 204: noContentSchema, ...errors },
} as const;

export const cancelInviteSchema = {
  tags,
  summary: "Cancel a pending invite (the group's current admins)",
  params: idParamsSchema,
  response: { 204: noContentSchema, ...errors },
} as const;
