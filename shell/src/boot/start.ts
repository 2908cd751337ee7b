// start.js: a deferred classic script of index.html (not render-blocking, so boot.js stays the only
// script the first paint waits for). It fetches the app's own script (index.html names it in a
// meta): for a visitor on "/", at their first interaction (the prerendered landing page needs no
// app until then); otherwise once the prerendered page has painted. See boot-state.ts.
import { needsMsalAtStart } from '../auth/signed-in-hint';
import { appMayWait, loadApp, loadAppAfterFirstPaint, startOnFirstInteraction } from './boot-state';

if (appMayWait(location, needsMsalAtStart())) startOnFirstInteraction(document, () => loadApp());
else loadAppAfterFirstPaint();
