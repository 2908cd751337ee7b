// SQL of programs. Every statement is scoped to the acting user's id: a program, and the routines
// it orders, are only ever its lifter's.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Program, ProgramKey } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';

/** Makes the user's program of `routineIds` in that order; its first routine is next. */
export async function insertProgram(
  trx: Transaction<Database>,
  userId: number,
  name: string,
  builtIn: ProgramKey | null,
  routineIds: number[],
): Promise<number> {
  const { id } = await trx.insertInto('programs').values({ user_id: userId, name, built_in: builtIn }).returning('id').executeTakeFirstOrThrow();
  await trx
    .insertInto('program_routines')
    .values(routineIds.map((routineId, i) => ({ program_id: id, position: i + 1, routine_id: routineId })))
    .execute();
  return id;
}

type ProgramRow = Omit<Program, 'created_at'> & { created_at: Date };

const programSelect = (db: Kysely<Database>, userId: number) =>
  db
    .selectFrom('programs as p')
    .select([
      'p.id',
      'p.name',
      'p.built_in',
      'p.next_routine_id',
      'p.created_at',
      sql<Program['routines']>`coalesce((
        SELECT json_agg(json_build_object('id', r.id, 'name', r.name) ORDER BY pr.position)
        FROM program_routines AS pr JOIN routines AS r ON r.id = pr.routine_id
        WHERE pr.program_id = p.id AND r.user_id = ${userId}), '[]'::json)`.as('routines'),
    ])
    .where('p.user_id', '=', userId);

export async function findProgram(db: Kysely<Database>, userId: number, programId: number): Promise<ProgramRow | undefined> {
  return programSelect(db, userId).where('p.id', '=', programId).executeTakeFirst();
}

/** The user's programs, newest first (at most PROGRAMS_MAX exist). */
export async function listPrograms(db: Kysely<Database>, userId: number): Promise<ProgramRow[]> {
  return programSelect(db, userId).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').execute();
}

/** How many programs the user keeps, under a lock of the user's row so two starts at once count each other. */
export async function countPrograms(trx: Transaction<Database>, userId: number): Promise<number> {
  await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  const { count } = await trx
    .selectFrom('programs')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** Of `routineIds`, those that are the user's (locked, so none is deleted before the program holds it). */
export async function ownRoutineIds(trx: Transaction<Database>, userId: number, routineIds: readonly number[]): Promise<Set<number>> {
  if (routineIds.length === 0) return new Set();
  const rows = await trx
    .selectFrom('routines')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', 'in', [...routineIds])
    .forUpdate()
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The user's latest program (the one "Next" follows); undefined when they have none. */
export async function latestProgram(db: Kysely<Database>, userId: number): Promise<ProgramRow | undefined> {
  return programSelect(db, userId).orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(1).executeTakeFirst();
}

/**
 * A session of `routineId` was finished: each of the user's programs holding that routine now has
 * the routine after it next (after the last, the first again).
 */
export async function advancePrograms(trx: Transaction<Database>, userId: number, routineId: number): Promise<void> {
  await sql`
    UPDATE programs AS p SET next_routine_id = coalesce(
      (SELECT later.routine_id FROM program_routines AS later WHERE later.program_id = p.id AND later.position > done.position ORDER BY later.position LIMIT 1),
      (SELECT first.routine_id FROM program_routines AS first WHERE first.program_id = p.id ORDER BY first.position LIMIT 1))
    FROM program_routines AS done
    WHERE done.program_id = p.id AND done.routine_id = ${routineId} AND p.user_id = ${userId}`.execute(trx);
}
