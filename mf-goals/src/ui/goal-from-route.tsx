// The goal a nested route names (/goals/:id, /goals/:id/edit), taken from the list query (one
// request for the whole area), with the list's loading and error states and "Goal not found".
// The detail and edit pages both render through it.
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { ErrorBanner, errorMessage, LoadingState } from '@liftbook/shared';
import type { GoalWithProgress } from '@liftbook/shared/contract';
import { GOAL_ERRORS, useGetGoalsQuery } from '../api/goals-api';

export function GoalFromRoute({ children }: { children: (goal: GoalWithProgress) => ReactNode }) {
  const id = Number(useParams().id);
  const goals = useGetGoalsQuery();
  const goal = goals.data?.find((g) => g.id === id);
  if (goals.isLoading) return <LoadingState text="Loading goal..." />;
  if (goals.isError) return <ErrorBanner message={errorMessage(goals.error, GOAL_ERRORS.fetchGoals)} onRetry={() => void goals.refetch()} />;
  if (!goal) return <ErrorBanner message="Goal not found" />;
  return <>{children(goal)}</>;
}
