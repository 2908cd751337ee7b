// Idempotency keys: a create sent with `Idempotency-Key` stores its answer here
// in the same transaction as the write itself, so a retried request replays the answer instead of
// writing twice, and a write that rolled back leaves no key behind. Keys are per user.
import { sql, type Migration } from 'kysely';
import { statementsMigration } from './statements.js';

const up = [
  sql`CREATE TABLE idempotency_keys (
      user_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      key           text NOT NULL CONSTRAINT idempotency_keys_key_check CHECK (length(key) BETWEEN 1 AND 255),
      -- sha-256 of method, path and the canonical JSON body: the same key with another request is a 422.
      request_hash  text NOT NULL,
      -- Null only inside the writing transaction (the row is claimed first, as the lock).
      status_code   integer,
      response_body text,
      created_at    timestamptz NOT NULL DEFAULT now(),
      CONSTRAINT idempotency_keys_pkey PRIMARY KEY (user_id, key)
    )`,
  // The expiry sweep deletes by age.
  sql`CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at)`,
];

const down = [sql`DROP TABLE idempotency_keys`];

export const idempotencyKeys: Migration = statementsMigration(up, down);
