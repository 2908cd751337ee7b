import type { PersonalRecords } from '@liftbook/shared/contract';
import { hasRecords, recordRows, repMaxRows } from './records';

const day = (d: string) => `${d}T00:00:00.000Z`;
const none: PersonalRecords = {
  heaviest_set: null,
  best_e1rm: null,
  most_reps: null,
  best_session_volume: null,
  rep_maxes: Array.from({ length: 10 }, (_, i) => ({ reps: i + 1, weight: null, date: null })),
  longest_duration: null,
  type: null,
};
const full: PersonalRecords = {
  heaviest_set: { weight: 315, reps: 1, date: day('2026-03-05') },
  best_e1rm: { e1rm: 320, weight: 300, reps: 2, date: day('2026-03-05') },
  most_reps: { reps: 20, weight: 135, date: day('2026-03-02') },
  best_session_volume: { volume: 4477.31, date: day('2026-03-02') },
  rep_maxes: [
    { reps: 1, weight: 315, date: day('2026-03-05') },
    { reps: 2, weight: 300, date: day('2026-03-05') },
    ...Array.from({ length: 8 }, (_, i) => ({ reps: i + 3, weight: i < 3 ? 220.46 : null, date: i < 3 ? day('2026-03-02') : null })),
  ],
  longest_duration: null,
  type: 'weighted',
};

describe('recordRows', () => {
  it.each([
    [
      'every record set',
      full,
      [
        { label: 'Est. 1RM', value: '320 lbs (300 lbs × 2)', date: 'Mar 5, 2026' },
        { label: 'Heaviest Set', value: '315 lbs × 1', date: 'Mar 5, 2026' },
        { label: 'Most Reps', value: '20 reps at 135 lbs', date: 'Mar 2, 2026' },
        { label: 'Best Session Volume', value: '4,477.31 lbs', date: 'Mar 2, 2026' },
      ],
    ],
    [
      'a reps lift: most reps, and no weight records (they would be dashes)',
      { ...none, type: 'reps', most_reps: { reps: 1, weight: null, date: day('2026-01-09') } },
      [{ label: 'Most Reps', value: '1 rep', date: 'Jan 9, 2026' }],
    ],
    [
      // Every set has a weight (a belt), yet the lift is stored as reps: reps first, then the added weight, no 1RM.
      'a reps lift with added weight: most reps and the most added weight',
      { ...full, type: 'reps', heaviest_set: { weight: 45, reps: 8, date: day('2026-01-09') }, most_reps: { reps: 12, weight: 25, date: day('2026-01-02') } },
      [
        { label: 'Most Reps', value: '12 reps at 25 lbs', date: 'Jan 2, 2026' },
        { label: 'Added Weight', value: '45 lbs × 8', date: 'Jan 9, 2026' },
      ],
    ],
    [
      'a plank: its longest hold',
      { ...none, type: 'duration', longest_duration: { duration: 90_000, date: day('2026-01-09') } },
      [{ label: 'Longest Hold', value: '1:30', date: 'Jan 9, 2026' }],
    ],
    [
      // A weighted carry stored as a timed lift: what the type says, not the heaviest set.
      'a timed lift that also had weight: still its longest hold',
      { ...full, type: 'duration', longest_duration: { duration: 45_000, date: day('2026-01-09') } },
      [{ label: 'Longest Hold', value: '0:45', date: 'Jan 9, 2026' }],
    ],
    [
      'a weighted carry without reps: heaviest set without reps',
      { ...none, type: 'weighted', heaviest_set: { weight: 1234.5, reps: null, date: day('2026-01-09') } },
      [
        { label: 'Est. 1RM', value: '—', date: '' },
        { label: 'Heaviest Set', value: '1,234.5 lbs', date: 'Jan 9, 2026' },
        { label: 'Most Reps', value: '—', date: '' },
        { label: 'Best Session Volume', value: '—', date: '' },
      ],
    ],
  ])('%s', (_case, records, rows) => {
    expect(recordRows(records as PersonalRecords, 'lbs')).toEqual(rows);
  });

  it('in kg when the lifter reads kg', () => {
    expect(recordRows(full, 'kg')).toEqual([
      { label: 'Est. 1RM', value: '145.25 kg (136 kg × 2)', date: 'Mar 5, 2026' },
      { label: 'Heaviest Set', value: '143 kg × 1', date: 'Mar 5, 2026' },
      { label: 'Most Reps', value: '20 reps at 61.25 kg', date: 'Mar 2, 2026' },
      { label: 'Best Session Volume', value: '2,030.88 kg', date: 'Mar 2, 2026' },
    ]);
    expect(repMaxRows(full, 'kg')[4]).toEqual({ label: '5RM', value: '100 kg', date: 'Mar 2, 2026' });
  });
});

describe('repMaxRows', () => {
  it('none for a lift never lifted with weight', () => {
    expect(repMaxRows({ ...none, type: 'reps', most_reps: { reps: 12, weight: null, date: day('2026-01-09') } }, 'lbs')).toEqual([]);
  });

  it('none for a reps lift, though it had added weight', () => {
    expect(repMaxRows({ ...full, type: 'reps' }, 'lbs')).toEqual([]);
  });

  it('a plank has records (No records yet is wrong for it)', () => {
    expect(hasRecords({ ...none, longest_duration: { duration: 60_000, date: day('2026-01-09') } })).toBe(true);
  });

  it('1RM to 10RM, a dash for a count never lifted', () => {
    const rows = repMaxRows(full, 'lbs');
    expect(rows.map((r) => r.label)).toEqual(['1RM', '2RM', '3RM', '4RM', '5RM', '6RM', '7RM', '8RM', '9RM', '10RM']);
    expect(rows[0]).toEqual({ label: '1RM', value: '315 lbs', date: 'Mar 5, 2026' });
    expect(rows[4]).toEqual({ label: '5RM', value: '220.5 lbs', date: 'Mar 2, 2026' });
    expect(rows[9]).toEqual({ label: '10RM', value: '—', date: '' });
  });
});

describe('hasRecords', () => {
  it.each([
    ['nothing logged', none, false],
    ['every record', full, true],
    ['reps only', { ...none, most_reps: { reps: 10, weight: null, date: day('2026-01-01') } }, true],
  ])('%s -> %p', (_case, records, expected) => {
    expect(hasRecords(records)).toBe(expected);
  });
});
