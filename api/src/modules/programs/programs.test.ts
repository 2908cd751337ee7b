// Programs: a built-in program started makes its routines and follows them in order; Finish moves
// "Next" on; the home page's line reads the next routine's first lift in the lifter's unit.
import type { Exercise, Program, ProgramNext, Session } from '@liftbook/shared/contract';
import { createTestApi, type TestApi } from '../../../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

type Req = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
const json = <T>(sub: string, request: Req, status = 200) => api.json<T>(sub, request, status);
const next = (sub: string) => json<ProgramNext | null>(sub, { method: 'GET', url: '/api/programs/next' });
const line = (n: ProgramNext | null) => (n === null ? null : `Next: ${n.routine_name} — ${n.first_exercise}`);

/** Start the routine, one tap per planned set, Finish. */
async function workout(sub: string, routineId: number, day: string): Promise<void> {
  const session = await json<Session>(sub, { method: 'POST', url: `/api/routines/${routineId}/start`, payload: { session_date: day } }, 201);
  for (const exercise of await json<Exercise[]>(sub, { method: 'GET', url: `/api/sessions/${session.id}/exercises` })) {
    for (const set of exercise.planned_sets)
      await json(sub, { method: 'POST', url: `/api/exercises/${exercise.id}/planned_sets/${set.id}/log`, payload: {} }, 201);
  }
  await json(sub, { method: 'POST', url: `/api/sessions/${session.id}/finish`, payload: { unchecked: 'drop' } });
}

