import type { AuthSettings } from '../auth/auth-settings';

/** /auth.json for the local stack's dev idp, as the shell's origin serves it by default. */
export const DEV_AUTH_SETTINGS: AuthSettings = {
  protocol: 'oidc',
  clientId: 'liftbook-spa',
  authority: 'https://localhost:4000/',
  knownAuthorities: ['localhost:4000'],
  authorityMetadata: {
    issuer: 'http://localhost:4000',
    authorization_endpoint: 'http://localhost:4000/auth',
    token_endpoint: 'http://localhost:4000/token',
    end_session_endpoint: 'http://localhost:4000/session/end',
    revocation_endpoint: 'http://localhost:4000/token/revocation',
    jwks_uri: 'http://localhost:4000/jwks',
  },
  apiScope: 'api://liftbook/access',
  redirectPath: '/redirect.html',
  postLogoutRedirectPath: '/',
};
