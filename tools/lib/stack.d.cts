// Types of stack.cjs for the TypeScript callers (e2e global setup, benchmarks).
export interface StackEnvironment {
  shellOrigin: string;
  apiOrigin: string;
  idpOrigin: string;
  issuer: string;
  apiAudience: string;
  dataDir: string;
  apps: Array<{ key: string; dir: string; port: number; portVar: string; origin: string; remote?: boolean }>;
}
export interface ExtraStatic {
  key: string;
  port: number;
  portVar: string;
  root: string;
}
export function startStack(options?: {
  processEnv?: Record<string, string | undefined>;
  log?: (line: string) => void;
  extraStatic?: ExtraStatic[];
  skipStatic?: string[];
  quiet?: boolean;
}): Promise<{ env: StackEnvironment; stop: () => Promise<void> }>;
export interface RemotesConfigJson {
  remotes: Record<string, string>;
  previewOrigins: string[];
}
export function remotesConfig(env: StackEnvironment, processEnv: Record<string, string | undefined>): RemotesConfigJson;
export function shellCsp(env: StackEnvironment, remotes: RemotesConfigJson, devSockets?: string[]): string;
