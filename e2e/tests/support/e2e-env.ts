import path from 'node:path';

/**
 * Moves every e2e port by this much (`LIFTBOOK_E2E_PORT_OFFSET=200` → shell on 18280, api on 13200),
 * so two checkouts on one machine can run their journeys at the same time. Default 0.
 */
const OFFSET = Number(process.env.LIFTBOOK_E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(OFFSET) || OFFSET < 0 || OFFSET > 999)
  throw new Error(`LIFTBOOK_E2E_PORT_OFFSET must be a whole number from 0 to 999, not "${process.env.LIFTBOOK_E2E_PORT_OFFSET}"`);
const e2ePort = (base: number) => String(base + OFFSET);

/** The e2e stack's settings: its own ports and data folder (wiped at the start of each run). */
export const E2E_ENV = {
  SHELL_PORT: e2ePort(18080),
  MF_SESSIONS_PORT: e2ePort(18081),
  MF_PROGRESS_PORT: e2ePort(18082),
  MF_GOALS_PORT: e2ePort(18083),
  MF_GROUPS_PORT: e2ePort(18084),
  API_PORT: e2ePort(13000),
  IDP_PORT: e2ePort(14000),
  EMBEDDED_PG_PORT: e2ePort(15433),
  LIFTBOOK_DATA_DIR: path.resolve(__dirname, '../../../.data/e2e'),
  /** A second copy of mf-goals, served as a "staging preview" from an allowed origin. */
  E2E_PREVIEW_PORT: e2ePort(18091),
  // Previews are off unless configured: the delivery journey configures them, with this allow-list.
  LIFTBOOK_PREVIEWS: 'on',
  LIFTBOOK_PREVIEW_ORIGINS: `http://localhost:${e2ePort(18091)}`,
} as const;

export const SHELL = `http://localhost:${E2E_ENV.SHELL_PORT}`;
export const remoteOrigin = (port: string) => `http://localhost:${port}`;
export const PREVIEW_ORIGIN = `http://localhost:${E2E_ENV.E2E_PREVIEW_PORT}`;
/** An origin that is not on the allow-list. */
export const FOREIGN_ORIGIN = `http://127.0.0.1:${e2ePort(18092)}`;
