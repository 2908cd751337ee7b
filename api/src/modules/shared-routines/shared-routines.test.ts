import { buildWorld, call, g, setUpGroupsApi, type World } from '../../../test/groups-world.js';
import { ROUTINES_MAX } from '../routines/schemas.js';
import { SHARED_ROUTINES_MAX } from './schemas.js';

const groups = setUpGroupsApi();
const { req } = groups;

type Who = 'creator' | 'admin' | 'member' | 'member2' | 'removed' | 'stranger';

/** "Push A" of `who`: a dictionary lift with a double progression rule and a training max, and a custom lift of theirs. */
async function makeRoutine(who: Who, name = 'Push A') {
  const response = await req(who, 'POST', '/api/routines', {
    name,
    exercises: [
      {
        name: 'Bench Press',
        type: 'weighted',
        weight_unit: 'kg',
        training_max: 100,
        note: 'grip outside rings',
        progression: { kind: 'double', increment: 2.5 },
        sets: [
          { kind: 'warmup', reps_min: 10, weight: 20 },
          { reps_min: 5, reps_max: 8, percent_of_tm: 75, rest_seconds: 120 },
          { reps_min: 5, reps_max: 8, percent_of_tm: 75, rest_seconds: 120 },
        ],
      },
      { name: 'Landmine Twist Marker', type: 'reps', superset_group: 1, sets: [{ reps_min: 12 }] },
    ],
  });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; name: string; exercises: Array<Record<string, unknown> & { id: number; sets: unknown[] }> };
}

const share = (who: Who, world: World, routineId: number, headers: Record<string, string> = {}) =>
  call(groups.api, who, { method: 'POST', url: `${g(world)}/routines`, payload: { routine_id: routineId }, headers });
const list = async (who: Who, world: World) => {
  const response = await req(who, 'GET', `${g(world)}/routines`);
  expect(response.statusCode).toBe(200);
  return response.json() as Array<{ id: number; name: string; shared_by_name: string | null; can_unshare: boolean } & Record<string, unknown>>;
};
const sharedRows = (world: World) => groups.api.db.selectFrom('shared_routines').selectAll().where('group_id', '=', world.groupId).orderBy('id').execute();
const routineCount = async (userId: number) =>
  Number(
    (
      await groups.api.db
        .selectFrom('routines')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeEach(async () => {
  await groups.api.db.deleteFrom('routines').execute();
});

describe('sharing a routine', () => {
  test('a member shares their routine: listed newest first with the plan summed up, who shared it (their name, never an email) and when', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const routine = await makeRoutine('member');
    const response = await share('member', world, routine.id);
    expect(response.statusCode).toBe(201);
    const shared = response.json();
    expect(shared).toEqual({
      id: expect.any(Number),
      group_id: world.groupId,
      name: 'Push A',
      exercises: [
        { name: 'Bench Press', set_count: 3 },
        { name: 'Landmine Twist Marker', set_count: 1 },
      ],
      exercise_count: 2,
      set_count: 4,
      shared_by_name: 'Member Lifter',
      shared_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      can_unshare: true,
    });
    const seen = await list('member2', world);
    expect(seen.map((s) => [s.name, s.shared_by_name, s.can_unshare])).toEqual([
      ['Push A', 'Member Lifter', false],
      ['Old Plan', null, false],
      ['Squat Day', 'Member2 Lifter', true],
    ]);
    expect(JSON.stringify(seen)).not.toContain('@example.com');
    expect((await list('admin', world)).every((s) => s.can_unshare)).toBe(true);
  });

  test('a snapshot: editing or deleting the original later changes nothing of what was shared or what a copy gets', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const routine = await makeRoutine('member');
    const shared = (await share('member', world, routine.id)).json() as { id: number };
    const edited = await req('member', 'PUT', `/api/routines/${routine.id}`, {
      name: 'Push B',
      exercises: [{ name: 'Overhead Press', type: 'weighted', sets: [{ reps_min: 3, weight: 50 }] }],
    });
    expect(edited.statusCode).toBe(200);
    expect((await list('member2', world))[0]).toMatchObject({
      name: 'Push A',
      exercises: [
        { name: 'Bench Press', set_count: 3 },
        { name: 'Landmine Twist Marker', set_count: 1 },
      ],
    });
    expect((await req('member', 'DELETE', `/api/routines/${routine.id}`)).statusCode).toBe(204);
    const copy = await req('member2', 'POST', `${g(world)}/routines/${shared.id}/copy`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: 'Push A', exercises: [{ name: 'Bench Press' }, { name: 'Landmine Twist Marker' }] });
  });

  test('idempotent with its key: a retry answers the same share and stores one', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const routine = await makeRoutine('member');
    const first = await share('member', world, routine.id, { 'idempotency-key': 'share-1' });
    const again = await share('member', world, routine.id, { 'idempotency-key': 'share-1' });
    expect([first.statusCode, again.statusCode, again.headers['idempotent-replayed']]).toEqual([201, 201, 'true']);
    expect(again.json()).toEqual(first.json());
    expect((await sharedRows(world)).filter((r) => r.name === 'Push A')).toHaveLength(1);
  });

  test('a routine not yours and a group you are not in are both 404, and nothing is stored', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const before = await sharedRows(world);
    const theirs = await makeRoutine('member2');
    const notYours = await share('member', world, theirs.id);
    expect([notYours.statusCode, notYours.json().message]).toEqual([404, 'Routine not found']);
    const strangers = await makeRoutine('stranger');
    for (const who of ['stranger', 'removed'] as const) {
      const own = who === 'stranger' ? strangers : await makeRoutine(who);
      const response = await share(who, world, own.id);
      expect([who, response.statusCode, response.json().message]).toEqual([who, 404, 'Group not found']);
    }
    expect(await sharedRows(world)).toEqual(before);
  });

  test('bad input is a 400 naming the field', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    for (const payload of [{}, { routine_id: 'abc' }, { routine_id: 0 }, { routine_id: 2 ** 31 }, { routine_id: null }]) {
      const response = await req('member', 'POST', `${g(world)}/routines`, payload);
      expect([payload, response.statusCode]).toEqual([payload, 400]);
      expect(response.json().field).toBe('routine_id');
    }
    const badId = await req('member', 'POST', `${g(world)}/routines/abc/copy`);
    expect([badId.statusCode, badId.json().field]).toEqual([400, 'sharedId']);
  });

  test(`a group holds at most ${SHARED_ROUTINES_MAX}: one more is a 409`, async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const routine = await makeRoutine('member');
    const exercises = JSON.stringify([{ name: 'Back Squat', type: 'weighted', sets: [] }]);
    const existing = (await sharedRows(world)).length;
    await groups.api.db
      .insertInto('shared_routines')
      .values(
        Array.from({ length: SHARED_ROUTINES_MAX - existing }, (_, i) => ({
          group_id: world.groupId,
          shared_by: groups.ids.member,
          name: `Plan ${i}`,
          exercises,
        })),
      )
      .execute();
    const response = await share('member', world, routine.id);
    expect(response.statusCode).toBe(409);
    expect(await sharedRows(world)).toHaveLength(SHARED_ROUTINES_MAX);
  });
});

