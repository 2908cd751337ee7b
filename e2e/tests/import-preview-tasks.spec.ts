// The import preview keeps the page answering (issue 34): from choosing a file on Your data to its
// preview with the Import button ready, no task on the page's main thread runs 50 ms. Two files:
// the biggest real export (Strong, 10,588 rows, 96 exercise names, each with a mapping row) and a
// synthetic Strong export of 100,000 sets (the file the bench imports, from
// tools/lib/test/synthetic-strong.cjs, written here to a temporary folder). Every long task the browser reports (PerformanceObserver 'longtask', over 50 ms
// of wall time) is printed with its length; the assertion is on each task's CPU time from a trace
// of the main thread, held to the issue's 50 ms with no margin: on the 2-core CI machine shared
// with other builds a task's wall time runs 3 to 8 times its CPU time (the README's measurements),
// so a wall-time limit would measure the machine's load, not the page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from './support/axe';
import { signIn } from './support/sign-in';
import { samplePath, samplesAvailable } from '../../tools/lib/test/import-samples.cjs';
import { writeSyntheticStrong } from '../../tools/lib/test/synthetic-strong.cjs';

const REAL = 'strong-2021-2025-workoutno-semicolon-resttimer.csv';
/** The issue's limit: a task from 50 ms blocks input long enough to be felt. */
const LONG_TASK_MS = 50;

declare global {
  interface Window {
    __longTasks: { start: number; duration: number }[];
  }
}

/** In the page, before its scripts: every long task, from the page's start (buffered). */
function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The CPU time (ms) of each task the renderers' main threads ran while the trace recorded. */
function mainThreadTasks(trace: Buffer): { cpuMs: number; wallMs: number }[] {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const main = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  return events
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && main.has(`${e.pid}:${e.tid}`) && e.tdur !== undefined)
    .map((e) => ({ cpuMs: (e.tdur ?? 0) / 1000, wallMs: (e.dur ?? 0) / 1000 }));
}

/** Chooses `file` on /data and waits for its preview, tracing the main thread; the tasks over the limit, by CPU and by wall time. */
async function previewTasks(page: Page, file: string) {
  const browser = page.context().browser()!;
  const chosenAt = await page.evaluate(() => performance.now());
  const started = Date.now();
  await browser.startTracing(page, { categories: ['toplevel', 'disabled-by-default-devtools.timeline'] });
  await page.getByLabel('Choose a file to import').setInputFiles(file);
  const preview = page.getByTestId('import-preview');
  await expect(preview.getByRole('heading', { name: `Preview of ${path.basename(file)}` })).toBeVisible({ timeout: 150_000 });
  await expect(preview.getByRole('button', { name: 'Import', exact: true })).toBeEnabled({ timeout: 150_000 });
  const previewMs = Date.now() - started;
  const trace = await browser.stopTracing();
  const tasks = mainThreadTasks(trace);
  const longTasks = (await page.evaluate(() => window.__longTasks)).filter((task) => task.start >= chosenAt);
  const longest = tasks.reduce((max, task) => (task.cpuMs > max.cpuMs ? task : max), { cpuMs: 0, wallMs: 0 });
  console.log(
    `${path.basename(file)}: preview in ${previewMs} ms, ${tasks.length} main-thread tasks, the longest ${longest.cpuMs.toFixed(1)} ms of CPU (${longest.wallMs.toFixed(1)} ms wall); ` +
      `long tasks (over ${LONG_TASK_MS} ms wall): ${longTasks.length ? longTasks.map((task) => `${Math.round(task.duration)} ms`).join(', ') : 'none'}; load ${os.loadavg()[0]!.toFixed(1)}`,
  );
  return {
    preview,
    overCpu: tasks.filter((task) => task.cpuMs >= LONG_TASK_MS).map((task) => `${task.cpuMs.toFixed(1)} ms of CPU (${task.wallMs.toFixed(1)} ms wall)`),
  };
}

test.describe('the import preview runs no long task', () => {
  // Megabytes read a slice per task, each task waiting its turn on the loaded 2-core CI machine
  // (the 10,588-row file: 9 to 23 s there at load 15 to 30, under a second quiet; the 100,000-set
  // file: 27 to 60 s, 1.4 s quiet). What is held to a limit is each task's CPU, not the wall time.
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(recordLongTasks);
    await signIn(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/data');
    await expect(page.getByLabel('Choose a file to import')).toBeVisible();
  });

  test('the real 10,588-row Strong export', async ({ page }) => {
    test.skip(!samplesAvailable(), 'the real import samples are not beside this clone');
    const { preview, overCpu } = await previewTasks(page, samplePath(REAL));
    expect(overCpu).toEqual([]);
    await expect(preview.getByText('Sets', { exact: true }).locator('..').getByRole('definition')).toContainText('10,');
    // Its 96 names: the 25 with the most sets drawn, the rest a "Show more" away, the page still WCAG 2.2 AA.
    await expect(preview.getByRole('heading', { name: 'Exercises (96)' })).toBeVisible();
    await expect(preview.getByRole('combobox', { name: /^Import ".+" as$/ })).toHaveCount(25);
    expect(await wcagViolations(page)).toEqual([]);
    await preview.getByRole('button', { name: 'Show 25 more names' }).click();
    await expect(preview.getByRole('combobox', { name: /^Import ".+" as$/ })).toHaveCount(50);
    await expect(preview.getByRole('combobox', { name: /^Import ".+" as$/ }).nth(25)).toBeFocused();
  });

  test('a synthetic Strong export of 100,000 sets', async ({ page }) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftbook-preview-'));
    try {
      const file = path.join(dir, 'strong-100000-sets.csv');
      writeSyntheticStrong(file, 5000);
      const { preview, overCpu } = await previewTasks(page, file);
      expect(overCpu).toEqual([]);
      await expect(preview.getByText('Sets', { exact: true }).locator('..').getByRole('definition')).toHaveText('100,000');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
