// The pool outlives its connections: a connection the server ends while it is checked out (a
// PostgreSQL restart ends every backend) must fail its own work, not the process.
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ migrate: false });
});
afterAll(async () => {
  await database.drop();
});

test('a connection ended by the server inside a transaction fails that transaction; the next query reconnects', async () => {
  const { db } = database;
  const work = db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
    // Another pooled connection ends this one, as a restart would (57P01 arrives while it is idle in the transaction).
    await sql`SELECT pg_terminate_backend(${rows[0]!.pid})`.execute(db);
    // Gone once PostgreSQL no longer lists the backend (pg_terminate_backend only signals it).
    while ((await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ${rows[0]!.pid}`.execute(db)).rows[0]!.n > 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    await sql`SELECT 1`.execute(trx);
  });
  await expect(work).rejects.toThrow();
  expect((await sql<{ one: number }>`SELECT 1 AS one`.execute(db)).rows).toEqual([{ one: 1 }]);
});

test('JIT is off on every connection of the pool, whatever the server says', async () => {
  const { db } = database;
  const settings = await Promise.all(
    Array.from({ length: 3 }, () => db.connection().execute(async (connection) => (await sql<{ jit: string }>`SHOW jit`.execute(connection)).rows[0]!.jit)),
  );
  expect(settings).toEqual(['off', 'off', 'off']);
});
