export function writeSyntheticStrong(file: string, workouts: number): void;
