import { KEPT_SIGN_IN_KEY, keepSignInKey, restoreSignInKey } from './persistent-sign-in';

/** A cookie jar as document.cookie behaves: writing one "name=value;attributes" sets that cookie. */
function jar(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  return {
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    },
  };
}

function storage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v), items };
}

describe('staying signed in across a browser restart', () => {
  it('keeps the key MSAL uses, and puts it back after a restart dropped the session cookie', () => {
    const before = jar({ other: '1', 'msal.cache.encryption': '%7B%22id%22%3A%22a%22%7D' });
    const kept = storage();
    keepSignInKey(kept, before);
    expect(kept.items.get(KEPT_SIGN_IN_KEY)).toBe('%7B%22id%22%3A%22a%22%7D');

    const afterRestart = jar({ other: '1' });
    restoreSignInKey(kept, afterRestart);
    expect(afterRestart.cookie).toContain('msal.cache.encryption=%7B%22id%22%3A%22a%22%7D');
  });

  it('never replaces a key the browser still has, and does nothing with none kept (a fresh browser, after Log Out)', () => {
    const current = jar({ 'msal.cache.encryption': 'current' });
    restoreSignInKey(storage({ [KEPT_SIGN_IN_KEY]: 'old' }), current);
    expect(current.cookie).toBe('msal.cache.encryption=current');

    const fresh = jar();
    restoreSignInKey(storage(), fresh);
    expect(fresh.cookie).toBe('');
  });
});
