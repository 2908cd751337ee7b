// Types of lint.cjs for its test.
import type { ESLint } from 'eslint';

export function lint(args: string[]): Promise<boolean>;
export function eslintResults(patterns: string[], options?: { fix?: boolean }): Promise<{ results: ESLint.LintResult[]; text: string }>;