describe('copying a shared routine', () => {
  test("the copy is a routine of the copier's: named as shared, rules and training maxes as shared, progression state fresh, lifts resolved for them", async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const original = await makeRoutine('member');
    await groups.api.db.updateTable('routine_exercises').set({ failures: 2, cycle_week: 3 }).where('routine_id', '=', original.id).execute();
    const shared = (await share('member', world, original.id)).json() as { id: number };
    const response = await req('member2', 'POST', `${g(world)}/routines/${shared.id}/copy`);
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    const mine = await req('member2', 'GET', `/api/routines/${copy.id}`);
    expect(mine.statusCode).toBe(200);
    const plan = (r: typeof original) => r.exercises.map(({ id: _id, failures: _f, cycle_week: _c, ...rest }) => rest);
    expect(plan(copy)).toEqual(plan(original));
    expect(copy.exercises.map((e: { failures: number; cycle_week: number }) => [e.failures, e.cycle_week])).toEqual([
      [0, 1],
      [0, 1],
    ]);
    const custom = await groups.api.db.selectFrom('custom_exercises').select('name').where('user_id', '=', groups.ids.member2).execute();
    expect(custom.map((c) => c.name)).toContain('Landmine Twist Marker');
  });

  test('a name already taken gets " (copy)", as duplicate does', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    await makeRoutine('member2', 'squat day');
    const response = await req('member2', 'POST', `${g(world)}/routines/${world.sharedRoutineId}/copy`);
    expect([response.statusCode, response.json().name]).toEqual([201, 'Squat Day (copy)']);
  });

  test("the copier edits their copy without changing the sharer's routine or the shared snapshot", async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const original = await makeRoutine('member');
    const shared = (await share('member', world, original.id)).json() as { id: number };
    const copy = (await req('member2', 'POST', `${g(world)}/routines/${shared.id}/copy`)).json() as { id: number };
    const snapshotBefore = (await sharedRows(world)).find((r) => r.id === shared.id);
    const edit = await req('member2', 'PUT', `/api/routines/${copy.id}`, {
      name: 'My Push',
      exercises: [{ name: 'Bench Press', type: 'weighted', sets: [{ reps_min: 3, weight: 90 }] }],
    });
    expect(edit.statusCode).toBe(200);
    expect((await req('member', 'GET', `/api/routines/${original.id}`)).json()).toEqual(original);
    expect((await sharedRows(world)).find((r) => r.id === shared.id)).toEqual(snapshotBefore);
  });

  test(`the ${ROUTINES_MAX}-routine limit holds: a full copier gets a 409 and nothing is written`, async () => {
    const world = await buildWorld(groups.api, groups.ids);
    await groups.api.db
      .insertInto('routines')
      .values(Array.from({ length: ROUTINES_MAX }, (_, i) => ({ user_id: groups.ids.member2, name: `R${i}` })))
      .execute();
    const response = await req('member2', 'POST', `${g(world)}/routines/${world.sharedRoutineId}/copy`);
    expect(response.statusCode).toBe(409);
    expect(await routineCount(groups.ids.member2)).toBe(ROUTINES_MAX);
  });

  test("another group's shared routine is not found through this group", async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const other = await buildWorld(groups.api, groups.ids, 'Evening Crew');
    for (const [method, url] of [
      ['POST', `${g(world)}/routines/${other.sharedRoutineId}/copy`],
      ['DELETE', `${g(world)}/routines/${other.sharedRoutineId}`],
    ] as const) {
      const response = await req('creator', method, url);
      expect([url, response.statusCode, response.json().message]).toEqual([url, 404, 'Shared routine not found']);
    }
    expect((await sharedRows(other)).map((r) => r.id)).toContain(other.sharedRoutineId);
  });
});

