// A signed-in lifter's history, made through the api (the same calls the app makes), so the
// exercises, goals and groups journeys start from real sessions without clicking through the
// sessions area for each. The token is the page's own: the one the app sends on its api calls.
import { expect, type Page } from '@playwright/test';
import type { Exercise, ExerciseType, Session, SetInput, SetKind, WeightUnit } from '@liftbook/shared/contract';
import { SHELL } from './e2e-env';

export interface SeedSet {
  weight?: number;
  weight_unit?: WeightUnit;
  reps?: number;
  duration?: number;
  kind?: SetKind;
  /** Metres. */
  distance?: number;
}
export interface SeedExercise {
  name: string;
  type?: ExerciseType;
  variation?: string;
  sets: SeedSet[];
}
export interface SeedSession {
  /** "2026-11-20" (a UTC day). */
  date: string;
  type: string;
  notes?: string;
  exercises?: SeedExercise[];
}

export interface ApiClient {
  token: string;
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
  delete(path: string): Promise<void>;
}

const tokens = new WeakMap<Page, string>();

/** The access token the app sends for the signed-in lifter (read off one of its api calls). */
async function accessToken(page: Page): Promise<string> {
  const known = tokens.get(page);
  if (known) return known;
  const sent = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/api/') && Boolean(request.headers().authorization));
  await page.goto('/sessions');
  const token = (await sent).headers().authorization!.replace(/^Bearer /, '');
  tokens.set(page, token);
  return token;
}

/** A small api client acting as the page's signed-in lifter, through the shell's /api proxy. */
export async function apiAs(page: Page): Promise<ApiClient> {
  const token = await accessToken(page);
  const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await page.request.fetch(`${SHELL}/api${path}`, { method, headers, data: body === undefined ? undefined : JSON.stringify(body) });
    expect(response.ok(), `${method} /api${path} answered ${response.status()}: ${await response.text()}`).toBe(true);
    return (response.status() === 204 ? undefined : await response.json()) as T;
  };
  return {
    token,
    get: (path) => call('GET', path),
    post: (path, body) => call('POST', path, body),
    put: (path, body) => call('PUT', path, body),
    delete: (path) => call('DELETE', path),
  };
}

/** Creates the sessions, their exercises (by name: dictionary or custom) and sets, in order. */
export async function seedHistory(page: Page, history: SeedSession[]): Promise<Session[]> {
  const api = await apiAs(page);
  const sessions: Session[] = [];
  for (const seed of history) {
    const session = await api.post<Session>('/sessions', { session_date: `${seed.date}T00:00:00.000Z`, session_type: seed.type, notes: seed.notes ?? null });
    for (const exercise of seed.exercises ?? []) {
      const type =
        exercise.type ??
        (exercise.sets.some((s) => s.weight !== undefined) ? 'weighted' : exercise.sets.some((s) => s.duration !== undefined) ? 'duration' : 'reps');
      const created = await api.post<Exercise>(`/sessions/${session.id}/exercises`, {
        name: exercise.name,
        type,
        variation: exercise.variation ?? null,
        notes: null,
      });
      for (const set of exercise.sets) {
        const body: SetInput = {
          weight: set.weight ?? null,
          weight_unit: set.weight_unit ?? 'lbs',
          reps: set.reps ?? null,
          duration: set.duration ?? null,
          notes: null,
          ...(set.kind === undefined ? {} : { kind: set.kind }),
          ...(set.distance === undefined ? {} : { distance: set.distance }),
        };
        await api.post(`/exercises/${created.id}/sets`, body);
      }
    }
    sessions.push(session);
  }
  return sessions;
}
