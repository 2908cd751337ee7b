// Sign-in on MSAL, in the shell's React tree: the entry of the "msal" chunk, loaded after first
// paint (app/start-auth.ts). It reads /auth.json, starts MSAL, takes the answer of a redirect that
// just came back, and returns the tree to render: msal-react's MsalProvider, under which
// AuthPortBridge hands msal-react's view (useIsAuthenticated, inProgress, useAccount) to the auth
// port and provides that port once MSAL has settled. The shell's components and the remotes go on
// reading the port (useAuth from shared); only this file and msal-auth-port.ts import MSAL.
import { InteractionStatus, PublicClientApplication, type Configuration, type IPublicClientApplication } from '@azure/msal-browser';
import { MsalProvider, useAccount, useIsAuthenticated, useMsal } from '@azure/msal-react';
import { LOGIN_FAILED, provideAuthPort, TOKEN_FAILED } from '@liftbook/shared';
import { browserStorage } from '@liftbook/shared/storage';
import { useEffect, useRef, type ReactElement } from 'react';
import { fetchAuthSettings, type AuthSettings } from './auth-settings';
import { createMsalAuthPort, msalConfiguration, readPending, tidyLogoutUrl, type MsalAuthPort } from './msal-auth-port';
import { forgetSignInKey, keepSignInKey, restoreSignInKey } from './persistent-sign-in';
import { watchRefreshTokens } from './refresh-token-watch';

export interface StartMsalOptions {
  /** Where the settings come from; /auth.json on the shell's origin by default. */
  loadSettings?: () => Promise<AuthSettings>;
  /** MSAL's client for a configuration (tests give their own). */
  createClient?: (configuration: Configuration) => IPublicClientApplication;
}

/**
 * Starts MSAL and resolves with the element to render (once, anywhere in the shell's tree). Rejects
 * when sign-in cannot start at all (no settings, MSAL refuses its configuration).
 */
export async function startMsal(options: StartMsalOptions = {}): Promise<ReactElement> {
  const settings = await (options.loadSettings ?? fetchAuthSettings)();
  const configuration = msalConfiguration(settings, window.location.origin);
  // The key of MSAL's encrypted cache outlives a browser restart (persistent-sign-in.ts).
  const kept = browserStorage('local');
  restoreSignInKey(kept);
  const client = options.createClient ? options.createClient(configuration) : new PublicClientApplication(configuration);
  // Log Out revokes the refresh token where the provider can (msal-auth-port.ts).
  const tokenEndpoint = settings.authorityMetadata?.token_endpoint;
  const refreshTokens = settings.authorityMetadata?.revocation_endpoint && tokenEndpoint ? watchRefreshTokens(client, tokenEndpoint) : null;
  await client.initialize();

  // The answer of a redirect that just came back. MsalProvider asks MSAL again when it mounts and
  // gets this same (memoised) answer; only here is its failure seen, and worded by what was asked.
  const pending = readPending();
  let startupError: string | null = null;
  try {
    const result = await client.handleRedirectPromise();
    if (result?.account) client.setActiveAccount(result.account);
  } catch (error) {
    console.error('Sign-in response was refused', error);
    startupError = pending === 'token' ? TOKEN_FAILED : LOGIN_FAILED;
  }
  if (pending === 'logout') tidyLogoutUrl();
  // The key is kept only while an account is (persistent-sign-in.ts): without one, MSAL's fresh
  // key cookie goes too, so nothing of a sign-in is left after Log Out.
  if (client.getAllAccounts().length > 0) keepSignInKey(kept);
  else forgetSignInKey(kept);

  const port = createMsalAuthPort(client, settings, startupError, refreshTokens);
  return (
    <MsalProvider instance={client}>
      <AuthPortBridge port={port} />
    </MsalProvider>
  );
}

/** msal-react's view, handed to the port; the port is provided once MSAL has settled. */
function AuthPortBridge({ port }: { port: MsalAuthPort }) {
  const { instance, inProgress, accounts } = useMsal();
  const signedIn = useIsAuthenticated();
  const active = useAccount();
  // Signed in (any account in MSAL's cache): the active account, else the first.
  const account = signedIn ? (active ?? accounts[0] ?? null) : null;

  // An account but none active (signed in from another tab): that one is the lifter.
  useEffect(() => {
    if (!active && accounts[0] && inProgress === InteractionStatus.None) instance.setActiveAccount(accounts[0]);
  }, [active, accounts, inProgress, instance]);

  const provided = useRef(false);
  useEffect(() => {
    port.sync({ inProgress, account });
    if (inProgress === InteractionStatus.None && !provided.current) {
      provided.current = true;
      provideAuthPort(port);
    }
  }, [port, inProgress, account]);
  return null;
}
