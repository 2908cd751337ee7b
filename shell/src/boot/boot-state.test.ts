import { APP_SCRIPT_META, BOOT, DEEP_LINK, LOGIN_PENDING, RETURNING, bootClasses, endBoot, loadAppAfterFirstPaint } from './boot-state';

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

  it("loads the app's script named by index.html only after a frame and then a task: nothing of it before the first paint", () => {
    const doc = document.implementation.createHTMLDocument('index');
    doc.head.innerHTML = `<meta name="${APP_SCRIPT_META}" content="/main.0123456789.js">`;
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const scripts = () => [...doc.querySelectorAll('script')].map((s) => s.getAttribute('src'));
    loadAppAfterFirstPaint(
      doc,
      (run) => frames.push(run),
      (run) => tasks.push(run),
    );
    expect(scripts()).toEqual([]);
    frames.shift()!();
    expect(scripts()).toEqual([]);
    tasks.shift()!();
    expect(scripts()).toEqual(['/main.0123456789.js']);
  });

  it('does nothing on a page that names no app script (development: the script is in the page)', () => {
    const doc = document.implementation.createHTMLDocument('index');
    loadAppAfterFirstPaint(
      doc,
      (run) => run(),
      (run) => run(),
    );
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });
});
