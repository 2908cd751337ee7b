// Whether this browser may hold a signed-in account, read without loading MSAL: its account
// index in localStorage (msal-browser 5: "msal.<schema>.account.keys", a JSON array). Lets the
// home page paint the landing page at once for visitors, and "Authenticating..." only for
// returning lifters whose session MSAL will restore. A hint, never a decision: the auth port decides.
import { browserStorage } from '@liftbook/shared/storage';

/** sessionStorage: what a redirect to the identity provider left to do on return (msal-auth-port.ts). */
export const SIGN_IN_PENDING_KEY = 'liftbook.auth.pending';

const ACCOUNT_KEYS = /^msal\.(\d+\.)?account\.keys$/;

export function mayBeSignedIn(storage: Pick<Storage, 'length' | 'key' | 'getItem'> | null = browserStorage('local')): boolean {
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
