import { MAX_SET_DURATION_MS } from '@liftbook/shared/set-rules';
import { durationToSend, formatDuration, hasDurationUnits, hmsToMs, msToHms, parseDurationParts } from './duration';

describe('hmsToMs', () => {
  it.each([
    [0, 0, 0, 0],
    [0, 0, 45, 45_000],
    [0, 1, 30, 90_000],
    [1, 2, 3, 3_723_000],
    [0, 0, 90, 90_000],
    [24, 0, 0, MAX_SET_DURATION_MS],
  ])('%ih %im %is → %i ms', (hours, minutes, seconds, ms) => {
    expect(hmsToMs({ hours, minutes, seconds })).toBe(ms);
  });
});

describe('durationToSend (sent only when above 0)', () => {
  it.each([
    [{ hours: 0, minutes: 0, seconds: 0 }, null],
    [{ hours: 0, minutes: 0, seconds: 1 }, 1000],
    [{ hours: 0, minutes: 1, seconds: 30 }, 90_000],
    [{ hours: 0, minutes: -1, seconds: 0 }, null],
    [{ hours: Number.NaN, minutes: 0, seconds: 0 }, null],
  ])('%o → %p', (parts, expected) => {
    expect(durationToSend(parts)).toBe(expected);
  });
});

describe('msToHms', () => {
  it.each([
    [0, { hours: 0, minutes: 0, seconds: 0 }],
    [45_000, { hours: 0, minutes: 0, seconds: 45 }],
    [90_000, { hours: 0, minutes: 1, seconds: 30 }],
    [3_723_000, { hours: 1, minutes: 2, seconds: 3 }],
    [3_723_999, { hours: 1, minutes: 2, seconds: 3 }],
    [-5000, { hours: 0, minutes: 0, seconds: 0 }],
  ])('%i ms → %o', (ms, parts) => {
    expect(msToHms(ms)).toEqual(parts);
  });
});

describe('formatDuration', () => {
  it.each([
    [0, '0:00'],
    [999, '0:00'],
    [45_000, '0:45'],
    [60_000, '1:00'],
    [90_000, '1:30'],
    [720_000, '12:00'],
    [3_599_000, '59:59'],
    [3_600_000, '1:00:00'],
    [3_723_000, '1:02:03'],
    [36_000_000, '10:00:00'],
  ])('%i ms → %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe("parseDurationParts: the quick log's duration notation, in ms", () => {
  it.each([
    ['1h2m3s', 3_723_000],
    ['90s', 90_000],
    ['1m30s', 90_000],
    ['1h', 3_600_000],
    ['2m', 120_000],
    ['45s', 45_000],
    ['1h30s', 3_630_000],
    ['2m 30s', 150_000],
    ['1H2M3S', 3_723_000],
    [' 1m ', 60_000],
    ['0s', 0],
    ['0h0m0s', 0],
    ['', null],
    ['30', null],
    ['1.5m', null],
    ['30s1m', null],
    ['1m1m', null],
    ['1d', null],
    ['m', null],
    ['1min', 60_000],
    ['1mins', 60_000],
    ['1minute', null],
  ])('%p → %p', (text, ms) => {
    const parts = parseDurationParts(text);
    expect(parts === null ? null : hmsToMs(parts)).toBe(ms);
  });
});

describe('hasDurationUnits', () => {
  it.each([
    ['1m30s', true],
    ['90s', true],
    ['1h', true],
    ['8', false],
    ['8-10', false],
    ['', false],
  ])('%p → %p', (text, expected) => {
    expect(hasDurationUnits(text)).toBe(expected);
  });
});

describe('parseDurationParts (zero parts kept)', () => {
  it.each([
    ['1h2m3s', { hours: 1, minutes: 2, seconds: 3 }],
    ['0s', { hours: 0, minutes: 0, seconds: 0 }],
    ['90s', { hours: 0, minutes: 0, seconds: 90 }],
    ['8', null],
    ['', null],
  ])('%p → %p', (text, parts) => {
    expect(parseDurationParts(text)).toEqual(parts);
  });
});
