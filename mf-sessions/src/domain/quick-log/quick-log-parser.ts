// The quick log (docs/product.md §5): one exercise per line, "name, then sets, then 'x' or '×', then reps
// (a number or range) or a duration such as 1h2m3s, then optional '@weight'".
//
//   Bench Press 3x8 @135      Plank 3×1m30s      Pull-ups 3x8-10
//   Squat 5 x 5 @ 225.5       Curl 3x12@27.5kg   Row 4X10 @ 60 kgs
//   Squat 2x5@135 warmup      Bench 3x5@185 rpe 8   (set kind and RPE: set-annotations.ts)
//   Run 1x5km                 Sled Push 4x40 metres @90   Farmer Carry 3x50yd @70   (distances)
import { MAX_SET_DISTANCE_M, MAX_SET_DURATION_MS, MAX_SET_WEIGHT, METRES_PER } from '@liftbook/shared/set-rules';
import type { ExerciseType, SetInput, SetKind, WeightUnit } from '@liftbook/shared/contract';
import { splitSetAnnotations } from './set-annotations';
import { hasDurationUnits, hmsToMs, parseDurationParts } from '../sets/duration';

export const NO_VALID_LINES_MESSAGE = 'No valid lines found';
export const MAX_QUICK_LOG_SETS = 100;
export const MAX_QUICK_LOG_REPS = 1000;
/** Above these a line is possible but unlikely, and the preview asks before logging it. */
export const PLAUSIBLE_SETS = 20;
export const PLAUSIBLE_WEIGHTED_REPS = 100;
/** A bare "m" from this number on reads as a distance ("4x40m"); below it, as minutes ("Plank 3x2m"). */
export const METRES_LIKE_MINUTES = 10;

/**
 * Why a line that parsed needs the lifter's confirmation before it is logged:
 * - `many-sets`: more than 20 sets ("Squat 100x5 @225" swapped sets and weight);
 * - `many-reps`: more than 100 reps of a weighted lift;
 * - `minutes-or-metres`: a bare "m" after a number of 10 or more ("Sled Push 4x40m"), read as
 *   minutes by the notation, though it reads as metres. The lifter says which: metres turn the
 *   line into a distance ("4 × 40 m"), or the minutes stand.
 */
export type QuickLogWarning = { kind: 'many-sets'; sets: number } | { kind: 'many-reps'; reps: number } | { kind: 'minutes-or-metres'; minutes: number };

export interface RepRange {
  min: number;
  max: number;
}

export interface QuickLogEntry {
  /** 1-based line of the input the entry came from. */
  lineNumber: number;
  /** Trimmed, inner whitespace collapsed; case kept as typed. */
  name: string;
  sets: number;
  type: ExerciseType;
  /** For reps and weighted lines; min equals max for a single number. */
  reps: RepRange | null;
  /** For duration lines. */
  durationMs: number | null;
  /** Metres, for a distance line ("Run 1x5km", "Sled Push 4x40 metres"); a duration lift with no duration. */
  distance?: number;
  weight: number | null;
  /** The unit typed after the weight, the lifter's when none; null when there is no weight. */
  weightUnit: WeightUnit | null;
  /** From a trailing "warmup" / "drop" / "failure" and "rpe 8" (set-annotations.ts); absent: a normal set, no RPE. */
  kind?: SetKind;
  rpe?: number;
  /** What is unlikely about the line (empty when nothing is): the preview asks before logging it. */
  warnings: QuickLogWarning[];
}

/**
 * Why a non-empty line was dropped: it does not have the line format, its name is purely
 * numeric, or a number is out of bounds (0 or more than 100 sets, 0 or more than 1000 reps,
 * a duration over 24 hours, a distance of 0 or over 1,000 km, a weight over 2000).
 */
export type DropReason = 'unrecognized' | 'numeric-name' | 'out-of-range';

export interface DroppedLine {
  lineNumber: number;
  /** The line as typed, trimmed. */
  text: string;
  reason: DropReason;
}

export type QuickLogResult =
  { ok: true; entries: QuickLogEntry[]; dropped: DroppedLine[] } | { ok: false; error: typeof NO_VALID_LINES_MESSAGE; dropped: DroppedLine[] };

export type QuickLogLineResult = { ok: true; entry: Omit<QuickLogEntry, 'lineNumber'> } | { ok: false; reason: DropReason };

