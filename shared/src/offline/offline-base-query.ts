// The outbox inside THE api's base query, so no screen needs to know:
// - a write of the logging flow is stored first, then sent; if the server cannot be reached it
//   answers at once as the server would (with local ids), and the outbox sends it later;
// - a read that cannot reach the server answers with the copy saved the last time it did, and
//   every read shows the writes still waiting (a set logged offline is on the session's page);
// - all of it is the signed-in lifter's: one outbox and one part of the store per account, the
//   others' untouched (docs/security.md "Offline data on a shared device"). Nobody signed in:
//   nothing is read from or sent out of the store.
// Where there is no IndexedDB (jest's jsdom) it steps aside and the base query works as before.
import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { useSyncExternalStore } from 'react';
import { IDEMPOTENCY_HEADER, newIdempotencyKey, ownKey } from '../api/idempotency';
import { Outbox, type OutboxStatus, type SendResult } from './outbox-engine';
import {
  calendarExercisesOf,
  isFinish,
  isOutboxWrite,
  isStart,
  provisionalAnswer,
  provisionalFinish,
  sessionsShownBy,
  withPending,
  type DictionaryNames,
  type OutboxEntry,
} from './outbox';
import { indexedDbStore, type OfflineStore, type OfflineStores, type SavedRead } from './offline-store';
import type { CalendarSession, Exercise, Routine, Session, SessionListItem, SessionPage, StartedSession } from '../contract';
import { currentAccount, subscribeToAuth } from '../auth/auth-port';

/** The sessions list's page size (mf-sessions asks for pages of 50): its first page's saved copy. */
const SESSIONS_PAGE = 50;

type Base = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;

/** A read that failed this way is answered from its saved copy: the server was not reached. */
const unreachable = (status: number | string) => typeof status !== 'number' || status === 502 || status === 503 || status === 504;

function pathWithParams(args: FetchArgs): string {
  const params = args.params
    ? new URLSearchParams(
        Object.entries(args.params)
          .filter(([, v]) => v !== undefined)
          .map(([k, v]) => [k, String(v)]),
      ).toString()
    : '';
  return params ? `${args.url}${args.url.includes('?') ? '&' : '?'}${params}` : args.url;
}

/**
 * A month of the calendar from the saved first page of the sessions list, when that page reaches
 * back past the month's first day (or holds every session): each session with its exercises from
 * its own saved copy, else from the month's older copy (`month`), else none. Used offline when the
 * month was never opened online, or when the list was saved after the month (a session added or
 * deleted since shows as it is).
 */
async function monthFromList(url: string, store: OfflineStore, month: SavedRead | undefined): Promise<SavedRead | undefined> {
  if (url.split('?')[0] !== '/sessions/calendar') return undefined;
  const params = new URLSearchParams(url.split('?')[1] ?? '');
  const start = params.get('start_date');
  const end = params.get('end_date');
  const list = await store.getRead(`/sessions?limit=${SESSIONS_PAGE}`).catch(() => undefined);
  if (!start || !end || !list || !Array.isArray(list.data)) return undefined;
  if (month && month.fetchedAt >= list.fetchedAt) return undefined;
  const sessions = list.data as SessionListItem[];
  const complete = sessions.length < SESSIONS_PAGE || sessions.some((s) => s.session_date.slice(0, 10) < start);
  if (!complete) return undefined;
  const known = new Map(((month?.data as CalendarSession[] | undefined) ?? []).map((s) => [s.id, s.exercises]));
  const built: CalendarSession[] = [];
  for (const session of sessions.filter((s) => s.session_date.slice(0, 10) >= start && s.session_date.slice(0, 10) <= end)) {
    const { summary: _summary, ...rest } = session;
    const exercises = (await store.getRead(`/sessions/${session.id}/exercises`).catch(() => undefined))?.data as Exercise[] | undefined;
    built.push({ ...rest, exercises: exercises ? calendarExercisesOf(exercises) : (known.get(session.id) ?? []) });
  }
  return { data: built, fetchedAt: list.fetchedAt };
}

// The session page in one answer (issue 33) is saved as its parts, each under the url of the read
// it stands for: what reads those copies (the list's summaries, a month, Finish offline) sees the
// page's, and offline the page is built from the freshest copy of each part (a part refetched
// after a write is newer than the page read before it).
const SESSION_PAGE = /^\/sessions\/\d+\/page$/;
const PAGE_PARTS = { session: '', exercises: '/exercises', last_times: '/last-time', records: '/records' } as const;
const partUrl = (pageUrl: string, part: keyof typeof PAGE_PARTS) => pageUrl.replace(/\/page$/, PAGE_PARTS[part]);

