// The progress circle's colour (docs/product.md §9): 80 or more green; 50 or more blue; 25 or more amber;
// below 25 red.

export type ProgressColour = 'green' | 'blue' | 'amber' | 'red';

export function progressColour(percent: number): ProgressColour {
  if (percent >= 80) return 'green';
  if (percent >= 50) return 'blue';
  if (percent >= 25) return 'amber';
  return 'red';
}

/** The percent as the card and the circle print it: rounded down, so "100%" means met. */
export function percentText(percent: number): string {
  return `${Math.floor(percent)}%`;
}

/** A goal whose progress reached 100 % says so and offers Complete (never completed for the lifter). */
export function isTargetReached(percent: number): boolean {
  return percent >= 100;
}
