// The spec's ways to invite, end to end at 375 px with three lifters in their own browser
// contexts: Ana creates a group; "Send Invite" refuses an empty user ID with "Please enter a user
// ID", then invites Ben by the user ID he reads on his My Invites; "Add Member" invites Cy by email
// and an address that is nobody's, with the same words for both. Ben and Cy see the invites on My
// Invites ("Invited by" Ana, the date), accept, and appear as members; until then Ana's screens
// show only what she typed.
import { expect, test, type Browser } from '@playwright/test';
import { newLifter, signIn } from './support/sign-in';

const PHONE = { width: 375, height: 812 };

/** A lifter signed in (at the default width, where the navbar shows their name), then on a phone. */
async function lifterPage(browser: Browser, label: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const lifter = await signIn(page, newLifter(label));
  await page.setViewportSize(PHONE);
  return { context, page, lifter };
}

test('invite by user ID and Add Member by email; the invitees accept on My Invites and are members', async ({ browser }) => {
  // Three browser contexts on a busy machine.
  test.setTimeout(120_000);
  const ana = await lifterPage(browser, 'ana');
  const ben = await lifterPage(browser, 'ben');
  const cy = await lifterPage(browser, 'cy');
  try {
    await ana.page.goto('/groups/new');
    await ana.page.getByLabel('Group Name *').fill('Morning Crew');
    await ana.page.getByRole('button', { name: 'Create Group' }).click();
    await expect(ana.page.getByRole('heading', { name: 'Members (1)' })).toBeVisible();
    const groupUrl = new URL(ana.page.url()).pathname;

    // Ben reads his user ID on My Invites, to give to Ana.
    await ben.page.goto('/invites');
    await expect(ben.page.getByText('No pending invites')).toBeVisible();
    const benId = (await ben.page
      .getByText(/^Your user ID:/)
      .locator('strong')
      .textContent())!.trim();
    expect(benId).toMatch(/^\d+$/);

    // "Invite User to Group": empty is refused, then Ben's ID is sent.
    await ana.page.getByRole('button', { name: 'Send Invite' }).click();
    const invite = ana.page.getByRole('form', { name: 'Invite User to Group' });
    await invite.getByRole('button', { name: 'Send Invite' }).click();
    await expect(invite.getByText('Please enter a user ID')).toBeVisible();
    await invite.getByLabel('User ID:').fill(benId);
    await invite.getByRole('button', { name: 'Send Invite' }).click();
    await expect(invite.getByRole('status')).toHaveText(
      `Invite sent to user ID ${benId}. If that is someone's Liftbook account, they see it on My Invites and join when they accept.`,
    );
    await invite.getByRole('button', { name: 'Cancel' }).click();

    // "Add Member" by email: Cy's address and one that is nobody's get the same words.
    await ana.page.getByRole('button', { name: 'Add Member' }).click();
    const add = ana.page.getByRole('form', { name: 'Add Member' });
    await expect(add.getByRole('button', { name: 'Add' })).toBeDisabled();
    const sentWords = (to: string) =>
      `Invite sent to ${to}. If that is someone's Liftbook account, they see it on My Invites and join as a member when they accept.`;
    await add.getByLabel('User ID or email').fill(cy.lifter.email);
    await expect(add.getByLabel('Role')).toHaveValue('member');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add.getByRole('status')).toHaveText(sentWords(cy.lifter.email));
    const nobody = `nobody-${Date.now()}@example.com`;
    await add.getByLabel('User ID or email').fill(nobody);
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add.getByRole('status')).toHaveText(sentWords(nobody));

    // Ana's pending invites show what she typed, never a name; nobody is a member yet.
    const pending = ana.page.getByRole('region', { name: 'Pending Invites' });
    await expect(pending.getByText(`User ID ${benId}`)).toBeVisible();
    await expect(pending.getByText(cy.lifter.email)).toBeVisible();
    await expect(pending.getByText(nobody)).toBeVisible();
    await expect(pending.getByText(ben.lifter.name)).toHaveCount(0);
    await expect(pending.getByText(cy.lifter.name)).toHaveCount(0);
    await expect(ana.page.getByRole('heading', { name: 'Members (1)' })).toBeVisible();

    // Ben and Cy see their invite on My Invites: the group, "Invited by" Ana, the date; they accept.
    for (const invitee of [ben, cy]) {
      await invitee.page.goto('/invites');
      const item = invitee.page.getByRole('listitem', { name: 'Invite to Morning Crew' });
      await expect(item.getByText(`Invited by ${ana.lifter.name}`)).toBeVisible();
      await expect(item.getByText(String(new Date().getUTCFullYear()))).toBeVisible();
      await item.getByRole('button', { name: 'Accept invite to Morning Crew' }).click();
      await expect(invitee.page.getByRole('status').filter({ hasText: 'You joined' })).toContainText('You joined Morning Crew.');
      await expect(invitee.page.getByText('No pending invites')).toBeVisible();
      await invitee.page.getByRole('link', { name: 'View Details' }).click();
      await expect(invitee.page).toHaveURL(new RegExp(`${groupUrl}$`));
      await expect(invitee.page.getByRole('heading', { name: 'Morning Crew' })).toBeVisible();
    }

    // Both are members now, by name; only the invite to nobody is still pending.
    await ana.page.reload();
    await expect(ana.page.getByRole('heading', { name: 'Members (3)' })).toBeVisible();
    const members = ana.page.getByRole('region', { name: /^Members/ });
    await expect(members.getByRole('listitem', { name: ben.lifter.name })).toBeVisible();
    await expect(members.getByRole('listitem', { name: cy.lifter.name })).toBeVisible();
    await expect(pending.getByRole('listitem')).toHaveCount(1);
    await expect(pending.getByText(nobody)).toBeVisible();
    // Nothing overflows the phone's width.
    expect(await ana.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  } finally {
    await ana.context.close();
    await ben.context.close();
    await cy.context.close();
  }
});
