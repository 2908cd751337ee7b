// users: who the signed-in user is. The row itself is created by authentication.
import type { FastifyPluginAsync } from 'fastify';
import type { ProfileUpdateInput, UserProfile } from '@liftbook/shared/contract';
import { findWeightUnit, updateWeightUnit } from './queries.js';
import { getProfileSchema, updateProfileSchema } from './schemas.js';

export const usersModule: FastifyPluginAsync = async (app) => {
  // The profile is the user row authentication has just mapped the token to (id, name, email):
  // either written or read by upsertUserFromIdentity on this request, or taken from the mapping's
  // cache, which is only reused while the token's name and email equal the stored ones and no
  // other code path changes a user row. So no second query.
  // The unit preference is not part of that mapping (a PUT changes it), so it is read here.
  app.get<{ Reply: UserProfile }>('/user/profile', { schema: getProfileSchema }, async (request) => ({
    ...request.user,
    weight_unit: await findWeightUnit(app.db, request.user.id),
  }));

  app.put<{ Body: ProfileUpdateInput; Reply: UserProfile }>('/user/profile', { schema: updateProfileSchema }, async (request) => {
    await updateWeightUnit(app.db, request.user.id, request.body.weight_unit);
    return { ...request.user, weight_unit: request.body.weight_unit };
  });
};
