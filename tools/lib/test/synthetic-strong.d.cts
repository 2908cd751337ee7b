export const SYNTHETIC_LIFTS: readonly string[];
export function writeSyntheticStrong(file: string, workouts: number): void;
