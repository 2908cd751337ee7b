import { StrictMode, startTransition, useEffect, useLayoutEffect, useState, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { createLiftbookStore, provideAuthPort, useAuth } from '@liftbook/shared';
import { App } from './app/app';
import { siteTitle } from './app/product';
import { createVisitorPort, startAuth } from './app/start-auth';
import { needsMsalAtStart } from './auth/signed-in-hint';
import { endBoot, keepPrerenderedFocus } from './boot/boot-state';
import { defaultRemoteLoader } from './remotes/remote-loader-context';
import { registerServiceWorker } from './service-worker/register';

const host = window.location.hostname;
document.title = siteTitle(host);

// ?preview=... goes to sessionStorage and off the address bar before the router reads it.
const cleanHref = defaultRemoteLoader.capturePreviewParam(window.location.href);
if (cleanHref !== window.location.href) window.history.replaceState(window.history.state, '', cleanHref);

// Offline use and updates: once the page has loaded.
registerServiceWorker();

// The one store of the page; remotes inject their endpoints and slices into it.
const store = createLiftbookStore();

// A visitor's page loads no MSAL: it gets a signed-out port at once, and Log In loads MSAL
// (start-auth.ts). A returning lifter, or a sign-in redirect coming back, starts MSAL after the
// first frame as before.
const msalAtStart = needsMsalAtStart();
let renderAuth: ((tree: ReactElement | null) => void) | null = null;
let authTree: Promise<ReactElement | null> | null = null;
const loadAuth = () => {
  authTree ??= startAuth().then((tree) => {
    renderAuth?.(tree);
    return tree;
  });
  return authTree;
};
if (!msalAtStart) provideAuthPort(createVisitorPort(async () => (await loadAuth()) !== null));
// A returning lifter's home page waits for MSAL (its tiles): sign-in starts now, beside the app's
// first render, not a frame after it (index.ts already fetches the chunk beside this one).
else void loadAuth();

let started = false;
/**
 * Once the first frame is painted: the remotes map, and sign-in (MSAL and msal-react in their own
 * chunk) unless the page is a visitor's. Renders what sign-in brings: MsalProvider, beside the app
 * rather than around it, so the app is not remounted when it arrives; the app and the remotes read
 * the auth port it provides.
 */
function StartAfterFirstPaint() {
  const [auth, setAuth] = useState<ReactElement | null>(null);
  useEffect(() => {
    renderAuth = setAuth;
    if (authTree) void authTree.then(setAuth);
    if (started) return;
    started = true;
    requestAnimationFrame(() => setTimeout(() => defaultRemoteLoader.prefetchConfig(), 0));
  }, []);
  return auth;
}

/**
 * The app's first commit replaces the prerendered markup (index.html) in one go, and here, before
 * that frame is painted, the boot marks that adapted it go. A Log In pressed on the prerendered page
 * is carried out (it waits for sign-in to be ready, like any Log In pressed before that).
 */
function TakeOverFromPrerender() {
  const { login } = useAuth();
  useLayoutEffect(() => {
    focus.restore();
    if (endBoot()) void login();
  }, [login]); // endBoot() is true once: only the first commit carries out a pending Log In
  return null;
}

const container = document.getElementById('root')!;
// A visitor's app starts at their first interaction (boot/start.ts), often a Tab: the focus it
// moved into the prerendered markup is given back in the app's tree when that markup goes.
const focus = keepPrerenderedFocus(container);

// createRoot, not hydrateRoot: the prerendered markup is a visitor's page with the default title,
// while this render may be a returning lifter's "Authenticating...", another host's title or a deep
// link. React clears the container and inserts its tree in the same commit, so nothing flashes.
// Rendered as a transition, so React works in slices of a few milliseconds and yields between them
// instead of one long task (the prerendered page stays on screen until the commit; issue 33, TBT).
const root = createRoot(container);
startTransition(() =>
  root.render(
    <StrictMode>
      <App store={store} host={host} />
      <TakeOverFromPrerender />
      <StartAfterFirstPaint />
    </StrictMode>,
  ),
);
