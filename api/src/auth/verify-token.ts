// Access-token verification (docs/architecture.md §5): a JWT signed by the identity provider, checked
// against its published keys for issuer, audience, algorithm and expiry, and then that it is an
// access token for this api: it carries the api scope (`scp`) and is no ID token.
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ServiceUnavailableError, UnauthorizedError } from '../http/errors.js';
import { VerifiedTokenCache } from './token-cache.js';
import { cleanProfileClaim } from '../lib/display-text.js';

/**
 * Asymmetric algorithms only: with an HMAC algorithm (HS256) the public key would become a shared
 * secret, and `none` would accept unsigned tokens. Both are refused before any key is used.
 */
export const ALLOWED_ALGORITHMS = ['RS256', 'PS256', 'ES256'];
/** Seconds of clock skew between the provider and this host that still count as valid. */
export const CLOCK_TOLERANCE_SECONDS = 5;

export interface TokenVerifierOptions {
  issuer: string;
  audience: string | string[];
  /**
   * The api scope as the client asks for it (API_SCOPE, e.g. `api://liftbook/access`). A token's
   * `scp` (space-separated) must hold it, either whole or as its last segment (`access`, which is
   * what Entra ID writes in `scp` for a scope requested as `api://<app>/access`).
   */
  scope: string;
  /** The provider's JWKS endpoint; keys are fetched on first use and when an unknown kid appears. */
  jwksUrl?: string;
  /** A key set to use instead of jwksUrl (tests, benchmarks): e.g. jose's createLocalJWKSet. */
  keySet?: JWTVerifyGetKey;
  /** Verified tokens remembered until their expiry (token-cache.ts); 0 turns the cache off. Default 10 000. */
  cacheSize?: number;
  /** The clock, in ms (tests); jose checks `exp` and `nbf` against it too. */
  now?: () => number;
}

/** Who the token says the caller is. */
export interface TokenIdentity {
  issuer: string;
  subject: string;
  name: string | null;
  email: string | null;
}

export type VerifyToken = (token: string) => Promise<TokenIdentity>;

// jose error codes that mean "this token is not acceptable" (401). Any other failure means the
// keys could not be obtained (provider down, bad JWKS): the token may be fine, so it is a 503
// and the client keeps its session instead of being signed out.
const TOKEN_FAULTS: Record<string, string> = {
  ERR_JWT_EXPIRED: 'Access token has expired',
  ERR_JWS_SIGNATURE_VERIFICATION_FAILED: 'Access token signature is invalid',
  ERR_JOSE_ALG_NOT_ALLOWED: 'Access token algorithm is not accepted',
  ERR_JOSE_NOT_SUPPORTED: 'Access token algorithm is not accepted',
  ERR_JWKS_NO_MATCHING_KEY: 'Access token is signed with an unknown key',
  ERR_JWKS_MULTIPLE_MATCHING_KEYS: 'Access token is signed with an unknown key',
  ERR_JWS_INVALID: 'Access token is malformed',
  ERR_JWT_INVALID: 'Access token is malformed',
  ERR_JWK_INVALID: 'Access token is malformed',
};

function claimFault(claim: unknown): string {
  switch (claim) {
    case 'aud':
      return 'Access token is not meant for this API (audience)';
    case 'iss':
      return 'Access token comes from an issuer this API does not trust';
    case 'sub':
      return 'Access token names no subject';
    case 'exp':
      return 'Access token has no expiry';
    case 'nbf':
      return 'Access token is not valid yet';
    default:
      return 'Access token claims are invalid';
  }
}

/** The `scp` values that grant `scope`: the scope itself and its name after the last slash. */
export function acceptedScopes(scope: string): string[] {
  const name = scope.slice(scope.lastIndexOf('/') + 1);
  return name === '' || name === scope ? [scope] : [scope, name];
}

/**
 * `typ` values of an access token: RFC 9068's `at+jwt` (the dev idp) and the plain `JWT` Entra
 * ID writes. Anything else (an ID token's or a logout token's type) is refused.
 */
const ACCESS_TOKEN_TYPES = new Set(['at+jwt', 'application/at+jwt', 'jwt']);

/**
 * Refuses a validly signed token that is not an access token for this api: an ID token (it has a
 * `nonce`, or no `scp`; its `aud` is the client id, which the audience check already refuses), a
 * token of another type, or an access token without the api scope (granted for other scopes only).
 */
function checkAccessToken(header: { typ?: unknown }, payload: Record<string, unknown>, accepted: string[]): void {
  if (header.typ !== undefined && (typeof header.typ !== 'string' || !ACCESS_TOKEN_TYPES.has(header.typ.toLowerCase()))) {
    throw new UnauthorizedError('Access token required: this token is of another type');
  }
  if (payload.nonce !== undefined) throw new UnauthorizedError('Access token required: an ID token is not accepted');
  const scp = payload.scp;
  if (typeof scp !== 'string') throw new UnauthorizedError('Access token has no scope (scp): an ID token is not accepted');
  if (!scp.split(' ').some((granted) => accepted.includes(granted))) {
    throw new UnauthorizedError('Access token lacks the api scope');
  }
}

export function createTokenVerifier(options: TokenVerifierOptions): VerifyToken {
  const keySet = options.keySet ?? (options.jwksUrl !== undefined ? createRemoteJWKSet(new URL(options.jwksUrl)) : undefined);
  if (keySet === undefined) throw new Error('token verification needs a jwksUrl or a keySet');
  const accepted = acceptedScopes(options.scope);
  const cache = new VerifiedTokenCache<TokenIdentity>(options.cacheSize ?? 10_000);
  const now = options.now ?? Date.now;

  return async (token) => {
    const started = now();
    const cached = cache.get(token, started);
    if (cached !== undefined) return cached;
    try {
      const { payload, protectedHeader } = await jwtVerify(token, keySet, {
        issuer: options.issuer,
        audience: options.audience,
        algorithms: ALLOWED_ALGORITHMS,
        clockTolerance: CLOCK_TOLERANCE_SECONDS,
        requiredClaims: ['sub', 'exp'],
        currentDate: new Date(started),
      });
      if (typeof payload.sub !== 'string' || payload.sub === '') {
        throw new UnauthorizedError('Access token names no subject');
      }
      checkAccessToken(protectedHeader, payload, accepted);
      const identity: TokenIdentity = {
        issuer: options.issuer,
        subject: payload.sub,
        name: cleanProfileClaim(payload.name, 200),
        email: cleanProfileClaim(payload.email, 320),
      };
      // requiredClaims made exp a number; the cache never serves the token from that instant on.
      cache.set(token, identity, (payload.exp as number) * 1000);
      return identity;
    } catch (error) {
      if (error instanceof UnauthorizedError) throw error;
      const code = (error as { code?: unknown }).code;
      if (code === 'ERR_JWT_CLAIM_VALIDATION_FAILED') {
        throw new UnauthorizedError(claimFault((error as { claim?: unknown }).claim));
      }
      if (typeof code === 'string' && TOKEN_FAULTS[code] !== undefined) {
        throw new UnauthorizedError(TOKEN_FAULTS[code]);
      }
      throw new ServiceUnavailableError('Cannot verify sign-ins right now: the identity provider keys are unavailable');
    }
  };
}
