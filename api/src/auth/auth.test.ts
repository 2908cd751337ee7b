// Every /api call but health needs a valid access token; the token's subject becomes a user id.
import { createLocalJWKSet, SignJWT, UnsecuredJWT } from 'jose';
import { buildApp } from '../app.js';
import { createSigningKey, createTestApi, createTestDatabase, TEST_AUDIENCE, TEST_ISSUER, TEST_SCOPE, type TestApi } from '../../test/harness.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(async () => {
  await api.close();
});

const profile = (authorization?: string) =>
  api.app.inject({ method: 'GET', url: '/api/user/profile', headers: authorization === undefined ? {} : { authorization } });

function expect401(response: Awaited<ReturnType<typeof profile>>, message: RegExp) {
  expect(response.statusCode).toBe(401);
  const body = response.json();
  expect(body).toEqual({ statusCode: 401, error: 'Unauthorized', message: expect.stringMatching(message) });
  expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
}

describe('refused tokens get 401 with an error body', () => {
  test('no Authorization header', async () => {
    expect401(await profile(), /bearer access token/);
  });

  test('another scheme', async () => {
    expect401(await profile('Basic dXNlcjpwYXNz'), /bearer access token/);
  });

  test('malformed token', async () => {
    expect401(await profile('Bearer not-a-jwt'), /malformed/);
  });

  test('expired token (beyond the clock tolerance)', async () => {
    const token = await api.token({ sub: 'expired' }, { expiresAt: Math.floor(Date.now() / 1000) - 60 });
    expect401(await profile(`Bearer ${token}`), /expired/);
  });

  test('tampered signature', async () => {
    const token = await api.token({ sub: 'tampered' });
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    expect401(await profile(`Bearer ${header}.${payload}.${flipped}`), /signature/);
  });

  test('tampered payload (claims changed after signing)', async () => {
    const token = await api.token({ sub: 'honest' });
    const [header, , signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ sub: 'someone-else', iss: TEST_ISSUER, aud: TEST_AUDIENCE, exp: 9_999_999_999 })).toString('base64url');
    expect401(await profile(`Bearer ${header}.${forged}.${signature}`), /signature/);
  });

  test('signed by a key the provider never published, under a known kid', async () => {
    const impostor = await createSigningKey(api.key.kid);
    expect401(await profile(`Bearer ${await api.token({ sub: 'x' }, { key: impostor })}`), /signature/);
  });

  test('signed by an unknown key id', async () => {
    const stranger = await createSigningKey('stranger');
    expect401(await profile(`Bearer ${await api.token({ sub: 'x' }, { key: stranger })}`), /unknown key/);
  });

  test('wrong audience', async () => {
    expect401(await profile(`Bearer ${await api.token({ sub: 'x' }, { audience: 'api://someone-else' })}`), /audience/);
  });

  test('wrong issuer', async () => {
    expect401(await profile(`Bearer ${await api.token({ sub: 'x' }, { issuer: 'https://evil.example' })}`), /issuer/);
  });

  test('alg: none (unsigned)', async () => {
    const token = new UnsecuredJWT({ sub: 'x' }).setIssuer(TEST_ISSUER).setAudience(TEST_AUDIENCE).setExpirationTime('5m').encode();
    expect401(await profile(`Bearer ${token}`), /algorithm/);
  });

  test('HS256 (a symmetric algorithm outside the allow-list)', async () => {
    const token = await new SignJWT({ sub: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-shared-secret-that-must-not-work'));
    expect401(await profile(`Bearer ${token}`), /algorithm/);
  });

  test('no subject', async () => {
    const token = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: api.key.kid })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime('5m')
      .sign(api.key.privateKey);
    expect401(await profile(`Bearer ${token}`), /subject/);
  });

  test('no expiry', async () => {
    const token = await new SignJWT({ sub: 'forever' })
      .setProtectedHeader({ alg: 'RS256', kid: api.key.kid })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .sign(api.key.privateKey);
    expect401(await profile(`Bearer ${token}`), /expiry/);
  });
});

