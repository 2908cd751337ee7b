// The heavy lifter's history, shared by the benches that read it (heavy-lifter.mjs, goals.mjs):
// three years of training (600 sessions, 3,000 exercises, 12,000 sets) plus one outsized
// session (40 exercises of 10 sets, in kg), inserted in a few bulk statements.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';

const SESSIONS = 600;
const EXERCISES_PER_SESSION = 5;
const SETS_PER_EXERCISE = 4;
export const LAST_DAY = '2026-10-31';

/** Seeds `userId`'s history; returns the outsized session's id. Logs what it made. */
export async function seedHeavyLifter(db, userId) {
  const seedStarted = performance.now();
  await sql`
    INSERT INTO sessions (user_id, session_date, session_type, notes)
    SELECT ${userId}, ${LAST_DAY}::date - (i * 1095 / ${SESSIONS}), (ARRAY['push', 'pull', 'legs'])[i % 3 + 1],
           CASE WHEN i % 4 = 0 THEN 'felt strong' END
    FROM generate_series(0, ${SESSIONS - 1}) AS i`.execute(db);
  await sql`
    INSERT INTO exercises (session_id, user_id, session_date, name, type, dictionary_exercise_id, position, variation)
    SELECT s.id, s.user_id, s.session_date, d.name, 'weighted', d.id, p, CASE WHEN p = 1 THEN 'paused' END
    FROM sessions AS s
    CROSS JOIN generate_series(1, ${EXERCISES_PER_SESSION}) AS p
    JOIN dictionary_exercises AS d ON d.id = 1 + (s.id * 7 + p * 13) % 150
    WHERE s.user_id = ${userId}`.execute(db);
  await sql`
    INSERT INTO sets (exercise_id, session_id, user_id, lift, session_date, set_number, weight, weight_unit, reps, notes)
    SELECT e.id, e.session_id, e.user_id, e.lift, e.session_date, n, 95 + (e.id % 20) * 5 + n * 10 + 0.5, 'lbs', 13 - n, CASE WHEN n = 4 THEN 'top set' END
    FROM exercises AS e CROSS JOIN generate_series(1, ${SETS_PER_EXERCISE}) AS n
    WHERE e.user_id = ${userId}`.execute(db);
  // One outsized session (a long accessory day), to show the counts do not depend on its size.
  const {
    rows: [outsized],
  } = await sql`
    INSERT INTO sessions (user_id, session_date, session_type, notes) VALUES (${userId}, ${LAST_DAY}, 'marathon', 'everything') RETURNING id`.execute(db);
  await sql`
    WITH e AS (
      INSERT INTO exercises (session_id, user_id, session_date, name, type, dictionary_exercise_id, position)
      SELECT ${outsized.id}, ${userId}, ${LAST_DAY}::date, d.name, 'weighted', d.id, p
      FROM generate_series(1, 40) AS p JOIN dictionary_exercises AS d ON d.id = p
      RETURNING id, session_id, user_id, lift, session_date
    )
    INSERT INTO sets (exercise_id, session_id, user_id, lift, session_date, set_number, weight, weight_unit, reps) SELECT e.id, e.session_id, e.user_id, e.lift, e.session_date, n, 100 + n, 'kg', 10 FROM e CROSS JOIN generate_series(1, 10) AS n`.execute(
    db,
  );
  await sql`ANALYZE`.execute(db);
  const {
    rows: [totals],
  } = await sql`
    SELECT (SELECT count(*) FROM sessions) AS sessions, (SELECT count(*) FROM exercises) AS exercises, (SELECT count(*) FROM sets) AS sets`.execute(db);
  console.log(`seeded ${totals.sessions} sessions, ${totals.exercises} exercises, ${totals.sets} sets in ${Math.round(performance.now() - seedStarted)} ms`);
  return outsized.id;
}
