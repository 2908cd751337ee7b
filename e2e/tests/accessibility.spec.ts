// WCAG 2.2 AA, measured: axe-core (the WCAG 2.0/2.1/2.2 A and AA rules) on every screen and
// state a lifter reaches, at a phone's width and at a desktop's, with real data: logged out, the
// 404 page, home, sessions, a session (its sets, an open set edit, a form showing an error, the
// delete confirmation), the calendar and its day summary, exercises with charts and their
// numbers, goals and a goal, groups and a group, invites (with a refused code), Your data with an
// import preview, the phone's menu open and the offline strip; and a new lifter's loading, error
// and empty states. Any violation of any impact fails.
// One lifter and one sign-in per width keep it fast: it runs inside `npm test`.
import path from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { Group } from '@liftbook/shared/contract';
import { axeViolations } from './support/axe';
import { apiAs, seedHistory } from './support/seed';
import { signIn } from './support/sign-in';

// A small Strong export of the test's own making (the preview's states need no real file).
const IMPORT_FILE = 'strong-export.csv';
const IMPORT_TEXT = [
  '"Workout #";"Date";"Workout Name";"Duration (sec)";"Exercise Name";"Set Order";"Weight";"Reps";"RPE";"Distance (meters)";"Seconds";"Notes";"Workout Notes"',
  ...[1, 2, 3].flatMap((n) =>
    ['W', '1', '2'].map(
      (order) => `"${n}";"2024-03-0${n} 10:00:00";"Legs";"3600";"Squat (Barbell)";"${order}";"${order === 'W' ? 60 : 102.5}";"5";"";"";"";"";""`,
    ),
  ),
].join('\n');
const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  targets: string[];
}

/** Runs axe on the page as it is now; what it finds is kept under the screen's name. */
async function audit(page: Page, screen: string, findings: Finding[]) {
  const started = Date.now();
  const violations = await axeViolations(page);
  if (process.env.AXE_TIMING) console.log(`${screen}: ${Date.now() - started} ms`);
  // A11Y_SHOTS=<folder>: each audited screen saved as it was checked, to look at by eye.
  if (process.env.A11Y_SHOTS) {
    const name = `${page.viewportSize()?.width ?? 0}-${screen.replace(/[^a-z0-9]+/gi, '-')}.png`;
    await page.screenshot({ path: path.join(process.env.A11Y_SHOTS, name), fullPage: true });
  }
  for (const violation of violations) {
    findings.push({
      screen,
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      targets: violation.nodes.slice(0, 5).map((node) => `${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1, 2).join('') ?? ''}`),
    });
  }
}

/** A history to look at: a month of sessions with weighted sets (one in kg), a custom lift, a goal and a group. */
async function seedLifter(page: Page) {
  const sessions = await seedHistory(page, [
    {
      date: day(20),
      type: 'legs',
      notes: 'felt strong',
      exercises: [
        {
          name: 'Back Squat',
          sets: [
            { weight: 185, reps: 5 },
            { weight: 195, reps: 5 },
          ],
        },
      ],
    },
    {
      date: day(9),
      type: 'legs',
      exercises: [
        {
          name: 'Back Squat',
          sets: [
            { weight: 100.55, weight_unit: 'kg', reps: 5 },
            { weight: 205, reps: 3, kind: 'warmup' },
          ],
        },
      ],
    },
    {
      date: day(0),
      type: 'push',
      notes: 'bench day',
      exercises: [
        {
          name: 'Bench Press',
          sets: [
            { weight: 135, reps: 8 },
            { weight: 145, reps: 6 },
          ],
        },
        { name: 'Plank', type: 'duration', sets: [{ duration: 60_000 }] },
      ],
    },
  ]);
  const api = await apiAs(page);
  await api.post('/custom_exercises', { name: 'Sandbag Carry' });
  await api.post('/goals', {
    exercise_name: 'Back Squat',
    current_weight: 195,
    current_reps: 5,
    target_weight: 225,
    target_reps: 5,
    target_date: `${day(-60)}T00:00:00.000Z`,
    status: 'active',
  });
  const group = await api.post<Group>('/groups', { name: 'Morning Crew', description: 'Early lifts, 6 am' });
  return { today: sessions[2]!, group };
}

