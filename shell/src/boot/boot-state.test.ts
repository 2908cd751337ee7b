import { BOOT, DEEP_LINK, LOGIN_PENDING, RETURNING, bootClasses, endBoot } from './boot-state';

describe('boot marks', () => {
  it.each([
    ['a visitor on "/"', '/', false, [BOOT]],
    ['a returning lifter on "/"', '/', true, [BOOT, RETURNING]],
    ['a visitor on a deep link', '/sessions/12', false, [BOOT, DEEP_LINK]],
    ['a returning lifter on a deep link', '/goals', true, [BOOT, RETURNING, DEEP_LINK]],
  ])('%s', (_label, pathname, maySignedIn, expected) => {
    expect(bootClasses(pathname, maySignedIn)).toEqual(expected);
  });

  it('the app drops every mark at its first commit and learns of a Log In pressed meanwhile', () => {
    const root = document.createElement('html');
    root.classList.add(BOOT, RETURNING, DEEP_LINK, LOGIN_PENDING, 'other');
    expect(endBoot(root)).toBe(true);
    expect([...root.classList]).toEqual(['other']);
    expect(endBoot(root)).toBe(false);
  });
});
