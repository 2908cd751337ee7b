import { WEIGHT_UNITS } from '@liftbook/shared/set-rules';
import { errorSchema } from '../../http/error-handler.js';

export const profileSchema = {
  type: 'object',
  required: ['id', 'name', 'email', 'weight_unit'],
  properties: {
    id: { type: 'integer', description: 'The internal user id other calls refer to (group members, invites).' },
    name: { type: ['string', 'null'] },
    email: { type: ['string', 'null'] },
    weight_unit: { type: 'string', enum: WEIGHT_UNITS, description: 'The lifter’s unit for every number shown and new sets; lbs unless chosen.' },
  },
} as const;

export const getProfileSchema = {
  tags: ['users'],
  summary: 'The signed-in user',
  response: { 200: profileSchema, 401: errorSchema, 404: errorSchema },
} as const;

export const updateProfileSchema = {
  tags: ['users'],
  summary: 'Set the signed-in user’s preferences (the weight unit)',
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['weight_unit'],
    properties: { weight_unit: { type: 'string', enum: WEIGHT_UNITS } },
  },
  response: { 200: profileSchema, 400: errorSchema, 401: errorSchema },
} as const;
