// lift_days (migration 0006), the table progress reads: after every kind of write, and under
// concurrent writers, it must hold exactly what the sets say. The reference is the plain
// definition (every set of a user's lift on a day, numeric rounding), compared to the cent.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.js';
import type { Database } from '../../db/schema.js';

let database: TestDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  database = await createTestDatabase({ pool: { max: 6 } });
  db = database.db;
});
afterAll(async () => {
  await database.drop();
});

interface Point {
  user_id: number;
  lift: string;
  day: string;
  max_weight: string | null;
  max_reps: number | null;
  total_volume: string | null;
  best_e1rm: string | null;
}

const cents = (column: string) => sql`round(${sql.ref(column)}::numeric, 2)::text`;

/** lift_days, rounded to the cent, in key order. */
async function table(): Promise<Point[]> {
  const { rows } = await sql<Point>`
    SELECT user_id, lift, day::text AS day, ${cents('max_weight')} AS max_weight, max_reps, ${cents('total_volume')} AS total_volume,
           ${cents('best_e1rm')} AS best_e1rm
    FROM lift_days ORDER BY user_id, lift, day`.execute(db);
  return rows;
}

/** The same rows the plain way: every set of the day's exercises of that name, in one aggregate. */
async function definition(): Promise<Point[]> {
  const { rows } = await sql<Point>`
    WITH lifted AS (
      SELECT e.user_id, lower(e.name) AS lift, s.session_date AS day, st.reps,
             CASE WHEN st.weight_unit = 'kg' THEN st.weight::float8 * 2.20462 ELSE st.weight::float8 END AS lbs
      FROM sets AS st JOIN exercises AS e ON e.id = st.exercise_id JOIN sessions AS s ON s.id = e.session_id
    )
    SELECT user_id, lift, day::text AS day, round(max(lbs)::numeric, 2)::text AS max_weight, max(reps) AS max_reps,
           round(sum(lbs * reps)::numeric, 2)::text AS total_volume,
           round(max(CASE WHEN lbs > 0 AND reps = 1 THEN lbs WHEN lbs > 0 AND reps BETWEEN 2 AND 12 THEN lbs * (1 + reps::float8 / 30) END)::numeric, 2)::text
             AS best_e1rm
    FROM lifted GROUP BY user_id, lift, day ORDER BY user_id, lift, day`.execute(db);
  return rows;
}

async function expectExact(): Promise<Point[]> {
  const rows = await table();
  expect(rows).toEqual(await definition());
  return rows;
}

const one = async <T>(query: RawBuilder<T>): Promise<T> => (await query.execute(db)).rows[0]!;

