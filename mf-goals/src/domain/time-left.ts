// The card's Time row: days left, or how long ago the goal was due (days_remaining from the api,
// whole days from today, UTC, to the target date; negative once it has passed).

const days = (count: number) => `${count} ${count === 1 ? 'day' : 'days'}`;

export function timeLeftText(daysRemaining: number): string {
  if (daysRemaining > 0) return `${days(daysRemaining)} left`;
  if (daysRemaining === 0) return 'Due today';
  return `Due ${days(-daysRemaining)} ago`;
}

/** Past its target date (the card marks the Time row). */
export function isOverdue(daysRemaining: number): boolean {
  return daysRemaining < 0;
}