describe('programs', () => {
  it('5×5 in kg: started, the next workout alternates A and B and carries the weight the rule added', async () => {
    const sub = 'program-kg';
    await json(sub, { method: 'PUT', url: '/api/user/profile', payload: { weight_unit: 'kg' } });
    expect(await next(sub)).toBeNull();
    const program = await json<Program>(sub, { method: 'POST', url: '/api/programs', payload: { key: 'five-by-five', weights: { Squat: 100 } } }, 201);
    expect([program.name, program.built_in, program.routines.map((r) => r.name), program.next_routine_id]).toEqual([
      '5×5',
      'five-by-five',
      ['5×5 Workout A', '5×5 Workout B'],
      null,
    ]);
    const [a, b] = program.routines;

    expect(line(await next(sub))).toBe('Next: 5×5 Workout A — Squat 5×5 @ 100 kg');
    await workout(sub, a!.id, '2026-11-02');
    expect(line(await next(sub))).toBe('Next: 5×5 Workout B — Squat 5×5 @ 102.5 kg');
    await workout(sub, b!.id, '2026-11-04');
    expect(line(await next(sub))).toBe('Next: 5×5 Workout A — Squat 5×5 @ 105 kg');
    // The program's own routines are ordinary routines of the lifter.
    const listed = await json<{ name: string }[]>(sub, { method: 'GET', url: '/api/routines' });
    expect(listed.map((r) => r.name).sort()).toEqual(['5×5 Workout A', '5×5 Workout B']);
  });

  it('5/3/1 in lbs: the first day at 65 % of its training max, in the lifter’s unit', async () => {
    const sub = 'program-lbs';
    await json(sub, { method: 'POST', url: '/api/programs', payload: { key: 'five-three-one', weights: { 'Overhead Press': 100 } } }, 201);
    expect(line(await next(sub))).toBe('Next: 5/3/1 Overhead Press — Overhead Press 3 sets, first 5 @ 65 lbs');
  });

  it('a deleted next routine falls back to the program’s first; another lifter follows nothing of it', async () => {
    const sub = 'program-delete';
    const program = await json<Program>(sub, { method: 'POST', url: '/api/programs', payload: { key: 'push-pull-legs' } }, 201);
    await workout(sub, program.routines[0]!.id, '2026-11-02');
    expect((await next(sub))?.routine_name).toBe('PPL Pull');
    expect((await api.as(sub, { method: 'DELETE', url: `/api/routines/${program.routines[1]!.id}` })).statusCode).toBe(204);
    expect((await next(sub))?.routine_name).toBe('PPL Push');
    expect(await next('program-stranger')).toBeNull();
  });

  it('takes starting numbers up to the bounds of a set', async () => {
    const sub = 'program-heavy';
    for (const key of ['five-by-five', 'push-pull-legs', 'five-three-one']) {
      const weights = { Squat: 2000, Deadlift: 2000, 'Bench Press': 2000, 'Overhead Press': 2000, 'Barbell Row': 2000 };
      await json(sub, { method: 'POST', url: '/api/programs', payload: { key, weights } }, 201);
    }
  });

  it.each<[object, string]>([
    [{ key: 'gzclp' }, 'key'],
    [{}, 'key'],
    [{ key: 'five-by-five', weights: { Squat: -5 } }, 'weights.Squat'],
    [{ key: 'five-by-five', weights: { Squat: 2500 } }, 'weights.Squat'],
  ])('refuses %j with a 400 naming %s, and makes nothing', async (payload, field) => {
    const sub = 'program-refused';
    const response = await api.as(sub, { method: 'POST', url: '/api/programs', payload });
    expect([response.statusCode, (response.json() as { field?: string }).field]).toEqual([400, field]);
    expect(await json<unknown[]>(sub, { method: 'GET', url: '/api/routines' })).toEqual([]);
  });

  it('the home line follows the lifter’s unit after a change, rounded to what the plates load', async () => {
    const sub = 'program-unit-change';
    await json(sub, { method: 'PUT', url: '/api/user/profile', payload: { weight_unit: 'kg' } });
    await json(sub, { method: 'POST', url: '/api/programs', payload: { key: 'five-by-five', weights: { Squat: 100 } } }, 201);
    await json(sub, { method: 'PUT', url: '/api/user/profile', payload: { weight_unit: 'lbs' } });
    expect(line(await next(sub))).toBe('Next: 5×5 Workout A — Squat 5×5 @ 220.5 lbs');
  });

  it('lists the lifter’s programs newest first; one of them by id; another lifter’s is a 404', async () => {
    const sub = 'program-list';
    expect(await json<Program[]>(sub, { method: 'GET', url: '/api/programs' })).toEqual([]);
    const first = await json<Program>(sub, { method: 'POST', url: '/api/programs', payload: { key: 'five-by-five' } }, 201);
    const second = await json<Program>(sub, { method: 'POST', url: '/api/programs', payload: { key: 'five-three-one' } }, 201);
    expect((await json<Program[]>(sub, { method: 'GET', url: '/api/programs' })).map((p) => p.id)).toEqual([second.id, first.id]);
    expect(await json<Program>(sub, { method: 'GET', url: `/api/programs/${first.id}` })).toEqual(first);
    const stranger = await api.as('program-list-stranger', { method: 'GET', url: `/api/programs/${first.id}` });
    expect(stranger.statusCode).toBe(404);
    expect(await json<Program[]>('program-list-stranger', { method: 'GET', url: '/api/programs' })).toEqual([]);
  });

  it('builds the lifter’s own program from their routines in order; Finish moves it on like a built-in one', async () => {
    const sub = 'program-own';
    await json(sub, { method: 'PUT', url: '/api/user/profile', payload: { weight_unit: 'kg' } });
    const routine = (name: string, weight: number) =>
      json<{ id: number }>(
        sub,
        {
          method: 'POST',
          url: '/api/routines',
          payload: { name, exercises: [{ name: 'Front Squat', type: 'weighted', weight_unit: 'kg', sets: [{ reps_min: 3, weight }] }] },
        },
        201,
      );
    const a = await routine('Heavy', 80);
    const b = await routine('Light', 60);
    const program = await json<Program>(sub, { method: 'POST', url: '/api/programs', payload: { name: '  Squat days ', routine_ids: [b.id, a.id] } }, 201);
    expect([program.name, program.built_in, program.routines.map((r) => r.name)]).toEqual(['Squat days', null, ['Light', 'Heavy']]);
    expect(line(await next(sub))).toBe('Next: Light — Front Squat 1×3 @ 60 kg');
    await workout(sub, b.id, '2026-11-02');
    expect(line(await next(sub))).toBe('Next: Heavy — Front Squat 1×3 @ 80 kg');
    // Its routines are not copied: still two routines.
    expect(await json<unknown[]>(sub, { method: 'GET', url: '/api/routines' })).toHaveLength(2);
  });

  it.each<[string, (own: number, other: number) => object, number, string]>([
    ['another lifter’s routine', (own, other) => ({ name: 'Mine', routine_ids: [own, other] }), 404, 'routine_ids[1]'],
    ['a routine that does not exist', (own) => ({ name: 'Mine', routine_ids: [own, 2147483000] }), 404, 'routine_ids[1]'],
    ['a routine twice', (own) => ({ name: 'Mine', routine_ids: [own, own] }), 400, 'routine_ids'],
    ['no routine', () => ({ name: 'Mine', routine_ids: [] }), 400, 'routine_ids'],
    ['too many routines', (own) => ({ name: 'Mine', routine_ids: Array.from({ length: 31 }, (_, i) => own + i) }), 400, 'routine_ids'],
    ['a blank name', (own) => ({ name: '   ', routine_ids: [own] }), 400, 'name'],
    ['a long name', (own) => ({ name: 'x'.repeat(101), routine_ids: [own] }), 400, 'name'],
    ['no name', (own) => ({ routine_ids: [own] }), 400, 'name'],
    ['an id that is not a number', () => ({ name: 'Mine', routine_ids: ['one'] }), 400, 'routine_ids[0]'],
  ])('refuses its own program with %s: the status and field named, and makes nothing', async (_case, body, status, field) => {
    const sub = 'program-own-refused';
    const make = (who: string) =>
      json<{ id: number }>(
        who,
        { method: 'POST', url: '/api/routines', payload: { name: 'R', exercises: [{ name: 'Squat', type: 'weighted', sets: [{ reps_min: 5 }] }] } },
        201,
      );
    const own = await make(sub);
    const other = await make('program-own-other');
    const response = await api.as(sub, { method: 'POST', url: '/api/programs', payload: body(own.id, other.id) });
    expect([response.statusCode, (response.json() as { field?: string }).field]).toEqual([status, field]);
    expect(await json<unknown[]>(sub, { method: 'GET', url: '/api/programs' })).toEqual([]);
  });
});
