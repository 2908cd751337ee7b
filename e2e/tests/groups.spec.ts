// Groups, end to end in Chromium with two lifters in two browser contexts: Ana creates
// a group and makes an invite code (the second way to invite; invites.spec.ts has the first); Ben joins with it, sees the
// group without admin controls and logs a workout that Ana then sees under "View Workouts"; Ana
// makes him an admin (he now gets "Edit Group"), then removes him after the confirmation, and he
// loses access on his next request; finally Ana deletes the group.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { seedHistory } from './support/seed';
import { newLifter, signIn } from './support/sign-in';

async function lifterPage(browser: Browser, label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const lifter = await signIn(page, newLifter(label));
  return { context, page, lifter };
}

const members = (page: Page) => page.getByRole('region', { name: /^Members/ });

test('two lifters: an invite code, joining with it, shared workouts, a role change, removal with its confirmation, then delete', async ({ browser }) => {
  // Two browser contexts and a dozen screens: longer than one lifter's journey on a busy machine.
  test.setTimeout(120_000);
  const ana = await lifterPage(browser, 'ana');
  const ben = await lifterPage(browser, 'ben');
  try {
    // Ana creates a group through the form.
    await ana.page.getByRole('navigation').getByRole('link', { name: 'Groups' }).click();
    await expect(ana.page.getByText('No groups yet')).toBeVisible();
    await ana.page.getByRole('link', { name: 'Create Your First Group' }).click();
    await expect(ana.page.getByRole('heading', { name: 'Create New Group' })).toBeVisible();
    await ana.page.getByLabel('Group Name *').fill('Morning Crew');
    await ana.page.getByLabel('Description').fill('Early lifts, 6 am');
    await ana.page.getByRole('button', { name: 'Create Group' }).click();
    await expect(ana.page.getByRole('heading', { name: 'Morning Crew' })).toBeVisible();
    await expect(ana.page).toHaveURL(/\/groups\/\d+$/);
    const groupUrl = new URL(ana.page.url()).pathname;
    await expect(ana.page.getByRole('heading', { name: 'Members (1)' })).toBeVisible();

    // The second way to invite: Ana names nobody, makes an invite code and gives it to Ben.
    await ana.page.getByRole('button', { name: 'Create Invite Code' }).click();
    const inviteForm = ana.page.getByRole('form', { name: 'Invite Code' });
    await inviteForm.getByRole('button', { name: 'Create Invite Code' }).click();
    const code = (await inviteForm.getByRole('status').locator('strong').textContent())!.trim();
    expect(code).toMatch(/^\S{6,}$/);

    // Until he joins, the group does not exist for Ben.
    await ben.page.goto(groupUrl);
    await expect(ben.page.getByRole('heading', { name: 'You are not in this group' })).toBeVisible();

    // Ben enters the code on My Invites and lands in the group.
    await ben.page.goto('/invites');
    await expect(ben.page.getByText('No pending invites')).toBeVisible();
    const join = ben.page.getByRole('form', { name: 'Join with an Invite Code' });
    await join.getByLabel('Invite code:').fill(code);
    await join.getByRole('button', { name: 'Join Group' }).click();
    await expect(ben.page).toHaveURL(new RegExp(`${groupUrl}$`));

    // Ben sees the group as a member: no admin controls.
    await expect(ben.page.getByRole('heading', { name: 'Members (2)' })).toBeVisible();
    await expect(ben.page.getByRole('link', { name: 'Edit Group' })).toHaveCount(0);
    await expect(ben.page.getByRole('button', { name: 'Add Member' })).toHaveCount(0);
    await expect(ben.page.getByRole('button', { name: 'Send Invite' })).toHaveCount(0);
    await expect(ben.page.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    await expect(ben.page.getByRole('combobox', { name: /^Role of/ })).toHaveCount(0);

    // Ben logs a workout; Ana sees it under View Workouts.
    await seedHistory(ben.page, [
      {
        date: '2026-11-18',
        type: 'pull',
        notes: 'grip gave out',
        exercises: [
          {
            name: 'Deadlift',
            variation: 'sumo',
            sets: [
              { weight: 315, reps: 5 },
              { weight: 335, reps: 3 },
              { weight: 355, reps: 1 },
            ],
          },
        ],
      },
    ]);
    await ana.page.reload();
    await expect(ana.page.getByRole('heading', { name: 'Members (2)' })).toBeVisible();
    await ana.page.getByRole('link', { name: `View Workouts of ${ben.lifter.name}` }).click();
    await expect(ana.page.getByRole('heading', { name: `${ben.lifter.name}'s Workouts` })).toBeVisible();
    const workout = ana.page.getByRole('article', { name: 'pull' });
    await expect(workout.getByText('grip gave out')).toBeVisible();
    await expect(workout.getByText('Deadlift')).toBeVisible();
    await expect(workout.getByText('(sumo)')).toBeVisible();
    await expect(workout.getByText('3 sets')).toBeVisible();
    await expect(workout.getByRole('list', { name: 'Deadlift sets' }).getByRole('listitem')).toHaveText(['315 lbs × 5', '335 lbs × 3', '355 lbs × 1']);
    await expect(workout.getByRole('link')).toHaveCount(0);
    // Reload keeps the view (its own path), Back returns to the group.
    await ana.page.reload();
    await expect(ana.page.getByRole('heading', { name: `${ben.lifter.name}'s Workouts` })).toBeVisible();
    await ana.page.getByRole('link', { name: '← Back to Group' }).click();
    await expect(ana.page).toHaveURL(new RegExp(`${groupUrl}$`));

    // Ana makes Ben an admin; he now gets the admin controls.
    await members(ana.page)
      .getByRole('combobox', { name: `Role of ${ben.lifter.name}` })
      .selectOption('admin');
    // The role badge (the kit's) says Admin once the members reloaded.
    await expect(members(ana.page).getByRole('listitem', { name: ben.lifter.name }).locator('.lb-badge')).toHaveText('Admin');
    await ben.page.goto(groupUrl); // seedHistory left his page elsewhere
    await expect(ben.page.getByRole('link', { name: 'Edit Group' })).toBeVisible();
    await expect(ben.page.getByRole('button', { name: 'Send Invite' })).toBeVisible();

    // Ana removes Ben, after the confirmation; he loses access on his next request.
    await members(ana.page)
      .getByRole('button', { name: `Remove ${ben.lifter.name}` })
      .click();
    const dialog = ana.page.getByRole('dialog');
    await expect(dialog).toContainText('Are you sure you want to remove this member?');
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await expect(ana.page.getByRole('heading', { name: 'Members (1)' })).toBeVisible();
    await ben.page.reload();
    await expect(ben.page.getByRole('heading', { name: 'You are not in this group' })).toBeVisible();
    await ben.page.goto('/groups');
    await expect(ben.page.getByText('No groups yet')).toBeVisible();

    // Ana deletes the group from her list, after the confirmation.
    await ana.page.getByRole('link', { name: '← Back to Groups' }).click();
    await ana.page.getByRole('button', { name: 'Delete Morning Crew' }).click();
    await expect(ana.page.getByRole('dialog')).toContainText('Are you sure you want to delete this group? This action cannot be undone.');
    await ana.page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(ana.page.getByText('No groups yet')).toBeVisible();
  } finally {
    await ana.context.close();
    await ben.context.close();
  }
});
