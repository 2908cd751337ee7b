// Build time only (never part of the browser bundle): the page index.html paints before any of the
// app's JavaScript arrives. It is the app's own route tree (AppRoutes, with the layout, navbar and
// landing page) rendered by react-dom/server for "/" with a signed-out visitor's auth state,
// exactly what React renders there for a visitor. The build (tools/webpack/federation-preset.cjs,
// page option `prerender`) runs it in Node and puts the result into #root; bootstrap.tsx then
// renders the app over it with createRoot in one commit (see boot/boot-state.ts for the hand-over).
//
// Also in the markup, hidden unless boot.js says this browser may hold a signed-in account: the
// "Authenticating..." state the app itself renders for a returning lifter, so they never see the
// landing page flash (layout.module.css shows it, landing-page.module.css hides the landing page).
// CSS Modules give here the class names the production build gives them (tools/webpack/prerender.cjs).
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import { createLiftbookStore, createStaticAuthPort, LoadingState, provideAuthPort } from '@liftbook/shared';
import { AppRoutes } from './app/app';
import { DEFAULT_PRODUCT } from './app/product';
import { setPrerenderedBuild } from './layout/build-info';
import layout from './layout/layout.module.css';
import { AUTHENTICATING } from './routing/require-auth';

/**
 * The product is the default host's ("Liftbook - Beta"): the page is one file for every host, and
 * the app puts the host's own title in on its first render.
 */
export function renderLanding({ build }: { build?: string } = {}): string {
  provideAuthPort(createStaticAuthPort(null));
  setPrerenderedBuild(build ?? null);
  const page = renderToString(
    <Provider store={createLiftbookStore()}>
      <StaticRouter location="/">
        <AppRoutes host="" />
      </StaticRouter>
    </Provider>,
  );
  const returning = renderToString(
    // Shown (by CSS) in place of the prerendered landing page for a returning lifter.
    <div className={layout.prerenderedReturning}>
      <LoadingState text={AUTHENTICATING} />
    </div>,
  );
  // Right where HomePage renders: first in <main> (before the landing page).
  const main = /<main\b[^>]*>/.exec(page);
  if (!main || !page.includes(`${DEFAULT_PRODUCT} - Beta`) || !page.includes('data-testid="landing"')) {
    throw new Error('prerender: expected the layout with the default title, a <main> and the landing page');
  }
  const at = main.index + main[0].length;
  return page.slice(0, at) + returning + page.slice(at);
}