describe('unsharing and leaving', () => {
  test('the sharer or an admin unshares; a plain member gets a 403; copies already made stay', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const copy = (await req('member', 'POST', `${g(world)}/routines/${world.sharedRoutineId}/copy`)).json() as { id: number };
    const refused = await req('member', 'DELETE', `${g(world)}/routines/${world.sharedRoutineId}`);
    expect([refused.statusCode, refused.json().message]).toEqual([403, 'Only the member who shared it or a group admin can unshare it']);
    expect((await req('member2', 'DELETE', `${g(world)}/routines/${world.sharedRoutineId}`)).statusCode).toBe(204);
    expect((await list('member', world)).map((s) => s.id)).not.toContain(world.sharedRoutineId);
    expect((await req('member', 'GET', `/api/routines/${copy.id}`)).statusCode).toBe(200);
    expect((await req('admin', 'DELETE', `${g(world)}/routines/${world.removedSharedRoutineId}`)).statusCode).toBe(204);
  });

  test('a removed member loses access on their next request; what they shared stays, without their name', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const routine = await makeRoutine('member');
    const shared = (await share('member', world, routine.id)).json() as { id: number };
    expect((await list('member', world)).length).toBe(3);
    expect((await req('creator', 'DELETE', `${g(world)}/members/${groups.ids.member}`)).statusCode).toBe(204);
    for (const [method, url] of [
      ['GET', `${g(world)}/routines`],
      ['POST', `${g(world)}/routines/${shared.id}/copy`],
      ['DELETE', `${g(world)}/routines/${shared.id}`],
    ] as const) {
      const response = await req('member', method, url);
      expect([method, response.statusCode, response.json().message]).toEqual([method, 404, 'Group not found']);
    }
    expect((await share('member', world, routine.id)).statusCode).toBe(404);
    const seen = await list('member2', world);
    expect(seen.find((s) => s.id === shared.id)).toMatchObject({ name: 'Push A', shared_by_name: null });
  });
});

test('the OpenAPI document describes the shared-routine calls', async () => {
  const document = (await groups.api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  expect(Object.keys(document.paths['/api/groups/{id}/routines']).sort()).toEqual(['get', 'post']);
  expect(document.paths['/api/groups/{id}/routines'].post.requestBody.content['application/json'].schema.required).toEqual(['routine_id']);
  expect(Object.keys(document.paths['/api/groups/{id}/routines/{sharedId}/copy'])).toEqual(['post']);
  expect(Object.keys(document.paths['/api/groups/{id}/routines/{sharedId}'])).toEqual(['delete']);
  expect(document.paths['/api/groups/{id}/routines/{sharedId}'].delete.responses['403']).toBeDefined();
});
