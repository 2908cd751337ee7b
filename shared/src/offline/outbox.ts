// The outbox's rules, pure: which writes go through it, the ids a write shows
// before the server has answered, the order of replay with the server's ids substituted, what an
// answer means for a waiting write, and how a waiting write changes what a read shows. No I/O:
// offline-store.ts keeps the entries in IndexedDB, offline-base-query.ts sends them.
import type { CalendarExercise, CalendarSession, Exercise, FinishSummary, Routine, Session, SessionSummary, SetInput, WorkoutSet } from '../contract';
import { LBS_PER_KG, workoutSet } from '../set-rules';
import { startedPlannedSets } from '../training/started-plan';

/**
 * Ids shown for what was created on this device and not yet on the server. Positive (the screens'
 * routes take positive ids: /sessions/900000000000001 works offline as any session does) and far
 * above what a database sequence reaches, so they never collide with a server id.
 */
export const LOCAL_ID_BASE = 900_000_000_000_000;
export const isLocalId = (id: number) => id >= LOCAL_ID_BASE;

/**
 * Whether a row shown is not on the server yet: a write of it waits in the outbox, on its way
 * now (online) or until the network is back. The one test: every unsaved row carries a local id.
 */
export const isUnsaved = (row: { id: number }) => isLocalId(row.id);

let lastLocal = 0;
/** A fresh local id, increasing and unique on this device (from the clock, so a reload never reuses one). */
export function nextLocalId(now: number = Date.now()): number {
  lastLocal = Math.max(lastLocal + 1, LOCAL_ID_BASE + now * 10);
  return lastLocal;
}

/** Ids handed out for creates not stored yet, by their Idempotency-Key (see localIdFor). */
const shownIds = new Map<string, number>();

/**
 * The local id the create sent with Idempotency-Key `key` is shown with. A screen that shows the
 * row before the write is stored (a set at the tap) asks for it; the outbox gives its entry the
 * same id (takeLocalId), so the row, a later edit of it and the write all name one id.
 */
export function localIdFor(key: string): number {
  let id = shownIds.get(key);
  if (id === undefined) {
    id = nextLocalId();
    shownIds.set(key, id);
  }
  return id;
}

/** The id handed out for `key`, if any, now the write is stored (or settled without an outbox). */
export function takeLocalId(key: string): number | undefined {
  const id = shownIds.get(key);
  shownIds.delete(key);
  return id;
}

export type WriteMethod = 'POST' | 'PUT' | 'DELETE';

/** A write kept on this device until the server has it. */
export interface OutboxEntry {
  /** Order of the writes as the lifter made them. */
  seq: number;
  /** The Idempotency-Key the write is sent with, on every try (also the entry's id). */
  key: string;
  method: WriteMethod;
  /** As called: may name local ids, replaced by the server's before sending. */
  url: string;
  body: unknown;
  /** A create: the id shown for it meanwhile; an exercise with sets: its sets' ids too, in order. */
  localId?: number;
  localSetIds?: number[];
  /**
   * Start of a routine: the routine as last saved on this device, and the ids its exercises and
   * their planned sets show meanwhile (in the routine's order), so the checklist works offline.
   */
  plan?: StartedPlan;
  createdAt: string;
  attempts: number;
  /** "failed": the server refused it on replay; kept, with the reason, for Retry or Discard. */
  state: 'pending' | 'failed';
  failure?: string;
}

/** Logging a planned set: the set it becomes (the screens send its figures, so they show offline). */
const PLANNED_LOG = /^\/exercises\/(\d+)\/planned_sets\/(\d+)\/log$/;
const PLANNED_DELETE = /^\/exercises\/(\d+)\/planned_sets\/(\d+)$/;

/** "Repeat this workout": creates a session, like POST /sessions. */
const REPEAT = /^\/sessions\/\d+\/repeat$/;
/** Starting a routine: creates a session with the routine's sets planned. */
const START = /^\/routines\/(\d+)\/start$/;
/** Finish: the session's finished_at, its unchecked planned sets gone (or kept as skipped, off the plan). */
const FINISH = /^\/sessions\/(\d+)\/finish$/;
const createsSession = (url: string) => url === '/sessions' || REPEAT.test(url) || START.test(url);

