import type { PlannedSet, WorkoutSet } from '@liftbook/shared/contract';
import { checkedSet, initialCheckFields, plannedChecklistRows, previousLabel, targetLabel } from './checklist-rows';

const planned = (position: number, fields: Partial<PlannedSet> = {}): PlannedSet => ({
  id: 80 + position,
  position,
  kind: 'normal',
  weight: 60,
  weight_unit: 'kg',
  reps: 5,
  duration: null,
  distance: null,
  rpe: null,
  ...fields,
});
const logged = (n: number, fields: Partial<WorkoutSet> = {}): WorkoutSet => ({
  id: n,
  set_number: n,
  weight: 57.5,
  weight_unit: 'kg',
  reps: 8,
  duration: null,
  notes: null,
  kind: 'normal',
  rpe: null,
  distance: null,
  created_at: '2026-11-20T18:00:00.000Z',
  updated_at: '2026-11-20T18:00:00.000Z',
  ...fields,
});

describe('plannedChecklistRows', () => {
  const warm = (n: number) => logged(n, { kind: 'warmup' });
  it.each([
    [
      'numbers after the logged sets, W for a warm-up',
      [logged(1)],
      [planned(2), planned(1, { kind: 'warmup' })],
      null,
      [
        ['W', 2, null],
        ['3', 3, null],
      ],
    ],
    [
      'pairs each row with last time at the same place',
      [],
      [planned(1), planned(2), planned(3)],
      [logged(1), logged(2)],
      [
        ['1', 1, 1],
        ['2', 2, 2],
        ['3', 3, null],
      ],
    ],
    ['counts logged sets into the place', [logged(1), logged(2)], [planned(3)], [logged(1), logged(2), logged(3)], [['3', 3, 3]]],
    [
      'warm-ups added today pair with last time’s warm-ups, working sets with its working sets',
      [],
      [planned(1, { kind: 'warmup' }), planned(2, { kind: 'warmup' }), planned(3), planned(4)],
      [warm(1), logged(2), logged(3)],
      [
        ['W', 1, 1],
        ['W', 2, null],
        ['3', 3, 2],
        ['4', 4, 3],
      ],
    ],
    ['a warm-up logged counts among warm-ups only', [warm(1)], [planned(2)], [warm(1), logged(2)], [['2', 2, 2]]],
  ] as const)('%s', (_name, loggedSets, plan, previous, expected) => {
    const rows = plannedChecklistRows(plan, loggedSets, previous);
    expect(rows.map((r) => [r.marker, r.number, r.previous?.set_number ?? null])).toEqual(expected);
  });
});

describe('targetLabel', () => {
  it.each([
    ['a rep range with a weight', planned(1, { reps: 5, reps_max: 8 }), '5–8 × 60 kg'],
    ['a fixed target', planned(1, { reps: 5, reps_max: 5 }), '5 × 60 kg'],
    ['a fixed target without reps_max', planned(1, { weight: 225, weight_unit: 'lbs', reps: 3 }), '3 × 225 lbs'],
    ['reps only, a range', planned(1, { weight: null, weight_unit: null, reps: 8, reps_max: 12 }), '8–12 reps'],
    ['one rep', planned(1, { weight: null, weight_unit: null, reps: 1 }), '1 rep'],
    ['a hold', planned(1, { weight: null, weight_unit: null, reps: null, duration: 90_000 }), '1:30'],
    ['a weighted hold', planned(1, { weight: 20, reps: null, duration: 60_000 }), '1:00 × 20 kg'],
    ['a run', planned(1, { weight: null, weight_unit: null, reps: null, duration: 1_200_000, distance: 5000 }), '20:00 · 5.00 km'],
    ['nothing', planned(1, { weight: null, weight_unit: null, reps: null }), '—'],
  ])('%s', (_name, set, expected) => {
    expect(targetLabel(set, 'km')).toBe(expected);
  });
});

describe('previousLabel', () => {
  it.each([
    [logged(1), '57.5 kg × 8'],
    [logged(1, { weight: 135, weight_unit: 'lbs', reps: 5 }), '135 lbs × 5'],
    [null, '—'],
  ])('%o -> %s', (set, expected) => expect(previousLabel(set, 'km')).toBe(expected));
});

describe('checkedSet', () => {
  const bench = planned(2, { reps: 5, reps_max: 8, rpe: 8, kind: 'normal' });
  it('logs the planned figures when the fields still hold them', () => {
    expect(checkedSet('weighted', bench, initialCheckFields(bench), 'kg')).toEqual({
      ok: true,
      value: { weight: 60, weight_unit: 'kg', reps: 5, duration: null, distance: null, rpe: 8, kind: 'normal' },
    });
  });
  it('logs what was typed, in the planned unit, keeping kind and RPE', () => {
    const warmup = planned(1, { kind: 'warmup', weight: 100, weight_unit: 'lbs', reps: 10 });
    expect(checkedSet('weighted', warmup, { weight: '102,5', reps: '8' }, 'kg')).toMatchObject({
      ok: true,
      value: { weight: 102.5, weight_unit: 'lbs', reps: 8, kind: 'warmup' },
    });
    expect(checkedSet('weighted', bench, { weight: '60', reps: '7' }, 'kg')).toMatchObject({ ok: true, value: { reps: 7, rpe: 8 } });
  });
  it.each([
    ['no reps', { weight: '60', reps: '' }, 'reps'],
    ['letters for weight', { weight: 'abc', reps: '5' }, 'weight'],
    ['half a rep', { weight: '60', reps: '5.5' }, 'reps'],
  ] as const)('refuses %s, naming the field', (_name, fields, field) => {
    const result = checkedSet('weighted', bench, { ...fields }, 'kg');
    expect(result.ok).toBe(false);
    expect(result.ok ? null : Object.keys(result.errors)).toContain(field);
  });
});
