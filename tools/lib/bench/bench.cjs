// npm run bench [-- --sizes --build --render --charts --import --api]: prints numbers (it is not a test).
//  - sizes: gzip bytes of JavaScript the landing page's first paint waits for, the total once
//    sign-in (MSAL) is ready, and the extra bytes for opening each area;
//  - build: cold build time of everything, and of one remote alone;
//  - render: session detail with 30 exercises of 10 sets, in Chromium;
//  - charts: the exercises page with charts: extra JS from home, and the time to draw all-time
//    charts of 600 session days at 375 px;
//  - import: the Your data page in Chromium: the real 10,588-row Strong export chosen to preview
//    and imported, then a synthetic 100,000-set Strong export, with the page's peak JS heap and
//    longest task, and the api process's peak RSS;
//  - lighthouse (also with --sizes): Lighthouse's mobile scores, LCP, TBT and CLS of the landing
//    and signed-in home pages;
//  - api: requests per second of GET /api/user/profile against a constant route, and a heavy
//    lifter's latencies and query counts (the api's own benches).
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawn } = require('node:child_process');
const { build, ROOT } = require('../build/build.cjs');
const { startStack } = require('../stack/stack.cjs');

// Every bench port moves by LIFTBOOK_BENCH_PORT_OFFSET (like the e2e's LIFTBOOK_E2E_PORT_OFFSET), so
// two checkouts on one machine can bench at the same time. Default 0.
const BENCH_OFFSET = Number(process.env.LIFTBOOK_BENCH_PORT_OFFSET ?? 0);
if (!Number.isInteger(BENCH_OFFSET) || BENCH_OFFSET < 0 || BENCH_OFFSET > 999)
  throw new Error(`LIFTBOOK_BENCH_PORT_OFFSET must be a whole number from 0 to 999, not "${process.env.LIFTBOOK_BENCH_PORT_OFFSET}"`);
const benchPort = (base) => String(base + BENCH_OFFSET);
const BENCH_ENV = {
  SHELL_PORT: benchPort(28080),
  MF_SESSIONS_PORT: benchPort(28081),
  MF_PROGRESS_PORT: benchPort(28082),
  MF_GOALS_PORT: benchPort(28083),
  MF_GROUPS_PORT: benchPort(28084),
  API_PORT: benchPort(23000),
  IDP_PORT: benchPort(24000),
  EMBEDDED_PG_PORT: benchPort(25433),
};
const { CHROMIUM_ARGS, CHROMIUM_PATH } = require('../test/chromium.cjs');
const { samplePath } = require('../test/import-samples.cjs');
const { writeSyntheticStrong } = require('../test/synthetic-strong.cjs');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** JavaScript resources the page has fetched so far, with their transferred (gzip) bytes. */
function scriptEntries(page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((e) => /\.m?js(\?|$)/.test(e.name))
      .map((e) => ({ name: e.name, bytes: e.encodedBodySize, end: e.responseEnd, blocking: e.renderBlockingStatus === 'blocking' })),
  );
}

/** Marks, in the page, the moment the landing page's content ("Get Started") is first painted. */
function markLandingPaint() {
  const seen = () => document.querySelector('[data-testid="landing"]') !== null;
  const mark = () => requestAnimationFrame(() => performance.mark('landing-painted'));
  const observer = new MutationObserver(() => {
    if (seen()) {
      observer.disconnect();
      mark();
    }
  });
  observer.observe(document, { childList: true, subtree: true });
}

/**
 * After a client-side navigation the page is already "networkidle" for Playwright, so wait for
 * the area itself: no loading state left in <main>, and no new resource for half a second.
 */
async function settled(page) {
  await page.waitForFunction(() => !document.querySelector('main .lb-loading'), null, { timeout: 30_000 });
  // Quiet: half a second since the last resource finished loading (polled in the page, no fixed wait).
  await page.waitForFunction(() => performance.now() - Math.max(0, ...performance.getEntriesByType('resource').map((e) => e.responseEnd)) >= 500, null, {
    polling: 100,
    timeout: 30_000,
  });
}

