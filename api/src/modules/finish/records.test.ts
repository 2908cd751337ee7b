// The records a session sets are decided by PostgreSQL (queries.ts sessionRecordRows). Their rules
// are written here once more, in TypeScript, as the oracle: every case below is logged into a real
// database and asked of both, and they must agree to the set, the kind and the cent. The cases:
// the rules one by one, which earlier sets count (another lifter's never, a warm-up never, a later
// session the same day, a backfilled day, a rename, a moved day), and random histories.
import fc from 'fast-check';
import { sql } from 'kysely';
import type { SessionRecord, SetKind, WeightUnit, WorkoutRecord } from '@liftbook/shared/contract';
import { LBS_PER_KG } from '@liftbook/shared/set-rules';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.js';
import { E1RM_MAX_REPS } from '../../lifted/sql.js';
import { insertSets } from '../sets/queries.js';
import { recordsOf, workoutRecordsOf } from './session-records.js';

// ---- The oracle -------------------------------------------------------------------------------
// Each of the session's counted sets (never a warm-up) against every EARLIER session of the same
// lift (by day, then id; the lift is the name ignoring case):
// - e1rm: the session's best estimated 1RM of the lift, above every earlier estimate.
// - weight_for_reps: the heaviest set of a rep count, heavier than anything lifted before for as
//   many reps or more (and than the session's own sets of more reps).
// - reps_at_weight: the most reps at a weight, more than ever done before at that weight or
//   heavier (and than the session's own heavier sets).
// A lift with no earlier counted set has nothing to beat, so its first session sets no record;
// ties are no record (a record is beaten, not matched), and within the session the earliest set
// of equals holds it.

/** A counted set of the session, in logged order. */
interface SessionSet {
  id: number;
  exercise: string;
  /** The lift: the name in lower case. */
  lift: string;
  weight: number | null;
  weight_unit: WeightUnit | null;
  reps: number | null;
}

/** Per lift and rep count, the heaviest weight lifted before, lbs (null: none had a weight). */
interface HistoryRow {
  lift: string;
  reps: number | null;
  lbs: number | null;
}

/** A record as the oracle finds it: figures unrounded (PostgreSQL rounds them: see rounded()). */
type OracleRecord = SessionRecord & Pick<WorkoutRecord, 'weight_lbs' | 'reps' | 'e1rm_lbs'>;

const EPSILON = 1e-6;
const setLbs = (set: { weight: number | null; weight_unit: WeightUnit | null }) =>
  set.weight === null ? null : set.weight_unit === 'kg' ? set.weight * LBS_PER_KG : set.weight;
const epleyFactor = (reps: number | null) => (reps === null || reps < 1 || reps > E1RM_MAX_REPS ? null : reps === 1 ? 1 : 1 + reps / 30);
function setE1rm(set: SessionSet): number | null {
  const lbs = setLbs(set);
  const factor = epleyFactor(set.reps);
  return lbs === null || factor === null || lbs * factor <= 0 ? null : lbs * factor;
}
const lbsOf = (set: SessionSet) => setLbs(set) ?? 0;
const inUnit = (lbs: number, unit: WeightUnit | null) => (unit === 'kg' ? lbs / LBS_PER_KG : lbs);
const unitOf = (set: SessionSet) => set.weight_unit ?? (set.weight === null ? null : 'lbs');

function maxOf(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length === 0 ? null : Math.max(...present);
}

function record(set: SessionSet, kind: SessionRecord['kind'], value: number, unit: WeightUnit | null): OracleRecord {
  return {
    exercise: set.exercise,
    kind,
    value,
    unit,
    set_id: set.id,
    weight_lbs: setLbs(set),
    reps: set.reps,
    e1rm_lbs: kind === 'e1rm' ? setE1rm(set) : null,
  };
}