/** A routine's start answered with the rest of its page (the api since issue 33): that page. */
function startedPage(answer: unknown): SessionPage | undefined {
  const started = answer as Partial<StartedSession> | null;
  if (!started || !Array.isArray(started.exercises) || !Array.isArray(started.last_times) || !Array.isArray(started.records)) return undefined;
  const { exercises, last_times, records, ...session } = started as StartedSession;
  return { session, exercises, last_times, records };
}

async function savePageParts(url: string, page: unknown, fetchedAt: number, store: OfflineStore): Promise<void> {
  const parts = page as Record<string, unknown>;
  await Promise.all(Object.entries(PAGE_PARTS).map(([part, tail]) => store.putRead(url.replace(/\/page$/, tail), { data: parts[part], fetchedAt })));
}

/** The page from its parts' saved copies: none without the session and its exercises; no last time or records is none. */
async function pageFromParts(url: string, store: OfflineStore): Promise<SavedRead | undefined> {
  const read = (part: keyof typeof PAGE_PARTS) => store.getRead(partUrl(url, part)).catch(() => undefined);
  const [session, exercises, lastTimes, records] = await Promise.all([read('session'), read('exercises'), read('last_times'), read('records')]);
  if (!session || !exercises) return undefined;
  const fetchedAt = Math.min(session.fetchedAt, exercises.fetchedAt);
  return { data: { session: session.data, exercises: exercises.data, last_times: lastTimes?.data ?? [], records: records?.data ?? [] }, fetchedAt };
}

export interface OfflineSetup {
  /** The device's offline data, one store per account. */
  stores: OfflineStores;
  /** After queued writes reached the server: refetch what shows them. */
  onSynced: (dispatch: BaseQueryApi['dispatch']) => void;
}

/** The signed-in lifter's outbox (what the sync strip and Log Out see), or null: nobody signed in. */
let outbox: Outbox | null = null;
/** The outbox of the last lifter signed in on this page: Log Out clears it even if the port already says signed out. */
let lastOutbox: Outbox | null = null;
/** The base query last called: the page has one; tests make several, and the latest is the page's. */
let active: object | null = null;
const statusListeners = new Set<() => void>();
const notifyStatus = () => statusListeners.forEach((listener) => listener());
function subscribeStatus(listener: () => void) {
  statusListeners.add(listener);
  return () => void statusListeners.delete(listener);
}

/** What a call is sent with: `account`'s token only (prepareHeaders in api.ts reads it). */
export interface AccountOptions {
  account?: string;
}

