// Progression (issue 30): how a routine exercise's targets move at Finish, from what was LOGGED,
// never from what was planned. Pure and React-free: the api applies it at Finish, a page may
// preview it. The rules are the contract's ProgressionRule; each is judged here and nowhere else.
//
// - Only working sets are judged: warm-ups never (logged or planned), drop sets neither (they come
//   after a top set and have no target of their own). The n-th working set planned is judged
//   against the n-th working set logged; a planned set with nothing logged against it is a miss.
// - A set is made when it reached its target reps AND its target weight: a set logged lighter than
//   planned is not a success however many reps it had (Liftosaur #357). Weights logged in the
//   other unit are converted first; half a loadable step of slack absorbs the conversion.
// - New weights are rounded to what a plate can load in the exercise's unit (the house's
//   LOADABLE_STEP: 0.5 lbs, 0.25 kg) and kept within the set bounds.
import type { ProgressionRule, RoutineSet, SetKind, WeightUnit } from '../contract';
import { MAX_SET_WEIGHT } from '../set-rules';
import { formatNumber, LBS_PER_KG, LOADABLE_STEP, loadableWeight } from '../format/numbers';

/** A routine exercise's unit, training max and progression state (a RoutineExercise fits). */
export interface ProgressionState {
  weight_unit: WeightUnit;
  training_max: number | null;
  /** Linear: sessions in a row that missed. Training max: sessions of this cycle that missed. */
  failures: number;
  /** Training max: the week of the cycle the routine's sets are for (1..4). */
  cycle_week: number;
}

/** A set logged in the session for the exercise, in the order logged. */
export interface LoggedSet {
  kind: SetKind;
  weight: number | null;
  /** lbs when absent (docs/product.md §3). */
  weight_unit: WeightUnit | null;
  reps: number | null;
}

/**
 * A routine's planned set as progression reads and writes it: for double progression, `reps_min`
 * is the reps aimed at this time, climbing within the range, and `reps_bottom` the range's bottom
 * it returns to when the weight goes up (absent or null: `reps_min` is the bottom; the api keeps
 * it beside the set, the contract's RoutineSet does not carry it).
 */
export interface TargetSet extends RoutineSet {
  reps_bottom?: number | null;
}

export interface ProgressionResult {
  /** The routine exercise's sets for next time (warm-ups as they were). */
  sets: TargetSet[];
  state: ProgressionState;
  /** What happened, for the Finish summary: "60 → 62.5 kg". */
  summary: string;
  /** Whether sets or state differ from the input. */
  changed: boolean;
}

/** 5/3/1: the three main sets of each week of a cycle (% of the training max × reps); week 4 deloads. */
export const TRAINING_MAX_WEEKS: readonly (readonly { percent: number; reps: number }[])[] = [
  [
    { percent: 65, reps: 5 },
    { percent: 75, reps: 5 },
    { percent: 85, reps: 5 },
  ],
  [
    { percent: 70, reps: 3 },
    { percent: 80, reps: 3 },
    { percent: 90, reps: 3 },
  ],
  [
    { percent: 75, reps: 5 },
    { percent: 85, reps: 3 },
    { percent: 95, reps: 1 },
  ],
  [
    { percent: 40, reps: 5 },
    { percent: 50, reps: 5 },
    { percent: 60, reps: 5 },
  ],
];
export const CYCLE_WEEKS = TRAINING_MAX_WEEKS.length;
const DELOAD_WEEK = CYCLE_WEEKS;

/** A weight as a plate loads it in `unit`, within the set bounds. */
export function loadable(weight: number, unit: WeightUnit): number {
  return Math.min(MAX_SET_WEIGHT, Math.max(0, loadableWeight(weight, unit)));
}

/** `weight` logged in `from` (lbs when absent), in `to`. */
export function weightIn(weight: number, from: WeightUnit | null, to: WeightUnit): number {
  const source = from ?? 'lbs';
  if (source === to) return weight;
  return to === 'kg' ? weight / LBS_PER_KG : weight * LBS_PER_KG;
}

/** A set's target weight in the exercise's unit: its own, or its % of the training max; null when it has none. */
export function targetWeight(set: RoutineSet, trainingMax: number | null, unit: WeightUnit): number | null {
  if (set.weight !== null) return set.weight;
  if (set.percent_of_tm !== null && trainingMax !== null) return loadable((trainingMax * set.percent_of_tm) / 100, unit);
  return null;
}

const isWorking = (set: RoutineSet) => set.kind === 'normal';
const countsForJudging = (set: LoggedSet) => set.kind !== 'warmup' && set.kind !== 'drop';

interface Judged {
  planned: TargetSet;
  logged: LoggedSet | null;
  /** Reps and weight both reached `reps` (see judgeSet). */
  made: boolean;
}

