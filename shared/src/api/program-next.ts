// What the lifter's program has next (issue 30): the signed-in home page's "Next: Workout B —
// Squat 3×5 @ 102.5 kg". Here, beside the other home-page read (returning-lifter.ts), because the
// shell has no api slice of its own and may not import the sessions area. The api computes the
// line's figures (the routine's sets, its training max, the lifter's unit); this only joins them.
import type { ProgramNext } from '../contract';
import { api } from './api';

export const programNextApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProgramNext: build.query<ProgramNext | null, void>({
      query: () => '/programs/next',
      // Finish moves the program on (it invalidates the session lists); starting a program or
      // changing a routine changes the routines.
      providesTags: [
        { type: 'Session', id: 'LIST' },
        { type: 'Routine', id: 'LIST' },
      ],
    }),
  }),
});

/** "Next: Workout B — Squat 3×5 @ 102.5 kg"; "Next: Workout B" when its first exercise plans no working set. */
export function programNextLine(next: Pick<ProgramNext, 'routine_name' | 'first_exercise'>): string {
  return next.first_exercise === null ? `Next: ${next.routine_name}` : `Next: ${next.routine_name} — ${next.first_exercise}`;
}

/** The lifter's next routine; undefined while unknown (loading, offline, failed), null when they follow no program. */
export function useProgramNext(signedIn: boolean): ProgramNext | null | undefined {
  const { data } = programNextApi.useGetProgramNextQuery(undefined, { skip: !signedIn });
  return signedIn ? data : undefined;
}
