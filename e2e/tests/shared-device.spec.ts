// Two lifters on one browser profile (a shared phone), the first one's session ending without Log
// Out (its sign-in cleared while a write waits offline). The second never sees the first one's
// data and never sends the first one's write; it lands in its own lifter's account once that
// lifter signs in again, checked through the api as each of them. A write left by the previous
// version of the offline database (no known owner) is sent by nobody.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import type { Session } from '@liftbook/shared/contract';
import { SHELL } from './support/e2e-env';
import { newLifter, signIn } from './support/sign-in';

const waitingToSync = (page: Page) => page.getByText(/changes? waiting to sync/);

async function openSessions(page: Page) {
  await page.getByRole('navigation').getByRole('link', { name: 'Sessions', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Sessions', exact: true })).toBeVisible();
}

async function addSession(page: Page, type: string) {
  const form = page.getByRole('form', { name: 'Add Session' });
  await form.getByLabel('Type').fill(type);
  await form.getByRole('button', { name: 'Add Session' }).click();
  await expect(page.getByRole('link', { name: new RegExp(`^View ${type} session`) })).toBeVisible();
}

/** The lifter's sign-in ends without Log Out: MSAL's tokens, accounts and keys gone (storage and cookies), the identity provider's session too. */
async function endSignInWithoutLogOut(page: Page, context: BrowserContext) {
  // Nothing reaches the api while the page changes hands: the write must wait for its lifter, not go now.
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await context.clearCookies();
  await context.setOffline(false);
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('button', { name: 'Log In' })).toBeVisible();
  await context.unroute('**/api/**');
}

/** What version 1 of the offline database held: one outbox and saved reads for whoever signed in. */
async function seedVersion1(page: Page) {
  await page.evaluate(
    async () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('liftbook-offline', 1);
        request.onupgradeneeded = () => {
          request.result.createObjectStore('outbox', { keyPath: 'key' });
          request.result.createObjectStore('ids');
          request.result.createObjectStore('reads');
        };
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction(['outbox', 'reads'], 'readwrite');
          const at = new Date().toISOString();
          tx.objectStore('outbox').put({
            seq: 1,
            key: 'legacy-write',
            method: 'POST',
            url: '/sessions',
            body: { session_type: 'legacy unknown', session_date: at.slice(0, 10) },
            localId: 900_000_000_000_001,
            createdAt: at,
            attempts: 0,
            state: 'pending',
          });
          const legacy = {
            id: 1,
            session_type: 'legacy read',
            session_date: at,
            notes: null,
            created_at: at,
            updated_at: at,
            summary: { exercise_count: 0, set_count: 0, volume_lbs: 0 },
          };
          tx.objectStore('reads').put({ data: [legacy], fetchedAt: Date.now() }, '/sessions?limit=50');
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
}

/** The waiting writes the page's database still holds, by store (version 1's and the accounts'). */
async function heldWrites(page: Page) {
  return page.evaluate(
    async () =>
      new Promise<{ legacy: number; accounts: number }>((resolve, reject) => {
        const request = indexedDB.open('liftbook-offline');
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const db = request.result;
          const tx = db.transaction(['outbox', 'writes']);
          const legacy = tx.objectStore('outbox').count();
          const accounts = tx.objectStore('writes').count();
          tx.oncomplete = () => {
            db.close();
            resolve({ legacy: legacy.result, accounts: accounts.result });
          };
        };
      }),
  );
}

test('two lifters on one browser: the second never sees or sends the first one’s data; the first one’s write lands in their own account', async ({
  browser,
}) => {
  // Two lifters sign in on one browser, each while the service worker warms every area: about 35 s on CI.
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: SHELL });
  const page = await context.newPage();
  // The bearer token of every api call the page makes, and who sent which session create.
  let lastToken = '';
  const creates: string[] = [];
  page.on('request', (request) => {
    const authorization = request.headers().authorization;
    if (!new URL(request.url()).pathname.startsWith('/api/') || !authorization) return;
    lastToken = authorization;
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/sessions') creates.push(authorization);
  });
  const sessionsOf = async (authorization: string) =>
    ((await (await page.request.get(`${SHELL}/api/sessions`, { headers: { authorization } })).json()) as Session[]).map((s) => s.session_type).sort();

  await page.goto('/');
  await seedVersion1(page);

  // Ann: a session online, then one offline that waits.
  const ann = newLifter('ann');
  await signIn(page, ann);
  await openSessions(page);
  await addSession(page, 'ann online bench');
  const annToken = lastToken;
  await context.setOffline(true);
  await addSession(page, 'ann offline squat');
  await expect(waitingToSync(page)).toHaveText(/1 change waiting to sync/);

  // Ann's sign-in ends without Log Out; Bob signs in on the same browser.
  await endSignInWithoutLogOut(page, context);
  await signIn(page, newLifter('bob'));
  // The api down: every screen answers from the copies saved on this device. None is Ann's.
  await context.route('**/api/sessions**', (route) => route.fulfill({ status: 502, json: { message: 'The api is not reachable' } }));
  await openSessions(page);
  await expect(page.getByRole('main')).not.toContainText('ann online bench');
  await expect(page.getByRole('main')).not.toContainText('ann offline squat');
  await expect(page.getByRole('main')).not.toContainText('legacy');
  await expect(waitingToSync(page)).toHaveCount(0);
  await context.unroute('**/api/sessions**');
  await page.reload();
  await openSessions(page);
  await addSession(page, 'bob own row');
  const bobToken = lastToken;
  expect(bobToken).not.toBe(annToken);
  await expect(waitingToSync(page)).toHaveCount(0);
  expect(await heldWrites(page)).toEqual({ legacy: 1, accounts: 1 });

  // Bob's sign-in ends the same way; Ann signs in again: her write goes, with her token.
  await endSignInWithoutLogOut(page, context);
  await signIn(page, ann);
  await expect.poll(() => sessionsOf(lastToken), { timeout: 30_000 }).toEqual(['ann offline squat', 'ann online bench']);
  await openSessions(page);
  await expect(page.getByRole('link', { name: /^View ann offline squat session/ })).toBeVisible();
  await expect(waitingToSync(page)).toHaveCount(0);

  // Bob's account holds only his own; nobody sent the write of unknown owner, and it is still kept.
  expect(await sessionsOf(bobToken)).toEqual(['bob own row']);
  expect(creates.filter((token) => token === bobToken)).toHaveLength(1);
  expect(creates.filter((token) => token !== bobToken && token !== annToken)).toHaveLength(1);
  expect(await heldWrites(page)).toEqual({ legacy: 1, accounts: 0 });
  await context.close();
});
