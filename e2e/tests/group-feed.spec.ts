// The group feed (issue 31) at 375 px with three lifters in their own browser contexts: Ana
// makes a group that Ben and Cy join with her invite code; Ana logs a bench day that beats her
// last one. Ben finds it at the top of the feed with its record, cheers it and comments; Ana sees
// the cheer and the comment; Ben opens the workout in full. Cy, removed from the group, gets
// nothing on his very next request. "This week" ranks Ana first by volume, above Ben. Ana marks
// the workout private on its session page, and it leaves the feed and the board.
import { expect, test, type Browser } from '@playwright/test';
import type { CreatedInviteCode, Group, UserProfile } from '@liftbook/shared/contract';
import { wcagViolations } from './support/axe';
import { apiAs, seedHistory } from './support/seed';
import { newLifter, signIn } from './support/sign-in';

const PHONE = { width: 375, height: 812 };

async function lifterPage(browser: Browser, label: string) {
  // The board's week is the browser's: UTC, as the seeded days are.
  const context = await browser.newContext({ timezoneId: 'UTC' });
  const page = await context.newPage();
  const lifter = await signIn(page, newLifter(label));
  await page.setViewportSize(PHONE);
  return { context, page, lifter };
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

test('a workout with a record tops the feed; cheers and comments reach its lifter; a removed member gets nothing; the week ranks by volume; private leaves feed and board', async ({
  browser,
}, testInfo) => {
  // Three lifters, each in a browser context of its own, through a dozen screens and three axe
  // audits: longer than one journey (2.5 minutes on a busy 2-core machine).
  test.setTimeout(240_000);
  const ana = await lifterPage(browser, 'ana');
  const ben = await lifterPage(browser, 'ben');
  const cy = await lifterPage(browser, 'cy');
  try {
    const anaApi = await apiAs(ana.page);
    const group = await anaApi.post<Group>('/groups', { name: 'Bench Club' });
    for (const joiner of [ben, cy]) {
      const { code } = await anaApi.post<CreatedInviteCode>(`/groups/${group.id}/invites`, { role: 'member' });
      await (await apiAs(joiner.page)).post('/invites/join', { code });
    }
    // Nobody has trained this week yet: the board says so.
    await ana.page.goto(`/groups/${group.id}`);
    const emptyBoard = ana.page.getByRole('region', { name: 'This week' });
    await expect(emptyBoard.getByText('No workouts this week yet.')).toBeVisible();
    expect(await wcagViolations(ana.page)).toEqual([]);

    // Ben trains today too, lighter (50 kg × 5: 250 kg), before Ana logs hers.
    await seedHistory(ben.page, [{ date: day(0), type: 'Pull', exercises: [{ name: 'Barbell Row', sets: [{ weight: 50, weight_unit: 'kg', reps: 5 }] }] }]);
    // Last week's bench, then today's: 102.5 kg × 5 beats 100 × 5 (a record), after a warm-up.
    const [, today] = await seedHistory(ana.page, [
      { date: day(7), type: 'Push', exercises: [{ name: 'Bench Press', sets: [{ weight: 100, weight_unit: 'kg', reps: 5 }] }] },
      {
        date: day(0),
        type: 'Push',
        exercises: [
          {
            name: 'Bench Press',
            sets: [
              { weight: 60, weight_unit: 'kg', reps: 8, kind: 'warmup' },
              { weight: 102.5, weight_unit: 'kg', reps: 5 },
            ],
          },
        ],
      },
    ]);

    // Ben (a lbs lifter) sees it at the top of the feed, with its record, and cheers and comments.
    await ben.page.goto(`/groups/${group.id}`);
    const feed = ben.page.getByRole('region', { name: 'Feed' });
    await expect(feed.getByRole('article')).toHaveCount(3);
    const top = feed.getByRole('article').first();
    await expect(top.getByRole('heading', { name: ana.lifter.name })).toBeVisible();
    await expect(top.getByRole('list', { name: 'Personal records' })).toContainText('PR: e1RM 263.5 lbs');
    await expect(top.getByRole('list', { name: 'Top sets' })).toHaveText('Bench Press 226 lbs × 5');
    await top.getByRole('button', { name: 'Cheer', pressed: false }).click();
    await expect(top.getByRole('button', { name: 'Cheer', pressed: true })).toBeVisible();
    await expect(top.getByText('1 cheer')).toBeVisible();
    await top.getByRole('button', { name: 'Comments (0)' }).click();
    await top.getByRole('textbox', { name: 'Add a comment' }).fill('Huge PR!');
    await top.getByRole('button', { name: 'Post' }).click();
    await expect(top.getByRole('list', { name: 'Comments' })).toContainText(`${ben.lifter.name}`);
    await expect(top.getByRole('button', { name: 'Comments (1)' })).toBeVisible();
    await ben.page.screenshot({ path: testInfo.outputPath('feed-375.png'), fullPage: true });

    // This week's board: Ana first by volume (102.5 kg × 5 = 1,130 lbs; the warm-up and last week
    // never count), with her record; Ben second.
    const board = ben.page.getByRole('region', { name: 'This week' });
    const ranked = board.getByRole('list', { name: 'This week', exact: true }).locator(':scope > li');
    await expect(ranked).toHaveCount(2);
    await expect(ranked.nth(0)).toContainText(`Rank 1${ana.lifter.name}1 session · 1 working set · Volume 1,130 lbs`);
    await expect(ranked.nth(0).getByRole('list', { name: `${ana.lifter.name}'s records this week` })).toContainText('PR: e1RM 263.5 lbs');
    await expect(ranked.nth(1)).toContainText(`Rank 2${ben.lifter.name}1 session · 1 working set · Volume 551 lbs`);
    expect(await wcagViolations(ben.page)).toEqual([]);
    await board.screenshot({ path: testInfo.outputPath('board-375.png') });

    // Ben opens the whole workout: View Workouts at that session, the record under its set.
    await top.getByRole('link', { name: /^Open workout:/ }).click();
    await expect(ben.page.getByRole('heading', { name: `${ana.lifter.name}'s Workouts` })).toBeVisible();
    const session = ben.page.locator(`#session-${today!.id}`);
    await expect(session).toBeFocused();
    await expect(session.getByRole('list', { name: 'Bench Press sets' })).toContainText('PR: e1RM 263.5 lbs');
    await ben.page.screenshot({ path: testInfo.outputPath('workouts-375.png'), fullPage: true });

    // Ana sees Ben's cheer and comment on her workout.
    await ana.page.goto(`/groups/${group.id}`);
    const mine = ana.page.getByRole('region', { name: 'Feed' }).getByRole('article').first();
    await expect(mine.getByText('1 cheer')).toBeVisible();
    await mine.getByRole('button', { name: 'Comments (1)' }).click();
    const comments = mine.getByRole('list', { name: 'Comments' });
    await expect(comments).toContainText(ben.lifter.name);
    await expect(comments).toContainText('Huge PR!');
    await ana.page.setViewportSize({ width: 1280, height: 900 });
    await ana.page.screenshot({ path: testInfo.outputPath('feed-1280.png'), fullPage: true });

    // Cy, removed, gets nothing on his next request: not the page, not the feed.
    const cyApi = await apiAs(cy.page);
    const cyProfile = await cyApi.get<UserProfile>('/user/profile');
    await anaApi.delete(`/groups/${group.id}/members/${cyProfile.id}`);
    await cy.page.goto(`/groups/${group.id}`);
    await expect(cy.page.getByRole('region', { name: 'Feed' })).toHaveCount(0);
    await expect(cy.page.getByText(ana.lifter.name)).toHaveCount(0);
    const refused = await cy.page.request.get(`/api/groups/${group.id}/feed`, { headers: { Authorization: `Bearer ${cyApi.token}` } });
    expect(refused.status()).toBe(404);

    // Ana marks the workout private on its page: it leaves Ben's feed and the board.
    await ana.page.setViewportSize(PHONE);
    await ana.page.goto(`/sessions/${today!.id}`);
    const privately = ana.page.getByRole('checkbox', { name: 'Private: never shown in any group' });
    await expect(privately).not.toBeChecked();
    const saved = ana.page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().endsWith(`/api/sessions/${today!.id}`));
    await privately.check();
    expect((await saved).status()).toBe(200);
    await expect(privately).toBeChecked();
    expect(await wcagViolations(ana.page)).toEqual([]);
    await ana.page.screenshot({ path: testInfo.outputPath('private-375.png') });
    await ana.page.reload();
    await expect(ana.page.getByRole('checkbox', { name: 'Private: never shown in any group' })).toBeChecked();
    await ben.page.goto(`/groups/${group.id}`);
    await expect(ben.page.getByRole('region', { name: 'Feed' }).getByRole('article')).toHaveCount(2);
    await expect(ben.page.getByRole('region', { name: 'Feed' }).getByRole('article').first().getByRole('heading')).toHaveText(ben.lifter.name);
    const after = ben.page.getByRole('region', { name: 'This week' }).getByRole('list', { name: 'This week', exact: true }).locator(':scope > li');
    await expect(after).toHaveCount(1);
    await expect(after.nth(0)).toContainText(`Rank 1${ben.lifter.name}`);
    await ben.page.setViewportSize({ width: 1280, height: 900 });
    await ben.page.screenshot({ path: testInfo.outputPath('group-after-private-1280.png'), fullPage: true });
  } finally {
    await Promise.all([ana.context.close(), ben.context.close(), cy.context.close()]);
  }
});