async function user(subject: string): Promise<number> {
  return (await one(sql<{ id: number }>`INSERT INTO users (issuer, subject) VALUES ('i', ${subject}) RETURNING id`)).id;
}
async function session(userId: number, day: string): Promise<number> {
  return (await one(sql<{ id: number }>`INSERT INTO sessions (user_id, session_date, session_type) VALUES (${userId}, ${day}, 'x') RETURNING id`)).id;
}
async function exercise(sessionId: number, name: string): Promise<number> {
  return (
    await one(sql<{ id: number }>`
      INSERT INTO exercises (session_id, user_id, name, type) SELECT id, user_id, ${name}, 'weighted' FROM sessions WHERE id = ${sessionId} RETURNING id`)
  ).id;
}
/** Sets [weight, unit, reps] appended to the exercise, in one statement. */
async function sets(exerciseId: number, logged: readonly (readonly [number | null, 'lbs' | 'kg' | null, number | null])[]): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO sets (exercise_id, set_number, weight, weight_unit, reps)
    SELECT ${exerciseId}, coalesce((SELECT max(set_number) FROM sets WHERE exercise_id = ${exerciseId}), 0) + n, w, u, r
    FROM unnest(${logged.map((s) => s[0])}::numeric[], ${logged.map((s) => s[1])}::text[], ${logged.map((s) => s[2])}::int[]) WITH ORDINALITY AS l(w, u, r, n)
    RETURNING id`.execute(db);
  return rows.map((r) => r.id);
}

describe('lift_days holds exactly what the sets say, after every kind of write', () => {
  let ana: number;
  let ben: number;
  let monday: number;
  let mondayBench: number;
  let mondaySquat: number;
  let heaviest: number;

  test('sets logged in bulk, in both units, several sessions and lifts a day, two lifters', async () => {
    ana = await user('ana');
    ben = await user('ben');
    monday = await session(ana, '2026-03-02');
    mondayBench = await exercise(monday, 'Bench Press');
    mondaySquat = await exercise(monday, 'Squat');
    heaviest = (
      await sets(mondayBench, [
        [100, 'kg', 3],
        [225, 'lbs', 5],
        [135, null, 12],
      ])
    )[0]!;
    await sets(mondaySquat, [
      [315, 'lbs', 5],
      [null, null, 10],
    ]);
    // A second session the same day: the same point.
    await sets(await exercise(await session(ana, '2026-03-02'), 'bench press'), [[104.55, 'lbs', 3]]);
    await exercise(await session(ana, '2026-03-03'), 'Bench Press'); // no sets: no point
    await sets(await exercise(await session(ben, '2026-03-02'), 'Bench Press'), [[405, 'lbs', 1]]);
    const rows = await expectExact();
    expect(rows.map((r) => [r.user_id, r.lift, r.day])).toEqual([
      [ana, 'bench press', '2026-03-02'],
      [ana, 'squat', '2026-03-02'],
      [ben, 'bench press', '2026-03-02'],
    ]);
    expect(rows[0]).toMatchObject({ max_weight: '225.00', max_reps: 12, best_e1rm: '262.50' });
  });

  test("a set edited (weight, unit, reps), or the day's heaviest set deleted", async () => {
    await sql`UPDATE sets SET weight = 90 WHERE id = ${heaviest}`.execute(db);
    await expectExact();
    await sql`UPDATE sets SET weight_unit = 'lbs', reps = 20 WHERE id = ${heaviest}`.execute(db);
    await expectExact();
    await sql`UPDATE sets SET weight = 500, weight_unit = 'kg' WHERE id = ${heaviest}`.execute(db);
    expect((await expectExact())[0]!.max_weight).toBe('1102.31');
    await sql`DELETE FROM sets WHERE id = ${heaviest}`.execute(db);
    expect((await expectExact())[0]!.max_weight).toBe('225.00');
  });

  test('a note edited or sets renumbered leaves the rows alone', async () => {
    const before = await sql<{ xmin: string }>`SELECT xmin::text FROM lift_days ORDER BY user_id, lift, day`.execute(db);
    await sql`UPDATE sets SET notes = 'easy' WHERE exercise_id = ${mondayBench}`.execute(db);
    await sql`UPDATE sets SET set_number = set_number + 10 WHERE exercise_id = ${mondayBench}`.execute(db);
    await sql`UPDATE exercises SET notes = 'paused', name = 'BENCH PRESS' WHERE id = ${mondayBench}`.execute(db);
    await sql`UPDATE sessions SET notes = 'good day' WHERE id = ${monday}`.execute(db);
    expect((await sql<{ xmin: string }>`SELECT xmin::text FROM lift_days ORDER BY user_id, lift, day`.execute(db)).rows).toEqual(before.rows);
    await expectExact();
  });

  test('a set moved to another exercise, an exercise renamed or moved to another session', async () => {
    const tuesday = await session(ana, '2026-03-03');
    const tuesdayRow = await exercise(tuesday, 'Barbell Row');
    await sql`UPDATE sets SET exercise_id = ${tuesdayRow} WHERE exercise_id = ${mondaySquat} AND reps = 5`.execute(db);
    await expectExact();
    await sql`UPDATE exercises SET name = 'Squat' WHERE id = ${tuesdayRow}`.execute(db);
    await expectExact();
    await sql`UPDATE exercises SET session_id = ${monday} WHERE id = ${tuesdayRow}`.execute(db);
    const rows = await expectExact();
    expect(rows.filter((r) => r.user_id === ana && r.day === '2026-03-03')).toEqual([]);
  });

  test('a session moved to another day (onto a day with the same lift) or handed to another lifter', async () => {
    const friday = await session(ana, '2026-03-06');
    await sets(await exercise(friday, 'Bench Press'), [[185, 'lbs', 8]]);
    await sql`UPDATE sessions SET session_date = '2026-03-06' WHERE id = ${monday}`.execute(db);
    await expectExact();
    await sql`UPDATE sessions SET user_id = ${ben} WHERE id = ${friday}`.execute(db); // exercises follow (ON UPDATE CASCADE)
    await expectExact();
  });

  test('deletes: an exercise, a session, a lifter (cascades), then TRUNCATE', async () => {
    await sql`DELETE FROM exercises WHERE id = ${mondayBench}`.execute(db);
    await expectExact();
    await sql`DELETE FROM sessions WHERE id = ${monday}`.execute(db);
    await expectExact();
    // A lifter deleted with their history: their rows go with them, no day is locked or recomputed.
    const locks = await db.transaction().execute(async (trx) => {
      await sql`DELETE FROM users WHERE id = ${ben}`.execute(trx);
      return (await sql<{ n: number }>`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid()`.execute(trx)).rows[0]!.n;
    });
    expect(locks).toBe(0);
    const rows = await expectExact();
    expect(rows.some((r) => r.user_id === ben)).toBe(false);
    await sql`TRUNCATE sessions CASCADE`.execute(db);
    expect(await table()).toEqual([]);
  });
});

/** A connection of its own, held until `release()`, to interleave two transactions. */
async function connection(): Promise<{ run: <T>(query: RawBuilder<T>) => Promise<T[]>; pid: number; release: () => Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let done!: Promise<void>;
  const conn = await new Promise<Kysely<Database>>((resolve) => {
    done = db.connection().execute(async (c) => {
      resolve(c);
      await released;
    });
  });
  const run = async <T>(query: RawBuilder<T>) => (await query.execute(conn)).rows;
  const [{ pid }] = (await run(sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`)) as [{ pid: number }];
  return {
    run,
    pid,
    release: async () => {
      release();
      await done;
    },
  };
}

