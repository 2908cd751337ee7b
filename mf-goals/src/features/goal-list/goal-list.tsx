// The goals page's list view (docs/product.md §2): sections Active, Paused and Completed Goals with their
// counts, "+ Add New Goal", the empty state, and every failure in the page's error banner.
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog, EmptyState, ErrorBanner, errorMessage, LoadingState, PageHeader, WaitingChangesNote } from '@liftbook/shared';
import type { GoalStatus, GoalWithProgress } from '@liftbook/shared/contract';
import { GOAL_ERRORS, useChangeGoalStatusMutation, useDeleteGoalMutation, useGetGoalsQuery } from '../../api/goals-api';
import { goalSections } from '../../domain/goal-sections';
import { GoalCard } from './goal-card';
import styles from './goal-list.module.css';

export function GoalList() {
  const goals = useGetGoalsQuery();
  const [changeStatus, statusChange] = useChangeGoalStatusMutation();
  const [deleteGoal, deletion] = useDeleteGoalMutation();
  const [confirming, setConfirming] = useState<GoalWithProgress | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const onStatus = async (goal: GoalWithProgress, status: GoalStatus) => {
    setActionError(null);
    const result = await changeStatus({ id: goal.id, status });
    if (result.error) setActionError(errorMessage(result.error, GOAL_ERRORS.updateGoal));
  };
  const onConfirmDelete = async () => {
    if (!confirming) return;
    setActionError(null);
    const result = await deleteGoal(confirming.id);
    setConfirming(null);
    if (result.error) setActionError(errorMessage(result.error, GOAL_ERRORS.deleteGoal));
  };

  const addLink = (label: string) => (
    <Link className="lb-button lb-button--primary" to="new">
      {label}
    </Link>
  );
  const list = goals.data ?? [];
  return (
    <div className="lb-page">
      <PageHeader title="Goals" subtitle="Targets with deadlines, and how close you are." />
      <div className={styles.toolbar}>{addLink('+ Add New Goal')}</div>
      <ErrorBanner message={goals.isError ? errorMessage(goals.error, GOAL_ERRORS.fetchGoals) : null} onRetry={() => void goals.refetch()} />
      <ErrorBanner message={actionError} onDismiss={() => setActionError(null)} />
      <WaitingChangesNote what="your goals' progress" />
      {goals.isLoading ? <LoadingState text="Loading goals..." /> : null}
      {goals.isSuccess && list.length === 0 ? <EmptyState title="No goals yet" action={addLink('Create Your First Goal')} /> : null}
      {list.length > 0
        ? goalSections(list).map((section) => (
            <section key={section.status} className={styles.section} aria-labelledby={`goals-${section.status}`}>
              <h2 id={`goals-${section.status}`} className={styles.sectionTitle}>
                {section.title} ({section.goals.length})
              </h2>
              <div className={styles.grid}>
                {section.goals.map((goal) => (
                  <GoalCard
                    key={goal.id}
                    goal={goal}
                    busy={statusChange.isLoading && statusChange.originalArgs?.id === goal.id}
                    onStatus={(status) => void onStatus(goal, status)}
                    onDelete={() => setConfirming(goal)}
                  />
                ))}
              </div>
            </section>
          ))
        : null}
      {confirming ? (
        <ConfirmDialog
          title="Delete goal"
          message={`Delete the ${confirming.exercise_name} goal? This cannot be undone.`}
          busy={deletion.isLoading}
          onConfirm={() => void onConfirmDelete()}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </div>
  );
}
