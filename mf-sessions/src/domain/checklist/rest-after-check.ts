// Which rest a checked set starts (issue 30). Exercises next to each other (by position) sharing a
// `superset_group` alternate, and the rest follows the group: a check in any but the group's last
// exercise starts none, so the lifter goes straight to the next one. A planned `rest_seconds`
// sets the length (0: no rest at all); without one the exercise's remembered rest applies. Pure.

export interface RestExercise {
  id: number;
  name: string;
  position: number;
  /** Absent until the api carries it: then every exercise is on its own. */
  superset_group?: number | null;
}

export type RestAfterCheck =
  | { start: false }
  /** `plannedMs` null: the exercise's remembered rest. */
  | { start: true; exercise: string; plannedMs: number | null };

/** The exercises of `exerciseId`'s superset in order (just itself when it is on its own). */
export function supersetOf(exercises: readonly RestExercise[], exerciseId: number): RestExercise[] {
  const ordered = [...exercises].sort((a, b) => a.position - b.position);
  const index = ordered.findIndex((e) => e.id === exerciseId);
  if (index < 0) return [];
  const group = ordered[index]!.superset_group ?? null;
  if (group === null) return [ordered[index]!];
  let first = index;
  while (first > 0 && ordered[first - 1]!.superset_group === group) first -= 1;
  let last = index;
  while (last < ordered.length - 1 && ordered[last + 1]!.superset_group === group) last += 1;
  return ordered.slice(first, last + 1);
}

export function restAfterCheck(exercises: readonly RestExercise[], exerciseId: number, restSeconds: number | null | undefined): RestAfterCheck {
  const group = supersetOf(exercises, exerciseId);
  const self = group.find((e) => e.id === exerciseId);
  if (!self || group.at(-1)!.id !== exerciseId) return { start: false };
  if (restSeconds === 0) return { start: false };
  const label = group.length > 1 ? group.map((e) => e.name).join(' + ') : self.name;
  return { start: true, exercise: label, plannedMs: restSeconds === null || restSeconds === undefined ? null : restSeconds * 1000 };
}
