// recordInputs' history, case by case: what each session's records are judged against. Several
// sessions of one lifter are asked in one call, so each must get its own "before" (by day, then
// id), never another lifter's sets, never a warm-up, and lifts matched ignoring case.
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.js';
import { insertSets } from '../sets/queries.js';
import { recordInputs } from './queries.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

type SetRow = [weight: number | null, reps: number | null, kind?: 'warmup' | 'normal' | 'drop' | 'failure'];

async function user(subject: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO users (issuer, subject, name, email) VALUES ('https://idp.test', ${subject}, ${subject}, ${`${subject}@example.com`}) RETURNING id`.execute(
    database.db,
  );
  return rows[0]!.id;
}

/** A session of `userId` on `date` with exercises by name, each with its sets (lbs). */
async function session(userId: number, date: string, exercises: Record<string, SetRow[]>): Promise<number> {
  const { id } = await database.db
    .insertInto('sessions')
    .values({ user_id: userId, session_date: date, session_type: 'Push' })
    .returning('id')
    .executeTakeFirstOrThrow();
  let position = 0;
  for (const [name, sets] of Object.entries(exercises)) {
    position += 1;
    const exercise = await database.db
      .insertInto('exercises')
      .values({ session_id: id, user_id: userId, session_date: date, name, type: 'weighted', position })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertSets(
      database.db,
      sets.map(([weight, reps, kind = 'normal'], i) => ({
        exercise_id: exercise.id,
        set_number: i + 1,
        weight,
        weight_unit: weight === null ? null : ('lbs' as const),
        reps,
        kind,
      })),
    ).execute();
  }
  return id;
}

const sorted = (rows: { lift: string; reps: number | null; lbs: number | null }[]) =>
  rows.map((r) => [r.lift, r.reps, r.lbs]).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('recordInputs: the history each session is judged against', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const lifter = await user('history-lifter');
    const other = await user('history-other');
    ids = {
      // Another lifter's heavier bench, earlier: never anyone else's history.
      other: await session(other, '2026-01-01', { 'Bench Press': [[500, 5]] }),
      first: await session(lifter, '2026-01-01', {
        'Bench Press': [
          [300, 3, 'warmup'],
          [220, 5],
        ],
        'Pull-up': [[null, 10]],
      }),
      // Same day, later id: the first is before it, not the other way round.
      sameDay: await session(lifter, '2026-01-01', {
        'bench press': [
          [225, 5, 'drop'],
          [200, 8],
        ],
      }),
      latest: await session(lifter, '2026-01-03', { 'BENCH PRESS': [[230, 5]], Deadlift: [[315, 5]], 'Pull-up': [[null, 12]] }),
      // Logged last, dated between: the latest session's history holds it, the earlier ones' do not.
      backfilled: await session(lifter, '2026-01-02', { 'Bench Press': [[180, 10]] }),
    };
  });

  it.each([
    ['the first session of every lift', 'first', []],
    ['a later session the same day', 'sameDay', [['bench press', 5, 220]]],
    [
      'a backfilled day between',
      'backfilled',
      [
        ['bench press', 5, 225],
        ['bench press', 8, 200],
      ],
    ],
    [
      'the latest session: every earlier day, case ignored, a lift never done before left out, a bodyweight set kept without lbs',
      'latest',
      [
        ['bench press', 5, 225],
        ['bench press', 8, 200],
        ['bench press', 10, 180],
        ['pull-up', 10, null],
      ],
    ],
    ['another lifter’s session', 'other', []],
  ] as const)('%s', async (_title, key, expected) => {
    const inputs = await recordInputs(database.db, Object.values(ids));
    expect(sorted(inputs.get(ids[key]!)!.history)).toEqual(sorted(expected.map(([lift, reps, lbs]) => ({ lift, reps, lbs }))));
  });

  it('answers the same for a session asked alone as in a batch, and its sets without warm-ups, in logged order', async () => {
    const batch = await recordInputs(database.db, Object.values(ids));
    const alone = await recordInputs(database.db, [ids.first!]);
    expect(alone.get(ids.first!)).toEqual(batch.get(ids.first!));
    expect(alone.get(ids.first!)!.sets.map((s) => [s.exercise, s.weight, s.reps])).toEqual([
      ['Bench Press', 220, 5],
      ['Pull-up', null, 10],
    ]);
    expect(await recordInputs(database.db, [])).toEqual(new Map());
  });
});

describe('recordInputs after edits: a rename and a new day reach the history at once', () => {
  it('follows a renamed exercise and a session moved later or earlier; a warm-up never counts', async () => {
    const lifter = await user('edited-lifter');
    const first = await session(lifter, '2026-02-01', {
      Squat: [
        [400, 5, 'warmup'],
        [200, 5],
      ],
    });
    const second = await session(lifter, '2026-02-03', { 'Front Squat': [[205, 5]] });
    const third = await session(lifter, '2026-02-05', { Squat: [[210, 5]] });
    const historyOf = async (id: number) => sorted((await recordInputs(database.db, [first, second, third])).get(id)!.history);

    expect(await historyOf(third)).toEqual([['squat', 5, 200]]);
    await sql`UPDATE exercises SET name = 'SQUAT' WHERE session_id = ${second}`.execute(database.db);
    expect(await historyOf(third)).toEqual([['squat', 5, 205]]);
    await sql`UPDATE sessions SET session_date = '2026-02-06' WHERE id = ${second}`.execute(database.db);
    expect(await historyOf(third)).toEqual([['squat', 5, 200]]);
    expect(await historyOf(second)).toEqual([['squat', 5, 210]]);
    await sql`UPDATE sessions SET session_date = '2026-01-31' WHERE id = ${third}`.execute(database.db);
    expect(await historyOf(third)).toEqual([]);
    expect(await historyOf(first)).toEqual([['squat', 5, 210]]);
  });
});
