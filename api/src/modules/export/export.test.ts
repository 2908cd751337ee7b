// GET /api/export through the api: the two formats' headers and bodies, the query's validation,
// formula neutralisation and RFC 4180 quoting, sessions and exercises with nothing under them,
// histories longer than one page, another lifter's data never in the file, and nothing held
// between pages (exports in a row on a small pool; no transaction open while a download waits).
import { LIFTBOOK_FORMAT, LIFTBOOK_VERSION } from '@liftbook/shared/import';
import { CSV_COLUMNS } from '@liftbook/shared/set-rules';
import { sql } from 'kysely';
import { createTestApi, type TestApi } from '../../../test/harness.js';
import { csvLine, EXPORT_FORMAT, EXPORT_VERSION } from './export-format.js';
import Papa from 'papaparse';
import { openExport, PAGE_SESSIONS } from './queries.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const exportAs = (sub: string, format?: string) => api.as(sub, { method: 'GET', url: format === undefined ? '/api/export' : `/api/export?format=${format}` });

async function post<T>(sub: string, url: string, payload: object): Promise<T> {
  const response = await api.as(sub, { method: 'POST', url, payload });
  expect(response.statusCode).toBe(201);
  return response.json() as T;
}

/** A few sessions with every kind of value, one empty session and one empty exercise. */
async function seed(sub: string, marker: string) {
  const push = await post<{ id: number }>(sub, '/api/sessions', { session_date: '2026-03-02', session_type: 'Push', notes: `${marker}, "quoted"\nline two` });
  await post(sub, `/api/sessions/${push.id}/exercises`, {
    name: 'Bench Press',
    type: 'weighted',
    variation: 'Paused',
    notes: '=SUM(1)',
    sets: [
      { weight: 60, weight_unit: 'kg', reps: 8, kind: 'warmup' },
      { weight: 102.5, weight_unit: 'kg', reps: 5, rpe: 8.5, notes: '-2 reps in reserve' },
    ],
  });
  await post(sub, `/api/sessions/${push.id}/exercises`, { name: `${marker} Carry`, type: 'duration', sets: [{ duration: 45_500, distance: 40 }] });
  await post(sub, `/api/sessions/${push.id}/exercises`, { name: 'Plank', type: 'duration' });
  await post(sub, '/api/sessions', { session_date: '2026-03-01', session_type: 'Rest day' });
  await post(sub, '/api/custom_exercises', { name: `${marker} Curl` });
  await post(sub, '/api/goals', { exercise_name: 'Bench Press', target_weight: 250, target_date: `${new Date().getUTCFullYear() + 1}-01-01` });
  await post(sub, '/api/routines', {
    name: `${marker} Day`,
    exercises: [
      {
        name: 'squat',
        type: 'weighted',
        note: 'belt',
        weight_unit: 'kg',
        training_max: 140,
        progression: { kind: 'training_max', increment: 5 },
        sets: [
          { kind: 'warmup', reps_min: 5, weight: 60, rest_seconds: 60 },
          { reps_min: 5, reps_max: 5, percent_of_tm: 85, rpe: 8 },
        ],
      },
      { name: 'Plank', type: 'duration', superset_group: 1, weight_unit: 'kg', sets: [{ duration: 60_000 }] },
    ],
  });
}

beforeAll(async () => {
  await seed('owner', 'Zercher');
  await seed('other', 'Stranger');
});