/** `base` with the outbox in front (see above). */
export function withOutbox(base: Base, setup: () => OfflineSetup | null): Base {
  const self = {};
  let made: OfflineSetup | null | undefined;
  /** Each account's outbox, made when that lifter is first signed in on this page. */
  const outboxes = new Map<string, { outbox: Outbox; store: OfflineStore }>();
  let lastApi: BaseQueryApi | null = null;
  let dictionary = new Map<number | string, { id: number; name: string }>();
  const names: DictionaryNames = (idOrName) => dictionary.get(typeof idOrName === 'string' ? idOrName.trim().toLowerCase() : idOrName);
  const rememberDictionary = (data: unknown) => {
    if (!Array.isArray(data)) return;
    dictionary = new Map<number | string, { id: number; name: string }>();
    for (const d of data as Array<{ id: number; name: string }>) dictionary.set(d.id, d).set(d.name.toLowerCase(), d);
  };

  /**
   * A routine started, now on the server. Planned on this device (`planned`): its exercises with
   * the session, so the ids shown meanwhile map to the server's (serverIdsFrom). Not read: the
   * start is sent again later with its key (the api answers the same session, never a second), so
   * nothing after it is sent against ids it cannot name. The api answers them itself, with the rest
   * of the session's page (issue 33), which is kept here as the page's own read would keep it, for
   * a reload offline; an older api did not, so then they are read.
   */
  const withStartedExercises = async (started: SendResult, api: BaseQueryApi, account: string, store: OfflineStore, planned: boolean): Promise<SendResult> => {
    const session = started.data as Session;
    const page = startedPage(session);
    if (page) {
      void savePageParts(`/sessions/${session.id}/page`, page, Date.now(), store).catch(() => undefined);
      return started;
    }
    if (!planned) return started;
    const read = (await base({ url: `/sessions/${session.id}/exercises` }, api, { account } satisfies AccountOptions)) as SendResult;
    if (read.error) return { error: { status: 'FETCH_ERROR', error: 'The started workout could not be read back' } } as SendResult;
    return { ...started, data: { ...session, exercises: read.data } };
  };

  const outboxOf = (setupMade: OfflineSetup, account: string) => {
    const known = outboxes.get(account);
    if (known) return known;
    const store = setupMade.stores(account);
    const box = new Outbox({
      store,
      canSend: () => currentAccount() === account,
      send: async (entry) => {
        // A background send belongs to no component: its own signal, never aborted.
        const api = { ...lastApi!, signal: new AbortController().signal, type: 'mutation' as const, endpoint: 'outbox' };
        const result = (await base(
          { url: entry.url, method: entry.method, body: entry.body ?? undefined, headers: entry.method === 'POST' ? { [IDEMPOTENCY_HEADER]: entry.key } : {} },
          api,
          { account } satisfies AccountOptions,
        )) as SendResult;
        return result.error || !isStart(entry.method, entry.url) ? result : withStartedExercises(result, api, account, store, entry.plan !== undefined);
      },
      onSynced: () => lastApi && setupMade.onSynced(lastApi.dispatch),
    });
    box.subscribe(() => outbox === box && notifyStatus());
    // Someone signed in: what other lifters' pages read is no longer kept (their writes are).
    void store.dropOthersReads().catch(() => undefined);
    void store.getRead('/dictionary_exercises').then(
      (saved) => saved && rememberDictionary(saved.data),
      () => undefined,
    );
    const entry = { outbox: box, store };
    outboxes.set(account, entry);
    return entry;
  };

  /** The signed-in lifter's outbox and store; null where there is no offline storage or nobody is signed in. */
  const current = () => {
    if (made === undefined) {
      made = setup();
      if (made && typeof window !== 'undefined') {
        window.addEventListener('online', () => void outbox?.drain());
        document.addEventListener('visibilitychange', () => document.visibilityState === 'visible' && void outbox?.drain());
        // Another lifter signs in (or this one again): the outbox shown and sent is theirs.
        subscribeToAuth(() => active === self && void current());
      }
    }
    // Without offline storage (jsdom) this base query steps aside and leaves the page's outbox be.
    if (!made) return null;
    active = self;
    const account = currentAccount();
    const now = account !== null ? outboxOf(made, account) : null;
    if ((now?.outbox ?? null) !== outbox) {
      outbox = now?.outbox ?? null;
      lastOutbox = outbox ?? lastOutbox;
      notifyStatus();
      // This lifter's writes from before (an earlier page, an earlier sign-in) go now.
      if (outbox && lastApi) void outbox.drain();
    }
    return now ? { ...now, account: account! } : null;
  };

  return async (args, api, extraOptions) => {
    const offline = current();
    const fetchArgs: FetchArgs = typeof args === 'string' ? { url: args } : args;
    const method = (fetchArgs.method ?? 'GET').toUpperCase();
    if (!offline) return base(args, api, extraOptions);
    const { outbox: box, store, account } = offline;
    // Sent with this lifter's token only: what comes back is kept as this lifter's.
    const own = { ...(extraOptions as object), account } satisfies AccountOptions;
    const firstCall = lastApi === null;
    lastApi = api;
    if (firstCall) void box.drain(); // the app started: send what waits from before

    if (method === 'GET') {
      const asked = pathWithParams(fetchArgs);
      const { url, missing } = box.resolve(asked);
      /** `answer` with the waiting writes applied, summaries of the sessions they change recounted. */
      const shown = async (answer: unknown) => {
        const pending = box.pending();
        const exercisesOf = new Map<number, Exercise[]>();
        for (const id of sessionsShownBy(url, answer, pending)) {
          const exercisesUrl = `/sessions/${id}/exercises`;
          const saved = await store.getRead(exercisesUrl).catch(() => undefined);
          const exercises = withPending(exercisesUrl, saved?.data, pending, names) as Exercise[] | undefined;
          if (exercises !== undefined) exercisesOf.set(id, exercises);
        }
        return withPending(url, answer, pending, names, exercisesOf);
      };
      if (missing.length > 0) {
        // Made on this device and not on the server yet: only the outbox knows it.
        const data = await shown(undefined);
        return data === undefined ? { error: { status: 404, data: { message: 'Not found' } } } : { data };
      }
      const result = await base({ ...fetchArgs, url: box.resolve(fetchArgs.url).url }, api, own);
      if (!result.error) {
        if (url === '/dictionary_exercises') rememberDictionary(result.data);
        if (SESSION_PAGE.test(url)) void savePageParts(url, result.data, Date.now(), store).catch(() => undefined);
        else void store.putRead(url, { data: result.data, fetchedAt: Date.now() }).catch(() => undefined);
        box.noteRead(null);
        return { ...result, data: await shown(result.data) };
      }
      if (!unreachable(result.error.status)) return result;
      const copy = SESSION_PAGE.test(url) ? await pageFromParts(url, store) : await store.getRead(url).catch(() => undefined);
      const saved = (await monthFromList(url, store, copy)) ?? copy;
      if (saved) {
        box.noteRead(saved.fetchedAt);
        return { data: await shown(saved.data) };
      }
      const data = await shown(undefined);
      return data === undefined ? result : { data };
    }

    const path = fetchArgs.url.split('?')[0]!;
    if (!isOutboxWrite(method, path)) return base(args, api, own);
    // A routine started: the copy last read of it plans the session shown until the server answers.
    const routine = isStart(method, path)
      ? ((await store.getRead(path.replace(/\/start$/, '')).catch(() => undefined))?.data as Routine | undefined)
      : undefined;
    const entry = await box.add(method, path, fetchArgs.body ?? null, ownKey(fetchArgs) ?? newIdempotencyKey(), routine);
    const settled = await box.sendNow(entry.key);
    if (settled.kind === 'sent') {
      const result = settled.result as Awaited<ReturnType<Base>>;
      // The session as Start answered it (when the outbox read its exercises too, for the ids,
      // without them: they are not part of an older api's answer).
      if (entry.plan && !result.error && !startedPage(result.data)) {
        const { exercises: _exercises, ...session } = result.data as Session & { exercises?: unknown };
        return { ...result, data: session };
      }
      return result;
    }
    // Kept on this device: ask the browser not to evict it under storage pressure.
    void globalThis.navigator?.storage?.persist?.().catch(() => false);
    if (isFinish(method, path)) return { data: await finishedHere(entry, box.pending(), store) };
    return { data: provisionalAnswer(entry, names) };
  };
}

