import { act, fireEvent, render, screen } from '@testing-library/react';
import { COUNTDOWN_MESSAGES } from '../../domain/timer';
import { TimerWidget } from './timer-widget';

const display = () => screen.getByRole('timer');
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-20T18:00:00Z') });
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
