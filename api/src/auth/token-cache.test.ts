// The verified-token cache: a token is verified once, then served from memory until
// its expiry and never after; the key is the whole token; the cache is bounded.
import { createLocalJWKSet, SignJWT, type JWTVerifyGetKey } from 'jose';
import { createSigningKey, TEST_AUDIENCE, TEST_ISSUER, TEST_SCOPE, type SigningKey } from '../../test/harness.js';
import { VerifiedTokenCache } from './token-cache.js';
import { createTokenVerifier } from './verify-token.js';

describe('VerifiedTokenCache', () => {
  test('served before its expiry, never at or after it', () => {
    const cache = new VerifiedTokenCache<string>();
    cache.set('t', 'identity', 10_000);
    expect(cache.get('t', 9_999)).toBe('identity');
    expect(cache.get('t', 10_000)).toBeUndefined();
    // Gone for good, even if the clock went back.
    expect(cache.get('t', 5_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test('bounded: the least recently used token is forgotten', () => {
    const cache = new VerifiedTokenCache<number>(2);
    cache.set('a', 1, 1e12);
    cache.set('b', 2, 1e12);
    expect(cache.get('a', 0)).toBe(1); // a is now the most recent
    cache.set('c', 3, 1e12); // evicts b
    expect(cache.get('b', 0)).toBeUndefined();
    expect(cache.get('a', 0)).toBe(1);
    expect(cache.get('c', 0)).toBe(3);
    expect(cache.size).toBe(2);
  });

  test('capacity 0 keeps nothing', () => {
    const cache = new VerifiedTokenCache<number>(0);
    cache.set('a', 1, 1e12);
    expect(cache.get('a', 0)).toBeUndefined();
  });
});

describe('the verifier with its cache', () => {
  let key: SigningKey;
  let keyLookups: number;
  let keySet: JWTVerifyGetKey;
  beforeAll(async () => {
    key = await createSigningKey();
    const local = createLocalJWKSet({ keys: [key.publicJwk] });
    keySet = (header, token) => {
      keyLookups += 1;
      return local(header, token);
    };
  });
  beforeEach(() => {
    keyLookups = 0;
  });

  const sign = (claims: Record<string, unknown>, exp: number) =>
    new SignJWT({ scp: 'access', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'at+jwt' })
      .setIssuer(TEST_ISSUER)
      .setAudience(TEST_AUDIENCE)
      .setExpirationTime(exp)
      .sign(key.privateKey);

  test('a token is verified once, then answered from the cache until its exp; past it, refused', async () => {
    let clock = 1_700_000_000_000;
    const verify = createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, scope: TEST_SCOPE, keySet, now: () => clock });
    const exp = clock / 1000 + 60;
    const token = await sign({ sub: 'cached' }, exp);
    const first = await verify(token);
    expect(first).toMatchObject({ subject: 'cached' });
    for (let i = 0; i < 5; i += 1) expect(await verify(token)).toEqual(first);
    expect(keyLookups).toBe(1);

    clock = exp * 1000 - 1;
    expect(await verify(token)).toEqual(first);
    expect(keyLookups).toBe(1);

    // From exp on the cache never answers; beyond the clock tolerance the token is refused.
    clock = exp * 1000 + 6000;
    await expect(verify(token)).rejects.toThrow('Access token has expired');
    expect(keyLookups).toBe(2);
  });

  test('the whole token is the key: the cached token with its payload changed is verified, and refused', async () => {
    const verify = createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, scope: TEST_SCOPE, keySet });
    const token = await sign({ sub: 'honest' }, Math.floor(Date.now() / 1000) + 300);
    await verify(token);
    const [header, , signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(JSON.stringify({ sub: 'intruder', scp: 'access', iss: TEST_ISSUER, aud: TEST_AUDIENCE, exp: 9_999_999_999 })).toString(
      'base64url',
    );
    await expect(verify(`${header}.${forged}.${signature}`)).rejects.toThrow('Access token signature is invalid');
  });

  test('refused tokens are not cached: each attempt is verified (and refused) again', async () => {
    const verify = createTokenVerifier({ issuer: TEST_ISSUER, audience: TEST_AUDIENCE, scope: TEST_SCOPE, keySet });
    const token = await sign({ sub: 'noscope', scp: 'other' }, Math.floor(Date.now() / 1000) + 300);
    await expect(verify(token)).rejects.toThrow('lacks the api scope');
    await expect(verify(token)).rejects.toThrow('lacks the api scope');
    expect(keyLookups).toBe(2);
  });
});
