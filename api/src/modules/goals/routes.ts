// goals: a lifter's target lifts with deadlines (docs/product.md §2 Goals page, §3 Goal and Goal progress,
// §7 Goals). The api is the source of truth for progress: every goal read answers it, computed
// by progress.ts from the sets the lifter logged since the goal was created.
import type { FastifyPluginAsync } from 'fastify';
import type { Goal, GoalProgress, GoalWithProgress } from '@liftbook/shared/contract';
import { NotFoundError } from '../../http/errors.js';
import type { IdParams } from '../../http/params.js';
import { calendarDateToIso } from '../../lib/calendar-date.js';
import { goalProgress } from './progress.js';
import {
  createGoal,
  deleteGoal,
  findGoal,
  findGoalWithSets,
  listGoalsWithSets,
  updateGoal,
  updateGoalStatus,
  type GoalRecord,
  type GoalWithSetsRecord,
} from './queries.js';
import {
  createGoalSchema,
  deleteGoalSchema,
  goalProgressRouteSchema,
  goalValues,
  isStatusOnly,
  listGoalsSchema,
  updateGoalSchema,
  type GoalBody,
} from './schemas.js';

function toGoal(row: GoalRecord): Goal {
  return { ...row, target_date: calendarDateToIso(row.target_date), created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() };
}

function progressOf(row: GoalWithSetsRecord, now: Date): GoalProgress {
  return goalProgress(row, row.sets, now);
}

/** The one 404 for a goal that does not exist or is not the user's. */
const goalNotFound = () => new NotFoundError('Goal not found');

export const goalsModule: FastifyPluginAsync = async (app) => {
  app.get<{ Reply: GoalWithProgress[] }>('/goals', { schema: listGoalsSchema }, async (request) => {
    const rows = await listGoalsWithSets(app.db, request.user.id);
    const now = new Date();
    return rows.map((row) => ({ ...toGoal(row), progress: progressOf(row, now) }));
  });

  app.post<{ Body: GoalBody; Reply: Goal }>('/goals', { schema: createGoalSchema }, async (request, reply) => {
    const values = goalValues(request.body, new Date());
    const row = await createGoal(request.db, request.user.id, values);
    reply.code(201);
    return toGoal(row);
  });

  app.put<{ Params: IdParams; Body: GoalBody; Reply: Goal }>('/goals/:id', { schema: updateGoalSchema }, async (request) => {
    const userId = request.user.id;
    const goalId = request.params.id;
    const body = request.body;
    if (isStatusOnly(body)) {
      const row = await updateGoalStatus(app.db, userId, goalId, body.status);
      if (row === undefined) throw goalNotFound();
      return toGoal(row);
    }
    // A full body: a saved target date may stay as it is even once past, so read it first.
    const saved = await findGoal(app.db, userId, goalId);
    if (saved === undefined) throw goalNotFound();
    const row = await updateGoal(app.db, userId, goalId, goalValues(body, new Date(), saved.target_date));
    if (row === undefined) throw goalNotFound();
    return toGoal(row);
  });

  app.delete<{ Params: IdParams }>('/goals/:id', { schema: deleteGoalSchema }, async (request, reply) => {
    if (!(await deleteGoal(app.db, request.user.id, request.params.id))) throw goalNotFound();
    return reply.code(204).send();
  });

  app.get<{ Params: IdParams; Reply: GoalProgress }>('/goals/:id/progress', { schema: goalProgressRouteSchema }, async (request) => {
    const row = await findGoalWithSets(app.db, request.user.id, request.params.id);
    if (row === undefined) throw goalNotFound();
    return progressOf(row, new Date());
  });
};
