import { act, render, screen } from '@testing-library/react';
import { announce, LiveAnnouncer } from './live-announcer';

describe('LiveAnnouncer', () => {
  it('is one polite live region (no status role: pages keep theirs) that says what announce() is given, each time anew', () => {
    render(<LiveAnnouncer />);
    const live = screen.getByTestId('live-announcer');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toBeEmptyDOMElement();
    act(() => announce('Set logged: Bench Press, 135 lbs × 8'));
    expect(live).toHaveTextContent('Set logged: Bench Press, 135 lbs × 8');
    const first = live.firstElementChild;
    // The same words again are a new announcement: a new node, so screen readers say it again.
    act(() => announce('Set logged: Bench Press, 135 lbs × 8'));
    expect(live.firstElementChild).not.toBe(first);
    expect(live).toHaveTextContent('Set logged: Bench Press, 135 lbs × 8');
  });

  it('a region mounted later does not repeat an old announcement', () => {
    act(() => announce('All changes synced'));
    render(<LiveAnnouncer />);
    expect(screen.getByTestId('live-announcer')).toBeEmptyDOMElement();
  });
});
