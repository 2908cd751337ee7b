// A Liftbook export's routines, written by the import's finish (in its transaction): each as the
// lifter would create it, marked with the import's id. A routine of a name the lifter already has
// (any case) is already there and is not added twice, so importing an export back into the account
// it came from adds no routine; neither does one past the lifter's limit.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { insertRoutine, writeRoutineExercises } from './queries.js';
import { resolveRoutine } from './resolve.js';
import { ROUTINES_MAX, type RoutineValues } from './schemas.js';

/** Writes the import's staged routines; answers how many were added. */
export async function addImportedRoutines(trx: Transaction<Database>, userId: number, importId: number): Promise<number> {
  const { rows } = await sql<{ routines: RoutineValues[] }>`SELECT staged_routines AS routines FROM imports WHERE id = ${importId}`.execute(trx);
  let added = 0;
  for (const routine of rows[0]?.routines ?? []) {
    const there = await trx
      .selectFrom('routines')
      .select('id')
      .where('user_id', '=', userId)
      .where(sql<boolean>`lower(name) = lower(${routine.name})`)
      .executeTakeFirst();
    if (there !== undefined) continue;
    const id = await insertRoutine(trx, userId, routine.name, ROUTINES_MAX);
    if (id === undefined) break;
    await trx.updateTable('routines').set({ import_id: importId }).where('id', '=', id).execute();
    await writeRoutineExercises(trx, id, await resolveRoutine(trx, userId, routine, []));
    added += 1;
  }
  return added;
}
