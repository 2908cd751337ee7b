import {
  APP_SCRIPT_META,
  BOOT,
  DEEP_LINK,
  FIRST_INTERACTIONS,
  LOGIN_PENDING,
  LOGIN_PRESSED,
  MENU_OPEN,
  RETURNING,
  appMayWait,
  bootClasses,
  earlyClick,
  earlyPress,
  endBoot,
  keepPrerenderedFocus,
  loadAppAfterFirstPaint,
  menuOpenedEarly,
  startOnFirstInteraction,
} from './boot-state';

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
    root.classList.add(BOOT, RETURNING, DEEP_LINK, LOGIN_PENDING, MENU_OPEN, 'other');
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

describe('a visitor on "/" starts the app at their first interaction', () => {
  it.each([
    ['a visitor on "/"', '/', '', false, true],
    ['a returning lifter or a sign-in redirect coming back', '/', '', true, false],
    ['a deep link', '/sessions', '', false, false],
    ['a staging preview in the query (the app reads it)', '/', '?preview=mf_goals=x', false, false],
  ])('%s', (_what, pathname, search, needsSignIn, waits) => {
    expect(appMayWait({ pathname, search }, needsSignIn)).toBe(waits);
  });

  it.each(FIRST_INTERACTIONS)('starts once, at the first "%s", and no more', (type) => {
    const target = new EventTarget();
    const start = jest.fn();
    startOnFirstInteraction(target, start);
    expect(start).not.toHaveBeenCalled();
    target.dispatchEvent(new Event(type));
    for (const other of FIRST_INTERACTIONS) target.dispatchEvent(new Event(other));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('the prerendered Log In and menu toggle work before the app: Log In remembered, the menu opened and closed', () => {
    const root = document.createElement('html');
    root.classList.add(BOOT);
    root.innerHTML = '<body><button data-early-menu aria-expanded="false"><span></span></button><button data-early-login>Log In</button></body>';
    const toggle = root.querySelector('[data-early-menu]')!;
    const login = root.querySelector('[data-early-login]')!;
    earlyClick(toggle.firstElementChild!, root);
    expect(menuOpenedEarly(root)).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    earlyClick(toggle, root);
    expect(menuOpenedEarly(root)).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    earlyClick(login, root);
    expect(root.classList.contains(LOGIN_PENDING)).toBe(true);
    endBoot(root);
    earlyClick(toggle, root); // the app has taken over: its own handlers answer
    expect(menuOpenedEarly(root)).toBe(false);
  });

  it('a Log In still pressed when the app takes over counts (its markup goes, so no click follows); a press released or elsewhere does not', () => {
    const page = () => {
      const root = document.createElement('html');
      root.classList.add(BOOT);
      root.innerHTML = '<body><button data-early-login><span>Log In</span></button><a href="/sessions">Sessions</a></body>';
      return { root, login: root.querySelector('[data-early-login] span')!, link: root.querySelector('a')! };
    };
    const underWay = page();
    earlyPress(underWay.login, true, underWay.root);
    expect(underWay.root.classList.contains(LOGIN_PRESSED)).toBe(true);
    expect(endBoot(underWay.root)).toBe(true);
    expect(underWay.root.classList.contains(LOGIN_PRESSED)).toBe(false);

    const released = page(); // pressed and released before the takeover: its click decides
    earlyPress(released.login, true, released.root);
    earlyPress(released.login, false, released.root);
    expect(endBoot(released.root)).toBe(false);

    const cancelled = page(); // a scroll that began on the button
    earlyPress(cancelled.login, true, cancelled.root);
    earlyPress(cancelled.login, false, cancelled.root);
    expect(endBoot(cancelled.root)).toBe(false);

    const elsewhere = page();
    earlyPress(elsewhere.link, true, elsewhere.root);
    expect(endBoot(elsewhere.root)).toBe(false);

    const after = page(); // the app has taken over: its own button answers
    endBoot(after.root);
    earlyPress(after.login, true, after.root);
    expect(after.root.classList.contains(LOGIN_PRESSED)).toBe(false);
  });

  it('gives focus back to the same control when the app replaces the prerendered markup', () => {
    const container = document.createElement('div');
    document.body.append(container);
    const markup = '<a href="/">Liftbook</a><button>Toggle menu</button><p>text</p><button>Log In</button>';
    container.innerHTML = markup;
    const focus = keepPrerenderedFocus(container);
    container.querySelectorAll('button')[1]!.focus();
    container.innerHTML = markup; // the app's first commit: the same controls, new elements
    expect(document.activeElement).toBe(document.body);
    focus.restore();
    expect(document.activeElement).toBe(container.querySelectorAll('button')[1]);
    container.remove();
  });

  it('leaves focus alone when nothing of the markup had it, or it is already somewhere', () => {
    const container = document.createElement('div');
    const outside = document.createElement('input');
    document.body.append(container, outside);
    container.innerHTML = '<button>Log In</button>';
    const focus = keepPrerenderedFocus(container);
    outside.focus();
    container.innerHTML = '<button>Log In</button>';
    focus.restore();
    expect(document.activeElement).toBe(outside);
    container.remove();
    outside.remove();
  });
});