function liftRecords(sets: SessionSet[], history: HistoryRow[]): OracleRecord[] {
  const records: OracleRecord[] = [];
  const estimates = sets.map((set) => ({ set, estimate: setE1rm(set) })).filter((e): e is { set: SessionSet; estimate: number } => e.estimate !== null);
  const best = estimates.reduce<(typeof estimates)[number] | null>((a, b) => (a === null || b.estimate > a.estimate + EPSILON ? b : a), null);
  const before = maxOf(
    history.map((row) => {
      const factor = epleyFactor(row.reps);
      return row.lbs === null || row.lbs <= 0 || factor === null ? null : row.lbs * factor;
    }),
  );
  if (best !== null && before !== null && best.estimate > before + EPSILON) {
    records.push(record(best.set, 'e1rm', inUnit(best.estimate, unitOf(best.set)), unitOf(best.set)));
  }
  for (const reps of [...new Set(sets.map((s) => s.reps).filter((r): r is number => r !== null && r >= 1))].sort((a, b) => a - b)) {
    const top = sets
      .filter((s) => s.reps === reps && lbsOf(s) > 0)
      .reduce<SessionSet | null>((a, b) => (a === null || lbsOf(b) > lbsOf(a) + EPSILON ? b : a), null);
    if (top === null) continue;
    const bar = maxOf([
      ...history.filter((row) => row.reps !== null && row.reps >= reps).map((row) => row.lbs),
      ...sets.filter((s) => s.reps !== null && s.reps > reps).map(lbsOf),
    ]);
    if (bar !== null && lbsOf(top) > bar + EPSILON) records.push(record(top, 'weight_for_reps', top.weight!, unitOf(top)));
  }
  const weights = [...new Set(sets.filter((s) => s.reps !== null && s.reps >= 1).map((s) => Math.round(lbsOf(s) * 100) / 100))].sort((a, b) => a - b);
  for (const weight of weights) {
    const atWeight = sets.filter((s) => s.reps !== null && s.reps >= 1 && Math.abs(lbsOf(s) - weight) < 0.005);
    const top = atWeight.reduce<SessionSet | null>((a, b) => (a === null || b.reps! > a.reps! ? b : a), null)!;
    const earlier = history.filter((row) => row.reps !== null && (row.lbs ?? 0) >= lbsOf(top) - EPSILON).map((row) => row.reps);
    if (earlier.length === 0) continue;
    const bar = maxOf([...earlier, ...sets.filter((s) => lbsOf(s) > lbsOf(top) + EPSILON).map((s) => s.reps)])!;
    if (top.reps! > bar) records.push(record(top, 'reps_at_weight', top.reps!, null));
  }
  return records;
}

/** The records of the session's counted sets (in logged order, lifts by first appearance) against `history`. */
function sessionRecords(sets: SessionSet[], history: HistoryRow[]): OracleRecord[] {
  return [...new Set(sets.map((s) => s.lift))].flatMap((lift) => {
    const before = history.filter((row) => row.lift === lift);
    return before.length === 0
      ? []
      : liftRecords(
          sets.filter((s) => s.lift === lift),
          before,
        );
  });
}

// ---- Logging cases into the database ----------------------------------------------------------

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

/** weight, unit, reps, kind */
type Logged = [weight: number | null, unit: WeightUnit | null, reps: number | null, kind?: SetKind];

let users = 0;
async function user(): Promise<number> {
  users += 1;
  const { rows } = await sql<{ id: number }>`
    INSERT INTO users (issuer, subject, name, email) VALUES ('https://idp.test', ${`records-${users}`}, 'Lifter', ${`records-${users}@example.com`}) RETURNING id`.execute(
    database.db,
  );
  return rows[0]!.id;
}

