// What was lifted: the one definition every reader of logged sets uses (progress points, personal
// records, the records a session sets, goal progress, the calendar's day summaries, a group's feed,
// board and member workouts), as Kysely expressions each reader builds its statement from. Each
// takes the alias of the sets row in the statement. lifted.test.ts keeps the same rules in
// TypeScript as the oracle that holds every reader to them.
//
// - Weight in lbs: a set logged in kg is weight × LBS_PER_KG; lbs (or no unit: docs/product.md §3)
//   as is. PostgreSQL keeps it per set in sets.weight_lbs (a generated float8 column, migration 0003).
// - Volume of a set: lbs × reps; a set without both (bodyweight, timed) adds nothing.
// - Estimated 1RM (Epley): lbs × (1 + reps / 30), a single being its own 1RM, trusted only for
//   1 to E1RM_MAX_REPS reps; a set outside that range, or of 0 lbs, gives no estimate.
// - Which sets count: every logged set of the lift except warm-ups (a warm-up still shows and
//   counts in set counts, never in records, progress, goal progress or volume).
// - Figures are rounded to 0.01 by PostgreSQL (roundedLbs), once, on the values a reader answers.
import { sql, type RawBuilder } from 'kysely';
import { LBS_PER_KG } from '@liftbook/shared/set-rules';

/** Epley's estimate is trusted for sets of 1 to this many reps. */
export const E1RM_MAX_REPS = 12;

/**
 * The set's weight in lbs, float8: sets.weight_lbs, which PostgreSQL computes as toLbs does
 * (weight::float8 × 2.20462 for kg; migration 0003) and the sets index carries with the reps.
 */
export function liftedLbs(set: string): RawBuilder<number | null> {
  return sql<number | null>`${sql.ref(`${set}.weight_lbs`)}`;
}

/** lbs × reps; null when the set lacks either (a sum over them skips it). */
export function liftedVolume(set: string): RawBuilder<number | null> {
  return sql<number | null>`(${liftedLbs(set)} * ${sql.ref(`${set}.reps`)})`;
}

/**
 * Epley's factor by reps, float8: [1] is 1, [r] is 1 + r / 30 (float8, as lifted.test.ts's oracle divides) up
 * to E1RM_MAX_REPS; any other count is outside the array, so the estimate is null. PostgreSQL
 * folds the constant once per statement.
 */
const EPLEY = sql`(ARRAY[1::float8, ${sql.join(Array.from({ length: E1RM_MAX_REPS - 1 }, (_, i) => sql.raw(`1 + ${i + 2} / 30::float8`)))}])`;

/**
 * The estimated 1RM (lbs × Epley's factor): null outside 1–E1RM_MAX_REPS reps or without a weight,
 * 0 for a set of 0 lbs (readers take only estimates above 0, as setE1rm answers null for it).
 */
export function liftedE1rm(set: string): RawBuilder<number | null> {
  return sql<number | null>`(${liftedLbs(set)} * ${EPLEY}[${sql.ref(`${set}.reps`)}])`;
}

/** Whether the set counts towards what was lifted (lifted.test.ts holds it to its countsSet oracle). */
export function countedSet(set: string): RawBuilder<boolean> {
  // Written as the predicate of migration 0009's partial index, so progress and records use it.
  return sql<boolean>`${sql.ref(`${set}.kind`)} <> 'warmup'`;
}

/**
 * lbs rounded to 0.01 by PostgreSQL: round(x::numeric, 2) (the cast keeps 15 significant digits,
 * then a half rounds away from zero: a 104.55 lbs triple's Epley, 115.005, is 115.01). Readers
 * apply it to the values they answer, after any aggregation, so it runs once per answered figure.
 */
export function roundedLbs(lbs: RawBuilder<number | null>): RawBuilder<number | null> {
  return sql<number | null>`round((${lbs})::numeric, 2)`;
}

/** lbs as a figure in `unit`: kg divided back by LBS_PER_KG (float8, as the weight was multiplied), else lbs. */
export function lbsInUnit(lbs: RawBuilder<number | null>, unit: RawBuilder<string | null>): RawBuilder<number | null> {
  return sql<number | null>`(CASE WHEN ${unit} = 'kg' THEN (${lbs}) / ${sql.lit(LBS_PER_KG)}::float8 ELSE ${lbs} END)`;
}
