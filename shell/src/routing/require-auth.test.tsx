import '@liftbook/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fixedAuth, signedIn, signedOut } from '../testing/auth';
import { RequireAuth } from './require-auth';

const page = () =>
  render(
    <RequireAuth>
      <h1>Sessions</h1>
    </RequireAuth>,
  );

describe('RequireAuth', () => {
  it('says "Authenticating..." while authentication loads', () => {
    fixedAuth({ status: 'loading', user: null, error: null });
    page();
    expect(screen.getByRole('status')).toHaveTextContent('Authenticating...');
    expect(screen.queryByText('Sessions')).not.toBeInTheDocument();
  });

  it('asks visitors to log in', async () => {
    const port = signedOut();
    const login = jest.spyOn(port, 'login');
    page();
    expect(screen.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to access this page.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(login).toHaveBeenCalled();
  });

  it('shows the page to signed-in users', () => {
    signedIn();
    page();
    expect(screen.getByRole('heading', { name: 'Sessions' })).toBeInTheDocument();
  });
});
