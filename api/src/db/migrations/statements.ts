// A migration of plain statements, the shape of every migration here: `up` run in order, and
// `down` undoing it, each statement awaited before the next (one migration runs in one transaction).
import { sql, type Kysely, type Migration, type RawBuilder } from 'kysely';

type Statement = RawBuilder<unknown> | string;

async function run(db: Kysely<unknown>, statements: readonly Statement[]): Promise<void> {
  for (const statement of statements) await (typeof statement === 'string' ? sql.raw(statement) : statement).execute(db);
}

/** The migration that runs `up`'s statements, and `down`'s to undo them (SQL text or `sql` templates). */
export function statementsMigration(up: readonly Statement[], down: readonly Statement[]): Migration {
  return { up: (db) => run(db, up), down: (db) => run(db, down) };
}
