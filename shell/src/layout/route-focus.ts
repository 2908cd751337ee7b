// After a route change, focus moves to the new page's heading and the document title names it
// (WCAG 2.4.2, 2.4.3): a screen reader hears where it landed and a keyboard continues from the
// page's top, not from the link it pressed. One mechanism for every area: the shell watches its
// <main> for the page's h1, however late a remote renders it (loading states have none).
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** How long a page may take to show its heading before the shell stops waiting for it. */
export const HEADING_WAIT_MS = 15_000;

/** "Sessions - Liftbook - Beta"; the site title alone for the home page (its heading is a greeting). */
export function pageTitle(heading: string | null | undefined, siteTitle: string, pathname: string): string {
  const text = heading?.replace(/\s+/g, ' ').trim();
  return pathname === '/' || !text ? siteTitle : `${text} - ${siteTitle}`;
}

export function useRouteFocus(main: RefObject<HTMLElement | null>, siteTitle: string): void {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    const moveFocus = !firstPage.current;
    firstPage.current = false;
    const container = main.current;
    if (!container) return undefined;
    // Focus where the change left it (the pressed link, or nothing once that link is gone): if the
    // lifter moves it before a slow page shows its heading, the heading does not take it back.
    const focusAtChange = document.activeElement;
    let focused: HTMLElement | null = null;
    let done = false;
    const stop = () => {
      done = true;
      observer.disconnect();
      clearTimeout(timer);
    };
    const apply = () => {
      if (done) return;
      const heading = container.querySelector('h1');
      document.title = pageTitle(heading?.textContent, siteTitle, pathname);
      if (!moveFocus || !heading) return;
      const active = document.activeElement;
      if (active !== null && active !== document.body && active !== focusAtChange && active !== focused) return stop();
      if (active === heading) return;
      // Also when an area swaps its heading for a new element (a lazy part arriving), which drops
      // focus to the body: the new heading takes it.
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      focused = heading;
    };
    const observer = new MutationObserver(apply);
    const timer = setTimeout(stop, HEADING_WAIT_MS);
    observer.observe(container, { childList: true, subtree: true, characterData: true });
    apply();
    return stop;
  }, [main, pathname, siteTitle]);
}
