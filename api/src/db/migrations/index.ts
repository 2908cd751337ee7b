// The one migration history of the api. Migrations are listed here in code, not discovered by
// scanning a folder, so the compiled dist/ and jest (CommonJS) run exactly the same list and a
// build can never silently miss one.
//
// To add a migration: create NNNN-what-it-does.ts beside this file exporting a Migration, and
// append it below with the next number. Names sort as strings and Kysely refuses to run a
// history whose order changed, so never rename or reorder an entry that has shipped.
import type { Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationResultSet } from 'kysely';
import type { Database } from '../schema.js';
import { initialSchema } from './0001-initial-schema.js';
import { seedDictionaryExercises } from './0002-seed-dictionary-exercises.js';
import { setsWeightInLbs } from './0003-sets-weight-in-lbs.js';
import { idempotencyKeys } from './0004-idempotency-keys.js';
import { dataInvariants } from './0005-data-invariants.js';
import { liftDays } from './0006-lift-days.js';
import { userDataChangeFeed } from './0007-user-data-change-feed.js';
import { plainReads } from './0008-plain-reads.js';
import { setKindsRpeDistanceWeightUnit } from './0009-set-kinds-rpe-distance-weight-unit.js';
import { inviteCodes } from './0010-invite-codes.js';
import { imports } from './0011-imports.js';
import { dictionaryExerciseTypes } from './0012-dictionary-exercise-types.js';
import { plannedSets } from './0013-planned-sets.js';
import { importContentMatching } from './0014-import-content-matching.js';
import { namedInvites } from './0015-named-invites.js';
import { routines } from './0016-routines.js';
import { finish } from './0017-finish.js';
import { programs } from './0018-programs.js';
import { feed } from './0019-feed.js';
import { sharedRoutines } from './0020-shared-routines.js';
import { setsCarryLiftAndDay } from './0021-sets-carry-lift-and-day.js';
import { setsLiftRepsIndex } from './0022-sets-lift-reps-index.js';

export const migrations: Record<string, Migration> = {
  '0001-initial-schema': initialSchema,
  '0002-seed-dictionary-exercises': seedDictionaryExercises,
  '0003-sets-weight-in-lbs': setsWeightInLbs,
  '0004-idempotency-keys': idempotencyKeys,
  '0005-data-invariants': dataInvariants,
  '0006-lift-days': liftDays,
  '0007-user-data-change-feed': userDataChangeFeed,
  '0008-plain-reads': plainReads,
  '0009-set-kinds-rpe-distance-weight-unit': setKindsRpeDistanceWeightUnit,
  '0010-invite-codes': inviteCodes,
  '0011-imports': imports,
  '0012-dictionary-exercise-types': dictionaryExerciseTypes,
  '0013-planned-sets': plannedSets,
  '0014-import-content-matching': importContentMatching,
  '0015-named-invites': namedInvites,
  '0016-routines': routines,
  '0017-finish': finish,
  '0018-programs': programs,
  '0019-feed': feed,
  '0020-shared-routines': sharedRoutines,
  '0021-sets-carry-lift-and-day': setsCarryLiftAndDay,
  '0022-sets-lift-reps-index': setsLiftRepsIndex,
};

export function createMigrator(db: Kysely<Database>): Migrator {
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Kysely's own bookkeeping tables, named so they are recognisable among the product's.
    migrationTableName: 'kysely_migration',
    migrationLockTableName: 'kysely_migration_lock',
  });
}

/** Brings the schema up to date. Safe to race: Kysely holds an advisory lock while migrating. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  return unwrap(await createMigrator(db).migrateToLatest());
}

/** Names of known migrations the database has not run yet. */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const all = await createMigrator(db).getMigrations();
  return all.filter((m) => m.executedAt === undefined).map((m) => m.name);
}

/** Turns Kysely's result set into the names that ran, or throws the migration's own error. */
export function unwrap({ error, results = [] }: MigrationResultSet): string[] {
  if (error !== undefined) {
    const failed = results.find((r) => r.status === 'Error');
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause.message}`, { cause });
  }
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
