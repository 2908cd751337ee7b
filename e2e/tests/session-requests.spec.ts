// Issue 33 item 3: a session page's data comes in one request. Counts the api requests from
// navigation to a complete page (the session, its exercises and sets, last time, the PR badges),
// for a plain session and a routine's session (planned sets), opened from the list and by a full
// load; and the sessions list and a calendar month, one request each. The counts and the time to
// a complete page are printed in the report line.
import { expect, test, type Page, type Request } from '@playwright/test';
import type { Routine, Session } from '@liftbook/shared/contract';
import { apiAs, seedHistory } from './support/seed';
import { signIn } from './support/sign-in';

/** Counts the api requests still on their way (started, neither finished nor failed). */
function trackApiInFlight(page: Page): () => number {
  const open = new Set<Request>();
  const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
  page.on('request', (request) => isApi(request) && open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/** The api calls the page makes while `step` runs, until no api call is on its way. */
async function apiRequestsDuring(page: Page, inFlight: () => number, step: () => Promise<void>): Promise<{ paths: string[]; ms: number }> {
  // What the page before still asks for is not this step's.
  await expect.poll(inFlight).toBe(0);
  const paths: string[] = [];
  const listen = (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) paths.push(`${request.method()} ${url.pathname}${url.search}`);
  };
  page.on('request', listen);
  const started = Date.now();
  await step();
  const ms = Date.now() - started;
  await expect.poll(inFlight).toBe(0);
  page.off('request', listen);
  return { paths, ms };
}

/** The shell's own reads on a full load (the lifter's profile, the invites badge): not the area's. */
const SHELL_READS = /^GET \/api\/(user\/profile|invites)$/;

/** The session page is complete: its header, each card's sets or plan, last time and the PR badge. */
async function expectCompletePage(page: Page, kind: 'plain' | 'planned') {
  await expect(page.getByText('Created', { exact: true })).toBeVisible();
  const bench = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Bench Press' }) });
  await expect(bench.getByText('Last time')).toBeVisible();
  if (kind === 'plain') {
    await expect(page.getByRole('list', { name: 'Sets of Bench Press' }).getByRole('listitem')).toHaveCount(2);
    await expect(bench.getByText(/^PR:/).first()).toBeVisible();
  } else {
    await expect(bench.getByRole('button', { name: /^Done / })).toHaveCount(2);
  }
}

const ROUTINE_SET = {
  kind: 'normal',
  reps_min: 5,
  reps_max: null,
  weight: 140,
  percent_of_tm: null,
  duration: null,
  distance: null,
  rpe: null,
  rest_seconds: 120,
};

test('a session page is at most 2 api requests; the list and a calendar month are one each', async ({ page }, testInfo) => {
  const inFlight = trackApiInFlight(page);
  await signIn(page);
  const [, plain] = await seedHistory(page, [
    { date: '2026-11-20', type: 'push', exercises: [{ name: 'Bench Press', sets: [{ weight: 135, reps: 5 }] }] },
    {
      date: '2026-11-24',
      type: 'push',
      exercises: [
        {
          name: 'Bench Press',
          sets: [
            { weight: 135, reps: 5 },
            { weight: 155, reps: 5 },
          ],
        },
      ],
    },
  ]);
  const api = await apiAs(page);
  const routine = await api.post<Routine>('/routines', {
    name: 'Push A',
    exercises: [
      {
        name: 'Bench Press',
        type: 'weighted',
        variation: null,
        note: null,
        superset_group: null,
        weight_unit: 'lbs',
        training_max: null,
        progression: null,
        sets: [ROUTINE_SET, ROUTINE_SET],
      },
    ],
  });
  const planned = await api.post<Session>(`/routines/${routine.id}/start`, { session_date: '2026-11-26T00:00:00.000Z' });

  const counts: Record<string, number> = {};
  const times: Record<string, number> = {};
  const shellReads: Record<string, number> = {};
  const record = (name: string, seen: { paths: string[]; ms: number }) => {
    const own = seen.paths.filter((p) => !SHELL_READS.test(p));
    counts[name] = own.length;
    shellReads[name] = seen.paths.length - own.length;
    times[name] = seen.ms;
    return own;
  };

  // The sessions list on a full load: one request.
  const list = record(
    'sessions list (full load)',
    await apiRequestsDuring(page, inFlight, async () => {
      await page.goto('/sessions');
      await expect(page.getByRole('link', { name: /push/i }).first()).toBeVisible();
    }),
  );
  expect.soft(list, list.join('\n')).toEqual([expect.stringMatching(/^GET \/api\/sessions\?/)]);

  for (const [name, session, kind] of [
    ['plain session', plain!, 'plain'],
    ["routine's session", planned, 'planned'],
  ] as const) {
    await page.goto('/sessions');
    await expect(page.locator(`a[href$="/sessions/${session.id}"]`).first()).toBeVisible();
    const fromList = record(
      `${name} from the list`,
      await apiRequestsDuring(page, inFlight, async () => {
        await page.locator(`a[href$="/sessions/${session.id}"]`).first().click();
        await expectCompletePage(page, kind);
      }),
    );
    expect.soft(fromList.length, fromList.join('\n')).toBeLessThanOrEqual(2);

    const fullLoad = record(
      `${name} (full load)`,
      await apiRequestsDuring(page, inFlight, async () => {
        await page.goto(`/sessions/${session.id}`);
        await expectCompletePage(page, kind);
      }),
    );
    expect.soft(fullLoad.length, fullLoad.join('\n')).toBeLessThanOrEqual(2);
  }

  // A calendar month: one request.
  const month = record(
    'calendar month (full load)',
    await apiRequestsDuring(page, inFlight, async () => {
      await page.goto('/calendar');
      await expect(page.getByRole('grid').or(page.getByRole('table')).first()).toBeVisible();
    }),
  );
  expect.soft(month, month.join('\n')).toEqual([expect.stringMatching(/^GET \/api\/sessions\/calendar\?/)]);

  const report = Object.entries(counts).map(
    ([name, n]) => `${name}: ${n} api request${n === 1 ? '' : 's'} (+${shellReads[name]} of the shell's), complete in ${times[name]} ms`,
  );
  testInfo.annotations.push({ type: 'requests', description: report.join('; ') });
  console.log(`[session-requests] ${report.join('\n[session-requests] ')}`);
});