describe('GET /api/export', () => {
  test.each([
    [undefined, 'format is required'],
    ['xml', 'format must be one of: csv, json'],
    ['', 'format must be one of: csv, json'],
  ])('format %p is a 400 naming the field', async (format, message) => {
    const response = await exportAs('owner', format);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, message, field: 'format' });
  });

  test('CSV: a download with the documented header, one row per set, empty sessions and exercises as a row each', async () => {
    const response = await exportAs('owner', 'csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="liftbook-export-${new Date().toISOString().slice(0, 10)}.csv"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    // The workout clock started with the first set logged (now); Finish was never pressed; no superset.
    const { rows } = await sql<{ started: string }>`
      SELECT to_char(s.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS started
      FROM sessions AS s JOIN users AS u ON u.id = s.user_id WHERE u.subject = 'owner' AND s.session_type = 'Push'`.execute(api.db);
    const clock = `${rows[0]!.started},,`;
    expect(lines.slice(1)).toEqual([
      '1,2026-03-01,Rest day,,,,,,,,,,,,,,,,,,',
      `2,2026-03-02,Push,"Zercher, ""quoted""\nline two",1,Bench Press,Paused,weighted,"'=SUM(1)",1,warmup,60,kg,8,,,,,${clock}`,
      `2,2026-03-02,Push,"Zercher, ""quoted""\nline two",1,Bench Press,Paused,weighted,"'=SUM(1)",2,normal,102.5,kg,5,,,8.5,"'-2 reps in reserve",${clock}`,
      `2,2026-03-02,Push,"Zercher, ""quoted""\nline two",2,Zercher Carry,,duration,,1,normal,,,,45.5,40,,,${clock}`,
      `2,2026-03-02,Push,"Zercher, ""quoted""\nline two",3,Plank,,duration,,,,,,,,,,,${clock}`,
      '',
    ]);
  });

  test('JSON: format and version, the unit, custom exercises, goals, routines and every session with its exercises and sets', async () => {
    const response = await exportAs('owner', 'json');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="liftbook-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const file = response.json() as Record<string, unknown>;
    expect(file).toEqual({
      format: 'liftbook',
      version: 1,
      exported_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      weight_unit: 'lbs',
      custom_exercises: [{ name: 'Zercher Carry' }, { name: 'Zercher Curl' }],
      goals: [
        {
          exercise_name: 'Bench Press',
          current_weight: null,
          current_reps: null,
          target_weight: 250,
          target_reps: null,
          target_date: `${new Date().getUTCFullYear() + 1}-01-01`,
          status: 'active',
        },
      ],
      routines: [
        {
          name: 'Zercher Day',
          exercises: [
            {
              name: 'Squat',
              type: 'weighted',
              variation: null,
              note: 'belt',
              superset_group: null,
              weight_unit: 'kg',
              training_max: 140,
              progression: { kind: 'training_max', increment: 5 },
              failures: 0,
              cycle_week: 1,
              sets: [
                { kind: 'warmup', reps_min: 5, reps_max: null, weight: 60, percent_of_tm: null, duration: null, distance: null, rpe: null, rest_seconds: 60 },
                { kind: 'normal', reps_min: 5, reps_max: 5, weight: null, percent_of_tm: 85, duration: null, distance: null, rpe: 8, rest_seconds: null },
              ],
            },
            {
              name: 'Plank',
              type: 'duration',
              variation: null,
              note: null,
              superset_group: 1,
              weight_unit: 'kg',
              training_max: null,
              progression: null,
              failures: 0,
              cycle_week: 1,
              sets: [
                {
                  kind: 'normal',
                  reps_min: null,
                  reps_max: null,
                  weight: null,
                  percent_of_tm: null,
                  duration: 60_000,
                  distance: null,
                  rpe: null,
                  rest_seconds: null,
                },
              ],
            },
          ],
        },
      ],
      programs: [],
      sessions: [
        { session_date: '2026-03-01', session_type: 'Rest day', notes: null, started_at: null, finished_at: null, routine: null, exercises: [] },
        {
          session_date: '2026-03-02',
          session_type: 'Push',
          notes: 'Zercher, "quoted"\nline two',
          started_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
          finished_at: null,
          routine: null,
          exercises: [
            {
              name: 'Bench Press',
              variation: 'Paused',
              type: 'weighted',
              notes: '=SUM(1)',
              superset_group: null,
              planned_sets: [],
              sets: [
                { kind: 'warmup', weight: 60, weight_unit: 'kg', reps: 8, duration_ms: null, distance_m: null, rpe: null, notes: null },
                { kind: 'normal', weight: 102.5, weight_unit: 'kg', reps: 5, duration_ms: null, distance_m: null, rpe: 8.5, notes: '-2 reps in reserve' },
              ],
            },
            {
              name: 'Zercher Carry',
              variation: null,
              type: 'duration',
              notes: null,
              superset_group: null,
              planned_sets: [],
              sets: [{ kind: 'normal', weight: null, weight_unit: null, reps: null, duration_ms: 45_500, distance_m: 40, rpe: null, notes: null }],
            },
            { name: 'Plank', variation: null, type: 'duration', notes: null, superset_group: null, sets: [], planned_sets: [] },
          ],
        },
      ],
    });
  });

  test.each(['csv', 'json'])('%s: another lifter sees only their own data', async (format) => {
    const theirs = await exportAs('other', format);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.body).toContain('Stranger');
    expect(theirs.body).not.toContain('Zercher');
    const mine = await exportAs('owner', format);
    expect(mine.body).not.toContain('Stranger');
  });

  test.each(['csv', 'json'])('%s: an account with nothing logged exports an empty file of the format', async (format) => {
    const response = await exportAs('newcomer', format);
    expect(response.statusCode).toBe(200);
    if (format === 'csv') expect(response.body).toBe(`${CSV_COLUMNS.join(',')}\r\n`);
    else expect(response.json()).toMatchObject({ format: 'liftbook', version: 1, custom_exercises: [], goals: [], routines: [], sessions: [] });
  });

  test('a history longer than several pages comes out whole and in order, and every export gives its connection back', async () => {
    const sessions = Math.ceil(PAGE_SESSIONS * 2.5);
    const setsPerSession = 3;
    await api.as('long', { method: 'GET', url: '/api/user/profile' });
    await sql`
      WITH u AS (SELECT id FROM users WHERE subject = 'long'),
      s AS (INSERT INTO sessions (user_id, session_date, session_type) SELECT u.id, date '2024-12-31' + d, 'Day ' || d FROM u, generate_series(1, ${sessions}) d RETURNING id, user_id),
      e AS (INSERT INTO exercises (session_id, user_id, name, type, position) SELECT s.id, s.user_id, 'Row', 'weighted', 1 FROM s RETURNING id)
      INSERT INTO sets (exercise_id, set_number, weight, weight_unit, reps) SELECT e.id, n, n, 'lbs', 1 FROM e, generate_series(1, ${setsPerSession}) n`.execute(
      api.db,
    );
    const lastDate = new Date(Date.UTC(2024, 11, 31 + sessions)).toISOString().slice(0, 10);
    // More exports than the pool has connections: a connection kept by one would block the next.
    for (let round = 0; round < 6; round += 1) {
      const csv = await exportAs('long', 'csv');
      const rows = csv.body.trimEnd().split('\r\n').slice(1);
      expect(rows).toHaveLength(sessions * setsPerSession);
      expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(sessions);
      expect(rows.at(-1)).toBe(`${sessions},${lastDate},Day ${sessions},,1,Row,,weighted,,${setsPerSession},normal,${setsPerSession},lbs,1,,,,,,,`);
      const json = (await exportAs('long', 'json')).json() as {
        sessions: Array<{ session_type: string; exercises: Array<{ sets: Array<{ weight: number }> }> }>;
      };
      expect(json.sessions.map((session) => session.session_type)).toEqual(Array.from({ length: sessions }, (_, index) => `Day ${index + 1}`));
      expect(json.sessions.map((session) => session.exercises[0]?.sets.map((set) => set.weight))).toEqual(
        Array.from({ length: sessions }, () => Array.from({ length: setsPerSession }, (_, index) => index + 1)),
      );
    }
  });
});