describe('only access tokens for the api scope pass', () => {
  test('no scp claim (an ID token, or a token for no scope)', async () => {
    expect401(await profile(`Bearer ${await api.token({ sub: 'x' }, { scope: null })}`), /no scope \(scp\)/);
  });

  test('scp without the api scope', async () => {
    expect401(await profile(`Bearer ${await api.token({ sub: 'x' }, { scope: 'User.Read openid' })}`), /lacks the api scope/);
    expect401(await profile(`Bearer ${await api.token({ sub: 'x' }, { scope: 'api://liftbook/admin' })}`), /lacks the api scope/);
    // A name that only ends like the scope is another scope.
    expect401(await profile(`Bearer ${await api.token({ sub: 'x' }, { scope: 'api://other/access2' })}`), /lacks the api scope/);
  });

  test('scp not a string', async () => {
    expect401(await profile(`Bearer ${await api.token({ sub: 'x', scp: ['access'] }, { scope: null })}`), /no scope/);
  });

  test('an ID token: it has a nonce, even with a scope and the api audience', async () => {
    expect401(await profile(`Bearer ${await api.token({ sub: 'x', nonce: 'n-0S6_WzA2Mj' })}`), /ID token/);
  });

  test('an ID token for the client (aud = client id, no scp)', async () => {
    const token = await api.token({ sub: 'x', nonce: 'abc', azp: 'liftbook-spa' }, { audience: 'liftbook-spa', scope: null });
    expect401(await profile(`Bearer ${token}`), /audience/);
  });

  test('an ID token is refused even where the audience list holds the client id', async () => {
    const database = await createTestDatabase({ migrate: false });
    const app = await buildApp({
      db: database.db,
      auth: { issuer: TEST_ISSUER, audience: [TEST_AUDIENCE, 'liftbook-spa'], scope: TEST_SCOPE, keySet: createLocalJWKSet({ keys: [api.key.publicJwk] }) },
    });
    try {
      for (const [claims, options] of [
        [
          { sub: 'x', nonce: 'abc' },
          { audience: 'liftbook-spa', scope: null },
        ],
        [{ sub: 'x' }, { audience: 'liftbook-spa', scope: null }],
        [{ sub: 'x' }, { audience: 'liftbook-spa', typ: 'JWT', scope: null }],
      ] as const) {
        const response = await app.inject({
          method: 'GET',
          url: '/api/user/profile',
          headers: { authorization: `Bearer ${await api.token(claims, options)}` },
        });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toMatch(/ID token/);
      }
    } finally {
      await app.close();
      await database.drop();
    }
  });

  test('a token of another type (typ) is refused', async () => {
    for (const typ of ['id_token+jwt', 'logout+jwt', 'dpop+jwt']) {
      expect401(await profile(`Bearer ${await api.token({ sub: 'x' }, { typ })}`), /another type/);
    }
  });

  test("accepted: the scope's name (Entra) or the whole scope, alone or among others; typ JWT or at+jwt", async () => {
    for (const [scope, typ] of [
      ['access', 'at+jwt'],
      ['api://liftbook/access', 'at+jwt'],
      ['openid access profile', 'JWT'],
      ['access', 'application/at+jwt'],
    ] as const) {
      const response = await profile(`Bearer ${await api.token({ sub: 'scoped' }, { scope, typ })}`);
      expect(response.statusCode).toBe(200);
    }
  });
});

describe('users from tokens', () => {
  test('a token just inside the clock tolerance is accepted', async () => {
    const token = await api.token({ sub: 'skewed' }, { expiresAt: Math.floor(Date.now() / 1000) - 2 });
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(200);
  });

  test('two subjects get two distinct integer ids; the same subject keeps its id', async () => {
    const alice = (await api.as('alice', { method: 'GET', url: '/api/user/profile' })).json();
    const bob = (await api.as('bob', { method: 'GET', url: '/api/user/profile' })).json();
    const aliceAgain = (await api.as('alice', { method: 'GET', url: '/api/user/profile' })).json();
    expect(Number.isInteger(alice.id)).toBe(true);
    expect(Number.isInteger(bob.id)).toBe(true);
    expect(alice.id).not.toBe(bob.id);
    expect(aliceAgain.id).toBe(alice.id);
  });

  test('name and email come from the claims and follow their changes', async () => {
    const first = await api.as('carol', { method: 'GET', url: '/api/user/profile' }, { name: 'Carol', email: 'carol@example.com' });
    expect(first.json()).toMatchObject({ name: 'Carol', email: 'carol@example.com' });
    const renamed = await api.as('carol', { method: 'GET', url: '/api/user/profile' }, { name: 'Carol Lifter', email: 'carol@lift.example' });
    expect(renamed.json()).toEqual({ id: first.json().id, name: 'Carol Lifter', email: 'carol@lift.example', weight_unit: 'lbs' });
    const row = await api.db.selectFrom('users').selectAll().where('subject', '=', 'carol').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ issuer: TEST_ISSUER, name: 'Carol Lifter', email: 'carol@lift.example' });
  });

  test('concurrent first requests of one person create one user', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, () => api.as('dave', { method: 'GET', url: '/api/user/profile' }, { name: 'Dave' })));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    const rows = await api.db.selectFrom('users').select('id').where('subject', '=', 'dave').execute();
    expect(rows).toHaveLength(1);
  });
});

test('when the identity provider keys cannot be fetched the api answers 503, not 401', async () => {
  const database = await createTestDatabase({ migrate: false });
  // Port 9 (discard) on loopback: nothing listens, the fetch fails at once.
  const app = await buildApp({
    db: database.db,
    auth: { issuer: TEST_ISSUER, audience: TEST_AUDIENCE, scope: TEST_SCOPE, jwksUrl: 'http://127.0.0.1:9/jwks' },
  });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/user/profile', headers: { authorization: `Bearer ${await api.token({ sub: 'x' })}` } });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
  } finally {
    await app.close();
    await database.drop();
  }
});

test('a lifter’s own reads revalidate (private, no-cache, with an ETag: http/etag.ts); errors and refusals are no-store; the dictionary keeps its private hour', async () => {
  const token = await api.token({ sub: 'cache' });
  for (const url of ['/api/user/profile', '/api/sessions', '/api/goals']) {
    const response = await api.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  }
  const created = await api.app.inject({
    method: 'POST',
    url: '/api/sessions',
    headers: { authorization: `Bearer ${token}` },
    payload: { session_date: '2026-01-02', session_type: 'legs' },
  });
  expect(created.headers['cache-control']).toBe('no-store');
  const missing = await api.app.inject({ method: 'GET', url: '/api/sessions/999999', headers: { authorization: `Bearer ${token}` } });
  expect(missing.statusCode).toBe(404);
  expect(missing.headers['cache-control']).toBe('no-store');
  const refused = await profile();
  expect(refused.headers['cache-control']).toBe('no-store');
  const dictionary = await api.app.inject({ method: 'GET', url: '/api/dictionary_exercises', headers: { authorization: `Bearer ${token}` } });
  expect(dictionary.headers['cache-control']).toBe('private, max-age=3600');
});
