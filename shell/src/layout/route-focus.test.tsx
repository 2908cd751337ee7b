import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef, useState } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { pageTitle, useRouteFocus } from './route-focus';

const SITE = 'Liftbook - Beta';

/** A page whose heading arrives after its data, as a remote's does. */
function LatePage({ heading }: { heading: string }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 20);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <h1>{heading}</h1> : <p>Loading...</p>;
}

/** A page that swaps its heading for a new element once a lazy part arrives. */
function SwappingPage() {
  const [version, setVersion] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => setVersion(2), 20);
    return () => clearTimeout(timer);
  }, []);
  return (
    <h1 key={version} data-version={version}>
      Exercises
    </h1>
  );
}

function Shell() {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(main, SITE);
  return (
    <>
      <nav>
        <Link to="/sessions">Sessions</Link>
        <Link to="/goals">Goals</Link>
        <Link to="/goals?period=year">Goals by year</Link>
        <Link to="/exercises">Exercises</Link>
      </nav>
      <main ref={main}>
        <Routes>
          <Route path="/" element={<h1>Welcome back, Ana</h1>} />
          <Route path="/sessions" element={<h1>Sessions</h1>} />
          <Route path="/goals" element={<LatePage heading="Goals" />} />
          <Route path="/exercises" element={<SwappingPage />} />
        </Routes>
      </main>
    </>
  );
}

describe('pageTitle', () => {
  it.each([
    ['Sessions', '/sessions', 'Sessions - Liftbook - Beta'],
    ['  Workout\n  Calendar ', '/calendar', 'Workout Calendar - Liftbook - Beta'],
    ['Welcome back, Ana', '/', 'Liftbook - Beta'],
    [null, '/goals', 'Liftbook - Beta'],
  ])('%p on %s -> %p', (heading, pathname, title) => {
    expect(pageTitle(heading, SITE, pathname)).toBe(title);
  });
});

describe('useRouteFocus', () => {
  it('names the first page in the title without moving focus; a route change focuses the new heading and retitles', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Shell />
      </MemoryRouter>,
    );
    expect(document.title).toBe(SITE);
    expect(document.body).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: 'Sessions' }));
    const sessions = screen.getByRole('heading', { level: 1, name: 'Sessions' });
    expect(sessions).toHaveFocus();
    expect(sessions).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Sessions - Liftbook - Beta');

    // A heading that arrives after a loading state is waited for.
    await userEvent.click(screen.getByRole('link', { name: 'Goals' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Goals' })).toHaveFocus();
    expect(document.title).toBe('Goals - Liftbook - Beta');

    // A lifter who moved on before a slow heading arrived keeps their place.
    await userEvent.click(screen.getByRole('link', { name: 'Sessions' }));
    await userEvent.click(screen.getByRole('link', { name: 'Goals' }));
    screen.getByRole('link', { name: 'Sessions' }).focus();
    await screen.findByRole('heading', { level: 1, name: 'Goals' });
    expect(screen.getByRole('link', { name: 'Sessions' })).toHaveFocus();

    // A heading swapped for a new element keeps focus on the page's heading.
    await userEvent.click(screen.getByRole('link', { name: 'Exercises' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Exercises' })).toHaveAttribute('data-version', '2'));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Exercises' })).toHaveFocus());

    // A change of query only (a filter) keeps focus where the lifter is.
    const filter = screen.getByRole('link', { name: 'Goals by year' });
    await userEvent.click(filter);
    await act(async () => {});
    expect(filter).toHaveFocus();
  });
});
