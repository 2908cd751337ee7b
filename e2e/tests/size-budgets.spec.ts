// The size report (tools/lib/bench/size-budgets.cjs): the gzip JavaScript a lifter downloads, measured in Chromium against
// the stack, compared with the budgets of tools/lib/bench/size-budgets.cjs. Sizes are deterministic for
// a build (the static servers compress once, at level 9), so an excess fails npm test.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { compare, report } from '../../tools/lib/bench/size-budgets.cjs';
import { offlineReadyParts, readManifests, recordWire, waitUntilOffline } from '../../tools/lib/bench/offline-ready.cjs';
import { planRoutine, plannedSet } from './support/api-requests';
import { SHELL } from './support/e2e-env';
import { apiAs, seedHistory } from './support/seed';
import { signIn } from './support/sign-in';

interface Script {
  name: string;
  bytes: number;
}

/** JavaScript the page has fetched so far, with its transferred (gzip) body size. */
function scripts(page: Page): Promise<Script[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\.m?js(\?|$)/.test(e.name))
      .map((e) => ({ name: e.name, bytes: (e as PerformanceResourceTiming).encodedBodySize })),
  );
}
const total = (list: Script[]) => list.reduce((n, s) => n + s.bytes, 0);

/** After a client-side navigation: no loading state left in <main>, and no new resource for half a second. */
async function settled(page: Page) {
  await expect(page.locator('main .lb-loading')).toHaveCount(0);
  // Quiet: half a second since the last resource finished loading (polled in the page, no fixed wait).
  await page.waitForFunction(
    () => performance.now() - Math.max(0, ...performance.getEntriesByType('resource').map((e) => (e as PerformanceResourceTiming).responseEnd)) >= 500,
    null,
    { polling: 100, timeout: 30_000 },
  );
}

/**
 * What opening an area from a fresh signed-in home page adds (or, with `from`, following a link
 * of another page: a session from the sessions list); `then` does more there (charting a lift).
 */
async function opening(
  context: BrowserContext,
  link: string | RegExp,
  path: string,
  then?: (page: Page) => Promise<void>,
  from?: string,
): Promise<{ bytes: number; files: Script[] }> {
  const page = await context.newPage();
  await page.goto(from ?? '/', { waitUntil: 'load' });
  const target = from
    ? page.getByRole('main').getByRole('link', { name: link, exact: typeof link === 'string' })
    : page.getByRole('navigation').getByRole('link', { name: link, exact: typeof link === 'string' });
  const menu = page.getByRole('button', { name: 'Toggle menu' });
  if (!from && (await menu.isVisible())) await menu.click();
  await target.waitFor();
  await page.waitForLoadState('networkidle');
  const seen = new Set((await scripts(page)).map((s) => s.name));
  await target.click();
  await page.waitForURL(`**${path}`);
  await settled(page);
  if (then) {
    await then(page);
    await settled(page);
  }
  const files = (await scripts(page)).filter((s) => !seen.has(s.name));
  await page.close();
  return { bytes: total(files), files };
}

test('the JavaScript of the landing page and of opening each area is within its budget', async ({ browser }, testInfo) => {
  // A cold browser context per area (seven of them), so each counts only its own bytes: about 85 s on CI.
  test.setTimeout(180_000);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const measured: Record<string, number> = {};
  const detail: string[] = [];

  // The landing page of a visitor with sign-in ready: the prerendered page runs no app until the
  // visitor acts (shell README, Takeover), so a first Tab starts it; what the app then fetches
  // counts (MSAL's own chunk loads when Log In is pressed, as before).
  const landing = await context.newPage();
  await landing.goto('/', { waitUntil: 'load' });
  await expect(landing.getByRole('main').getByRole('button', { name: 'Log In' })).toBeVisible();
  await landing.keyboard.press('Tab');
  await expect(landing.locator('html')).not.toHaveClass(/lb-boot/);
  await landing.waitForLoadState('networkidle');
  const landingScripts = await scripts(landing);
  measured.landing = total(landingScripts);
  detail.push(`landing: ${landingScripts.map((s) => `${new URL(s.name).pathname} ${s.bytes}`).join(', ')}`);

  await signIn(landing);
  await seedHistory(landing, [
    { date: new Date().toISOString().slice(0, 10), type: 'legs', exercises: [{ name: 'Back Squat', sets: [{ weight: 185, reps: 5 }] }] },
  ]);
  // A routine started yesterday: its session is the workout checklist (planned sets to check off).
  const api = await apiAs(landing);
  const routine = await planRoutine(api, 'Push A', { name: 'Bench Press', unit: 'kg', sets: [plannedSet(5, 60), plannedSet(5, 60), plannedSet(5, 60)] });
  const started = await api.post<{ id: number }>(`/routines/${routine.id}/start`, {
    session_date: `${new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`,
  });
  await landing.close();

  const areas: [string | RegExp, string, ((page: Page) => Promise<void>)?][] = [
    ['Sessions', '/sessions'],
    ['Routines', '/routines'],
    ['Calendar', '/calendar'],
    [
      'Exercises',
      '/exercises',
      async (page) => {
        await page.getByLabel('Exercise', { exact: true }).selectOption('Back Squat');
        await expect(page.getByRole('img', { name: /^Back Squat - Max Weight Progress/ })).toBeVisible();
      },
    ],
    ['Goals', '/goals'],
    ['Groups', '/groups'],
    ['My Invites', '/invites'],
    // The account's chip ("{name} (Your data)").
    [/ \(Your data\)$/, '/data'],
  ];
  for (const [link, path, then] of areas) {
    const { bytes, files } = await opening(context, link, path, then);
    measured[path] = bytes;
    detail.push(`${path}: ${files.map((s) => `${new URL(s.name).host}${new URL(s.name).pathname} ${s.bytes}`).join(', ')}`);
  }
  // A routine's session, opened from the sessions list: what the session page adds to the list.
  const session = await opening(context, /^View Push A session/, `/sessions/${started.id}`, undefined, '/sessions');
  measured['a session'] = session.bytes;
  detail.push(`a session: ${session.files.map((s) => `${new URL(s.name).host}${new URL(s.name).pathname} ${s.bytes}`).join(', ')}`);
  await context.close();

  // Offline-ready: a fresh profile with the service worker on (the other measures block it, so a
  // warmed cache never answers them), from the first visit until every area's files are kept.
  const offline = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'allow' });
  const wire = recordWire(offline);
  const first = await offline.newPage();
  await signIn(first);
  const manifests = await readManifests(SHELL);
  await waitUntilOffline(first, manifests);
  await wire.settled();
  await offline.close();
  const ready = offlineReadyParts(wire.entries, SHELL, manifests);
  measured['offline-ready'] = ready.total;
  // shellbytes: the shell's own page within it (its budget guards the Redux Toolkit facades and MSAL's build).
  const shellPage = ready.parts.find((p) => p.part === 'shell: page');
  if (shellPage) measured['shell: page'] = shellPage.bytes;
  detail.push(`offline-ready: ${ready.parts.map((p) => `${p.part} ${p.bytes} in ${p.files}`).join(', ')}`);

  const rows = compare(measured);
  const lines = report(rows);
  console.log(`\nJavaScript size budgets (gzip):\n  ${lines.join('\n  ')}`);
  await testInfo.attach('size-report', { body: [...lines, '', ...detail].join('\n'), contentType: 'text/plain' });
  expect(rows.filter((r) => r.over).map((r) => `${r.what}: ${r.bytes} bytes, budget ${r.budget}`)).toEqual([]);
});
