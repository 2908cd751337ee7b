// Types of lines.cjs for its test.
export interface TrackedFile {
  name: string;
  text: string;
}
export function isCounted(file: string): boolean;
export function packageOf(file: string): string;
export function countLines(file: string, source: string): number;
export function countPackages(files: TrackedFile[]): Array<{ name: string; files: number; lines: number }>;
export function trackedFiles(revision?: string): TrackedFile[];
