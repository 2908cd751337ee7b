import '@liftbook/shared/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import GroupsArea from './groups-area';

// Mounted the way the shell mounts it: under "/groups/*".
const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/groups/*" element={<GroupsArea />} />
      </Routes>
    </MemoryRouter>,
  );

describe('GroupsArea', () => {
  it('shows its heading', () => {
    renderAt('/groups');
    expect(screen.getByRole('heading', { level: 1, name: 'My Groups' })).toBeInTheDocument();
  });

  it('says an unknown inner path does not exist and links back (relative)', async () => {
    renderAt('/groups/nope/deeper');
    expect(screen.getByText('This page does not exist')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Groups' }));
    expect(screen.getByRole('heading', { level: 1, name: 'My Groups' })).toBeInTheDocument();
  });
});
