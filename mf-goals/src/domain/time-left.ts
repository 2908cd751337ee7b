// The card's Time row: days left, or how long ago the goal was due (days_remaining from the api,
// whole days from today, UTC, to the target date; negative once it has passed).
import type { GoalStatus } from '@liftbook/shared/contract';

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

/** A completed goal has no days left to count: its Time row says it is done. */
export function timeLeftText(daysRemaining: number, status?: GoalStatus): string {
  if (status === 'completed') return 'Completed';
  if (daysRemaining > 0) return `${days(daysRemaining)} left`;
  if (daysRemaining === 0) return 'Due today';
  return `Due ${days(-daysRemaining)} ago`;
}

/** Past its target date (the card marks the Time row). */
export function isOverdue(daysRemaining: number, status?: GoalStatus): boolean {
  return status !== 'completed' && daysRemaining < 0;
}
