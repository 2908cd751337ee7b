// A minimal browser stand-in for the idp's tests: follows redirects by hand, keeps cookies, and
// speaks authorization code + PKCE exactly as MSAL does (same parameters, Origin header).
import { createHash, randomBytes } from 'node:crypto';

/** When a Set-Cookie line says its cookie ends (epoch ms; Max-Age wins over Expires, as in browsers), or null for the browser session. */
function cookieEnd(line: string, now: number): number | null {
  const maxAge = /;\s*max-age=(-?\d+)/i.exec(line);
  if (maxAge) return now + Number(maxAge[1]) * 1000;
  const expires = /;\s*expires=([^;]+)/i.exec(line);
  return expires ? Date.parse(expires[1]!) : null;
}

export class Browser {
  #cookies = new Map<string, { value: string; end: number | null }>();

  constructor(private readonly origin: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    this.#dropExpired();
    if (this.#cookies.size) headers.set('Cookie', [...this.#cookies].map(([k, { value }]) => `${k}=${value}`).join('; '));
    const response = await fetch(new URL(url, this.origin), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const end = cookieEnd(line, Date.now());
      if (!value || (end !== null && end <= Date.now())) this.#cookies.delete(name);
      else this.#cookies.set(name, { value, end });
    }
    return response;
  }

  /** When the cookie `name` ends (epoch ms), null for the browser session, undefined if not held. */
  cookieEnd(name: string): number | null | undefined {
    this.#dropExpired();
    return this.#cookies.get(name)?.end;
  }

  #dropExpired(): void {
    for (const [name, { end }] of this.#cookies) if (end !== null && end <= Date.now()) this.#cookies.delete(name);
  }

  /** GETs `url` and follows redirects while they stay on the idp; returns the last response. */
  async follow(url: string, stopAt: string): Promise<{ response: Response; url: string }> {
    let current = url;
    for (let hops = 0; hops < 10; hops += 1) {
      const response = await this.request(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { response, url: current };
      current = new URL(location, current).href;
      if (current.startsWith(stopAt)) return { response, url: current };
    }
    throw new Error('too many redirects');
  }

  hasCookie(name: string): boolean {
    this.#dropExpired();
    return this.#cookies.has(name);
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function formBody(fields: Record<string, string>): { body: string; headers: Record<string, string> } {
  return { body: new URLSearchParams(fields).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } };
}

/** Parameters of an authorization response (fragment or query). */
export function responseParams(url: string): URLSearchParams {
  const parsed = new URL(url);
  return new URLSearchParams(parsed.hash ? parsed.hash.slice(1) : parsed.search.slice(1));
}
