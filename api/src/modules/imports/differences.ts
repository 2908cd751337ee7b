// What differs between a changed workout of a file and the lifter's session it resembles, in a
// few words for the check's list ("Squat: 2 sets in the file, 3 in your log"), so the lifter can
// tell which to keep. Both sides come in the staged jsonb shape (fingerprint.ts); exercises are
// paired by name (any case), in order.
import type { SetValues } from '../sets/schemas.js';

/** A set as staged or logged: the columns its row stores. */
export type ComparedSet = SetValues;

export interface ComparedWorkout {
  type: string;
  notes: string | null;
  exercises: { name: string; variation?: string | null; type: string; notes: string | null; superset_group?: number | null; sets: ComparedSet[] }[];
}

/** At most this many differences are named; the rest are counted. */
export const DIFFERENCES_LISTED = 3;

const blank = (text: string | null | undefined) => (text ?? '').trim();
const round = (value: number | null, places: number) => (value === null ? null : Math.round(Number(value) * 10 ** places) / 10 ** places);

/** A set in a few words: "5 × 225 lbs", "45.5 s, 40 m", with its kind, RPE and a note mark. */
export function setText(set: ComparedSet): string {
  const parts: string[] = [];
  const weight = round(set.weight, 2);
  if (set.reps !== null && weight !== null) parts.push(`${set.reps} × ${weight} ${set.weight_unit ?? 'lbs'}`);
  else if (weight !== null) parts.push(`${weight} ${set.weight_unit ?? 'lbs'}`);
  else if (set.reps !== null) parts.push(`${set.reps} reps`);
  if (set.duration_ms !== null) parts.push(`${Number(set.duration_ms) / 1000} s`);
  if (set.distance_m !== null) parts.push(`${round(set.distance_m, 2)} m`);
  if (set.kind !== 'normal') parts.push(set.kind === 'warmup' ? 'warm-up' : set.kind);
  if (set.rpe !== null) parts.push(`RPE ${round(set.rpe, 1)}`);
  if (blank(set.notes) !== '') parts.push(`note "${blank(set.notes)}"`);
  return parts.join(', ') || 'empty';
}

function exerciseDifferences(name: string, theirs: ComparedWorkout['exercises'][number], mine: ComparedWorkout['exercises'][number]): string[] {
  const found: string[] = [];
  if (theirs.sets.length !== mine.sets.length) found.push(`${name}: ${theirs.sets.length} sets in the file, ${mine.sets.length} in your log`);
  const shared = Math.min(theirs.sets.length, mine.sets.length);
  for (let i = 0; i < shared; i += 1) {
    const a = setText(theirs.sets[i]!);
    const b = setText(mine.sets[i]!);
    if (a !== b) found.push(`${name} set ${i + 1}: ${a} in the file, ${b} in your log`);
  }
  if (blank(theirs.notes) !== blank(mine.notes)) found.push(`${name}: the notes differ`);
  if (blank(theirs.variation) !== blank(mine.variation)) found.push(`${name}: the variation differs`);
  if (theirs.type !== mine.type) found.push(`${name}: ${theirs.type} in the file, ${mine.type} in your log`);
  if ((theirs.superset_group ?? null) !== (mine.superset_group ?? null)) found.push(`${name}: the superset differs`);
  return found;
}

/** The differences, in order: the workout's notes, lifts only on one side, then per shared lift its sets, notes and type. */
export function workoutDifferences(theirs: ComparedWorkout, mine: ComparedWorkout): string[] {
  const found: string[] = [];
  if (blank(theirs.notes) !== blank(mine.notes)) found.push('The workout notes differ');
  const key = (name: string) => name.toLowerCase();
  const mineByName = new Map<string, ComparedWorkout['exercises'][number][]>();
  for (const exercise of mine.exercises) mineByName.set(key(exercise.name), [...(mineByName.get(key(exercise.name)) ?? []), exercise]);
  const onlyTheirs: string[] = [];
  const pairs: [ComparedWorkout['exercises'][number], ComparedWorkout['exercises'][number]][] = [];
  for (const exercise of theirs.exercises) {
    const match = mineByName.get(key(exercise.name))?.shift();
    if (match === undefined) onlyTheirs.push(exercise.name);
    else pairs.push([exercise, match]);
  }
  const onlyMine = [...mineByName.values()].flat().map((exercise) => exercise.name);
  if (onlyTheirs.length > 0) found.push(`Only in the file: ${onlyTheirs.join(', ')}`);
  if (onlyMine.length > 0) found.push(`Only in your log: ${onlyMine.join(', ')}`);
  for (const [a, b] of pairs) found.push(...exerciseDifferences(b.name, a, b));
  if (found.length === 0) found.push('The order of the exercises differs');
  if (found.length <= DIFFERENCES_LISTED) return found;
  const more = found.length - DIFFERENCES_LISTED;
  return [...found.slice(0, DIFFERENCES_LISTED), `…and ${more} more ${more === 1 ? 'difference' : 'differences'}`];
}
