import type { WeeklyBoard } from '@liftbook/shared/contract';
import { buildWorld, setUpGroupsApi, type World } from '../../../test/groups-world.js';
import type { TestApi } from '../../../test/harness.js';
import { insertSets } from '../sets/queries.js';
import { weekOf } from './week.js';

const groups = setUpGroupsApi();
const { req } = groups;

// The people are the same in every world (each test's group is new): each test starts with no workouts, in lbs.
beforeEach(async () => {
  await groups.api.db.deleteFrom('sessions').execute();
  await groups.api.db.updateTable('users').set({ weight_unit: 'lbs' }).execute();
});

interface SetRow {
  weight: number | null;
  unit?: 'kg' | 'lbs';
  reps: number | null;
  kind?: 'normal' | 'warmup';
}

/** A session of `userId` on `day` with one exercise per entry of `lifts`, written straight to the database. */
async function logWorkout(api: TestApi, userId: number, day: string, lifts: Array<[string, SetRow[]]>, options: { private?: boolean } = {}) {
  const session = await api.db
    .insertInto('sessions')
    .values({ user_id: userId, session_date: day, session_type: 'Push', private: options.private ?? false })
    .returning('id')
    .executeTakeFirstOrThrow();
  const exerciseIds: number[] = [];
  for (const [position, [name, sets]] of lifts.entries()) {
    const exercise = await api.db
      .insertInto('exercises')
      .values({ session_id: session.id, user_id: userId, session_date: day, name, type: 'weighted', position: position + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    exerciseIds.push(exercise.id);
    if (sets.length === 0) continue;
    await insertSets(
      api.db,
      sets.map((set, i) => ({
        exercise_id: exercise.id,
        set_number: i + 1,
        weight: set.weight,
        weight_unit: set.weight === null ? null : (set.unit ?? 'lbs'),
        reps: set.reps,
        kind: set.kind ?? 'normal',
      })),
    ).execute();
  }
  return { id: session.id, exerciseIds };
}

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const boardOf = async (who: string, world: World, tz = 'UTC') => {
  const response = await req(who, 'GET', `/api/groups/${world.groupId}/board?tz=${encodeURIComponent(tz)}`);
  expect([response.statusCode, response.statusCode === 200 ? '' : response.body]).toEqual([200, '']);
  return response.json() as WeeklyBoard;
};

describe('GET /api/groups/{id}/board', () => {
  test('this week only: sessions, working sets and volume per member; never warm-ups, planned sets or private workouts; by volume', async () => {
    const { api, ids } = groups;
    const world = await buildWorld(api, ids);
    await api.db.deleteFrom('sessions').execute();
    const week = weekOf(new Date(), 'UTC');
    // member: Monday and Sunday, 2 × 100 lbs × 10 + 1 × 200 lbs × 5 = 3000 lbs in 3 working sets; a warm-up left out.
    await logWorkout(api, ids.member, week.start, [
      [
        'Squat',
        [
          { weight: 45, reps: 10, kind: 'warmup' },
          { weight: 100, reps: 10 },
          { weight: 100, reps: 10 },
        ],
      ],
    ]);
    const sunday = await logWorkout(api, ids.member, week.end, [['Deadlift', [{ weight: 200, reps: 5 }]]]);
    // A planned set never logged and one kept as skipped count nowhere.
    await api.db
      .insertInto('planned_sets')
      .values([
        { exercise_id: sunday.exerciseIds[0]!, position: 1, weight: 500, weight_unit: 'lbs', reps: 5 },
        { exercise_id: sunday.exerciseIds[0]!, position: 2, weight: 500, weight_unit: 'lbs', reps: 5, skipped_at: new Date() },
      ])
      .execute();
    // member2: 1 × 100 kg × 10 = 2204.62 lbs, less than member.
    await logWorkout(api, ids.member2, shift(week.start, 2), [['Bench Press', [{ weight: 100, unit: 'kg', reps: 10 }]]]);
    // Outside the week, private, only warm-ups, or no sets: not on the board.
    await logWorkout(api, ids.creator, shift(week.start, -1), [['Squat', [{ weight: 999, reps: 10 }]]]);
    await logWorkout(api, ids.creator, shift(week.end, 1), [['Squat', [{ weight: 999, reps: 10 }]]]);
    await logWorkout(api, ids.creator, week.start, [['Squat', [{ weight: 999, reps: 10 }]]], { private: true });
    await logWorkout(api, ids.admin, week.start, [['Squat', [{ weight: 135, reps: 5, kind: 'warmup' }]]]);
    await logWorkout(api, ids.admin, week.start, [['Squat', []]]);
    // Someone outside the group trained this week too.
    await logWorkout(api, ids.stranger, week.start, [['Squat', [{ weight: 999, reps: 10 }]]]);

    const board = await boardOf('creator', world);
    expect(board).toMatchObject({ week_start: `${week.start}T00:00:00.000Z`, week_end: `${week.end}T00:00:00.000Z`, time_zone: 'UTC', unit: 'lbs' });
    expect(board.members.map(({ records: _records, ...member }) => member)).toEqual([
      { user_id: ids.member, name: 'Member Lifter', sessions: 2, working_sets: 3, volume: 3000, volume_lbs: 3000 },
      { user_id: ids.member2, name: 'Member2 Lifter', sessions: 1, working_sets: 1, volume: 2204.62, volume_lbs: 2204.62 },
    ]);
  });

  test("the volume in the viewer's unit; equal volumes by name", async () => {
    const { api, ids } = groups;
    const world = await buildWorld(api, ids);
    await api.db.deleteFrom('sessions').execute();
    const { start } = weekOf(new Date(), 'UTC');
    await logWorkout(api, ids.member2, start, [['Row', [{ weight: 100, unit: 'kg', reps: 10 }]]]);
    await logWorkout(api, ids.admin, start, [['Row', [{ weight: 100, unit: 'kg', reps: 10 }]]]);
    await api.db.updateTable('users').set({ weight_unit: 'kg' }).where('id', '=', ids.member).execute();
    const board = await boardOf('member', world);
    expect(board.unit).toBe('kg');
    expect(board.members.map((m) => [m.name, m.volume, m.volume_lbs])).toEqual([
      ['Admin Lifter', 1000, 2204.62],
      ['Member2 Lifter', 1000, 2204.62],
    ]);
  });

  test('the records each member set this week, as Finish and the feed judge them', async () => {
    const { api, ids } = groups;
    const world = await buildWorld(api, ids);
    await api.db.deleteFrom('sessions').execute();
    const week = weekOf(new Date(), 'UTC');
    // Last week's bench sets the bar; this week's heavier triple beats it, a lighter one does not.
    await logWorkout(api, ids.member, shift(week.start, -3), [['Bench Press', [{ weight: 200, reps: 3 }]]]);
    await logWorkout(api, ids.member, week.start, [
      [
        'Bench Press',
        [
          { weight: 210, reps: 3 },
          { weight: 150, reps: 3 },
        ],
      ],
    ]);
    await logWorkout(api, ids.member, shift(week.start, 1), [['bench press', [{ weight: 300, reps: 1, kind: 'warmup' }]]]);
    const board = await boardOf('member2', world);
    const member = board.members.find((m) => m.user_id === ids.member)!;
    const feed = (await req('member2', 'GET', `/api/groups/${world.groupId}/feed`)).json() as { entries: Array<{ session_date: string; records: unknown[] }> };
    const thisWeeks = feed.entries.filter((entry) => entry.session_date >= `${week.start}`).flatMap((entry) => entry.records);
    expect(member.records.map((r) => [r.exercise, r.kind, r.weight_lbs, r.reps])).toEqual([
      ['Bench Press', 'e1rm', 210, 3],
      ['Bench Press', 'weight_for_reps', 210, 3],
    ]);
    expect(member.records).toEqual(thisWeeks);
  });

  test("the week is the viewer's: the same moment is this week in one zone and next week in another", async () => {
    const { api, ids } = groups;
    const world = await buildWorld(api, ids);
    await api.db.deleteFrom('sessions').execute();
    const east = weekOf(new Date(), 'Pacific/Kiritimati'); // UTC+14
    const west = weekOf(new Date(), 'Pacific/Pago_Pago'); // UTC-11
    await logWorkout(api, ids.member, east.start, [['Squat', [{ weight: 100, reps: 5 }]]]);
    await logWorkout(api, ids.member2, west.end, [['Squat', [{ weight: 100, reps: 5 }]]]);
    const fromEast = await boardOf('creator', world, 'Pacific/Kiritimati');
    const fromWest = await boardOf('creator', world, 'Pacific/Pago_Pago');
    expect(fromEast.week_start).toBe(`${east.start}T00:00:00.000Z`);
    expect(fromWest.week_start).toBe(`${west.start}T00:00:00.000Z`);
    expect(fromEast.members.map((m) => m.user_id)).toContain(ids.member);
    expect(fromWest.members.map((m) => m.user_id)).toContain(ids.member2);
  });

  test.each([
    ['Mars/Olympus_Mons', 'tz'],
    ['Europe/Berlin;DROP', 'tz'],
    ['x'.repeat(65), 'tz'],
    ['', 'tz'],
  ])('tz=%s is a 400 naming %s', async (tz, field) => {
    const world = await buildWorld(groups.api, groups.ids);
    const response = await req('member', 'GET', `/api/groups/${world.groupId}/board?tz=${encodeURIComponent(tz)}`);
    expect([response.statusCode, response.json().field]).toEqual([400, field]);
  });

  test('without tz: a 400 naming tz', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const response = await req('member', 'GET', `/api/groups/${world.groupId}/board`);
    expect([response.statusCode, response.json().field]).toEqual([400, 'tz']);
  });

  test('members only: a stranger gets the group’s 404; a removed member loses access on the next request and leaves the board', async () => {
    const { api, ids } = groups;
    const world = await buildWorld(api, ids);
    await api.db.deleteFrom('sessions').execute();
    await logWorkout(api, ids.member, weekOf(new Date(), 'UTC').start, [['Squat', [{ weight: 100, reps: 5 }]]]);
    expect((await req('stranger', 'GET', `/api/groups/${world.groupId}/board?tz=UTC`)).statusCode).toBe(404);
    expect((await boardOf('member', world)).members.map((m) => m.user_id)).toEqual([ids.member]);
    expect((await req('creator', 'DELETE', `/api/groups/${world.groupId}/members/${ids.member}`)).statusCode).toBe(204);
    const after = await req('member', 'GET', `/api/groups/${world.groupId}/board?tz=UTC`);
    expect([after.statusCode, after.json().message]).toEqual([404, 'Group not found']);
    expect((await boardOf('creator', world)).members).toEqual([]);
  });

  test('the same number of SQL statements for a group of 2 trained members and of 8', async () => {
    const { api, ids } = groups;
    const world = await buildWorld(api, ids);
    await api.db.deleteFrom('sessions').execute();
    const { start } = weekOf(new Date(), 'UTC');
    const statementsFor = async () => {
      const { result, queries } = await api.recordQueries(() => req('creator', 'GET', `/api/groups/${world.groupId}/board?tz=UTC`));
      expect(result.statusCode).toBe(200);
      return { queries, trained: (result.json() as WeeklyBoard).members.length };
    };
    await logWorkout(api, ids.member, start, [['Squat', [{ weight: 100, reps: 5 }]]]);
    await logWorkout(api, ids.member2, start, [['Squat', [{ weight: 100, reps: 5 }]]]);
    const small = await statementsFor();
    // Six more members, each with two workouts of the week.
    const more = ['board-a', 'board-b', 'board-c', 'board-d', 'board-e', 'board-f'];
    for (const sub of more) {
      const id = ((await req(sub, 'GET', '/api/user/profile')).json() as { id: number }).id;
      await api.db
        .insertInto('group_members')
        .values({ group_id: world.groupId, user_id: id, role: 'member' })
        .onConflict((c) => c.doNothing())
        .execute();
      await logWorkout(api, id, start, [['Squat', [{ weight: 100, reps: 5 }]]]);
      await logWorkout(api, id, shift(start, 1), [['Bench', [{ weight: 100, reps: 5 }]]]);
    }
    const large = await statementsFor();
    expect([small.trained, large.trained]).toEqual([2, 8]);
    process.stdout.write(
      `GET /api/groups/{id}/board: ${large.queries.length} statements:\n${large.queries.map((q) => `  ${q.replace(/\s+/g, ' ').slice(0, 140)}`).join('\n')}\n`,
    );
    expect(large.queries.length).toBe(small.queries.length);
  });
});

test('the OpenAPI document describes the board: tz required, the answer’s members', async () => {
  const document = (await groups.api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  const board = document.paths['/api/groups/{id}/board'].get;
  expect(board.parameters.find((p: { name: string }) => p.name === 'tz')).toMatchObject({ in: 'query', required: true });
  expect(board.responses['200'].content['application/json'].schema.required).toEqual(['week_start', 'week_end', 'time_zone', 'unit', 'members']);
});
