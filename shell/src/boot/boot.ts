// boot.js: linked as a classic synchronous script at the top of index.html's <head> (an external
// file, so the CSP's script-src 'self' holds). Runs before the body is parsed, so the first paint
// of the prerendered page already shows the right state. Keep it tiny (< 1 KB): it is on the
// critical path. See boot-state.ts.
import { mayBeSignedIn } from '../auth/signed-in-hint';
import { bootClasses, earlyClick, earlyPress } from './boot-state';

const root = document.documentElement;
root.classList.add(...bootClasses(location.pathname, mayBeSignedIn()));
document.addEventListener(
  'click',
  (event) => {
    if (event.target instanceof Element) earlyClick(event.target, root);
  },
  true,
);
for (const [type, pressed] of [
  ['pointerdown', true],
  ['pointerup', false],
  ['pointercancel', false],
] as const) {
  document.addEventListener(type, (event) => earlyPress(event.target, pressed, root), true);
}
