// A logger for the entry points before (and after) Fastify's own exists: JSON lines in pino's
// format (same level numbers and fields), so the server's whole output parses the same way.
import type { LogLevel } from '../config.js';

const NUMBERS: Record<LogLevel, number> = { fatal: 60, error: 50, warn: 40, info: 30, debug: 20, trace: 10, silent: Infinity };

export interface ProcessLog {
  info(message: string): void;
  debug(message: string): void;
  warn(message: string): void;
  error(message: string): void;
}

export function processLog(level: LogLevel, name = 'liftbook-api'): ProcessLog {
  const threshold = NUMBERS[level];
  const write = (at: Exclude<LogLevel, 'silent'>) => (msg: string) => {
    if (NUMBERS[at] < threshold) return;
    process.stdout.write(`${JSON.stringify({ level: NUMBERS[at], time: Date.now(), pid: process.pid, name, msg })}\n`);
  };
  return { info: write('info'), debug: write('debug'), warn: write('warn'), error: write('error') };
}
