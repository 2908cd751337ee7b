// The group feed (issue 31) at 375 px with three lifters in their own browser contexts: Ana
// makes a group that Ben and Cy join with her invite code; Ana logs a bench day that beats her
// last one. Ben finds it at the top of the feed with its record, cheers it and comments; Ana sees
// the cheer and the comment; Ben opens the workout in full. Cy, removed from the group, gets
// nothing on his very next request. Ana marks the workout private, and it leaves the feed.
import { expect, test, type Browser } from '@playwright/test';
import type { CreatedInviteCode, Group, UserProfile } from '@liftbook/shared/contract';
import { apiAs, seedHistory } from './support/seed';
import { newLifter, signIn } from './support/sign-in';

const PHONE = { width: 375, height: 812 };

async function lifterPage(browser: Browser, label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const lifter = await signIn(page, newLifter(label));
  await page.setViewportSize(PHONE);
  return { context, page, lifter };
}

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

test('a workout with a record tops the feed; cheers and comments reach its lifter; a removed member gets nothing; private leaves the feed', async ({
  browser,
}, testInfo) => {
  // Three lifters, each in a browser context of its own, through a dozen screens: longer than one journey.
  test.setTimeout(150_000);
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
    await expect(feed.getByRole('article')).toHaveCount(2);
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

    // Ana marks the workout private: it leaves Ben's feed.
    await anaApi.put(`/sessions/${today!.id}`, { session_date: today!.session_date, session_type: 'Push', private: true });
    await ben.page.goto(`/groups/${group.id}`);
    await expect(ben.page.getByRole('region', { name: 'Feed' }).getByRole('article')).toHaveCount(1);
  } finally {
    await Promise.all([ana.context.close(), ben.context.close(), cy.context.close()]);
  }
});
