import { mayBeSignedIn } from './signed-in-hint';

function storage(entries: Record<string, string>) {
  const keys = Object.keys(entries);
  return { length: keys.length, key: (i: number) => keys[i] ?? null, getItem: (k: string) => entries[k] ?? null };
}

describe('mayBeSignedIn', () => {
  it.each([
    ['no storage', null, false],
    ['empty storage', storage({}), false],
    ['an empty account index', storage({ 'msal.3.account.keys': '[]' }), false],
    ['an account in the v3 index', storage({ 'msal.3.account.keys': '["a-b-c"]' }), true],
    ['an account in the unversioned index', storage({ 'msal.account.keys': '["a"]' }), true],
    ['unrelated keys only', storage({ 'msal.3.token.keys.liftbook-spa': '{"idToken":["x"]}', theme: 'dark' }), false],
    ['an unreadable index', storage({ 'msal.3.account.keys': '{oops' }), true],
  ])('%s', (_label, store, expected) => {
    expect(mayBeSignedIn(store)).toBe(expected);
  });
});