/** A routine started on this device: the copy it was started from, and the ids shown for what Start makes. */
export interface StartedPlan {
  routine: Routine;
  exercises: Array<{ id: number; planned: number[] }>;
}

export const isStart = (method: string, url: string) => method === 'POST' && START.test(url);
export const isFinish = (method: string, url: string) => method === 'POST' && FINISH.test(url);

/** The logging flow's writes (sessions, exercises, sets, custom exercises); nothing else is queued. */
const WRITES: Array<[WriteMethod, RegExp]> = [
  ['POST', /^\/sessions$/],
  ['PUT', /^\/sessions\/\d+$/],
  ['DELETE', /^\/sessions\/\d+$/],
  ['POST', /^\/sessions\/\d+\/repeat$/],
  ['POST', /^\/sessions\/\d+\/exercises$/],
  ['PUT', /^\/exercises\/\d+$/],
  ['DELETE', /^\/exercises\/\d+$/],
  ['POST', /^\/exercises\/\d+\/sets$/],
  ['PUT', /^\/exercises\/\d+\/sets\/\d+$/],
  ['DELETE', /^\/exercises\/\d+\/sets\/\d+$/],
  // Logging a planned set (it becomes a set) and removing one.
  ['POST', /^\/exercises\/\d+\/planned_sets\/\d+\/log$/],
  ['DELETE', /^\/exercises\/\d+\/planned_sets\/\d+$/],
  ['POST', /^\/custom_exercises$/],
  ['PUT', /^\/custom_exercises\/\d+$/],
  ['DELETE', /^\/custom_exercises\/\d+$/],
  // A workout from a plan: starting a routine, and Finish.
  ['POST', START],
  ['POST', FINISH],
  // Deleting a routine (gone from the list at once; a 404 on replay: already gone).
  ['DELETE', /^\/routines\/\d+$/],
];

export function isOutboxWrite(method: string, url: string): method is WriteMethod {
  return WRITES.some(([m, pattern]) => m === method && pattern.test(url));
}

/** The numbers in a path, in order ("/exercises/7/sets/9" -> [7, 9]). */
export function idsIn(url: string): number[] {
  return [...url.matchAll(/\/(\d+)(?=\/|$|\?)/g)].map((m) => Number(m[1]));
}

/** `url` with every local id the server has given an id for replaced; `missing`: local ids it has not. */
export function resolveUrl(url: string, serverIds: ReadonlyMap<number, number>): { url: string; missing: number[] } {
  const missing: number[] = [];
  const resolved = url.replace(/\/(\d+)(?=\/|$|\?)/g, (whole, digits: string) => {
    const id = Number(digits);
    if (!isLocalId(id)) return whole;
    const server = serverIds.get(id);
    if (server === undefined) {
      missing.push(id);
      return whole;
    }
    return `/${server}`;
  });
  return { url: resolved, missing };
}

/**
 * The local ids a create hands out, for an entry being made: one, plus one per set of a batch; a
 * routine started (from `routine`, its saved copy, when there is one): one per exercise and per
 * planned set too. Finish creates nothing. `next` is asked for the create's own id first.
 */
export function localIdsFor(
  method: WriteMethod,
  url: string,
  body: unknown,
  next: () => number,
  routine?: Routine,
): Pick<OutboxEntry, 'localId' | 'localSetIds' | 'plan'> {
  if (method !== 'POST' || FINISH.test(url)) return {};
  if (START.test(url)) {
    const localId = next();
    if (routine === undefined) return { localId };
    return { localId, plan: { routine, exercises: routine.exercises.map((e) => ({ id: next(), planned: e.sets.map(() => next()) })) } };
  }
  const sets = /^\/sessions\/\d+\/exercises$/.test(url) ? (body as { sets?: unknown[] } | null)?.sets : undefined;
  return { localId: next(), ...(sets && sets.length > 0 ? { localSetIds: sets.map(() => next()) } : {}) };
}

