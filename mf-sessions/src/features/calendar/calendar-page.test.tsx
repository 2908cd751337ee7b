import { makeProfile, renderArea, TEST_TOKEN, type MockReply, type MockRoutes } from '@liftbook/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { CalendarExercise, CalendarSession } from '@liftbook/shared/contract';
import { CalendarPage } from './calendar-page';
import monthGrid from './month-grid.module.css';

// Friday, November 20, 2026. November 1, 2026 is a Sunday: the grid runs Nov 1 - Dec 12.
const TODAY = '2026-11-20';
const NOVEMBER = 'start_date=2026-11-01&end_date=2026-12-12';
const DECEMBER = 'start_date=2026-11-29&end_date=2027-01-09';
const OCTOBER = 'start_date=2026-09-27&end_date=2026-11-07';

let nextId = 1;
/** An exercise as the calendar answers it: its set count and volume in lbs. */
const exercise = (name: string, set_count: number, volume_lbs: number, variation: string | null = null): CalendarExercise => ({
  id: nextId++,
  name,
  variation,
  type: 'weighted',
  set_count,
  volume_lbs,
});
const session = (id: number, date: string, type: string, notes: string | null, createdAt: string, exercises: CalendarExercise[]): CalendarSession => ({
  id,
  session_date: `${date}T00:00:00.000Z`,
  session_type: type,
  notes,
  created_at: createdAt,
  updated_at: createdAt,
  exercises,
});

const NOVEMBER_SESSIONS: CalendarSession[] = [
  // Created later the same day: listed second.
  session(2, '2026-11-20', 'legs', null, '2026-11-20T19:00:00.000Z', [
    exercise('Squat', 1, 1102.31), // 100 kg × 5
    exercise('Plank', 1, 0),
  ]),
  session(1, '2026-11-20', 'push', 'Felt strong', '2026-11-20T18:00:00.000Z', [
    exercise('Bench Press', 3, 3030, 'Paused'), // 135 × 8, 135 × 8, 145 × 6
    exercise('Overhead Press', 2, 625), // 62.5 × 5, twice
  ]),
  session(3, '2026-11-03', 'pull', null, '2026-11-03T18:00:00.000Z', [exercise('Deadlift', 1, 945)]),
  // A dimmed day of the grid: highlighted, but not counted in November's stats.
  session(4, '2026-12-02', 'legs', null, '2026-12-02T18:00:00.000Z', [exercise('Squat', 1, 1125)]),
];

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** Calendar replies by range (an empty month otherwise); the ranges asked for go to `ranges`, in order. */
function calendarRoutes(byRange: Record<string, MockReply> = {}, ranges: string[] = []): MockRoutes {
  return {
    'GET /api/sessions/calendar': (request) => {
      const search = new URL(request.url).search.slice(1);
      ranges.push(search);
      return byRange[search] ?? { body: [] };
    },
  };
}

function renderCalendar({ path = '/calendar', today = TODAY, api = calendarRoutes() }: { path?: string; today?: string; api?: MockRoutes } = {}) {
  return renderArea(
    <>
      <Routes>
        <Route path="/calendar" element={<CalendarPage today={today} />} />
        <Route path="/sessions/:id" element={<p>Session page</p>} />
      </Routes>
      <Location />
    </>,
    { route: path, api },
  );
}

const grid = () => screen.getByRole('table');
const stat = (label: string) => within(screen.getByText(label).parentElement!).getByRole('definition').textContent;
const count = (label: string) => within(screen.getByRole('dialog')).getByText(label).parentElement!.querySelector('dd')!.textContent;

