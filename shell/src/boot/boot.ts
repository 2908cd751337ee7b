// boot.js: linked as a classic synchronous script at the top of index.html's <head> (an external
// file, so the CSP's script-src 'self' holds). Runs before the body is parsed, so the first paint
// of the prerendered page already shows the right state. Keep it tiny (< 1 KB): it is on the
// critical path. See boot-state.ts.
import { mayBeSignedIn } from '../auth/signed-in-hint';
import { BOOT, EARLY_LOGIN, LOGIN_PENDING, bootClasses } from './boot-state';

const root = document.documentElement;
root.classList.add(...bootClasses(location.pathname, mayBeSignedIn()));
document.addEventListener(
  'click',
  (event) => {
    if (root.classList.contains(BOOT) && (event.target as Element).closest?.(EARLY_LOGIN)) root.classList.add(LOGIN_PENDING);
  },
  true,
);
