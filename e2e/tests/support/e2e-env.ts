import path from 'node:path';

/** The e2e stack's settings: its own ports and data folder (wiped at the start of each run). */
export const E2E_ENV = {
  SHELL_PORT: '18080',
  MF_SESSIONS_PORT: '18081',
  MF_PROGRESS_PORT: '18082',
  MF_GOALS_PORT: '18083',
  MF_GROUPS_PORT: '18084',
  API_PORT: '13000',
  IDP_PORT: '14000',
  EMBEDDED_PG_PORT: '15433',
  LIFTBOOK_DATA_DIR: path.resolve(__dirname, '../../../.data/e2e'),
  /** A second copy of mf-goals, served as a "staging preview" from an allowed origin. */
  E2E_PREVIEW_PORT: '18091',
  LIFTBOOK_PREVIEW_ORIGINS: 'http://localhost:18091',
} as const;

export const SHELL = `http://localhost:${E2E_ENV.SHELL_PORT}`;
export const remoteOrigin = (port: string) => `http://localhost:${port}`;
export const PREVIEW_ORIGIN = `http://localhost:${E2E_ENV.E2E_PREVIEW_PORT}`;
/** An origin that is not on the allow-list. */
export const FOREIGN_ORIGIN = 'http://127.0.0.1:18092';