/** Whether `logged` reached `reps` at the planned set's weight (a missing set never does). */
function judgeSet(planned: RoutineSet, logged: LoggedSet | null, reps: number | null, state: ProgressionState): boolean {
  if (logged === null) return false;
  if (reps !== null && (logged.reps ?? 0) < reps) return false;
  const target = targetWeight(planned, state.training_max, state.weight_unit);
  if (target === null) return true;
  const lifted = weightIn(logged.weight ?? 0, logged.weight_unit, state.weight_unit);
  return lifted >= target - LOADABLE_STEP[state.weight_unit] / 2;
}

/** The working sets paired in order with the working sets logged, each judged against `repsOf` its planned set. */
function judge(sets: TargetSet[], logged: LoggedSet[], state: ProgressionState, repsOf: (set: RoutineSet) => number | null): Judged[] {
  const done = logged.filter(countsForJudging);
  return sets.filter(isWorking).map((planned, i) => {
    const set = done[i] ?? null;
    return { planned, logged: set, made: judgeSet(planned, set, repsOf(planned), state) };
  });
}

const kilos = (weight: number, unit: WeightUnit) => `${formatNumber(weight)} ${unit}`;

/** "60 → 62.5 kg", or "training max 100 → 102.5 kg" when the working sets are %s of it. */
function moveSummary(before: TargetSet[], after: TargetSet[], state: ProgressionState, next: ProgressionState): string {
  const i = before.findIndex((set) => isWorking(set) && set.weight !== null);
  const from = before[i];
  const to = after[i];
  if (from && to && from.weight !== null && to.weight !== null && from.weight !== to.weight) {
    return `${formatNumber(from.weight)} → ${kilos(to.weight, state.weight_unit)}`;
  }
  if (state.training_max !== null && next.training_max !== null && state.training_max !== next.training_max) {
    return `training max ${formatNumber(state.training_max)} → ${kilos(next.training_max, state.weight_unit)}`;
  }
  return 'no weight to change';
}

/** Every working weight moved by `change` (absolute ones; a % follows the training max, moved once). */
function moveWeights(sets: TargetSet[], state: ProgressionState, change: (weight: number) => number): { sets: TargetSet[]; state: ProgressionState } {
  const moved = sets.map((set) => (isWorking(set) && set.weight !== null ? { ...set, weight: loadable(change(set.weight), state.weight_unit) } : set));
  const usesTm = sets.some((set) => isWorking(set) && set.weight === null && set.percent_of_tm !== null);
  const trainingMax =
    usesTm && state.training_max !== null
      ? Math.max(LOADABLE_STEP[state.weight_unit], loadable(change(state.training_max), state.weight_unit))
      : state.training_max;
  return { sets: moved, state: { ...state, training_max: trainingMax } };
}

const madeCount = (judged: Judged[]) => `${judged.filter((j) => j.made).length} of ${judged.length} sets made`;

function linear(rule: Extract<ProgressionRule, { kind: 'linear' }>, state: ProgressionState, sets: TargetSet[], logged: LoggedSet[]): ProgressionResult {
  const judged = judge(sets, logged, state, (set) => set.reps_min);
  if (judged.length === 0) return unchanged(sets, state, 'no working sets to judge');
  if (judged.every((j) => j.made)) {
    const next = moveWeights(sets, { ...state, failures: 0 }, (weight) => weight + rule.increment);
    return result(sets, state, next.sets, next.state, moveSummary(sets, next.sets, state, next.state));
  }
  const failures = state.failures + 1;
  if (failures >= rule.deload_after) {
    const next = moveWeights(sets, { ...state, failures: 0 }, (weight) => weight * (1 - rule.deload_percent / 100));
    const missed = failures === 1 ? 'a missed session' : `${failures} missed sessions`;
    return result(sets, state, next.sets, next.state, `deload after ${missed}: ${moveSummary(sets, next.sets, state, next.state)}`);
  }
  const weight = firstWorkingWeight(sets, state);
  const stays = weight === null ? 'stays' : `stays at ${kilos(weight, state.weight_unit)}`;
  return result(sets, state, sets, { ...state, failures }, `${stays}: ${madeCount(judged)} (missed ${failures} of ${rule.deload_after} before a deload)`);
}

