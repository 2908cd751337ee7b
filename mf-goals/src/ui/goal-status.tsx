// A goal's status badge, progress bar and on-track indicator, used by the card and the detail.
import { Badge, ProgressBar } from '@liftbook/shared';
import type { GoalStatus } from '@liftbook/shared/contract';
import styles from './goal-status.module.css';

const STATUS_LABELS: Record<GoalStatus, string> = { active: 'Active', paused: 'Paused', completed: 'Completed' };

export function StatusBadge({ status }: { status: GoalStatus }) {
  return <Badge tone={status}>{STATUS_LABELS[status]}</Badge>;
}

/**
 * The kit's bar (capped at 100 %). It rounds its text to the nearest percent; the goal's percent
 * is floored first, so 99.9 % reads "99%" and "100%" means the target is met (percentText).
 */
export function GoalProgressBar({ percent, label }: { percent: number; label: string }) {
  return <ProgressBar percent={Math.floor(percent)} label={label} />;
}

export function OnTrack({ onTrack }: { onTrack: boolean }) {
  return <span className={onTrack ? styles.onTrack : styles.behind}>{onTrack ? 'On track' : 'Behind'}</span>;
}
