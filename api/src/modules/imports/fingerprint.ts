// A workout's identity for import: its full content on its day. The key is computed by
// PostgreSQL from one jsonb shape (the staged workout's, which a logged session is rebuilt into),
// so a workout in a file and a session in the log are compared by the same expression and can
// never drift apart: the workout's type and notes, and per exercise in order its name (any case;
// the dictionary's spelling is written), variation, type, notes and superset group, and every set in order with
// its kind, weight, unit, reps, duration, distance, RPE and notes. Numbers are rounded as the
// database stores them (weights and distances to 0.01, RPE to 0.1); an empty text is no text.
//
// The day is compared beside the key, not inside it. A file's time of day tells its workouts
// apart but the log keeps no time, so each of the lifter's sessions stands for at most one of the
// file's workouts (two identical workouts of one day in a file need two in the log).
import { sql, type RawBuilder } from 'kysely';

const text = (value: RawBuilder<unknown>) => sql`nullif(${value}, '')`;

function setKey(set: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`jsonb_build_array(${set}->>'kind', round((${set}->>'weight')::numeric, 2), ${set}->>'weight_unit', (${set}->>'reps')::bigint,
    (${set}->>'duration_ms')::bigint, round((${set}->>'distance_m')::numeric, 2), round((${set}->>'rpe')::numeric, 1), ${text(sql`${set}->>'notes'`)})`;
}

function exerciseKey(exercise: RawBuilder<unknown>): RawBuilder<unknown> {
  const sets = sql`coalesce((SELECT jsonb_agg(${setKey(sql.ref('st.value'))} ORDER BY st.n)
    FROM jsonb_array_elements(${exercise}->'sets') WITH ORDINALITY AS st(value, n)), '[]'::jsonb)`;
  return sql`jsonb_build_array(lower(${exercise}->>'name'), ${text(sql`${exercise}->>'variation'`)}, ${exercise}->>'type',
    ${text(sql`${exercise}->>'notes'`)}, (${exercise}->>'superset_group')::integer, ${sets})`;
}

/** The content key (md5 hex) of a workout in the staged jsonb shape: { type, notes, exercises: [{ name, variation, type, notes, superset_group, sets }] }. */
export function workoutKey(workout: RawBuilder<unknown>): RawBuilder<string> {
  const exercises = sql`coalesce((SELECT jsonb_agg(${exerciseKey(sql.ref('ex.value'))} ORDER BY ex.n)
    FROM jsonb_array_elements(${workout}->'exercises') WITH ORDINALITY AS ex(value, n)), '[]'::jsonb)`;
  return sql<string>`md5(jsonb_build_array(lower(${workout}->>'type'), ${text(sql`${workout}->>'notes'`)}, ${exercises})::text)`;
}

/** The distinct exercise names (lower case) of a workout in the staged jsonb shape: what "changed" matching compares. */
export function workoutLifts(workout: RawBuilder<unknown>): RawBuilder<string[]> {
  return sql<string[]>`ARRAY(SELECT DISTINCT lower(ex->>'name') FROM jsonb_array_elements(${workout}->'exercises') AS ex)`;
}

/** A logged session (`session`: a reference to a sessions row) rebuilt into the staged jsonb shape. */
export function sessionWorkout(session: string): RawBuilder<unknown> {
  const s = (column: string) => sql.ref(`${session}.${column}`);
  return sql`jsonb_build_object('type', ${s('session_type')}, 'notes', ${s('notes')}, 'exercises', coalesce((
    SELECT jsonb_agg(jsonb_build_object('name', e.name, 'variation', e.variation, 'type', e.type, 'notes', e.notes, 'superset_group', e.superset_group, 'sets', coalesce((
      SELECT jsonb_agg(jsonb_build_object('kind', st.kind, 'weight', st.weight, 'weight_unit', st.weight_unit, 'reps', st.reps,
        'duration_ms', st.duration_ms, 'distance_m', st.distance_m, 'rpe', st.rpe, 'notes', st.notes) ORDER BY st.set_number, st.id)
      FROM sets AS st WHERE st.exercise_id = e.id), '[]'::jsonb)) ORDER BY e.position, e.id)
    FROM exercises AS e WHERE e.session_id = ${s('id')}), '[]'::jsonb))`;
}

/**
 * The lifter's sessions on the days of an import's staged workouts, each rebuilt into the staged
 * jsonb shape (`workout`), with its id and day. A subquery for a FROM clause.
 */
export function loggedWorkouts(userId: number, importId: number): RawBuilder<{ id: number; day: string; type: string; workout: unknown }> {
  return sql`(
    SELECT s.id, s.session_date AS day, s.session_type AS type, ${sessionWorkout('s')} AS workout
    FROM sessions AS s
    WHERE s.user_id = ${userId}
      AND s.session_date IN (SELECT DISTINCT (w.workout->>'date')::date FROM import_workouts AS w WHERE w.import_id = ${importId})
  )`;
}
