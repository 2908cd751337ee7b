import { buildWorld, setUpGroupsApi, type World } from '../../../test/groups-world.js';
import type { TestApi } from '../../../test/harness.js';
import { insertSets } from '../sets/queries.js';

const groups = setUpGroupsApi();
const { req } = groups;

// The people are the same in every world (each test's group is new): each test starts with no workouts.
beforeEach(async () => {
  await groups.api.db.deleteFrom('sessions').execute();
});

interface SetRow {
  weight?: number | null;
  unit?: 'kg' | 'lbs';
  reps?: number | null;
  kind?: 'normal' | 'warmup';
}

/** A session of `userId` on `day` with one exercise per entry of `lifts`, written straight to the database. */
async function logWorkout(api: TestApi, userId: number, day: string, lifts: Array<[string, SetRow[]]>, options: { private?: boolean; type?: string } = {}) {
  const session = await api.db
    .insertInto('sessions')
    .values({ user_id: userId, session_date: day, session_type: options.type ?? 'Push', private: options.private ?? false })
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
    if (sets.length > 0) {
      await insertSets(
        api.db,
        sets.map((set, i) => ({
          exercise_id: exercise.id,
          set_number: i + 1,
          weight: set.weight ?? null,
          weight_unit: set.weight == null ? null : (set.unit ?? 'kg'),
          reps: set.reps ?? null,
          kind: set.kind ?? 'normal',
        })),
      ).execute();
    }
  }
  return { id: session.id, exerciseIds };
}

