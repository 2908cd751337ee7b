// Test helper (not part of the public entry): a fetch for jsdom, which has none. RTK Query's
// fetchBaseQuery builds a Request and reads a Response, so minimal, spec-shaped versions of
// both are installed when missing. Routes answer by "METHOD /path".
export interface MockReply {
  status?: number;
  body?: unknown;
  /** Response headers besides the JSON content type (e.g. Retry-After). */
  headers?: Record<string, string>;
  /** Never answers (to test loading states). */
  pending?: boolean;
}
/** A reply, or a function of the request giving one (it may be async, e.g. to read the body). */
export type MockRoutes = Record<string, MockReply | ((request: Request) => MockReply | Promise<MockReply>)>;

class MiniResponse {
  readonly status: number;
  readonly ok: boolean;
  readonly headers: Headers;
  readonly statusText = '';
  readonly type = 'basic';
  readonly url = '';
  constructor(
    private readonly bodyText: string | null,
    init: { status?: number; headers?: Record<string, string> } = {},
  ) {
    this.status = init.status ?? 200;
    this.ok = this.status >= 200 && this.status < 300;
    this.headers = new Headers(init.headers);
  }
  async text() {
    return this.bodyText ?? '';
  }
  async json() {
    return JSON.parse(this.bodyText ?? '');
  }
  clone() {
    return new MiniResponse(this.bodyText, { status: this.status, headers: Object.fromEntries(this.headers.entries()) });
  }
}

class MiniRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly signal: AbortSignal | undefined;
  readonly body: string | null;
  constructor(input: string | MiniRequest, init: RequestInit = {}) {
    const base = typeof input === 'string' ? null : input;
    this.url = new URL(base ? base.url : (input as string), 'http://localhost/').href;
    this.method = (init.method ?? base?.method ?? 'GET').toUpperCase();
    this.headers = new Headers(init.headers ?? base?.headers);
    this.signal = init.signal ?? base?.signal ?? undefined;
    this.body = (init.body as string | undefined) ?? base?.body ?? null;
  }
  clone() {
    return new MiniRequest(this);
  }
  async text() {
    return this.body ?? '';
  }
  async json() {
    return JSON.parse(this.body ?? '');
  }
}

/** Installs fetch (and Request/Response if missing); returns the mock to inspect calls. */
export function mockFetch(routes: MockRoutes) {
  const g = globalThis as unknown as Record<string, unknown>;
  if (typeof g.Request === 'undefined') g.Request = MiniRequest;
  if (typeof g.Response === 'undefined') g.Response = MiniResponse;
  const fetchMock = jest.fn(async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new (g.Request as typeof Request)(input, init) : input;
    const { pathname, search } = new URL(request.url);
    const key = `${request.method} ${pathname}`;
    const route = routes[`${key}${search}`] ?? routes[key];
    if (!route) return new (g.Response as typeof Response)(JSON.stringify({ message: 'not mocked' }), { status: 404 });
    const reply = typeof route === 'function' ? await route(request) : route;
    if (reply.pending) return new Promise<Response>(() => {});
    const body = reply.body === undefined ? null : JSON.stringify(reply.body);
    return new (g.Response as typeof Response)(body, { status: reply.status ?? 200, headers: { 'content-type': 'application/json', ...reply.headers } });
  });
  g.fetch = fetchMock;
  return fetchMock;
}
