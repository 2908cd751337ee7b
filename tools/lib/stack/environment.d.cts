import type { StackEnvironment } from './stack.cjs';
export function environment(env?: Record<string, string | undefined>): StackEnvironment & {
  remotes: StackEnvironment['apps'];
  byKey: Record<string, StackEnvironment['apps'][number]>;
};
