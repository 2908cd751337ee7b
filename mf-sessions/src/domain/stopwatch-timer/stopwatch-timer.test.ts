import {
  COUNTDOWN_MESSAGES,
  COUNTDOWN_REFRESH_MS,
  DEFAULT_COUNTDOWN_MS,
  STOPWATCH_REFRESH_MS,
  createTimer,
  displayMs,
  elapsedMs,
  formatCountdown,
  formatStopwatch,
  formatTimer,
  isFinished,
  parseTimerState,
  pause,
  refreshIntervalMs,
  remainingMs,
  reset,
  setCountdown,
  settle,
  start,
  switchMode,
  timerStatus,
  type TimerState,
} from './stopwatch-timer';

const T0 = 1_700_000_000_000;

describe('constants (docs/product.md §9)', () => {
  it('has the spec’s values', () => {
    expect(DEFAULT_COUNTDOWN_MS).toBe(300_000);
    expect(STOPWATCH_REFRESH_MS).toBe(100);
    expect(COUNTDOWN_REFRESH_MS).toBe(200);
    expect(refreshIntervalMs('stopwatch')).toBe(100);
    expect(refreshIntervalMs('countdown')).toBe(200);
  });

  it('starts idle, with a 5 minute countdown', () => {
    expect(createTimer()).toEqual({ mode: 'stopwatch', status: 'idle', accumulatedMs: 0, startedAt: null, countdownMs: 300_000 });
    expect(formatTimer(createTimer('countdown'), T0)).toBe('05:00');
    expect(formatTimer(createTimer('stopwatch'), T0)).toBe('00:00.0');
  });
});

type Step = ['start' | 'pause' | 'reset' | 'settle', number];

function run(initial: TimerState, steps: Step[]): TimerState {
  return steps.reduce((state, [action, at]) => {
    switch (action) {
      case 'start':
        return start(state, T0 + at);
      case 'pause':
        return pause(state, T0 + at);
      case 'reset':
        return reset(state);
      case 'settle':
        return settle(state, T0 + at);
    }
  }, initial);
}

describe('stopwatch', () => {
  // [case, steps (ms after T0), read at, status, elapsed]
  it.each<[string, Step[], number, string, number]>([
    ['idle reads 0', [], 5000, 'idle', 0],
    ['running counts from start', [['start', 0]], 1500, 'running', 1500],
    [
      'paused keeps the time',
      [
        ['start', 0],
        ['pause', 1500],
      ],
      60_000,
      'paused',
      1500,
    ],
    [
      'resume adds on',
      [
        ['start', 0],
        ['pause', 1500],
        ['start', 10_000],
      ],
      12_000,
      'running',
      3500,
    ],
    [
      'start twice keeps the first start',
      [
        ['start', 0],
        ['start', 5000],
      ],
      6000,
      'running',
      6000,
    ],
    [
      'pause when paused changes nothing',
      [
        ['start', 0],
        ['pause', 1000],
        ['pause', 9000],
      ],
      9000,
      'paused',
      1000,
    ],
    ['pause when idle changes nothing', [['pause', 1000]], 2000, 'idle', 0],
    [
      'reset goes back to idle at 0',
      [
        ['start', 0],
        ['pause', 1000],
        ['reset', 0],
      ],
      5000,
      'idle',
      0,
    ],
    [
      'reset while running',
      [
        ['start', 0],
        ['reset', 500],
      ],
      5000,
      'idle',
      0,
    ],
    ['backgrounded for an hour: timestamps, not ticks', [['start', 0]], 3_723_400, 'running', 3_723_400],
    ['clock going back never counts down', [['start', 10_000]], 5_000, 'running', 0],
  ])('%s', (_case, steps, at, status, elapsed) => {
    const state = run(createTimer('stopwatch'), steps);
    expect(timerStatus(state, T0 + at)).toBe(status);
    expect(elapsedMs(state, T0 + at)).toBe(elapsed);
    expect(displayMs(state, T0 + at)).toBe(elapsed);
    expect(isFinished(state, T0 + at)).toBe(false);
  });

  it('never finishes, however long it runs', () => {
    const state = start(createTimer('stopwatch'), T0);
    expect(settle(state, T0 + 10 * DEFAULT_COUNTDOWN_MS)).toBe(state);
    expect(formatTimer(state, T0 + 3_723_400)).toBe('1:02:03.4');
  });
});

