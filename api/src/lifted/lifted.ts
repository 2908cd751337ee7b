// What was lifted: the one definition every reader of logged sets uses (progress points, personal
// records, goal progress, the calendar's day summaries, a group member's workout summaries).
// The SQL readers build their statements from the expressions in sql.ts; Finish's records read a
// session's sets here (setLbs, setE1rm). Volume and which sets count exist only in SQL (sql.ts
// liftedVolume, countedSet): lifted.test.ts keeps their TypeScript form as the oracle that holds
// every reader to the same numbers for the same sets.
//
// - Weight in lbs: a set logged in kg is weight × LBS_PER_KG; lbs (or no unit: docs/product.md §3) as is.
//   PostgreSQL keeps this per set in sets.weight_lbs (a generated column, migration 0003, float8:
//   the same multiplication as toLbs), which the sets index carries for progress and records.
// - Volume of a set: lbs × reps; a set without both (bodyweight, timed) adds nothing.
// - Estimated 1RM (Epley): lbs × (1 + reps / 30), a single being its own 1RM, trusted only for
//   1 to E1RM_MAX_REPS reps; a set outside that range, or of 0 lbs, gives no estimate.
// - Which sets count: every logged set of the lift (timed and bodyweight ones included; they
//   simply have no weight or no reps) except warm-ups: a warm-up set still shows and
//   counts in set counts, but never in records, progress points, goal progress or volume. Drop and
//   failure sets count. sql.ts countedSet is the one place that says so.
import type { SetKind, WeightUnit } from '@liftbook/shared/contract';
import { LBS_PER_KG } from '@liftbook/shared/set-rules';

/** Epley's estimate is trusted for sets of 1 to this many reps. */
export const E1RM_MAX_REPS = 12;

/** A logged set as the definition reads it (the stored columns). */
export interface LiftedSet {
  weight: number | null;
  weight_unit: WeightUnit | null;
  reps: number | null;
  duration_ms?: number | null;
  /** 'normal' when absent. */
  kind?: SetKind;
}

/** A weight in lbs: kg converted, lbs (or no unit) as is. */
export function toLbs(weight: number, unit: WeightUnit | null): number {
  return unit === 'kg' ? weight * LBS_PER_KG : weight;
}

/** The set's weight in lbs; null when it has none. */
export function setLbs(set: LiftedSet): number | null {
  return set.weight === null ? null : toLbs(set.weight, set.weight_unit);
}

/** Epley's factor for `reps`: 1 for a single, 1 + reps / 30 up to E1RM_MAX_REPS; null outside. */
export function epleyFactor(reps: number | null): number | null {
  if (reps === null || !Number.isInteger(reps) || reps < 1 || reps > E1RM_MAX_REPS) return null;
  return reps === 1 ? 1 : 1 + reps / 30;
}

/** The set's estimated 1RM in lbs; null when there is none (no weight, reps out of range, 0 lbs). */
export function setE1rm(set: LiftedSet): number | null {
  const lbs = setLbs(set);
  const factor = epleyFactor(set.reps);
  if (lbs === null || factor === null) return null;
  const estimate = lbs * factor;
  return estimate > 0 ? estimate : null;
}
