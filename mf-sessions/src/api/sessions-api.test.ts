import { mockFetch } from '@liftbook/shared/testing';
import { createLiftbookStore, createStaticAuthPort, provideAuthPort } from '@liftbook/shared';
import { sessionsApi } from './sessions-api';

it('gives a failed GET /api/sessions the spec message "Failed to fetch sessions"', async () => {
  provideAuthPort(createStaticAuthPort({ name: 'Ana', username: 'ana@example.com' }));
  mockFetch({ 'GET /api/sessions': { status: 503 } });
  const result = await createLiftbookStore().dispatch(sessionsApi.endpoints.getSessions.initiate());
  expect(result.error).toEqual({ status: 503, message: 'Failed to fetch sessions' });
});
