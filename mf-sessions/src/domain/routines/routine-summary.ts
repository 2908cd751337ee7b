// A routine in a line of the list: "4 exercises · 14 sets" (planned sets, warm-ups included, as
// the api counts them).
import { plural } from '../plural';

export const routineSummaryLine = (routine: { exercise_count: number; set_count: number }): string =>
  `${plural(routine.exercise_count, 'exercise')} · ${plural(routine.set_count, 'set')}`;
