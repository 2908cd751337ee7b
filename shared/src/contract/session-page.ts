// GET /api/sessions/{id}/page (issue 33): everything the session page shows, in one answer, so
// opening a session is one request on a gym's network instead of four.
import type { Exercise, LastTime, Session } from './entities';
import type { SessionRecord } from './routines';

export interface SessionPage {
  session: Session;
  /** By position, each with its sets and its plan (planned_sets), as GET /api/sessions/{id}/exercises. */
  exercises: Exercise[];
  /** As GET /api/sessions/{id}/last-time: each lift's previous session; lifts never done before are left out. */
  last_times: LastTime[];
  /** As GET /api/sessions/{id}/records: the records the session holds so far (PR badges). */
  records: SessionRecord[];
}
