// Signing in through the real identity provider, the navbar, the tiles, every area from its own
// remote, a deep-link reload and logging out (docs/product.md §1, §2; docs/architecture.md §3, §5).
import { expect, test } from '@playwright/test';
import { E2E_ENV, remoteOrigin } from './support/e2e-env';
import { seedHistory } from './support/seed';
import { signIn } from './support/sign-in';

const AREAS = [
  { link: 'Sessions', path: '/sessions', heading: 'Sessions', port: E2E_ENV.MF_SESSIONS_PORT },
  { link: 'Routines', path: '/routines', heading: 'Routines', port: E2E_ENV.MF_SESSIONS_PORT },
  { link: 'Calendar', path: '/calendar', heading: 'Workout Calendar', port: E2E_ENV.MF_SESSIONS_PORT },
  { link: 'Exercises', path: '/exercises', heading: 'Exercises', port: E2E_ENV.MF_PROGRESS_PORT },
  { link: 'Goals', path: '/goals', heading: 'Goals', port: E2E_ENV.MF_GOALS_PORT },
  { link: 'Groups', path: '/groups', heading: 'My Groups', port: E2E_ENV.MF_GROUPS_PORT },
  { link: 'My Invites', path: '/invites', heading: 'My Invites', port: E2E_ENV.MF_GROUPS_PORT },
];

test('a lifter signs in and sees their name, the navbar and the tiles', async ({ page }) => {
  const lifter = await signIn(page);
  const nav = page.getByRole('navigation');
  for (const link of ['Home', 'Sessions', 'Routines', 'Calendar', 'Exercises', 'Goals', 'Groups', 'My Invites']) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(nav.getByRole('button', { name: 'Log Out' })).toBeVisible();
  await expect(nav.getByText(lifter.name)).toBeVisible();
  const main = page.getByRole('main');
  for (const href of ['/sessions', '/routines', '/exercises', '/goals', '/calendar', '/groups']) {
    await expect(main.locator(`a[href="${href}"]`)).toBeVisible();
  }
});

test('each area loads from its own remote, and a deep link survives a reload', async ({ page }) => {
  const loadedFrom = new Set<string>();
  page.on('response', (response) => {
    if (response.url().includes('remoteEntry') || response.url().endsWith('mf-manifest.json')) {
      loadedFrom.add(new URL(response.url()).port);
    }
  });
  await signIn(page);
  for (const area of AREAS) {
    await page.getByRole('navigation').getByRole('link', { name: area.link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${area.path}$`));
    await expect(page.getByRole('heading', { name: area.heading, exact: true }).first()).toBeVisible();
    expect(loadedFrom, `${area.path} should load from ${remoteOrigin(area.port)}`).toContain(area.port);
  }
  await page.goto('/goals');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Goals', exact: true }).first()).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('button', { name: 'Log Out' })).toBeVisible();
});

test("the sessions area lists the lifter's sessions through the api", async ({ page }) => {
  await signIn(page);
  await page.goto('/sessions');
  await expect(page.getByText('No sessions yet. Add your first one above!')).toBeVisible();
});

test('a history seeded through the api shows in the sessions list and on the session page', async ({ page }) => {
  await signIn(page);
  const [legs] = await seedHistory(page, [
    {
      date: '2026-10-05',
      type: 'legs',
      exercises: [
        {
          name: 'Back Squat',
          sets: [
            { weight: 225, reps: 5 },
            { weight: 225, reps: 5 },
          ],
        },
      ],
    },
    { date: '2026-10-07', type: 'push', notes: 'seeded', exercises: [{ name: 'Zercher Carry', sets: [{ duration: 60_000 }] }] },
  ]);
  await page.goto('/sessions');
  await expect(page.getByRole('link', { name: /^View legs session/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^View push session/ })).toBeVisible();
  await page.goto(`/sessions/${legs!.id}`);
  await expect(page.getByRole('list', { name: 'Sets of Back Squat' }).getByRole('listitem')).toHaveCount(2);
});

test('logging out returns to the landing page', async ({ page }) => {
  await signIn(page);
  await page.getByRole('navigation').getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Log In' })).toBeVisible();
  await page.goto('/sessions');
  await expect(page.getByText('Authentication Required')).toBeVisible();
});
