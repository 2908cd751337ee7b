import { errorSchema } from '../../http/error-handler.js';

export const profileSchema = {
  type: 'object',
  required: ['id', 'name', 'email'],
  properties: {
    id: { type: 'integer', description: 'The internal user id other calls refer to (group members, invites).' },
    name: { type: ['string', 'null'] },
    email: { type: ['string', 'null'] },
  },
} as const;

export const getProfileSchema = {
  tags: ['users'],
  summary: 'The signed-in user',
  response: { 200: profileSchema, 401: errorSchema, 404: errorSchema },
} as const;
