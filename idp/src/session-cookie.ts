// The sign-in cookie lives 60 seconds (docs/product.md §9), while the session it names lives on at
// the provider, because the refresh tokens are bound to that session (provider.ts). oidc-provider
// gives the cookie the session's own expiry; this gives it the cookie's.

/** `setCookie` with the expiry of the cookies named `name` (and its `.sig`) moved to `seconds` from `now`; deletions stay. */
export function capCookieLifetime(setCookie: string[], name: string, seconds: number, now = Date.now()): string[] {
  const expires = new Date(now + seconds * 1000).toUTCString();
  return setCookie.map((line) => {
    const cookieName = line.slice(0, line.indexOf('=')).trim();
    if (cookieName !== name && cookieName !== `${name}.sig`) return line;
    if (/expires=Thu, 01 Jan 1970/i.test(line)) return line;
    const attributes = line
      .split(';')
      .filter((part, i) => i === 0 || !/^\s*(expires|max-age)=/i.test(part))
      .join(';');
    return `${attributes}; expires=${expires}; max-age=${seconds}`;
  });
}
