// users: who the signed-in user is. The row itself is created by authentication.
import type { FastifyPluginAsync } from 'fastify';
import type { UserProfile } from '@liftbook/shared/contract';
import { NotFoundError } from '../../http/errors.js';
import { findProfile } from './queries.js';
import { getProfileSchema } from './schemas.js';

export const usersModule: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: UserProfile }>('/user/profile', { schema: getProfileSchema }, async (request) => {
    const profile = await findProfile(app.db, request.user.id);
    if (profile === undefined) throw new NotFoundError('User not found');
    return profile;
  });
};
