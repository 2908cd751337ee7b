import { DEFAULT_REST_MS, adjustRest, formatRest, readRestPreferences, readRestTimer, restFor, restLeft, startRest } from './rest-between-sets';

const NOW = 1_800_000_000_000;

describe('rest timer', () => {
  it('starts at 2:00 for an exercise with no remembered rest', () => {
    expect(startRest('Squat', {}, NOW)).toEqual({ exercise: 'Squat', endsAt: NOW + DEFAULT_REST_MS, durationMs: DEFAULT_REST_MS });
  });

  it.each<[string, number | null, number]>([
    ['a planned rest wins over the remembered one', 90_000, 90_000],
    ['no planned rest: the remembered one', null, 180_000],
    ['a planned rest is kept within 15 s to 15 min', 3_600_000, 900_000],
  ])('%s', (_name, planned, expected) => {
    expect(startRest('Squat', { squat: 180_000 }, NOW, planned).durationMs).toBe(expected);
  });

  it.each<[string, Record<string, number>, number]>([
    ['remembered by name, case and spaces aside', { squat: 180_000 }, 180_000],
    ['another exercise: the default', { bench: 90_000 }, 120_000],
    ['a stored rest below 15 s is raised', { squat: 1_000 }, 15_000],
    ['a stored rest above 15 min is capped', { squat: 99 * 60_000 }, 15 * 60_000],
  ])('restFor: %s', (_name, preferences, expected) => {
    expect(restFor(' SQUAT ', preferences)).toBe(expected);
  });

  it.each<[string, number, number, number, number]>([
    // [case, delta, now offset, expected endsAt offset, expected duration]
    ['+15 s moves the end and the length', 15_000, 30_000, 135_000, 135_000],
    ['−15 s moves both back', -15_000, 30_000, 105_000, 105_000],
    ['−15 s near the end never ends before now', -15_000, 110_000, 110_000, 105_000],
    ['the length never drops below 15 s', -200_000, 0, 15_000, 15_000],
  ])('adjustRest: %s', (_name, delta, nowOffset, endsAtOffset, duration) => {
    const timer = startRest('Squat', {}, NOW);
    const { timer: adjusted, preferences } = adjustRest(timer, delta, {}, NOW + nowOffset);
    expect(adjusted.endsAt - NOW).toBe(endsAtOffset);
    expect(adjusted.durationMs).toBe(duration);
    expect(preferences).toEqual({ squat: duration });
  });

  it.each<[number, number]>([
    [NOW - 1, 120_001],
    [NOW + 120_000, 0],
    [NOW + 500_000, 0],
  ])('restLeft at %d is %d', (now, left) => {
    expect(restLeft(startRest('Squat', {}, NOW), now)).toBe(left);
  });

  it.each<[string, unknown, boolean]>([
    ['a running timer', { exercise: 'Squat', endsAt: NOW + 60_000, durationMs: 120_000 }, true],
    ['one that ended a moment ago (still shown as done)', { exercise: 'Squat', endsAt: NOW - 30_000, durationMs: 120_000 }, true],
    ['one long over', { exercise: 'Squat', endsAt: NOW - 120_000, durationMs: 120_000 }, false],
    ['one ending absurdly late', { exercise: 'Squat', endsAt: NOW + 3_600_000, durationMs: 120_000 }, false],
    ['a wrong shape', { exercise: 1, endsAt: 'x' }, false],
    ['nothing', null, false],
  ])('readRestTimer: %s', (_name, stored, kept) => {
    expect(readRestTimer(stored, NOW) !== null).toBe(kept);
  });

  it('readRestPreferences keeps only positive numbers', () => {
    expect(readRestPreferences({ squat: 90_000, bench: 'x', row: -1 })).toEqual({ squat: 90_000 });
    expect(readRestPreferences([1, 2])).toEqual({});
  });

  it.each<[number, string]>([
    [120_000, '2:00'],
    [45_000, '0:45'],
    [605_000, '10:05'],
    [400, '0:01'],
    [0, '0:00'],
    [-5, '0:00'],
  ])('formatRest(%d) = %s', (ms, text) => {
    expect(formatRest(ms)).toBe(text);
  });
});
