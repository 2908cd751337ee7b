// The group feed (issue 31, beyond the spec): members' workouts newest first with their top sets,
// volume and the records each set, cheers and comments. Weights are in lbs (the viewer's page
// shows them in the viewer's unit), rounded to 0.01, as every group view answers them.
import type { IsoDateTime } from './entities';

/**
 * A personal record a session set for a lift, against every counted set of that lift in the
 * lifter's earlier sessions (a first session of a lift sets none; warm-ups never count):
 * - e1rm: the best estimated 1RM (Epley) so far;
 * - weight_for_reps: the heaviest weight for at least those reps;
 * - reps_at_weight: the most reps at that weight or more.
 */
export interface WorkoutRecord {
  exercise: string;
  kind: 'e1rm' | 'weight_for_reps' | 'reps_at_weight';
  set_id: number;
  /** The set's weight in lbs; null for a set without one. */
  weight_lbs: number | null;
  reps: number | null;
  /** The estimate in lbs, for e1rm; null otherwise. */
  e1rm_lbs: number | null;
}

/** The heaviest counted set of one exercise of a feed entry. */
export interface FeedTopSet {
  exercise: string;
  weight_lbs: number | null;
  reps: number | null;
  /** ms */
  duration: number | null;
}

/** One workout in a group's feed (GET /api/groups/{id}/feed). */
export interface FeedEntry {
  session_id: number;
  user_id: number;
  /** The member's display name (never an email); null when they have none. */
  name: string | null;
  session_date: IsoDateTime;
  session_type: string;
  /** When its first set was logged and when the lifter pressed Finish (issue 30), where known: its duration. */
  started_at?: IsoDateTime | null;
  finished_at?: IsoDateTime | null;
  /** The heaviest counted set of each of the first three exercises with one. */
  top_sets: FeedTopSet[];
  /** lbs × reps over counted sets (warm-ups and planned sets never count). */
  volume_lbs: number;
  set_count: number;
  records: WorkoutRecord[];
  cheer_count: number;
  /** Whether the viewer cheered it. */
  cheered: boolean;
  comment_count: number;
}

/** A page of the feed; `next` is the `before` of the following page, null on the last. */
export interface FeedPage {
  entries: FeedEntry[];
  next: string | null;
}

export interface FeedQuery {
  /** The `next` of the previous page. */
  before?: string;
  /** 1-50, default 20. */
  limit?: number;
}

/** PUT/DELETE /api/groups/{id}/sessions/{sid}/cheer answer. */
export interface CheerState {
  cheer_count: number;
  cheered: boolean;
}

/** A comment on a workout in a group. */
export interface WorkoutComment {
  id: number;
  session_id: number;
  /** Null once the author's account is deleted. */
  author_id: number | null;
  /** Null when the author is no longer a member of the group (or has no name). */
  author_name: string | null;
  body: string;
  created_at: IsoDateTime;
  /** Whether the viewer may delete it (its author, the workout's lifter, or a group admin). */
  can_delete: boolean;
}

/** POST /api/groups/{id}/sessions/{sid}/comments: 1-500 characters of plain text. */
export interface CommentInput {
  body: string;
}
