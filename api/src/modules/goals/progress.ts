// Goal progress, defined (docs/product.md §9). Pure: no I/O, no clock of its own
// (`now` is an argument), so every rule is pinned by the table and property tests beside it. The
// api is the one place that computes progress; the goals remote only displays what it answers.
//
// - Started = the goal's saved current weight and reps. Current = the lifter's best logged set of
//   the goal's exercise since the day the goal was created (UTC), in lbs: the set that scores the
//   highest progress. With no such set there is no Current (null), and progress is 0 %.
// - strength = (current weight − start weight) / (target weight − start weight).
// - volume = (current weight × current reps − start volume) / (target weight × target reps −
//   start volume); a missing start counts as 0, and a weight-only goal's target reps are its
//   start reps (1 when none). A reps-only goal: (current reps − start reps) / (target reps −
//   start reps).
// - Each component is clamped to 0–100. A component whose target does not exceed its start
//   (95×8 → 135×5: the target volume 675 is below the start's 760) measures nothing: it is left
//   out and the others' weights are scaled up to 100 %. Counting it as met showed 50 % before
//   anything was logged, and 25 % after a 115×5 that was real progress. When every component is
//   left out, a set that meets every target is 100 %, any other 0 %.
// - Weighting: weight-only 70 % strength + 30 % volume; weight and reps 50/50; reps-only volume.
// - On track: always during the first 7 days after creation; after that, when progress is at
//   least the share of the time from creation to the target date that has passed.
// - days_remaining: whole days from today (UTC) to the target date (negative once it is past).
//
// Every component is non-decreasing in weight and in reps, and progress is the best set's, so
// logging a set never lowers progress; the best set is always on the Pareto frontier of the
// logged (weight, reps) pairs, and the query sends only that frontier.
import type { GoalProgress, GoalProgressBreakdown } from '@liftbook/shared/contract';

// What a set lifted in lbs is defined once, for every reader (lifted/sql.ts); the query hands
// progress its sets already in lbs.
/** docs/product.md §9: the first 7 days after creation count as on track. */
export const GRACE_PERIOD_DAYS = 7;
const DAY_MS = 86_400_000;

/** docs/product.md §9 weighting, in percent of the total. */
export const WEIGHTING = {
  weight: { strength: 70, volume: 30 },
  weight_and_reps: { strength: 50, volume: 50 },
  reps: { strength: 0, volume: 100 },
} as const;

export type GoalKind = keyof typeof WEIGHTING;

/** What progress needs of a goal: its start (the saved current values) and its targets. */
export interface GoalTargets {
  current_weight: number | null;
  current_reps: number | null;
  target_weight: number | null;
  target_reps: number | null;
}

/** A logged set as progress sees it: weight already in lbs (0 when none), reps (0 when none). */
export interface LoggedSet {
  weight: number;
  reps: number;
  /** The UTC day ('YYYY-MM-DD') of the session it was first logged in since the goal started. */
  day: string;
}

export interface SetScore {
  /** Weighted total, 0–100, unrounded. */
  progress: number;
  /** 0–100; null for a reps-only goal (it has no strength component). */
  strength: number | null;
  volume: number;
}

/** The goal's kind by its targets; null when it has none (the api refuses such a goal). */
export function goalKind(goal: GoalTargets): GoalKind | null {
  if (goal.target_weight !== null && goal.target_reps !== null) return 'weight_and_reps';
  if (goal.target_weight !== null) return 'weight';
  if (goal.target_reps !== null) return 'reps';
  return null;
}

/**
 * One component, in percent: how far `current` has come from `start` towards `target`, clamped
 * to 0–100. A target already met is 100, whatever the start (so a target at or below the start
 * never divides by zero or by a negative range; while unmet, such a range counts as 0).
 */
export function componentProgress(current: number, start: number, target: number): number {
  if (current >= target) return 100;
  const range = target - start;
  if (range <= 0) return 0;
  return Math.min(100, Math.max(0, ((current - start) / range) * 100));
}

/** A component that measures something: its target exceeds its start. */
interface Component {
  current: number;
  start: number;
  target: number;
  share: number;
}

/** How much progress a set of `weight` lbs × `reps` represents for `goal`. */
export function scoreSet(goal: GoalTargets, weight: number, reps: number): SetScore {
  const kind = goalKind(goal);
  if (kind === null) return { progress: 0, strength: null, volume: 0 };
  const startWeight = goal.current_weight ?? 0;
  const startReps = goal.current_reps ?? 0;
  const share = WEIGHTING[kind];
  let strength: Component | null = null;
  let volume: Component;
  if (kind === 'reps') {
    volume = { current: reps, start: startReps, target: goal.target_reps!, share: share.volume };
  } else {
    const targetWeight = goal.target_weight!;
    const targetReps = kind === 'weight' ? (goal.current_reps ?? 1) : goal.target_reps!;
    strength = { current: weight, start: startWeight, target: targetWeight, share: share.strength };
    volume = { current: weight * reps, start: startWeight * startReps, target: targetWeight * targetReps, share: share.volume };
  }
  const counted = [strength, volume].filter((c): c is Component => c !== null && c.target > c.start && c.share > 0);
  const totalShare = counted.reduce((sum, c) => sum + c.share, 0);
  const progress =
    counted.length === 0
      ? [strength, volume].every((c) => c === null || c.current >= c.target)
        ? 100
        : 0
      : counted.reduce((sum, c) => sum + componentProgress(c.current, c.start, c.target) * c.share, 0) / totalShare;
  return {
    progress,
    strength: strength === null ? null : componentProgress(strength.current, strength.start, strength.target),
    volume: componentProgress(volume.current, volume.start, volume.target),
  };
}

