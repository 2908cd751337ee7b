// A routine's start answers the session with the rest of its page (issue 33), so the checklist
// opens without reading the page again. Started offline, the outbox answers the session alone
// (its plan is shown from the outbox), and an older api answered so too: then there is no page.
import type { SessionPage, StartedSession } from '@liftbook/shared/contract';

/** The session page a start's answer carries, or undefined when it carries only the session. */
export function startedPage(answer: Partial<StartedSession>): SessionPage | undefined {
  const { exercises, last_times, records, ...session } = answer;
  if (!Array.isArray(exercises) || !Array.isArray(last_times) || !Array.isArray(records)) return undefined;
  return { session: session as SessionPage['session'], exercises, last_times, records };
}
