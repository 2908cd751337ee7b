// The oidc-provider configuration: one public SPA client (authorization code + PKCE, refresh
// tokens), JWT access tokens for the api (resource indicators), no consent screen, and sign-out
// that goes straight back to the site. Each choice mirrors what Entra ID gives the shell in
// production, so the shell's MSAL code is the same in both.
import { randomBytes } from 'node:crypto';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { displayName, type AccountStore } from './account-store.js';
import type { IdpConfig } from './config.js';
import { fileAdapter, type FileStore } from './file-adapter.js';
import type { IdpKeys } from './key-store.js';
import { errorPage, sendPage, signedOutPage, signOutPage } from './pages.js';

/** The sign-in session's cookie (prefixed: several dev servers share the "localhost" cookie jar). */
export const SESSION_COOKIE = 'liftbook_idp_session';

export interface ProviderDeps {
  keys: IdpKeys;
  accounts: AccountStore;
  store: FileStore;
}

/** A scope's name as Entra ID writes it in `scp`: what follows the resource's last slash. */
export function scopeName(scope: string): string {
  return scope.slice(scope.lastIndexOf('/') + 1) || scope;
}

/** Redirect targets of the shell: its MSAL bridge page and the site origin itself. */
export function redirectUrisFor(config: IdpConfig): { redirectUris: string[]; postLogoutRedirectUris: string[] } {
  const redirectUris = config.shellOrigins.flatMap((origin) => [`${origin}${config.redirectPath}`, `${origin}/`]);
  // With and without the trailing slash: "the site origin" is written both ways in configuration.
  const postLogoutRedirectUris = config.shellOrigins.flatMap((origin) => [`${origin}/`, origin, `${origin}${config.redirectPath}`]);
  return { redirectUris, postLogoutRedirectUris };
}

export function createProvider(config: IdpConfig, { keys, accounts, store }: ProviderDeps): Provider {
  const { redirectUris, postLogoutRedirectUris } = redirectUrisFor(config);

  const configuration: Configuration = {
    adapter: fileAdapter(store),
    clients: [
      {
        client_id: config.clientId,
        client_name: 'Liftbook',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: redirectUris,
        post_logout_redirect_uris: postLogoutRedirectUris,
      },
    ],
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      // Prefixed names: several dev servers share the "localhost" cookie jar (cookies ignore ports).
      names: { session: SESSION_COOKIE, interaction: 'liftbook_idp_interaction', resume: 'liftbook_idp_resume' },
    },
    // Public client: PKCE always (S256 is the only method oidc-provider 9 offers).
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'preferred_username'],
      email: ['email', 'email_verified'],
    },
    // Put name/email/preferred_username in the ID token of the code flow too, as Entra does; MSAL
    // reads the signed-in user from the ID token and never calls userinfo.
    conformIdTokenClaims: false,

    async findAccount(_ctx, sub) {
      const account = accounts.find(sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          name: displayName(account),
          preferred_username: account.email,
          email: account.email,
          // Nobody proved ownership of the address: this is a dev sign-in without passwords.
          email_verified: false,
        }),
      };
    },

    // The api keeps the user's name and email from the access token (docs/architecture.md §5), and
    // requires its scope in `scp`, written as Entra ID writes it: the scope's name (`access` for
    // a requested `api://liftbook/access`). The api refuses any token without it (ID tokens too).
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken' || !token.accountId) return undefined;
      const account = accounts.find(token.accountId);
      if (!account) return undefined;
      const granted = (token.scope ?? '').split(' ').includes(config.apiScope);
      return { name: displayName(account), email: account.email, ...(granted ? { scp: scopeName(config.apiScope) } : {}) };
    },

    // oidc-provider only keeps `offline_access` when the request also says prompt=consent, which
    // MSAL does not send. The SPA is first-party and allowed the refresh_token grant, so it gets a
    // refresh token without asking.
    async issueRefreshToken(_ctx, client) {
      return client.grantTypeAllowed('refresh_token');
    },
    // Every token is bound to the sign-in session (docs/security.md, "Signing out"): a refresh is
    // refused once the session is gone, and ending the session (Log Out's end-session) revokes the
    // grant with every token of it. The session lasts as long as a sign-in may (ttl.Session); only
    // its cookie is short (app.ts).
    async expiresWithSession() {
      return true;
    },
    // A refresh token works once: each refresh gives a new one, and presenting a used one again
    // (a copy taken from the device) revokes the whole grant.
    rotateRefreshToken: true,

    // No consent screen: every grant for the first-party client holds what it may ask for.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, account } = ctx.oidc;
      if (!client || !session || !account) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId || session.grantIdFor(client.clientId);
      let grant = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (!grant || grant.accountId !== account.accountId) {
        grant = new ctx.oidc.provider.Grant({ accountId: account.accountId, clientId: client.clientId });
      }
      grant.addOIDCScope('openid profile email offline_access');
      grant.addResourceScope(config.apiAudience, config.apiScope);
      await grant.save();
      return grant;
    },

    clientBasedCORS(_ctx, origin) {
      return config.shellOrigins.includes(origin);
    },

    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },

    ttl: {
      AccessToken: config.accessTokenTtlSeconds,
      IdToken: config.accessTokenTtlSeconds,
      AuthorizationCode: 60,
      // A person typing an email should not be timed out: 10 minutes to finish the sign-in page.
      Interaction: 10 * 60,
      // The sign-in session, which binds the refresh tokens, lasts as long as a sign-in may. Its
      // cookie lives 60 seconds (docs/product.md §9, app.ts shortens it): after that a new
      // loginRedirect shows the sign-in page again, and the app stays signed in through its tokens.
      Session: config.signInTtlSeconds,
      Grant: config.signInTtlSeconds,
      RefreshToken: config.signInTtlSeconds,
    },

    features: {
      devInteractions: { enabled: false },
      // Log Out revokes the refresh token (and with it the grant); only the client it was issued to may.
      revocation: {
        enabled: true,
        async allowedPolicy(_ctx, client, token) {
          return token.clientId === client.clientId;
        },
      },
      resourceIndicators: {
        enabled: true,
        // MSAL sends no `resource` parameter (only Entra-style scopes), so the api is implied…
        async defaultResource() {
          return config.apiAudience;
        },
        // …and kept for refresh-token and code exchanges, so every access token is the api's JWT.
        async useGrantedResource() {
          return true;
        },
        async getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== config.apiAudience) throw new errors.InvalidTarget();
          return {
            scope: config.apiScope,
            audience: config.apiAudience,
            accessTokenTTL: config.accessTokenTtlSeconds,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        async logoutSource(ctx, form) {
          const nonce = randomBytes(16).toString('base64');
          sendPage(ctx, signOutPage(form, nonce), nonce);
        },
        async postLogoutSuccessSource(ctx) {
          sendPage(ctx, signedOutPage());
        },
      },
    },

    async renderError(ctx, out) {
      sendPage(ctx, errorPage(out));
    },
  };

  return new Provider(config.issuer, configuration);
}
