// Finish (issue 30): the lifter presses Finish on a workout. One transaction, the session locked:
// the planned sets still unchecked go or stay as skipped, the routine it came from progresses by
// what was LOGGED (shared progression rules, @liftbook/shared/training), and the summary answers
// the duration, volume, set count and the records set. A finished session answers the same
// summary again and progresses nothing (its changes are kept with it, migration 0017).
import type { FastifyPluginAsync } from 'fastify';
import type { FinishSessionInput, FinishSummary, ProgressionChange } from '@liftbook/shared/contract';
import { progress } from '@liftbook/shared/training';
import { inTransaction } from '../../db/transaction.js';
import type { IdParams } from '../../http/params.js';
import { sessionNotFound, toSession } from '../sessions/routes.js';
import { sessionSummary } from '../sessions/queries.js';
import { lockSession, markFinished, progressingExercises, saveProgression, settleUnchecked } from './queries.js';
import { recordsOf } from './session-records.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { advancePrograms } from '../programs/queries.js';
import { finishSessionSchema } from './schemas.js';

/** Each progressing exercise's routine moved by what was logged; what changed, for the summary. */
async function applyProgression(trx: Transaction<Database>, userId: number, sessionId: number): Promise<ProgressionChange[]> {
  const changes: ProgressionChange[] = [];
  for (const exercise of await progressingExercises(trx, userId, sessionId)) {
    const state = { weight_unit: exercise.weight_unit, training_max: exercise.training_max, failures: exercise.failures, cycle_week: exercise.cycle_week };
    const next = progress(exercise.progression, state, exercise.sets, exercise.logged);
    if (next.changed) {
      const sets = next.sets.map((set, i) => ({ ...set, id: exercise.sets[i]!.id }));
      await saveProgression(trx, exercise.routine_exercise_id, next.state, sets);
    }
    changes.push({ exercise: exercise.name, summary: next.summary });
  }
  return changes;
}

export const finishModule: FastifyPluginAsync = async (app) => {
  app.post<{ Params: IdParams; Body: FinishSessionInput; Reply: FinishSummary }>('/sessions/:id/finish', { schema: finishSessionSchema }, async (request) => {
    const userId = request.user.id;
    return inTransaction(request.db, async (trx) => {
      let session = await lockSession(trx, userId, request.params.id);
      if (session === undefined) throw sessionNotFound();
      if (session.finished_at === null) {
        await settleUnchecked(trx, userId, session.id, request.body.unchecked);
        const changes = await applyProgression(trx, userId, session.id);
        if (session.routine_id !== null && session.routine_id !== undefined) await advancePrograms(trx, userId, session.routine_id);
        session = await markFinished(trx, userId, session.id, changes);
      }
      const summary = await sessionSummary(trx, userId, session.id);
      const records = (await recordsOf(trx, [session.id])).get(session.id)!;
      const { started_at, finished_at } = session;
      return {
        session: toSession(session),
        duration_ms: started_at && finished_at ? Math.max(0, finished_at.getTime() - started_at.getTime()) : null,
        volume_lbs: summary?.volume_lbs ?? 0,
        set_count: summary?.set_count ?? 0,
        records,
        progression: session.finish_progression ?? [],
      };
    });
  });
};