describe('countdown', () => {
  // [case, steps, read at, status, remaining]
  it.each<[string, Step[], number, string, number]>([
    ['idle shows the full length', [], 5000, 'idle', 300_000],
    ['running counts down', [['start', 0]], 60_000, 'running', 240_000],
    [
      'paused keeps the remaining time',
      [
        ['start', 0],
        ['pause', 60_000],
      ],
      200_000,
      'paused',
      240_000,
    ],
    [
      'resume continues',
      [
        ['start', 0],
        ['pause', 60_000],
        ['start', 100_000],
      ],
      160_000,
      'running',
      180_000,
    ],
    ['finishes at exactly 0', [['start', 0]], 300_000, 'finished', 0],
    ['stops at 0, never negative', [['start', 0]], 900_000, 'finished', 0],
    [
      'backgrounded past the end: finished on return',
      [
        ['start', 0],
        ['pause', 100_000],
        ['start', 200_000],
      ],
      10_000_000,
      'finished',
      0,
    ],
    [
      'settle stores the finish',
      [
        ['start', 0],
        ['settle', 300_001],
      ],
      400_000,
      'finished',
      0,
    ],
    [
      'settle before the end changes nothing',
      [
        ['start', 0],
        ['settle', 299_999],
      ],
      299_999,
      'running',
      1,
    ],
    [
      'pause after the end stores the finish',
      [
        ['start', 0],
        ['pause', 400_000],
      ],
      400_000,
      'finished',
      0,
    ],
    [
      'start after finishing starts over',
      [
        ['start', 0],
        ['settle', 300_000],
        ['start', 500_000],
      ],
      510_000,
      'running',
      290_000,
    ],
    [
      'start after an unsettled finish starts over',
      [
        ['start', 0],
        ['start', 600_000],
      ],
      601_000,
      'running',
      299_000,
    ],
    [
      'reset after finishing is idle at full length',
      [
        ['start', 0],
        ['settle', 300_000],
        ['reset', 0],
      ],
      900_000,
      'idle',
      300_000,
    ],
  ])('%s', (_case, steps, at, status, remaining) => {
    const state = run(createTimer('countdown'), steps);
    expect(timerStatus(state, T0 + at)).toBe(status);
    expect(remainingMs(state, T0 + at)).toBe(remaining);
    expect(displayMs(state, T0 + at)).toBe(remaining);
    expect(isFinished(state, T0 + at)).toBe(status === 'finished');
    expect(elapsedMs(state, T0 + at)).toBe(300_000 - remaining);
  });

  it('settle is idempotent and leaves other states alone', () => {
    const finished = settle(start(createTimer('countdown'), T0), T0 + 300_000);
    expect(finished.status).toBe('finished');
    expect(settle(finished, T0 + 400_000)).toBe(finished);
    const paused = pause(start(createTimer('countdown'), T0), T0 + 1000);
    expect(settle(paused, T0 + 999_999)).toBe(paused);
  });
});

describe('setCountdown', () => {
  // [minutes, seconds, length ms | errors]
  it.each<[number | string, number | string, number]>([
    [5, 0, 300_000],
    [0, 30, 30_000],
    [0, 59, 59_000],
    [1, 30, 90_000],
    [90, 0, 5_400_000],
    ['2', '15', 135_000],
    ['', '45', 45_000],
    [' 3 ', '', 180_000],
  ])('%p min %p s → %i ms', (minutes, seconds, ms) => {
    const result = setCountdown(createTimer('countdown'), minutes, seconds);
    expect(result).toEqual({ ok: true, state: createTimer('countdown', ms) });
    if (result.ok) expect(formatTimer(result.state, T0)).toBe(formatCountdown(ms));
  });

  it.each<[number | string, number | string, Partial<Record<'minutes' | 'seconds' | 'total', string>>]>([
    [0, 0, { total: COUNTDOWN_MESSAGES.total }],
    ['', '', { total: COUNTDOWN_MESSAGES.total }],
    [-1, 30, { minutes: COUNTDOWN_MESSAGES.minutes }],
    [1.5, 0, { minutes: COUNTDOWN_MESSAGES.minutes }],
    ['abc', 0, { minutes: COUNTDOWN_MESSAGES.minutes }],
    [Number.NaN, 10, { minutes: COUNTDOWN_MESSAGES.minutes }],
    [1, 60, { seconds: COUNTDOWN_MESSAGES.seconds }],
    [1, -1, { seconds: COUNTDOWN_MESSAGES.seconds }],
    [1, 2.5, { seconds: COUNTDOWN_MESSAGES.seconds }],
    [-1, 60, { minutes: COUNTDOWN_MESSAGES.minutes, seconds: COUNTDOWN_MESSAGES.seconds }],
  ])('%p min %p s is refused', (minutes, seconds, errors) => {
    expect(setCountdown(createTimer('countdown'), minutes, seconds)).toEqual({ ok: false, errors });
  });

  it('resets a running countdown to idle at the new length', () => {
    const running = start(createTimer('countdown'), T0);
    const result = setCountdown(running, 1, 0);
    expect(result.ok && result.state).toEqual(createTimer('countdown', 60_000));
  });

  it('in stopwatch mode keeps the stopwatch running and stores the length', () => {
    const running = start(createTimer('stopwatch'), T0);
    const result = setCountdown(running, 1, 0);
    expect(result.ok && result.state).toEqual({ ...running, countdownMs: 60_000 });
  });
});

