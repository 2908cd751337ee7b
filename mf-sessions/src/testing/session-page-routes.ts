// Test helper (never imported by app code): GET /api/sessions/{id}/page answered as the api
// answers it, from the session's own mocked reads (the session, its exercises, last time,
// records), so a test mocks the parts it cares about and the page's one request carries them.
// A part not mocked is none (last time, records) or the page's failure (the session, exercises).
import type { MockReply, MockRoutes } from '@liftbook/shared/testing';

const PARTS = { session: '', exercises: '/exercises', last_times: '/last-time', records: '/records' } as const;

async function reply(routes: MockRoutes, key: string, request: Request): Promise<MockReply | undefined> {
  const route = routes[key];
  if (route === undefined) return undefined;
  return typeof route === 'function' ? route(request) : route;
}

/** `routes` with each mocked session's page (GET /api/sessions/{id} present) answered from its parts. */
export function withSessionPages(routes: MockRoutes): MockRoutes {
  const pages: MockRoutes = {};
  for (const key of Object.keys(routes)) {
    const match = /^GET (\/api\/sessions\/\d+)$/.exec(key);
    if (!match || routes[`${key}/page`]) continue;
    const session = match[1]!;
    pages[`${key}/page`] = async (request) => {
      const page: Record<string, unknown> = {};
      for (const [part, tail] of Object.entries(PARTS)) {
        const answer = await reply(routes, `GET ${session}${tail}`, request);
        if (answer?.pending) return answer;
        const failed = answer !== undefined && (answer.status ?? 200) >= 300;
        if (failed) return answer;
        if (answer === undefined && (part === 'session' || part === 'exercises')) return { status: 404, body: { message: 'not mocked' } };
        page[part] = answer?.body ?? [];
      }
      return { body: page };
    };
  }
  return { ...routes, ...pages };
}
