// health: for load balancers and `npm start`. Public (no token), and says whether the database
// answers, since an api without its database cannot serve anything.
import type { FastifyPluginAsync } from 'fastify';
import { databaseReachable } from './queries.js';

interface Health {
  status: 'ok' | 'unavailable';
  database: 'up' | 'down';
}

const healthSchema = {
  type: 'object',
  required: ['status', 'database'],
  properties: { status: { type: 'string', enum: ['ok', 'unavailable'] }, database: { type: 'string', enum: ['up', 'down'] } },
} as const;

export const healthModule: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: Health }>(
    '/health',
    { schema: { tags: ['health'], summary: 'Liveness and database reachability', security: [], response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const up = await databaseReachable(app.db);
      return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'unavailable', database: up ? 'up' : 'down' });
    },
  );
};
