// THE tag list of a lifting write: every mutation that changes sessions, exercises or sets (create,
// batch create, update, delete, a session's new date) invalidates these, whatever remote defines
// it, so every view that shows what was lifted refetches without a reload. A view that shows what
// was lifted provides one of these tags; a new such view adds its tag here, once.
import type { TagType } from './api';

type LiftedTag = TagType | { type: TagType; id: string | number };

/** The views other than the written session's own: what each shows of the sets. */
export const LIFTED_VIEW_TAGS = [
  // The calendar's day summaries (set counts, volume).
  'Calendar',
  // Progress charts and personal records (mf-progress).
  'Progress',
  // Every goal's progress (mf-goals: the list and each goal's detail).
  'GoalProgress',
  // Session lists, a group member's workouts among them (their exercises' set counts).
  { type: 'Session', id: 'LIST' },
] as const satisfies readonly LiftedTag[];

/**
 * What a lifting mutation invalidates: its own entities' tags (`own`) and every view of what was
 * lifted; nothing when it failed (nothing changed).
 */
export function liftingWriteTags<T extends LiftedTag>(error: unknown, own: readonly T[] = []): Array<T | (typeof LIFTED_VIEW_TAGS)[number]> {
  return error ? [] : [...own, ...LIFTED_VIEW_TAGS];
}
