// Personal records as the panel shows them (beyond the spec: what Strong and Hevy users rely on).
// The api does the maths (Epley, rep maxes, lbs); this turns its answer into labelled rows.
import type { PersonalRecords } from '@liftbook/shared/contract';
import { formatNumber } from '@liftbook/shared/format';
import { xLabel } from './chart-data';

export interface RecordRow {
  label: string;
  value: string;
  /** "Nov 20, 2026", or "" when the record was never set. */
  date: string;
}

const lbs = (weight: number) => `${formatNumber(weight)} lbs`;
const day = (date: string | null) => (date === null ? '' : xLabel(date, 'year'));
const reps = (count: number) => `${count} ${count === 1 ? 'rep' : 'reps'}`;
/** "225 lbs × 5"; just "225 lbs" for a set without reps (a timed carry). */
const set = (weight: number, count: number | null) => (count === null ? lbs(weight) : `${lbs(weight)} × ${count}`);

/** The headline records, in the panel's order; "—" for one never set. */
export function recordRows(records: PersonalRecords): RecordRow[] {
  const { heaviest_set: heaviest, best_e1rm: e1rm, most_reps: most, best_session_volume: volume } = records;
  return [
    { label: 'Est. 1RM', value: e1rm ? `${lbs(e1rm.e1rm)} (${set(e1rm.weight, e1rm.reps)})` : '—', date: day(e1rm?.date ?? null) },
    { label: 'Heaviest Set', value: heaviest ? set(heaviest.weight, heaviest.reps) : '—', date: day(heaviest?.date ?? null) },
    {
      label: 'Most Reps',
      value: most ? (most.weight === null || most.weight === 0 ? reps(most.reps) : `${reps(most.reps)} at ${lbs(most.weight)}`) : '—',
      date: day(most?.date ?? null),
    },
    { label: 'Best Session Volume', value: volume ? lbs(volume.volume) : '—', date: day(volume?.date ?? null) },
  ];
}

/** "1RM" … "10RM": the heaviest weight lifted for at least that many reps. */
export function repMaxRows(records: PersonalRecords): RecordRow[] {
  return records.rep_maxes.map((max) => ({ label: `${max.reps}RM`, value: max.weight === null ? '—' : lbs(max.weight), date: day(max.date) }));
}

/** False when nothing logged sets any record (the panel then says so instead of ten dashes). */
export function hasRecords(records: PersonalRecords): boolean {
  return records.heaviest_set !== null || records.most_reps !== null || records.best_session_volume !== null;
}
