// SQL of an export: everything one lifter owns, read in one REPEATABLE READ, READ ONLY transaction
// (the custom exercises, goals and sessions of one file are one moment of the log, whatever is
// logged while it downloads). The sessions, exercises and sets come through a server-side cursor,
// FETCH_SIZE rows at a time, so memory stays flat however long the history: each FETCH is an
// ordinary statement (statement_timeout bounds it, not the download), and the client's pace
// decides when the next one is sent.
import { sql, type ControlledTransaction, type Kysely } from 'kysely';
import type { WeightUnit } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';
import type { ExportGoal, ExportRow } from './export-format.js';

/** Rows per FETCH: a few hundred KB of text at most. */
export const FETCH_SIZE = 1000;

export interface OpenExport {
  weightUnit: WeightUnit;
  customExercises: string[];
  goals: ExportGoal[];
  /**
   * Every session, oldest first (date, then id), with its exercises by position and their sets by
   * number: one row per set, and one row for a session without exercises or an exercise without
   * sets. Handed out a FETCH at a time (up to FETCH_SIZE rows). The transaction ends when the rows
   * end, or when the caller stops early (return/throw).
   */
  batches(): AsyncGenerator<ExportRow[]>;
  /** Ends the transaction now if it is still open (a download abandoned before its rows were read); safe to call again. */
  close(): Promise<void>;
}

/** Rolls the transaction back unless it has ended; once, however many times it is called. */
function ender(trx: ControlledTransaction<Database>): () => Promise<void> {
  let ending: Promise<void> | undefined;
  return () => {
    ending ??= trx.isCommitted || trx.isRolledBack ? Promise.resolve() : trx.rollback().execute();
    return ending;
  };
}

/** Opens the lifter's export: the small parts read now, the sessions declared as a cursor. */
export async function openExport(db: Kysely<Database>, userId: number): Promise<OpenExport> {
  const trx = await db.startTransaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute();
  const end = ender(trx);
  try {
    const user = await trx.selectFrom('users').select('weight_unit').where('id', '=', userId).executeTakeFirst();
    const customExercises = await trx
      .selectFrom('custom_exercises')
      .select('name')
      .where('user_id', '=', userId)
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute();
    const goals = await trx
      .selectFrom('goals')
      .select(['exercise_name', 'current_weight', 'current_reps', 'target_weight', 'target_reps', 'target_date', 'status'])
      .where('user_id', '=', userId)
      .orderBy('target_date')
      .orderBy('id')
      .execute();
    // The exercises' user_id is in the join too: a row of another lifter can never come along.
    await sql`
      DECLARE liftbook_export NO SCROLL CURSOR FOR
      SELECT s.id AS session_id, s.session_date, s.session_type, s.notes AS session_notes,
             e.id AS exercise_id, e.name AS exercise_name, e.variation, e.type AS exercise_type, e.notes AS exercise_notes,
             t.set_number, t.kind, t.weight, t.weight_unit, t.reps, t.duration_ms, t.distance_m, t.rpe, t.notes AS set_notes
      FROM sessions AS s
      LEFT JOIN exercises AS e ON e.session_id = s.id AND e.user_id = s.user_id
      LEFT JOIN sets AS t ON t.exercise_id = e.id
      WHERE s.user_id = ${userId}
      ORDER BY s.session_date, s.id, e.position, e.id, t.set_number`.execute(trx);
    return {
      weightUnit: user?.weight_unit ?? 'lbs',
      customExercises: customExercises.map((row) => row.name),
      goals,
      batches: async function* batches() {
        try {
          for (;;) {
            const batch = await sql<ExportRow>`FETCH ${sql.raw(String(FETCH_SIZE))} FROM liftbook_export`.execute(trx);
            if (batch.rows.length === 0) break;
            yield batch.rows;
          }
          await trx.commit().execute();
        } finally {
          await end();
        }
      },
      close: end,
    };
  } catch (error) {
    await end();
    throw error;
  }
}
