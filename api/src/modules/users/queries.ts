// SQL of the users table. The identity upsert is the one query not keyed by an acting user's
// id: it is how a token's (issuer, subject) becomes that id.
import type { Kysely } from 'kysely';
import type { UserProfile, WeightUnit } from '@liftbook/shared/contract';
import type { Database } from '../../db/schema.js';
import type { TokenIdentity } from '../../auth/verify-token.js';

/**
 * The user row for a token identity, created on first sight and with name and email kept in
 * step with the claims. One statement, so concurrent first requests of the same person cannot
 * create two users (the unique (issuer, subject) constraint decides, ON CONFLICT resolves).
 * An unchanged row is not rewritten (no dead tuple per request); it is read instead.
 */
export async function upsertUserFromIdentity(db: Kysely<Database>, identity: TokenIdentity): Promise<Omit<UserProfile, 'weight_unit'>> {
  const { issuer, subject, name, email } = identity;
  const written = await db
    .insertInto('users')
    .values({ issuer, subject, name, email })
    .onConflict((conflict) =>
      conflict
        .columns(['issuer', 'subject'])
        .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), email: eb.ref('excluded.email') }))
        .where((eb) => eb.or([eb('users.name', 'is distinct from', eb.ref('excluded.name')), eb('users.email', 'is distinct from', eb.ref('excluded.email'))])),
    )
    .returning(['id', 'name', 'email'])
    .executeTakeFirst();
  if (written !== undefined) return written;
  return db.selectFrom('users').select(['id', 'name', 'email']).where('issuer', '=', issuer).where('subject', '=', subject).executeTakeFirstOrThrow();
}

/** The lifter's unit preference (lbs unless chosen). */
export async function findWeightUnit(db: Kysely<Database>, userId: number): Promise<WeightUnit> {
  const row = await db.selectFrom('users').select('weight_unit').where('id', '=', userId).executeTakeFirst();
  return row?.weight_unit ?? 'lbs';
}

/** Sets the lifter's unit preference. */
export async function updateWeightUnit(db: Kysely<Database>, userId: number, weightUnit: WeightUnit): Promise<void> {
  await db.updateTable('users').set({ weight_unit: weightUnit }).where('id', '=', userId).execute();
}
