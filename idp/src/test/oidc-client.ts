// A minimal browser stand-in for the idp's tests: follows redirects by hand, keeps cookies, and
// speaks authorization code + PKCE exactly as MSAL does (same parameters, Origin header).
import { createHash, randomBytes } from 'node:crypto';

export class Browser {
  #cookies = new Map<string, string>();

  constructor(private readonly origin: string) {}

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.#cookies.size) headers.set('Cookie', [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(new URL(url, this.origin), { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    return response;
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
