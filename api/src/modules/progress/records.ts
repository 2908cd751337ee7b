// The personal records answer, shaped from the statement's rows (queries.ts personalRecordRows):
// lbs already rounded to 0.01 by PostgreSQL (queries.ts), days as the wire's UTC midnights, a record
// nobody set is null, and the rep maxes always REP_MAX_COUNT entries in order. Pure.
import type { PersonalRecords } from '@liftbook/shared/contract';
import { calendarDateToIso } from '../../lib/calendar-date.js';
import type { RecordRow } from './queries.js';
import { REP_MAX_COUNT } from './schemas.js';

export function toPersonalRecords(rows: readonly RecordRow[]): PersonalRecords {
  const one = (kind: RecordRow['record']) => rows.find((row) => row.record === kind) ?? null;
  const heaviest = one('heaviest_set');
  const estimate = one('best_e1rm');
  const mostReps = one('most_reps');
  const volume = one('best_session_volume');
  const longest = one('longest_duration');
  const repMaxes = new Map(rows.filter((row) => row.record === 'rep_max').map((row) => [row.reps, row]));
  return {
    heaviest_set: heaviest && { weight: heaviest.weight!, reps: heaviest.reps, date: calendarDateToIso(heaviest.day) },
    best_e1rm: estimate && { e1rm: estimate.value!, weight: estimate.weight!, reps: estimate.reps!, date: calendarDateToIso(estimate.day) },
    most_reps: mostReps && { reps: mostReps.reps!, weight: mostReps.weight, date: calendarDateToIso(mostReps.day) },
    best_session_volume: volume && { volume: volume.value!, date: calendarDateToIso(volume.day) },
    longest_duration: longest && { duration: Number(longest.value), date: calendarDateToIso(longest.day) },
    rep_maxes: Array.from({ length: REP_MAX_COUNT }, (_, i) => {
      const best = repMaxes.get(i + 1);
      return { reps: i + 1, weight: best === undefined ? null : best.weight, date: best === undefined ? null : calendarDateToIso(best.day) };
    }),
    type: rows[0]?.lift_type ?? null,
  };
}