/** Runs `measure(stack, browser)` against a fresh stack (throwaway data) and Chromium, then stops both. */
async function withBenchStack(measure) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftbook-bench-'));
  fs.chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as its own user and must enter it
  const processEnv = { ...process.env, ...BENCH_ENV, LIFTBOOK_DATA_DIR: dataDir };
  const stack = await startStack({ processEnv, quiet: true });
  const { chromium } = require(require.resolve('playwright-core', { paths: [ROOT] }));
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_ARGS] });
  try {
    await measure(stack, browser);
  } finally {
    await browser.close();
    await stack.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** On the development idp's page (after Log In was pressed): sign in and wait for the navbar to say so. */
async function signInOnIdp(page, email, name) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('navigation').getByText(name).waitFor();
}

/** Calls the bench stack's api as the signed-in lifter: (method, url, body) → the JSON answer. */
function apiCaller(stack, token) {
  return async (method, url, body) => {
    const res = await fetch(`${stack.env.apiOrigin}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
}

const sum = (list) => list.reduce((n, e) => n + e.bytes, 0);

async function sizes() {
  await withBenchStack(async (stack, browser) => {
    // The landing page and each area as a first visit with no service worker (as the size e2e
    // does): every figure is gzip bytes as the static servers send them. With the worker on, a
    // page's scripts may come from its cache (uncompressed, 0 bytes on the wire) or the network,
    // depending on whether its warming (started at sign-in, running beside the areas) got there
    // first: that race is what moved /data between runs. The worker is measured on its own below.
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.addInitScript(markLandingPaint);
    // Prerendered (the production shell's index.html holds the landing page): the landing page IS
    // the first contentful paint, and that paint waits only for the render-blocking resources of
    // <head>; the deferred app scripts download alongside and take over later. A script that
    // merely finishes first on this fast local stack is not one the paint waited for, so what
    // counts then is the render-blocking JS. Client-rendered: the paint needs the app, so every
    // script finished before the landing appeared counts (the measure before prerendering).
    const prerendered = (await (await fetch(stack.env.shellOrigin)).text()).includes('data-testid="landing"');
    await page.goto(stack.env.shellOrigin, { waitUntil: 'load' });
    const login = page.getByRole('main').getByRole('button', { name: 'Log In' });
    await login.waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('landing-painted').length > 0);
    const { marked, fcp } = await page.evaluate(() => ({
      marked: performance.getEntriesByName('landing-painted')[0].startTime,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const paintedAt = prerendered ? fcp : Math.max(marked, fcp);
    const scripts = await scriptEntries(page);
    const finishedBefore = scripts.filter((e) => e.end <= paintedAt);
    const waitedFor = prerendered ? scripts.filter((e) => e.blocking) : finishedBefore;
    // Sign-in is ready once the app runs: on a visitor's landing page it starts at the first
    // interaction (shell README, Takeover), so a Tab starts it; MSAL's chunk loads at Log In.
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => !document.documentElement.classList.contains('lb-boot'));
    await page.waitForLoadState('networkidle');
    const landing = await scriptEntries(page);
    console.log('\nJavaScript downloaded (gzip bytes)');
    console.log(
      `  before the landing page first paints: ${sum(waitedFor)} (${kb(sum(waitedFor))}) in ${waitedFor.length} files; painted at ${Math.round(paintedAt)} ms` +
        (prerendered ? ' (prerendered: first contentful paint; render-blocking JS)' : ' (client-rendered)'),
    );
    if (prerendered) {
      console.log(
        `    (not waited for, but finished before that paint on this local stack: ${sum(finishedBefore) - sum(finishedBefore.filter((e) => e.blocking))} in ${finishedBefore.filter((e) => !e.blocking).length} files)`,
      );
    }
    console.log(`  landing page with sign-in ready:     ${sum(landing)} (${kb(sum(landing))}) in ${landing.length} files`);
    const measured = { landing: sum(landing) };

    await login.click();
    await signInOnIdp(page, 'bench@example.com', 'Bench Lifter');
    await page.close();

    // Each area from a fresh signed-in home page: what opening it adds.
    const areas = [
      ['Sessions', '/sessions'],
      ['Calendar', '/calendar'],
      ['Exercises', '/exercises'],
      ['Goals', '/goals'],
      ['Groups', '/groups'],
      ['My Invites', '/invites'],
      // The account's chip ("{name} (Your data)", as the size e2e names it).
      [/ \(Your data\)$/, '/data'],
    ];
    for (const [link, pathname] of areas) {
      const linkOf = (page) => page.getByRole('navigation').getByRole('link', { name: link, exact: typeof link === 'string' });
      const areaPage = await context.newPage();
      await areaPage.goto(stack.env.shellOrigin, { waitUntil: 'load' });
      await linkOf(areaPage).waitFor();
      await areaPage.waitForLoadState('networkidle');
      const home = await scriptEntries(areaPage);
      const seen = new Set(home.map((e) => e.name));
      await linkOf(areaPage).click();
      await areaPage.waitForURL(`**${pathname}`);
      await settled(areaPage);
      const added = (await scriptEntries(areaPage)).filter((e) => !seen.has(e.name));
      if (pathname === '/sessions') console.log(`  signed-in home page:                  ${sum(home)} (${kb(sum(home))}) in ${home.length} files`);
      console.log(`  opening ${pathname.padEnd(10)} from home:         +${sum(added)} (${kb(sum(added))}) in ${added.length} files`);
      // /exercises' budget includes charting a lift, which --charts measures.
      if (pathname !== '/exercises') measured[pathname] = sum(added);
      await areaPage.close();
    }
    await context.close();

    const offline = await offlineReady(stack, browser);
    console.log(`\nOffline-ready: from the first visit until every area opens offline (JS on the wire, page and service worker)`);
    console.log(`  total: ${offline.total} (${kb(offline.total)}) in ${offline.files} files`);
    for (const p of offline.parts) console.log(`    ${p.part.padEnd(40)} ${String(p.bytes).padStart(8)} (${kb(p.bytes)}) in ${p.files} files`);
    measured['offline-ready'] = offline.total;
    // shellbytes: the shell's own page within it, against its budget.
    const shellPage = offline.parts.find((p) => p.part === 'shell: page');
    if (shellPage) measured['shell: page'] = shellPage.bytes;

    const { compare, report } = require('./size-budgets.cjs');
    console.log('\nAgainst the budgets (tools/lib/bench/size-budgets.cjs; e2e/tests/size-budgets.spec.ts fails npm test on an excess)');
    for (const line of report(compare(measured).filter((r) => r.bytes !== null))) console.log(`  ${line}`);
  });
}

/** Offline-ready (offline-ready.cjs): a fresh profile with the service worker on, from the first visit to every area kept. */
async function offlineReady(stack, browser) {
  const { recordWire, offlineReadyParts, readManifests, waitUntilOffline } = require('./offline-ready.cjs');
  const context = await browser.newContext({ serviceWorkers: 'allow' });
  const wire = recordWire(context);
  const page = await context.newPage();
  await page.goto(stack.env.shellOrigin, { waitUntil: 'load' });
  await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
  await signInOnIdp(page, 'offline-bench@example.com', 'Offline Bench');
  const manifests = await readManifests(stack.env.shellOrigin);
  await waitUntilOffline(page, manifests);
  await wire.settled();
  await context.close();
  return offlineReadyParts(wire.entries, stack.env.shellOrigin, manifests);
}

/**
 * Lighthouse 12.2.3 (pinned: 13 needs Node 22), mobile with its simulated throttling, in Debian's
 * Chromium started by chrome-launcher: performance and accessibility scores, LCP, TBT and CLS of
 * the landing page (a visitor, fresh storage) and of the signed-in home page (signed in first over
 * the same browser's DevTools port with Playwright, then measured with storage kept).
 */
// Two runs of one build differ by seconds on this machine: LIFTBOOK_LIGHTHOUSE_RUNS=2 measures each page twice.
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.LIFTBOOK_LIGHTHOUSE_RUNS ?? 1) || 1);
const runLabel = (page, i) => (LIGHTHOUSE_RUNS > 1 ? `${page} (run ${i}):` : `${page}:`);

async function lighthouseBench() {
  await withBenchStack(async (stack) => {
    const { default: lighthouse } = await import('lighthouse');
    const chromeLauncher = require(
      require.resolve('chrome-launcher', { paths: [path.dirname(require.resolve('lighthouse/package.json', { paths: [ROOT] }))] }),
    );
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
    const run = async (url, disableStorageReset) => {
      const { lhr } = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'], disableStorageReset },
        undefined,
      );
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      return {
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        // The accessibility audits that cost points, so a score under 100 says what to fix.
        failing: lhr.categories.accessibility.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0).map((ref) => ref.id),
      };
    };
    const line = (what, r) =>
      `  ${what.padEnd(LIGHTHOUSE_RUNS > 1 ? 30 : 22)} performance ${String(r.performance).padStart(3)}, accessibility ${String(r.accessibility).padStart(3)}, LCP ${(r.lcp / 1000).toFixed(2)} s, TBT ${Math.round(r.tbt)} ms, CLS ${r.cls.toFixed(3)}${r.failing.length ? ` (accessibility audits failed: ${r.failing.join(', ')})` : ''}`;
    try {
      console.log('\nLighthouse 12.2.3 (mobile, simulated throttling)');
      for (let i = 1; i <= LIGHTHOUSE_RUNS; i += 1) console.log(line(runLabel('landing page', i), await run(stack.env.shellOrigin, false)));
      const { chromium } = require(require.resolve('playwright-core', { paths: [ROOT] }));
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      const page = await browser.contexts()[0].newPage();
      // Wide enough for the navbar to show the lifter's name (a phone's collapses it into the menu).
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(stack.env.shellOrigin);
      await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
      await signInOnIdp(page, 'lighthouse@example.com', 'Lighthouse Lifter');
      await page.close();
      for (let i = 1; i <= LIGHTHOUSE_RUNS; i += 1) console.log(line(runLabel('signed-in home page', i), await run(stack.env.shellOrigin, true)));
      await browser.close().catch(() => undefined);
    } finally {
      await chrome.kill();
    }
  });
}

/** The signed-in lifter's access token, read off the app's own api call (MSAL encrypts its cache). */
async function accessTokenOf(page, shellOrigin) {
  const request = page.waitForRequest((r) => r.url().includes('/api/sessions') && Boolean(r.headers().authorization));
  await page.goto(`${shellOrigin}/sessions`);
  return (await request).headers().authorization.replace(/^Bearer /, '');
}

/** Session detail with 30 exercises of 10 sets: time until every set row is on screen. */
async function renderSessionDetail() {
  await withBenchStack(async (stack, browser) => {
    const page = await browser.newPage();
    await page.goto(stack.env.shellOrigin);
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    await signInOnIdp(page, 'render-bench@example.com', 'Render Bench');
    const token = await accessTokenOf(page, stack.env.shellOrigin);
    await page.setViewportSize({ width: 390, height: 844 });
    const call = apiCaller(stack, token);
    const session = await call('POST', '/sessions', { session_date: '2026-11-20', session_type: 'volume day', notes: 'bench' });
    for (let e = 0; e < 30; e += 1) {
      const exercise = await call('POST', `/sessions/${session.id}/exercises`, { type: 'weighted', name: `Bench Lift ${e + 1}` });
      for (let s = 0; s < 10; s += 1) await call('POST', `/exercises/${exercise.id}/sets`, { weight: 100 + s * 5, reps: 10 - (s % 3) });
    }
    const runs = [];
    for (let run = 0; run < 5; run += 1) {
      await page.goto(`${stack.env.shellOrigin}/sessions/${session.id}`);
      await page.waitForFunction(() => document.querySelectorAll('.exercise__sets > li').length >= 300, null, { timeout: 30_000 });
      runs.push(await page.evaluate(() => performance.now()));
    }
    runs.sort((a, b) => a - b);
    console.log('\nSession detail, 30 exercises of 10 sets (390 px wide)');
    console.log(
      `  from navigation to all 300 sets on screen (page load, remote, api, render): median ${Math.round(runs[2])} ms, best ${Math.round(runs[0])} ms, worst ${Math.round(runs[4])} ms`,
    );
  });
}

/** A lifter's 600 session days of one lift over three years, through the api (8 calls at a time). */
async function seedDailyLift(call, exercise) {
  const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
  const days = Array.from({ length: 600 }, (_, i) => new Date(today - Math.floor((i * 1095) / 600) * 86_400_000).toISOString().slice(0, 10));
  let next = 0;
  const worker = async () => {
    while (next < days.length) {
      const i = next++;
      const session = await call('POST', '/sessions', { session_date: days[i], session_type: 'legs' });
      const logged = await call('POST', `/sessions/${session.id}/exercises`, { type: 'weighted', name: exercise });
      for (let n = 0; n < 3; n += 1) {
        await call('POST', `/exercises/${logged.id}/sets`, {
          weight: 135 + ((600 - i) % 90) + n * 10,
          weight_unit: i % 4 === 0 ? 'kg' : 'lbs',
          reps: 8 - n * 2,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/**
 * The exercises page with charts: the JS that opening it from home and choosing a lift adds (the
 * Chart.js chunk loads only then), and the time from choosing "All Time" to the four charts of
 * 600 days drawn at 375 px (api call, shaping and drawing; Chart.js draws synchronously with
 * animation off, so a canvas it has sized is a canvas it has drawn).
 */
async function chartsBench() {
  await withBenchStack(async (stack, browser) => {
    const exercise = 'Back Squat';
    // Signed in at desktop width (a phone's navbar hides the name behind its menu), measured at 375 px.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(stack.env.shellOrigin);
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    await signInOnIdp(page, 'charts-bench@example.com', 'Charts Bench');
    await page.setViewportSize({ width: 375, height: 812 });
    const token = await accessTokenOf(page, stack.env.shellOrigin);
    const call = apiCaller(stack, token);
    const seedStart = Date.now();
    await seedDailyLift(call, exercise);
    console.log(`\nExercises page with charts (seeded 600 session days of ${exercise} in ${((Date.now() - seedStart) / 1000).toFixed(1)} s)`);

    const chartsDrawn = () =>
      page.waitForFunction(
        () => {
          const canvases = [...document.querySelectorAll('main canvas')];
          return canvases.length === 4 && canvases.every((c) => c.style.height !== '');
        },
        null,
        { timeout: 30_000, polling: 'raf' },
      );

    // Extra JS: from the signed-in home page, open Exercises and choose the lift.
    await page.goto(stack.env.shellOrigin, { waitUntil: 'load' });
    const nav = page.getByRole('navigation');
    const menu = page.getByRole('button', { name: 'Toggle menu' });
    if (await menu.isVisible()) await menu.click();
    await nav.getByRole('link', { name: 'Exercises', exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    const seen = new Set((await scriptEntries(page)).map((e) => e.name));
    await nav.getByRole('link', { name: 'Exercises', exact: true }).click();
    await page.getByLabel('Exercise', { exact: true }).selectOption(exercise);
    await chartsDrawn();
    await settled(page);
    const added = (await scriptEntries(page)).filter((e) => !seen.has(e.name));
    console.log(`  opening /exercises from home and charting a lift: +${sum(added)} (${kb(sum(added))}) in ${added.length} files`);

    // Draw time: the page on a month, then All Time chosen; five runs.
    const runs = [];
    for (let run = 0; run < 5; run += 1) {
      await page.goto(`${stack.env.shellOrigin}/exercises?exercise=${encodeURIComponent(exercise)}&period=month`);
      await chartsDrawn();
      const started = await page.evaluate(() => performance.now());
      await page.getByLabel('Period').selectOption('all');
      await page.waitForFunction(() => document.querySelector('main table tbody')?.children.length === 600, null, { timeout: 30_000, polling: 'raf' });
      await chartsDrawn();
      const ended = await page.evaluate(() => performance.now());
      const api = await page.evaluate(() => {
        const entry = performance
          .getEntriesByType('resource')
          .filter((e) => e.name.includes('period=all'))
          .pop();
        return entry ? entry.responseEnd - entry.startTime : 0;
      });
      runs.push({ total: ended - started, api });
    }
    runs.sort((a, b) => a.total - b.total);
    const median = runs[2];
    console.log(
      `  choosing All Time to four 600-day charts drawn (375 px): median ${Math.round(median.total)} ms (of which the api call ${Math.round(median.api)} ms), best ${Math.round(runs[0].total)} ms, worst ${Math.round(runs[4].total)} ms`,
    );
  });
}

/** The real Strong export of 10,588 rows, beside the checkout (not part of the repository). */
const STRONG_SAMPLE = samplePath('strong-2021-2025-workoutno-semicolon-resttimer.csv');
/** The bench stack's api process: node dist/server.js in api/, listening on the bench's API_PORT. */
function benchApiPid() {
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (fs.readlinkSync(`/proc/${pid}/cwd`) !== path.join(ROOT, 'api')) continue;
      if (fs.readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').includes(`API_PORT=${BENCH_ENV.API_PORT}`)) return Number(pid);
    } catch {
      // a process that ended, or another user's
    }
  }
  return null;
}

const rssOf = (pid, field) =>
  Number(
    /(\d+) kB/.exec(
      fs
        .readFileSync(`/proc/${pid}/status`, 'utf8')
        .split('\n')
        .find((l) => l.startsWith(field)) ?? '',
    )?.[1] ?? 0,
  ) * 1024;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Samples, every 100 ms until stopped, the page's JS heap (CDP Runtime.getHeapUsage) and the api
 * process's RSS; keeps the peaks.
 */
async function memorySampler(page, apiPid) {
  const pageCdp = await page.context().newCDPSession(page);
  // Used heap as sampled (garbage not yet collected included), and live heap: after a forced
  // collection, once a second (what is really held).
  const peaks = { page: 0, pageLive: 0, apiRss: 0 };
  let samples = 0;
  const sample = async () => {
    samples += 1;
    const live = samples % 10 === 0;
    const kind = live ? 'Live' : '';
    if (live) await pageCdp.send('HeapProfiler.collectGarbage');
    const heap = await pageCdp.send('Runtime.getHeapUsage');
    peaks[`page${kind}`] = Math.max(peaks[`page${kind}`], heap.usedSize);
    if (apiPid !== null) peaks.apiRss = Math.max(peaks.apiRss, rssOf(apiPid, 'VmRSS:'));
  };
  let running = true;
  const loop = (async () => {
    while (running) {
      await sample().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    peaks,
    /** The page's heap after a garbage collection: what it keeps. */
    async pageHeapAfterGc() {
      await pageCdp.send('HeapProfiler.collectGarbage');
      return (await pageCdp.send('Runtime.getHeapUsage')).usedSize;
    },
    reset() {
      Object.assign(peaks, { page: 0, pageLive: 0, apiRss: 0 });
    },
    async stop() {
      running = false;
      await loop;
    },
  };
}

/** In the page (an init script): every long task (over 50 ms) the main thread runs, kept for longTasks(). */
function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((entry) => Math.round(entry.duration)))).observe({ type: 'longtask' });
}

/** The long tasks recorded since the last call: how many, and the longest. */
const longTasks = async (page) => {
  const tasks = await page.evaluate(() => window.__longTasks.splice(0));
  return `${tasks.length} long tasks${tasks.length ? `, the longest ${Math.max(...tasks)} ms` : ''}`;
};

/** Chooses a file on /data: ms to the preview with its Import button ready, then ms from Import to the result; the long tasks of each. */
async function importThroughPage(page, file) {
  await longTasks(page);
  const started = Date.now();
  await page.getByLabel('Choose a file to import').setInputFiles(file);
  const action = page.getByTestId('import-action');
  const importButton = action.getByRole('button', { name: 'Import' });
  await importButton.and(page.locator(':enabled')).waitFor({ timeout: 120_000 });
  const previewMs = Date.now() - started;
  const previewTasks = await longTasks(page);
  const importStarted = Date.now();
  await importButton.click();
  const result = page.getByTestId('import-result');
  await result.waitFor({ timeout: 900_000 });
  const importMs = Date.now() - importStarted;
  return { previewMs, previewTasks, importMs, importTasks: await longTasks(page), result: (await result.innerText()).replace(/\s+/g, ' ') };
}

async function importBench() {
  await withBenchStack(async (stack, browser) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(recordLongTasks);
    const page = await context.newPage();
    await page.goto(stack.env.shellOrigin);
    await page.getByRole('main').getByRole('button', { name: 'Log In' }).click();
    await signInOnIdp(page, 'import-bench@example.com', 'Import Bench');
    await page.goto(`${stack.env.shellOrigin}/data`);
    await page.getByLabel('Choose a file to import').waitFor();
    const apiPid = benchApiPid();
    const sampler = await memorySampler(page, apiPid);
    try {
      console.log('\nImport through /data (Chromium, 1280 px)');
      if (fs.existsSync(STRONG_SAMPLE)) {
        const real = await importThroughPage(page, STRONG_SAMPLE);
        console.log(
          `  Strong export, 10,588 rows (${path.basename(STRONG_SAMPLE)}): chosen to preview ${real.previewMs} ms (${real.previewTasks}), Import to done ${real.importMs} ms (${real.importTasks}) — ${real.result}`,
        );
      } else console.log(`  Strong export, 10,588 rows: skipped, ${STRONG_SAMPLE} is not there (the import-samples folder lies beside the checkout)`);

      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftbook-import-bench-'));
      try {
        const file = path.join(dir, 'strong-100000-sets.csv');
        writeSyntheticStrong(file, 5000);
        // A fresh page: the first import's preview and result are not counted.
        await page.reload();
        await page.getByLabel('Choose a file to import').waitFor();
        const before = await sampler.pageHeapAfterGc();
        sampler.reset();
        const apiHwmBefore = apiPid === null ? 0 : rssOf(apiPid, 'VmHWM:');
        const synthetic = await importThroughPage(page, file);
        const after = await sampler.pageHeapAfterGc();
        const { peaks } = sampler;
        console.log(
          `  synthetic Strong export, 5,000 workouts, 100,000 sets (${mb(fs.statSync(file).size)}): chosen to preview ${synthetic.previewMs} ms (${synthetic.previewTasks}), Import to done ${(synthetic.importMs / 1000).toFixed(1)} s (${synthetic.importTasks}) — ${synthetic.result}`,
        );
        console.log(
          `    page JS heap: ${mb(before)} before, peak live ${mb(peaks.pageLive)} while reading and importing (peak used, garbage included, ${mb(Math.max(peaks.page, peaks.pageLive))}), ${mb(after)} after`,
        );
        console.log('    (used heap sampled every 100 ms; live heap once a second, after a forced garbage collection)');
        if (apiPid === null) console.log('    api RSS: not measured (its process was not found)');
        else
          console.log(
            `    api process RSS: peak ${mb(peaks.apiRss)} during the import (sampled), VmHWM ${mb(rssOf(apiPid, 'VmHWM:'))} (was ${mb(apiHwmBefore)} before it)`,
          );
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    } finally {
      await sampler.stop();
    }
  });
}

async function buildTimes() {
  console.log('\nBuild times (production, cold: every app rebuilt)');
  const all = await build({ force: true, log: (l) => console.log(l) });
  console.log(`  everything: ${(all.ms / 1000).toFixed(1)} s (two builds at a time on ${os.cpus().length} cores)`);
  const one = await build({ force: true, only: ['mf-goals'], log: () => {} });
  console.log(`  one remote alone (mf-goals): ${(one.ms / 1000).toFixed(1)} s`);
}

function apiBench() {
  console.log('\nApi throughput');
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'bench', '--silent', '-w', '@liftbook/api'], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`api bench failed (exit ${code})`))));
  });
}

/** @param {{ sizes?: boolean, build?: boolean, api?: boolean, render?: boolean, charts?: boolean, import?: boolean }} flags none: all of them */
async function bench(flags = {}) {
  const all = !Object.values(flags).some(Boolean);
  if (all || flags.build) await buildTimes();
  if (all || flags.sizes) await sizes();
  if (all || flags.sizes || flags.lighthouse) await lighthouseBench();
  if (all || flags.render) await renderSessionDetail();
  if (all || flags.charts) await chartsBench();
  if (all || flags.import) await importBench();
  if (all || flags.api) await apiBench();
}

module.exports = { bench };
