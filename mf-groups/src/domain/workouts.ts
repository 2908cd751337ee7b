// How a member's workouts read (spec §2: each exercise with its set count).

/** "1 set", "3 sets", "0 sets". */
export function setCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'set' : 'sets'}`;
}