/** A session of `userId` on `date` with its exercises in order, each with its sets. */
async function session(userId: number, date: string, exercises: [name: string, sets: Logged[]][]): Promise<number> {
  const { id } = await database.db
    .insertInto('sessions')
    .values({ user_id: userId, session_date: date, session_type: 'Push' })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [position, [name, sets]] of exercises.entries()) {
    const exercise = await database.db
      .insertInto('exercises')
      .values({ session_id: id, user_id: userId, session_date: date, name, type: 'weighted', position: position + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (sets.length > 0) {
      await insertSets(
        database.db,
        sets.map(([weight, weight_unit, reps, kind = 'normal'], i) => ({ exercise_id: exercise.id, set_number: i + 1, weight, weight_unit, reps, kind })),
      ).execute();
    }
  }
  return id;
}

interface StoredSet extends SessionSet {
  session_id: number;
  user_id: number;
  day: string;
  kind: SetKind;
}

/** What the oracle reads: every logged set, from the sessions and exercises they hang off (not the sets' carried columns). */
async function snapshot(): Promise<StoredSet[]> {
  const { rows } = await sql<StoredSet>`
    SELECT st.id, e.name AS exercise, lower(e.name) AS lift, st.weight, st.weight_unit, st.reps, st.kind, s.id AS session_id, s.user_id, s.session_date AS day
    FROM sets AS st JOIN exercises AS e ON e.id = st.exercise_id JOIN sessions AS s ON s.id = e.session_id
    ORDER BY s.id, e.position, e.id, st.set_number`.execute(database.db);
  return rows;
}

/** The oracle's input for one session: its counted sets, and per lift of it and rep count the heaviest earlier lbs. */
function inputsOf(all: StoredSet[], sessionId: number): { sets: SessionSet[]; history: HistoryRow[] } {
  const own = all.filter((s) => s.session_id === sessionId);
  const at = own[0];
  const counted = (s: StoredSet) => s.kind !== 'warmup';
  const sets = own.filter(counted).map(({ id, exercise, lift, weight, weight_unit, reps }) => ({ id, exercise, lift, weight, weight_unit, reps }));
  if (at === undefined) return { sets, history: [] };
  const lifts = new Set(sets.map((s) => s.lift));
  const earlier = all.filter(
    (s) => counted(s) && s.user_id === at.user_id && lifts.has(s.lift) && (s.day < at.day || (s.day === at.day && s.session_id < sessionId)),
  );
  const history = new Map<string, HistoryRow>();
  for (const s of earlier) {
    const key = JSON.stringify([s.lift, s.reps]);
    const lbs = setLbs(s);
    const row = history.get(key);
    if (row === undefined) history.set(key, { lift: s.lift, reps: s.reps, lbs });
    else if (lbs !== null && (row.lbs === null || lbs > row.lbs)) row.lbs = lbs;
  }
  return { sets, history: [...history.values()] };
}

/** The oracle's records with their figures rounded to 0.01 by PostgreSQL, as every reader answers them. */
async function rounded(records: OracleRecord[]): Promise<OracleRecord[]> {
  const figures = records.flatMap((r) => [r.kind === 'e1rm' ? r.value : null, r.weight_lbs, r.e1rm_lbs]);
  if (figures.length === 0) return [];
  const { rows } = await sql<{ value: number | null }>`
    SELECT round(v::numeric, 2) AS value FROM unnest(${figures}::float8[]) WITH ORDINALITY AS f(v, n) ORDER BY n`.execute(database.db);
  return records.map((r, i) => ({
    ...r,
    value: r.kind === 'e1rm' ? rows[3 * i]!.value! : r.value,
    weight_lbs: rows[3 * i + 1]!.value,
    e1rm_lbs: rows[3 * i + 2]!.value,
  }));
}

/** Asks PostgreSQL and the oracle for the records of `sessionIds`; they must agree. Answers PostgreSQL's. */
async function recordsAgreeing(sessionIds: number[]): Promise<Map<number, SessionRecord[]>> {
  const [answered, forGroups, all] = [await recordsOf(database.db, sessionIds), await workoutRecordsOf(database.db, sessionIds), await snapshot()];
  for (const id of sessionIds) {
    const { sets, history } = inputsOf(all, id);
    const expected = await rounded(sessionRecords(sets, history));
    expect({ id, records: answered.get(id) }).toEqual({
      id,
      records: expected.map(({ exercise, kind, value, unit, set_id }) => ({ exercise, kind, value, unit, set_id })),
    });
    expect({ id, records: forGroups.get(id) }).toEqual({
      id,
      records: expected.map(({ exercise, kind, set_id, weight_lbs, reps, e1rm_lbs }) => ({ exercise, kind, set_id, weight_lbs, reps, e1rm_lbs })),
    });
  }
  return answered;
}

// ---- The rules, case by case ------------------------------------------------------------------

const kg = (weight: number, reps: number): Logged => [weight, 'kg', reps];
const lbs = (weight: number, reps: number): Logged => [weight, 'lbs', reps];
const kinds = (records: SessionRecord[]) => records.map((r) => [r.kind, r.value, r.unit]);

describe('records set in a session', () => {
  it.each<[string, [string, Logged[]][], [string, Logged[]][], (string | number | null)[][]]>([
    ['a lift never done before sets nothing', [['Bench Press', [kg(100, 5)]]], [], []],
    ['matching the best is no record', [['Bench Press', [kg(100, 5)]]], [['Bench Press', [kg(100, 5)]]], []],
    [
      'heavier for the same reps: e1RM and weight for reps, in the set’s unit',
      [['Bench Press', [kg(102.5, 5)]]],
      [['Bench Press', [kg(100, 5)]]],
      [
        ['e1rm', 119.58, 'kg'],
        ['weight_for_reps', 102.5, 'kg'],
      ],
    ],
    [
      'more reps at the same weight: most reps at it, and the e1RM',
      [['Bench Press', [kg(100, 6)]]],
      [['Bench Press', [kg(100, 5)]]],
      [
        ['e1rm', 120, 'kg'],
        ['reps_at_weight', 6, null],
      ],
    ],
    ['lighter for fewer reps than history’s heavier set of more reps: nothing', [['Bench Press', [kg(95, 3)]]], [['Bench Press', [kg(100, 5)]]], []],
    [
      'a heavier triple than ever tripled, below the best e1RM: and more reps than the heavier single',
      [['Bench Press', [kg(105, 3)]]],
      [['Bench Press', [kg(100, 3), kg(120, 1)]]],
      [
        ['weight_for_reps', 105, 'kg'],
        ['reps_at_weight', 3, null],
      ],
    ],
    [
      'in lbs against history logged in kg',
      [['Bench Press', [lbs(225, 5)]]],
      [['Bench Press', [kg(100, 5)]]],
      [
        ['e1rm', 262.5, 'lbs'],
        ['weight_for_reps', 225, 'lbs'],
      ],
    ],
    [
      'a set without a unit is lbs',
      [['Bench Press', [[230, null, 5]]]],
      [['Bench Press', [lbs(225, 5)]]],
      [
        ['e1rm', 268.33, 'lbs'],
        ['weight_for_reps', 230, 'lbs'],
      ],
    ],
    [
      'the session’s best set holds the record, not every set above history',
      [['Bench Press', [kg(102.5, 5), kg(105, 5)]]],
      [['Bench Press', [kg(100, 5)]]],
      [
        ['e1rm', 122.5, 'kg'],
        ['weight_for_reps', 105, 'kg'],
      ],
    ],
    [
      'equal sets in the session: the earliest holds it',
      [['Bench Press', [kg(102.5, 5), kg(102.5, 5)]]],
      [['Bench Press', [kg(100, 5)]]],
      [
        ['e1rm', 119.58, 'kg'],
        ['weight_for_reps', 102.5, 'kg'],
      ],
    ],
    ['bodyweight reps: most reps at no weight', [['Pull-up', [[null, null, 12]]]], [['Pull-up', [[null, null, 10]]]], [['reps_at_weight', 12, null]]],
    ['bodyweight reps matched: nothing', [['Pull-up', [[null, null, 10]]]], [['Pull-up', [[null, null, 10]]]], []],
    [
      'beyond 12 reps there is no e1RM, only reps at the weight',
      [['Bench Press', [kg(60, 15)]]],
      [['Bench Press', [kg(60, 12)]]],
      [['reps_at_weight', 15, null]],
    ],
    ['another lift’s history does not count', [['Bench Press', [kg(100, 5)]]], [['Squat', [lbs(100, 5)]]], []],
    [
      'a warm-up is never a record, nor history',
      [['Bench Press', [[120, 'kg', 5, 'warmup'], kg(90, 5)]]],
      [['Bench Press', [[200, 'kg', 5, 'warmup'], kg(100, 5)]]],
      [],
    ],
    [
      'a 104.55 lbs triple’s e1RM, 115.005, rounds half away from zero',
      [['Bench Press', [lbs(104.55, 3)]]],
      [['Bench Press', [lbs(100, 3)]]],
      [
        ['e1rm', 115.01, 'lbs'],
        ['weight_for_reps', 104.55, 'lbs'],
      ],
    ],
  ])('%s', async (_name, today, earlier, expected) => {
    const lifter = await user();
    if (earlier.length > 0) await session(lifter, '2026-01-01', earlier);
    const id = await session(lifter, '2026-01-02', today);
    expect(kinds((await recordsAgreeing([id])).get(id)!)).toEqual(expected);
  });

  it('names the set that holds each record', async () => {
    const lifter = await user();
    await session(lifter, '2026-01-01', [['Bench Press', [kg(105, 5)]]]);
    const id = await session(lifter, '2026-01-02', [['Bench Press', [kg(100, 5), kg(110, 5)]]]);
    const [, best] = (await snapshot()).filter((s) => s.session_id === id);
    const records = (await recordsAgreeing([id])).get(id)!;
    expect(records.map((r) => [r.kind, r.set_id, r.exercise])).toEqual([
      ['e1rm', best!.id, 'Bench Press'],
      ['weight_for_reps', best!.id, 'Bench Press'],
    ]);
  });
});

// ---- Which earlier sets count -----------------------------------------------------------------

const historyOf = async (sessionId: number) =>
  inputsOf(await snapshot(), sessionId)
    .history.map((r) => [r.lift, r.reps, r.lbs])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('the history each session is judged against', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const lifter = await user();
    const other = await user();
    ids = {
      // Another lifter's heavier bench, earlier: never anyone else's history.
      other: await session(other, '2026-03-01', [['Bench Press', [lbs(500, 5)]]]),
      first: await session(lifter, '2026-03-01', [
        ['Bench Press', [[300, 'lbs', 3, 'warmup'], lbs(220, 5)]],
        ['Pull-up', [[null, null, 10]]],
      ]),
      // Same day, later id: the first is before it, not the other way round.
      sameDay: await session(lifter, '2026-03-01', [['bench press', [[225, 'lbs', 5, 'drop'], lbs(200, 8)]]]),
      latest: await session(lifter, '2026-03-03', [
        ['BENCH PRESS', [lbs(230, 5)]],
        ['Deadlift', [lbs(315, 5)]],
        ['Pull-up', [[null, null, 12]]],
      ]),
      // Logged last, dated between: the latest session's history holds it, the earlier ones' do not.
      backfilled: await session(lifter, '2026-03-02', [['Bench Press', [lbs(180, 10)]]]),
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
        ['bench press', 10, 180],
        ['bench press', 5, 225],
        ['bench press', 8, 200],
        ['pull-up', 10, null],
      ],
    ],
    ['another lifter’s session', 'other', []],
  ] as const)('%s', async (_title, key, expected) => {
    expect(await historyOf(ids[key]!)).toEqual(expected);
    await recordsAgreeing(Object.values(ids));
  });

  it('answers the same for a session asked alone as in a batch; the latest session’s records', async () => {
    const batch = await recordsAgreeing(Object.values(ids));
    expect((await recordsOf(database.db, [ids.latest!])).get(ids.latest!)).toEqual(batch.get(ids.latest!));
    expect(kinds(batch.get(ids.latest!)!)).toEqual([
      ['e1rm', 268.33, 'lbs'],
      ['weight_for_reps', 230, 'lbs'],
      ['reps_at_weight', 12, null],
    ]);
    expect(await recordsOf(database.db, [])).toEqual(new Map());
  });

  it('follows a renamed exercise and a session moved later or earlier; a warm-up never counts', async () => {
    const lifter = await user();
    const first = await session(lifter, '2026-02-01', [['Squat', [[400, 'lbs', 5, 'warmup'], lbs(200, 5)]]]);
    const second = await session(lifter, '2026-02-03', [['Front Squat', [lbs(205, 5)]]]);
    const third = await session(lifter, '2026-02-05', [['Squat', [lbs(210, 5)]]]);
    const agree = () => recordsAgreeing([first, second, third]);

    expect(await historyOf(third)).toEqual([['squat', 5, 200]]);
    expect(kinds((await agree()).get(third)!)).toEqual([
      ['e1rm', 245, 'lbs'],
      ['weight_for_reps', 210, 'lbs'],
    ]);
    await sql`UPDATE exercises SET name = 'SQUAT' WHERE session_id = ${second}`.execute(database.db);
    expect(await historyOf(third)).toEqual([['squat', 5, 205]]);
    await agree();
    await sql`UPDATE sessions SET session_date = '2026-02-06' WHERE id = ${second}`.execute(database.db);
    expect(await historyOf(third)).toEqual([['squat', 5, 200]]);
    expect(await historyOf(second)).toEqual([['squat', 5, 210]]);
    expect(kinds((await agree()).get(second)!)).toEqual([]);
    await sql`UPDATE sessions SET session_date = '2026-01-31' WHERE id = ${third}`.execute(database.db);
    expect(await historyOf(third)).toEqual([]);
    expect(await historyOf(first)).toEqual([['squat', 5, 210]]);
    expect(kinds((await agree()).get(third)!)).toEqual([]);
  });
});

