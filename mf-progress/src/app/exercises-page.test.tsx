import { makeCustomExercise, makeDictionaryExercise, makeProfile, makeProgressPoint, renderArea } from '@liftbook/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { api, profileApi } from '@liftbook/shared';
import type { PersonalRecords, ProgressPoint } from '@liftbook/shared/contract';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import ExercisesArea from './exercises-area';

function CalendarProbe() {
  const navigate = useNavigate();
  return (
    <>
      <p>Calendar at {useLocation().search}</p>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

// Chart.js needs a real canvas; the page's part is the configuration it hands over.
interface DrawnConfig {
  data: { datasets: { data: { x: number; y: number | null }[] }[] };
  options: {
    scales: {
      x: {
        type: string;
        afterBuildTicks: (scale: { ticks: { value: number }[] }) => void;
        ticks: { maxTicksLimit: unknown; callback: (value: number) => string };
      };
    };
    onClick: (event: { native: Event | null }, elements: unknown[], chart: unknown) => void;
  };
}
const drawn: { days: string[]; data: unknown[]; maxTicks: unknown; axis: string; xLabels: string[]; click: DrawnConfig['options']['onClick'] }[] = [];
/** The day of a point's place on the axis (the charts put a session day at its UTC midnight). */
const utcDay = (stamp: number) => new Date(stamp).toISOString().slice(0, 10);
/** The x labels Chart.js would draw: the ticks the axis builds, through its label callback. */
const xLabels = (x: DrawnConfig['options']['scales']['x']) => {
  const scale = { ticks: [] as { value: number }[] };
  x.afterBuildTicks(scale);
  return scale.ticks.map((tick) => x.ticks.callback(tick.value));
};
jest.mock('../ui/chart-runtime', () => ({
  Chart: class {
    constructor(_canvas: unknown, config: DrawnConfig) {
      const { x } = config.options.scales;
      drawn.push({
        days: config.data.datasets[0]!.data.map((point) => utcDay(point.x)),
        data: config.data.datasets[0]!.data.map((point) => point.y),
        maxTicks: x.ticks.maxTicksLimit,
        axis: x.type,
        xLabels: xLabels(x),
        click: config.options.onClick,
      });
    }
    destroy() {}
  },
}));

const dictionary = [
  makeDictionaryExercise({ id: 1, name: 'Back Squat' }),
  makeDictionaryExercise({ id: 2, name: 'Bench Press' }),
  makeDictionaryExercise({ id: 3, name: 'Zercher Squat' }),
];
const custom = [makeCustomExercise({ id: 10, name: 'Zercher Carry' })];
const points: ProgressPoint[] = [
  makeProgressPoint({ date: '2026-11-01T00:00:00.000Z', max_weight: 225, max_reps: 5, total_volume: 3375, best_e1rm: 262.5 }),
  makeProgressPoint({ date: '2026-11-08T00:00:00.000Z', max_weight: null, max_reps: 12, total_volume: null, best_e1rm: null }),
  makeProgressPoint({ date: '2026-11-15T00:00:00.000Z', max_weight: 235.5, max_reps: 5, total_volume: 12345.5, best_e1rm: 274.75 }),
];
const noRecords: PersonalRecords = {
  heaviest_set: null,
  best_e1rm: null,
  most_reps: null,
  best_session_volume: null,
  rep_maxes: Array.from({ length: 10 }, (_, i) => ({ reps: i + 1, weight: null, date: null })),
  longest_duration: null,
  type: null,
};
const records: PersonalRecords = {
  ...noRecords,
  type: 'weighted',
  heaviest_set: { weight: 235.5, reps: 5, date: '2026-11-15T00:00:00.000Z' },
  best_e1rm: { e1rm: 274.75, weight: 235.5, reps: 5, date: '2026-11-15T00:00:00.000Z' },
  most_reps: { reps: 12, weight: null, date: '2026-11-08T00:00:00.000Z' },
  best_session_volume: { volume: 12345.5, date: '2026-11-15T00:00:00.000Z' },
};

type Reply = { status?: number; body?: unknown; pending?: boolean };
function renderPage(
  route = '/exercises',
  replies: { progress?: (url: URL) => Reply; records?: (url: URL) => Reply; catalog?: Reply; profile?: Reply; logged?: Reply } = {},
) {
  const progress = replies.progress ?? (() => ({ body: points }));
  const recordsReply = replies.records ?? (() => ({ body: records }));
  return renderArea(<ExercisesArea />, {
    route,
    path: '/exercises/*',
    api: {
      'GET /api/dictionary_exercises': replies.catalog ?? { body: dictionary },
      'GET /api/custom_exercises': { body: custom },
      'GET /api/exercises/progress': (request) => progress(new URL(request.url)),
      'GET /api/exercises/records': (request) => recordsReply(new URL(request.url)),
      'GET /api/user/profile': replies.profile ?? { body: makeProfile() },
      'GET /api/exercises/logged': replies.logged ?? { body: [] },
    },
  });
}
const exerciseSelect = () => screen.getByLabelText('Exercise', { selector: 'select' });
const periodSelect = () => screen.getByLabelText('Period');

beforeEach(() => {
  drawn.length = 0;
});

describe('the exercises page', () => {
  it('welcomes a lifter who has chosen nothing, with both groups and the placeholder', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Exercises' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to your exercise progress')).toBeInTheDocument();
    await screen.findByRole('option', { name: 'Back Squat' });
    expect(within(exerciseSelect()).getByRole('option', { name: 'Choose an exercise...' })).toHaveValue('');
    expect(within(exerciseSelect()).getByRole('group', { name: 'Dictionary Exercises' })).toBeInTheDocument();
    expect(within(exerciseSelect()).getByRole('group', { name: 'Custom Exercises' })).toBeInTheDocument();
    expect(periodSelect()).toHaveValue('month');
    expect(
      within(periodSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Last Week', 'Last Month', 'Last Year', 'All Time']);
  });

  it('lists the lifts the lifter has logged first, most recent first with their last day, then the rest of both groups', async () => {
    const { user } = renderPage('/exercises', {
      logged: {
        body: [
          { name: 'Zercher Carry', last_date: '2026-11-20T00:00:00.000Z', days: 2 },
          { name: 'Back Squat', last_date: '2024-04-15T00:00:00.000Z', days: 30 },
        ],
      },
    });
    const yours = await within(exerciseSelect()).findByRole('group', { name: 'Your lifts, most recent first' });
    expect(
      within(exerciseSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an exercise...', 'Zercher Carry, last Nov 20, 2026', 'Back Squat, last Apr 15, 2024', 'Bench Press', 'Zercher Squat']);
    expect(
      within(yours)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value),
    ).toEqual(['Zercher Carry', 'Back Squat']);
    expect(within(exerciseSelect()).getByRole('group', { name: 'Dictionary Exercises' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Find an exercise'), 'squat');
    expect(
      within(exerciseSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an exercise...', 'Back Squat, last Apr 15, 2024', 'Zercher Squat']);
    await user.selectOptions(exerciseSelect(), 'Back Squat');
    expect(await screen.findByRole('heading', { name: 'Back Squat - Max Weight Progress' })).toBeInTheDocument();
  });

  it('filters 176 lifts down while keeping both groups', async () => {
    const { user } = renderPage();
    await screen.findByRole('option', { name: 'Back Squat' });
    await user.type(screen.getByLabelText('Find an exercise'), 'zercher');
    expect(
      within(exerciseSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose an exercise...', 'Zercher Squat', 'Zercher Carry']);
    await user.clear(screen.getByLabelText('Find an exercise'));
    await user.type(screen.getByLabelText('Find an exercise'), 'deadlift');
    expect(screen.getByText('No exercise matches “deadlift”')).toBeInTheDocument();
  });

  it('choosing an exercise puts it and the period in the URL, loads, then draws three charts and the estimated 1RM', async () => {
    const asked: string[] = [];
    const { user } = renderPage('/exercises', {
      progress: (url) => {
        asked.push(url.search);
        return { body: points };
      },
    });
    await screen.findByRole('option', { name: 'Back Squat' });
    await user.selectOptions(exerciseSelect(), 'Back Squat');
    for (const title of [
      'Back Squat - Max Weight Progress',
      'Back Squat - Max Reps Progress',
      'Back Squat - Total Volume Progress',
      'Back Squat - Estimated 1RM',
    ]) {
      expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: new RegExp(`^${title}: 3 days`) })).toBeInTheDocument();
      expect(screen.getByRole('table', { name: title })).toBeInTheDocument();
    }
    expect(asked).toEqual(['?exercise_name=Back+Squat&period=month']);
    await waitFor(() => expect(drawn).toHaveLength(4));
    expect(drawn[0]).toMatchObject({ axis: 'linear', days: ['2026-11-01', '2026-11-08', '2026-11-15'], data: [225, null, 235.5], maxTicks: 10 });
    const volume = screen.getByRole('table', { name: 'Back Squat - Total Volume Progress' });
    expect(
      within(volume)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DateTotal Volume (lbs)', 'Nov 1, 2026'.concat('3,375 lbs'), 'Nov 8, 2026'.concat('No data'), 'Nov 15, 2026'.concat('12,346 lbs')]);
  });

  it('reads the exercise and period from the URL (reload, Back, a shared link) and asks for that period', async () => {
    const asked: string[] = [];
    renderPage('/exercises?exercise=Back%20Squat&period=year', {
      progress: (url) => {
        asked.push(url.search);
        return { body: points };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Back Squat - Max Weight Progress' })).toBeInTheDocument();
    expect(periodSelect()).toHaveValue('year');
    expect(asked).toEqual(['?exercise_name=Back+Squat&period=year']);
    await waitFor(() => expect(drawn).toHaveLength(4));
    // A year: the 1st of each month, with the year ("Nov 2026").
    expect(drawn[0]!.xLabels.length).toBeGreaterThanOrEqual(12);
    for (const label of drawn[0]!.xLabels) expect(label).toMatch(/^[A-Z][a-z]{2} 20\d\d$/);
    expect(drawn[0]!.maxTicks).toBe(12);
  });

  it('switching the period asks again with the new period, with its tick limit', async () => {
    const asked: string[] = [];
    const { user } = renderPage('/exercises?exercise=Back%20Squat', {
      progress: (url) => {
        asked.push(url.searchParams.get('period')!);
        return { body: points };
      },
    });
    await screen.findByRole('heading', { name: 'Back Squat - Max Weight Progress' });
    await user.selectOptions(periodSelect(), 'week');
    await waitFor(() => expect(asked).toEqual(['month', 'week']));
    await waitFor(() => expect(drawn.at(-1)!.maxTicks).toBe(7));
  });

  it('each day leads to its sessions: its date in the numbers is a link, and a click on its point opens the calendar on it', async () => {
    const { user } = renderArea(
      <Routes>
        <Route path="/exercises/*" element={<ExercisesArea />} />
        <Route path="/calendar" element={<CalendarProbe />} />
      </Routes>,
      {
        route: '/exercises?exercise=Back%20Squat',
        api: {
          'GET /api/dictionary_exercises': { body: dictionary },
          'GET /api/custom_exercises': { body: custom },
          'GET /api/exercises/progress': { body: points },
          'GET /api/exercises/records': { body: records },
          'GET /api/user/profile': { body: makeProfile() },
        },
      },
    );
    const table = await screen.findByRole('table', { name: 'Back Squat - Max Weight Progress' });
    expect(within(table).getByRole('link', { name: 'Nov 8, 2026' })).toHaveAttribute('href', '/calendar?month=2026-11&day=2026-11-08');
    await waitFor(() => expect(drawn).toHaveLength(4));
    // Chart.js answers which point is under the pointer; a click beside the line goes nowhere.
    const chartWith = (hits: { datasetIndex: number; index: number }[]) => ({ getElementsAtEventForMode: () => hits });
    act(() => drawn[0]!.click({ native: new MouseEvent('click') }, [], chartWith([])));
    expect(screen.getByRole('heading', { name: 'Back Squat - Max Weight Progress' })).toBeInTheDocument();
    act(() => drawn[0]!.click({ native: new MouseEvent('click') }, [], chartWith([{ datasetIndex: 0, index: 2 }])));
    expect(await screen.findByText('Calendar at ?month=2026-11&day=2026-11-15')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(within(await screen.findByRole('table', { name: 'Back Squat - Max Weight Progress' })).getByRole('link', { name: 'Nov 1, 2026' }));
    expect(await screen.findByText('Calendar at ?month=2026-11&day=2026-11-01')).toBeInTheDocument();
  });

  it('says when there is no data for the exercise in the period', async () => {
    renderPage('/exercises?exercise=Zercher%20Carry&period=week', { progress: () => ({ body: [] }), records: () => ({ body: noRecords }) });
    expect(await screen.findByText('No progress data found for Zercher Carry in the selected time period.')).toBeInTheDocument();
    expect(screen.getByText('Start logging this exercise to see your progress!')).toBeInTheDocument();
    expect(await screen.findByText('No records yet for Zercher Carry.')).toBeInTheDocument();
  });

  it('a failed load says so, with Retry, which loads again', async () => {
    let fail = true;
    const { user } = renderPage('/exercises?exercise=Back%20Squat', { progress: () => (fail ? { status: 500, body: {} } : { body: points }) });
    expect(await screen.findByText('Failed to fetch progress')).toBeInTheDocument();
    expect(screen.queryByText(/No progress data found/)).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getAllByRole('button', { name: 'Retry' })[0]!);
    expect(await screen.findByRole('heading', { name: 'Back Squat - Max Weight Progress' })).toBeInTheDocument();
  });

  it('shows the personal records beside the charts', async () => {
    renderPage('/exercises?exercise=Back%20Squat');
    const panel = await screen.findByRole('region', { name: 'Personal Records' });
    expect(await within(panel).findByText('Est. 1RM')).toBeInTheDocument();
    expect(within(panel).getByText('275 lbs (235.5 lbs × 5)')).toBeInTheDocument();
    expect(within(panel).getByText('12 reps')).toBeInTheDocument();
    expect(within(panel).getByText('12,345.5 lbs')).toBeInTheDocument();
    expect(within(panel).getByText('10RM')).toBeInTheDocument();
  });

  it('in the lifter’s unit: a kg lifter reads kg in the charts and records; switching the unit redraws without a reload', async () => {
    const { store } = renderPage('/exercises?exercise=Back%20Squat', { profile: { body: makeProfile({ weight_unit: 'kg' }) } });
    const volumeRows = () =>
      within(screen.getByRole('table', { name: 'Back Squat - Total Volume Progress' }))
        .getAllByRole('row')
        .map((row) => row.textContent);
    await waitFor(() =>
      expect(volumeRows()).toEqual([
        'DateTotal Volume (kg)',
        'Nov 1, 2026'.concat('1,531 kg'),
        'Nov 8, 2026'.concat('No data'),
        'Nov 15, 2026'.concat('5,600 kg'),
      ]),
    );
    expect(
      screen.getByRole('img', { name: 'Back Squat - Max Weight Progress: 3 days from Nov 1, 2026 to Nov 15, 2026, highest 106.75 kg, latest 106.75 kg' }),
    ).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Personal Records' });
    expect(await within(panel).findByText('124.5 kg (106.75 kg × 5)')).toBeInTheDocument();
    expect(within(panel).getByText('All time, in kg')).toBeInTheDocument();
    // What the navbar's unit select does on save: the profile's cache changes, nothing reloads.
    act(() => {
      store.dispatch(profileApi.util.upsertQueryData('getProfile', undefined, makeProfile({ weight_unit: 'lbs' })));
    });
    await waitFor(() => expect(volumeRows()[1]).toBe('Nov 1, 2026'.concat('3,375 lbs')));
    expect(within(panel).getByText('275 lbs (235.5 lbs × 5)')).toBeInTheDocument();
  });

  it('charts and records follow the lift’s stored type: weighted dips stored as a reps lift chart reps first', async () => {
    const dips = [
      makeProgressPoint({ date: '2026-11-01T00:00:00.000Z', max_weight: 25, max_reps: 10, total_reps: 30, total_volume: 750, best_e1rm: 33.33, type: 'reps' }),
      makeProgressPoint({ date: '2026-11-08T00:00:00.000Z', max_weight: 45, max_reps: 8, total_reps: 24, total_volume: 1080, best_e1rm: 57, type: 'reps' }),
    ];
    renderPage('/exercises?exercise=Bench%20Press', { progress: () => ({ body: dips }), records: () => ({ body: { ...records, type: 'reps' } }) });
    expect(await screen.findByRole('heading', { name: 'Bench Press - Max Reps Progress' })).toBeInTheDocument();
    const charts = screen.getAllByRole('heading', { level: 2 }).filter((h) => h.textContent!.startsWith('Bench Press - '));
    expect(charts.map((h) => h.textContent)).toEqual([
      'Bench Press - Max Reps Progress',
      'Bench Press - Total Reps Progress',
      'Bench Press - Added Weight Progress',
    ]);
    expect(screen.queryByRole('heading', { name: 'Bench Press - Estimated 1RM' })).not.toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Personal Records' });
    expect(await within(panel).findByText('Added Weight')).toBeInTheDocument();
    expect(within(panel).queryByText('Est. 1RM')).not.toBeInTheDocument();
    expect(within(panel).queryByText('10RM')).not.toBeInTheDocument();
  });

  it('a failed records load says so with Retry, and the charts still show', async () => {
    renderPage('/exercises?exercise=Back%20Squat', { records: () => ({ status: 500 }) });
    expect(await screen.findByText('Failed to fetch personal records')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Back Squat - Max Weight Progress' })).toBeInTheDocument();
  });

  it('says "Loading progress data..." while the chosen exercise loads', async () => {
    renderPage('/exercises?exercise=Back%20Squat', { progress: () => ({ pending: true }) });
    expect(await screen.findByText('Loading progress data...')).toBeInTheDocument();
  });

  it('a failed catalog load says so with Retry', async () => {
    renderPage('/exercises', { catalog: { status: 500 } });
    expect(await screen.findByText('Could not load the exercise dictionary')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retry' }).length).toBeGreaterThan(0);
  });

  it('stays fresh: when a set is written anywhere (the Progress tag), charts and records load again', async () => {
    let calls = 0;
    let recordCalls = 0;
    const { store } = renderPage('/exercises?exercise=Back%20Squat', {
      progress: () => {
        calls += 1;
        return { body: points };
      },
      records: () => {
        recordCalls += 1;
        return { body: records };
      },
    });
    await screen.findByRole('heading', { name: 'Back Squat - Max Weight Progress' });
    await waitFor(() => expect(recordCalls).toBe(1));
    // What mf-sessions' set and exercise mutations invalidate (its own test pins that side).
    act(() => {
      store.dispatch(api.util.invalidateTags(['Progress']));
    });
    await waitFor(() => expect(calls).toBe(2));
    await waitFor(() => expect(recordCalls).toBe(2));
  });
});
