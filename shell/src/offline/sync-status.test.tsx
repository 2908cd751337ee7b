import { outboxHolding } from '@liftbook/shared/testing';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearOfflineData, LiveAnnouncer } from '@liftbook/shared';
import { signedIn } from '../testing/auth';
import { ALL_SYNCED, COULD_NOT_SYNC, couldNotSyncText, SyncStatus, waitingText } from './sync-status';

const couldNotSync = () => screen.getByRole('region', { name: COULD_NOT_SYNC });

describe('SyncStatus', () => {
  beforeEach(() => signedIn());
  afterEach(async () => {
    await act(async () => void (await clearOfflineData()));
  });

  it('nothing waiting, online: nothing shown', () => {
    render(<SyncStatus />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('counts the changes waiting to sync, in words', async () => {
    await outboxHolding({
      waiting: [
        { method: 'POST', url: '/exercises/3/sets', body: { weight: 100, weight_unit: 'kg', reps: 5 } },
        { method: 'PUT', url: '/exercises/3/sets/8', body: { reps: 6 } },
        { method: 'DELETE', url: '/exercises/3/sets/9' },
      ],
    });
    render(<SyncStatus />);
    expect(screen.getByRole('status')).toHaveTextContent('3 changes waiting to sync');
    expect(screen.getByRole('status')).toHaveTextContent('Offline');
    expect(waitingText(1)).toBe('1 change waiting to sync');
  });

  it('"Could not sync" keeps a refused change with the reason; Retry sends it again and it leaves the list', async () => {
    const server = await outboxHolding({
      refused: [{ method: 'PUT', url: '/sessions/9', body: { session_type: 'Pull' }, message: 'Session not found' }],
    });
    render(<SyncStatus />);
    const item = within(couldNotSync()).getByRole('listitem');
    expect(item).toHaveTextContent('Edited session: Pull');
    expect(item).toHaveTextContent('Session not found (HTTP 404)');
    expect(server.sent).toEqual(['PUT /sessions/9']);

    server.accept();
    await userEvent.click(within(item).getByRole('button', { name: 'Retry: Edited session: Pull' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: COULD_NOT_SYNC })).not.toBeInTheDocument());
    expect(server.sent).toEqual(['PUT /sessions/9', 'PUT /sessions/9']);
  });

  it('says a retried change that went through, in the polite live region', async () => {
    const server = await outboxHolding({
      refused: [{ method: 'PUT', url: '/sessions/9', body: { session_type: 'Pull' }, message: 'Session not found' }],
    });
    render(
      <>
        <SyncStatus />
        <LiveAnnouncer />
      </>,
    );
    const live = screen.getByTestId('live-announcer');
    expect(live).toHaveAttribute('aria-live', 'polite');
    // What was refused before the page opened is shown, not announced.
    expect(live).toBeEmptyDOMElement();
    server.accept();
    await userEvent.click(within(couldNotSync()).getByRole('button', { name: 'Retry: Edited session: Pull' }));
    await waitFor(() => expect(live).toHaveTextContent(ALL_SYNCED));
  });

  it('says waiting changes that all went through once the network is back', async () => {
    const server = await outboxHolding({ waiting: [{ method: 'POST', url: '/exercises/3/sets', body: { weight: 100, weight_unit: 'kg', reps: 5 } }] });
    render(
      <>
        <SyncStatus />
        <LiveAnnouncer />
      </>,
    );
    server.accept();
    await act(async () => server.drain());
    await waitFor(() => expect(screen.getByTestId('live-announcer')).toHaveTextContent(ALL_SYNCED));
    expect(couldNotSyncText(2)).toBe('Could not sync: 2 changes');
  });

  it('Discard drops only that change, which is never sent again; the others stay', async () => {
    const server = await outboxHolding({
      refused: [
        { method: 'POST', url: '/exercises/3/sets', body: { weight: 100, weight_unit: 'kg', reps: 5 }, message: 'Exercise not found' },
        { method: 'POST', url: '/custom_exercises', body: { name: 'Sled Drag' }, message: 'An exercise with this name already exists', status: 409 },
      ],
    });
    render(<SyncStatus />);
    expect(within(couldNotSync()).getAllByRole('listitem')).toHaveLength(2);

    server.accept();
    await userEvent.click(screen.getByRole('button', { name: 'Discard: New set: 100 kg x 5 reps' }));
    await waitFor(() => expect(within(couldNotSync()).getAllByRole('listitem')).toHaveLength(1));
    expect(within(couldNotSync()).getByRole('listitem')).toHaveTextContent('New custom exercise: Sled Drag');
    expect(within(couldNotSync()).getByRole('listitem')).toHaveTextContent('An exercise with this name already exists (HTTP 409)');
    await act(() => server.drain());
    expect(server.sent).toEqual(['POST /exercises/3/sets', 'POST /custom_exercises']);
  });
});