describe('Workout Calendar', () => {
  it('shows the month title, Sun..Sat headers and 42 days starting on a Sunday', async () => {
    renderCalendar();
    expect(screen.getByRole('heading', { level: 1, name: 'Workout Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    expect(grid()).toHaveAccessibleName('November 2026');
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    const cells = within(grid()).getAllByRole('cell');
    expect(cells).toHaveLength(42);
    expect(within(grid()).getAllByRole('row')).toHaveLength(7); // headers + 6 weeks
    expect(cells[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-01');
    expect(cells[41]!.querySelector('time')).toHaveAttribute('dateTime', '2026-12-12');
    expect(await screen.findByText('Workout Days')).toBeInTheDocument();
  });

  it('dims the days of other months', async () => {
    renderCalendar({ path: '/calendar?month=2026-12' });
    const cells = within(grid()).getAllByRole('cell');
    // Dimming is the grid's style for a day of another month (jsdom has no layout: the class that gives it).
    const dimmed = cells.filter((td) => td.classList.contains(monthGrid.outside!)).map((td) => td.textContent);
    expect(dimmed).toEqual(['29', '30', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
    expect(cells[2]).toHaveTextContent('1');
    expect(cells[2]).not.toHaveClass(monthGrid.outside!);
    await screen.findByText('Workout Days');
  });

  it('marks today, with or without sessions', async () => {
    const { container } = renderCalendar({ today: '2026-11-11' });
    await screen.findByText('Workout Days');
    const marked = container.querySelectorAll('[aria-current="date"]');
    expect(marked).toHaveLength(1);
    expect(marked[0]).toHaveTextContent('11');
    expect(marked[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-11');
  });

  it('says "Loading calendar..." while loading', () => {
    renderCalendar({ api: calendarRoutes({ [NOVEMBER]: { pending: true } }) });
    expect(screen.getByRole('status')).toHaveTextContent('Loading calendar...');
    expect(screen.queryByText('Workout Days')).not.toBeInTheDocument();
    expect(within(grid()).getAllByRole('cell')).toHaveLength(42);
  });

  it('shows "Failed to fetch calendar sessions" with a Retry that asks again', async () => {
    let fail = true;
    const ranges: string[] = [];
    renderCalendar({
      api: {
        'GET /api/sessions/calendar': (request) => {
          ranges.push(new URL(request.url).search.slice(1));
          return fail ? { status: 500, body: { message: 'boom' } } : { body: NOVEMBER_SESSIONS };
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch calendar sessions');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(stat('Total Sessions')).toBe('3'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(ranges).toEqual([NOVEMBER, NOVEMBER]);
  });

  it('asks for the full weeks around the month with the bearer token', async () => {
    const { fetchMock: fetch } = renderCalendar({ api: { 'GET /api/sessions/calendar': { body: [] } } });
    await screen.findByText('Workout Days');
    expect(fetch).toHaveBeenCalledTimes(1);
    const request = fetch.mock.calls[0]![0] as Request;
    const url = new URL(request.url);
    expect(url.pathname).toBe('/api/sessions/calendar');
    expect(url.searchParams.get('start_date')).toBe('2026-11-01');
    expect(url.searchParams.get('end_date')).toBe('2026-12-12');
    expect(request.headers.get('Authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('counts the shown month only: Workout Days, Total Sessions, Exercises', async () => {
    renderCalendar({ api: calendarRoutes({ [NOVEMBER]: { body: NOVEMBER_SESSIONS } }) });
    await waitFor(() => expect(stat('Total Sessions')).toBe('3'));
    expect(stat('Workout Days')).toBe('2');
    expect(stat('Exercises')).toBe('5');
  });

  it('highlights the days with sessions as buttons, dimmed days included', async () => {
    renderCalendar({ api: calendarRoutes({ [NOVEMBER]: { body: NOVEMBER_SESSIONS } }) });
    const busiest = await screen.findByRole('button', { name: 'November 20, 2026, 2 sessions' });
    expect(busiest).toHaveAttribute('aria-current', 'date');
    expect(screen.getByRole('button', { name: 'November 3, 2026, 1 session' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'December 2, 2026, 1 session' })).toBeInTheDocument();
    expect(within(grid()).getAllByRole('button')).toHaveLength(3);
  });

  it('moves between months, asking once per month and reusing months already seen', async () => {
    const ranges: string[] = [];
    renderCalendar({ api: calendarRoutes({ [NOVEMBER]: { body: NOVEMBER_SESSIONS } }, ranges) });
    await screen.findByRole('button', { name: /November 20, 2026/ });

    await userEvent.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/calendar?month=2026-12');
    await waitFor(() => expect(stat('Total Sessions')).toBe('0'));
    // November's sessions are not shown on December's grid.
    expect(screen.queryByRole('button', { name: /December 2, 2026/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { level: 2, name: 'October 2026' })).toBeInTheDocument();
    await waitFor(() => expect(ranges).toEqual([NOVEMBER, DECEMBER, OCTOBER]));

    // Back to this month: from the cache, no new request.
    await userEvent.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/calendar$/);
    expect(screen.getByRole('button', { name: 'November 20, 2026, 2 sessions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
    expect(ranges).toEqual([NOVEMBER, DECEMBER, OCTOBER]);
  });

  it('crosses the year: January back to December, and shows the month in the URL', async () => {
    const ranges: string[] = [];
    renderCalendar({ path: '/calendar?month=2027-01', api: calendarRoutes({}, ranges) });
    expect(screen.getByRole('heading', { level: 2, name: 'January 2027' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { level: 2, name: 'December 2026' })).toBeInTheDocument();
    await waitFor(() => expect(ranges).toEqual(['start_date=2026-12-27&end_date=2027-02-06', DECEMBER]));
  });

  it('falls back to this month for a month it cannot read', async () => {
    renderCalendar({ path: '/calendar?month=2026-13' });
    expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
    await screen.findByText('Workout Days');
  });

  describe('the month picker (the title opens it)', () => {
    it('reaches a month two years back in two taps, and Today comes back', async () => {
      const ranges: string[] = [];
      renderCalendar({ api: calendarRoutes({}, ranges) });
      const title = screen.getByRole('button', { name: 'November 2026' });
      expect(title).toHaveAttribute('aria-haspopup', 'dialog');
      await userEvent.click(title);
      const dialog = screen.getByRole('dialog', { name: 'Choose a month' });
      expect(
        within(dialog)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent),
      ).toEqual(['2026', '2025', '2024', '2023', '2022']);
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'November 2026' })).toHaveFocus());
      expect(within(dialog).getByRole('button', { name: 'November 2026' })).toHaveAttribute('aria-current', 'date');
      await userEvent.click(within(dialog).getByRole('button', { name: 'April 2024' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'April 2024' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/calendar?month=2024-04');
      await waitFor(() => expect(ranges).toContain('start_date=2024-03-31&end_date=2024-05-11'));
      expect(screen.getByRole('button', { name: 'April 2024' })).toHaveFocus();
      await userEvent.click(screen.getByRole('button', { name: 'Today' }));
      expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/calendar$/);
    });

    it('works by keyboard: Enter opens it on the month shown, Tab moves, Enter picks, Escape closes', async () => {
      renderCalendar({ path: '/calendar?month=2025-03' });
      screen.getByRole('button', { name: 'March 2025' }).focus();
      await userEvent.keyboard('{Enter}');
      const dialog = screen.getByRole('dialog', { name: 'Choose a month' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'March 2025' })).toHaveFocus());
      await userEvent.tab();
      expect(within(dialog).getByRole('button', { name: 'April 2025' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('heading', { level: 2, name: 'April 2025' })).toBeInTheDocument();
      await userEvent.keyboard('{Enter}');
      expect(screen.getByRole('dialog', { name: 'Choose a month' })).toBeInTheDocument();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 2, name: 'April 2025' })).toBeInTheDocument();
    });

    it('lists earlier years on request, and always the year shown', async () => {
      renderCalendar({ path: '/calendar?month=2019-06' });
      await userEvent.click(screen.getByRole('button', { name: 'June 2019' }));
      const dialog = screen.getByRole('dialog', { name: 'Choose a month' });
      const years = () =>
        within(dialog)
          .getAllByRole('heading', { level: 3 })
          .map((h) => h.textContent);
      expect(years()).toEqual(['2026', '2025', '2024', '2023', '2022', '2021', '2020', '2019']);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Earlier years (before 2019)' }));
      expect(years()).toHaveLength(10);
      expect(years().at(-1)).toBe('2017');
    });
  });

  describe('a day in the URL (a chart’s day links here)', () => {
    it('opens that day’s Workout Summary on its month; closing it leaves the month', async () => {
      renderCalendar({ path: '/calendar?day=2026-11-20', api: calendarRoutes({ [NOVEMBER]: { body: NOVEMBER_SESSIONS } }) });
      expect(screen.getByRole('heading', { level: 2, name: 'November 2026' })).toBeInTheDocument();
      const dialog = await screen.findByRole('dialog', { name: 'Workout Summary' });
      expect(within(dialog).getByText('Friday, November 20, 2026')).toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/calendar$/);
    });

    it('a day of another month opens on that month', async () => {
      const ranges: string[] = [];
      renderCalendar({
        path: '/calendar?month=2026-10&day=2026-10-07',
        api: calendarRoutes({ [OCTOBER]: { body: [session(7, '2026-10-07', 'pull', null, '2026-10-07T07:00:00.000Z', [])] } }, ranges),
      });
      expect(screen.getByRole('heading', { level: 2, name: 'October 2026' })).toBeInTheDocument();
      expect(within(await screen.findByRole('dialog', { name: 'Workout Summary' })).getByText('Wednesday, October 7, 2026')).toBeInTheDocument();
      expect(ranges).toEqual([OCTOBER]);
    });

    it('a day without sessions, or not a date, opens nothing', async () => {
      renderCalendar({ path: '/calendar?day=2026-11-04', api: calendarRoutes({ [NOVEMBER]: { body: NOVEMBER_SESSIONS } }) });
      await screen.findByRole('button', { name: 'November 20, 2026, 2 sessions' });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('choosing a day puts it in the URL, so a reload shows it again', async () => {
      renderCalendar({ api: calendarRoutes({ [NOVEMBER]: { body: NOVEMBER_SESSIONS } }) });
      await userEvent.click(await screen.findByRole('button', { name: 'November 3, 2026, 1 session' }));
      expect(screen.getByTestId('location')).toHaveTextContent('/calendar?day=2026-11-03&month=2026-11');
    });
  });

  describe('Workout Summary', () => {
    async function openNovember20() {
      renderCalendar({ api: calendarRoutes({ [NOVEMBER]: { body: NOVEMBER_SESSIONS } }) });
      await userEvent.click(await screen.findByRole('button', { name: 'November 20, 2026, 2 sessions' }));
      return screen.getByRole('dialog', { name: 'Workout Summary' });
    }

    it('shows the date, the counts and the rounded, locale-formatted total volume', async () => {
      const dialog = await openNovember20();
      expect(within(dialog).getByText('Friday, November 20, 2026')).toBeInTheDocument();
      expect(count('Sessions')).toBe('2');
      expect(count('Exercises')).toBe('4');
      // 3,030 + 625 + 100 kg × 5 (1,102.31 lbs) = 4,757.31
      expect(count('Total Volume')).toBe('4,757 lbs');
    });

    it('a kg lifter reads the total volume in kg (4,757.31 lbs = 2,157.89 kg), rounded', async () => {
      renderCalendar({
        api: { ...calendarRoutes({ [NOVEMBER]: { body: NOVEMBER_SESSIONS } }), 'GET /api/user/profile': { body: makeProfile({ weight_unit: 'kg' }) } },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'November 20, 2026, 2 sessions' }));
      await waitFor(() => expect(count('Total Volume')).toBe('2,158 kg'));
    });

    it('lists each session (type, notes, exercises with set counts) in the order logged, linking to it', async () => {
      const dialog = await openNovember20();
      // The list's own items (one per session), not the exercises listed inside each.
      const list = within(dialog).getByRole('list', { name: 'Sessions' });
      const sessions = within(list)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === list);
      expect(sessions).toHaveLength(2);
      const [push, legs] = sessions as [HTMLElement, HTMLElement];
      expect(within(push).getByRole('heading', { level: 3, name: 'push' })).toBeInTheDocument();
      expect(within(push).getByText('Felt strong')).toBeInTheDocument();
      expect(
        within(within(push).getByRole('list', { name: 'push exercises' }))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Bench Press (Paused)3 sets', 'Overhead Press2 sets']);
      expect(within(push).getByRole('link', { name: 'View push session' })).toHaveAttribute('href', '/sessions/1');
      expect(within(legs).getByRole('heading', { level: 3, name: 'legs' })).toBeInTheDocument();
      expect(
        within(within(legs).getByRole('list', { name: 'legs exercises' }))
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['Squat1 set', 'Plank1 set']);
      await userEvent.click(within(legs).getByRole('link', { name: 'View legs session' }));
      expect(screen.getByText('Session page')).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent('/sessions/2');
    });

    it('closes with ×', async () => {
      await openNovember20();
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes by clicking outside, not inside', async () => {
      const dialog = await openNovember20();
      await userEvent.click(within(dialog).getByText('Friday, November 20, 2026'));
      expect(screen.getByRole('dialog')).toBeInTheDocument();
      await userEvent.click(screen.getByTestId('modal-backdrop'));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('closes with Escape and gives focus back to the day', async () => {
      await openNovember20();
      await userEvent.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'November 20, 2026, 2 sessions' })).toHaveFocus();
    });

    it('says when a session has no exercises yet', async () => {
      renderCalendar({ api: calendarRoutes({ [NOVEMBER]: { body: [session(9, '2026-11-05', 'cardio', null, '2026-11-05T07:00:00.000Z', [])] } }) });
      await userEvent.click(await screen.findByRole('button', { name: 'November 5, 2026, 1 session' }));
      expect(within(screen.getByRole('dialog')).getByText('No exercises yet.')).toBeInTheDocument();
      expect(count('Total Volume')).toBe('0 lbs');
    });
  });
});
