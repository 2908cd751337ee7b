// The goal a nested route names (/goals/:id, /goals/:id/edit), taken from the list query (one
// request for the whole area), with the list's loading and error states. An id that cannot be one
// ("/goals/xyz") is a not-found page at once, without a call; a goal that is not in the list (a
// deleted goal's old link) is a not-found page too, with the way back to the list.
// The detail and edit pages both render through it.
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { AreaNotFound, ErrorBanner, errorMessage, LoadingState, routeId } from '@liftbook/shared';
import type { GoalWithProgress } from '@liftbook/shared/contract';
import { GOAL_ERRORS, useGetGoalsQuery } from '../api/goals-api';

export const GOAL_NOT_FOUND = 'Goal not found';
export const GOAL_NOT_FOUND_MESSAGE = 'It may have been deleted, or the link is old or mistyped.';

export function GoalFromRoute({ children }: { children: (goal: GoalWithProgress) => ReactNode }) {
  const id = routeId(useParams().id);
  const goals = useGetGoalsQuery(undefined, { skip: id === null });
  const goal = goals.data?.find((g) => g.id === id);
  const notFound = <AreaNotFound areaLabel="Goals" title={GOAL_NOT_FOUND} message={GOAL_NOT_FOUND_MESSAGE} />;
  if (id === null) return notFound;
  if (goals.isLoading) return <LoadingState text="Loading goal..." />;
  if (goals.isError) return <ErrorBanner message={errorMessage(goals.error, GOAL_ERRORS.fetchGoals)} onRetry={() => void goals.refetch()} />;
  if (!goal) return notFound;
  return <>{children(goal)}</>;
}
