// A start (a session made for today, a routine's workout) already on its way is joined, never
// repeated: a double tap, or React's double effect, sends one request.
import type { Session } from '@liftbook/shared/contract';

/** Starts on their way, by what they start (a day, a routine on a day). */
const starting = new Map<string, Promise<Session>>();

export function startOnce(key: string, start: () => Promise<Session>): Promise<Session> {
  const underway = starting.get(key);
  if (underway) return underway;
  const started = start().finally(() => starting.delete(key));
  starting.set(key, started);
  return started;
}
