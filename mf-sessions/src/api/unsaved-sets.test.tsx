// One way to show unsaved work (issue 34): a set on its way to the api and a set waiting offline
// are shown alike, with the outbox's local id, and `isUnsaved` says so of both; a refused set
// leaves the list. Run with the page's own outbox on (in memory: jsdom has no IndexedDB).
import { mockFetch, pageOutboxInMemory, renderArea } from '@liftbook/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { clearOfflineData, createLiftbookStore, createStaticAuthPort, isUnsaved, provideAuthPort, unsyncedChanges } from '@liftbook/shared';
import type { Exercise, WorkoutSet } from '@liftbook/shared/contract';
import { SetRow } from '../features/session-detail/set-row';
import { sessionsApi } from './sessions-api';

const STAMP = '2026-11-20T18:10:00.000Z';
const saved = (id: number, n: number, weight: number): WorkoutSet => ({
  id,
  set_number: n,
  weight,
  weight_unit: 'kg',
  reps: 5,
  duration: null,
  notes: null,
  kind: 'normal',
  rpe: null,
  distance: null,
  created_at: STAMP,
  updated_at: STAMP,
});
const squat = (sets: WorkoutSet[]): Exercise => ({
  id: 7,
  session_id: 1,
  name: 'Squat',
  variation: null,
  notes: null,
  type: 'weighted',
  dictionary_exercise_id: null,
  position: 1,
  sets,
  planned_sets: [],
  created_at: STAMP,
  updated_at: STAMP,
});

pageOutboxInMemory();
beforeEach(() => provideAuthPort(createStaticAuthPort({ name: 'Ana', username: 'ana@example.com' }, 'test-token')));
afterEach(async () => clearOfflineData());

/** A store showing session 1's Squat with one saved set; `post` answers (or holds) Add Set. */
async function sessionPage(post: (request: Request) => Promise<{ status?: number; body?: unknown }>) {
  const posted: Request[] = [];
  mockFetch({
    'GET /api/sessions/1/exercises': { body: [squat([saved(100, 1, 100)])] },
    'POST /api/exercises/7/sets': (request) => {
      posted.push(request);
      return post(request);
    },
  });
  const store = createLiftbookStore();
  await store.dispatch(sessionsApi.endpoints.getExercises.initiate(1));
  const shown = () => sessionsApi.endpoints.getExercises.select(1)(store.getState()).data?.[0]?.sets ?? [];
  const addSet = (weight: number) =>
    store.dispatch(sessionsApi.endpoints.addSet.initiate({ exerciseId: 7, sessionId: 1, set: { weight, weight_unit: 'kg', reps: 5 } }));
  return { store, shown, addSet, posted };
}

it('a set on its way and a set waiting offline carry the same kind of id, are both unsaved and shown alike; saved, it is not', async () => {
  // Online: the api has not answered yet.
  let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
  const online = await sessionPage(() => new Promise((resolve) => (answer = resolve)));
  const sending = online.addSet(110);
  const onItsWay = online.shown()[1]!;
  expect(isUnsaved(onItsWay)).toBe(true);
  await waitFor(() => expect(online.posted).toHaveLength(1));
  expect(online.shown().filter(isUnsaved)).toEqual([onItsWay]);
  expect(unsyncedChanges()).toBe(1);
  // Saved: the server's set in its place, no longer unsaved.
  answer({ status: 201, body: saved(101, 2, 110) });
  await sending;
  expect(online.shown().map((s) => s.id)).toEqual([100, 101]);
  expect(online.shown().some(isUnsaved)).toBe(false);

  // Offline: the outbox keeps the write and answers with the id the set was shown with at the tap.
  const offline = await sessionPage(async () => {
    throw new TypeError('Failed to fetch');
  });
  const tapped = offline.addSet(120);
  const shownAtTap = offline.shown()[1]!;
  expect(isUnsaved(shownAtTap)).toBe(true);
  const kept = await tapped.unwrap();
  expect(kept.id).toBe(shownAtTap.id);
  expect(offline.shown().map((s) => s.id)).toEqual([100, shownAtTap.id]);
  expect(isUnsaved(offline.shown()[1]!)).toBe(true);
  expect(unsyncedChanges()).toBe(1);

  // Both rows say the same, and both can still be edited or deleted (the outbox sends that after the set).
  renderArea(
    <ul aria-label="Sets">
      <SetRow exerciseId={7} type="weighted" set={onItsWay} />
      <SetRow exerciseId={7} type="weighted" set={offline.shown()[1]!} />
    </ul>,
  );
  const rows = within(screen.getByRole('list', { name: 'Sets' })).getAllByRole('listitem');
  expect(rows.map((row) => within(row).queryByText('Saving…') !== null)).toEqual([true, true]);
  expect(rows.map((row) => within(row).queryAllByRole('button', { name: /^(Edit|Delete) set 2$/ }).length)).toEqual([2, 2]);
});

it('a read while a set is on its way shows it once, with its one id, and once saved it is there once', async () => {
  let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
  const page = await sessionPage(() => new Promise((resolve) => (answer = resolve)));
  const sending = page.addSet(110);
  const onItsWay = page.shown()[1]!;
  await waitFor(() => expect(page.posted).toHaveLength(1));
  // Something else refetches the session meanwhile: the outbox shows the set that waits, as the tap did.
  await page.store.dispatch(sessionsApi.endpoints.getExercises.initiate(1, { forceRefetch: true }));
  expect(page.shown().map((s) => s.id)).toEqual([100, onItsWay.id]);
  answer({ status: 201, body: saved(101, 2, 110) });
  await sending;
  expect(page.shown().map((s) => s.id)).toEqual([100, 101]);
});

it('a set the api refuses leaves the list, and nothing waits to sync', async () => {
  const page = await sessionPage(async () => ({ status: 400, body: { message: 'reps must be at most 1000' } }));
  const refused = page.addSet(130);
  expect(page.shown().filter(isUnsaved)).toHaveLength(1);
  const result = await refused;
  expect(result.error).toEqual({ status: 400, message: 'Could not add the set' });
  expect(page.shown().map((s) => s.id)).toEqual([100]);
  expect(unsyncedChanges()).toBe(0);
});
