import { emptySetForm, type SetFormState } from './set-validation';
import { lastTimeDate, lastTimeLabel, nextSetToOffer, offeredSetFields, type LastTimeSet, type SetFields } from './last-time';

const lbs = (weight: number, reps: number, kind?: LastTimeSet['kind']): LastTimeSet => ({ weight, weight_unit: 'lbs', reps, duration: null, kind });

describe('lastTimeLabel', () => {
  it.each<[string, LastTimeSet[], string]>([
    ['the issue’s example', [lbs(185, 5), lbs(185, 5), lbs(190, 4)], '185 × 5, 185 × 5, 190 × 4 lbs'],
    ['kg sets', [{ weight: 100, weight_unit: 'kg', reps: 5, duration: null }], '100 × 5 kg'],
    [
      'weights rounded to what a plate loads (0.5 lbs, 0.25 kg)',
      [lbs(221.67, 5), { weight: 86.18, weight_unit: 'kg', reps: 3, duration: null }],
      '221.5 lbs × 5, 86.25 kg × 3',
    ],
    ['a missing unit is lbs', [{ weight: 135, weight_unit: null, reps: 8, duration: null }], '135 × 8 lbs'],
    ['mixed units: each weight says its own', [lbs(135, 5), { weight: 60, weight_unit: 'kg', reps: 5, duration: null }], '135 lbs × 5, 60 kg × 5'],
    ['a warm-up and a drop set are marked', [lbs(95, 5, 'warmup'), lbs(185, 5), lbs(135, 10, 'drop')], '95 × 5 (W), 185 × 5, 135 × 10 (D) lbs'],
    [
      'reps only',
      [
        { weight: null, weight_unit: null, reps: 12, duration: null },
        { weight: null, weight_unit: null, reps: 1, duration: null },
      ],
      '12 reps, 1 rep',
    ],
    ['timed', [{ weight: null, weight_unit: null, reps: null, duration: 90_000 }], '1:30'],
    ['a weighted hold', [{ weight: 45, weight_unit: 'lbs', reps: null, duration: 60_000 }], '45 × 1:00 lbs'],
  ])('%s', (_case, sets, label) => {
    expect(lastTimeLabel(sets, 'km')).toBe(label);
  });

  const row = (duration: number | null, distance: number | null): LastTimeSet => ({ weight: null, weight_unit: null, reps: null, duration, distance });
  it.each<[string, LastTimeSet[], 'km' | 'mi', string]>([
    ['a row with its distance, as the set row writes it', [row(1_260_000, 5200)], 'km', '21:00 · 5.20 km'],
    ['in miles for an lbs lifter', [row(1_200_000, 4988.97)], 'mi', '20:00 · 3.10 mi'],
    ['5 km stays km for an lbs lifter (it reads exactly so)', [row(1_200_000, 5000)], 'mi', '20:00 · 5.00 km'],
    ['a distance alone', [row(null, 400), row(null, 400)], 'km', '400 m, 400 m'],
    ['sets without one say nothing of it', [row(60_000, null), row(60_000, 1000)], 'km', '1:00, 1:00 · 1.00 km'],
    [
      'a weighted carry names its weight unit, so the trailing unit never reads as the distance’s',
      [{ weight: 90, weight_unit: 'lbs', reps: null, duration: 30_000, distance: 20 }, lbs(90, 8)],
      'km',
      '90 lbs × 0:30 · 20 m, 90 lbs × 8',
    ],
    ['a marked set keeps its marker last', [{ ...row(300_000, 1000), kind: 'warmup' }], 'km', '5:00 · 1.00 km (W)'],
  ])('%s', (_case, sets, unit, label) => {
    expect(lastTimeLabel(sets, unit)).toBe(label);
  });
});

describe('nextSetToOffer', () => {
  it.each<[string, string[], string[] | null, string | null]>([
    ['first set today: last time’s first', [], ['a1', 'a2', 'a3'], 'a1'],
    ['third set today: last time’s third', ['t1', 't2'], ['a1', 'a2', 'a3'], 'a3'],
    ['past last time’s sets: today’s last', ['t1', 't2', 't3', 't4'], ['a1', 'a2', 'a3'], 't4'],
    ['no last time: today’s last', ['t1'], null, 't1'],
    ['nothing at all', [], null, null],
    ['an empty last time and nothing today', [], [], null],
  ])('%s', (_case, today, lastTime, offered) => {
    expect(nextSetToOffer(today, lastTime)).toBe(offered);
  });
});

describe('lastTimeDate', () => {
  it.each([
    ['2026-11-18T00:00:00.000Z', '2026-11-25T10:00:00.000Z', 'Nov 18'],
    ['2026-01-01T00:00:00.000Z', '2026-12-31T23:59:00.000Z', 'Jan 1'],
    ['2025-12-30T00:00:00.000Z', '2026-01-02T08:00:00.000Z', 'Dec 30, 2025'],
  ])('%s seen on %s: "%s"', (iso, now, shown) => expect(lastTimeDate(iso, new Date(now))).toBe(shown));
});

describe('offeredSetFields: what a new set starts with', () => {
  const fields = (weight: string, weightUnit: 'kg' | 'lbs', reps: string, kind: SetFields['kind'] = 'normal'): SetFields => {
    const { notes: _notes, ...blank } = emptySetForm(weightUnit);
    return { ...blank, weight, reps, kind };
  };
  const offered = (form: SetFormState) => [form.weight, form.weightUnit, form.reps, form.kind];

  it("a copy of the warm-up just logged is a working set, with the warm-up's figures", () => {
    expect(offered(offeredSetFields([fields('60', 'kg', '5', 'warmup')], null, 'kg'))).toEqual(['60', 'kg', '5', 'normal']);
  });

  it('past last time’s sets, a copy of last time’s last warm-up is a working set too', () => {
    expect(offeredSetFields([fields('100', 'kg', '5')], [fields('40', 'kg', '8', 'warmup')], 'kg').kind).toBe('normal');
    expect(offeredSetFields([], [], 'kg')).toEqual(emptySetForm('kg'));
  });

  it('last time’s set at the same position is that set again, a warm-up included', () => {
    expect(offeredSetFields([], [fields('40', 'kg', '8', 'warmup'), fields('100', 'kg', '5')], 'kg').kind).toBe('warmup');
  });

  it('a drop or failure set is copied as it is', () => {
    expect(offeredSetFields([fields('60', 'kg', '12', 'drop')], null, 'kg').kind).toBe('drop');
  });

  it("a first set ever is blank, in the lifter's unit", () => {
    expect(offeredSetFields([], null, 'kg')).toEqual(emptySetForm('kg'));
  });

  it("today's set keeps the unit it was logged in; last time's other unit is offered in the lifter's", () => {
    expect(offered(offeredSetFields([fields('225', 'lbs', '5')], null, 'kg'))).toEqual(['225', 'lbs', '5', 'normal']);
    expect(offered(offeredSetFields([], [fields('225', 'lbs', '5')], 'kg'))).toEqual(['102.06', 'kg', '5', 'normal']);
    expect(offered(offeredSetFields([], [fields('100', 'kg', '3')], 'lbs'))).toEqual(['220.46', 'lbs', '3', 'normal']);
    expect(offered(offeredSetFields([], [fields('', 'lbs', '8')], 'kg'))).toEqual(['', 'kg', '8', 'normal']);
  });
});
