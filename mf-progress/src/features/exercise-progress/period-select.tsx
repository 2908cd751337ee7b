import { useId } from 'react';
import type { ProgressPeriod } from '@liftbook/shared/contract';
import { PERIOD_OPTIONS } from '../../domain/periods';
import styles from './exercise-progress.module.css';

/** Spec §2: Last Week, Last Month (default), Last Year, All Time. */
export function PeriodSelect({ value, onChange }: { value: ProgressPeriod; onChange: (period: ProgressPeriod) => void }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Period</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as ProgressPeriod)}>
        {PERIOD_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
