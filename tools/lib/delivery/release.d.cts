// Types of release.cjs for its TypeScript callers (tests).
import type { StackEnvironment } from '../stack/stack.cjs';
export { ReleaseError } from './release-store.cjs';
interface Options {
  log?: (line: string) => void;
  processEnv?: Record<string, string | undefined>;
  /** The shared version the shell runs (default: from shell/dist/build-info.json). */
  shellSharedVersion?: string;
}
export function findRemote(env: { remotes: StackEnvironment['apps'] }, name: string | undefined): StackEnvironment['apps'][number];
export function release(args: string[], options?: Options): Promise<string>;
export function releases(args: string[], options?: Options): Array<{ id: string }>;
export function deploy(args: string[], options?: Options): void;
export function rollback(args: string[], options?: Options): void;
export function preview(args: string[], options?: Options): Promise<import('fastify').FastifyInstance>;
