import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPIED, COPY_FAILED, ShareInvite } from './share-invite';

const LINK = 'http://localhost/invites?code=K7Q2MX9P';

function withNavigator(parts: { clipboard?: unknown; share?: unknown }) {
  for (const [key, value] of Object.entries(parts)) Object.defineProperty(navigator, key, { value, configurable: true });
}

afterEach(() => withNavigator({ clipboard: undefined, share: undefined }));

describe('ShareInvite', () => {
  it('Copy puts the code on the clipboard and says so', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    withNavigator({ clipboard: { writeText } });
    render(<ShareInvite code="K7Q2MX9P" link={LINK} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(writeText).toHaveBeenCalledWith('K7Q2MX9P');
    expect(await screen.findByText(COPIED)).toBeInTheDocument();
  });

  it('a refused copy says how to copy by hand', async () => {
    withNavigator({ clipboard: { writeText: jest.fn(() => Promise.reject(new Error('denied'))) } });
    render(<ShareInvite code="K7Q2MX9P" link={LINK} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    expect(await screen.findByText(COPY_FAILED)).toBeInTheDocument();
  });

  it('Share opens the share sheet with the code and its link, where the browser has one', async () => {
    const share = jest.fn(() => Promise.resolve());
    withNavigator({ clipboard: { writeText: jest.fn() }, share });
    render(<ShareInvite code="K7Q2MX9P" link={LINK} />);
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Join my group on Liftbook', text: 'Invite code: K7Q2MX9P', url: LINK });
  });

  it('without the Web Share API there is no Share button; with neither, nothing', () => {
    withNavigator({ clipboard: { writeText: jest.fn() } });
    const { unmount } = render(<ShareInvite code="K7Q2MX9P" link={LINK} />);
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share' })).not.toBeInTheDocument();
    unmount();
    withNavigator({ clipboard: undefined, share: undefined });
    const { container } = render(<ShareInvite code="K7Q2MX9P" link={LINK} />);
    expect(container).toBeEmptyDOMElement();
  });
});
