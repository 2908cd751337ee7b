// The progress view of the exercises page: choose a lift and a period (both kept in the URL by
// the page), then its charts beside its personal records, or a welcome text before a choice.
import { ErrorBanner, WaitingChangesNote, useExerciseCatalog } from '@liftbook/shared';
import type { ProgressPeriod } from '@liftbook/shared/contract';
import { ExercisePicker } from './exercise-picker';
import { PeriodSelect } from './period-select';
import { PersonalRecords } from './personal-records';
import { ProgressCharts } from './progress-charts';
import styles from './exercise-progress.module.css';

export interface ExerciseProgressProps {
  exercise: string;
  period: ProgressPeriod;
  onExerciseChange: (exercise: string) => void;
  onPeriodChange: (period: ProgressPeriod) => void;
}

export function ExerciseProgress(props: ExerciseProgressProps) {
  const { exercise, period, onExerciseChange, onPeriodChange } = props;
  const { dictionary, custom, loading, error, retry } = useExerciseCatalog();
  return (
    <div className={styles.progress}>
      <ErrorBanner message={error} onRetry={retry} />
      <WaitingChangesNote what="these charts and records" />
      <div className={styles.controls}>
        <ExercisePicker dictionary={dictionary} custom={custom} value={exercise} onChange={onExerciseChange} loading={loading} />
        <PeriodSelect value={period} onChange={onPeriodChange} />
      </div>
      {exercise === '' ? (
        <div className={styles.welcome}>
          <p className={styles.welcomeTitle}>Welcome to your exercise progress</p>
          <p>Choose an exercise to see its max weight, max reps and total volume over time, with your personal records.</p>
        </div>
      ) : (
        <div className={styles.layout}>
          <div className={styles.main}>
            <ProgressCharts exercise={exercise} period={period} />
          </div>
          <aside className={styles.aside}>
            <PersonalRecords exercise={exercise} />
          </aside>
        </div>
      )}
    </div>
  );
}
