// A workout's identity across imports: a SHA-256 of its content, computed by the api from the
// checked values (never sent by the page). Importing the same workout again, from the same file
// or an overlapping one, gives the same fingerprint, which the lifter's imported sessions keep
// (unique per lifter): it is found and skipped. Sessions typed by hand have none, so they are
// never mistaken for an imported workout.
//
// What goes in: the date and time as written, the workout's name, and per exercise its type and
// every set's kind and values, in order. Exercise names stay out: a lifter may map a file's
// "Bench Press (Barbell)" onto a different lift the second time, and it is still the same workout.
// Notes stay out too (they carry the page's wording of rest timers and durations). Numbers are
// rounded as the database stores them (weights and distances to 0.01, RPE to 0.1).
import { createHash } from 'node:crypto';
import type { SetValues } from '../sets/schemas.js';

interface FingerprintedWorkout {
  type: string;
  exercises: { type: string; sets: SetValues[] }[];
}

const cents = (value: number | null) => (value === null ? null : Math.round(value * 100));
const tenths = (value: number | null) => (value === null ? null : Math.round(value * 10));

function setKey(set: SetValues): unknown[] {
  return [set.kind, cents(set.weight), set.weight_unit, set.reps, set.duration_ms, cents(set.distance_m), tenths(set.rpe)];
}

/** `startedAt`: the workout's date (and time) as sent; `workout`: its checked values. */
export function workoutFingerprint(startedAt: string, workout: FingerprintedWorkout): string {
  const content = [startedAt.trim(), workout.type.toLowerCase(), workout.exercises.map((exercise) => [exercise.type, exercise.sets.map(setKey)])];
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
