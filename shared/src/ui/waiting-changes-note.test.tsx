import { act, render, screen } from '@testing-library/react';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { mockFetch } from '../testing';
import { baseQuery } from '../api/api';
import { withIdempotencyKeys } from '../api/idempotency';
import { createStaticAuthPort, provideAuthPort } from '../auth/auth-port';
import { clearOfflineData, drainOutbox, withOutbox } from '../offline/offline-base-query';
import { memoryStores } from '../offline/offline-store';
import { WaitingChangesNote, waitingChangesText } from './waiting-changes-note';

const MUTATION = {
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: () => undefined,
  getState: () => ({}),
  extra: undefined,
  endpoint: 'test',
  type: 'mutation',
} as unknown as BaseQueryApi;

afterEach(async () => {
  await clearOfflineData();
  provideAuthPort(createStaticAuthPort(null, 'none'));
});

test.each([
  [1, 'these charts and records', 'Not yet in these charts and records: your 1 unsynced change. It counts once synced.'],
  [3, "this goal's progress", "Not yet in this goal's progress: your 3 unsynced changes. They count once synced."],
])('%i waiting: %s', (waiting, what, text) => {
  expect(waitingChangesText(waiting, what)).toBe(text);
});

test('says a figure worked out by the api lacks what waits to sync, only while something waits', async () => {
  let online = false;
  mockFetch({
    'POST /api/exercises/7/sets': () => {
      if (!online) throw new TypeError('Failed to fetch');
      return { status: 201, body: { id: 40, exercise_id: 7, set_number: 1, reps: 5, weight: 100, weight_unit: 'kg' } };
    },
  });
  provideAuthPort(createStaticAuthPort({ name: 'Ann', username: 'ann@example.com', id: 'ann' }, 'token-ann'));
  const query = withOutbox(withIdempotencyKeys(baseQuery), () => ({ stores: memoryStores(), onSynced: () => undefined }));
  render(<WaitingChangesNote what="these charts and records" />);
  expect(screen.queryByTestId('waiting-changes-note')).not.toBeInTheDocument();

  await act(async () => {
    await query({ url: '/exercises/7/sets', method: 'POST', body: { reps: 5, weight: 100, weight_unit: 'kg' } }, MUTATION, {});
  });
  expect(await screen.findByText('Not yet in these charts and records: your 1 unsynced change. It counts once synced.')).toBeInTheDocument();

  online = true;
  await act(async () => {
    await drainOutbox();
  });
  expect(screen.queryByTestId('waiting-changes-note')).not.toBeInTheDocument();
});
