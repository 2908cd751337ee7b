import { renderArea, type MockRoutes } from '@liftbook/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { LiveAnnouncer, todayInputValue } from '@liftbook/shared';
import type { Exercise, Session, WorkoutSet } from '@liftbook/shared/contract';
import { withSessionPages } from '../../testing/session-page-routes';
import { REST_TIMER_KEY, resetRestTimerStore } from '../../ui/rest-store';
import { SessionDetail, type AddPanel, type AddPanelProps } from './session-detail';
import { FINISHED_OFFLINE } from './workout-bar';

const session: Session = {
  id: 1,
  session_date: '2026-11-20T00:00:00.000Z',
  session_type: 'push',
  notes: 'Bench day',
  created_at: '2026-11-20T18:00:00.000Z',
  updated_at: '2026-11-20T19:30:00.000Z',
};

let nextSetId = 100;
const set = (n: number, fields: Partial<WorkoutSet>): WorkoutSet => ({
  id: nextSetId++,
  set_number: n,
  weight: null,
  weight_unit: null,
  reps: null,
  duration: null,
  notes: null,
  kind: 'normal',
  rpe: null,
  distance: null,
  created_at: '2026-11-20T18:10:00.000Z',
  updated_at: '2026-11-20T18:10:00.000Z',
  ...fields,
});

const exercise = (id: number, name: string, minute: number, fields: Partial<Exercise> = {}): Exercise => ({
  id,
  session_id: 1,
  name,
  variation: null,
  notes: null,
  type: 'weighted',
  dictionary_exercise_id: null,
  position: id,
  sets: [],
  planned_sets: [],
  created_at: `2026-11-20T18:${String(minute).padStart(2, '0')}:00.000Z`,
  updated_at: `2026-11-20T18:${String(minute).padStart(2, '0')}:00.000Z`,
  ...fields,
});

const bench = () =>
  exercise(7, 'Bench Press', 5, {
    dictionary_exercise_id: 3,
    variation: 'Paused',
    notes: 'Elbows in',
    sets: [set(1, { weight: 135, reps: 10 }), set(2, { weight: 135, reps: 9 }), set(3, { weight: 135, reps: 8 })],
  });
const pullUps = () => exercise(8, 'Weighted Chins', 10, { type: 'reps', sets: [set(1, { reps: 8 }), set(2, { reps: 8 }), set(3, { reps: 8 })] });
const plank = () => exercise(9, 'Plank', 15, { type: 'duration', dictionary_exercise_id: 40 });

const QuickLogStub = ({ sessionId, onClose }: AddPanelProps) => (
  <div>
    quick log panel for {sessionId}
    <textarea aria-label="Quick log text" />
    <button onClick={onClose}>close quick log</button>
  </div>
);
const BulkStub = ({ sessionId }: AddPanelProps) => <div>bulk entry panel for {sessionId}</div>;
const TimerStub = () => <div>timer widget</div>;

function renderDetail(routes: MockRoutes, path = '/sessions/1', panels: { QuickLogPanel?: AddPanel; BulkEntryPanel?: AddPanel } = {}) {
  const { fetchMock } = renderArea(
    <Routes>
      <Route path="/sessions" element={<p>the sessions list</p>} />
      <Route
        path="/sessions/:sessionId"
        element={
          <SessionDetail QuickLogPanel={panels.QuickLogPanel ?? QuickLogStub} BulkEntryPanel={panels.BulkEntryPanel ?? BulkStub} TimerWidget={TimerStub} />
        }
      />
    </Routes>,
    { route: path, api: withSessionPages(routes) },
  );
  return fetchMock;
}

const withExercises = (list: Exercise[] | (() => Exercise[]), extra: MockRoutes = {}): MockRoutes => ({
  'GET /api/sessions/1': { body: session },
  'GET /api/sessions/1/exercises': () => ({ body: typeof list === 'function' ? list() : list }),
  ...extra,
});

const requestsTo = (fetch: jest.Mock, key: string) =>
  fetch.mock.calls.map(([r]) => r as Request).filter((r) => `${r.method} ${new URL(r.url).pathname}` === key);
const bodyOf = async (fetch: jest.Mock, key: string) => requestsTo(fetch, key)[0]?.json();

const card = async (name: string) => {
  const heading = await screen.findByRole('heading', { name, level: 3 });
  return heading.closest('li') as HTMLElement;
};

