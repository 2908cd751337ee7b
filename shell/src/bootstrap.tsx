import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createLiftbookStore } from '@liftbook/shared';
import { App } from './app/app';
import { siteTitle } from './app/product';
import { startAuth } from './app/start-auth';
import { defaultRemoteLoader } from './remotes/remote-loader-context';
import './app/shell.css';

const host = window.location.hostname;
document.title = siteTitle(host);

// ?preview=... goes to sessionStorage and off the address bar before the router reads it.
const cleanHref = defaultRemoteLoader.capturePreviewParam(window.location.href);
if (cleanHref !== window.location.href) window.history.replaceState(window.history.state, '', cleanHref);

// The one store of the page; remotes inject their endpoints and slices into it.
const store = createLiftbookStore();

let started = false;
/** Once the first frame is painted: the remotes map, and sign-in (MSAL in its own chunk). */
function StartAfterFirstPaint() {
  useEffect(() => {
    if (started) return;
    started = true;
    requestAnimationFrame(() =>
      setTimeout(() => {
        defaultRemoteLoader.prefetchConfig();
        void startAuth();
      }, 0),
    );
  }, []);
  return null;
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App store={store} host={host} />
    <StartAfterFirstPaint />
  </StrictMode>,
);
