// A checked routine made ready to store, shared by the routines' routes and the import's finish.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ValidationError } from '../../http/errors.js';
import { findWeightUnit } from '../users/queries.js';
import { resolveRoutineNames, type ResolvedRoutineExercise } from './queries.js';
import type { RoutineValues } from './schemas.js';

const sameLift = (a: { name: string; variation: string | null; type: string }, b: typeof a) =>
  a.name.toLowerCase() === b.name.toLowerCase() && a.variation === b.variation && a.type === b.type;

/**
 * The checked routine ready to store: names resolved as exercises resolve theirs (the dictionary's
 * spelling and id, else the lifter's custom exercise, made when new), the lifter's unit where none
 * was sent, and each exercise matched to the routine's own (`current`) to keep its state: by the
 * id sent, else by the same lift. An id that is not one of this routine's exercises is a 400.
 */
export async function resolveRoutine(
  trx: Transaction<Database>,
  userId: number,
  values: RoutineValues,
  current: ReadonlyArray<{ id: number; name: string; variation: string | null; type: string }>,
): Promise<ResolvedRoutineExercise[]> {
  const unit = values.exercises.some((e) => e.weight_unit === null) ? await findWeightUnit(trx, userId) : 'lbs';
  // An id that is not this routine's is refused before anything is looked up or made.
  for (const [index, exercise] of values.exercises.entries()) {
    if (exercise.id !== null && !current.some((c) => c.id === exercise.id)) {
      throw new ValidationError(`exercises[${index}].id is not an exercise of this routine`, `exercises[${index}].id`);
    }
  }
  // Every name at once: one statement, whatever the routine's size.
  const namings = await resolveRoutineNames(
    trx,
    userId,
    values.exercises.map((exercise) => exercise.source),
  );
  const resolved: ResolvedRoutineExercise[] = values.exercises.map((exercise, index) => {
    const naming = namings[index];
    if (naming === null || naming === undefined) {
      const field = `exercises[${index}].dictionary_exercise_id`;
      const id = exercise.source.kind === 'dictionary' ? exercise.source.id : '';
      throw new ValidationError(`${field} ${id} is not in the exercise dictionary`, field);
    }
    const { source: _source, ...rest } = exercise;
    return { ...rest, ...naming, weight_unit: exercise.weight_unit ?? unit };
  });
  const claimed = new Set(resolved.map((e) => e.id).filter((id) => id !== null));
  for (const exercise of resolved) {
    if (exercise.id !== null) continue;
    const match = current.find((c) => !claimed.has(c.id) && sameLift(c, exercise));
    if (match === undefined) continue;
    claimed.add(match.id);
    exercise.id = match.id;
  }
  return resolved;
}
