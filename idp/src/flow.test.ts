// The whole sign-in flow against the real provider, in-process on a free port: the sign-in page,
// authorization code + PKCE, the api's JWT access token verified against /jwks, refresh, and
// sign-out back to the site; then how a refresh token ends: used once, with the sign-in session's
// end, and revoked. Requests carry the parameters MSAL sends.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { startIdp, type RunningIdp } from './app.js';
import { configFromEnv, type IdpConfig } from './config.js';
import { Browser, formBody, pkcePair, responseParams } from './test/oidc-client.js';

const SHELL = 'http://localhost:8080';
const REDIRECT_URI = `${SHELL}/redirect.html`;
const API_SCOPE = 'api://liftbook/access';
// What MSAL sends: its OIDC default scopes (openid profile email, no offline_access) + the api's.
const SCOPES = `${API_SCOPE} openid profile email`;

let dataDir: string;
let idp: RunningIdp;
let issuer: string;

async function start(): Promise<void> {
  const config: IdpConfig = { ...configFromEnv({ LIFTBOOK_DATA_DIR: dataDir, SHELL_ORIGIN: SHELL }, '/unused'), port: 0 };
  idp = await startIdp(config, { issuerFromPort: true });
  issuer = idp.config.issuer;
}

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'liftbook-idp-'));
  await start();
});

