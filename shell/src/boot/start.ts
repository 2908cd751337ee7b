// start.js: a deferred classic script of index.html (not render-blocking, so boot.js stays the only
// script the first paint waits for): it fetches the app's own script once the prerendered page has
// painted (index.html names it in a meta). See boot-state.ts.
import { loadAppAfterFirstPaint } from './boot-state';

loadAppAfterFirstPaint();
