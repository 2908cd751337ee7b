// A goal's status badge and progress bar, used by the card and the detail.
import type { GoalStatus } from '@liftbook/shared/contract';
import { percentText } from '../domain/progress-colour';
import styles from './goal-status.module.css';

const STATUS_LABELS: Record<GoalStatus, string> = { active: 'Active', paused: 'Paused', completed: 'Completed' };

export function StatusBadge({ status }: { status: GoalStatus }) {
  return <span className={`${styles.badge} ${styles[status]}`}>{STATUS_LABELS[status]}</span>;
}

/** The bar is capped at 100 %; the text shows the real percent. */
export function GoalProgressBar({ percent, label }: { percent: number; label: string }) {
  return (
    <div className={styles.progress}>
      <div className={styles.track} role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.min(100, Math.floor(percent))}>
        <div className={styles.fill} style={{ width: `${Math.min(100, percent)}%` }} />
      </div>
      <span className={styles.percent}>{percentText(percent)}</span>
    </div>
  );
}

export function OnTrack({ onTrack }: { onTrack: boolean }) {
  return <span className={onTrack ? styles.onTrack : styles.behind}>{onTrack ? 'On track' : 'Behind'}</span>;
}
