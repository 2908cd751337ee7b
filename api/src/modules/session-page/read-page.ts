// The session page's parts (exercises with sets and plans, last time per lift, records) as the
// four routes the page used to call read them: GET /api/sessions/{id}/page and a routine's Start,
// whose answer carries its checklist's page, both read them here, in their caller's transaction.
import type { SessionPage } from '@liftbook/shared/contract';
import type { Db } from '../finish/queries.js';
import { listLastTimes, listSessionExercises } from '../exercises/queries.js';
import { recordsOf } from '../finish/session-records.js';

export async function readPageParts(trx: Db, userId: number, sessionId: number): Promise<Omit<SessionPage, 'session'>> {
  const exercises = await listSessionExercises(trx, userId, sessionId);
  const lastTimes = await listLastTimes(trx, userId, sessionId);
  const records = await recordsOf(trx, [sessionId]);
  return { exercises: exercises ?? [], last_times: lastTimes ?? [], records: records.get(sessionId) ?? [] };
}
