import '@liftbook/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import InvitesArea from './invites-area';

// Mounted the way the shell mounts it: under "/invites/*".
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/invites/*" element={<InvitesArea />} />
      </Routes>
    </MemoryRouter>,
  );

describe('InvitesArea', () => {
  it('shows its heading', () => {
    renderAt('/invites');
    expect(screen.getByRole('heading', { level: 1, name: 'My Invites' })).toBeInTheDocument();
  });

  it('says an unknown inner path does not exist and links back (relative)', async () => {
    renderAt('/invites/nope/deeper');
    expect(screen.getByText('This page does not exist')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to My Invites' }));
    expect(screen.getByRole('heading', { level: 1, name: 'My Invites' })).toBeInTheDocument();
  });
});
