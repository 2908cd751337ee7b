// The workout screen as a checklist (issue 30): an exercise's logged sets, then its planned sets,
// each planned row numbered as the set it will be ("W" for a warm-up), beside "Previous" (the set
// at the same position last time, as Strong shows it) and its target ("5–8 × 60 kg"). Pure.
import { formatWeight } from '@liftbook/shared/format';
import type { ExerciseType, PlannedSet, SetInput, WeightUnit, WorkoutSet } from '@liftbook/shared/contract';
import { formatDuration } from '../sets/duration';
import { formatDistance, type DistanceUnit } from '../sets/distance';
import { formatSetLabel } from '../sets/set-summary';
import { setToFormState, validateSetForm, type SetFormErrors } from '../sets/set-validation';

export interface PlannedChecklistRow {
  planned: PlannedSet;
  /** The set number it takes when done in order: logged sets come first. */
  number: number;
  /** What the row's first column shows: "W" for a warm-up, else the number. */
  marker: string;
  /** Last time's set at the same position, or null. */
  previous: WorkoutSet | null;
}

/** Warm-ups pair with warm-ups, every other kind with the working sets. */
const isWarmup = (set: { kind?: string }) => set.kind === 'warmup';

/**
 * The planned rows of an exercise, after its `logged` sets: planned sets in their order. Each is
 * paired with last time's set of its sort at the same place (`previousSets` in their order; null:
 * no last time): the second warm-up with last time's second warm-up, the third working set with
 * its third working set, so warm-ups added today never shift what a working set is compared with.
 */
export function plannedChecklistRows(
  planned: readonly PlannedSet[],
  logged: ReadonlyArray<{ kind?: string }>,
  previousSets: readonly WorkoutSet[] | null,
): PlannedChecklistRow[] {
  const seen = { warmup: logged.filter(isWarmup).length, working: logged.filter((s) => !isWarmup(s)).length };
  const previous = { warmup: (previousSets ?? []).filter(isWarmup), working: (previousSets ?? []).filter((s) => !isWarmup(s)) };
  return [...planned]
    .sort((a, b) => a.position - b.position)
    .map((p, index) => {
      const number = logged.length + index + 1;
      const sort = isWarmup(p) ? 'warmup' : 'working';
      seen[sort] += 1;
      return { planned: p, number, marker: sort === 'warmup' ? 'W' : String(number), previous: previous[sort][seen[sort] - 1] ?? null };
    });
}

/** "5–8" for a range, "5" for a fixed target; null without reps. */
function repsTarget(planned: Pick<PlannedSet, 'reps' | 'reps_max'>): string | null {
  if (planned.reps === null) return null;
  const top = planned.reps_max ?? null;
  return top !== null && top > planned.reps ? `${planned.reps}–${top}` : String(planned.reps);
}

/**
 * A planned set's target as a lifter reads a program: "5–8 × 60 kg", "3 × 100 kg", "8–12 reps",
 * "1:30", "45 lbs × 1:30", a distance last ("20:00 · 5.00 km"); "—" for an empty one.
 */
export function targetLabel(planned: PlannedSet, distanceUnit: DistanceUnit): string {
  const reps = repsTarget(planned);
  const weight = planned.weight === null ? null : formatWeight(planned.weight, planned.weight_unit);
  const duration = planned.duration !== null && planned.duration > 0 ? formatDuration(planned.duration) : null;
  const amount = reps ?? duration;
  let main: string | null;
  if (weight !== null && amount !== null) main = `${amount} × ${weight}`;
  else if (weight !== null) main = weight;
  else if (reps !== null) main = `${reps} ${reps === '1' ? 'rep' : 'reps'}`;
  else main = duration;
  const distance = planned.distance !== null && planned.distance > 0 ? formatDistance(planned.distance, distanceUnit) : null;
  return [main, distance].filter(Boolean).join(' · ') || '—';
}

/** Last time's set as its row writes it ("57.5 kg × 8"), or "—". */
export function previousLabel(previous: WorkoutSet | null, distanceUnit: DistanceUnit): string {
  if (previous === null) return '—';
  return formatSetLabel(previous, previous.distance === null ? undefined : formatDistance(previous.distance, distanceUnit));
}

/** What the row's fields start with: the target in the planned set's unit (the lifter's for a set without a weight). */
export interface CheckFields {
  weight: string;
  reps: string;
}

export function initialCheckFields(planned: PlannedSet): CheckFields {
  return { weight: planned.weight === null ? '' : String(planned.weight), reps: planned.reps === null ? '' : String(planned.reps) };
}

/** The planned set's figures as the body of a set: one tap logs exactly what the row shows. */
export function plannedSetBody(planned: PlannedSet): SetInput {
  return {
    weight: planned.weight,
    weight_unit: planned.weight_unit,
    reps: planned.reps,
    duration: planned.duration,
    distance: planned.distance,
    rpe: planned.rpe,
    kind: planned.kind,
  };
}

export type CheckedSet = { ok: true; value: SetInput } | { ok: false; errors: SetFormErrors };

/**
 * The set a check logs: the planned figures when the fields still hold them, else what was typed
 * in them (checked as any set form is), the plan's kind, RPE, duration and distance kept.
 */
export function checkedSet(type: ExerciseType, planned: PlannedSet, fields: CheckFields, unit: WeightUnit): CheckedSet {
  const initial = initialCheckFields(planned);
  if (fields.weight.trim() === initial.weight && fields.reps.trim() === initial.reps) return { ok: true, value: plannedSetBody(planned) };
  const form = { ...setToFormState({ ...planned, notes: null }, unit), weight: fields.weight, reps: fields.reps };
  const checked = validateSetForm(type, form);
  if (!checked.ok) return checked;
  return { ok: true, value: { ...checked.value, kind: planned.kind, rpe: planned.rpe, duration: planned.duration, distance: planned.distance } };
}
