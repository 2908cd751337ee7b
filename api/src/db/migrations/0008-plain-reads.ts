// Back to plain reads: drops what 0006 and 0007 added to keep derived data in step with every
// write. 0007's change feed (NOTIFY triggers on sessions, exercises and sets, for the response
// cache the api no longer has) and 0006's lift_days (the progress table kept by statement
// triggers under advisory locks: progress now reads the sets, through the same index as
// records). Writes no longer pay for them, and nothing in the database computes what was lifted:
// that is lifted/ in the api. Down puts both back exactly as their own migrations create them
// (lift_days refilled from the sets).
import type { Migration } from 'kysely/migration';
import { liftDays } from './0006-lift-days.js';
import { userDataChangeFeed } from './0007-user-data-change-feed.js';

export const plainReads: Migration = {
  up: async (db) => {
    await userDataChangeFeed.down!(db);
    await liftDays.down!(db);
  },
  down: async (db) => {
    await liftDays.up(db);
    await userDataChangeFeed.up(db);
  },
};