/**
 * The weights the goal's components really count with, in percent: docs/product.md §9's, with a component
 * whose target does not exceed its start left out (0) and the other scaled to 100.
 */
export function countedWeights(goal: GoalTargets): { strength: number; volume: number } {
  const kind = goalKind(goal) ?? 'weight_and_reps';
  const share = WEIGHTING[kind];
  if (kind === 'reps') return { strength: 0, volume: 100 };
  const startWeight = goal.current_weight ?? 0;
  const startReps = goal.current_reps ?? 0;
  const targetWeight = goal.target_weight ?? 0;
  const targetReps = kind === 'weight' ? (goal.current_reps ?? 1) : (goal.target_reps ?? 0);
  const strengthCounts = targetWeight > startWeight;
  const volumeCounts = targetWeight * targetReps > startWeight * startReps;
  if (strengthCounts && !volumeCounts) return { strength: 100, volume: 0 };
  if (!strengthCounts && volumeCounts) return { strength: 0, volume: 100 };
  return { strength: share.strength, volume: share.volume };
}

/**
 * The set that scores the highest progress; ties go to the heavier set, then to more reps, then
 * to the earlier day. undefined when there are none.
 */
export function bestSet(goal: GoalTargets, sets: readonly LoggedSet[]): { set: LoggedSet; score: SetScore } | undefined {
  let best: { set: LoggedSet; score: SetScore } | undefined;
  for (const set of sets) {
    const score = scoreSet(goal, set.weight, set.reps);
    if (best === undefined || isBetter(set, score, best.set, best.score)) best = { set, score };
  }
  return best;
}

function isBetter(set: LoggedSet, score: SetScore, bestSet: LoggedSet, bestScore: SetScore): boolean {
  if (score.progress !== bestScore.progress) return score.progress > bestScore.progress;
  if (set.weight !== bestSet.weight) return set.weight > bestSet.weight;
  if (set.reps !== bestSet.reps) return set.reps > bestSet.reps;
  return set.day < bestSet.day;
}

/**
 * A percentage as the api sends it: one decimal, rounded down, so 100 means the target is
 * really met (99.96 is 99.9, never a premature 100). The epsilon absorbs float noise
 * (0.7 × 50 + 0.3 × 50 = 49.99999999999999 is 50).
 */
export function roundPercent(percent: number): number {
  return Math.floor(percent * 10 + 1e-6) / 10;
}

/** 'YYYY-MM-DD' of an instant, in UTC. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** Whole days from today (UTC) to `targetDate` ('YYYY-MM-DD'); 0 on the day, negative after. */
export function daysRemaining(targetDate: string, now: Date): number {
  return Math.round((Date.parse(targetDate) - Date.parse(utcDay(now))) / DAY_MS);
}

/**
 * On track: always during the grace period (the first 7 days after creation); after it, when
 * progress (0–100) is at least the share of the time from creation to the target date (UTC
 * midnight) that has passed, capped at 100 % (a target date gone by needs the target met).
 */
export function isOnTrack(progress: number, createdAt: Date, targetDate: string, now: Date): boolean {
  const elapsed = now.getTime() - createdAt.getTime();
  if (elapsed < GRACE_PERIOD_DAYS * DAY_MS) return true;
  const total = Date.parse(targetDate) - createdAt.getTime();
  const share = total <= 0 ? 1 : Math.min(1, elapsed / total);
  return progress >= share * 100;
}

/** A goal as progress reads it: targets, start, when it was made and when it is due. */
export interface ProgressGoal extends GoalTargets {
  created_at: Date;
  /** 'YYYY-MM-DD' */
  target_date: string;
}

function roundWeight(weight: number): number {
  return Math.round(weight * 100) / 100;
}

/**
 * The goal's progress from the sets logged since it was created (`sets`: any superset of the
 * frontier; weights in lbs). Current is the best set; with none, there is no Current and 0 %.
 * A reps-only goal's Current has no weight (its sets are counted by reps alone).
 */
export function goalProgress(goal: ProgressGoal, sets: readonly LoggedSet[], now: Date): GoalProgress {
  const kind = goalKind(goal);
  const best = bestSet(goal, sets);
  const score: SetScore = best?.score ?? { progress: 0, strength: kind === 'reps' ? null : 0, volume: 0 };
  const weights = countedWeights(goal);
  const progress = roundPercent(score.progress);
  const breakdown: GoalProgressBreakdown = {
    strength: score.strength === null ? null : roundPercent(score.strength),
    volume: roundPercent(score.volume),
    strength_weight: weights.strength,
    volume_weight: weights.volume,
  };
  return {
    progress_percentage: progress,
    is_on_track: isOnTrack(score.progress, goal.created_at, goal.target_date, now),
    days_remaining: daysRemaining(goal.target_date, now),
    current_weight: best === undefined || kind === 'reps' ? null : roundWeight(best.set.weight),
    current_reps: best === undefined ? null : best.set.reps,
    target_weight: goal.target_weight,
    target_reps: goal.target_reps,
    breakdown,
    best_set_date: best === undefined ? null : `${best.set.day}T00:00:00.000Z`,
  };
}