// name · sets · x/X/× · amount (reps, range or duration) · optional "@ weight unit".
// A decimal comma is read as a point only with one or two decimals ("27,5"), so "1,000" is
// not read as 1. The name is lazy so that the last "<sets> x" on the line is the one used, which keeps digits
// inside names ("Romanian Deadlift 2 3x8") in the name.
const LINE = /^(?<name>.+?)\s*(?<sets>\d+)\s*[x×](?<amount>.+?)(?:@\s*(?<weight>\d+(?:\.\d+|,\d{1,2})?)\s*(?<unit>lbs?|kgs?)?)?$/i;
const REPS = /^(\d+)(?:\s*[-–—]\s*(\d+))?$/;
// A list marker pasted from notes ("- Squat 5x5", "• Squat 5x5").
const BULLET = /^[-*•]\s+/;
const NUMERIC_NAME = /^[\d\s.,]+$/;
// "40m" alone: minutes by the spec's notation, but a sled push or a carry is measured in metres.
const BARE_MINUTES = /^(\d+)\s*m$/i;
// A distance says its unit in full or as km / mi / yd ("5km", "2.5 mi", "40 metres", "50yd"); a
// bare "m" is the duration notation's minutes (asked about: `answerMinutesOrMetres`).
const DISTANCE = /^(\d+(?:\.\d{1,3}|,\d{1,2})?)\s*(km|kms|kilomet(?:re|er)s?|mi|miles?|met(?:re|er)s?|yds?|yards?)$/i;
const METRES_PER_UNIT: readonly [RegExp, number][] = [
  [/^k/i, METRES_PER.km],
  [/^mi/i, METRES_PER.mi],
  [/^y/i, 0.9144],
  [/^met/i, METRES_PER.m],
];

/** A distance amount in metres, to the centimetre; null when the text is not one. */
export function parseDistanceAmount(amount: string): number | null {
  const match = DISTANCE.exec(amount.trim());
  if (!match) return null;
  const factor = METRES_PER_UNIT.find(([unit]) => unit.test(match[2]!))![1];
  return Math.round(Number(match[1]!.replace(',', '.')) * factor * 100) / 100;
}

const collapseWhitespace = (text: string): string => text.trim().replace(/\s+/g, ' ');

/** "kg", "kgs", "lb", "lbs" as typed; none: the lifter's unit (docs/product.md §5.6). */
function parseUnit(unit: string | undefined, lifterUnit: WeightUnit): WeightUnit {
  if (unit === undefined) return lifterUnit;
  return unit.toLowerCase().startsWith('kg') ? 'kg' : 'lbs';
}

/**
 * Parses one line; blank lines are the caller's business (they are neither kept nor dropped). A
 * weight without a unit is in `lifterUnit`, the lifter's.
 */
export function parseQuickLogLine(line: string, lifterUnit: WeightUnit): QuickLogLineResult {
  // Set annotations (kind, RPE) come off the end first; the rest is parsed as it always was.
  const annotations = splitSetAnnotations(collapseWhitespace(line));
  if (annotations.invalidRpe) return { ok: false, reason: 'out-of-range' };
  const parsed = parsePlainLine(annotations.rest, lifterUnit);
  if (!parsed.ok) return parsed;
  const extras = { ...(annotations.kind === null ? {} : { kind: annotations.kind }), ...(annotations.rpe === null ? {} : { rpe: annotations.rpe }) };
  return { ok: true, entry: { ...parsed.entry, ...extras } };
}

function parsePlainLine(line: string, lifterUnit: WeightUnit): QuickLogLineResult {
  const text = collapseWhitespace(line).replace(BULLET, '');
  const groups = LINE.exec(text)?.groups;
  if (!groups) return { ok: false, reason: 'unrecognized' };

  const name = collapseWhitespace(groups.name ?? '');
  const amount = (groups.amount ?? '').trim();
  if (name === '') return { ok: false, reason: 'unrecognized' };
  if (NUMERIC_NAME.test(name)) return { ok: false, reason: 'numeric-name' };

  const sets = Number(groups.sets);
  if (sets < 1 || sets > MAX_QUICK_LOG_SETS) return { ok: false, reason: 'out-of-range' };

  let weight: number | null = null;
  let weightUnit: WeightUnit | null = null;
  if (groups.weight !== undefined) {
    weight = Number(groups.weight.replace(',', '.'));
    weightUnit = parseUnit(groups.unit, lifterUnit);
    if (weight > MAX_SET_WEIGHT) return { ok: false, reason: 'out-of-range' };
  }

  // Before the duration notation: "2000 metres" has a "0 m" in it.
  const distance = parseDistanceAmount(amount);
  if (distance !== null) {
    if (distance <= 0 || distance > MAX_SET_DISTANCE_M) return { ok: false, reason: 'out-of-range' };
    return withWarnings({ name, sets, type: 'duration', reps: null, durationMs: null, distance, weight, weightUnit }, amount);
  }

  if (hasDurationUnits(amount)) {
    const parts = parseDurationParts(amount);
    if (parts === null) return { ok: false, reason: 'unrecognized' };
    const durationMs = hmsToMs(parts);
    if (durationMs <= 0 || durationMs > MAX_SET_DURATION_MS) return { ok: false, reason: 'out-of-range' };
    return withWarnings({ name, sets, type: 'duration', reps: null, durationMs, weight, weightUnit }, amount);
  }

  const reps = REPS.exec(amount);
  if (!reps) return { ok: false, reason: 'unrecognized' };
  const first = Number(reps[1]);
  const second = reps[2] === undefined ? first : Number(reps[2]);
  // A reversed range ("10-8") means the same thing as "8-10".
  const min = Math.min(first, second);
  const max = Math.max(first, second);
  if (min < 1 || max > MAX_QUICK_LOG_REPS) return { ok: false, reason: 'out-of-range' };

  const type: ExerciseType = weight === null ? 'reps' : 'weighted';
  return withWarnings({ name, sets, type, reps: { min, max }, durationMs: null, weight, weightUnit }, amount);
}

