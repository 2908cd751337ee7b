// mf-goals' endpoints, injected into THE shared api when this remote loads. Every error string
// of the goals area lives in GOAL_ERRORS and nowhere else (docs/product.md §8); components read the
// failure's message (errorMessage) and never spell one.
//
// Tags (the shared list): the list (each goal with its progress) provides `Goal` LIST, one
// `Goal` per goal and `GoalProgress` LIST; a goal's progress provides `GoalProgress` {id}.
// mf-sessions invalidates the `GoalProgress` type whenever what was lifted changes (a set
// logged, edited or deleted; a session re-dated or deleted), so both refetch and the percent
// moves without a reload (docs/architecture.md §4).
import { api, failedWith } from '@liftbook/shared';
import type { Goal, GoalInput, GoalProgress, GoalStatus, GoalWithProgress } from '@liftbook/shared/contract';

export const GOAL_ERRORS = {
  /** docs/product.md §8: the goals page's error banner. */
  fetchGoals: 'Failed to fetch goals',
  createGoal: 'Failed to create goal',
  updateGoal: 'Failed to update goal',
  deleteGoal: 'Failed to delete goal',
  fetchGoalProgress: 'Failed to fetch goal progress',
  /** The goal form's own message (what was typed stays). */
  saveGoal: 'Failed to save goal',
  /** The detail's progress panel. */
  fetchProgress: 'Failed to fetch progress',
  progressUnavailable: 'Unable to load progress data',
  noExerciseData: 'No exercise data available yet',
} as const;

export interface GoalUpdate {
  id: number;
  goal: GoalInput;
}

export interface GoalStatusChange {
  id: number;
  status: GoalStatus;
}

export const goalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getGoals: build.query<GoalWithProgress[], void>({
      query: () => '/goals',
      transformErrorResponse: failedWith(GOAL_ERRORS.fetchGoals),
      providesTags: (goals) => [
        { type: 'Goal' as const, id: 'LIST' },
        { type: 'GoalProgress' as const, id: 'LIST' },
        ...(goals ?? []).map((goal) => ({ type: 'Goal' as const, id: goal.id })),
      ],
    }),
    getGoalProgress: build.query<GoalProgress, number>({
      query: (id) => `/goals/${id}/progress`,
      transformErrorResponse: failedWith(GOAL_ERRORS.fetchGoalProgress),
      providesTags: (_progress, _error, id) => [{ type: 'GoalProgress', id }],
    }),
    createGoal: build.mutation<Goal, GoalInput>({
      query: (goal) => ({ url: '/goals', method: 'POST', body: goal }),
      transformErrorResponse: failedWith(GOAL_ERRORS.createGoal),
      invalidatesTags: (_goal, error) => (error ? [] : [{ type: 'Goal', id: 'LIST' }]),
    }),
    updateGoal: build.mutation<Goal, GoalUpdate>({
      query: ({ id, goal }) => ({ url: `/goals/${id}`, method: 'PUT', body: goal }),
      transformErrorResponse: failedWith(GOAL_ERRORS.updateGoal),
      // A new exercise, start or target changes the progress too.
      invalidatesTags: (_goal, error, { id }) =>
        error
          ? []
          : [
              { type: 'Goal', id },
              { type: 'GoalProgress', id },
            ],
    }),
    changeGoalStatus: build.mutation<Goal, GoalStatusChange>({
      query: ({ id, status }) => ({ url: `/goals/${id}`, method: 'PUT', body: { status } }),
      transformErrorResponse: failedWith(GOAL_ERRORS.updateGoal),
      invalidatesTags: (_goal, error, { id }) => (error ? [] : [{ type: 'Goal', id }]),
    }),
    deleteGoal: build.mutation<void, number>({
      query: (id) => ({ url: `/goals/${id}`, method: 'DELETE' }),
      transformErrorResponse: failedWith(GOAL_ERRORS.deleteGoal),
      invalidatesTags: (_r, error) => (error ? [] : [{ type: 'Goal', id: 'LIST' }]),
    }),
  }),
});

export const { useGetGoalsQuery, useGetGoalProgressQuery, useCreateGoalMutation, useUpdateGoalMutation, useChangeGoalStatusMutation, useDeleteGoalMutation } =
  goalsApi;
