// One tap to today's workout: which session of the list is today's, and what a new one is.
import type { Session, SessionInput } from '@liftbook/shared/contract';

/** The type a session started with one tap gets; the lifter renames it with Edit. */
export const TODAY_SESSION_TYPE = 'Workout';

/**
 * Today's session among `sessions` (the list, newest first): the one dated `todayIso` (UTC
 * midnight ISO of the lifter's local day) made last; null when there is none.
 */
export function todaysSession<S extends Pick<Session, 'id' | 'session_date' | 'created_at'>>(sessions: readonly S[], todayIso: string): S | null {
  let found: S | null = null;
  for (const session of sessions) {
    if (session.session_date !== todayIso) continue;
    if (found === null || session.created_at > found.created_at || (session.created_at === found.created_at && session.id > found.id)) found = session;
  }
  return found;
}

/** The session one tap starts: today, "Workout", no notes. */
export const todaySessionInput = (todayIso: string): SessionInput => ({ session_date: todayIso, session_type: TODAY_SESSION_TYPE, notes: null });

/**
 * Today's unfinished session of routine `routineId` among `sessions`: where one tap on a program's
 * "Start Workout B" lands if it was started already (a double tap, Back then Start again). A
 * finished one is not reopened: starting again makes a new workout.
 */
export function todaysRoutineSession<S extends Pick<Session, 'id' | 'session_date' | 'created_at' | 'routine_id' | 'finished_at'>>(
  sessions: readonly S[],
  todayIso: string,
  routineId: number,
): S | null {
  return todaysSession(
    sessions.filter((s) => s.routine_id === routineId && (s.finished_at ?? null) === null),
    todayIso,
  );
}
