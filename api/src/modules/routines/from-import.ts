// A Liftbook export's routines, written by the import's finish (in its transaction): each as the
// lifter would create it, marked with the import's id. A routine of a name the lifter already has
// (any case) is already there and is not added twice, so importing an export back into the account
// it came from adds no routine; neither does one past the lifter's limit.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { hasRoutineNamed, insertRoutine, markRoutineImported, stagedRoutines, writeRoutineExercises } from './queries.js';
import { resolveRoutine } from './resolve.js';
import { ROUTINES_MAX } from './schemas.js';

/** Writes the import's staged routines; answers how many were added. */
export async function addImportedRoutines(trx: Transaction<Database>, userId: number, importId: number): Promise<number> {
  let added = 0;
  for (const routine of await stagedRoutines(trx, importId)) {
    if (await hasRoutineNamed(trx, userId, routine.name)) continue;
    const id = await insertRoutine(trx, userId, routine.name, ROUTINES_MAX);
    if (id === undefined) break;
    await markRoutineImported(trx, id, importId);
    await writeRoutineExercises(trx, id, await resolveRoutine(trx, userId, routine, []));
    added += 1;
  }
  return added;
}
