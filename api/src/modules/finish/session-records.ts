// The records sessions set: Finish's summary, the workout screen's PR badges (GET
// /api/sessions/{id}/records), the session page and the group views (the feed, the board, a
// member's workouts) all answer from here, so a record is the same wherever it shows. The records
// are decided and their figures rounded by PostgreSQL, in one statement for any number of sessions
// (queries.ts sessionRecordRows).
import type { SessionRecord, WorkoutRecord } from '@liftbook/shared/contract';
import { sessionRecordRows, type Db, type RecordRow } from './queries.js';

async function recordsBySession<T>(db: Db, sessionIds: readonly number[], shape: (row: RecordRow) => T): Promise<Map<number, T[]>> {
  const bySession = new Map<number, T[]>(sessionIds.map((id) => [id, []]));
  for (const row of await sessionRecordRows(db, sessionIds)) bySession.get(row.session_id)!.push(shape(row));
  return bySession;
}

/** Each session's records, in its sets' units (the lifter's own screens). */
export function recordsOf(db: Db, sessionIds: readonly number[]): Promise<Map<number, SessionRecord[]>> {
  return recordsBySession(db, sessionIds, (row) => ({ exercise: row.exercise, kind: row.kind, value: row.value, unit: row.unit, set_id: row.set_id }));
}

/** Each session's records for the group views, the set's figures in lbs (a member's visible sessions: the caller checks). */
export function workoutRecordsOf(db: Db, sessionIds: readonly number[]): Promise<Map<number, WorkoutRecord[]>> {
  return recordsBySession(db, sessionIds, (row) => ({
    exercise: row.exercise,
    kind: row.kind,
    set_id: row.set_id,
    weight_lbs: row.weight_lbs,
    reps: row.reps,
    e1rm_lbs: row.e1rm_lbs,
  }));
}
