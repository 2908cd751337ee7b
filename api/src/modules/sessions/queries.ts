// SQL of sessions. Every query is scoped to the acting user's id: none can see another's rows.
import type { Kysely } from 'kysely';
import type { Database, SessionRow } from '../../db/schema.js';
import type { SessionValues } from './schemas.js';

const sessionColumns = ['id', 'session_date', 'session_type', 'notes', 'created_at', 'updated_at'] as const;
export type SessionRecord = Omit<SessionRow, 'user_id'>;

/** Newest first: by day, then by creation (id) within a day. Served by sessions_user_date_idx. */
export async function listSessions(db: Kysely<Database>, userId: number): Promise<SessionRecord[]> {
  return db
    .selectFrom('sessions')
    .select(sessionColumns)
    .where('user_id', '=', userId)
    .orderBy('session_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export async function createSession(db: Kysely<Database>, userId: number, values: SessionValues): Promise<SessionRecord> {
  return db
    .insertInto('sessions')
    .values({ user_id: userId, ...values })
    .returning(sessionColumns)
    .executeTakeFirstOrThrow();
}
