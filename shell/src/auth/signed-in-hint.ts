// Whether this browser may hold a signed-in account, read without loading MSAL: its account
// index in localStorage (msal-browser 5: "msal.<schema>.account.keys", a JSON array). Lets the
// home page paint the landing page at once for visitors, and "Authenticating..." only for
// returning lifters whose session MSAL will restore. A hint, never a decision: the auth port decides.
import { browserStorage } from '@liftbook/shared/storage';

/** sessionStorage: what a redirect to the identity provider left to do on return (msal-auth-port.ts). */
export const SIGN_IN_PENDING_KEY = 'liftbook.auth.pending';

type KeyedStorage = Pick<Storage, 'length' | 'key' | 'getItem'>;

const ACCOUNT_KEYS = /^msal\.(\d+\.)?account\.keys$/;

export function mayBeSignedIn(storage: KeyedStorage | null = browserStorage('local')): boolean {
  if (!storage) return false;
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (!key || !ACCOUNT_KEYS.test(key)) continue;
    try {
      const accounts: unknown = JSON.parse(storage.getItem(key) ?? '[]');
      if (Array.isArray(accounts) && accounts.length > 0) return true;
    } catch {
      return true; // unreadable: let the auth port decide
    }
  }
  return false;
}

/**
 * Whether MSAL must start with the page: an account may be signed in (its index in localStorage),
 * or a sign-in or sign-out redirect is under way or has just come back (MSAL keeps that state,
 * and the answer the redirect bridge hands over, under "msal." keys in sessionStorage). Otherwise
 * the page is a visitor's, and MSAL (its largest chunk) loads only when Log In is pressed.
 */
export function needsMsalAtStart(local: KeyedStorage | null = browserStorage('local'), session: KeyedStorage | null = browserStorage('session')): boolean {
  if (mayBeSignedIn(local)) return true;
  if (!session) return false;
  for (let i = 0; i < session.length; i += 1) {
    const key = session.key(i);
    if (key === SIGN_IN_PENDING_KEY || key?.startsWith('msal.')) return true;
  }
  return false;
}