/**
 * The server's ids for a create's local ids, from its answer (an exercise's sets in the order
 * sent). The sent sets are the answer's last ones: sets for a lift the session already had go
 * onto its card, and the api answers that card, its earlier sets first.
 */
export function serverIdsFrom(entry: OutboxEntry, answer: unknown): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  const created = answer as { id?: unknown; sets?: Array<{ id?: unknown }>; exercises?: Exercise[] } | null;
  if (entry.localId !== undefined && typeof created?.id === 'number') found.push([entry.localId, created.id]);
  if (entry.plan) {
    // A started routine: its exercises (sent back with the session, offline-base-query.ts) and
    // their planned sets, each in order, are the ones shown meanwhile. What the routine no longer
    // has (edited elsewhere since) keeps its local id: writes naming it cannot sync, and say so.
    const made = [...(created?.exercises ?? [])].sort((a, b) => a.position - b.position || a.id - b.id);
    entry.plan.exercises.forEach((local, i) => {
      const server = made[i];
      if (server === undefined) return;
      found.push([local.id, server.id]);
      const planned = [...(server.planned_sets ?? [])].sort((a, b) => a.position - b.position);
      local.planned.forEach((id, j) => planned[j] !== undefined && found.push([id, planned[j]!.id]));
    });
    return found;
  }
  const sent = created?.sets?.slice(-(entry.localSetIds?.length ?? 0));
  entry.localSetIds?.forEach((local, i) => {
    const id = sent?.[i]?.id;
    if (typeof id === 'number') found.push([local, id]);
  });
  return found;
}

/** What an answer to a sent write means for it. */
export type Outcome =
  | 'done' // the server has it (or, for a delete, it was already gone)
  | 'unreachable' // no answer, or a gateway's: the server was not reached; try again later, as it is
  | 'retry' // the server failed for now (a 500, a 429): try again after a wait
  | 'signed-out' // 401: wait for a fresh token, then send again
  | 'refused'; // the server says no (deleted elsewhere, a rule broken): the lifter decides

export function classify(method: WriteMethod, status: number | string): Outcome {
  if (typeof status !== 'number') return 'unreachable'; // FETCH_ERROR, TIMEOUT_ERROR
  if (status < 300) return 'done';
  if (status === 404 && method === 'DELETE') return 'done';
  if (status === 502 || status === 503 || status === 504) return 'unreachable';
  if (status === 401) return 'signed-out';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

/** How long to wait before the next try of a write that has failed `attempts` times: 1 s doubling to 1 min. */
export function backoffMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1));
}

/** A write the server keeps failing (500s) is given to the lifter after this many tries. */
export const MAX_ATTEMPTS = 6;

/**
 * The entries that cannot be sent because `refused` was refused: those naming a local id it (or,
 * in turn, one of them) would have created. They go to "Could not sync" with it.
 */
export function dependentsOf(refused: OutboxEntry, entries: readonly OutboxEntry[]): OutboxEntry[] {
  const lost = new Set<number>([...(refused.localId === undefined ? [] : [refused.localId]), ...(refused.localSetIds ?? []), ...planIds(refused)]);
  const out: OutboxEntry[] = [];
  for (const entry of entries) {
    if (entry.seq <= refused.seq || entry.key === refused.key) continue;
    if (idsIn(entry.url).some((id) => lost.has(id))) {
      out.push(entry);
      if (entry.localId !== undefined) lost.add(entry.localId);
      for (const id of [...(entry.localSetIds ?? []), ...planIds(entry)]) lost.add(id);
    }
  }
  return out;
}

/** The local ids of a started routine's exercises and planned sets. */
function planIds(entry: OutboxEntry): number[] {
  return (entry.plan?.exercises ?? []).flatMap((e) => [e.id, ...e.planned]);
}

/** The next entry to send: the oldest waiting one (writes replay strictly in the order made). */
export function nextToSend(entries: readonly OutboxEntry[]): OutboxEntry | undefined {
  return entries.filter((e) => e.state === 'pending').sort((a, b) => a.seq - b.seq)[0];
}

// ---------------------------------------------------------------------------------------------
// What the screens show meanwhile: the answer a waiting write gets, and reads with waiting writes applied.

