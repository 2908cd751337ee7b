import { forgetSignIn, forgetSignInKey, KEPT_SIGN_IN_KEY, keepSignInKey, restoreSignInKey } from './persistent-sign-in';

/** A cookie jar as document.cookie behaves: writing one "name=value;attributes" sets that cookie, an expired one removes it. */
function jar(initial: Record<string, string> = {}) {
  const cookies = new Map(Object.entries(initial));
  return {
    get cookie() {
      return [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      if (/expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(pair!.slice(0, eq));
      else cookies.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    },
  };
}

/** Storage as the browser's: keys in order, removable. */
function storage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
    items,
  };
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

describe('no account, no key', () => {
  it("a start without an account forgets the kept key and MSAL's cookie, and leaves other cookies", () => {
    const cookies = jar({ other: '1', 'msal.cache.encryption': 'fresh' });
    const kept = storage({ [KEPT_SIGN_IN_KEY]: 'old', 'liftbook.other': 'x' });
    forgetSignInKey(kept, cookies);
    expect(cookies.cookie).toBe('other=1');
    expect([...kept.items.keys()]).toEqual(['liftbook.other']);
  });

  it('Log Out removes every entry MSAL wrote in both storages, its key cookie and the kept key; nothing else', () => {
    const local = storage({
      'msal.account.keys': '["a"]',
      'msal.token.keys.liftbook-spa': '{}',
      'sub-1.localhost-localhost:4000-refreshtoken-liftbook-spa----': '{"id":"k","nonce":"n","data":"d"}',
      'msal.2.account.sub-1': '{}',
      [KEPT_SIGN_IN_KEY]: 'key',
      theme: 'dark',
    });
    const session = storage({
      'msal.interaction.status': 'x',
      'msal.liftbook-spa.request.params': 'p',
      'liftbook.auth.pending': 'logout',
      'liftbook.preview': 'p',
    });
    const cookies = jar({ 'msal.cache.encryption': 'key', other: '1' });
    forgetSignIn('liftbook-spa', { local, session }, cookies);
    expect([...local.items.keys()]).toEqual(['theme']);
    expect([...session.items.keys()]).toEqual(['liftbook.auth.pending', 'liftbook.preview']);
    expect(cookies.cookie).toBe('other=1');
  });

  it('without storage (blocked), the cookie still goes', () => {
    const cookies = jar({ 'msal.cache.encryption': 'key' });
    forgetSignIn('liftbook-spa', { local: null, session: null }, cookies);
    expect(cookies.cookie).toBe('');
  });
});
