// What the page says about an import: while it runs, when it is done, when the file was imported
// before, and after an undo. Pure strings from the api's counts.
import type { ImportRecord, ImportUndoResult } from '@liftbook/shared/contract';

const count = (n: number): string => n.toLocaleString('en-US');
const counted = (n: number, one: string, many = `${one}s`): string => `${count(n)} ${n === 1 ? one : many}`;

/** A day as the lifter reads it ("Nov 25, 2026"), in the browser's zone. */
export function importDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** "Importing… 1,200 of 3,401 workouts". */
export function importProgressText(sent: number, total: number): string {
  return `Importing… ${count(sent)} of ${counted(total, 'workout')}`;
}

/** What a finished import added, and what it found already in the log. */
export function importDoneText(record: Pick<ImportRecord, 'workouts_added' | 'sets_added' | 'workouts_already_there'>): string[] {
  const lines: string[] = [];
  if (record.workouts_added > 0 || record.workouts_already_there === 0)
    lines.push(`Imported ${counted(record.workouts_added, 'workout')}, ${counted(record.sets_added, 'set')}.`);
  else lines.push('Nothing was added.');
  if (record.workouts_already_there > 0) lines.push(`${counted(record.workouts_already_there, 'workout was', 'workouts were')} already in your log.`);
  return lines;
}

/** The same file imported before (a 409): nothing was added. */
export function alreadyImportedText(earlier: Pick<ImportRecord, 'finished_at' | 'created_at'>): string {
  return `Already imported on ${importDay(earlier.finished_at ?? earlier.created_at)}. Nothing was added.`;
}

/** What an undo removed. */
export function undoneText(result: ImportUndoResult): string {
  const extras = [
    ...(result.custom_exercises_removed > 0 ? [counted(result.custom_exercises_removed, 'custom exercise')] : []),
    ...(result.goals_removed > 0 ? [counted(result.goals_removed, 'goal')] : []),
  ];
  const parts = [counted(result.sessions_removed, 'workout'), counted(result.sets_removed, 'set'), ...extras];
  const listed = parts.length > 2 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts.join(', ');
  return `Import undone: removed ${listed}.`;
}

/** One import in the list: "Strong · strong.csv · Nov 25, 2026 · 3,401 workouts, 10,200 sets". */
export function importSummaryText(record: Pick<ImportRecord, 'workouts_added' | 'sets_added'>): string {
  return `${counted(record.workouts_added, 'workout')}, ${counted(record.sets_added, 'set')}`;
}
