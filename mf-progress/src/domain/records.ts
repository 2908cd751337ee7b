// Personal records as the panel shows them (beyond the spec: what Strong and Hevy users rely on).
// The api does the maths (Epley, rep maxes, lbs); this turns its answer into labelled rows, the
// records that fit the lift's stored type, weights in the lifter's unit.
import type { PersonalRecords, WeightUnit } from '@liftbook/shared/contract';
import { formatLbsIn, formatNumber, lbsIn } from '@liftbook/shared/format';
import { xLabel } from './chart-data';

export interface RecordRow {
  label: string;
  value: string;
  /** "Nov 20, 2026", or "" when the record was never set. */
  date: string;
}

const day = (date: string | null) => (date === null ? '' : xLabel(date, 'year'));
const reps = (count: number) => `${count} ${count === 1 ? 'rep' : 'reps'}`;

/** "1:30" for 90 000 ms. */
const clock = (ms: number) => {
  const total = Math.floor(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * The headline records, in the panel's order; "—" for one never set. They follow the lift's
 * stored type: a timed lift shows its longest hold; a reps lift its most reps, and its heaviest
 * added weight when it had any; a weighted lift every weight record.
 */
export function recordRows(records: PersonalRecords, unit: WeightUnit): RecordRow[] {
  const { heaviest_set: heaviest, best_e1rm: e1rm, most_reps: most, best_session_volume: volume, longest_duration: longest } = records;
  /** A weight, rounded to what a plate loads ("102 kg"). */
  const weight = (lbs: number) => formatLbsIn(lbs, unit);
  /** A volume is a sum, not a load: to 0.01 as the api's total gives it. */
  const volumeText = (lbs: number) => `${formatNumber(lbsIn(lbs, unit))} ${unit}`;
  /** "102 kg × 5"; just "102 kg" for a set without reps (a timed carry). */
  const set = (lbs: number, count: number | null) => (count === null ? weight(lbs) : `${weight(lbs)} × ${count}`);
  const mostReps: RecordRow = {
    label: 'Most Reps',
    value: most ? (most.weight === null || most.weight === 0 ? reps(most.reps) : `${reps(most.reps)} at ${weight(most.weight)}`) : '—',
    date: day(most?.date ?? null),
  };
  const heaviestSet = (label: string): RecordRow => ({ label, value: heaviest ? set(heaviest.weight, heaviest.reps) : '—', date: day(heaviest?.date ?? null) });
  switch (records.type) {
    case 'duration':
      return [{ label: 'Longest Hold', value: longest ? clock(longest.duration) : '—', date: day(longest?.date ?? null) }];
    case 'reps':
      return heaviest === null ? [mostReps] : [mostReps, heaviestSet('Added Weight')];
    default:
      return [
        { label: 'Est. 1RM', value: e1rm ? `${weight(e1rm.e1rm)} (${set(e1rm.weight, e1rm.reps)})` : '—', date: day(e1rm?.date ?? null) },
        heaviestSet('Heaviest Set'),
        mostReps,
        { label: 'Best Session Volume', value: volume ? volumeText(volume.volume) : '—', date: day(volume?.date ?? null) },
      ];
  }
}

/** "1RM" … "10RM": the heaviest weight lifted for at least that many reps (a weighted lift's only). */
export function repMaxRows(records: PersonalRecords, unit: WeightUnit): RecordRow[] {
  if (records.heaviest_set === null || (records.type !== 'weighted' && records.type !== null)) return [];
  return records.rep_maxes.map((max) => ({ label: `${max.reps}RM`, value: max.weight === null ? '—' : formatLbsIn(max.weight, unit), date: day(max.date) }));
}

/** False when nothing logged sets any record (the panel then says so instead of ten dashes). */
export function hasRecords(records: PersonalRecords): boolean {
  return records.heaviest_set !== null || records.most_reps !== null || records.best_session_volume !== null || records.longest_duration !== null;
}
