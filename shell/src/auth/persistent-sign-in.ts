// Staying signed in across a browser or app restart, as a native app does. MSAL 5
// encrypts its localStorage cache with a key it keeps only in a session cookie, so closing the
// browser loses the key and MSAL then discards its cache: the lifter is signed out, and an offline
// start shows nothing. The shell keeps that cookie's value in localStorage and puts it back before
// MSAL starts. It is kept under the lifter's keys (USER_DATA_PREFIX), so Log Out forgets it with
// the rest, and MSAL's own logout clears the cache it protects.
import { USER_DATA_PREFIX } from '@liftbook/shared';

/** MSAL's cookie (msal-browser's LocalStorage.ts). */
const MSAL_KEY_COOKIE = 'msal.cache.encryption';
export const KEPT_SIGN_IN_KEY = `${USER_DATA_PREFIX}sign-in-key`;

type KeyStorage = Pick<Storage, 'getItem' | 'setItem'>;
type Cookies = { cookie: string };

function cookieValue(doc: Cookies): string | null {
  const prefix = `${encodeURIComponent(MSAL_KEY_COOKIE)}=`;
  const found = doc.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(prefix));
  return found ? found.slice(prefix.length) : null;
}

/** Before MSAL starts: a browser restart dropped the session cookie; put the kept one back. */
export function restoreSignInKey(storage: KeyStorage | null, doc: Cookies = document): void {
  const kept = storage?.getItem(KEPT_SIGN_IN_KEY);
  if (!kept || cookieValue(doc)) return;
  doc.cookie = `${encodeURIComponent(MSAL_KEY_COOKIE)}=${kept};path=/;SameSite=None;Secure;`;
}

/** Once MSAL has started: keep the key it uses (a new one after a sign-in on a fresh browser). */
export function keepSignInKey(storage: KeyStorage | null, doc: Cookies = document): void {
  const value = cookieValue(doc);
  if (value && storage) storage.setItem(KEPT_SIGN_IN_KEY, value);
}
