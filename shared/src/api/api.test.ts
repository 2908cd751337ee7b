import { createStaticAuthPort, provideAuthPort } from '../auth/auth-port';
import { createLiftbookStore } from '../store/store';
import { mockFetch } from '../testing';
import { api } from './api';
import { failedWith } from './errors';

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeProfile: build.query<{ id: number }, void>({
      query: () => '/user/profile',
      transformErrorResponse: failedWith('Failed to fetch user profile'),
    }),
    probeSessions: build.query<unknown[], void>({ query: () => '/sessions' }),
    probeWrite: build.mutation<unknown, void>({ query: () => ({ url: '/sessions/1', method: 'DELETE' }) }),
  }),
});

describe('api', () => {
  it('calls /api with a JSON content type and the bearer token', async () => {
    provideAuthPort(createStaticAuthPort({ name: 'Ana', username: 'ana@example.com' }, 'tok-123'));
    const fetch = mockFetch({ 'GET /api/user/profile': { body: { id: 7 } } });
    const store = createLiftbookStore();
    const result = await store.dispatch(profileApi.endpoints.probeProfile.initiate());
    expect(result.data).toEqual({ id: 7 });
    const request = fetch.mock.calls[0]![0] as Request;
    expect(request.headers.get('Authorization')).toBe('Bearer tok-123');
    expect(request.headers.get('Content-Type')).toBe('application/json');
  });

  it('gives a failed call its endpoint message', async () => {
    provideAuthPort(createStaticAuthPort({ name: 'Ana', username: 'ana@example.com' }));
    mockFetch({ 'GET /api/user/profile': { status: 500, body: { message: 'db down' } } });
    const store = createLiftbookStore();
    const result = await store.dispatch(profileApi.endpoints.probeProfile.initiate());
    expect(result.error).toEqual({ status: 500, message: 'Failed to fetch user profile' });
  });

  it('reads right after a write ask for nothing special: the api keeps no answers, and the browser revalidates by ETag', async () => {
    provideAuthPort(createStaticAuthPort({ name: 'Ana', username: 'ana@example.com' }, 'tok'));
    const fetch = mockFetch({ 'GET /api/sessions': { body: [] }, 'DELETE /api/sessions/1': { status: 204 } });
    const store = createLiftbookStore();
    await store.dispatch(profileApi.endpoints.probeWrite.initiate());
    await store.dispatch(profileApi.endpoints.probeSessions.initiate(undefined, { forceRefetch: true }));
    const read = fetch.mock.calls.at(-1)![0] as Request;
    expect(read.url).toMatch(/\/api\/sessions$/);
    expect(read.headers.get('Cache-Control')).toBeNull();
  });

  it('sends no token when signed out', async () => {
    provideAuthPort(createStaticAuthPort(null));
    const fetch = mockFetch({ 'GET /api/user/profile': { status: 401 } });
    await createLiftbookStore().dispatch(profileApi.endpoints.probeProfile.initiate());
    expect((fetch.mock.calls[0]![0] as Request).headers.get('Authorization')).toBeNull();
  });
});
