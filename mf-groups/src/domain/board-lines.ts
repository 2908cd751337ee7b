// What a member's line on "This week" says, in the viewer's unit (the board's `unit`): "2
// sessions · 5 working sets · Volume 2,410 kg", and the week it covers. Pure.
import { formatNumber, formatUtcLongDate } from '@liftbook/shared/format';
import type { BoardMember, WeeklyBoard, WeightUnit } from '@liftbook/shared/contract';

const count = (n: number, one: string, many: string) => `${formatNumber(n)} ${n === 1 ? one : many}`;

/** "2 sessions · 5 working sets · Volume 2,410 kg": the volume already in `unit`, to the whole unit. */
export function boardFigures(member: Pick<BoardMember, 'sessions' | 'working_sets' | 'volume'>, unit: WeightUnit): string {
  return [
    count(member.sessions, 'session', 'sessions'),
    count(member.working_sets, 'working set', 'working sets'),
    `Volume ${formatNumber(Math.round(member.volume))} ${unit}`,
  ].join(' · ');
}

/** "Mon, Nov 23, 2026 – Sun, Nov 29, 2026": Monday to Sunday. */
export function weekLabel(board: Pick<WeeklyBoard, 'week_start' | 'week_end'>): string {
  return `${formatUtcLongDate(board.week_start)} – ${formatUtcLongDate(board.week_end)}`;
}