/**
 * The dictionary exercise with an id, or a name in any letter case (an exercise created from one
 * carries only its id; one typed by name is the dictionary's when the name is one of its).
 */
export type DictionaryNames = (idOrName: number | string) => { id: number; name: string } | undefined;

function madeSet(id: number, number: number, input: Record<string, unknown>, at: string): WorkoutSet {
  return workoutSet({ ...(input as SetInput), id, set_number: number, created_at: at });
}

type Row = Record<string, unknown> & { id: number };

/** What a waiting write answers, as the server would, so the screens carry on. */
export function provisionalAnswer(entry: OutboxEntry, dictionary: DictionaryNames, current?: Row): unknown {
  if (entry.method === 'DELETE') return null;
  const body = (entry.body ?? {}) as Record<string, unknown>;
  const at = entry.createdAt;
  const [first] = idsIn(entry.url);
  if (entry.method === 'PUT') return { ...(current ?? { id: idsIn(entry.url).at(-1), created_at: at }), ...body, updated_at: at };
  if (/^\/sessions$/.test(entry.url)) return { id: entry.localId, notes: null, ...body, created_at: at, updated_at: at } as Session;
  // "Repeat this workout": the new session (its exercises show once the server has made them).
  if (REPEAT.test(entry.url)) return { id: entry.localId, notes: null, session_type: '', ...body, created_at: at, updated_at: at } as Session;
  // A routine started: today's session named after it (its exercises: startedExercises).
  const start = START.exec(entry.url);
  if (start) {
    return {
      id: entry.localId!,
      session_date: String(body.session_date ?? at),
      session_type: entry.plan?.routine.name ?? '',
      notes: null,
      routine_id: Number(start[1]),
      started_at: null,
      finished_at: null,
      private: false,
      created_at: at,
      updated_at: at,
    } satisfies Session;
  }
  if (/^\/custom_exercises$/.test(entry.url)) return { id: entry.localId, user_id: 0, ...body };
  if (/\/sets$/.test(entry.url) || PLANNED_LOG.test(entry.url)) return madeSet(entry.localId!, 0, body, at);
  // An exercise, with its sets.
  const sets = ((body.sets as Record<string, unknown>[] | undefined) ?? []).map((s, i) => madeSet(entry.localSetIds![i]!, i + 1, s, at));
  const named = typeof body.name === 'string' ? body.name : undefined;
  const found = typeof body.dictionary_exercise_id === 'number' ? dictionary(body.dictionary_exercise_id) : named === undefined ? undefined : dictionary(named);
  return {
    id: entry.localId!,
    session_id: first!,
    name: named ?? found?.name ?? '',
    variation: (body.variation as string | null | undefined) ?? null,
    notes: (body.notes as string | null | undefined) ?? null,
    type: body.type as Exercise['type'],
    dictionary_exercise_id: found?.id ?? null,
    position: Number.MAX_SAFE_INTEGER,
    sets,
    planned_sets: [],
    created_at: at,
    updated_at: at,
  } satisfies Exercise;
}

/** Finish's answer made on this device: no records or progression yet (the server's to work out). */
export type ProvisionalFinishSummary = FinishSummary & { provisional: true };

/** Whether a Finish summary was made on this device, the server not reached yet. */
export const isProvisionalFinish = (summary: FinishSummary): summary is ProvisionalFinishSummary =>
  (summary as Partial<ProvisionalFinishSummary>).provisional === true;

/** A routine started on this device: its exercises as Start makes them (startedPlannedSets), with the plan's local ids. */
export function startedExercises(entry: OutboxEntry): Exercise[] {
  if (!entry.plan || entry.localId === undefined) return [];
  const at = entry.createdAt;
  return entry.plan.routine.exercises.map((exercise, i) => {
    const ids = entry.plan!.exercises[i]!;
    return {
      id: ids.id,
      session_id: entry.localId!,
      name: exercise.name,
      variation: exercise.variation,
      notes: exercise.note,
      type: exercise.type,
      dictionary_exercise_id: exercise.dictionary_exercise_id,
      position: i + 1,
      superset_group: exercise.superset_group,
      sets: [],
      planned_sets: startedPlannedSets(exercise).map((p, j) => ({ ...p, id: ids.planned[j]! })),
      created_at: at,
      updated_at: at,
    };
  });
}

