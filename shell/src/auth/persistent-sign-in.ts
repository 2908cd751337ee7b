// Staying signed in across a browser or app restart, as a native app does. MSAL 5
// encrypts its localStorage cache with a key it keeps only in a session cookie, so closing the
// browser loses the key and MSAL then discards its cache: the lifter is signed out, and an offline
// start shows nothing. The shell keeps that cookie's value in localStorage and puts it back before
// MSAL starts.
//
// While the lifter is signed in, the key and the tokens it opens sit side by side on the device
// (as a native app's do). So the key is kept only while an account is: a start without one, and
// Log Out, forget it, the cookie too, and Log Out removes every entry MSAL wrote
// (docs/security.md, "Signing out").
import { USER_DATA_PREFIX } from '@liftbook/shared';

/** MSAL's cookie (msal-browser's LocalStorage.ts). */
export const MSAL_KEY_COOKIE = 'msal.cache.encryption';
export const KEPT_SIGN_IN_KEY = `${USER_DATA_PREFIX}sign-in-key`;

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
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

/** Once MSAL has started with an account: keep the key it uses (a new one after a sign-in on a fresh browser). */
export function keepSignInKey(storage: KeyStorage | null, doc: Cookies = document): void {
  const value = cookieValue(doc);
  if (value && storage) storage.setItem(KEPT_SIGN_IN_KEY, value);
}

/** No account (signed out, or Log Out): neither the kept key nor MSAL's cookie stays. */
export function forgetSignInKey(storage: KeyStorage | null, doc: Cookies = document): void {
  storage?.removeItem(KEPT_SIGN_IN_KEY);
  // The attributes MSAL set it with, so the browser matches and drops it.
  if (cookieValue(doc) !== null) doc.cookie = `${encodeURIComponent(MSAL_KEY_COOKIE)}=;path=/;expires=Thu, 01 Jan 1970 00:00:00 GMT;SameSite=None;Secure;`;
}

type SweptStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

/** MSAL's own rule for what is its (msal-browser's LocalStorage.clear): the `msal.` prefix, or the client id in the key. */
function isMsalEntry(key: string, clientId: string): boolean {
  return key.startsWith('msal.') || key.includes(clientId);
}

function sweep(storage: SweptStorage | null, clientId: string): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key && isMsalEntry(key, clientId)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/**
 * Log Out: every entry MSAL wrote for `clientId` in both storages (tokens, accounts, their
 * indexes, a redirect's leftovers), its key cookie and the kept key. MSAL's clearCache has
 * already removed what it knows of; this takes what it leaves.
 */
export function forgetSignIn(
  clientId: string,
  storages: { local: (SweptStorage & KeyStorage) | null; session: SweptStorage | null },
  doc: Cookies = document,
): void {
  sweep(storages.local, clientId);
  sweep(storages.session, clientId);
  forgetSignInKey(storages.local, doc);
}
