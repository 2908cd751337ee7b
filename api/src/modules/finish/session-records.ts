// The records sessions set, read with what they are judged against: Finish's summary, the workout
// screen's PR badges (GET /api/sessions/{id}/records) and the group views (the feed, a member's
// workouts) all answer from here, so a record is the same wherever it shows. records.ts is the one
// definition; queries.ts recordInputs reads its inputs for any number of sessions in two statements.
import type { SessionRecord, WorkoutRecord } from '@liftbook/shared/contract';
import { setE1rm, setLbs } from '../../lifted/lifted.js';
import { roundLbs } from '../../lifted/round.js';
import { recordInputs, type Db } from './queries.js';
import { sessionRecords, type SessionSet } from './records.js';

/** Each session's records, in its sets' units (the lifter's own screens). */
export async function recordsOf(db: Db, sessionIds: readonly number[]): Promise<Map<number, SessionRecord[]>> {
  const inputs = await recordInputs(db, sessionIds);
  return new Map([...inputs].map(([id, { sets, history }]) => [id, sessionRecords(sets, history)]));
}

/** A record as the group views carry it: the set's figures in lbs, shown in each viewer's unit. */
function toWorkoutRecord(record: SessionRecord, set: SessionSet): WorkoutRecord {
  return {
    exercise: record.exercise,
    kind: record.kind,
    set_id: record.set_id,
    weight_lbs: roundLbs(setLbs(set)),
    reps: set.reps,
    e1rm_lbs: record.kind === 'e1rm' ? roundLbs(setE1rm(set)) : null,
  };
}

/** Each session's records for the group views (a member's visible sessions: the caller checks). */
export async function workoutRecordsOf(db: Db, sessionIds: readonly number[]): Promise<Map<number, WorkoutRecord[]>> {
  const inputs = await recordInputs(db, sessionIds);
  return new Map(
    [...inputs].map(([id, { sets, history }]) => {
      const byId = new Map(sets.map((set) => [set.id, set]));
      return [id, sessionRecords(sets, history).map((record) => toWorkoutRecord(record, byId.get(record.set_id)!))];
    }),
  );
}
