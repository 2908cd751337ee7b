// Invite codes: a lifter finds a training partner without a directory of users. An
// admin makes a code for the group and gives it to the partner by any means they like; the
// partner joins by typing it. Such an invite names nobody until it is used, so the api never
// says who has an account. It is an ordinary pending invite whose invitee is not known yet: the
// code's SHA-256 (never the code itself), an expiry, and the invitee filled in when it is used.
// Inviting is rate-limited by counting recent invites, per inviter and per group (the indexes).
import { sql, type Migration } from 'kysely';
import { statementsMigration } from './statements.js';

const up = [
  sql`ALTER TABLE group_invites
      ALTER COLUMN invited_user_id DROP NOT NULL,
      ADD COLUMN code_hash text,
      ADD COLUMN expires_at timestamptz,
      ADD CONSTRAINT group_invites_invitee_or_code_check CHECK (invited_user_id IS NOT NULL OR (code_hash IS NOT NULL AND expires_at IS NOT NULL))`,
  sql`CREATE UNIQUE INDEX group_invites_code_hash_unique ON group_invites (code_hash) WHERE code_hash IS NOT NULL`,
  sql`CREATE INDEX group_invites_inviter_created_idx ON group_invites (invited_by, created_at)`,
  sql`CREATE INDEX group_invites_group_created_idx ON group_invites (group_id, created_at)`,
];

const down = [
  sql`DROP INDEX group_invites_group_created_idx`,
  sql`DROP INDEX group_invites_inviter_created_idx`,
  sql`DROP INDEX group_invites_code_hash_unique`,
  // Codes nobody used have no invitee: they cannot exist in the older schema.
  sql`DELETE FROM group_invites WHERE invited_user_id IS NULL`,
  sql`ALTER TABLE group_invites
      DROP CONSTRAINT group_invites_invitee_or_code_check,
      DROP COLUMN expires_at,
      DROP COLUMN code_hash,
      ALTER COLUMN invited_user_id SET NOT NULL`,
];

export const inviteCodes: Migration = statementsMigration(up, down);
