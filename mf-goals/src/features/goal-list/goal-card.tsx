// One goal on the list (docs/product.md §2): exercise, status badge, progress bar with its percent, the
// on-track indicator, rows Started / Current / Target / Due / Time, and the actions its status
// allows. A goal at 100 % says so and offers Complete; it is never completed for the lifter.
import { Link } from 'react-router';
import { Button, formatUtcDate, useWeightUnit } from '@liftbook/shared';
import type { GoalStatus, GoalWithProgress } from '@liftbook/shared/contract';
import { ACTION_LABELS, goalActions, STATUS_AFTER, type GoalAction } from '../../domain/goal-actions';
import { currentText, liftText } from '../../domain/lift-text';
import { isTargetReached } from '../../domain/progress-colour';
import { isOverdue, timeLeftText } from '../../domain/time-left';
import { GoalProgressBar, OnTrack, StatusBadge } from '../../ui/goal-status';
import figures from '../../ui/figure-rows.module.css';
import styles from './goal-card.module.css';

export interface GoalCardProps {
  goal: GoalWithProgress;
  busy: boolean;
  onStatus: (status: GoalStatus) => void;
  onDelete: () => void;
}

export function GoalCard({ goal, busy, onStatus, onDelete }: GoalCardProps) {
  const { progress } = goal;
  const unit = useWeightUnit();
  const reached = isTargetReached(progress.progress_percentage);
  const action = (name: GoalAction) => {
    const label = ACTION_LABELS[name];
    if (name === 'view')
      return (
        <Link key={name} className="lb-button lb-button--secondary lb-button--sm" to={String(goal.id)} aria-label={`View Details of ${goal.exercise_name}`}>
          {label}
        </Link>
      );
    if (name === 'edit')
      return (
        <Link key={name} className="lb-button lb-button--secondary lb-button--sm" to={`${goal.id}/edit`} aria-label={`Edit ${goal.exercise_name}`}>
          {label}
        </Link>
      );
    if (name === 'delete')
      return (
        <Button key={name} variant="danger" size="sm" onClick={onDelete} aria-label={`Delete ${goal.exercise_name}`}>
          {label}
        </Button>
      );
    return (
      <Button
        key={name}
        variant={name === 'complete' && reached ? 'primary' : 'secondary'}
        size="sm"
        disabled={busy}
        onClick={() => onStatus(STATUS_AFTER[name]!)}
        aria-label={`${label} ${goal.exercise_name}`}
      >
        {label}
      </Button>
    );
  };
  return (
    <article className={`lb-card ${styles.card}`} aria-label={goal.exercise_name}>
      <header className={styles.header}>
        <h3 className={styles.title}>{goal.exercise_name}</h3>
        <StatusBadge status={goal.status} />
      </header>
      <GoalProgressBar percent={progress.progress_percentage} label={`${goal.exercise_name} progress`} />
      {goal.status === 'active' ? <OnTrack onTrack={progress.is_on_track} /> : null}
      {reached && goal.status !== 'completed' ? <p className={styles.reached}>Target reached! Mark it complete when you are ready.</p> : null}
      <dl className={figures.rows}>
        <dt>Started</dt>
        <dd>{liftText(goal.current_weight, goal.current_reps, unit)}</dd>
        <dt>Current</dt>
        <dd>{currentText(progress, unit)}</dd>
        <dt>Target</dt>
        <dd>{liftText(goal.target_weight, goal.target_reps, unit)}</dd>
        <dt>Due</dt>
        <dd>{formatUtcDate(goal.target_date)}</dd>
        <dt>Time</dt>
        <dd className={isOverdue(progress.days_remaining, goal.status) ? styles.overdue : undefined}>{timeLeftText(progress.days_remaining, goal.status)}</dd>
      </dl>
      <div className={styles.actions}>{goalActions(goal.status).map(action)}</div>
    </article>
  );
}