const feedOf = async (who: string, world: World, query = '') => {
  const response = await req(who, 'GET', `/api/groups/${world.groupId}/feed${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    entries: Array<{ session_id: number; user_id: number; name: string | null; records: Array<{ kind: string; exercise: string }> } & Record<string, unknown>>;
    next: string | null;
  };
};

describe('records a session set (View Workouts and the feed)', () => {
  test('each kind against earlier sessions only; warm-ups never; a first session sets none', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const lifter = groups.ids.member2;
    // The world's session: 2026-03-02, Bench Press 3 × 100 kg × 5. Before it, nothing: no records.
    const later = await logWorkout(groups.api, lifter, '2026-03-09', [
      [
        'bench press',
        [
          { weight: 140, reps: 1, kind: 'warmup' },
          { weight: 102.5, reps: 5 },
          { weight: 90, reps: 9 },
        ],
      ],
      ['Squat', [{ weight: 150, reps: 5 }]],
    ]);
    const sessions = (await req('member', 'GET', `/api/groups/${world.groupId}/members/${lifter}/sessions`)).json() as Array<{
      id: number;
      records: unknown[];
    }>;
    expect(sessions.map((s) => s.id)).toEqual([later.id, world.sessionId]);
    expect(sessions[1]!.records).toEqual([]);
    const setIds = await groups.api.db.selectFrom('sets').select('id').where('exercise_id', '=', later.exerciseIds[0]!).orderBy('set_number').execute();
    const [second, third] = [setIds[1]!.id, setIds[2]!.id];
    // 102.5 kg × 5 beats 100 × 5 in e1RM and in weight for 5 reps; 90 × 9 is more reps at 90 kg or more. Squat: first time.
    expect(sessions[0]!.records).toEqual([
      { exercise: 'bench press', kind: 'e1rm', set_id: second, weight_lbs: 225.97, reps: 5, e1rm_lbs: 263.64 },
      { exercise: 'bench press', kind: 'weight_for_reps', set_id: second, weight_lbs: 225.97, reps: 5, e1rm_lbs: null },
      { exercise: 'bench press', kind: 'reps_at_weight', set_id: third, weight_lbs: 198.42, reps: 9, e1rm_lbs: null },
    ]);
    const feed = await feedOf('member', world);
    expect(feed.entries.find((e) => e.session_id === later.id)!.records).toEqual(sessions[0]!.records);
  });

  test('a heavier warm-up, or the same figures again, sets no record', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const again = await logWorkout(groups.api, groups.ids.member2, '2026-03-05', [
      [
        'Bench Press',
        [
          { weight: 120, reps: 5, kind: 'warmup' },
          { weight: 100, reps: 5 },
        ],
      ],
    ]);
    const feed = await feedOf('member', world);
    expect(feed.entries.find((e) => e.session_id === again.id)!.records).toEqual([]);
  });
});

describe('GET /api/groups/{id}/feed', () => {
  test('members’ workouts newest first with top sets, volume without warm-ups or planned sets, names not emails', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const mine = await logWorkout(groups.api, groups.ids.member, '2026-03-04', [
      [
        'Squat',
        [
          { weight: 60, reps: 10, kind: 'warmup' },
          { weight: 100, reps: 5 },
          { weight: 110, reps: 3 },
        ],
      ],
      ['Bench Press', [{ weight: 80, reps: 8 }]],
      ['Row', [{ weight: 70, reps: 10 }]],
      ['Curl', [{ weight: 20, reps: 12 }]],
    ]);
    await groups.api.db
      .insertInto('planned_sets')
      .values({ exercise_id: mine.exerciseIds[0]!, position: 1, weight: 200, weight_unit: 'kg', reps: 5 })
      .execute();
    const feed = await feedOf('admin', world);
    expect(feed.entries.map((e) => e.session_id)).toEqual([mine.id, world.sessionId]);
    const [entry] = feed.entries;
    expect(entry).toMatchObject({
      user_id: groups.ids.member,
      name: 'Member Lifter',
      session_date: '2026-03-04T00:00:00.000Z',
      session_type: 'Push',
      top_sets: [
        { exercise: 'Squat', weight_lbs: 242.51, reps: 3, duration: null },
        { exercise: 'Bench Press', weight_lbs: 176.37, reps: 8, duration: null },
        { exercise: 'Row', weight_lbs: 154.32, reps: 10, duration: null },
      ],
      // (100×5 + 110×3 + 80×8 + 70×10 + 20×12) kg = 2410 kg in lbs.
      volume_lbs: 5313.13,
      set_count: 5,
      cheer_count: 0,
      cheered: false,
      comment_count: 0,
    });
    expect(JSON.stringify(feed)).not.toContain('@example.com');
  });

  test('pages by keyset: every workout once, in order, however it is cut; a bad cursor is a 400 naming before', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const logged: number[] = [world.sessionId];
    for (const [who, day] of [
      ['member', '2026-03-01'],
      ['admin', '2026-03-02'],
      ['creator', '2026-03-02'],
      ['member', '2026-03-03'],
      ['admin', '2026-02-27'],
    ] as const) {
      logged.push((await logWorkout(groups.api, groups.ids[who], day, [['Deadlift', [{ weight: 100, reps: 5 }]]])).id);
    }
    const all = (await feedOf('member', world)).entries.map((e) => [String(e.session_date), e.session_id] as const);
    expect(all.map(([, id]) => id).sort()).toEqual([...logged].sort());
    expect([...all].sort((a, b) => (a[0] === b[0] ? b[1] - a[1] : a[0] < b[0] ? 1 : -1))).toEqual(all);
    const paged: number[] = [];
    let next: string | null = '';
    while (next !== null) {
      const page = await feedOf('member', world, `?limit=2${next ? `&before=${next}` : ''}`);
      paged.push(...page.entries.map((e) => e.session_id));
      next = page.next;
    }
    expect(paged).toEqual(all.map(([, id]) => id));
    for (const bad of ['x', '2026-02-30.5', '2026-03-01.0', '2026-03-01', '2026-03-01.99999999999']) {
      const response = await req('member', 'GET', `/api/groups/${world.groupId}/feed?before=${bad}`);
      expect([bad, response.statusCode, response.json().field]).toEqual([bad, 400, 'before']);
    }
    for (const limit of ['0', '51', 'x']) {
      const response = await req('member', 'GET', `/api/groups/${world.groupId}/feed?limit=${limit}`);
      expect([limit, response.statusCode, response.json().field]).toEqual([limit, 400, 'limit']);
    }
  });

  test('a private workout never shows (feed, View Workouts, cheers, comments); leaving takes one’s workouts out', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const hidden = await logWorkout(groups.api, groups.ids.member2, '2026-03-10', [['Squat', [{ weight: 100, reps: 5 }]]], { private: true });
    const base = `/api/groups/${world.groupId}`;
    expect((await feedOf('member', world)).entries.map((e) => e.session_id)).toEqual([world.sessionId]);
    const sessions = (await req('member', 'GET', `${base}/members/${groups.ids.member2}/sessions`)).json() as Array<{ id: number }>;
    expect(sessions.map((s) => s.id)).toEqual([world.sessionId]);
    for (const [method, url, payload] of [
      ['PUT', `${base}/sessions/${hidden.id}/cheer`],
      ['GET', `${base}/sessions/${hidden.id}/comments`],
      ['POST', `${base}/sessions/${hidden.id}/comments`, { body: 'Nice' }],
    ] as const) {
      const response = await req('member', method, url, payload);
      expect([method, response.statusCode, response.json().message]).toEqual([method, 404, 'Workout not found']);
    }
    // Marked private through the api by its lifter: gone from the feed at once; unmarked, back.
    const put = await req('member2', 'PUT', `/api/sessions/${world.sessionId}`, {
      session_date: '2026-03-02',
      session_type: 'push',
      notes: 'heavy day',
      private: true,
    });
    expect(put.json()).toMatchObject({ private: true, notes: 'heavy day' });
    expect((await feedOf('member', world)).entries).toEqual([]);
    const edited = await req('member2', 'PUT', `/api/sessions/${world.sessionId}`, { session_date: '2026-03-02', session_type: 'push' });
    expect(edited.json()).toMatchObject({ private: true });
    await req('member2', 'PUT', `/api/sessions/${world.sessionId}`, { session_date: '2026-03-02', session_type: 'push', private: false });
    expect((await feedOf('member', world)).entries.map((e) => e.session_id)).toEqual([world.sessionId]);
    const bad = await req('member2', 'PUT', `/api/sessions/${world.sessionId}`, { session_date: '2026-03-02', session_type: 'push', private: 'yes' });
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'private']);
    // member2 leaves: their workouts leave the feed, and their workout's cheer route is a 404.
    expect((await req('member2', 'DELETE', `${base}/members/${groups.ids.member2}`)).statusCode).toBe(204);
    expect((await feedOf('member', world)).entries).toEqual([]);
    expect((await req('member', 'PUT', `${base}/sessions/${world.sessionId}/cheer`)).statusCode).toBe(404);
    expect((await req('member2', 'GET', `${base}/feed`)).json()).toMatchObject({ statusCode: 404, message: 'Group not found' });
  });

  test('a workout of another group’s member, or a missing one, is the workout’s 404', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const strangers = await logWorkout(groups.api, groups.ids.stranger, '2026-03-10', [['Squat', [{ weight: 100, reps: 5 }]]]);
    for (const id of [strangers.id, 2_000_000_000]) {
      const response = await req('member', 'PUT', `/api/groups/${world.groupId}/sessions/${id}/cheer`);
      expect([response.statusCode, response.json().message]).toEqual([404, 'Workout not found']);
    }
  });
});

describe('cheers', () => {
  test('one per member, taken back, counted on the feed with whether the viewer cheered', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const url = `/api/groups/${world.groupId}/sessions/${world.sessionId}/cheer`;
    // The world's removed member cheered before leaving: their cheer stays counted.
    expect((await req('member', 'PUT', url)).json()).toEqual({ cheer_count: 2, cheered: true });
    expect((await req('member', 'PUT', url)).json()).toEqual({ cheer_count: 2, cheered: true });
    expect((await req('admin', 'PUT', url)).json()).toEqual({ cheer_count: 3, cheered: true });
    expect((await feedOf('member', world)).entries[0]).toMatchObject({ cheer_count: 3, cheered: true, comment_count: 2 });
    expect((await req('member', 'DELETE', url)).json()).toEqual({ cheer_count: 2, cheered: false });
    expect((await req('member', 'DELETE', url)).json()).toEqual({ cheer_count: 2, cheered: false });
    expect((await feedOf('member', world)).entries[0]).toMatchObject({ cheer_count: 2, cheered: false });
    expect((await feedOf('creator', world)).entries[0]).toMatchObject({ cheer_count: 2, cheered: false });
  });
});

describe('comments', () => {
  test('cleaned, bounded, listed oldest first; a removed member’s comment stays without their name', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const url = `/api/groups/${world.groupId}/sessions/${world.sessionId}/comments`;
    const posted = await req('admin', 'POST', url, { body: '  Huge \u202Eday\u202C!\u0000  ' });
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({ author_id: groups.ids.admin, author_name: 'Admin Lifter', body: 'Huge day!', can_delete: true });
    for (const [body, message] of [
      ['', 'body is required'],
      ['   ', 'body is required'],
      ['\u200B\u200D', 'body is required'],
      ['x'.repeat(501), 'body must be at most 500 characters'],
    ] as const) {
      const response = await req('admin', 'POST', url, { body });
      expect([response.statusCode, response.json()]).toEqual([400, { statusCode: 400, error: 'Bad Request', message, field: 'body' }]);
    }
    expect((await req('admin', 'POST', url, { body: 'x'.repeat(500) })).statusCode).toBe(201);
    const list = (await req('member', 'GET', url)).json() as Array<{ author_id: number; author_name: string | null; body: string; can_delete: boolean }>;
    expect(list.map((c) => [c.author_id, c.author_name, c.body.slice(0, 9), c.can_delete])).toEqual([
      [groups.ids.member, 'Member Lifter', 'Strong!', true],
      [groups.ids.removed, null, 'Nice', false],
      [groups.ids.admin, 'Admin Lifter', 'Huge day!', false],
      [groups.ids.admin, 'Admin Lifter', 'xxxxxxxxx', false],
    ]);
    expect(JSON.stringify(list)).not.toContain('@example.com');
  });

  test('deleted by its author, the workout’s lifter or an admin; another member gets a 403 and it stays', async () => {
    const world = await buildWorld(groups.api, groups.ids);
    const url = `/api/groups/${world.groupId}/sessions/${world.sessionId}/comments`;
    const post = async () => ((await req('creator', 'POST', url, { body: 'Go!' })).json() as { id: number }).id;
    // Written by the creator: the member may not delete it; the lifter (member2) and the admin may.
    const first = await post();
    const refused = await req('member', 'DELETE', `${url}/${first}`);
    expect([refused.statusCode, refused.json().message]).toEqual([403, "Only the comment's author, the workout's lifter or a group admin can delete it"]);
    expect((await req('member2', 'DELETE', `${url}/${first}`)).statusCode).toBe(204);
    expect((await req('member2', 'DELETE', `${url}/${first}`)).json()).toMatchObject({ statusCode: 404, message: 'Comment not found' });
    const second = await post();
    expect((await req('admin', 'DELETE', `${url}/${second}`)).statusCode).toBe(204);
    expect((await req('member', 'DELETE', `${url}/${world.commentId}`)).statusCode).toBe(204);
    // A comment of another workout is not found under this one.
    const other = await logWorkout(groups.api, groups.ids.member, '2026-03-03', [['Squat', [{ weight: 100, reps: 5 }]]]);
    const third = await post();
    const misplaced = await req('creator', 'DELETE', `/api/groups/${world.groupId}/sessions/${other.id}/comments/${third}`);
    expect(misplaced.statusCode).toBe(404);
    const left = (await req('creator', 'GET', url)).json() as Array<{ id: number }>;
    expect(left.map((c) => c.id)).toContain(third);
  });
});