test("the format the api writes is the one the page's reader recognises", () => {
  expect([EXPORT_FORMAT, EXPORT_VERSION]).toEqual([LIFTBOOK_FORMAT, LIFTBOOK_VERSION]);
});

test('the OpenAPI document describes the call: its format parameter and both content types', async () => {
  const document = (await api.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, { get?: { parameters?: Array<{ name: string; required?: boolean }>; responses: Record<string, { content?: object }> } }>;
  };
  const operation = document.paths['/api/export']?.get;
  expect(operation?.parameters).toEqual([expect.objectContaining({ name: 'format', required: true })]);
  expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual(['text/csv', 'application/json']);
});

test('between its pages an export holds no transaction and no connection: a download that stops reading keeps nothing', async () => {
  const { id: userId } = (await api.as('long', { method: 'GET', url: '/api/user/profile' })).json() as { id: number };
  const busyConnections = async () =>
    Number(
      (
        await sql<{ count: string }>`
          SELECT count(*) AS count FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND (xact_start IS NOT NULL OR state <> 'idle')`.execute(api.db)
      ).rows[0]?.count,
    );
  const partly = await openExport(api.db, userId);
  const batches = partly.batches();
  const first = (await batches.next()).value as Array<{ session_id: number }>;
  expect(new Set(first.map((row) => row.session_id)).size).toBe(PAGE_SESSIONS);
  // The download now waits on its client: nothing of the database is kept for it.
  expect(await busyConnections()).toBe(0);
  await batches.return(undefined);
  expect(await busyConnections()).toBe(0);
});

describe('a CSV line', () => {
  test.each([
    ['plain', 'plain'],
    ['=SUM(1)', `"'=SUM(1)"`],
    ['+1', `"'+1"`],
    ['-2', `"'-2"`],
    ['@cmd', `"'@cmd"`],
    ['\tx', `"'\tx"`],
    ['\rx', `"'\rx"`],
    ["'kept", `"''kept"`],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=1,2', `"'=1,2"`],
    [102.5, '102.5'],
    [-2.5, '-2.5'],
    [null, ''],
  ] as const)('%p → %p', (value, cell) => {
    expect(csvLine([value, 'next'])).toBe(`${cell},next\r\n`);
  });

  test('every text comes back as it was through a CSV reader, less the one apostrophe', () => {
    const texts = ['=SUM(1)', '+1', '-2', '@cmd', '\tx', "'kept", 'a,b', 'say "hi"', 'two\nlines', ' spaced '];
    const parsed = Papa.parse<string[]>(csvLine(texts), { newline: '\r\n' }).data[0]!;
    expect(parsed.map((cell) => (/^'[=+\-@\t\r']/.test(cell) ? cell.slice(1) : cell))).toEqual(texts);
  });
});