/** When the first of these sets was logged (the session's started_at, as the api sets it); null: none. */
function firstLogged(exercises: readonly Exercise[]): string | null {
  const stamps = exercises.flatMap((e) => e.sets.map((s) => s.created_at)).sort();
  return stamps[0] ?? null;
}

/**
 * Finish answered on this device: what it can count (duration from the first set logged, volume
 * and sets as the api counts them); the records and the next targets are the server's to say,
 * so they come once it has the workout (`provisional`).
 */
export function provisionalFinish(entry: OutboxEntry, session: Session | undefined, exercises: readonly Exercise[]): ProvisionalFinishSummary {
  const started = session?.started_at ?? firstLogged(exercises);
  const finishedAt = session?.finished_at ?? entry.createdAt;
  const summary = summaryOf(exercises);
  const id = Number(FINISH.exec(entry.url)?.[1] ?? idsIn(entry.url)[0]);
  return {
    session: {
      ...(session ?? { id, session_date: entry.createdAt, session_type: '', notes: null, created_at: entry.createdAt, updated_at: entry.createdAt }),
      started_at: started,
      finished_at: finishedAt,
    },
    duration_ms: started === null ? null : Math.max(0, Date.parse(finishedAt) - Date.parse(started)),
    volume_lbs: summary.volume_lbs,
    set_count: summary.set_count,
    records: [],
    progression: [],
    provisional: true,
  };
}

/** The waiting Finish of session `id`, if any. */
const finishOf = (waiting: readonly OutboxEntry[], id: number) => waiting.find((e) => isFinish(e.method, e.url) && Number(FINISH.exec(e.url)![1]) === id);

/** Rows of a list with waiting writes applied (creates appended, edits merged, deletes gone). */
function applyToRows<T extends { id: number }>(
  rows: readonly T[],
  pending: readonly OutboxEntry[],
  collection: Pick<RegExp, 'test'>,
  item: RegExp,
  dictionary: DictionaryNames,
): T[] {
  let out = [...rows];
  for (const entry of pending) {
    if (entry.method === 'POST' && collection.test(entry.url)) out.push(provisionalAnswer(entry, dictionary) as T);
    const match = item.exec(entry.url);
    if (!match) continue;
    const id = Number(match[1]);
    if (entry.method === 'DELETE') out = out.filter((r) => r.id !== id);
    if (entry.method === 'PUT') out = out.map((r) => (r.id === id ? (provisionalAnswer(entry, dictionary, r as unknown as Row) as T) : r));
  }
  return out;
}

const byNumber = (a: WorkoutSet, b: WorkoutSet) => a.set_number - b.set_number;

function applyToExercises(exercises: readonly Exercise[], sessionId: number, pending: readonly OutboxEntry[], dictionary: DictionaryNames): Exercise[] {
  let out = applyToRows(exercises, pending, new RegExp(`^/sessions/${sessionId}/exercises$`), /^\/exercises\/(\d+)$/, dictionary);
  for (const entry of pending) {
    // A planned set logged or removed: off the plan (logged, it is a set at the end).
    const planned = PLANNED_LOG.exec(entry.url) ?? (entry.method === 'DELETE' ? PLANNED_DELETE.exec(entry.url) : null);
    if (planned) {
      const [exerciseId, plannedId] = [Number(planned[1]), Number(planned[2])];
      out = out.map((exercise) => {
        if (exercise.id !== exerciseId) return exercise;
        const sets = [...exercise.sets];
        if (entry.method === 'POST')
          sets.push({ ...(provisionalAnswer(entry, dictionary) as WorkoutSet), set_number: Math.max(0, ...sets.map((s) => s.set_number)) + 1 });
        return { ...exercise, sets, planned_sets: (exercise.planned_sets ?? []).filter((p) => p.id !== plannedId) };
      });
      continue;
    }
    const match = /^\/exercises\/(\d+)\/sets(?:\/(\d+))?$/.exec(entry.url);
    if (!match) continue;
    const exerciseId = Number(match[1]);
    const setId = match[2] === undefined ? undefined : Number(match[2]);
    out = out.map((exercise) => {
      if (exercise.id !== exerciseId) return exercise;
      let sets = [...exercise.sets];
      if (entry.method === 'POST') {
        const made = provisionalAnswer(entry, dictionary) as WorkoutSet;
        sets.push({ ...made, set_number: Math.max(0, ...sets.map((s) => s.set_number)) + 1 });
      }
      if (entry.method === 'PUT') sets = sets.map((s) => (s.id === setId ? (provisionalAnswer(entry, dictionary, s as unknown as Row) as WorkoutSet) : s));
      if (entry.method === 'DELETE') sets = sets.filter((s) => s.id !== setId);
      return { ...exercise, sets: sets.sort(byNumber) };
    });
  }
  return out;
}

