// Log Out on a shared phone (issue 28, docs/security.md "Signing out"): afterwards no storage of the
// site's origin holds a token, a refresh token, a key or an account, and every refresh token the
// page held is refused by the identity provider; staying signed in across a browser restart still
// works until Log Out ends it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../tools/lib/test/chromium.cjs';
import { E2E_ENV, SHELL } from './support/e2e-env';
import { newLifter, signIn } from './support/sign-in';

const IDP = `http://localhost:${E2E_ENV.IDP_PORT}`;
/** The offline store, which the offline area owns and Log Out empties (shared/src/offline). */
const OFFLINE_DB = 'liftbook-offline';

/** Every token the identity provider handed this page (the token endpoint's answers), as an attacker reading the wire or the cache would have them. */
function collectTokens(page: Page) {
  const tokens = { refresh: [] as string[], other: [] as string[], revocations: [] as number[] };
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.origin === IDP && url.pathname === '/token/revocation' && response.request().method() === 'POST') tokens.revocations.push(response.status());
    if (url.origin !== IDP || url.pathname !== '/token' || response.request().method() !== 'POST') return;
    const body = (await response.json().catch(() => ({}))) as { refresh_token?: string; access_token?: string; id_token?: string };
    if (body.refresh_token) tokens.refresh.push(body.refresh_token);
    for (const token of [body.access_token, body.id_token]) if (token) tokens.other.push(token);
  });
  return tokens;
}

/** Everything the page's origin keeps: both storages, its cookies (document's and the browser's jar), IndexedDB and the Cache Storage. */
async function originStorage(page: Page, context: BrowserContext) {
  const inPage = await page.evaluate(async (offlineDb) => {
    const entries = (storage: Storage) => Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key) ?? '']));
    const databases: Record<string, Record<string, unknown[]>> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name || name === offlineDb) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      databases[name] = {};
      for (const store of Array.from(db.objectStoreNames)) {
        databases[name][store] = await new Promise<unknown[]>((resolve) => {
          const request = db.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
        });
      }
      db.close();
    }
    const cached: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) cached.push(request.url);
    return { local: entries(localStorage), session: entries(sessionStorage), documentCookie: document.cookie, databases, cached };
  }, OFFLINE_DB);
  return { ...inPage, cookies: (await context.cookies(SHELL)).map((c) => `${c.name}=${c.value}`) };
}

/** What may be left: MSAL's version stamp, and the sessionStorage marks of this tab that are no secret. */
const HARMLESS = new Set(['msal.version']);
const SECRET_NAME = /^msal\.|token|account|key|encryption|idp_session/i;

function expectNothingOfTheSignIn(stored: Awaited<ReturnType<typeof originStorage>>, secrets: string[]) {
  const names = [...Object.keys(stored.local), ...Object.keys(stored.session)].filter((name) => !HARMLESS.has(name));
  expect(
    names.filter((name) => SECRET_NAME.test(name)),
    'storage entries of the sign-in',
  ).toEqual([]);
  expect(stored.cookies, "cookies of the site's origin").toEqual([]);
  expect(stored.documentCookie).toBe('');
  expect(stored.databases, `IndexedDB besides ${OFFLINE_DB}`).toEqual({});
  expect(
    stored.cached.filter((url) => url.includes('/api/') || url.startsWith(IDP)),
    'cached answers of the api or the provider',
  ).toEqual([]);
  const everything = JSON.stringify(stored);
  for (const secret of secrets) expect(everything.includes(secret), 'a token the provider issued is still stored').toBe(false);
  // MSAL's encrypted entries all carry a nonce: none may be left, whatever its key.
  expect(everything).not.toContain('"nonce"');
}

async function refreshWith(page: Page, refreshToken: string) {
  return page.request.post(`${IDP}/token`, {
    form: { client_id: 'liftbook-spa', grant_type: 'refresh_token', refresh_token: refreshToken },
    headers: { Origin: SHELL },
  });
}

async function logOut(page: Page) {
  await page.getByRole('navigation').getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByRole('main').getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page).toHaveURL(`${SHELL}/`);
}

