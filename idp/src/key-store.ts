// Signing keys (RS256 JWK) and cookie keys of the dev identity provider. Generated on first start
// and kept in <dataDir>/idp so tokens, sessions and the api's cached JWKS stay valid across
// restarts. These are throwaway development keys: never copy them to a real environment.
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import path from 'node:path';
import type { JWKS } from 'oidc-provider';
import { readJson, writeJson } from './json-file.js';

export interface IdpKeys {
  jwks: JWKS;
  cookieKeys: string[];
}

function newSigningKey(): JWKS['keys'][number] {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { ...jwk, kty: 'RSA', kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

function isJwks(value: unknown): value is JWKS {
  const keys = (value as JWKS | undefined)?.keys;
  return Array.isArray(keys) && keys.length > 0 && keys.every((k) => k.kty === 'RSA' && typeof k.d === 'string');
}

function isCookieKeys(value: unknown): value is string[] {
  return Array.isArray(value) && value.length > 0 && value.every((k) => typeof k === 'string' && k.length >= 32);
}

/** Loads the keys from `dir`, creating whichever is missing or unreadable. */
export async function loadOrCreateKeys(dir: string): Promise<IdpKeys> {
  const jwksFile = path.join(dir, 'jwks.json');
  const cookieFile = path.join(dir, 'cookie-keys.json');

  let jwks = await readJson<unknown>(jwksFile);
  if (!isJwks(jwks)) {
    jwks = { keys: [newSigningKey()] };
    await writeJson(jwksFile, jwks);
  }
  let cookieKeys = await readJson<unknown>(cookieFile);
  if (!isCookieKeys(cookieKeys)) {
    cookieKeys = [randomBytes(32).toString('base64url')];
    await writeJson(cookieFile, cookieKeys);
  }
  return { jwks: jwks as JWKS, cookieKeys: cookieKeys as string[] };
}
