import { mockFetch, outboxHolding, type MockRoutes } from '@liftbook/shared/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { beginSave, clearOfflineData, createLiftbookStore, whenSaved } from '@liftbook/shared';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { fixedAuth, signedIn, signedOut } from '../testing/auth';
import { LOG_OUT_AND_LOSE, LOG_OUT_WHEN_SAVED, Navbar, SAVE_RUNNING_MESSAGE, UNSYNCED_TITLE } from './navbar';
import styles from './navbar.module.css';
import { BOOT, MENU_OPEN, endBoot } from '../boot/boot-state';

const renderNavbar = (api: MockRoutes = { 'GET /api/invites': { body: [] } }) => {
  mockFetch(api);
  return render(
    <Provider store={createLiftbookStore()}>
      <MemoryRouter>
        <Navbar title="Liftbook - Beta" />
      </MemoryRouter>
    </Provider>,
  );
};

describe('Navbar', () => {
  it('signed in: title, Home, every area, the user name (opening Your data) and Log Out', async () => {
    const port = signedIn();
    const logout = jest.spyOn(port, 'logout');
    renderNavbar();
    expect(screen.getByRole('link', { name: /Liftbook - Beta/ })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Sessions', '/sessions'],
      ['Routines', '/routines'],
      ['Calendar', '/calendar'],
      ['Exercises', '/exercises'],
      ['Goals', '/goals'],
      ['Groups', '/groups'],
      ['My Invites', '/invites'],
      // Your data is in the menu (not only behind the name).
      ['Your data', '/data'],
      // The account's chip (avatar and name) opens Your data too.
      ['AAna Lifter (Your data)', '/data'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Your data' })).toHaveAttribute('href', '/data');
    // Every link is named by its visible content (WCAG 2.5.3): none carries an aria-label that could differ from it.
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((a) => a.hasAttribute('aria-label')),
    ).toEqual([]);
    expect(within(nav).getByText('Ana Lifter')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Ana Lifter (Your data)' })).toHaveAttribute('href', '/data');
    // The name is its own element, cut with an ellipsis by CSS; the tooltip carries the whole name.
    expect(within(nav).getByText('Ana Lifter')).toHaveClass(styles.userName!);
    expect(within(nav).getByTitle('Ana Lifter')).toContainElement(within(nav).getByText('Ana Lifter'));
    expect(within(nav).queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Log Out' }));
    expect(logout).toHaveBeenCalled();
  });

  it('My Invites shows the number of pending invites, in its name too; none shows no number', async () => {
    signedIn();
    renderNavbar({ 'GET /api/invites': { body: [{ id: 1 }, { id: 2 }] } });
    const link = await screen.findByRole('link', { name: 'My Invites (2 pending)' });
    expect(link).toHaveAttribute('href', '/invites');
    expect(link).toHaveTextContent('My Invites2 (2 pending)');
    expect(link).not.toHaveAttribute('aria-label');
  });

  it('signed out: Home and a login button only', async () => {
    const port = signedOut();
    const login = jest.spyOn(port, 'login');
    renderNavbar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home']);
    expect(within(nav).queryByRole('button', { name: 'Log Out' })).not.toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'Log In' }));
    expect(login).toHaveBeenCalled();
  });

  it('while authentication loads, a visitor already has Log In (the prerendered page shows it too)', () => {
    fixedAuth({ status: 'loading', user: null, error: null });
    renderNavbar();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
  });

  it('while authentication loads in a browser that may hold an account: no login button yet', () => {
    localStorage.setItem('msal.2.account.keys', JSON.stringify(['home-account-id']));
    try {
      fixedAuth({ status: 'loading', user: null, error: null });
      renderNavbar();
      expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Home' })).toBeInTheDocument();
    } finally {
      localStorage.clear();
    }
  });

  it('has a menu toggle for small screens that opens and closes the menu', async () => {
    signedIn();
    renderNavbar();
    const toggle = screen.getByRole('button', { name: 'Toggle menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // What shows the folded menu (the nav has no ARIA state of its own; the toggle's is checked above).
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass(styles.navOpen!);
    // Choosing a page closes it.
    await userEvent.click(screen.getByRole('link', { name: 'Goals' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts open when the prerendered toggle was pressed before the app ran', async () => {
    signedOut();
    document.documentElement.classList.add(BOOT, MENU_OPEN);
    try {
      renderNavbar();
      const toggle = screen.getByRole('button', { name: 'Toggle menu' });
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(screen.getByRole('navigation', { name: 'Main' })).toHaveClass(styles.navOpen!);
      await userEvent.click(screen.getByRole('link', { name: 'Home' }));
      expect(toggle).toHaveAttribute('aria-expanded', 'true'); // still "/": no page change
      await userEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
    } finally {
      endBoot();
    }
  });
});

describe('Log Out while a save is running', () => {
  it('asks first; Cancel stays signed in and the save goes on', async () => {
    const port = signedIn();
    const logout = jest.spyOn(port, 'logout');
    localStorage.setItem('liftbook.draft.v1.quicklog.7', 'kept');
    const end = beginSave();
    try {
      renderNavbar();
      await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
      const dialog = screen.getByRole('dialog', { name: 'A save is still running' });
      expect(dialog).toHaveTextContent(SAVE_RUNNING_MESSAGE);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(logout).not.toHaveBeenCalled();
      expect(localStorage.getItem('liftbook.draft.v1.quicklog.7')).toBe('kept');
    } finally {
      end();
      localStorage.clear();
    }
  });

  it('"Log Out When Saved" waits for the save to end, then logs out (drafts cleared only then)', async () => {
    const port = signedIn();
    const logout = jest.spyOn(port, 'logout');
    localStorage.setItem('liftbook.draft.v1.quicklog.7', 'kept');
    const end = beginSave();
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: LOG_OUT_WHEN_SAVED }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: `${LOG_OUT_WHEN_SAVED}...` })).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();
    expect(localStorage.getItem('liftbook.draft.v1.quicklog.7')).toBe('kept');
    end();
    await waitFor(() => expect(logout).toHaveBeenCalled());
    expect(localStorage.getItem('liftbook.draft.v1.quicklog.7')).toBeNull();
  });

  it('Cancel while waiting withdraws the logout', async () => {
    const port = signedIn();
    const logout = jest.spyOn(port, 'logout');
    localStorage.setItem('liftbook.draft.v1.quicklog.7', 'kept');
    const end = beginSave();
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: LOG_OUT_WHEN_SAVED }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    // Waiting behind the navbar's own wait: once this resolves, its Log Out would have begun, and
    // Log Out clears the drafts at once (the port's own call follows a step later).
    const saved = whenSaved();
    end();
    await saved;
    expect(localStorage.getItem('liftbook.draft.v1.quicklog.7')).toBe('kept');
    expect(logout).not.toHaveBeenCalled();
    localStorage.clear();
  });

  it('no save running: Log Out at once, no question', async () => {
    const port = signedIn();
    const logout = jest.spyOn(port, 'logout');
    renderNavbar();
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(logout).toHaveBeenCalled();
  });
  describe('with changes not on the server yet', () => {
    afterEach(() => clearOfflineData());

    it('Log Out asks first and says how many changes would be lost (waiting and refused); Cancel keeps them', async () => {
      const port = signedIn();
      const logout = jest.spyOn(port, 'logout');
      await outboxHolding({
        waiting: [
          { method: 'POST', url: '/sessions', body: { session_type: 'Legs' } },
          { method: 'POST', url: '/exercises/3/sets', body: { reps: 5 } },
          { method: 'DELETE', url: '/exercises/3/sets/9' },
        ],
        refused: [{ method: 'PUT', url: '/sessions/9', body: { notes: 'x' }, message: 'Session not found' }],
      });
      renderNavbar();
      await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
      const dialog = screen.getByRole('dialog', { name: UNSYNCED_TITLE });
      expect(dialog).toHaveTextContent(
        '4 changes are not on the server yet. Logging out deletes them from this device and they would be lost. Log out anyway?',
      );
      expect(logout).not.toHaveBeenCalled();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(logout).not.toHaveBeenCalled();
    });

    it('one change: the words are singular; "Log Out and Lose Changes" logs out', async () => {
      const port = signedIn();
      const logout = jest.spyOn(port, 'logout');
      await outboxHolding({ waiting: [{ method: 'POST', url: '/exercises/3/sets', body: { reps: 5 } }] });
      renderNavbar();
      await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
      const dialog = screen.getByRole('dialog', { name: UNSYNCED_TITLE });
      expect(dialog).toHaveTextContent('1 change is not on the server yet. Logging out deletes it from this device and it would be lost. Log out anyway?');
      await userEvent.click(within(dialog).getByRole('button', { name: LOG_OUT_AND_LOSE }));
      expect(logout).toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });
});