/** Adds what is unlikely about a parsed line (see QuickLogWarning); `amount` is the text after "x". */
function withWarnings(entry: Omit<QuickLogEntry, 'lineNumber' | 'warnings'>, amount: string): QuickLogLineResult {
  const warnings: QuickLogWarning[] = [];
  if (entry.sets > PLAUSIBLE_SETS) warnings.push({ kind: 'many-sets', sets: entry.sets });
  if (entry.type === 'weighted' && entry.reps !== null && entry.reps.max > PLAUSIBLE_WEIGHTED_REPS) warnings.push({ kind: 'many-reps', reps: entry.reps.max });
  const bareMinutes = BARE_MINUTES.exec(amount);
  if (bareMinutes && Number(bareMinutes[1]) >= METRES_LIKE_MINUTES) warnings.push({ kind: 'minutes-or-metres', minutes: Number(bareMinutes[1]) });
  return { ok: true, entry: { ...entry, warnings } };
}

export type MinutesOrMetres = 'minutes' | 'metres';

/**
 * A "4x40m" line as the lifter meant it, once they answer the question: metres make each set a
 * distance of 40 m with no duration; minutes keep the line as the notation reads it. Either way the
 * question is settled (other questions stay). An entry without the question is returned as it is.
 */
export function answerMinutesOrMetres<E extends Omit<QuickLogEntry, 'lineNumber'>>(entry: E, answer: MinutesOrMetres): E {
  const question = entry.warnings.find((w) => w.kind === 'minutes-or-metres');
  if (question === undefined) return entry;
  const warnings = entry.warnings.filter((w) => w !== question);
  return answer === 'metres' ? { ...entry, durationMs: null, distance: question.minutes, warnings } : { ...entry, warnings };
}

/** Parses the quick-log text: entries for valid lines, and the lines it dropped; `lifterUnit` as parseQuickLogLine. */
export function parseQuickLog(text: string, lifterUnit: WeightUnit): QuickLogResult {
  const entries: QuickLogEntry[] = [];
  const dropped: DroppedLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '') return;
    const lineNumber = index + 1;
    const result = parseQuickLogLine(line, lifterUnit);
    if (result.ok) entries.push({ lineNumber, ...result.entry });
    else dropped.push({ lineNumber, text: trimmed, reason: result.reason });
  });
  return entries.length > 0 ? { ok: true, entries, dropped } : { ok: false, error: NO_VALID_LINES_MESSAGE, dropped };
}

/**
 * Reps of set `index` (0-based) of `sets` sets logged as a range: a descending pyramid from max
 * to min, evenly spaced and rounded, so the first set is at max and the last at min. 3×8-10 gives
 * 10, 9, 8; 2×8-10 gives 10, 8; 5×8-10 gives 10, 10, 9, 9, 8. Both ends always appear (from two
 * sets on), so the set summary reads the range back ("3×8-10"). A single set takes max.
 */
export function repsForSet(range: RepRange, sets: number, index: number): number {
  if (sets <= 1 || range.min === range.max) return range.max;
  return Math.round(range.max - (index * (range.max - range.min)) / (sets - 1));
}

/** The sets to create for a quick-log entry, in order (set 1 first). */
export function expandQuickLogEntry(entry: QuickLogEntry): SetInput[] {
  return Array.from({ length: entry.sets }, (_, index): SetInput => ({
    weight: entry.weight,
    weight_unit: entry.weight === null ? null : entry.weightUnit,
    reps: entry.reps === null ? null : repsForSet(entry.reps, entry.sets, index),
    duration: entry.durationMs,
    ...(entry.distance === undefined ? {} : { distance: entry.distance }),
    ...(entry.kind === undefined ? {} : { kind: entry.kind }),
    ...(entry.rpe === undefined ? {} : { rpe: entry.rpe }),
  }));
}

/**
 * A line as the lift it logs reads it: the line's own syntax states the type (a duration, a
 * weight, or else reps), except where it leaves it open. A bare count of a dictionary lift that is
 * held for time ("Plank 3x60", "Dead Hang 2x45") is seconds, not 60 reps. `liftType` is the
 * matched dictionary lift's type, null for any other lift.
 */
export function withLiftType<E extends Omit<QuickLogEntry, 'lineNumber'>>(entry: E, liftType: ExerciseType | null): E {
  if (liftType !== 'duration' || entry.type !== 'reps' || entry.reps === null || entry.reps.min !== entry.reps.max) return entry;
  return { ...entry, type: 'duration', reps: null, durationMs: entry.reps.max * 1000 };
}
