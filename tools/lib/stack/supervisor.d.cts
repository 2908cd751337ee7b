import type { ChildProcess, SpawnOptions } from 'node:child_process';
import type { ChildDeath } from './stack.cjs';
export function createSupervisor(options?: { quiet?: boolean; graceMs?: number }): {
  start(name: string, command: string, args: string[], options?: SpawnOptions): ChildProcess;
  stop(): Promise<void>;
  died: Promise<ChildDeath>;
  readonly stopping: boolean;
};
