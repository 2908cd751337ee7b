import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REST_TIMER_KEY, resetRestTimerStore, startRestAfterSet } from '../../ui/rest-store';
import { RestBar } from './rest-bar';

let clock = Date.now();
const now = () => clock;

beforeEach(() => {
  localStorage.clear();
  resetRestTimerStore();
});

describe('RestBar', () => {
  it('shows nothing until a set is logged', () => {
    render(<RestBar now={now} />);
    expect(screen.queryByRole('region', { name: 'Rest timer' })).not.toBeInTheDocument();
  });

  it('counts down from 2:00 after a set, adjusts by 15 s (remembered for the exercise), and skips', async () => {
    render(<RestBar now={now} />);
    act(() => startRestAfterSet('Squat', clock));
    expect(screen.getByRole('timer', { name: 'Rest time left' })).toHaveTextContent('2:00');
    expect(screen.getByRole('region', { name: 'Rest timer' })).toHaveTextContent('Rest · Squat');
    await userEvent.click(screen.getByRole('button', { name: '+15 s (15 seconds more)' }));
    expect(screen.getByRole('timer')).toHaveTextContent('2:15');
    await userEvent.click(screen.getByRole('button', { name: 'Skip' }));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    // The next Squat set rests 2:15: the exercise remembers it.
    act(() => startRestAfterSet('squat', clock));
    expect(screen.getByRole('timer')).toHaveTextContent('2:15');
    act(() => startRestAfterSet('Bench Press', clock));
    expect(screen.getByRole('timer')).toHaveTextContent('2:00');
  });

  it('survives a reload: the end time is kept, so the count goes on', () => {
    startRestAfterSet('Squat', clock);
    expect(localStorage.getItem(REST_TIMER_KEY)).not.toBeNull();
    resetRestTimerStore();
    clock += 45_000;
    render(<RestBar now={now} />);
    expect(screen.getByRole('timer', { name: 'Rest time left' })).toHaveTextContent('1:15');
  });

  it('says when the rest is over, and vibrates where the device can', () => {
    const vibrate = jest.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    jest.useFakeTimers();
    try {
      render(<RestBar now={now} />);
      act(() => startRestAfterSet('Squat', clock));
      clock += 120_000;
      act(() => jest.advanceTimersByTime(300));
      expect(screen.getByRole('region', { name: 'Rest timer' })).toHaveTextContent('Rest over');
      expect(screen.getByRole('timer')).toHaveTextContent('0:00');
      expect(vibrate).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('button', { name: 'Dismiss' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
