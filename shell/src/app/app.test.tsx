import { mockFetch } from '@liftbook/shared/testing';
import { render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { createLiftbookStore, LOGIN_FAILED } from '@liftbook/shared';
import { RemoteLoaderContext } from '../remotes/remote-loader-context';
import { createRemoteLoader } from '../remotes/remote-loader';
import { fixedAuth, signedIn, signedOut } from '../testing/auth';
import { AppRoutes } from './app';
import { HOME_SUBTITLE, START_TODAY } from '../pages/home-tiles';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn(), loadRemote: jest.fn(() => new Promise(() => {})) }));

function renderAt(path: string, host = 'localhost') {
  return render(
    <Provider store={createLiftbookStore()}>
      <RemoteLoaderContext.Provider value={createRemoteLoader()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes host={host} />
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </Provider>,
  );
}

beforeEach(() => {
  mockFetch({}); // installs Request for the api's calls (the signed-in navbar asks for the invites count)
  (globalThis as { fetch?: unknown }).fetch = jest.fn(() => new Promise(() => {})); // no call ever answers here
});

describe('home', () => {
  it('shows visitors the landing page: Get Started, Log In and the feature list', () => {
    signedOut();
    renderAt('/');
    expect(screen.getByRole('heading', { name: 'Get Started' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    const features = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(features).toEqual(['Session Tracking', 'Exercise Progress', 'Goal Setting', 'Calendar View', 'Groups', 'Analytics']);
    expect(screen.queryByRole('link', { name: /Sessions/ })).not.toBeInTheDocument();
  });

  it('shows signed-in users one tap to today’s workout, then tiles to the main areas', () => {
    signedIn();
    renderAt('/');
    const main = screen.getByRole('main');
    const tiles = within(main)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(tiles).toEqual(['/sessions/today', '/sessions', '/routines', '/exercises', '/goals', '/calendar', '/groups']);
    expect(within(main).getByRole('link', { name: START_TODAY })).toHaveAttribute('href', '/sessions/today');
    expect(screen.queryByRole('heading', { name: 'Get Started' })).not.toBeInTheDocument();
  });

  it.each([
    [[], 'Welcome, Ana'],
    [[{ id: 1 }], 'Welcome back, Ana'],
  ])('greets a lifter with sessions %j: %s', async (sessions, text) => {
    signedIn();
    mockFetch({ 'GET /api/sessions': { body: sessions } });
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: text })).toBeInTheDocument();
  });

  it('says what the lifter’s program has next, one tap to that routine’s workout', async () => {
    signedIn();
    mockFetch({
      'GET /api/programs/next': {
        body: { program_id: 3, program_name: '5×5', routine_id: 12, routine_name: 'Workout B', first_exercise: 'Squat 3×5 @ 102.5 kg' },
      },
    });
    renderAt('/');
    const next = await screen.findByRole('link', { name: 'Next: Workout B — Squat 3×5 @ 102.5 kg' });
    expect(next).toHaveAttribute('href', '/routines/12/start');
    expect(screen.queryByText(HOME_SUBTITLE)).not.toBeInTheDocument();
  });

  it.each([
    ['follows no program', { body: null }],
    ['the call fails', { status: 500, body: { message: 'down' } }],
  ])('when the lifter %s: no "Next" line, the usual subtitle', async (_case, route) => {
    signedIn();
    mockFetch({ 'GET /api/programs/next': route, 'GET /api/sessions': { body: [{ id: 1 }] } });
    renderAt('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana' })).toBeInTheDocument();
    expect(screen.getByText(HOME_SUBTITLE)).toBeInTheDocument();
    expect(screen.queryByText(/^Next:/)).not.toBeInTheDocument();
  });
});

describe('title', () => {
  it.each([
    ['localhost', 'Liftbook - Beta'],
    ['ironclub.liftbook.app', 'Iron Club - Beta'],
  ])('on %s the navbar says %s', (host, title) => {
    signedOut();
    renderAt('/', host);
    expect(screen.getByRole('link', { name: title })).toBeInTheDocument();
  });
});

describe('404', () => {
  it.each(['/nope', '/sessionsx', '/about/me'])('%s shows the 404 page with Go Home and View Sessions', (path) => {
    signedOut();
    renderAt(path);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View Sessions' })).toHaveAttribute('href', '/sessions');
  });
});

describe('protected areas', () => {
  it('asks visitors to log in and does not load the remote', () => {
    signedOut();
    renderAt('/goals');
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('opens the area for signed-in users', () => {
    signedIn();
    renderAt('/goals/12');
    expect(screen.getByRole('status')).toHaveTextContent('Opening Goals...');
  });
});

describe('moving between two areas of one remote', () => {
  it('never shows the area left at the new path (the routines area at /sessions/6 read routine 6)', async () => {
    signedIn();
    const seen: string[] = [];
    function RoutinesArea() {
      seen.push(`routines at ${useLocation().pathname}`);
      return <Link to="/sessions/6">Open the workout</Link>;
    }
    function SessionsArea() {
      seen.push(`sessions at ${useLocation().pathname}`);
      return <h1>Session 6</h1>;
    }
    const areas: Record<string, () => ReactElement> = { './RoutinesArea': RoutinesArea, './SessionsArea': SessionsArea };
    // Both areas already loaded: the shell swaps them at once.
    const loader = {
      ...createRemoteLoader(),
      peek: (_remote: string, module: string) => areas[module],
      load: async (_remote: string, module: string) => areas[module]!,
    };
    render(
      <Provider store={createLiftbookStore()}>
        <RemoteLoaderContext.Provider value={loader as unknown as ReturnType<typeof createRemoteLoader>}>
          <MemoryRouter initialEntries={['/routines/2/start']}>
            <AppRoutes host="localhost" />
          </MemoryRouter>
        </RemoteLoaderContext.Provider>
      </Provider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Open the workout' }));
    expect(await screen.findByRole('heading', { name: 'Session 6' })).toBeInTheDocument();
    expect(seen.filter((s) => s.startsWith('routines at /sessions'))).toEqual([]);
  });
});

describe('auth errors', () => {
  it('are shown, never a blank page', () => {
    fixedAuth({ status: 'unauthenticated', user: null, error: LOGIN_FAILED });
    renderAt('/');
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
    expect(screen.getByRole('heading', { name: 'Get Started' })).toBeInTheDocument();
  });
});
