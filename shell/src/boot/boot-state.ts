// The hand-over from the prerendered index.html to the app. index.html already holds the landing
// page as React renders it for a visitor (src/prerender.tsx, at build time), so it paints before
// any of the app's JavaScript has arrived. boot.js, a tiny synchronous script in <head>, marks
// <html> before the body paints, and the stylesheet uses the marks to show what the app's own first
// render will show (`:global(.lb-returning) …` in layout, navbar and landing-page.module.css):
//   - a browser that may hold a signed-in account: "Authenticating..." instead of the landing page
//     (no landing flash for a returning lifter);
//   - any path but "/" (index.html is the deep-link fallback): no landing page either;
//   - a Log In pressed before the app has taken over is remembered and carried out by the app,
//     also when the app's first commit replaces the button between the press and its release
//     (the browser then sends no click: a press on Log In under way at that commit counts);
//   - the menu toggle pressed before then opens the menu (CSS) and the app's navbar starts open.
// The app's first commit drops every mark (endBoot), in the same frame that replaces the markup.
export const BOOT = 'lb-boot';
export const RETURNING = 'lb-returning';
export const DEEP_LINK = 'lb-deep-link';
export const LOGIN_PENDING = 'lb-login-pending';
/** A press (pointer down) on a prerendered Log In, not yet released. */
export const LOGIN_PRESSED = 'lb-login-pressed';
export const MENU_OPEN = 'lb-menu-open';
/** The prerendered Log In buttons (landing and navbar) carry this attribute: their class names are a CSS Module's. */
export const EARLY_LOGIN = '[data-early-login]';
/** The prerendered menu toggle carries this attribute (boot.js opens the menu before the app runs). */
export const EARLY_MENU = '[data-early-menu]';

export function bootClasses(pathname: string, maySignedIn: boolean): string[] {
  const classes = [BOOT];
  if (maySignedIn) classes.push(RETURNING);
  if (pathname !== '/') classes.push(DEEP_LINK);
  return classes;
}

/**
 * Once, when the app's first render commits: drops the marks; true if Log In was pressed meanwhile,
 * or is being pressed now (the commit replaces the button under the finger, so no click follows).
 */
export function endBoot(root: Element = document.documentElement): boolean {
  const pending = root.classList.contains(LOGIN_PENDING) || root.classList.contains(LOGIN_PRESSED);
  root.classList.remove(BOOT, RETURNING, DEEP_LINK, LOGIN_PENDING, LOGIN_PRESSED, MENU_OPEN);
  return pending;
}

/** boot.js, on a pointer pressed (true) or released or cancelled (false) before the app has taken over. */
export function earlyPress(target: EventTarget | null, pressed: boolean, root: Element = document.documentElement): void {
  if (!root.classList.contains(BOOT)) return;
  root.classList.toggle(LOGIN_PRESSED, pressed && target instanceof Element && target.closest(EARLY_LOGIN) !== null);
}

/** boot.js, on a click before the app has taken over: remembers a Log In, opens or closes the menu. */
export function earlyClick(target: Element, root: Element = document.documentElement): void {
  if (!root.classList.contains(BOOT)) return;
  if (target.closest(EARLY_LOGIN)) root.classList.add(LOGIN_PENDING);
  const toggle = target.closest(EARLY_MENU);
  if (toggle) toggle.setAttribute('aria-expanded', String(root.classList.toggle(MENU_OPEN)));
}

/** Whether the menu was opened on the prerendered page (the navbar's first state). */
export function menuOpenedEarly(root: Element | null = typeof document === 'undefined' ? null : document.documentElement): boolean {
  return root?.classList.contains(MENU_OPEN) ?? false;
}

/** The meta of index.html naming the app's entry script, which boot.js loads after the first paint. */
export const APP_SCRIPT_META = 'liftbook-app-script';

/**
 * Starts the app's script once the prerendered page has painted: a frame, then a task, so nothing
 * of the app is fetched before the first paint (the landing page's largest paint is that first
 * paint; a phone's bandwidth goes to the stylesheet first). The script's URL is in index.html's
 * `<meta name="liftbook-app-script">`, which the build puts there instead of a `<script>` tag.
 */
export function loadAppAfterFirstPaint(
  doc: Document = document,
  frame: (run: () => void) => unknown = requestAnimationFrame,
  task: (run: () => void) => unknown = setTimeout,
): void {
  frame(() => task(() => loadApp(doc)));
}

/** Appends the app's script named by index.html's meta (nothing in development, where it is in the page). */
export function loadApp(doc: Document = document): void {
  const src = doc.querySelector<HTMLMetaElement>(`meta[name="${APP_SCRIPT_META}"]`)?.content;
  if (src) doc.head.append(Object.assign(doc.createElement('script'), { src }));
}

/**
 * Whether the app may wait for the visitor's first interaction instead of starting after the first
 * paint: a visitor (no account may be signed in, no sign-in redirect under way or just back) on "/"
 * with no query (`?preview=` is the app's to read). There the prerendered page is what the app
 * renders, its links are real links, a Log In or the menu toggle pressed early is carried out, and
 * the app's takeover (react-dom, the federation runtime, shared: the landing page's whole Total
 * Blocking Time, issue 33) can wait until someone acts.
 */
export function appMayWait(location: Pick<Location, 'pathname' | 'search'>, needsSignIn: boolean): boolean {
  return !needsSignIn && location.pathname === '/' && location.search === '';
}

/** What a visitor does first, any of which starts a waiting app (a press, a key, focus moving in). */
export const FIRST_INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/** Calls `start` once, at the first of FIRST_INTERACTIONS on `target` (seen while capturing). */
export function startOnFirstInteraction(target: EventTarget, start: () => void): void {
  const go = () => {
    for (const type of FIRST_INTERACTIONS) target.removeEventListener(type, go, true);
    start();
  };
  for (const type of FIRST_INTERACTIONS) target.addEventListener(type, go, { capture: true, passive: true });
}

const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex]';

/**
 * The app's first commit replaces the prerendered markup, and with it the element that had focus
 * (a visitor who pressed Tab started the app). This keeps, from now on, the place of the focused
 * element among the focusable ones of `container`; `restore()` in the first commit focuses the
 * element at that place in the app's tree (for a visitor the two trees are the same), if focus was
 * lost with the markup.
 */
export function keepPrerenderedFocus(container: Element, doc: Document = document): { restore(): void } {
  const placeOf = (el: Element | null) => (el ? [...container.querySelectorAll(FOCUSABLE)].indexOf(el) : -1);
  let place = placeOf(doc.activeElement);
  const onFocus = (event: Event) => {
    place = placeOf(event.target as Element);
  };
  doc.addEventListener('focusin', onFocus, true);
  return {
    restore() {
      doc.removeEventListener('focusin', onFocus, true);
      if (place < 0 || (doc.activeElement && doc.activeElement !== doc.body)) return;
      container.querySelectorAll<HTMLElement>(FOCUSABLE)[place]?.focus();
    },
  };
}