describe('switchMode', () => {
  it('starts the other mode idle and keeps the countdown length', () => {
    const set = setCountdown(createTimer('stopwatch'), 2, 0);
    if (!set.ok) throw new Error('expected ok');
    const running = start(set.state, T0);
    expect(switchMode(running, 'countdown')).toEqual(createTimer('countdown', 120_000));
    expect(switchMode(running, 'stopwatch')).toBe(running);
  });
});

describe('formatStopwatch (tenths)', () => {
  it.each([
    [0, '00:00.0'],
    [99, '00:00.0'],
    [100, '00:00.1'],
    [1_999, '00:01.9'],
    [90_250, '01:30.2'],
    [3_599_999, '59:59.9'],
    [3_600_000, '1:00:00.0'],
    [3_723_400, '1:02:03.4'],
    [-50, '00:00.0'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatStopwatch(ms)).toBe(text);
  });
});

describe('formatCountdown (seconds round up)', () => {
  it.each([
    [300_000, '05:00'],
    [299_001, '05:00'],
    [299_000, '04:59'],
    [1, '00:01'],
    [0, '00:00'],
    [-10, '00:00'],
    [59_000, '00:59'],
    [3_600_000, '1:00:00'],
    [5_400_000, '1:30:00'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatCountdown(ms)).toBe(text);
  });
});

describe('parseTimerState (a stored timer read back after a reload)', () => {
  const running = start(createTimer('countdown', 90_000), T0);
  const paused = pause(start(createTimer('stopwatch'), T0), T0 + 5_000);
  const finished = settle(running, T0 + 100_000);

  it.each<[string, unknown, 'stopwatch' | 'countdown', TimerState | null]>([
    ['a running countdown', running, 'countdown', running],
    ['a paused stopwatch', paused, 'stopwatch', paused],
    ['a finished countdown', finished, 'countdown', finished],
    ['a fresh stopwatch', createTimer('stopwatch'), 'stopwatch', createTimer('stopwatch')],
    ['a countdown stored as the stopwatch', running, 'stopwatch', null],
    ['a finished stopwatch', { ...paused, status: 'finished' }, 'stopwatch', null],
    ['a running timer without a start', { ...running, startedAt: null }, 'countdown', null],
    ['a paused timer with a start', { ...paused, startedAt: T0 }, 'stopwatch', null],
    ['an idle timer that has run', { ...createTimer('stopwatch'), accumulatedMs: 5 }, 'stopwatch', null],
    ['an unknown status', { ...paused, status: 'stopped' }, 'stopwatch', null],
    ['negative time', { ...paused, accumulatedMs: -1 }, 'stopwatch', null],
    ['a countdown of 0', { ...createTimer('countdown'), countdownMs: 0 }, 'countdown', null],
    ['text for a number', { ...running, startedAt: String(T0) }, 'countdown', null],
    ['null', null, 'stopwatch', null],
    ['a string', 'running', 'stopwatch', null],
  ])('%s', (_case, raw, mode, expected) => {
    expect(parseTimerState(raw, mode)).toEqual(expected);
  });
});
