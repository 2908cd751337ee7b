// How a shared routine is summed up on the group page: "2 exercises · 4 sets", and each exercise
// with its planned sets ("Bench Press × 3"). Pure, so the words are tested by table.
import type { SharedRoutine } from '@liftbook/shared/contract';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "2 exercises · 4 sets" (warm-ups are planned sets too). */
export function sharedRoutineTotals(routine: Pick<SharedRoutine, 'exercise_count' | 'set_count'>): string {
  return `${plural(routine.exercise_count, 'exercise', 'exercises')} · ${plural(routine.set_count, 'set', 'sets')}`;
}

/** "Bench Press × 3": an exercise and how many sets it plans. */
export function sharedExerciseLine(exercise: SharedRoutine['exercises'][number]): string {
  return `${exercise.name} × ${exercise.set_count}`;
}