// What a session holds, as the list's summary and the calendar's exercises count it (the api's
// rules: api/src/lifted/sql.ts), for sessions whose exercises waiting writes changed.

/** lbs × reps of a set that counts (not a warm-up); 0 without both. */
function setVolumeLbs(set: WorkoutSet): number {
  if (set.kind === 'warmup' || set.weight === null || set.reps === null) return 0;
  return (set.weight_unit === 'kg' ? set.weight * LBS_PER_KG : set.weight) * set.reps;
}
const toHundredths = (n: number) => Math.round(n * 100) / 100;
/** Exercises with no sets are counted nowhere (docs/product.md). */
const withSets = (exercises: readonly Exercise[]) => exercises.filter((e) => e.sets.length > 0);

/** A session's line in the list: exercises with sets, every set (warm-ups too), the volume of the sets that count. */
export function summaryOf(exercises: readonly Exercise[]): SessionSummary {
  const counted = withSets(exercises);
  return {
    exercise_count: counted.length,
    set_count: counted.reduce((sum, e) => sum + e.sets.length, 0),
    volume_lbs: toHundredths(counted.reduce((sum, e) => sum + e.sets.reduce((v, s) => v + setVolumeLbs(s), 0), 0)),
  };
}

/** A session's exercises as the calendar shows them (in card order). */
export function calendarExercisesOf(exercises: readonly Exercise[]): CalendarExercise[] {
  return [...withSets(exercises)]
    .sort((a, b) => a.position - b.position)
    .map((e) => ({
      id: e.id,
      name: e.name,
      variation: e.variation,
      type: e.type,
      set_count: e.sets.length,
      volume_lbs: toHundredths(e.sets.reduce((v, s) => v + setVolumeLbs(s), 0)),
    }));
}

/** The sessions a waiting write adds exercises or sets to: by its url, or by the exercise it names (`exercisesOf` knows which are whose). */
export function sessionsTouched(pending: readonly OutboxEntry[], exercisesOf: ReadonlyMap<number, readonly Exercise[]>): Set<number> {
  const touched = new Set<number>();
  const sessionOfExercise = new Map<number, number>();
  for (const [session, exercises] of exercisesOf) for (const e of exercises) sessionOfExercise.set(e.id, session);
  for (const entry of pending) {
    if (entry.state !== 'pending') continue;
    const made = /^\/sessions\/(\d+)\/exercises$/.exec(entry.url);
    if (made) {
      touched.add(Number(made[1]));
      if (entry.localId !== undefined) sessionOfExercise.set(entry.localId, Number(made[1]));
    }
    const exercise = /^\/exercises\/(\d+)/.exec(entry.url);
    const session = exercise ? sessionOfExercise.get(Number(exercise[1])) : undefined;
    if (session !== undefined) touched.add(session);
  }
  return touched;
}

/**
 * The session ids whose exercises a read of `url` needs to show waiting writes (a list's or a
 * month's sessions, and the sessions made on this device), given what it answered.
 */
