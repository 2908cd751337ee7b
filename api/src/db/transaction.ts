// Running work in a transaction when the caller may already be inside one. Kysely cannot nest
// transactions, and a create sent with an Idempotency-Key runs entirely inside the transaction
// that stores its key (idempotency/install.ts), so a route's own "in one transaction" steps join
// that one instead of opening a second (which would also hold a second pool connection).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.js';

export async function inTransaction<T>(db: Kysely<Database>, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  if (db.isTransaction) return work(db as Transaction<Database>);
  return db.transaction().execute(work);
}