const listed = (findings: Finding[]) => findings.map((f) => `${f.screen}: ${f.rule} (${f.impact})\n    ${f.targets.join('\n    ')}`).join('\n');

const h1 = (page: Page, name: string | RegExp) => expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

/**
 * One lifter at `width`: a fresh context, signed in (at desktop width, where the navbar shows the
 * name) over the seeded history; `journey` audits its screens; every finding fails the test at the end.
 */
async function auditJourney(browser: Browser, width: number, journey: (page: Page, context: BrowserContext, findings: Finding[]) => Promise<void>) {
  const viewport = { width, height: width < 600 ? 812 : 900 };
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const findings: Finding[] = [];
  try {
    await journey(page, context, findings);
    expect(findings, `axe found violations at ${width} px:\n${listed(findings)}`).toEqual([]);
  } finally {
    // A step that failed part way still shows what axe had found until then.
    if (findings.length > 0) console.log(`axe at ${width} px:\n${listed(findings)}`);
    await context.close();
  }
}

async function signInAndSeed(page: Page, width: number) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  // A first sign-in: nothing logged yet, so "Welcome", not "Welcome back".
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Lifter');
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  return seedLifter(page);
}

// Three journeys per width, so the two workers share them and each stays well inside its time.
for (const width of [375, 1280]) {
  test(`a new lifter's loading, error and empty states at ${width} px: no WCAG A/AA violation`, async ({ browser }) => {
    // Seven audits and a sign-in: like the journeys below, more time than the default, the same checks.
    test.setTimeout(180_000);
    await auditJourney(browser, width, async (page, _context, findings) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signIn(page);
      await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });

      // Loading: the sessions list waits on an answer held back until it has been audited.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/sessions*', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/sessions');
      await expect(page.getByText('Loading sessions...')).toBeVisible();
      await audit(page, 'sessions, loading', findings);
      release();
      // Empty: what a lifter with nothing logged sees.
      await expect(page.getByText('No sessions yet. Add your first one above!')).toBeVisible();
      await audit(page, 'sessions, none yet', findings);
      await page.unrouteAll({ behavior: 'wait' });

      // Errors: the api failing, before the screen has any copy of its own to show instead.
      await page.route('**/api/groups*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
      await page.goto('/groups');
      await expect(page.getByText('Failed to fetch groups')).toBeVisible();
      await audit(page, 'groups, failed to fetch', findings);
      await page.unrouteAll({ behavior: 'wait' });
      await page.route('**/api/goals*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }));
      await page.goto('/goals');
      await expect(page.getByText('Failed to fetch goals')).toBeVisible();
      await audit(page, 'goals, failed to fetch', findings);
      await page.unrouteAll({ behavior: 'wait' });

      // Empty states of the other areas.
      await page.goto('/goals');
      await expect(page.getByText('No goals yet')).toBeVisible();
      await audit(page, 'goals, none yet', findings);
      await page.goto('/groups');
      await expect(page.getByText('No groups yet')).toBeVisible();
      await audit(page, 'groups, none yet', findings);
      await page.goto('/invites');
      await expect(page.getByText('No pending invites')).toBeVisible();
      await audit(page, 'invites, none pending', findings);
    });
  });

  test(`logged out, home, sessions, a session, the calendar and the offline strip at ${width} px: no WCAG A/AA violation`, async ({ browser }) => {
    test.setTimeout(180_000);
    await auditJourney(browser, width, async (page, context, findings) => {
      // Logged out: the landing page and the 404 page.
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('button', { name: 'Log In' })).toBeVisible();
      await audit(page, 'landing (logged out)', findings);
      await page.goto('/no-such-page');
      await expect(page.getByRole('link', { name: 'Go Home' })).toBeVisible();
      await audit(page, '404 (logged out)', findings);

      const { today } = await signInAndSeed(page, width);

      await page.goto('/');
      await h1(page, /^Welcome back, /);
      await audit(page, 'home', findings);
      if (width < 600) {
        await page.getByRole('button', { name: 'Toggle menu' }).click();
        await expect(page.getByRole('navigation').getByRole('link', { name: 'My Invites' })).toBeVisible();
        await expect(page.getByRole('navigation').getByRole('link', { name: 'Your data', exact: true })).toBeVisible();
        await audit(page, 'navbar menu open', findings);
        await page.getByRole('button', { name: 'Toggle menu' }).click();
      } else {
        // On the bar, Your data is the name's chip alone, so the lifter's name has room to show whole.
        const chip = page.getByRole('navigation').getByRole('link', { name: /\(Your data\)$/ });
        await expect(chip).toBeVisible();
        const cut = await chip.evaluate((link) =>
          [...link.querySelectorAll('span:not(.lb-visually-hidden)')].filter((part) => part.scrollWidth > part.clientWidth).map((part) => part.textContent),
        );
        expect(cut).toEqual([]);
      }
      await page.goto('/no-such-page');
      await expect(page.getByRole('link', { name: 'View Sessions' })).toBeVisible();
      await audit(page, '404 (signed in)', findings);

      await page.goto('/sessions');
      await expect(page.getByRole('link', { name: /^View push session/ })).toBeVisible();
      await audit(page, 'sessions', findings);

      // A session: its sets, a set open for editing, a form showing an error, the delete confirmation.
      await page.goto(`/sessions/${today.id}`);
      const sets = page.getByRole('list', { name: 'Sets of Bench Press' });
      await expect(sets.getByRole('listitem')).toHaveCount(2);
      await audit(page, 'a session', findings);
      await sets.getByRole('button', { name: 'Edit set 2' }).click();
      const edit = page.getByRole('form', { name: 'Edit set 2' });
      await expect(edit.getByLabel('Reps')).toBeVisible();
      await audit(page, 'a session, a set open for editing', findings);
      await edit.getByRole('button', { name: 'Cancel' }).click();
      const row = page.getByRole('form', { name: 'Add set to Bench Press' });
      await row.getByRole('button', { name: /More fields/ }).click();
      await row.getByLabel('Weight').fill('-5');
      await row.getByRole('button', { name: 'Add Set' }).click();
      await expect(row.getByRole('alert').or(row.locator('[aria-invalid="true"]')).first()).toBeVisible();
      await audit(page, 'a session, a set form showing an error', findings);
      await sets.getByRole('button', { name: 'Delete set 2' }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await audit(page, 'a session, the delete confirmation open', findings);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);

      await page.goto('/calendar');
      await expect(page.getByRole('heading', { name: 'Workout Calendar' })).toBeVisible();
      const workoutDay = page.getByRole('button', { name: /1 session/ }).last();
      await expect(workoutDay).toBeVisible();
      await audit(page, 'calendar', findings);
      await workoutDay.click();
      await expect(page.getByRole('dialog', { name: 'Workout Summary' })).toBeVisible();
      await audit(page, 'calendar, a day summary open', findings);
      await page.keyboard.press('Escape');

      // The offline strip, over a session.
      await page.goto(`/sessions/${today.id}`);
      await expect(page.getByRole('list', { name: 'Sets of Bench Press' }).getByRole('listitem')).toHaveCount(2);
      await context.setOffline(true);
      await expect(page.getByText('Offline', { exact: true })).toBeVisible();
      await audit(page, 'the offline strip', findings);
      await context.setOffline(false);
    });
  });

  test(`exercises, goals, groups, invites, Your data and routines at ${width} px: no WCAG A/AA violation`, async ({ browser }) => {
    test.setTimeout(180_000);
    await auditJourney(browser, width, async (page, _context, findings) => {
      const { group } = await signInAndSeed(page, width);

      await page.goto('/exercises');
      await h1(page, 'Exercises');
      await audit(page, 'exercises (nothing chosen)', findings);
      await page.getByLabel('Exercise', { exact: true }).selectOption('Back Squat');
      await page.getByLabel('Period').selectOption('All Time');
      const figure = page.getByRole('figure', { name: /Max Weight Progress/ });
      await expect(figure).toBeVisible();
      await figure.getByText('Show the numbers').click();
      await expect(figure.getByRole('table')).toBeVisible();
      await audit(page, 'exercises with charts and their numbers', findings);
      await page.getByRole('button', { name: 'Manage Custom Exercises' }).click();
      await expect(page.getByText('Sandbag Carry')).toBeVisible();
      await audit(page, 'custom exercise manager', findings);

      await page.goto('/goals');
      await expect(page.getByRole('heading', { name: /Active Goals/ })).toBeVisible();
      await audit(page, 'goals', findings);
      await page
        .getByRole('link', { name: /View Details/ })
        .first()
        .click();
      await expect(page.getByRole('heading', { level: 1, name: /Back Squat/ })).toBeVisible();
      await audit(page, 'a goal', findings);
      await page.goto('/goals');
      await page
        .getByRole('link', { name: '+ Add New Goal' })
        .or(page.getByRole('button', { name: '+ Add New Goal' }))
        .first()
        .click();
      await page.getByRole('button', { name: 'Create Goal' }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      await audit(page, 'goal form showing an error', findings);

      await page.goto('/groups');
      await expect(page.getByRole('link', { name: /View Details/ }).first()).toBeVisible();
      await audit(page, 'groups', findings);
      await page.goto(`/groups/${group.id}`);
      await expect(page.getByRole('heading', { name: 'Members (1)' })).toBeVisible();
      await audit(page, 'a group', findings);
      await page.getByRole('button', { name: 'Create Invite Code' }).click();
      const invite = page.getByRole('form', { name: 'Invite Code' });
      await invite.getByRole('button', { name: 'Create Invite Code' }).click();
      await expect(invite.getByRole('status').locator('strong')).toBeVisible();
      await invite.getByRole('button', { name: 'Copy code' }).click();
      await expect(invite.getByText('Copied')).toBeVisible();
      await audit(page, 'a group, an invite code made', findings);

      await page.goto('/invites');
      await expect(page.getByText('No pending invites')).toBeVisible();
      await audit(page, 'invites', findings);
      const join = page.getByRole('form', { name: 'Join with an Invite Code' });
      await join.getByLabel('Invite code:').fill('NOSUCHCODE');
      await join.getByRole('button', { name: 'Join Group' }).click();
      await expect(join.getByRole('alert').first()).toBeVisible();
      await audit(page, 'invites, a refused code', findings);

      await page.goto('/data');
      await h1(page, 'Your data');
      await audit(page, 'your data', findings);
      await page.getByLabel('Choose a file to import').setInputFiles({ name: IMPORT_FILE, mimeType: 'text/csv', buffer: Buffer.from(IMPORT_TEXT) });
      await expect(page.getByTestId('import-preview').getByRole('heading', { name: `Preview of ${IMPORT_FILE}` })).toBeVisible();
      // The picker still names the file beside its preview.
      await expect(page.getByLabel('Choose a file to import')).toHaveValue(new RegExp(`${IMPORT_FILE.replace(/\./g, '\\.')}$`));
      await audit(page, 'your data, an import preview loaded', findings);

      // Routines (issue 30): the empty list, then a new routine whose fields were checked.
      await page.goto('/routines');
      await h1(page, 'Routines');
      await expect(page.getByText('No routines yet')).toBeVisible();
      await audit(page, 'routines, none yet', findings);
      await page.getByRole('link', { name: 'Create Routine' }).click();
      await h1(page, 'New routine');
      await page.getByRole('button', { name: 'Save Routine' }).click();
      await expect(page.getByText('Some fields need fixing before saving. Nothing was saved.')).toBeVisible();
      await audit(page, 'a new routine, its fields checked', findings);
    });
  });
}
