// The hand-over from the prerendered index.html to the app. index.html already holds the landing
// page as React renders it for a visitor (src/prerender.tsx, at build time), so it paints before
// any of the app's JavaScript has arrived. boot.js, a tiny synchronous script in <head>, marks
// <html> before the body paints, and the stylesheet uses the marks to show what the app's own first
// render will show (`:global(.lb-returning) …` in layout, navbar and landing-page.module.css):
//   - a browser that may hold a signed-in account: "Authenticating..." instead of the landing page
//     (no landing flash for a returning lifter);
//   - any path but "/" (index.html is the deep-link fallback): no landing page either;
//   - a Log In pressed before the app has taken over is remembered and carried out by the app.
// The app's first commit drops every mark (endBoot), in the same frame that replaces the markup.
export const BOOT = 'lb-boot';
export const RETURNING = 'lb-returning';
export const DEEP_LINK = 'lb-deep-link';
export const LOGIN_PENDING = 'lb-login-pending';
/** The prerendered Log In buttons (landing and navbar) carry this attribute: their class names are a CSS Module's. */
export const EARLY_LOGIN = '[data-early-login]';

export function bootClasses(pathname: string, maySignedIn: boolean): string[] {
  const classes = [BOOT];
  if (maySignedIn) classes.push(RETURNING);
  if (pathname !== '/') classes.push(DEEP_LINK);
  return classes;
}

/** Once, when the app's first render commits: drops the marks; true if Log In was pressed meanwhile. */
export function endBoot(root: Element = document.documentElement): boolean {
  const pending = root.classList.contains(LOGIN_PENDING);
  root.classList.remove(BOOT, RETURNING, DEEP_LINK, LOGIN_PENDING);
  return pending;
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
  frame(() =>
    task(() => {
      const src = doc.querySelector<HTMLMetaElement>(`meta[name="${APP_SCRIPT_META}"]`)?.content;
      if (src) doc.head.append(Object.assign(doc.createElement('script'), { src }));
    }),
  );
}
