// Counts as the lifter reads them: "1 set", "3 sets", "1 exercise". One helper for every screen
// of the remote (features cannot share code with each other, so it lives here).

/** "1 set", "2 sets"; `many` for irregular words. */
export const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;