afterAll(async () => {
  await idp?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

function authorizeUrl(challenge: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    client_id: 'liftbook-spa',
    response_type: 'code',
    response_mode: 'fragment',
    redirect_uri: REDIRECT_URI,
    scope: SCOPES,
    state: 'state-1',
    nonce: 'nonce-1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return `${issuer}/auth?${params}`;
}

/** Runs the browser part up to the code; returns the code and the sign-in page's HTML. */
async function signIn(browser: Browser, challenge: string, email: string, name: string): Promise<string> {
  const toPage = await browser.follow(authorizeUrl(challenge), SHELL);
  expect(toPage.response.status).toBe(200);
  const html = await toPage.response.text();
  expect(html).toContain('Development sign-in');
  const posted = await browser.request(`${toPage.url}/login`, { method: 'POST', ...formBody({ email, name }) });
  expect(posted.status).toBe(303);
  const back = await browser.follow(new URL(posted.headers.get('location')!, issuer).href, SHELL);
  expect(back.url.startsWith(REDIRECT_URI)).toBe(true);
  const params = responseParams(back.url);
  expect(params.get('state')).toBe('state-1');
  expect(params.get('error')).toBeNull();
  return params.get('code')!;
}

async function token(fields: Record<string, string>): Promise<Response> {
  const { body, headers } = formBody({ client_id: 'liftbook-spa', ...fields });
  return fetch(`${issuer}/token`, { method: 'POST', body, headers: { ...headers, Origin: SHELL } });
}

interface TokenSet {
  access_token: string;
  id_token?: string;
  refresh_token?: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

describe('dev identity provider: sign-in flow', () => {
  let tokens: TokenSet;

  test('it listens on the loopback address only', () => {
    expect(idp.address.address).toBe('127.0.0.1');
  });

  test('the sign-in page has Email, Name and "Sign in", and keeps typed values on a bad email', async () => {
    const browser = new Browser(issuer);
    const { challenge } = pkcePair();
    const page = await browser.follow(authorizeUrl(challenge), SHELL);
    const html = await page.response.text();
    expect(html).toMatch(/<label for="email">Email<\/label>/);
    expect(html).toMatch(/<label for="name">Name<\/label>/);
    expect(html).toMatch(/<button type="submit">Sign in<\/button>/);
    expect(page.response.headers.get('content-security-policy')).toContain("default-src 'none'");

    const bad = await browser.request(`${page.url}/login`, { method: 'POST', ...formBody({ email: 'lifter-at-example', name: 'Sam <Lifter>' }) });
    expect(bad.status).toBe(400);
    const badHtml = await bad.text();
    expect(badHtml).toContain('Enter a valid email address');
    expect(badHtml).toContain('value="lifter-at-example"');
    expect(badHtml).toContain('value="Sam &lt;Lifter&gt;"');
  });

  test('code + PKCE gives an RS256 JWT for the api with name and email, verifiable against /jwks', async () => {
    const browser = new Browser(issuer);
    const { verifier, challenge } = pkcePair();
    const code = await signIn(browser, challenge, ' Sam.Lifter@Example.com ', 'Sam Lifter');

    const response = await token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT_URI, scope: SCOPES });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SHELL);
    tokens = (await response.json()) as TokenSet;
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.expires_in).toBeGreaterThan(3500);

    const jwks = createRemoteJWKSet(new URL(`${issuer}/jwks`));
    const { payload, protectedHeader } = await jwtVerify(tokens.access_token, jwks, {
      issuer,
      audience: 'api://liftbook',
      algorithms: ['RS256'],
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ name: 'Sam Lifter', email: 'sam.lifter@example.com', client_id: 'liftbook-spa' });
    expect(String(payload.scope).split(' ')).toContain(API_SCOPE);
    // The api requires its scope in `scp`, by name as Entra ID writes it.
    expect(payload.scp).toBe('access');
    expect(payload.sub).toEqual(expect.any(String));

    const id = await jwtVerify(tokens.id_token!, jwks, { issuer, audience: 'liftbook-spa' });
    expect(id.payload).toMatchObject({
      sub: payload.sub,
      name: 'Sam Lifter',
      email: 'sam.lifter@example.com',
      preferred_username: 'sam.lifter@example.com',
      nonce: 'nonce-1',
    });
  });

  test('a wrong code_verifier is refused', async () => {
    const browser = new Browser(issuer);
    const { challenge } = pkcePair();
    const code = await signIn(browser, challenge, 'pkce@example.com', '');
    const response = await token({ grant_type: 'authorization_code', code, code_verifier: pkcePair().verifier, redirect_uri: REDIRECT_URI });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  test('the refresh token (as MSAL sends it, with scopes) gives a new api token and rotates', async () => {
    const response = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, scope: SCOPES });
    expect(response.status).toBe(200);
    const refreshed = (await response.json()) as TokenSet;
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    const claims = decodeJwt(refreshed.access_token);
    expect(claims).toMatchObject({ aud: 'api://liftbook', iss: issuer, email: 'sam.lifter@example.com', name: 'Sam Lifter', scp: 'access' });

    // Also without a scope parameter, which other clients do.
    const again = await token({ grant_type: 'refresh_token', refresh_token: refreshed.refresh_token! });
    expect(again.status).toBe(200);
    expect(decodeJwt(((await again.json()) as TokenSet).access_token)).toMatchObject({ aud: 'api://liftbook', scp: 'access' });
  });

  test('the same email (any case) is the same account; an empty name keeps the remembered one', async () => {
    const browser = new Browser(issuer);
    const { verifier, challenge } = pkcePair();
    const code = await signIn(browser, challenge, 'SAM.LIFTER@example.com', '');
    const response = await token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT_URI });
    const claims = decodeJwt(((await response.json()) as TokenSet).access_token);
    expect(claims.sub).toBe(decodeJwt(tokens.access_token).sub);
    expect(claims.name).toBe('Sam Lifter');
  });

  test('sign-out ends the session without a question and returns to the site', async () => {
    const browser = new Browser(issuer);
    const { challenge } = pkcePair();
    await signIn(browser, challenge, 'leave@example.com', 'Leaver');
    expect(browser.hasCookie('liftbook_idp_session')).toBe(true);

    const end = new URLSearchParams({ client_id: 'liftbook-spa', post_logout_redirect_uri: `${SHELL}/`, state: 'bye' });
    const page = await browser.request(`${issuer}/session/end?${end}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("document.getElementById('op.logoutForm').submit()");
    // Submit the form as the page's script does.
    const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
    const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
    expect(fields.logout).toBe('yes');
    const done = await browser.request(new URL(action, issuer).href, { method: 'POST', ...formBody(fields) });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(`${SHELL}/?state=bye`);
    expect(browser.hasCookie('liftbook_idp_session')).toBe(false);

    // Signed out at the idp: a new sign-in asks again.
    const again = await browser.follow(authorizeUrl(pkcePair().challenge), SHELL);
    expect(await again.response.text()).toContain('Sign in to Liftbook');
  });

  test('an unregistered redirect URI is refused on the idp, not redirected to', async () => {
    const response = await fetch(authorizeUrl(pkcePair().challenge, { redirect_uri: 'http://evil.example/' }), { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('redirect_uri');
  });

  test('a restart keeps the signing key and the accounts', async () => {
    const kid = (await (await fetch(`${issuer}/jwks`)).json()) as { keys: Array<{ kid: string }> };
    await idp.close();
    await start();
    const after = (await (await fetch(`${issuer}/jwks`)).json()) as { keys: Array<{ kid: string }> };
    expect(after.keys.map((k) => k.kid)).toEqual(kid.keys.map((k) => k.kid));
    const accounts = JSON.parse(await fs.readFile(path.join(dataDir, 'idp', 'accounts.json'), 'utf8')) as Array<{ email: string }>;
    expect(accounts.map((a) => a.email)).toContain('sam.lifter@example.com');
  });
});

/** Signs in with a fresh browser and exchanges the code, as MSAL does. */
async function signedIn(email: string): Promise<{ browser: Browser; tokens: TokenSet }> {
  const browser = new Browser(issuer);
  const { verifier, challenge } = pkcePair();
  const code = await signIn(browser, challenge, email, '');
  const response = await token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT_URI, scope: SCOPES });
  expect(response.status).toBe(200);
  return { browser, tokens: (await response.json()) as TokenSet };
}

async function refresh(refreshToken: string): Promise<Response> {
  return token({ grant_type: 'refresh_token', refresh_token: refreshToken, scope: SCOPES });
}

async function expectRefused(refreshToken: string): Promise<void> {
  const response = await refresh(refreshToken);
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
}

/** MSAL's logoutRedirect: /session/end with the ID token and the client, then the form the page submits by script. */
async function endSession(browser: Browser, idToken: string): Promise<void> {
  const end = new URLSearchParams({ id_token_hint: idToken, client_id: 'liftbook-spa', post_logout_redirect_uri: `${SHELL}/`, state: 'bye' });
  const html = await (await browser.request(`${issuer}/session/end?${end}`)).text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)![1]!;
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
  const done = await browser.request(new URL(action, issuer).href, { method: 'POST', ...formBody(fields) });
  expect(done.status).toBe(303);
}

describe('dev identity provider: a refresh token ends with the sign-in', () => {
  afterEach(() => jest.restoreAllMocks());

  test('a refresh token works once: the used one is refused, and presenting it again revokes its successor', async () => {
    const { tokens } = await signedIn('rotate@example.com');
    const first = await refresh(tokens.refresh_token!);
    expect(first.status).toBe(200);
    const rotated = (await first.json()) as TokenSet;
    expect(rotated.refresh_token).not.toBe(tokens.refresh_token);

    await expectRefused(tokens.refresh_token!);
    // A used token seen again means a copy is about: the whole grant goes.
    await expectRefused(rotated.refresh_token!);
  });

  test('ending the sign-in session (Log Out) revokes its refresh tokens, rotated ones too', async () => {
    const { browser, tokens } = await signedIn('end-session@example.com');
    const rotated = (await (await refresh(tokens.refresh_token!)).json()) as TokenSet;
    await endSession(browser, tokens.id_token!);
    expect(browser.hasCookie('liftbook_idp_session')).toBe(false);
    await expectRefused(rotated.refresh_token!);
  });

  test('the revocation endpoint, called from the shell, revokes the refresh token and its grant', async () => {
    const discovery = (await (await fetch(`${issuer}/.well-known/openid-configuration`)).json()) as { revocation_endpoint: string };
    expect(discovery.revocation_endpoint).toBe(`${issuer}/token/revocation`);
    const { tokens } = await signedIn('revoke@example.com');
    const rotated = (await (await refresh(tokens.refresh_token!)).json()) as TokenSet;

    const { body, headers } = formBody({ client_id: 'liftbook-spa', token: rotated.refresh_token!, token_type_hint: 'refresh_token' });
    const revoked = await fetch(discovery.revocation_endpoint, { method: 'POST', body, headers: { ...headers, Origin: SHELL } });
    expect(revoked.status).toBe(200);
    expect(revoked.headers.get('access-control-allow-origin')).toBe(SHELL);
    await expectRefused(rotated.refresh_token!);
  });

  test('revoking a refresh token another tab has already used still ends the sign-in', async () => {
    const { tokens } = await signedIn('revoke-stale@example.com');
    const rotated = (await (await refresh(tokens.refresh_token!)).json()) as TokenSet;
    const { body, headers } = formBody({ client_id: 'liftbook-spa', token: tokens.refresh_token!, token_type_hint: 'refresh_token' });
    expect((await fetch(`${issuer}/token/revocation`, { method: 'POST', body, headers })).status).toBe(200);
    await expectRefused(rotated.refresh_token!);
  });

  test("another client cannot revoke the lifter's tokens", async () => {
    const { tokens } = await signedIn('revoke-other@example.com');
    const { body, headers } = formBody({ client_id: 'someone-else', token: tokens.refresh_token! });
    const refused = await fetch(`${issuer}/token/revocation`, { method: 'POST', body, headers });
    expect(refused.status).toBe(401);
    expect((await refresh(tokens.refresh_token!)).status).toBe(200);
  });

  test('the sign-in cookie lives 60 seconds; the session it named, and its tokens, live on', async () => {
    const { browser, tokens } = await signedIn('cookie@example.com');
    const end = browser.cookieEnd('liftbook_idp_session')!;
    expect(end - Date.now()).toBeGreaterThan(50_000);
    expect(end - Date.now()).toBeLessThanOrEqual(60_000);

    const later = Date.now() + 2 * 60_000;
    jest.spyOn(Date, 'now').mockReturnValue(later);
    expect(browser.hasCookie('liftbook_idp_session')).toBe(false);
    expect((await refresh(tokens.refresh_token!)).status).toBe(200);
    // A new sign-in from this browser asks again.
    const again = await browser.follow(authorizeUrl(pkcePair().challenge), SHELL);
    expect(await again.response.text()).toContain('Sign in to Liftbook');
  });
});
