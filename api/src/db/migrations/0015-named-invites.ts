// Invites by user ID or email, again, without a directory of users: an admin types an ID or an
// address and the api answers the same whether or not it is anyone's. Every such invite is
// stored, whoever it reaches, with what the admin typed (`invited_as`, normalised: digits or a
// lower-case address) and an expiry; the invitee is filled in only when the typed value was one
// account's. So the group's pending list, the rate limits and the answer are the same for a
// typed value that is nobody's. One pending invite per typed value and group replaces the one
// per invitee (an ID and an address of the same person are two invites, as for anyone else).
import { sql, type Migration } from 'kysely';
import { statementsMigration } from './statements.js';

const up = [
  sql`ALTER TABLE group_invites
      ADD COLUMN invited_as text CONSTRAINT group_invites_invited_as_length_check CHECK (char_length(invited_as) BETWEEN 1 AND 254)`,
  // Invites to a named user from before codes: they were made by user ID.
  sql`UPDATE group_invites SET invited_as = invited_user_id::text WHERE code_hash IS NULL AND invited_user_id IS NOT NULL`,
  sql`ALTER TABLE group_invites
      DROP CONSTRAINT group_invites_invitee_or_code_check,
      ADD CONSTRAINT group_invites_named_or_code_check CHECK (
        (code_hash IS NULL AND invited_as IS NOT NULL) OR (code_hash IS NOT NULL AND invited_as IS NULL AND expires_at IS NOT NULL)
      )`,
  sql`DROP INDEX group_invites_pending_unique`,
  sql`CREATE UNIQUE INDEX group_invites_pending_named_unique ON group_invites (group_id, invited_as) WHERE status = 'pending' AND invited_as IS NOT NULL`,
];

const down = [
  sql`DROP INDEX group_invites_pending_named_unique`,
  // Invites that reached nobody, and second invites of one person, cannot exist in the older schema.
  sql`DELETE FROM group_invites WHERE code_hash IS NULL AND invited_user_id IS NULL`,
  sql`DELETE FROM group_invites AS later USING group_invites AS earlier
      WHERE later.status = 'pending' AND earlier.status = 'pending' AND later.group_id = earlier.group_id
        AND later.invited_user_id = earlier.invited_user_id AND later.id > earlier.id`,
  sql`CREATE UNIQUE INDEX group_invites_pending_unique ON group_invites (group_id, invited_user_id) WHERE status = 'pending'`,
  sql`ALTER TABLE group_invites
      DROP CONSTRAINT group_invites_named_or_code_check,
      ADD CONSTRAINT group_invites_invitee_or_code_check CHECK (invited_user_id IS NOT NULL OR (code_hash IS NOT NULL AND expires_at IS NOT NULL)),
      DROP COLUMN invited_as`,
];

export const namedInvites: Migration = statementsMigration(up, down);
