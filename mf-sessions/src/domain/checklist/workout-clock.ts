// The workout's clock and its finish (issue 30): when the workout started (the session's
// started_at, the api's record of its first logged set; until the api carries it, the first set's
// created_at), the time since, and what Finish's summary says. Pure: the caller passes `now`.
import { formatNumber, formatWeight, lbsIn } from '@liftbook/shared/format';
import type { FinishSummary, SessionRecord, WeightUnit } from '@liftbook/shared/contract';

/**
 * Epoch ms the workout started, or null before its first set. `isUnsaved` tells a set still on its
 * way to the api (the outbox's local id: shared's isUnsaved), whose stamp is this device's clock:
 * it counts only while no saved set does.
 */
export function workoutStart(
  session: { started_at?: string | null },
  exercises: ReadonlyArray<{ sets: ReadonlyArray<{ id: number; created_at: string }> }>,
  isUnsaved: (set: { id: number }) => boolean,
): number | null {
  if (session.started_at) {
    const started = Date.parse(session.started_at);
    if (Number.isFinite(started)) return started;
  }
  const first = (sets: ReadonlyArray<{ created_at: string }>) => {
    const stamps = sets.map((s) => Date.parse(s.created_at)).filter(Number.isFinite);
    return stamps.length === 0 ? null : Math.min(...stamps);
  };
  const all = exercises.flatMap((e) => e.sets);
  // The api's stamps first; a workout logged wholly offline runs by this device's clock, as its
  // offline Finish counts the duration (the outbox's provisionalFinish).
  return first(all.filter((s) => !isUnsaved(s))) ?? first(all);
}

/** "0:45", "12:05", "1:02:05": a workout's length, never below 0. */
export function formatElapsed(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The set a record was set on, as far as the page knows it. */
export interface RecordSet {
  weight: number | null;
  weight_unit: WeightUnit | null;
  reps: number | null;
}

/** A record's weight as a plate loads it (an e1RM of 119.58 kg reads 119.5 kg). */
const weightText = (value: number, unit: WeightUnit | null) => formatWeight(value, unit);

/** "PR: e1RM 112.5 kg", "PR: 100 kg × 5" (heaviest for those reps), "PR: 8 reps at 100 kg". */
export function recordLabel(record: Pick<SessionRecord, 'kind' | 'value' | 'unit'>, set?: RecordSet | null): string {
  switch (record.kind) {
    case 'e1rm':
      return `PR: e1RM ${weightText(record.value, record.unit)}`;
    case 'weight_for_reps':
      return set?.reps ? `PR: ${weightText(record.value, record.unit)} × ${set.reps}` : `PR: ${weightText(record.value, record.unit)}`;
    case 'reps_at_weight':
      return set?.weight !== null && set?.weight !== undefined
        ? `PR: ${formatNumber(record.value)} reps at ${weightText(set.weight, set.weight_unit)}`
        : `PR: ${formatNumber(record.value)} reps`;
  }
}

export interface FinishLines {
  duration: string;
  volume: string;
  sets: string;
}

/** Finish's summary as the screen says it: the volume in the lifter's unit. */
export function finishLines(summary: Pick<FinishSummary, 'duration_ms' | 'volume_lbs' | 'set_count'>, unit: WeightUnit): FinishLines {
  return {
    duration: summary.duration_ms === null ? '—' : formatElapsed(summary.duration_ms),
    volume: `${formatNumber(Math.round(lbsIn(summary.volume_lbs, unit)))} ${unit}`,
    sets: `${summary.set_count} ${summary.set_count === 1 ? 'set' : 'sets'}`,
  };
}

/** A workout left open longer than this is an old session, not one under way: no clock for it. */
export const OPEN_WORKOUT_MS = 12 * 60 * 60_000;

/**
 * What the workout bar shows: a finished workout's length; the clock and Finish while one is under
 * way (a set logged in the last 12 hours); only Finish for planned sets left from longer ago;
 * nothing for an older session with nothing planned (history before workouts had a finish).
 */
export type WorkoutBarState = { kind: 'finished'; ms: number | null } | { kind: 'open'; clockMs: number | null } | { kind: 'none' };

export function workoutBarState(start: number | null, finishedAt: number | null, unchecked: number, now: number): WorkoutBarState {
  if (finishedAt !== null) return { kind: 'finished', ms: start === null ? null : Math.max(0, finishedAt - start) };
  const recent = start !== null && now - start < OPEN_WORKOUT_MS;
  if (recent) return { kind: 'open', clockMs: Math.max(0, now - start) };
  return unchecked > 0 ? { kind: 'open', clockMs: null } : { kind: 'none' };
}
