// This week's board of a group (issue 31, beyond the spec): per member who trained this week,
// their sessions, working sets, volume and the records they set. The week is Monday to Sunday
// in the viewer's time zone; the volume is in the viewer's unit (records stay in lbs, as every
// group view carries them, and show in that unit).
import type { IsoDateTime, WeightUnit } from './entities';
import type { WorkoutRecord } from './feed';

/** GET /api/groups/{id}/board query. */
export interface BoardQuery {
  /** The viewer's IANA time zone ("Europe/Berlin"): it decides which week is "this week". */
  tz: string;
}

export interface BoardMember {
  user_id: number;
  /** The member's display name; never an email. */
  name: string | null;
  /** Sessions of the week with at least one working set (not private). */
  sessions: number;
  /** Counted sets: never warm-ups, never planned or skipped sets. */
  working_sets: number;
  /** lbs × reps over working sets, in the board's `unit`, to 0.01. */
  volume: number;
  /** The same volume in lbs, to 0.01. */
  volume_lbs: number;
  /** The records the member's sessions of the week set, oldest session first. */
  records: WorkoutRecord[];
}

/** GET /api/groups/{id}/board answer. */
export interface WeeklyBoard {
  /** Monday of this week (a calendar date at UTC midnight). */
  week_start: IsoDateTime;
  /** Sunday of this week (a calendar date at UTC midnight). */
  week_end: IsoDateTime;
  /** The time zone the week was read in. */
  time_zone: string;
  /** The viewer's unit: of `volume`. */
  unit: WeightUnit;
  /** Members who trained this week, by volume (most first), then name. */
  members: BoardMember[];
}
