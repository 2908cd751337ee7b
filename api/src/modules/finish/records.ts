// The personal records a session set, for Finish's summary: each of the session's counted sets
// (never a warm-up: sql.ts countedSet) against every EARLIER session of the same lift. Pure: the
// statement (queries.ts) brings the session's sets and, per lift and rep count, the heaviest weight
// lifted before; what a set lifted (lbs, Epley's estimate) is lifted.ts's one definition.
//
// - e1rm: the session's best estimated 1RM of the lift, above every earlier estimate.
// - weight_for_reps: the heaviest set of a rep count, heavier than anything lifted before for as
//   many reps or more (and than the session's own sets of more reps).
// - reps_at_weight: the most reps at a weight, more than ever done before at that weight or
//   heavier (and than the session's own heavier sets).
// A lift with no earlier counted set has nothing to beat, so its first session sets no record;
// ties are no record (a record is beaten, not matched), and within the session the earliest set
// of equals holds it.
import type { SessionRecord, WeightUnit } from '@liftbook/shared/contract';
import { LBS_PER_KG } from '@liftbook/shared/set-rules';
import { epleyFactor, setE1rm, setLbs } from '../../lifted/lifted.js';
import { roundLbs } from '../../lifted/round.js';

/** A counted set of the session, in logged order. */
export interface SessionSet {
  id: number;
  /** The exercise's name as logged. */
  exercise: string;
  /** The lift: the name in lower case, as PostgreSQL lowers it (the history's key). */
  lift: string;
  weight: number | null;
  weight_unit: WeightUnit | null;
  reps: number | null;
}

/** Per lift (lower-case name) and rep count, the heaviest weight lifted before, lbs (null: none had a weight). */
export interface HistoryRow {
  lift: string;
  reps: number | null;
  lbs: number | null;
}

/** Float noise between two conversions of one weight is no record. */
const EPSILON = 1e-6;

/** The set's lbs as lifted.ts reads them; a bodyweight set is 0. */
const lbsOf = (set: SessionSet) => setLbs(set) ?? 0;
/** lbs in the set's unit, to 0.01 (the wire's figures). */
const inUnit = (lbs: number, unit: WeightUnit | null) => roundLbs(unit === 'kg' ? lbs / LBS_PER_KG : lbs)!;

function maxOf(values: (number | null)[]): number | null {
  const present = values.filter((v): v is number => v !== null);
  return present.length === 0 ? null : Math.max(...present);
}

function liftRecords(sets: SessionSet[], history: HistoryRow[]): SessionRecord[] {
  const records: SessionRecord[] = [];
  const unitOf = (set: SessionSet) => set.weight_unit ?? (set.weight === null ? null : 'lbs');

  // e1rm
  const estimates = sets.map((set) => ({ set, estimate: setE1rm(set) })).filter((e): e is { set: SessionSet; estimate: number } => e.estimate !== null);
  const best = estimates.reduce<(typeof estimates)[number] | null>((a, b) => (a === null || b.estimate > a.estimate + EPSILON ? b : a), null);
  const before = maxOf(
    history.map((row) => {
      const factor = epleyFactor(row.reps);
      return row.lbs === null || row.lbs <= 0 || factor === null ? null : row.lbs * factor;
    }),
  );
  if (best !== null && before !== null && best.estimate > before + EPSILON) {
    records.push({ exercise: best.set.exercise, kind: 'e1rm', value: inUnit(best.estimate, unitOf(best.set)), unit: unitOf(best.set), set_id: best.set.id });
  }

  // weight_for_reps: per rep count, the session's heaviest set of it.
  for (const reps of [...new Set(sets.map((s) => s.reps).filter((r): r is number => r !== null && r >= 1))].sort((a, b) => a - b)) {
    const ofReps = sets.filter((s) => s.reps === reps && lbsOf(s) > 0);
    const top = ofReps.reduce<SessionSet | null>((a, b) => (a === null || lbsOf(b) > lbsOf(a) + EPSILON ? b : a), null);
    if (top === null) continue;
    const bar = maxOf([
      ...history.filter((row) => row.reps !== null && row.reps >= reps).map((row) => row.lbs),
      ...sets.filter((s) => s.reps !== null && s.reps > reps).map(lbsOf),
    ]);
    if (bar !== null && lbsOf(top) > bar + EPSILON)
      records.push({ exercise: top.exercise, kind: 'weight_for_reps', value: top.weight!, unit: unitOf(top), set_id: top.id });
  }

  // reps_at_weight: per weight, the session's set of most reps at it.
  const weights = [...new Set(sets.filter((s) => s.reps !== null && s.reps >= 1).map((s) => Math.round(lbsOf(s) * 100) / 100))].sort((a, b) => a - b);
  for (const weight of weights) {
    const atWeight = sets.filter((s) => s.reps !== null && s.reps >= 1 && Math.abs(lbsOf(s) - weight) < 0.005);
    const top = atWeight.reduce<SessionSet | null>((a, b) => (a === null || b.reps! > a.reps! ? b : a), null)!;
    const earlier = history.filter((row) => row.reps !== null && (row.lbs ?? 0) >= lbsOf(top) - EPSILON).map((row) => row.reps);
    if (earlier.length === 0) continue;
    const bar = maxOf([...earlier, ...sets.filter((s) => lbsOf(s) > lbsOf(top) + EPSILON).map((s) => s.reps)])!;
    if (top.reps! > bar) records.push({ exercise: top.exercise, kind: 'reps_at_weight', value: top.reps!, unit: null, set_id: top.id });
  }
  return records;
}

/** The records of the session's counted sets (in logged order, lifts by first appearance) against `history`. */
export function sessionRecords(sets: SessionSet[], history: HistoryRow[]): SessionRecord[] {
  const lifts = [...new Set(sets.map((s) => s.lift))];
  return lifts.flatMap((lift) => {
    const before = history.filter((row) => row.lift === lift);
    if (before.length === 0) return [];
    return liftRecords(
      sets.filter((s) => s.lift === lift),
      before,
    );
  });
}
