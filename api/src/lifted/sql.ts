// What was lifted, as Kysely expressions: the SQL twin of lifted.ts, for the statements that read
// sets (progress, records, goals, calendar and member summaries). Each takes the alias of the
// sets row in the statement. Nothing here rounds: readers round lbs to 0.01 once, as they answer.
import { sql, type RawBuilder } from 'kysely';
import { E1RM_MAX_REPS } from './lifted.js';

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
 * Epley's factor by reps, float8: [1] is 1, [r] is 1 + r / 30 (float8, as lifted.ts divides) up
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

/** lbs rounded to 0.01 by PostgreSQL (for JSON built in SQL): what round.ts roundLbs answers. */
export function roundedLbs(lbs: RawBuilder<number | null>): RawBuilder<number | null> {
  return sql<number | null>`round((${lbs})::numeric, 2)`;
}
