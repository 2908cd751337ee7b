// SQL of idempotency keys (migration 0004). A key is claimed with an INSERT at the start of the
// create's transaction: a concurrent request with the same key waits on the primary key until
// that transaction ends, then finds the stored answer (or, after a rollback, claims the key itself).
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.js';

/** How long an answer is kept and replayed. */
export const IDEMPOTENCY_TTL_HOURS = 24;
const ttl = sql.raw(`interval '${IDEMPOTENCY_TTL_HOURS} hours'`);

export interface StoredAnswer {
  request_hash: string;
  status_code: number | null;
  response_body: string | null;
}

/**
 * Claims (user, key) for this transaction: true when it is ours to execute (new, or the stored
 * answer has expired and is replaced), false when a live answer exists (read it with findAnswer).
 */
export async function claimKey(trx: Transaction<Database>, userId: number, key: string, requestHash: string): Promise<boolean> {
  const { rows } = await sql<{ claimed: boolean }>`
    INSERT INTO idempotency_keys (user_id, key, request_hash) VALUES (${userId}, ${key}, ${requestHash})
    ON CONFLICT (user_id, key) DO UPDATE
      SET request_hash = excluded.request_hash, status_code = NULL, response_body = NULL, created_at = now()
      WHERE idempotency_keys.created_at < now() - ${ttl}
    RETURNING true AS claimed`.execute(trx);
  return rows.length > 0;
}

export async function findAnswer(trx: Transaction<Database>, userId: number, key: string): Promise<StoredAnswer | undefined> {
  return trx
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function storeAnswer(trx: Transaction<Database>, userId: number, key: string, statusCode: number, body: string): Promise<void> {
  await trx
    .updateTable('idempotency_keys')
    .set({ status_code: statusCode, response_body: body })
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .execute();
}

/** Deletes answers older than the time they are replayed for; returns how many went. */
export async function deleteExpiredKeys(db: Kysely<Database>): Promise<number> {
  const result = await sql`DELETE FROM idempotency_keys WHERE created_at < now() - ${ttl}`.execute(db);
  return Number(result.numAffectedRows ?? 0n);
}