// ---- Random histories -------------------------------------------------------------------------

/** Weights that tie across units and within a cent: kg in 2.5s, lbs in 5s, a few odd ones, none, 0. */
const weight = fc.oneof(
  fc.integer({ min: 16, max: 48 }).map((i): [number, WeightUnit] => [i * 2.5, 'kg']),
  fc.integer({ min: 20, max: 60 }).map((i): [number, WeightUnit] => [i * 5, 'lbs']),
  fc.constantFrom<[number, WeightUnit | null]>([220.46, 'lbs'], [220.47, null], [104.55, 'lbs'], [0, 'lbs'], [0, 'kg']),
  fc.constant<[null, null]>([null, null]),
);
const loggedSet = fc
  .tuple(weight, fc.option(fc.integer({ min: 0, max: 15 }), { freq: 8 }), fc.constantFrom<SetKind>('normal', 'normal', 'normal', 'warmup', 'drop', 'failure'))
  .map(([[w, unit], reps, kind]): Logged => [w, unit, reps, kind]);
const loggedSession = fc.record({
  day: fc.integer({ min: 1, max: 6 }),
  exercises: fc.array(fc.tuple(fc.constantFrom('Bench Press', 'bench press', 'Squat', 'Pull-up'), fc.array(loggedSet, { minLength: 0, maxLength: 5 })), {
    minLength: 1,
    maxLength: 3,
  }),
});

test('random histories: PostgreSQL decides what the oracle decides, for every session', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(loggedSession, { minLength: 1, maxLength: 6 }), async (sessions) => {
      const lifter = await user();
      const ids: number[] = [];
      for (const { day, exercises } of sessions) ids.push(await session(lifter, `2026-05-0${day}`, exercises));
      await recordsAgreeing(ids);
    }),
    { numRuns: 40 },
  );
});
