// Types of stack.cjs for the TypeScript callers (e2e global setup, benchmarks).
export interface StackEnvironment {
  shellOrigin: string;
  apiOrigin: string;
  idpOrigin: string;
  issuer: string;
  apiAudience: string;
  dataDir: string;
  /** Where `npm run preview` serves (LIFTBOOK_PREVIEW_PORT, 8090). */
  previewPort: number;
  previewOrigin: string;
  apps: Array<{ key: string; dir: string; port: number; portVar: string; origin: string; remote?: boolean; home?: string }>;
}
export interface ExtraStatic {
  key: string;
  port: number;
  portVar: string;
  root: string;
}
export interface ChildDeath {
  name: string;
  /** "exit code 1", "signal SIGKILL", or why it could not start. */
  how: string;
  /** Its last stdout when quiet, else ''. */
  output: string;
}
export function startStack(options?: {
  processEnv?: Record<string, string | undefined>;
  log?: (line: string) => void;
  extraStatic?: ExtraStatic[];
  skipStatic?: string[];
  quiet?: boolean;
}): Promise<{
  env: StackEnvironment;
  /** Stops the static servers and every child; safe to call more than once. */
  stop: () => Promise<void>;
  /** Resolves if the idp or the api dies on its own, once the rest is stopped and one line said which. */
  died: Promise<ChildDeath>;
}>;
export interface RemotesConfigJson {
  remotes: Record<string, string>;
  previewOrigins: string[];
  previews: boolean;
}
export function remotesConfig(env: StackEnvironment, processEnv: Record<string, string | undefined>, fromSource?: string[]): RemotesConfigJson;
/** A remote's origin: its dist/ at the root and the release store's releases under /releases/<id>/. */
export function remoteServer(
  app: { key: string; dir: string },
  store: ReturnType<typeof import('../delivery/release-store.cjs').releaseStore>,
  onError?: (error: unknown) => void,
): Promise<import('fastify').FastifyInstance>;
export function shellCsp(env: StackEnvironment, remotes: RemotesConfigJson, devSockets?: string[]): string;