/** Finish with the server out of reach: the summary counted from the session as this device shows it. */
async function finishedHere(entry: OutboxEntry, pending: OutboxEntry[], store: OfflineStore) {
  const id = Number(/^\/sessions\/(\d+)\/finish$/.exec(pending.find((e) => e.key === entry.key)?.url ?? entry.url)![1]);
  const names: DictionaryNames = () => undefined;
  const saved = async (url: string) => (await store.getRead(url).catch(() => undefined))?.data;
  const session = withPending(`/sessions/${id}`, await saved(`/sessions/${id}`), pending, names) as Session | undefined;
  const exercises = (withPending(`/sessions/${id}/exercises`, await saved(`/sessions/${id}/exercises`), pending, names) as Exercise[] | undefined) ?? [];
  return provisionalFinish(entry, session, exercises);
}

/** Where the page keeps its offline data without IndexedDB: nowhere, unless a screen's test asks for memory. */
let storesWithoutIndexedDb: OfflineStores | null = null;
/** Tests (outbox-testing's pageOutboxInMemory): the page's own outbox on in jsdom, kept in `stores`. */
export function keepOfflineDataIn(stores: OfflineStores): void {
  storesWithoutIndexedDb = stores;
}

/** The outbox of the page in IndexedDB (null where there is none: jest's jsdom, old browsers). */
export function browserOfflineSetup(onSynced: OfflineSetup['onSynced']): () => OfflineSetup | null {
  return () => {
    const stores = typeof indexedDB === 'undefined' ? storesWithoutIndexedDb : indexedDbStore;
    return stores === null ? null : { stores, onSynced };
  };
}

const NO_STATUS: OutboxStatus = { waiting: 0, failed: [], unreachable: false, savedCopySince: null };
const currentStatus = () => outbox?.getStatus() ?? NO_STATUS;

/** Changes waiting to sync, those the server refused, whether it was reachable, re-rendering on change. */
export function useOutboxStatus(): OutboxStatus {
  return useSyncExternalStore(subscribeStatus, currentStatus, () => NO_STATUS);
}

/** How many changes would be lost now (waiting and refused). */
export function unsyncedChanges(): number {
  const status = outbox?.getStatus() ?? NO_STATUS;
  return status.waiting + status.failed.length;
}

/** Sends what waits now (tests; the app drains on its own: online, start, visible, after a success). */
export const drainOutbox = () => outbox?.drain();
export const retryChange = (key: string) => outbox?.retry(key);
export const discardChange = (key: string) => outbox?.discard(key);
/**
 * Log Out: the lifter's outbox and saved reads go with the lifter (other lifters' waiting writes
 * stay). The lifter is the one signed in, or the last one signed in on this page when the port
 * already says signed out.
 */
export const clearOfflineData = async () => {
  const box = outbox ?? lastOutbox;
  lastOutbox = null;
  if (box) return box.clear();
  const account = currentAccount();
  if (account !== null && typeof indexedDB !== 'undefined')
    await indexedDbStore(account)
      .clear()
      .catch(() => undefined);
};