describe('Session detail: header and page', () => {
  it('shows date, type, notes, created and updated, the add buttons and the timer', async () => {
    renderDetail(withExercises([]));
    expect(await screen.findByRole('heading', { level: 1, name: 'push' })).toBeInTheDocument();
    expect(screen.getByText('Fri, Nov 20, 2026')).toBeInTheDocument();
    expect(screen.getByText('Bench day')).toBeInTheDocument();
    expect(screen.getByText('Created')).toBeInTheDocument();
    expect(screen.getByText('Updated')).toBeInTheDocument();
    expect(screen.getByText('timer widget')).toBeInTheDocument();
    expect(await screen.findByText('No exercises yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Back to Sessions' })).toHaveAttribute('href', '/sessions');
  });

  it('"Repeat this workout" starts today\'s session of the same type in one call and opens it; a refusal is said', async () => {
    const repeated: Session = { ...session, id: 2, notes: null, session_date: `${todayInputValue()}T00:00:00.000Z` };
    let refuse = true;
    const fetch = renderDetail(
      withExercises([], {
        'POST /api/sessions/1/repeat': () => (refuse ? { status: 500, body: { message: 'Database unavailable' } } : { status: 201, body: repeated }),
        'GET /api/sessions/2': { body: repeated },
        'GET /api/sessions/2/exercises': { body: [{ ...bench(), id: 70, session_id: 2, sets: [] }] },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Repeat this workout' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not repeat this workout');
    refuse = false;
    await userEvent.click(screen.getByRole('button', { name: 'Repeat this workout' }));
    // The new session's page: its card has no sets yet.
    expect(await screen.findByText('No sets')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Bench Press' })).toBeInTheDocument();
    expect(await bodyOf(fetch, 'POST /api/sessions/1/repeat')).toEqual({ session_date: `${todayInputValue()}T00:00:00.000Z`, session_type: 'push' });
  });

  it('"Private: never shown in any group": saved with the session at once; a refusal is said and the box shows what is saved', async () => {
    let refuse = false;
    let saved: Session = session;
    const fetch = renderDetail(
      withExercises([], {
        'GET /api/sessions/1': () => ({ body: saved }),
        'PUT /api/sessions/1': async (request) => {
          if (refuse) return { status: 500, body: { message: 'Database unavailable' } };
          saved = { ...saved, ...((await request.json()) as Session) };
          return { body: saved };
        },
      }),
    );
    const box = await screen.findByRole('checkbox', { name: 'Private: never shown in any group' });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await waitFor(() => expect(requestsTo(fetch, 'PUT /api/sessions/1')).toHaveLength(1));
    // The page came in one read; the write refetches the session only.
    await waitFor(() => expect(requestsTo(fetch, 'GET /api/sessions/1')).toHaveLength(1));
    expect(requestsTo(fetch, 'GET /api/sessions/1/page')).toHaveLength(1);
    await waitFor(() => expect(box).toBeChecked());
    expect(await bodyOf(fetch, 'PUT /api/sessions/1')).toEqual({
      session_date: session.session_date,
      session_type: 'push',
      notes: 'Bench day',
      private: true,
    });
    refuse = true;
    await userEvent.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update session');
    expect(box).toBeChecked();
  });

  it('says "Loading session..." while loading', () => {
    renderDetail({ 'GET /api/sessions/1': { pending: true }, 'GET /api/sessions/1/exercises': { pending: true } });
    expect(screen.getByRole('status')).toHaveTextContent('Loading session...');
  });

  it.each([
    ['a session that is not there (or not yours)', '/sessions/1', { 'GET /api/sessions/1': { status: 404, body: { message: 'Session not found' } } }],
    ['an id that is not a number', '/sessions/abc', {}],
  ] as const)('says "Session not found" for %s, with a way back', async (_case, path, routes) => {
    renderDetail(routes as MockRoutes, path);
    expect(await screen.findByText('Session not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sessions' })).toHaveAttribute('href', '/sessions');
  });

  it('shows "Failed to fetch session" with Retry for other failures', async () => {
    renderDetail({ 'GET /api/sessions/1': { status: 500 }, 'GET /api/sessions/1/exercises': { body: [] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch session');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('toggles Quick Log and Manual Add Exercises (add mode none | quicklog | manual), keeping what was typed in each', async () => {
    renderDetail(withExercises([]));
    const quick = await screen.findByRole('button', { name: 'Quick Log' });
    const manual = screen.getByRole('button', { name: 'Manual Add Exercises' });
    expect(screen.queryByText('quick log panel for 1')).not.toBeInTheDocument();
    await userEvent.click(quick);
    expect(screen.getByText('quick log panel for 1')).toBeVisible();
    expect(quick).toHaveAttribute('aria-pressed', 'true');
    await userEvent.type(screen.getByLabelText('Quick log text'), 'Squat 3x5 @225');
    await userEvent.click(manual);
    expect(screen.getByText('quick log panel for 1')).not.toBeVisible();
    expect(screen.getByText('bulk entry panel for 1')).toBeVisible();
    await userEvent.click(manual);
    expect(screen.getByText('bulk entry panel for 1')).not.toBeVisible();
    // Back to Quick Log: what was typed is still there.
    await userEvent.click(quick);
    expect(screen.getByLabelText('Quick log text')).toHaveValue('Squat 3x5 @225');
    await userEvent.click(screen.getByRole('button', { name: 'close quick log' }));
    expect(screen.getByText('quick log panel for 1')).not.toBeVisible();
    expect(quick).toHaveAttribute('aria-pressed', 'false');
  });

  describe('after a reload with unsaved input (a phone discarded the tab)', () => {
    const withDraft = (Panel: (props: AddPanelProps) => React.ReactNode, has: boolean) =>
      Object.assign((props: AddPanelProps) => <Panel {...props} />, { hasDraft: jest.fn((_id: number) => has) });

    it('opens Quick Log by itself when it has a draft of this session', async () => {
      const QuickLogPanel = withDraft(QuickLogStub, true);
      renderDetail(withExercises([]), '/sessions/1', { QuickLogPanel, BulkEntryPanel: withDraft(BulkStub, false) });
      expect(await screen.findByText('quick log panel for 1')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Quick Log' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByText('bulk entry panel for 1')).not.toBeInTheDocument();
      expect(QuickLogPanel.hasDraft).toHaveBeenCalledWith(1);
    });

    it('opens Manual Add by itself when only it has a draft', async () => {
      renderDetail(withExercises([]), '/sessions/1', { QuickLogPanel: withDraft(QuickLogStub, false), BulkEntryPanel: withDraft(BulkStub, true) });
      expect(await screen.findByText('bulk entry panel for 1')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Manual Add Exercises' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.queryByText('quick log panel for 1')).not.toBeInTheDocument();
    });

    it('with drafts in both, shows Quick Log and marks Manual Add until the lifter looks at it', async () => {
      renderDetail(withExercises([]), '/sessions/1', { QuickLogPanel: withDraft(QuickLogStub, true), BulkEntryPanel: withDraft(BulkStub, true) });
      expect(await screen.findByText('quick log panel for 1')).toBeVisible();
      // Mounted (so its draft is kept and restored) but hidden.
      expect(screen.getByText('bulk entry panel for 1')).not.toBeVisible();
      const manual = screen.getByRole('button', { name: 'Manual Add Exercises (restored input)' });
      await userEvent.click(manual);
      expect(screen.getByText('bulk entry panel for 1')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Manual Add Exercises' })).toHaveAttribute('aria-pressed', 'true');
    });

    it('opens nothing without drafts', async () => {
      renderDetail(withExercises([]), '/sessions/1', { QuickLogPanel: withDraft(QuickLogStub, false), BulkEntryPanel: withDraft(BulkStub, false) });
      expect(await screen.findByRole('button', { name: 'Quick Log' })).toHaveAttribute('aria-pressed', 'false');
      expect(screen.queryByText('quick log panel for 1')).not.toBeInTheDocument();
      expect(screen.queryByText('bulk entry panel for 1')).not.toBeInTheDocument();
    });
  });

  it('shows an inline error when the exercises fail to load again after a change, and keeps the cards', async () => {
    const b = bench();
    const setId = b.sets[1]!.id;
    let down = false;
    const fetch = renderDetail(
      withExercises(() => [b], {
        'GET /api/sessions/1/exercises': () => (down ? { status: 500 } : { body: [b] }),
        [`DELETE /api/exercises/7/sets/${setId}`]: () => {
          down = true;
          return { status: 204 };
        },
      }),
    );
    await userEvent.click(within(await card('Bench Press')).getByRole('button', { name: 'Delete set 2' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete set 2?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load exercises');
    expect(requestsTo(fetch, 'GET /api/sessions/1/exercises')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Bench Press', level: 3 })).toBeInTheDocument();
  }, 20_000);

  it('reads the page in one request: the session, its exercises, last time and records', async () => {
    const fetch = renderDetail(withExercises([bench()], { 'GET /api/sessions/1/last-time': { body: [] }, 'GET /api/sessions/1/records': { body: [] } }));
    await card('Bench Press');
    await waitFor(() =>
      expect(
        fetch.mock.calls.map(([r]) => `${(r as Request).method} ${new URL((r as Request).url).pathname}`).filter((c) => c.includes('/api/sessions/1')),
      ).toEqual(['GET /api/sessions/1/page']),
    );
  }, 20_000);
});

describe('Exercise list', () => {
  it('shows cards with badge, name, variation, notes and set summary', async () => {
    renderDetail(withExercises([bench(), pullUps(), plank()]));
    const benchCard = await card('Bench Press');
    // A dictionary lift carries no badge; only a custom one is marked.
    expect(within(benchCard).queryByText('Dictionary')).not.toBeInTheDocument();
    expect(within(benchCard).queryByText('Custom')).not.toBeInTheDocument();
    expect(within(benchCard).getByText('Paused')).toBeInTheDocument();
    expect(within(benchCard).getByText('Elbows in')).toBeInTheDocument();
    expect(within(benchCard).getByText('3×8-10')).toBeInTheDocument();
    expect(within(benchCard).getByText('135 lbs × 10')).toBeInTheDocument();
    const chins = await card('Weighted Chins');
    expect(within(chins).getByText('Custom')).toBeInTheDocument();
    expect(within(chins).getByText('3×8')).toBeInTheDocument();
    expect(within(await card('Plank')).getByText('No sets')).toBeInTheDocument();
  });

  it('sorts Newest First by default and toggles to Oldest First', async () => {
    renderDetail(withExercises([bench(), pullUps(), plank()]));
    await card('Bench Press');
    const names = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names()).toEqual(['Plank', 'Weighted Chins', 'Bench Press']);
    expect(screen.getByRole('button', { name: 'Newest First' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Oldest First' }));
    expect(names()).toEqual(['Bench Press', 'Weighted Chins', 'Plank']);
  });

  it('collapses and expands all cards, keeping what was typed', async () => {
    renderDetail(withExercises([bench(), pullUps()]));
    const benchCard = await card('Bench Press');
    await userEvent.clear(within(benchCard).getByLabelText('Reps'));
    await userEvent.type(within(benchCard).getByLabelText('Reps'), '7');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse All' }));
    for (const toggle of screen.getAllByRole('button', { expanded: false })) expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(benchCard).queryByRole('form', { name: 'Add set to Bench Press' })).not.toBeInTheDocument();
    expect(within(benchCard).getByText('3×8-10')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Expand All' }));
    expect(within(benchCard).getByLabelText('Reps')).toHaveValue('7');
    // One card on its own.
    await userEvent.click(screen.getByRole('button', { name: 'Weighted Chins' }));
    expect(screen.getByRole('button', { name: 'Weighted Chins' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: 'Collapse All' })).toBeInTheDocument();
  });
});

describe('Add set', () => {
  it('weighted: one row of weight and reps from the last set; More opens unit, notes and plates; keeps the numbers for the next set', async () => {
    // The shell's live region, as the app has it beside the area.
    render(<LiveAnnouncer />);
    const fetch = renderDetail(
      withExercises([bench()], {
        'POST /api/exercises/7/sets': () => ({ status: 201, body: set(4, { weight: 60, weight_unit: 'kg', reps: 5, notes: 'grindy' }) }),
      }),
    );
    const benchCard = await card('Bench Press');
    // The row is drawn afresh after each set (it moves on to the next set to offer).
    const form = () => within(benchCard).getByRole('form', { name: 'Add set to Bench Press' });
    expect(within(form()).getByLabelText('Weight')).toHaveValue('135');
    expect(within(form()).getByLabelText('Weight')).toHaveAttribute('inputmode', 'decimal');
    expect(within(form()).getByLabelText('Reps')).toHaveAttribute('inputmode', 'numeric');
    // The row: no unit menu and no notes until More.
    expect(within(form()).queryByLabelText('Unit')).not.toBeInTheDocument();
    expect(within(form()).queryByLabelText('Set notes (optional)')).not.toBeInTheDocument();
    await userEvent.click(within(form()).getByRole('button', { name: 'More fields: unit, set type, RPE, distance, notes, plates' }));
    expect(within(form()).getByLabelText('Unit')).toHaveValue('lbs');
    expect(within(form()).getByRole('status', { name: 'Plates per side' })).toHaveTextContent('Per side: 45 (45 lbs bar)');
    await userEvent.clear(within(form()).getByLabelText('Weight'));
    await userEvent.type(within(form()).getByLabelText('Weight'), '60');
    await userEvent.selectOptions(within(form()).getByLabelText('Unit'), 'kg');
    expect(within(form()).getByRole('status', { name: 'Plates per side' })).toHaveTextContent('Per side: 20 (20 kg bar)');
    await userEvent.clear(within(form()).getByLabelText('Reps'));
    await userEvent.type(within(form()).getByLabelText('Reps'), '5');
    await userEvent.type(within(form()).getByLabelText('Set notes (optional)'), 'grindy');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Set' }));
    expect(await screen.findByText('60 kg × 5')).toBeInTheDocument();
    expect(await bodyOf(fetch, 'POST /api/exercises/7/sets')).toEqual({ weight: 60, weight_unit: 'kg', reps: 5, duration: null, notes: 'grindy' });
    // Saved, and said politely to a screen reader (the new row is out of sight of the form).
    await waitFor(() => expect(screen.getByTestId('live-announcer')).toHaveTextContent('Set logged: Bench Press, 60 kg × 5'));
    // Back to the row, the numbers kept for the next set, the note not.
    expect(within(form()).queryByLabelText('Unit')).not.toBeInTheDocument();
    expect(within(form()).getByLabelText('Weight')).toHaveValue('60');
    expect(within(form()).getByLabelText('Reps')).toHaveValue('5');
    await userEvent.click(within(form()).getByRole('button', { name: 'More fields: unit, set type, RPE, distance, notes, plates' }));
    expect(within(form()).getByLabelText('Unit')).toHaveValue('kg');
    expect(within(form()).getByLabelText('Set notes (optional)')).toHaveValue('');
  });

  it('distance: typed in km for a kg lifter (mi for lbs), sent in metres, shown on the row; a bad one names the field', async () => {
    const run = () => exercise(12, 'Treadmill Run', 1, { type: 'duration', sets: [set(1, { duration: 1_500_000, distance: 5000 })] });
    const fetch = renderDetail(
      withExercises([run()], {
        'GET /api/user/profile': { body: { id: 1, email: 'l@example.test', name: 'Lifter', weight_unit: 'kg' } },
        'POST /api/exercises/12/sets': async (request) => ({ status: 201, body: set(2, { ...((await request.json()) as object) }) }),
      }),
    );
    const runCard = await card('Treadmill Run');
    expect(await within(runCard).findByText('25:00 · 5.00 km')).toBeInTheDocument();
    const form = () => within(runCard).getByRole('form', { name: 'Add set to Treadmill Run' });
    await userEvent.click(within(form()).getByRole('button', { name: /^More fields/ }));
    // Offered from the set before, in the lifter's unit.
    const distance = within(form()).getByLabelText('Distance (optional)');
    expect(distance).toHaveValue('5');
    await userEvent.clear(distance);
    await userEvent.type(distance, 'far');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Set' }));
    expect(within(form()).getByLabelText('Distance (optional)')).toHaveAccessibleDescription('Distance must be a number');
    await userEvent.clear(within(form()).getByLabelText('Distance (optional)'));
    await userEvent.type(within(form()).getByLabelText('Distance (optional)'), '6.5');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Set' }));
    expect(await within(runCard).findByText('25:00 · 6.50 km')).toBeInTheDocument();
    expect(await bodyOf(fetch, 'POST /api/exercises/12/sets')).toMatchObject({ duration: 1_500_000, distance: 6500 });
  });

  it("last time lists each set with its distance, in the lifter's unit, as the set rows write it", async () => {
    const run = () => exercise(12, 'Rowing Machine', 1, { type: 'duration' });
    const lastTime = {
      lift: 'rowing machine',
      name: 'Rowing Machine',
      session_id: 0,
      session_date: '2026-11-13T00:00:00.000Z',
      sets: [set(1, { duration: 1_260_000, distance: 5200 }), set(2, { duration: 300_000 })],
    };
    renderDetail(
      withExercises([run()], {
        'GET /api/user/profile': { body: { id: 1, email: 'l@example.test', name: 'Lifter', weight_unit: 'kg' } },
        'GET /api/sessions/1/last-time': { body: [lastTime] },
      }),
    );
    const rowCard = await card('Rowing Machine');
    expect(await within(rowCard).findByText('21:00 · 5.20 km, 5:00', { exact: false })).toHaveTextContent(/^Last time Nov 13: 21:00 · 5\.20 km, 5:00$/);
  });

  it('weighted: needs weight and reps', async () => {
    const fetch = renderDetail(withExercises([exercise(5, 'Squat', 1)]));
    const form = within(await card('Squat')).getByRole('form', { name: 'Add set to Squat' });
    expect(within(form).getByText('lbs ×')).toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Add Set' }));
    expect(within(form).getByLabelText('Weight')).toHaveAccessibleDescription('Weight is required');
    expect(within(form).getByLabelText('Reps')).toHaveAccessibleDescription('Reps are required');
    expect(requestsTo(fetch, 'POST /api/exercises/5/sets')).toHaveLength(0);
  });

  it('shows a set at once, marked until saved, and a slow api never blocks the next set', async () => {
    const answers: (() => void)[] = [];
    let saved = 200;
    renderDetail(
      withExercises([exercise(5, 'Squat', 1)], {
        'POST /api/exercises/5/sets': async (request) => {
          const body = (await request.json()) as { weight: number; reps: number };
          const id = saved++;
          return new Promise((resolve) => answers.push(() => resolve({ status: 201, body: set(id - 199, { id, ...body, weight_unit: 'lbs' }) })));
        },
      }),
    );
    const squat = await card('Squat');
    const form = () => within(squat).getByRole('form', { name: 'Add set to Squat' });
    await userEvent.type(within(form()).getByLabelText('Weight'), '225');
    await userEvent.type(within(form()).getByLabelText('Reps'), '5');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Set' }));
    const sets = await within(squat).findByRole('list', { name: 'Sets of Squat' });
    expect(await within(sets).findByText('225 lbs × 5')).toBeInTheDocument();
    expect(within(sets).getByText('Saving…')).toBeInTheDocument();
    // The api has not answered; the next set goes in all the same.
    await userEvent.clear(within(form()).getByLabelText('Reps'));
    await userEvent.type(within(form()).getByLabelText('Reps'), '4');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Set' }));
    expect(await within(sets).findByText('225 lbs × 4')).toBeInTheDocument();
    expect(within(sets).getAllByText('Saving…')).toHaveLength(2);
    await waitFor(() => expect(answers).toHaveLength(2));
    answers.forEach((answer) => answer());
    await waitFor(() => expect(within(sets).queryByText('Saving…')).not.toBeInTheDocument());
    expect(within(sets).getByRole('button', { name: 'Edit set 2' })).toBeInTheDocument();
    expect(within(sets).getByText('225 lbs × 4')).toBeInTheDocument();
  });

  it('an edit begun on a set still saving stays open, with what was typed, when the set is saved', async () => {
    let answer: () => void = () => undefined;
    renderDetail(
      withExercises([exercise(5, 'Squat', 1)], {
        'POST /api/exercises/5/sets': async (request) => {
          const body = (await request.json()) as { weight: number; reps: number };
          return new Promise((resolve) => (answer = () => resolve({ status: 201, body: set(1, { id: 300, ...body, weight_unit: 'lbs' }) })));
        },
      }),
    );
    const squat = await card('Squat');
    const form = within(squat).getByRole('form', { name: 'Add set to Squat' });
    await userEvent.type(within(form).getByLabelText('Weight'), '225');
    await userEvent.type(within(form).getByLabelText('Reps'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Set' }));
    const sets = await within(squat).findByRole('list', { name: 'Sets of Squat' });
    expect(await within(sets).findByText('Saving…')).toBeInTheDocument();
    await userEvent.click(within(sets).getByRole('button', { name: 'Edit set 1' }));
    const edit = within(sets).getByRole('form', { name: 'Edit set 1' });
    await userEvent.clear(within(edit).getByLabelText('Reps'));
    await userEvent.type(within(edit).getByLabelText('Reps'), '4');
    answer();
    await waitFor(() => expect(within(sets).queryByText('Saving…')).not.toBeInTheDocument());
    expect(within(within(sets).getByRole('form', { name: 'Edit set 1' })).getByLabelText('Reps')).toHaveValue('4');
  });

  it('reps: only reps', async () => {
    const fetch = renderDetail(
      withExercises([exercise(8, 'Pull-ups', 1, { type: 'reps' })], { 'POST /api/exercises/8/sets': { status: 201, body: set(1, { reps: 12 }) } }),
    );
    const form = () => screen.getByRole('form', { name: 'Add set to Pull-ups' });
    await card('Pull-ups');
    expect(within(form()).queryByLabelText('Weight')).not.toBeInTheDocument();
    await userEvent.type(within(form()).getByLabelText('Reps'), '12');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Set' }));
    await waitFor(() => expect(requestsTo(fetch, 'POST /api/exercises/8/sets')).toHaveLength(1));
    expect(await bodyOf(fetch, 'POST /api/exercises/8/sets')).toEqual({ weight: null, weight_unit: null, reps: 12, duration: null, notes: null });
  });

  it('duration: hours, minutes, seconds sent in ms, and only when above 0', async () => {
    const fetch = renderDetail(withExercises([plank()], { 'POST /api/exercises/9/sets': { status: 201, body: set(1, { duration: 90_000 }) } }));
    await card('Plank');
    const form = () => screen.getByRole('form', { name: 'Add set to Plank' });
    expect(within(form()).queryByLabelText('Reps')).not.toBeInTheDocument();
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Set' }));
    expect(within(form()).getByRole('alert')).toHaveTextContent('Enter a duration above 0');
    expect(requestsTo(fetch, 'POST /api/exercises/9/sets')).toHaveLength(0);
    await userEvent.type(within(form()).getByLabelText('Minutes'), '1');
    await userEvent.type(within(form()).getByLabelText('Seconds'), '30');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Set' }));
    await waitFor(() => expect(requestsTo(fetch, 'POST /api/exercises/9/sets')).toHaveLength(1));
    expect(await bodyOf(fetch, 'POST /api/exercises/9/sets')).toEqual({ weight: null, weight_unit: null, reps: null, duration: 90_000, notes: null });
    // Many steps on a shared machine: more time than the default, the same checks.
  }, 15_000);

  it('takes a refused set out of the list again, says why, and keeps it to send again', async () => {
    let refuse = true;
    const fetch = renderDetail(
      withExercises([exercise(8, 'Pull-ups', 1, { type: 'reps' })], {
        'POST /api/exercises/8/sets': () => (refuse ? { status: 500 } : { status: 201, body: set(1, { id: 300, reps: 12, notes: 'strict' }) }),
      }),
    );
    const pullUps = await card('Pull-ups');
    const form = () => within(pullUps).getByRole('form', { name: 'Add set to Pull-ups' });
    await userEvent.type(within(form()).getByLabelText('Reps'), '12');
    await userEvent.click(within(form()).getByRole('button', { name: 'More fields: unit, set type, RPE, distance, notes, plates' }));
    await userEvent.type(within(form()).getByLabelText('Set notes (optional)'), 'strict');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Set' }));
    expect(await within(pullUps).findByRole('alert')).toHaveTextContent('Set 12 reps was not saved: Could not add the set');
    expect(within(pullUps).queryByRole('list', { name: 'Sets of Pull-ups' })).not.toBeInTheDocument();
    refuse = false;
    await userEvent.click(within(pullUps).getByRole('button', { name: 'Try again' }));
    expect(await within(pullUps).findByText('12 reps')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(fetch, 'POST /api/exercises/8/sets')).toHaveLength(2));
    expect(await requestsTo(fetch, 'POST /api/exercises/8/sets')[1]!.json()).toEqual({
      weight: null,
      weight_unit: null,
      reps: 12,
      duration: null,
      notes: 'strict',
    });
    expect(within(pullUps).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a lost answer to Add Set says the set may have been saved, and shows it after the refetch', async () => {
    let saved = false;
    const pullUps = exercise(8, 'Pull-ups', 1, { type: 'reps' });
    const routes = withExercises(() => (saved ? [{ ...pullUps, sets: [set(1, { reps: 12 })] }] : [pullUps]), {
      // The api saved the set, but the answer never reached the browser (a gateway timeout).
      'POST /api/exercises/8/sets': () => {
        saved = true;
        return { status: 504 };
      },
    });
    renderDetail(routes);
    const form = within(await card('Pull-ups')).getByRole('form', { name: 'Add set to Pull-ups' });
    await userEvent.type(within(form).getByLabelText('Reps'), '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Add Set' }));
    expect(await within(await card('Pull-ups')).findByRole('alert')).toHaveTextContent('The set may have been saved');
    expect(await within(await card('Pull-ups')).findByText('12 reps')).toBeInTheDocument();
  });
});

const kgLifter = { 'GET /api/user/profile': { body: { id: 1, email: 'l@example.test', name: 'Lifter', weight_unit: 'kg' } } } as const;
const echoSet = (id: number) => ({
  [`POST /api/exercises/${id}/sets`]: async (request: Request) => ({ status: 201, body: set(90, { ...((await request.json()) as object) }) }),
});

describe("A kg lifter: the lifter's unit on every entry (docs/product.md §5.10)", () => {
  it("a first set starts in kg, the plates are a 20 kg bar's, and it is saved in kg", async () => {
    const squat = () => exercise(11, 'Back Squat', 1);
    const fetch = renderDetail(withExercises([squat()], { ...kgLifter, ...echoSet(11) }));
    const squatCard = await card('Back Squat');
    const form = () => within(squatCard).getByRole('form', { name: 'Add set to Back Squat' });
    await waitFor(() => expect(within(form()).getByText('kg ×')).toBeInTheDocument());
    await userEvent.type(within(form()).getByLabelText('Weight'), '100');
    await userEvent.type(within(form()).getByLabelText('Reps'), '5');
    await userEvent.click(within(form()).getByRole('button', { name: /^More fields/ }));
    expect(within(form()).getByLabelText('Unit')).toHaveValue('kg');
    expect(within(form()).getByRole('status', { name: 'Plates per side' })).toHaveTextContent('Per side: 25 + 15 (20 kg bar)');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Set' }));
    expect(await bodyOf(fetch, 'POST /api/exercises/11/sets')).toMatchObject({ weight: 100, weight_unit: 'kg', reps: 5 });
  });

  it('each set shows the unit it was logged in, and says so where it is not the lifter’s', async () => {
    const squat = () =>
      exercise(11, 'Back Squat', 1, { sets: [set(1, { weight: 225, weight_unit: 'lbs', reps: 5 }), set(2, { weight: 100, weight_unit: 'kg', reps: 5 })] });
    renderDetail(withExercises([squat()], kgLifter));
    const rows = await screen.findByRole('list', { name: 'Sets of Back Squat' });
    await waitFor(() => expect(within(rows).getAllByRole('listitem')[0]).toHaveTextContent('225 lbs × 5logged in lbs'));
    expect(within(rows).getAllByRole('listitem')[1]).toHaveTextContent('100 kg × 5');
    expect(within(rows).getAllByRole('listitem')[1]).not.toHaveTextContent('logged in');
  });

  it('editing a set that has no weight yet (logged before the lift became weighted) offers kg', async () => {
    const chins = () => exercise(8, 'Weighted Chins', 10, { sets: [set(1, { id: 555, reps: 8 })] });
    const fetch = renderDetail(withExercises([chins()], { ...kgLifter, 'PUT /api/exercises/8/sets/555': { body: {} } }));
    const chinsCard = await card('Weighted Chins');
    await waitFor(() => expect(within(chinsCard).getByText('kg ×')).toBeInTheDocument());
    await userEvent.click(within(chinsCard).getByRole('button', { name: 'Edit set 1' }));
    const edit = within(chinsCard).getByRole('form', { name: 'Edit set 1' });
    expect(within(edit).getByLabelText('Unit')).toHaveValue('kg');
    await userEvent.type(within(edit).getByLabelText('Weight'), '10');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(fetch, 'PUT /api/exercises/8/sets/555')).toHaveLength(1));
    expect(await bodyOf(fetch, 'PUT /api/exercises/8/sets/555')).toMatchObject({ weight: 10, weight_unit: 'kg', reps: 8 });
  });

  it('after a warm-up, the row offers a working set with the same figures', async () => {
    const squat = () => exercise(11, 'Back Squat', 1, { sets: [set(1, { weight: 60, weight_unit: 'kg', reps: 5, kind: 'warmup' })] });
    const fetch = renderDetail(withExercises([squat()], { ...kgLifter, ...echoSet(11) }));
    const squatCard = await card('Back Squat');
    const form = () => within(squatCard).getByRole('form', { name: 'Add set to Back Squat' });
    await waitFor(() => expect(within(form()).getByLabelText('Weight')).toHaveValue('60'));
    await userEvent.click(within(form()).getByRole('button', { name: /^More fields/ }));
    expect(within(form()).getByLabelText('Set type')).toHaveValue('normal');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Set' }));
    const body = (await bodyOf(fetch, 'POST /api/exercises/11/sets')) as Record<string, unknown>;
    expect(body).toMatchObject({ weight: 60, weight_unit: 'kg', reps: 5 });
    expect(body.kind).toBeUndefined();
  });

  it('the profile arriving late starts untouched rows over in kg, and keeps open rows open and what was typed', async () => {
    let answerProfile = () => {};
    const profile = new Promise<void>((resolve) => (answerProfile = resolve));
    const lifts = [exercise(11, 'Back Squat', 1), exercise(12, 'Bench Press', 2)];
    renderDetail(
      withExercises(lifts, {
        'GET /api/user/profile': async () => {
          await profile;
          return kgLifter['GET /api/user/profile'];
        },
      }),
    );
    const form = async (name: string) => within(await card(name)).getByRole('form', { name: `Add set to ${name}` });
    await userEvent.click(within(await form('Back Squat')).getByRole('button', { name: /^More fields/ }));
    await userEvent.type(within(await form('Back Squat')).getByLabelText('Weight'), '100');
    await userEvent.click(within(await form('Bench Press')).getByRole('button', { name: /^More fields/ }));
    expect(within(await form('Bench Press')).getByLabelText('Unit')).toHaveValue('lbs');
    answerProfile();
    await waitFor(async () => expect(within(await form('Bench Press')).getByLabelText('Unit')).toHaveValue('kg'));
    expect(within(await form('Back Squat')).getByLabelText('Weight')).toHaveValue('100');
    expect(within(await form('Back Squat')).getByLabelText('Unit')).toHaveValue('lbs');
  });

  it('a 40 m sled push is offered as 40 m and saved as 40 m, for an lbs lifter too (was "0.025 mi", 40.23 m)', async () => {
    const push = () => exercise(13, 'Sled Push', 1, { type: 'duration', sets: [set(1, { weight: 90, weight_unit: 'lbs', distance: 40 })] });
    const fetch = renderDetail(withExercises([push()], echoSet(13)));
    const pushCard = await card('Sled Push');
    expect(within(pushCard).getByText('90 lbs · 40 m')).toBeInTheDocument();
    const form = () => within(pushCard).getByRole('form', { name: 'Add set to Sled Push' });
    await userEvent.click(within(form()).getByRole('button', { name: /^More fields/ }));
    expect(within(form()).getByLabelText('Distance (optional)')).toHaveValue('40');
    expect(within(form()).getByLabelText('Distance unit')).toHaveValue('m');
    await userEvent.click(within(form()).getByRole('button', { name: 'Add Set' }));
    expect(await bodyOf(fetch, 'POST /api/exercises/13/sets')).toMatchObject({ distance: 40, duration: null });
  });
});

describe('Sets: edit and delete', () => {
  it('edits a set in place', async () => {
    const b = bench();
    const setId = b.sets[0]!.id;
    const fetch = renderDetail(withExercises([b], { [`PUT /api/exercises/7/sets/${setId}`]: { body: {} } }));
    const benchCard = await card('Bench Press');
    await userEvent.click(within(benchCard).getByRole('button', { name: 'Edit set 1' }));
    const form = within(benchCard).getByRole('form', { name: 'Edit set 1' });
    expect(within(form).getByLabelText('Weight')).toHaveValue('135');
    expect(within(form).getByLabelText('Reps')).toHaveValue('10');
    await userEvent.clear(within(form).getByLabelText('Reps'));
    await userEvent.type(within(form).getByLabelText('Reps'), '11');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(within(benchCard).queryByRole('form', { name: 'Edit set 1' })).not.toBeInTheDocument());
    expect(await bodyOf(fetch, `PUT /api/exercises/7/sets/${setId}`)).toEqual({ weight: 135, weight_unit: 'lbs', reps: 11, duration: null, notes: null });
  });

  it('keeps the set edit open with its values on failure', async () => {
    const b = bench();
    renderDetail(withExercises([b], { [`PUT /api/exercises/7/sets/${b.sets[0]!.id}`]: { status: 500 } }));
    const benchCard = await card('Bench Press');
    await userEvent.click(within(benchCard).getByRole('button', { name: 'Edit set 1' }));
    const form = within(benchCard).getByRole('form', { name: 'Edit set 1' });
    await userEvent.clear(within(form).getByLabelText('Reps'));
    await userEvent.type(within(form).getByLabelText('Reps'), '11');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Could not save the set');
    expect(within(form).getByLabelText('Reps')).toHaveValue('11');
  });

  it('asks "Are you sure you want to delete this set?" before deleting', async () => {
    const b = bench();
    const setId = b.sets[1]!.id;
    const fetch = renderDetail(withExercises([b], { [`DELETE /api/exercises/7/sets/${setId}`]: { status: 204 } }));
    await userEvent.click(within(await card('Bench Press')).getByRole('button', { name: 'Delete set 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete set 2?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this set?');
    expect(requestsTo(fetch, `DELETE /api/exercises/7/sets/${setId}`)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(fetch, `DELETE /api/exercises/7/sets/${setId}`)).toHaveLength(1);
  });
});

describe('Exercise: edit and delete', () => {
  it('a dictionary exercise keeps its name; the rest is editable and sent without a name', async () => {
    const fetch = renderDetail(withExercises([bench()], { 'PUT /api/exercises/7': { body: {} } }));
    await userEvent.click(within(await card('Bench Press')).getByRole('button', { name: 'Edit Bench Press' }));
    const form = screen.getByRole('form', { name: 'Edit Bench Press' });
    expect(within(form).getByLabelText('Name')).toBeDisabled();
    expect(within(form).getByLabelText('Type')).toHaveValue('weighted');
    await userEvent.clear(within(form).getByLabelText('Variation (optional)'));
    await userEvent.type(within(form).getByLabelText('Variation (optional)'), 'Close grip');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Bench Press' })).not.toBeInTheDocument());
    expect(await bodyOf(fetch, 'PUT /api/exercises/7')).toEqual({ type: 'weighted', variation: 'Close grip', notes: 'Elbows in' });
  });

  it('a custom exercise can be renamed and its type changed', async () => {
    const fetch = renderDetail(withExercises([pullUps()], { 'PUT /api/exercises/8': { body: {} } }));
    await userEvent.click(within(await card('Weighted Chins')).getByRole('button', { name: 'Edit Weighted Chins' }));
    const form = screen.getByRole('form', { name: 'Edit Weighted Chins' });
    const name = within(form).getByLabelText('Name');
    expect(name).toBeEnabled();
    await userEvent.clear(name);
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(name).toHaveAccessibleDescription('Name is required');
    await userEvent.type(name, 'Chin-ups');
    // The types are named as on Manual Add's cards.
    expect(
      within(within(form).getByLabelText('Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Weighted', 'Reps', 'Duration']);
    await userEvent.selectOptions(within(form).getByLabelText('Type'), 'weighted');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(fetch, 'PUT /api/exercises/8')).toHaveLength(1));
    expect(await bodyOf(fetch, 'PUT /api/exercises/8')).toEqual({ type: 'weighted', variation: null, notes: null, name: 'Chin-ups' });
  });

  it('keeps the exercise edit open on failure', async () => {
    renderDetail(withExercises([pullUps()], { 'PUT /api/exercises/8': { status: 500 } }));
    await userEvent.click(within(await card('Weighted Chins')).getByRole('button', { name: 'Edit Weighted Chins' }));
    const form = screen.getByRole('form', { name: 'Edit Weighted Chins' });
    await userEvent.type(within(form).getByLabelText('Variation (optional)'), 'Neutral');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Could not save the exercise');
    expect(within(form).getByLabelText('Variation (optional)')).toHaveValue('Neutral');
  });

  it('asks "Delete this exercise and all its sets?" before deleting', async () => {
    let list = [bench(), pullUps()];
    const fetch = renderDetail(
      withExercises(() => list, {
        'DELETE /api/exercises/7': () => {
          list = [pullUps()];
          return { status: 204 };
        },
      }),
    );
    await userEvent.click(within(await card('Bench Press')).getByRole('button', { name: 'Delete Bench Press' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Bench Press?' });
    expect(dialog).toHaveTextContent('Delete this exercise and all its sets?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requestsTo(fetch, 'DELETE /api/exercises/7')).toHaveLength(0);
    await userEvent.click(within(await card('Bench Press')).getByRole('button', { name: 'Delete Bench Press' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Bench Press' })).not.toBeInTheDocument());
    expect(requestsTo(fetch, 'DELETE /api/exercises/7')).toHaveLength(1);
  });

  it('says so in the dialog when the exercise cannot be deleted', async () => {
    renderDetail(withExercises([bench()], { 'DELETE /api/exercises/7': { status: 500 } }));
    await userEvent.click(within(await card('Bench Press')).getByRole('button', { name: 'Delete Bench Press' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not delete the exercise');
  });
});

describe('The workout checklist: planned sets checked off one tap a set', () => {
  const plannedSet = (id: number, position: number, fields: Partial<Exercise['planned_sets'][number]> = {}) => ({
    id,
    position,
    kind: 'normal' as const,
    weight: 100,
    weight_unit: 'kg' as const,
    reps: 5,
    duration: null,
    distance: null,
    rpe: null,
    ...fields,
  });
  const plannedBench = (
    sets: WorkoutSet[] = [],
    planned = [plannedSet(81, 1, { kind: 'warmup', weight: 60, reps: 8 }), plannedSet(82, 2, { reps_max: 8, rest_seconds: 90 }), plannedSet(83, 3)],
  ) => exercise(7, 'Bench Press', 5, { dictionary_exercise_id: 3, sets, planned_sets: planned });
  const lastTimeBench = {
    lift: 'bench press',
    name: 'Bench Press',
    session_id: 2,
    session_date: '2026-11-13T00:00:00.000Z',
    sets: [set(1, { weight: 57.5, weight_unit: 'kg', reps: 8, kind: 'warmup' }), set(2, { weight: 97.5, weight_unit: 'kg', reps: 6 })],
  };
  const restTimer = () => JSON.parse(localStorage.getItem(REST_TIMER_KEY) ?? 'null') as { exercise: string; durationMs: number } | null;

  beforeEach(() => {
    localStorage.clear();
    resetRestTimerStore();
  });

  it('rows show W or the number, the target, Previous and fields holding the target; Done logs the figures shown and starts the planned rest', async () => {
    let logged = false;
    const fetch = renderDetail(
      withExercises(
        () =>
          logged
            ? [
                plannedBench(
                  [set(1, { weight: 100, weight_unit: 'kg', reps: 5 })],
                  [plannedSet(81, 1, { kind: 'warmup', weight: 60, reps: 8 }), plannedSet(83, 3)],
                ),
              ]
            : [plannedBench()],
        {
          'GET /api/sessions/1/last-time': { body: [lastTimeBench] },
          'POST /api/exercises/7/planned_sets/82/log': () => {
            logged = true;
            return { status: 201, body: set(1, { weight: 100, weight_unit: 'kg', reps: 5 }) };
          },
        },
      ),
    );
    const benchCard = await card('Bench Press');
    expect(within(benchCard).getByText('No sets')).toBeInTheDocument();
    expect(within(benchCard).getByText('3 planned')).toBeInTheDocument();
    const list = within(benchCard).getByRole('list', { name: 'Sets of Bench Press' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/^WSet 1, warm-up/);
    expect(rows[0]).toHaveTextContent('Target 8 × 60 kg');
    expect(await within(list).findByText('57.5 kg × 8')).toBeInTheDocument();
    expect(rows[1]).toHaveTextContent('Target 5–8 × 100 kg');
    expect(rows[1]).toHaveTextContent('Previous 97.5 kg × 6');
    expect(rows[2]).toHaveTextContent('Previous —');
    const second = within(list).getByRole('form', { name: 'Set 2 of Bench Press' });
    expect(within(second).getByLabelText('Weight (kg)')).toHaveValue('100');
    expect(within(second).getByLabelText('Reps')).toHaveValue('5');

    await userEvent.click(within(second).getByRole('button', { name: 'Done set 2' }));
    // At once: a done row in the list, the rest the plan asked for.
    expect(await within(list).findByLabelText('Set 1, done')).toBeInTheDocument();
    expect(restTimer()).toMatchObject({ exercise: 'Bench Press', durationMs: 90_000 });
    await waitFor(() => expect(requestsTo(fetch, 'POST /api/exercises/7/planned_sets/82/log')).toHaveLength(1));
    expect(await bodyOf(fetch, 'POST /api/exercises/7/planned_sets/82/log')).toEqual({
      weight: 100,
      weight_unit: 'kg',
      reps: 5,
      duration: null,
      distance: null,
      rpe: null,
      kind: 'normal',
    });
    expect(await within(benchCard).findByText('1×5')).toBeInTheDocument();
    expect(within(benchCard).getByText('2 planned')).toBeInTheDocument();
  }, 30_000);

  it('a field edited first logs what was typed; a bad one is said and kept; a refusal puts the row back and says why', async () => {
    let refuse = true;
    const fetch = renderDetail(
      withExercises([plannedBench()], {
        'POST /api/exercises/7/planned_sets/83/log': () =>
          refuse ? { status: 500 } : { status: 201, body: set(1, { weight: 102.5, weight_unit: 'kg', reps: 4 }) },
      }),
    );
    const benchCard = await card('Bench Press');
    const third = within(benchCard).getByRole('form', { name: 'Set 3 of Bench Press' });
    await userEvent.clear(within(third).getByLabelText('Reps'));
    await userEvent.type(within(third).getByLabelText('Reps'), '4.5');
    await userEvent.click(within(third).getByRole('button', { name: 'Done set 3' }));
    expect(await within(benchCard).findByRole('alert')).toHaveTextContent('Reps must be a whole number');
    expect(within(third).getByLabelText('Reps')).toHaveValue('4.5');
    expect(requestsTo(fetch, 'POST /api/exercises/7/planned_sets/83/log')).toHaveLength(0);

    await userEvent.clear(within(third).getByLabelText('Weight (kg)'));
    await userEvent.type(within(third).getByLabelText('Weight (kg)'), '102.5');
    await userEvent.clear(within(third).getByLabelText('Reps'));
    // Enter in a field is Done too (the keyboard's way).
    await userEvent.type(within(third).getByLabelText('Reps'), '4{Enter}');
    expect(await within(benchCard).findByText(/Set 3 \(5 × 100 kg\) was not logged: Could not log the set/)).toBeInTheDocument();
    const back = within(benchCard).getByRole('form', { name: 'Set 3 of Bench Press' });
    refuse = false;
    await userEvent.click(within(back).getByRole('button', { name: 'Done set 3' }));
    await waitFor(() => expect(requestsTo(fetch, 'POST /api/exercises/7/planned_sets/83/log')).toHaveLength(2));
    expect(await requestsTo(fetch, 'POST /api/exercises/7/planned_sets/83/log')[0]!.json()).toMatchObject({ weight: 102.5, weight_unit: 'kg', reps: 4 });
  }, 30_000);

  it('a timed lift logs through its full form', async () => {
    const fetch = renderDetail(
      withExercises(
        [exercise(9, 'Plank', 15, { type: 'duration', planned_sets: [plannedSet(91, 1, { weight: null, weight_unit: null, reps: null, duration: 60_000 })] })],
        {
          'POST /api/exercises/9/planned_sets/91/log': { status: 201, body: set(1, { duration: 75_000 }) },
        },
      ),
    );
    const plankCard = await card('Plank');
    expect(within(plankCard).getByRole('listitem')).toHaveTextContent('Target 1:00');
    await userEvent.click(within(plankCard).getByRole('button', { name: 'Edit set 1' }));
    const form = within(plankCard).getByRole('form', { name: 'Log set 1 of Plank' });
    await userEvent.type(within(form).getByLabelText('Seconds'), '15');
    await userEvent.click(within(form).getByRole('button', { name: 'Log Set' }));
    await waitFor(() => expect(requestsTo(fetch, 'POST /api/exercises/9/planned_sets/91/log')).toHaveLength(1));
    expect(await bodyOf(fetch, 'POST /api/exercises/9/planned_sets/91/log')).toMatchObject({ duration: 75_000 });
  }, 15_000);

  it('in a superset, the rest starts only after the group’s last exercise', async () => {
    const inGroup = (e: Exercise) => ({ ...e, superset_group: 1 }) as Exercise;
    const fetch = renderDetail(
      withExercises(
        [
          inGroup(exercise(7, 'Bench Press', 5, { planned_sets: [plannedSet(71, 1, { rest_seconds: 0 })] })),
          inGroup(exercise(8, 'Cable Row', 6, { planned_sets: [plannedSet(72, 1, { rest_seconds: 120 })] })),
        ],
        {
          'POST /api/exercises/7/planned_sets/71/log': { status: 201, body: set(1, { weight: 100, weight_unit: 'kg', reps: 5 }) },
          'POST /api/exercises/8/planned_sets/72/log': { status: 201, body: set(1, { weight: 100, weight_unit: 'kg', reps: 5 }) },
        },
      ),
    );
    await userEvent.click(within(await card('Bench Press')).getByRole('button', { name: 'Done set 1' }));
    await waitFor(() => expect(requestsTo(fetch, 'POST /api/exercises/7/planned_sets/71/log')).toHaveLength(1));
    expect(restTimer()).toBeNull();
    await userEvent.click(within(await card('Cable Row')).getByRole('button', { name: 'Done set 1' }));
    expect(restTimer()).toMatchObject({ exercise: 'Bench Press + Cable Row', durationMs: 120_000 });
  }, 15_000);

  it('"Warm-up sets" works out the bar × 10, 40 % × 5, 60 % × 3, 80 % × 2 before the plan; Done logs one as a warm-up', async () => {
    const fetch = renderDetail(
      withExercises([plannedBench([], [plannedSet(82, 1, { weight: 102.5 })])], {
        'GET /api/user/profile': { body: { id: 1, email: 'l@example.test', name: 'Lifter', weight_unit: 'kg' } },
        'POST /api/exercises/7/sets': { status: 201, body: set(1, { weight: 20, weight_unit: 'kg', reps: 10, kind: 'warmup' }) },
      }),
    );
    const benchCard = await card('Bench Press');
    await userEvent.click(within(benchCard).getByRole('button', { name: 'Warm-up sets' }));
    const list = within(benchCard).getByRole('list', { name: 'Sets of Bench Press' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.match(/Target (.*?)(Previous|$)/)?.[1])).toEqual([
      '10 × 20 kg',
      '5 × 40 kg',
      '3 × 62.5 kg',
      '2 × 82.5 kg',
      '5 × 102.5 kg',
    ]);
    expect(within(rows[0]!).getByText('Set 1, warm-up')).toBeInTheDocument();
    expect(within(benchCard).queryByRole('button', { name: 'Warm-up sets' })).not.toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Done set 1' }));
    await waitFor(() => expect(requestsTo(fetch, 'POST /api/exercises/7/sets')).toHaveLength(1));
    expect(await bodyOf(fetch, 'POST /api/exercises/7/sets')).toMatchObject({ weight: 20, weight_unit: 'kg', reps: 10, kind: 'warmup' });
    expect(restTimer()).toMatchObject({ exercise: 'Bench Press', durationMs: 60_000 });
  }, 30_000);

  it('a checked set that beats the lifter’s best wears its PR badge once the api has it; a warm-up never does', async () => {
    let logged = false;
    const beat = set(2, { id: 601, weight: 102.5, weight_unit: 'kg', reps: 5 });
    const warmup = set(1, { id: 600, weight: 60, weight_unit: 'kg', reps: 8, kind: 'warmup' });
    const fetch = renderDetail(
      withExercises(() => [plannedBench(logged ? [warmup, beat] : [warmup], logged ? [] : [plannedSet(82, 2, { weight: 102.5 })])], {
        'POST /api/exercises/7/planned_sets/82/log': () => {
          logged = true;
          return { status: 201, body: beat };
        },
        'GET /api/sessions/1/records': () => ({
          body: logged
            ? [
                { exercise: 'Bench Press', kind: 'e1rm', value: 119.58, unit: 'kg', set_id: 601 },
                { exercise: 'Bench Press', kind: 'weight_for_reps', value: 102.5, unit: 'kg', set_id: 601 },
              ]
            : [],
        }),
      }),
    );
    const benchCard = await card('Bench Press');
    await waitFor(() => expect(requestsTo(fetch, 'GET /api/sessions/1/page')).toHaveLength(1));
    expect(within(benchCard).queryByText(/^PR:/)).not.toBeInTheDocument();
    await userEvent.click(within(benchCard).getByRole('button', { name: 'Done set 2' }));
    const badge = await within(benchCard).findByText('PR: e1RM 119.5 kg');
    expect(badge.closest('li')).toHaveTextContent('102.5 kg × 5');
    expect(within(benchCard).getByText('PR: 102.5 kg × 5')).toBeInTheDocument();
    const warmupRow = within(benchCard).getByLabelText('Set 1').closest('li') as HTMLElement;
    expect(within(warmupRow).queryByText(/^PR:/)).not.toBeInTheDocument();
  }, 30_000);

  it('offers no "Warm-up sets" when the working weight is the empty bar', async () => {
    renderDetail(
      withExercises([plannedBench([], [plannedSet(82, 1, { weight: 20 })])], {
        'GET /api/user/profile': { body: { id: 1, email: 'l@example.test', name: 'Lifter', weight_unit: 'kg' } },
      }),
    );
    const benchCard = await card('Bench Press');
    expect(within(benchCard).getByRole('button', { name: 'Done set 1' })).toBeInTheDocument();
    expect(within(benchCard).queryByRole('button', { name: 'Warm-up sets' })).not.toBeInTheDocument();
  }, 15_000);

  it('removes a planned set from the plan', async () => {
    let removed = false;
    const fetch = renderDetail(
      withExercises(() => [plannedBench([], removed ? [plannedSet(81, 1)] : [plannedSet(81, 1), plannedSet(82, 2)])], {
        'DELETE /api/exercises/7/planned_sets/82': () => {
          removed = true;
          return { status: 204 };
        },
      }),
    );
    const benchCard = await card('Bench Press');
    await userEvent.click(within(benchCard).getByRole('button', { name: 'Remove planned set 2' }));
    await waitFor(() => expect(requestsTo(fetch, 'DELETE /api/exercises/7/planned_sets/82')).toHaveLength(1));
    expect(await within(benchCard).findByText('1 planned')).toBeInTheDocument();
  }, 15_000);
});

describe('The workout clock and Finish', () => {
  const planned = (id: number, position: number) => ({
    id,
    position,
    kind: 'normal' as const,
    weight: 100,
    weight_unit: 'kg' as const,
    reps: 5,
    duration: null,
    distance: null,
    rpe: null,
  });

  it('counts from the first set, asks what becomes of the unchecked sets, and shows the summary', async () => {
    const startedAt = new Date(Date.now() - 65_000).toISOString();
    const logged = set(1, { id: 501, weight: 105, weight_unit: 'kg', reps: 5 });
    let fail = true;
    const fetch = renderDetail({
      'GET /api/sessions/1': { body: { ...session, started_at: startedAt, finished_at: null } },
      'GET /api/sessions/1/exercises': { body: [exercise(7, 'Bench Press', 5, { sets: [logged], planned_sets: [planned(82, 2), planned(83, 3)] })] },
      'GET /api/user/profile': { body: { id: 1, email: 'l@example.test', name: 'Lifter', weight_unit: 'kg' } },
      'POST /api/sessions/1/finish': () =>
        fail
          ? { status: 500 }
          : {
              status: 200,
              body: {
                session: { ...session, started_at: startedAt, finished_at: new Date(Date.parse(startedAt) + 3_125_000).toISOString() },
                duration_ms: 3_125_000,
                volume_lbs: 1157.43,
                set_count: 1,
                records: [
                  { exercise: 'Bench Press', kind: 'e1rm', value: 122.5, unit: 'kg', set_id: 501 },
                  { exercise: 'Bench Press', kind: 'weight_for_reps', value: 105, unit: 'kg', set_id: 501 },
                ],
                progression: [{ exercise: 'Bench Press', summary: '100 → 102.5 kg' }],
              },
            },
    });
    expect(await screen.findByLabelText('Workout time')).toHaveTextContent(/^1:0\d$/);
    await userEvent.click(screen.getByRole('button', { name: 'Finish' }));
    const ask = screen.getByRole('dialog', { name: 'Finish workout?' });
    expect(within(ask).getByRole('group', { name: '2 planned sets are not checked off.' })).toBeInTheDocument();
    expect(within(ask).getByRole('radio', { name: 'Drop them' })).toBeChecked();
    await userEvent.click(within(ask).getByRole('radio', { name: 'Keep them as skipped' }));
    await userEvent.click(within(ask).getByRole('button', { name: 'Finish' }));
    expect(await within(ask).findByText('Could not finish the workout')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(ask).getByRole('button', { name: 'Finish' }));
    const summary = await screen.findByRole('dialog', { name: 'Workout finished' });
    expect(await bodyOf(fetch, 'POST /api/sessions/1/finish')).toEqual({ unchecked: 'skip' });
    expect(within(summary).getByText('Duration').nextSibling).toHaveTextContent('52:05');
    expect(within(summary).getByText('Volume').nextSibling).toHaveTextContent('525 kg');
    expect(within(summary).getByText('Sets').nextSibling).toHaveTextContent('1 set');
    const records = within(summary).getByRole('list', { name: 'Records set today' });
    expect(
      within(records)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Bench Press PR: e1RM 122.5 kg', 'Bench Press PR: 105 kg × 5']);
    expect(within(summary).getByRole('list', { name: 'Progression' })).toHaveTextContent('Bench Press 100 → 102.5 kg');
    await userEvent.click(within(summary).getByRole('button', { name: 'Done' }));
    expect(await screen.findByText('Finished in 52:05')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
  }, 30_000);

  it('Finish answered on this device (no network): what it counted, and that records and next targets come once back online', async () => {
    const startedAt = new Date(Date.now() - 65_000).toISOString();
    renderDetail({
      'GET /api/sessions/1': { body: { ...session, started_at: startedAt, finished_at: null } },
      'GET /api/sessions/1/exercises': { body: [exercise(7, 'Bench Press', 5, { sets: [set(1, { id: 501, weight: 105, weight_unit: 'kg', reps: 5 })] })] },
      'GET /api/user/profile': { body: { id: 1, email: 'l@example.test', name: 'Lifter', weight_unit: 'kg' } },
      // What the outbox answers while the server is out of reach (shared/src/offline, provisionalFinish).
      'POST /api/sessions/1/finish': () => ({
        status: 200,
        body: {
          session: { ...session, started_at: startedAt, finished_at: new Date(Date.parse(startedAt) + 600_000).toISOString() },
          duration_ms: 600_000,
          volume_lbs: 1157.43,
          set_count: 1,
          records: [],
          progression: [],
          provisional: true,
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Finish workout?' })).getByRole('button', { name: 'Finish' }));
    const summary = await screen.findByRole('dialog', { name: 'Workout finished' });
    expect(within(summary).getByText('Duration').nextSibling).toHaveTextContent('10:00');
    expect(within(summary).getByText('Volume').nextSibling).toHaveTextContent('525 kg');
    expect(within(summary).getByText(FINISHED_OFFLINE)).toBeInTheDocument();
    expect(within(summary).queryByText('No records today.')).not.toBeInTheDocument();
  }, 30_000);

  it('shows no clock and no Finish on an old session with nothing planned', async () => {
    renderDetail(withExercises([bench()]));
    await card('Bench Press');
    expect(screen.queryByLabelText('Workout time')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Finish' })).not.toBeInTheDocument();
  });
});
