import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { TIMER_DRAFT_KEY } from '../../domain/drafts/draft-store';
import { COUNTDOWN_MESSAGES } from '../../domain/stopwatch-timer/stopwatch-timer';
import { plantDraft, resetDrafts, storedDraft } from '../../testing/drafts';
import { TIMER_TOGGLE_LABEL, TimerWidget } from './timer-widget';

const display = () => screen.getByRole('timer');
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-20T18:00:00Z') });
  // The timer is saved in localStorage, which lasts the whole file: each test starts without it.
  resetDrafts();
});
afterEach(() => {
  jest.useRealTimers();
  delete (navigator as { vibrate?: unknown }).vibrate;
});

describe('Timer widget: stopwatch', () => {
  it('starts idle at 00:00.0 in Stopwatch mode, the digits in a silent timer', () => {
    render(<TimerWidget />);
    expect(screen.getByRole('button', { name: 'Stopwatch' })).toHaveAttribute('aria-pressed', 'true');
    expect(display()).toHaveTextContent('00:00.0');
    expect(display()).toHaveAttribute('aria-live', 'off');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('counts up when started, holds on pause, resumes, and resets to zero', () => {
    render(<TimerWidget />);
    click('Start');
    advance(1_550);
    expect(display()).toHaveTextContent('00:01.5');
    click('Pause');
    expect(screen.getByText('Paused')).toBeInTheDocument();
    advance(10_000);
    expect(display()).toHaveTextContent('00:01.5');
    click('Resume');
    advance(60_000);
    expect(display()).toHaveTextContent('01:01.5');
    click('Pause');
    click('Reset');
    expect(display()).toHaveTextContent('00:00.0');
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('shows the right time after the tab was throttled in the background (time from timestamps)', () => {
    const clock = { t: 1_000_000 };
    render(<TimerWidget now={() => clock.t} />);
    click('Start');
    // Ten minutes pass with no redraw at all (a backgrounded tab); one tick is enough.
    clock.t += 600_000;
    advance(100);
    expect(display()).toHaveTextContent('10:00.0');
  });
});

describe('Timer widget: countdown', () => {
  it('defaults to 5 minutes and counts down', () => {
    render(<TimerWidget />);
    click('Timer');
    expect(display()).toHaveTextContent('05:00');
    click('Start');
    advance(61_000);
    expect(display()).toHaveTextContent('03:59');
  });

  it('stops at 0 with "Time\'s up" and buzzes once where the phone can', () => {
    const vibrate = jest.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    render(<TimerWidget />);
    click('Timer');
    click('Set timer to 1:00');
    click('Start');
    advance(59_000);
    expect(screen.queryByText("Time's up")).not.toBeInTheDocument();
    advance(5_000);
    expect(display()).toHaveTextContent('00:00');
    expect(screen.getByText("Time's up")).toBeInTheDocument();
    advance(30_000);
    expect(display()).toHaveTextContent('00:00');
    expect(vibrate).toHaveBeenCalledTimes(1);
    // Start again runs the full length.
    click('Restart');
    advance(1_000);
    expect(display()).toHaveTextContent('00:59');
  });

  it('sets minutes and seconds, and explains invalid values', () => {
    render(<TimerWidget />);
    click('Timer');
    const minutes = screen.getByLabelText('Minutes');
    const seconds = screen.getByLabelText('Seconds');

    fireEvent.change(minutes, { target: { value: '2' } });
    fireEvent.change(seconds, { target: { value: '30' } });
    click('Set');
    expect(display()).toHaveTextContent('02:30');

    fireEvent.change(seconds, { target: { value: '60' } });
    click('Set');
    expect(screen.getByRole('alert')).toHaveTextContent(COUNTDOWN_MESSAGES.seconds);
    expect(display()).toHaveTextContent('02:30');

    fireEvent.change(seconds, { target: { value: '10' } });
    fireEvent.change(minutes, { target: { value: '-1' } });
    click('Set');
    expect(screen.getByRole('alert')).toHaveTextContent(COUNTDOWN_MESSAGES.minutes);

    fireEvent.change(minutes, { target: { value: '0' } });
    fireEvent.change(seconds, { target: { value: '' } });
    click('Set');
    expect(screen.getByRole('alert')).toHaveTextContent(COUNTDOWN_MESSAGES.total);

    fireEvent.change(minutes, { target: { value: '0' } });
    fireEvent.change(seconds, { target: { value: '45' } });
    click('Set');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(display()).toHaveTextContent('00:45');
  });

  it('locks the length while the countdown runs', () => {
    render(<TimerWidget />);
    click('Timer');
    click('Start');
    expect(screen.getByLabelText('Minutes')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Set' })).toBeDisabled();
    expect(screen.getByText('Pause to change the time.')).toBeInTheDocument();
  });

  it('keeps a running rest timer while the lifter looks at the stopwatch', () => {
    render(<TimerWidget />);
    click('Timer');
    click('Start');
    advance(10_000);
    click('Stopwatch');
    expect(display()).toHaveTextContent('00:00.0');
    expect(screen.getByRole('button', { name: 'Timer (running)' })).toBeInTheDocument();
    advance(20_000);
    click('Timer (running)');
    expect(display()).toHaveTextContent('04:30');
  });
});

describe('Timer widget after a reload (the tab was discarded)', () => {
  const KEY = 'liftbook.timer.v1';
  /** The page goes away for `ms` (nothing mounted, no timers firing), then renders from nothing. */
  const reloadAfter = (first: { unmount: () => void }, ms: number) => {
    first.unmount();
    jest.setSystemTime(Date.now() + ms);
    return render(<TimerWidget />);
  };

  it('keeps a running countdown running, and right', () => {
    const first = render(<TimerWidget />);
    click('Timer');
    click('Set timer to 1:30');
    click('Start');
    advance(10_000);
    reloadAfter(first, 20_000);
    expect(screen.getByRole('button', { name: 'Timer' })).toHaveAttribute('aria-pressed', 'true');
    expect(display()).toHaveTextContent('01:00');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    advance(15_000);
    expect(display()).toHaveTextContent('00:45');
    // The form shows the length that was set, not the default.
    click('Pause');
    expect(screen.getByLabelText('Minutes')).toHaveValue('1');
    expect(screen.getByLabelText('Seconds')).toHaveValue('30');
  });

  it('keeps a running stopwatch and a paused countdown apart', () => {
    const first = render(<TimerWidget />);
    click('Timer');
    click('Start');
    advance(60_000);
    click('Pause');
    click('Stopwatch');
    click('Start');
    advance(5_000);
    reloadAfter(first, 60_000);
    expect(display()).toHaveTextContent('01:05.0');
    click('Timer');
    expect(display()).toHaveTextContent('04:00');
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });

  it('shows "Time\'s up" for a countdown that ran out while the tab was gone, without buzzing for it', () => {
    const vibrate = jest.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const first = render(<TimerWidget />);
    click('Timer');
    click('Set timer to 1:00');
    click('Start');
    reloadAfter(first, 5 * 60_000);
    expect(display()).toHaveTextContent('00:00');
    expect(screen.getByText("Time's up")).toBeInTheDocument();
    advance(1_000);
    expect(vibrate).not.toHaveBeenCalled();
    click('Restart');
    advance(1_000);
    expect(display()).toHaveTextContent('00:59');
  });

  it('saves each start at once, not after a delay', () => {
    render(<TimerWidget />);
    click('Start');
    expect(storedDraft(KEY)).toMatchObject({ mode: 'stopwatch', timers: { stopwatch: { status: 'running', startedAt: Date.now() } } });
  });

  it('Reset clears the saved timer', () => {
    const first = render(<TimerWidget />);
    click('Start');
    advance(3_000);
    click('Pause');
    click('Reset');
    expect(localStorage.getItem(KEY)).toBeNull();
    reloadAfter(first, 10_000);
    expect(display()).toHaveTextContent('00:00.0');
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it.each([
    ['not JSON', () => localStorage.setItem(KEY, 'running')],
    [
      'a clock of the wrong shape',
      () =>
        plantDraft(KEY, {
          mode: 'countdown',
          timers: { stopwatch: { mode: 'stopwatch', status: 'running', startedAt: null, accumulatedMs: 0, countdownMs: 300000 } },
        }),
    ],
    ['an unknown mode', () => plantDraft(KEY, { mode: 'lap', timers: {} })],
  ])('starts fresh when the saved timer is %s', (_case, plant) => {
    plant();
    render(<TimerWidget />);
    expect(screen.getByRole('button', { name: 'Stopwatch' })).toHaveAttribute('aria-pressed', 'true');
    expect(display()).toHaveTextContent('00:00.0');
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });
});

describe("Timer widget folded into the session page's toolbar", () => {
  const toggle = () => screen.getByRole('button', { name: TIMER_TOGGLE_LABEL });

  it('is a button until opened, then the whole widget in place; it closes again', () => {
    render(<TimerWidget foldable />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Timer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    fireEvent.click(toggle());
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Timer' });
    expect(toggle()).toHaveAttribute('aria-controls', region.id);
    // Its spec behaviour, unchanged: both modes, the countdown 5 minutes by default.
    expect(within(region).getByRole('button', { name: 'Stopwatch' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(region).getByRole('button', { name: 'Timer' }));
    expect(display()).toHaveTextContent('05:00');
    fireEvent.click(toggle());
    expect(screen.queryByRole('region', { name: 'Timer' })).not.toBeInTheDocument();
  });

  it('shows a clock that runs on its button while closed, and keeps counting', () => {
    render(<TimerWidget foldable />);
    expect(toggle()).toHaveTextContent('');
    fireEvent.click(toggle());
    click('Start');
    fireEvent.click(toggle());
    advance(2_000);
    expect(toggle()).toHaveTextContent('00:02.0');
    // The name stays what the button does; the digits are only seen.
    expect(toggle()).toHaveAccessibleName(TIMER_TOGGLE_LABEL);
    fireEvent.click(toggle());
    expect(display()).toHaveTextContent('00:02.0');
    expect(toggle()).toHaveTextContent('');
  });

  it('is open again after a reload when the lifter left it open, and closed when they closed it', () => {
    const first = render(<TimerWidget foldable />);
    fireEvent.click(toggle());
    first.unmount();
    const second = render(<TimerWidget foldable />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Timer' })).toBeInTheDocument();
    fireEvent.click(toggle());
    // Closed and fresh: nothing is kept.
    expect(localStorage.getItem(TIMER_DRAFT_KEY)).toBeNull();
    second.unmount();
    render(<TimerWidget foldable />);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
  });
});
