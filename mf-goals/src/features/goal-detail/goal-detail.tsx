// /goals/:id: the progress circle (coloured by docs/product.md §9), the breakdown (strength and volume with
// their weights), the goal's details and its actions. Progress comes from its own call, so it
// is fresh when opened and refetched when a set is logged (GoalProgress tag).
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, ConfirmDialog, ErrorBanner, errorMessage, formatUtcDate, LoadingState, PageHeader, useWeightUnit, WaitingChangesNote } from '@liftbook/shared';
import type { GoalProgress, GoalWithProgress } from '@liftbook/shared/contract';
import { GOAL_ERRORS, useChangeGoalStatusMutation, useDeleteGoalMutation, useGetGoalProgressQuery } from '../../api/goals-api';
import { ACTION_LABELS, goalActions, STATUS_AFTER } from '../../domain/goal-actions';
import { currentText, liftText } from '../../domain/lift-text';
import { isTargetReached, percentText, progressColour, type ProgressColour } from '../../domain/progress-colour';
import { timeLeftText } from '../../domain/time-left';
import { GoalFromRoute } from '../../ui/goal-from-route';
import { OnTrack, StatusBadge } from '../../ui/goal-status';
import figures from '../../ui/figure-rows.module.css';
import styles from './goal-detail.module.css';

export function GoalDetailPage() {
  return <GoalFromRoute>{(goal) => <GoalDetail goal={goal} />}</GoalFromRoute>;
}

/** docs/product.md §9 ring colours, by name (progress-colour.ts decides which). */
const COLOUR_CLASSES: Record<ProgressColour, string | undefined> = { green: styles.green, blue: styles.blue, amber: styles.amber, red: styles.red };

function ProgressCircle({ percent }: { percent: number }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const filled = (Math.min(100, percent) / 100) * circumference;
  return (
    <svg
      className={`${styles.circle} ${COLOUR_CLASSES[progressColour(percent)] ?? ''}`}
      viewBox="0 0 120 120"
      role="img"
      aria-label={`${percentText(percent)} of the goal reached`}
    >
      <circle className={styles.circleTrack} cx="60" cy="60" r={radius} />
      <circle className={styles.circleFill} cx="60" cy="60" r={radius} strokeDasharray={`${filled} ${circumference}`} transform="rotate(-90 60 60)" />
      <text x="60" y="67" textAnchor="middle" className={styles.circleText}>
        {percentText(percent)}
      </text>
    </svg>
  );
}

function ProgressPanel({ goal }: { goal: GoalWithProgress }) {
  const progress = useGetGoalProgressQuery(goal.id);
  const unit = useWeightUnit();
  if (progress.isLoading) return <LoadingState text="Loading progress..." />;
  if (progress.isError) {
    return (
      <div role="alert" className={styles.panelError}>
        <p>{GOAL_ERRORS.fetchProgress}</p>
        <p>{GOAL_ERRORS.progressUnavailable}</p>
        <Button variant="secondary" size="sm" onClick={() => void progress.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  const data: GoalProgress = progress.data ?? goal.progress;
  const { breakdown } = data;
  return (
    <div className={styles.panel}>
      <ProgressCircle percent={data.progress_percentage} />
      <div>
        {goal.status === 'active' ? <OnTrack onTrack={data.is_on_track} /> : null}
        {isTargetReached(data.progress_percentage) && goal.status !== 'completed' ? (
          <p className={styles.reached}>Target reached! Mark it complete when you are ready.</p>
        ) : null}
        {data.best_set_date === null ? (
          <p className={styles.muted}>{GOAL_ERRORS.noExerciseData}</p>
        ) : (
          <p>
            Best set {liftText(data.current_weight, data.current_reps, unit)} on {formatUtcDate(data.best_set_date)}
          </p>
        )}
        <h3 className={styles.subTitle}>Breakdown</h3>
        <dl className={figures.rows}>
          {breakdown.strength === null ? null : (
            <>
              <dt>Strength ({breakdown.strength_weight}%)</dt>
              <dd>{percentText(breakdown.strength)}</dd>
            </>
          )}
          <dt>Volume ({breakdown.volume_weight}%)</dt>
          <dd>{percentText(breakdown.volume)}</dd>
        </dl>
      </div>
    </div>
  );
}

function GoalDetail({ goal }: { goal: GoalWithProgress }) {
  const navigate = useNavigate();
  const unit = useWeightUnit();
  const [changeStatus, statusChange] = useChangeGoalStatusMutation();
  const [deleteGoal, deletion] = useDeleteGoalMutation();
  const [confirming, setConfirming] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const onDelete = async () => {
    const result = await deleteGoal(goal.id);
    setConfirming(false);
    if (result.error) setActionError(errorMessage(result.error, GOAL_ERRORS.deleteGoal));
    else void navigate('..', { relative: 'path' });
  };
  return (
    <div className="lb-page">
      <Link to=".." relative="path" className={styles.back}>
        ← Back to Goals
      </Link>
      <PageHeader title={goal.exercise_name} />
      <ErrorBanner message={actionError} onDismiss={() => setActionError(null)} />
      <WaitingChangesNote what="this goal's progress" />
      <section className="lb-card" aria-label="Progress">
        <ProgressPanel goal={goal} />
      </section>
      <section className={`lb-card ${styles.details}`} aria-label="Goal details">
        <h3 className={styles.subTitle}>
          Details <StatusBadge status={goal.status} />
        </h3>
        <dl className={figures.rows}>
          <dt>Started</dt>
          <dd>{liftText(goal.current_weight, goal.current_reps, unit)}</dd>
          <dt>Current</dt>
          <dd>{currentText(goal.progress, unit)}</dd>
          <dt>Target</dt>
          <dd>{liftText(goal.target_weight, goal.target_reps, unit)}</dd>
          <dt>Due</dt>
          <dd>{formatUtcDate(goal.target_date)}</dd>
          <dt>Time</dt>
          <dd>{timeLeftText(goal.progress.days_remaining, goal.status)}</dd>
          <dt>Created</dt>
          <dd>{formatUtcDate(goal.created_at)}</dd>
        </dl>
        <div className={styles.actions}>
          {goalActions(goal.status)
            .filter((a) => a !== 'view')
            .map((a) =>
              a === 'edit' ? (
                <Link key={a} className="lb-button lb-button--secondary lb-button--sm" to="edit">
                  {ACTION_LABELS.edit}
                </Link>
              ) : a === 'delete' ? (
                <Button key={a} variant="danger" size="sm" onClick={() => setConfirming(true)}>
                  {ACTION_LABELS.delete}
                </Button>
              ) : (
                <Button
                  key={a}
                  variant="secondary"
                  size="sm"
                  disabled={statusChange.isLoading}
                  onClick={() => {
                    setActionError(null);
                    void changeStatus({ id: goal.id, status: STATUS_AFTER[a]! }).then((r) => {
                      if (r.error) setActionError(errorMessage(r.error, GOAL_ERRORS.updateGoal));
                    });
                  }}
                >
                  {ACTION_LABELS[a]}
                </Button>
              ),
            )}
        </div>
      </section>
      {confirming ? (
        <ConfirmDialog
          title="Delete goal"
          message={`Delete the ${goal.exercise_name} goal? This cannot be undone.`}
          busy={deletion.isLoading}
          onConfirm={() => void onDelete()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
