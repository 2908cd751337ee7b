// Counting the api requests a step of a journey makes (issue 33: a session page in one request,
// a planned workout's start in two). One counter for every spec that counts them.
import { expect, type Frame, type Page, type Request } from '@playwright/test';
import type { Routine } from '@liftbook/shared/contract';
import type { ApiClient } from './seed';

const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');

/** Counts the api requests still on their way (started, neither finished nor failed). */
export function trackApiInFlight(page: Page): () => number {
  const open = new Set<Request>();
  page.on('request', (request) => isApi(request) && open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  return () => open.size;
}

/**
 * The api calls the page makes while `step` runs, until no api call is on its way; `ms`: how long
 * `step` took. A step that loads a new document (page.goto) counts that document's calls only: the
 * page it leaves may still be loading (apiAs in seed.ts opens /sessions for its token and goes on
 * without waiting), and what that page asks for before the new one replaces it is not the step's.
 */
export async function apiRequestsDuring(page: Page, inFlight: () => number, step: () => Promise<void>): Promise<{ paths: string[]; ms: number }> {
  // What the page before still asks for is not this step's.
  await expect.poll(inFlight).toBe(0);
  const paths: string[] = [];
  let newDocument = false;
  const listen = (request: Request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) newDocument = true;
    else if (isApi(request)) paths.push(`${request.method()} ${new URL(request.url()).pathname}${new URL(request.url()).search}`);
  };
  // The new document is in the frame: every call counted so far was the page's before it.
  const committed = (frame: Frame) => {
    if (frame !== page.mainFrame() || !newDocument) return;
    newDocument = false;
    paths.length = 0;
  };
  page.on('request', listen);
  page.on('framenavigated', committed);
  const started = Date.now();
  await step();
  const ms = Date.now() - started;
  await expect.poll(inFlight).toBe(0);
  page.off('request', listen);
  page.off('framenavigated', committed);
  return { paths, ms };
}

/** The shell's own reads on a full load (the lifter's profile, the invites badge): not the area's. */
export const SHELL_READS = /^GET \/api\/(user\/profile|invites)$/;

/** A planned set for `planRoutine`: `reps` at `weight`, two minutes' rest. */
export const plannedSet = (reps: number, weight: number) => ({
  kind: 'normal',
  reps_min: reps,
  reps_max: null,
  weight,
  percent_of_tm: null,
  duration: null,
  distance: null,
  rpe: null,
  rest_seconds: 120,
});

/** A routine of one weighted lift, `sets` planned, made through the api. */
export function planRoutine(api: ApiClient, name: string, lift: { name: string; unit: 'kg' | 'lbs'; sets: ReturnType<typeof plannedSet>[] }): Promise<Routine> {
  return api.post<Routine>('/routines', {
    name,
    exercises: [
      {
        name: lift.name,
        type: 'weighted',
        variation: null,
        note: null,
        superset_group: null,
        weight_unit: lift.unit,
        training_max: null,
        progression: null,
        sets: lift.sets,
      },
    ],
  });
}
