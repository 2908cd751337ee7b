import { act, render, screen } from '@testing-library/react';
import { outboxHolding } from '../testing';
import { createStaticAuthPort, provideAuthPort } from '../auth/auth-port';
import { clearOfflineData } from '../offline/offline-base-query';
import { WaitingChangesNote, waitingChangesText } from './waiting-changes-note';

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
  provideAuthPort(createStaticAuthPort({ name: 'Ann', username: 'ann@example.com', id: 'ann' }, 'token-ann'));
  render(<WaitingChangesNote what="these charts and records" />);
  expect(screen.queryByTestId('waiting-changes-note')).not.toBeInTheDocument();

  let held: Awaited<ReturnType<typeof outboxHolding>> | undefined;
  await act(async () => {
    held = await outboxHolding({ waiting: [{ method: 'POST', url: '/exercises/7/sets', body: { reps: 5, weight: 100, weight_unit: 'kg' } }] });
  });
  expect(await screen.findByText('Not yet in these charts and records: your 1 unsynced change. It counts once synced.')).toBeInTheDocument();

  held!.accept();
  await act(async () => {
    await held!.drain();
  });
  expect(screen.queryByTestId('waiting-changes-note')).not.toBeInTheDocument();
});
