export function jestFlaky(report: unknown, root: string): string[];
export function playwrightFlaky(report: unknown): string[];
export function flakyFailures(runs: { flaky: string[]; previous: string[]; known: string[] }): string[];
export function readList(file: string): string[];
export function rememberFlaky(file: string, flaky: string[]): string[];
