// Types of release-store.cjs for its TypeScript callers (tests).
export interface StoredRemote {
  key: string;
  dir: string;
}
export interface Release {
  id: string;
  remote: string;
  createdAt: string;
  [detail: string]: unknown;
}
export class ReleaseError extends Error {}
export function releaseStore(root: string): {
  root: string;
  folder(remote: StoredRemote): string;
  stagingDir(remote: StoredRemote, id: string): string;
  has(remote: StoredRemote, id: string): boolean;
  get(remote: StoredRemote, id: string): Release | null;
  add(remote: StoredRemote, id: string, stagedDir: string, details?: Record<string, unknown>): Release;
  list(remote: StoredRemote): Release[];
  history(remote: StoredRemote): string[];
  live(remote: StoredRemote): string | null;
  deploy(remote: StoredRemote, id: string): string | null;
  rollback(remote: StoredRemote): { from: string; to: string | null };
  manifestUrl(remote: StoredRemote, origin: string): string;
};
