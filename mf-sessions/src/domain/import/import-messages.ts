// What the page says about an import: while it runs, when it is done, when the file was imported
// before, and after an undo. Pure strings from the api's counts.
import type { ImportCheck, ImportRecord, ImportUndoResult } from '@liftbook/shared/contract';

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

/** What a finished import added, what it found already in the log, and the changed workouts the lifter kept their own for. */
export function importDoneText(record: Pick<ImportRecord, 'workouts_added' | 'sets_added' | 'workouts_already_there' | 'workouts_kept_mine'>): string[] {
  const lines: string[] = [];
  if (record.workouts_added > 0 || (record.workouts_already_there === 0 && record.workouts_kept_mine === 0))
    lines.push(`Imported ${counted(record.workouts_added, 'workout')}, ${counted(record.sets_added, 'set')}.`);
  else lines.push('Nothing was added.');
  if (record.workouts_already_there > 0) lines.push(`${counted(record.workouts_already_there, 'workout was', 'workouts were')} already in your log.`);
  if (record.workouts_kept_mine > 0)
    lines.push(`${counted(record.workouts_kept_mine, 'changed workout was', 'changed workouts were')} not added: you kept yours.`);
  return lines;
}

/** Before the finish, when some workouts differ from the lifter's: what will be added, what is there, what differs. */
export function importCheckText(check: Pick<ImportCheck, 'workouts_new' | 'workouts_already_there' | 'workouts_changed'>): string[] {
  const lines = [check.workouts_new === 0 ? 'No new workouts to add.' : `${counted(check.workouts_new, 'new workout')} will be added.`];
  if (check.workouts_already_there > 0)
    lines.push(`${counted(check.workouts_already_there, 'workout is', 'workouts are')} already in your log: not added again.`);
  lines.push(
    `${counted(check.workouts_changed, 'workout differs', 'workouts differ')} from one in your log (same day and type, mostly the same exercises). Choose for each: keep yours, or add the file's beside it.`,
  );
  return lines;
}

/** The same file imported before (a 409): nothing was added. */
export function alreadyImportedText(earlier: Pick<ImportRecord, 'finished_at' | 'created_at'>): string {
  return `Already imported on ${importDay(earlier.finished_at ?? earlier.created_at)}. Nothing was added.`;
}

const listed = (parts: string[]) => (parts.length > 2 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts.join(', '));

/** What an undo removed, and what it kept because the lifter added to it or changed it since. */
export function undoneText(result: ImportUndoResult): string {
  const extras = [
    ...(result.custom_exercises_removed > 0 ? [counted(result.custom_exercises_removed, 'custom exercise')] : []),
    ...(result.goals_removed > 0 ? [counted(result.goals_removed, 'goal')] : []),
  ];
  const removed = `Import undone: removed ${listed([counted(result.sessions_removed, 'workout'), counted(result.sets_removed, 'set'), ...extras])}.`;
  if (result.sessions_kept === 0 && result.sets_kept === 0) return removed;
  const kept = [
    ...(result.sessions_kept > 0 ? [`${counted(result.sessions_kept, 'workout')} you added to or changed`] : []),
    ...(result.sets_kept > 0 ? [`${counted(result.sets_kept, 'set')} you changed`] : []),
  ];
  return `${removed} Kept ${kept.join(' and ')} since the import.`;
}

/** One import in the list: "Strong · strong.csv · Nov 25, 2026 · 3,401 workouts, 10,200 sets". */
export function importSummaryText(record: Pick<ImportRecord, 'workouts_added' | 'sets_added'>): string {
  return `${counted(record.workouts_added, 'workout')}, ${counted(record.sets_added, 'set')}`;
}

/**
 * What the page says when the importer's code did not download (webpack's ChunkLoadError): it is
 * fetched when a file is chosen and not kept for offline use, since an import is sent to the api
 * as it is read. Null for any other failure (a refused file says why itself).
 */
export function importerUnavailableText(error: unknown, online: boolean): string | null {
  if (!(error instanceof Error) || error.name !== 'ChunkLoadError') return null;
  return online
    ? 'The importer could not be downloaded. Nothing was added: Retry when the connection is back.'
    : "Importing needs a connection, and you're offline. Nothing was added: Retry once you're back online.";
}