test('after Log Out no storage of the origin holds a token, key or account, and the refresh tokens the page held are refused', async ({ page, context }) => {
  const tokens = collectTokens(page);
  await signIn(page);
  const signedIn = await originStorage(page, context);
  // The attack of issue 28: the encrypted cache and the key that opens it, side by side.
  expect(Object.keys(signedIn.local).some((name) => name.includes('refreshtoken'))).toBe(true);
  expect(signedIn.cookies.some((cookie) => cookie.startsWith('msal.cache.encryption='))).toBe(true);
  // The refresh token the sign-in gave, never used yet: before the fix it gave a fresh access token after Log Out.
  expect(tokens.refresh).toHaveLength(1);

  await logOut(page);
  expectNothingOfTheSignIn(await originStorage(page, context), [...tokens.refresh, ...tokens.other]);
  // Starting again (a reload) writes nothing of a sign-in back.
  await page.reload();
  await expect(page.getByRole('main').getByRole('button', { name: 'Log In' })).toBeVisible();
  expectNothingOfTheSignIn(await originStorage(page, context), [...tokens.refresh, ...tokens.other]);

  for (const held of tokens.refresh) {
    const refused = await refreshWith(page, held);
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
  }
  // Log Out revoked it at the provider (the session's end revokes it too: either suffices).
  expect(tokens.revocations).toEqual([200]);
  await page.goto('/sessions');
  await expect(page.getByText('Authentication Required')).toBeVisible();
});

test('Log Out from a page that has seen no refresh token (opened later, restored from the cache) revokes the current one', async ({ page }) => {
  const tokens = collectTokens(page);
  await signIn(page);
  await page.reload();
  await expect(page.getByRole('navigation').getByRole('button', { name: 'Log Out' })).toBeVisible();
  // Every answer of the provider so far is read (the collector parses answers as they come).
  await page.waitForLoadState('networkidle');
  await expect.poll(() => tokens.refresh.length).toBeGreaterThan(0);
  const beforeLogOut = tokens.refresh.length;
  await logOut(page);
  // Log Out revokes the refresh token the page holds; a page restored with none makes one first
  // (and whether the start already made it depends on when MSAL starts). Every refresh token the
  // provider handed this page, that one included, is refused afterwards.
  await expect.poll(() => tokens.revocations).toEqual([200]);
  await page.waitForLoadState('networkidle');
  expect(tokens.refresh.length).toBeGreaterThanOrEqual(beforeLogOut);
  for (const held of tokens.refresh) expect((await refreshWith(page, held)).status()).toBe(400);
});

test.describe('a browser restart', () => {
  // Three browser starts, a sign-in and a Log Out.
  test.describe.configure({ timeout: 150_000 });
  let dir: string;
  const opened: BrowserContext[] = [];
  const open = async () => {
    const context = await chromium.launchPersistentContext(dir, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: SHELL,
      serviceWorkers: 'block',
    });
    opened.push(context);
    return { context, page: context.pages()[0] ?? (await context.newPage()) };
  };
  test.beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftbook-sign-out-'));
  });
  test.afterEach(async () => {
    for (const context of opened.splice(0)) await context.close();
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  });

  test('keeps the lifter signed in until Log Out; after Log Out a restart finds nothing of the sign-in', async () => {
    let { context, page } = await open();
    const lifter = await signIn(page, newLifter('restart'));
    await context.close();

    ({ context, page } = await open());
    const tokens = collectTokens(page);
    await page.goto('/sessions');
    await expect(page.getByRole('heading', { name: 'Sessions', exact: true })).toBeVisible();
    await expect(page.getByRole('navigation').getByText(lifter.name)).toBeVisible();
    await logOut(page);
    await context.close();

    ({ context, page } = await open());
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('button', { name: 'Log In' })).toBeVisible();
    expectNothingOfTheSignIn(await originStorage(page, context), [...tokens.refresh, ...tokens.other]);
    await page.goto('/sessions');
    await expect(page.getByText('Authentication Required')).toBeVisible();
  });
});