/** Resolves once `pid` waits for an advisory lock (the other transaction holds its day). */
async function waitingForLock(pid: number): Promise<void> {
  for (let i = 0; i < 200; i += 1) {
    const [row] = (await sql<{ waiting: boolean }>`SELECT wait_event = 'advisory' AS waiting FROM pg_stat_activity WHERE pid = ${pid}`.execute(db)).rows;
    if (row?.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`backend ${pid} never waited for the lift day's lock`);
}

/**
 * `first` runs in one transaction; `second`, sent in another before `first` commits, must wait
 * for the lift day's lock; then `first` commits, and `second` finishes and commits.
 */
async function race(first: RawBuilder<unknown>, second: RawBuilder<unknown>): Promise<void> {
  const a = await connection();
  const b = await connection();
  try {
    await a.run(sql`BEGIN`);
    await a.run(first);
    await b.run(sql`BEGIN`);
    const pending = b.run(second);
    await waitingForLock(b.pid);
    await a.run(sql`COMMIT`);
    await pending;
    await b.run(sql`COMMIT`);
  } finally {
    await a.release();
    await b.release();
  }
}

describe('concurrent writers of one lifter’s day (READ COMMITTED)', () => {
  test('two transactions logging the same lift on the same day: the second waits, then counts both', async () => {
    const lifter = await user('concurrent-1');
    const first = await exercise(await session(lifter, '2026-05-01'), 'Deadlift');
    const second = await exercise(await session(lifter, '2026-05-01'), 'Deadlift');
    await sets(first, [[300, 'lbs', 5]]);
    await race(
      sql`INSERT INTO sets (exercise_id, set_number, weight, weight_unit, reps) VALUES (${first}, 2, 405, 'lbs', 1)`,
      sql`INSERT INTO sets (exercise_id, set_number, weight, weight_unit, reps) VALUES (${second}, 1, 350, 'lbs', 3)`,
    );
    const rows = await expectExact();
    expect(rows.find((r) => r.user_id === lifter)).toMatchObject({ max_weight: '405.00', total_volume: '2955.00', max_reps: 5 });
  });

  test("one deletes the day's heaviest set while the other logs a set: both are reflected", async () => {
    const lifter = await user('concurrent-2');
    const only = await exercise(await session(lifter, '2026-05-02'), 'Deadlift');
    const [top] = await sets(only, [
      [500, 'lbs', 1],
      [300, 'lbs', 5],
    ]);
    await race(
      sql`DELETE FROM sets WHERE id = ${top}`,
      sql`INSERT INTO sets (exercise_id, set_number, weight, weight_unit, reps) VALUES (${only}, 3, 100, 'kg', 2)`,
    );
    const rows = await expectExact();
    expect(rows.find((r) => r.user_id === lifter)).toMatchObject({ max_weight: '300.00' });
  });

  test('a set logged into a session that another transaction is moving to another day lands on the new day', async () => {
    const lifter = await user('concurrent-3');
    const moving = await session(lifter, '2026-05-03');
    const squat = await exercise(moving, 'Squat');
    await sets(squat, [[225, 'lbs', 5]]);
    // The second writer still sees the session on the 3rd: it locks that day, waits for the first, then finds the 4th.
    await race(
      sql`UPDATE sessions SET session_date = '2026-05-04' WHERE id = ${moving}`,
      sql`INSERT INTO sets (exercise_id, set_number, weight, weight_unit, reps) VALUES (${squat}, 2, 315, 'lbs', 1)`,
    );
    const rows = (await expectExact()).filter((r) => r.user_id === lifter);
    expect(rows).toEqual([expect.objectContaining({ day: '2026-05-04', max_weight: '315.00', total_volume: '1440.00' })]);
  });
});