export function sessionsShownBy(url: string, answer: unknown, pending: readonly OutboxEntry[]): number[] {
  const path = url.split('?')[0]!;
  if (path !== '/sessions' && path !== '/sessions/calendar') return [];
  if (!pending.some((e) => e.state === 'pending')) return [];
  const shown = Array.isArray(answer) ? (answer as Row[]).map((r) => r.id) : [];
  const made = pending.filter((e) => e.state === 'pending' && e.method === 'POST' && createsSession(e.url) && e.localId !== undefined).map((e) => e.localId!);
  return [...new Set([...shown, ...made])];
}

/** The calendar's range of a read of /sessions/calendar. */
function rangeOf(url: string): { start: string; end: string } | undefined {
  const params = new URLSearchParams(url.split('?')[1] ?? '');
  const start = params.get('start_date');
  const end = params.get('end_date');
  return start && end ? { start, end } : undefined;
}
const inRange = (session: Row, range: { start: string; end: string }) => {
  const day = String(session.session_date ?? '').slice(0, 10);
  return day >= range.start && day <= range.end;
};

/**
 * A read's answer with the waiting writes applied, or `undefined` when the waiting writes say
 * nothing about it. `answer` is what the server (or the last copy seen) said, or undefined when
 * neither has anything (a session created on this device). `exercisesOf`: the exercises (waiting
 * writes applied) of sessions a list or a month shows, where known: their summaries are recounted.
 */
export function withPending(
  url: string,
  answer: unknown,
  pending: readonly OutboxEntry[],
  dictionary: DictionaryNames,
  exercisesOf: ReadonlyMap<number, readonly Exercise[]> = new Map(),
): unknown {
  const path = url.split('?')[0]!;
  const waiting = pending.filter((e) => e.state === 'pending');
  const touched = sessionsTouched(waiting, exercisesOf);
  if (/^\/sessions$/.test(path)) {
    // Only the first page of the list (no `before`) gains the sessions made here.
    const first = !/[?&]before=/.test(url);
    const rows = applyToRows(
      (answer as Row[] | undefined) ?? [],
      first ? waiting : waiting.filter((e) => e.method !== 'POST'),
      { test: createsSession },
      /^\/sessions\/(\d+)$/,
      dictionary,
    ).map((row) => {
      const exercises = exercisesOf.get(row.id);
      // A session made here has no summary from the server: it is counted from what waits.
      if (exercises === undefined || (!touched.has(row.id) && row.summary !== undefined)) return row;
      return { ...row, summary: summaryOf(exercises) };
    });
    return rows.sort((a, b) => String(b.session_date).localeCompare(String(a.session_date)) || String(b.created_at).localeCompare(String(a.created_at)));
  }
  if (path === '/sessions/calendar') {
    const range = rangeOf(url);
    if (answer === undefined && waiting.length === 0) return undefined;
    const rows = applyToRows((answer as Row[] | undefined) ?? [], waiting, { test: createsSession }, /^\/sessions\/(\d+)$/, dictionary);
    return rows
      .filter((row) => range === undefined || inRange(row, range))
      .map((row) => {
        const exercises = exercisesOf.get(row.id);
        if (exercises === undefined || (!touched.has(row.id) && Array.isArray(row.exercises))) return { exercises: [], ...row };
        return { ...row, exercises: calendarExercisesOf(exercises) };
      }) as CalendarSession[];
  }
  let match = /^\/sessions\/(\d+)$/.exec(path);
  if (match) {
    const id = Number(match[1]);
    const created = waiting.find((e) => e.method === 'POST' && createsSession(e.url) && e.localId === id);
    const base = (answer as Row | undefined) ?? (created ? (provisionalAnswer(created, dictionary) as Row) : undefined);
    if (base === undefined) return undefined;
    const edited = applyToRows([base], waiting, /^$/, /^\/sessions\/(\d+)$/, dictionary)[0] ?? base;
    const finished = finishOf(waiting, id);
    return finished && !edited.finished_at ? { ...edited, finished_at: finished.createdAt } : edited;
  }
  match = /^\/sessions\/(\d+)\/exercises$/.exec(path);
  if (match) {
    const id = Number(match[1]);
    if (answer === undefined && !isLocalId(id)) return undefined;
    const started = waiting.find((e) => isStart(e.method, e.url) && e.localId === id);
    const exercises = applyToExercises((answer as Exercise[] | undefined) ?? (started ? startedExercises(started) : []), id, waiting, dictionary);
    // Finished: what was left unchecked is off the plan (dropped, or kept as skipped: the api lists neither).
    return finishOf(waiting, id) ? exercises.map((e) => ({ ...e, planned_sets: [] })) : exercises;
  }
  // The session page in one answer (issue 33): each part as its own route's read shows it.
  match = /^\/sessions\/(\d+)\/page$/.exec(path);
  if (match) {
    const session = `/sessions/${match[1]}`;
    const page = answer as Partial<Record<'session' | 'exercises' | 'last_times' | 'records', unknown>> | undefined;
    const shown = withPending(session, page?.session, pending, dictionary);
    if (shown === undefined) return undefined;
    return {
      session: shown,
      exercises: withPending(`${session}/exercises`, page?.exercises, pending, dictionary) ?? [],
      last_times: withPending(`${session}/last-time`, page?.last_times, pending, dictionary) ?? [],
      records: withPending(`${session}/records`, page?.records, pending, dictionary) ?? [],
    };
  }
  // A session made on this device: no lift of it has a last time or a record the server knows yet.
  if (/^\/sessions\/\d+\/(last-time|records)$/.test(path) && answer === undefined && isLocalId(idsIn(path)[0]!)) return [];
  if (path === '/routines') {
    if (answer === undefined) return undefined;
    return applyToRows(answer as Row[], waiting, /^$/, /^\/routines\/(\d+)$/, dictionary);
  }
  if (/^\/custom_exercises$/.test(path)) {
    return applyToRows((answer as Row[] | undefined) ?? [], waiting, /^\/custom_exercises$/, /^\/custom_exercises\/(\d+)$/, dictionary);
  }
  return answer;
}

