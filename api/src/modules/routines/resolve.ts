// A checked routine made ready to store, shared by the routines' routes and the import's finish.
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { ValidationError } from '../../http/errors.js';
import { findDictionaryExercise, resolveExerciseName } from '../exercises/queries.js';
import { findWeightUnit } from '../users/queries.js';
import type { ResolvedRoutineExercise } from './queries.js';
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
  const resolved: ResolvedRoutineExercise[] = [];
  for (const [index, exercise] of values.exercises.entries()) {
    let naming: { name: string; dictionary_exercise_id: number | null };
    if (exercise.source.kind === 'dictionary') {
      const entry = await findDictionaryExercise(trx, exercise.source.id);
      if (entry === undefined) {
        const field = `exercises[${index}].dictionary_exercise_id`;
        throw new ValidationError(`${field} ${exercise.source.id} is not in the exercise dictionary`, field);
      }
      naming = { name: entry.name, dictionary_exercise_id: entry.id };
    } else {
      naming = await resolveExerciseName(trx, userId, exercise.source.name);
    }
    if (exercise.id !== null && !current.some((c) => c.id === exercise.id)) {
      throw new ValidationError(`exercises[${index}].id is not an exercise of this routine`, `exercises[${index}].id`);
    }
    const { source: _source, ...rest } = exercise;
    resolved.push({ ...rest, ...naming, weight_unit: exercise.weight_unit ?? unit });
  }
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
