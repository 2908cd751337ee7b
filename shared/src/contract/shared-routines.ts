// Shared routines (issue 31): a member shares one of their routines to a group; any member copies
// it into their own routines. What a group holds is a snapshot taken at the moment of sharing:
// later edits to the original, or deleting it, change nothing of what was shared.
import type { IsoDateTime } from './entities';
import type { RoutineExercise } from './routines';

/** An exercise of a shared routine, as it was when shared (no ids, no progression state). */
export type SharedRoutineExercise = Omit<RoutineExercise, 'id' | 'position' | 'dictionary_exercise_id' | 'failures' | 'cycle_week'>;

/** A routine shared to a group, as its list shows it: the plan summed up, who shared it and when. */
export interface SharedRoutine {
  id: number;
  group_id: number;
  name: string;
  /** Each exercise's name with its number of planned sets (warm-ups included), in order. */
  exercises: Array<{ name: string; set_count: number }>;
  exercise_count: number;
  set_count: number;
  /** The sharer's display name; null once they are no longer a member (never an email). */
  shared_by_name: string | null;
  shared_at: IsoDateTime;
  /** The viewer shared it, or is a group admin. */
  can_unshare: boolean;
}

/** POST /api/groups/{id}/routines */
export interface ShareRoutineInput {
  /** One of the sharer's own routines. */
  routine_id: number;
}