/** ": 100 kg x 5 reps" from a set's body, or nothing. */
function setFigures(body: Record<string, unknown>): string {
  const what = [
    body.weight != null ? `${String(body.weight)} ${String(body.weight_unit ?? '')}`.trim() : null,
    body.reps != null ? `${String(body.reps)} reps` : null,
  ]
    .filter(Boolean)
    .join(' x ');
  return what ? `: ${what}` : '';
}

/** One line for the "Could not sync" list: what the change was, in the lifter's words. */
export function describeChange(entry: Pick<OutboxEntry, 'method' | 'url' | 'body'> & Partial<Pick<OutboxEntry, 'plan'>>): string {
  const body = (entry.body ?? {}) as Record<string, unknown>;
  const path = entry.url.split('?')[0]!;
  const verb = entry.method === 'POST' ? 'New' : entry.method === 'PUT' ? 'Edited' : 'Deleted';
  if (/^\/sessions(\/\d+)?$/.test(path) || REPEAT.test(path)) {
    const what = [body.session_type, typeof body.session_date === 'string' ? body.session_date.slice(0, 10) : undefined].filter(Boolean).join(', ');
    return `${verb} session${what ? `: ${what}` : ''}`;
  }
  if (START.test(path)) {
    const day = typeof body.session_date === 'string' ? `, ${body.session_date.slice(0, 10)}` : '';
    return `Started routine${entry.plan ? `: ${entry.plan.routine.name}` : ''}${day}`;
  }
  if (FINISH.test(path)) return 'Finished workout';
  if (/^\/routines\/\d+$/.test(path)) return 'Deleted routine';
  if (PLANNED_LOG.test(path)) return `Logged planned set${setFigures(body)}`;
  if (PLANNED_DELETE.test(path)) return 'Removed planned set';
  if (/\/sets(\/\d+)?$/.test(path)) return `${verb} set${setFigures(body)}`;
  if (/^\/custom_exercises/.test(path)) return `${verb} custom exercise${typeof body.name === 'string' ? `: ${body.name}` : ''}`;
  const sets = Array.isArray(body.sets) && body.sets.length > 0 ? ` with ${body.sets.length} set${body.sets.length === 1 ? '' : 's'}` : '';
  return `${verb} exercise${typeof body.name === 'string' ? `: ${body.name}` : ''}${sets}`;
}