function double(rule: Extract<ProgressionRule, { kind: 'double' }>, state: ProgressionState, sets: TargetSet[], logged: LoggedSet[]): ProgressionResult {
  const top = (set: RoutineSet) => set.reps_max ?? set.reps_min;
  const judged = judge(sets, logged, state, top);
  if (judged.length === 0) return unchanged(sets, state, 'no working sets to judge');
  if (judged.every((j) => j.made)) {
    // Every set at the top: heavier, and the reps back to the bottom of each range.
    const moved = moveWeights(sets, state, (weight) => weight + rule.increment);
    const nextSets = moved.sets.map((set) => (isWorking(set) ? backToBottom(set) : set));
    const bottom = nextSets.find(isWorking)?.reps_min;
    const back = bottom === null || bottom === undefined ? '' : `, back to ${bottom} reps`;
    return result(sets, state, nextSets, moved.state, `${moveSummary(sets, nextSets, state, moved.state)}${back}`);
  }
  // Otherwise each set that made its target aims a rep higher next time (up to the top); the
  // weight waits until every set is at the top (wger #2480).
  const climbed = new Map<TargetSet, TargetSet>();
  for (const j of judged) {
    const high = top(j.planned);
    const target = j.planned.reps_min;
    if (high === null || target === null || j.logged === null || !judgeSet(j.planned, j.logged, target, state)) continue;
    const next = Math.min(high, Math.max(target, j.logged.reps ?? 0) + 1);
    if (next !== target) climbed.set(j.planned, { ...j.planned, reps_min: next, reps_bottom: j.planned.reps_bottom ?? target });
  }
  const nextSets = sets.map((set) => climbed.get(set) ?? set);
  const atTop = judged.filter((j) => j.made).length;
  const goal = top(judged[0]!.planned);
  const toTop = goal === null ? '' : ` (${atTop} of ${judged.length} sets at ${goal})`;
  const weight = firstWorkingWeight(sets, state);
  const at = weight === null ? '' : ` at ${kilos(weight, state.weight_unit)}`;
  if (climbed.size === 0) {
    const reps = judged.map((j) => j.logged?.reps ?? 0).join(', ');
    return unchanged(sets, state, `add reps: ${reps}${toTop}, every set to the top before weight goes up`);
  }
  const targets = nextSets
    .filter(isWorking)
    .map((set) => set.reps_min)
    .join(', ');
  return result(sets, state, nextSets, state, `next: ${targets} reps${at}${toTop}`);
}

/** A working set's reps back to the bottom of its range after the weight went up. */
function backToBottom(set: TargetSet): TargetSet {
  const bottom = set.reps_bottom;
  // A bottom above the target can only be stale (the lifter edited the range since): keep theirs.
  const reps = bottom === null || bottom === undefined || set.reps_min === null || bottom > set.reps_min ? set.reps_min : bottom;
  return { ...set, reps_min: reps, reps_bottom: null };
}

function trainingMax(
  rule: Extract<ProgressionRule, { kind: 'training_max' }>,
  state: ProgressionState,
  sets: TargetSet[],
  logged: LoggedSet[],
): ProgressionResult {
  if (state.training_max === null) return unchanged(sets, state, 'no training max set');
  const week = Math.min(Math.max(Math.trunc(state.cycle_week), 1), CYCLE_WEEKS);
  const judged = judge(sets, logged, state, (set) => set.reps_min);
  // The deload week is not judged: its sets are light on purpose.
  const missed = week !== DELOAD_WEEK && judged.some((j) => !j.made);
  const endOfCycle = week === CYCLE_WEEKS;
  const nextWeek = endOfCycle ? 1 : week + 1;
  const tm = endOfCycle ? loadable(state.training_max + rule.increment, state.weight_unit) : state.training_max;
  const scheme = TRAINING_MAX_WEEKS[nextWeek - 1]!;
  let main = 0;
  const nextSets = sets.map((set) => {
    if (!isWorking(set) || set.percent_of_tm === null || set.weight !== null) return set;
    const planned = scheme[main++];
    return planned ? { ...set, percent_of_tm: planned.percent, reps_min: planned.reps, reps_max: null } : set;
  });
  const next: ProgressionState = { ...state, training_max: tm, cycle_week: nextWeek, failures: endOfCycle ? 0 : state.failures + (missed ? 1 : 0) };
  const percents = scheme.map((s) => s.percent).join('/');
  const weekText = `week ${nextWeek} of ${CYCLE_WEEKS} next (${percents} % of ${kilos(tm, state.weight_unit)})`;
  const raised = endOfCycle ? `training max ${formatNumber(state.training_max)} → ${kilos(tm, state.weight_unit)}; ` : '';
  const miss = missed ? `${madeCount(judged)}; ` : '';
  return result(sets, state, nextSets, next, `${raised}${miss}${weekText}`);
}

function firstWorkingWeight(sets: TargetSet[], state: ProgressionState): number | null {
  const set = sets.find(isWorking);
  return set ? targetWeight(set, state.training_max, state.weight_unit) : null;
}

function unchanged(sets: TargetSet[], state: ProgressionState, summary: string): ProgressionResult {
  return { sets, state, summary, changed: false };
}

function result(sets: TargetSet[], state: ProgressionState, nextSets: TargetSet[], next: ProgressionState, summary: string): ProgressionResult {
  const changed =
    JSON.stringify(sets) !== JSON.stringify(nextSets) ||
    state.training_max !== next.training_max ||
    state.failures !== next.failures ||
    state.cycle_week !== next.cycle_week;
  return { sets: nextSets, state: next, summary, changed };
}

/**
 * A routine exercise's next targets from what was logged against them at Finish: `rule` judges
 * `logged` (the session's sets of the exercise, in order) against `sets` (the routine's).
 */
export function progress(rule: ProgressionRule, state: ProgressionState, sets: TargetSet[], logged: LoggedSet[]): ProgressionResult {
  switch (rule.kind) {
    case 'linear':
      return linear(rule, state, sets, logged);
    case 'double':
      return double(rule, state, sets, logged);
    case 'training_max':
      return trainingMax(rule, state, sets, logged);
  }
}
