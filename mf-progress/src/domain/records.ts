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

/** "1:30" for 90 000 ms. */
const clock = (ms: number) => {
  const total = Math.floor(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * The headline records, in the panel's order; "—" for one never set. They follow the lift's type:
 * a timed lift (only a longest set) shows its longest hold, a reps lift (no weight anywhere) its
 * most reps, a weighted lift every weight record.
 */
export function recordRows(records: PersonalRecords): RecordRow[] {
  const { heaviest_set: heaviest, best_e1rm: e1rm, most_reps: most, best_session_volume: volume, longest_duration: longest } = records;
  if (longest !== null && heaviest === null && most === null) return [{ label: 'Longest Hold', value: clock(longest.duration), date: day(longest.date) }];
  const mostReps: RecordRow = {
    label: 'Most Reps',
    value: most ? (most.weight === null || most.weight === 0 ? reps(most.reps) : `${reps(most.reps)} at ${lbs(most.weight)}`) : '—',
    date: day(most?.date ?? null),
  };
  if (heaviest === null) return [mostReps];
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

/** "1RM" … "10RM": the heaviest weight lifted for at least that many reps (none for a lift without weight). */
export function repMaxRows(records: PersonalRecords): RecordRow[] {
  if (records.heaviest_set === null) return [];
  return records.rep_maxes.map((max) => ({ label: `${max.reps}RM`, value: max.weight === null ? '—' : lbs(max.weight), date: day(max.date) }));
}

/** False when nothing logged sets any record (the panel then says so instead of ten dashes). */
export function hasRecords(records: PersonalRecords): boolean {
  return records.heaviest_set !== null || records.most_reps !== null || records.best_session_volume !== null || records.longest_duration !== null;
}
