// The exercises page (docs/product.md §2, /exercises): the progress view, or the custom exercise manager
// ("Manage Custom Exercises", with a close action). The chosen exercise and period live in the URL
// (?exercise=…&period=…, as shared's exercisesPath writes them), so a reload, Back, or a shared
// link shows the same chart; a period missing or unknown in the URL is the page's default, month.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, PageHeader } from '@liftbook/shared';
import type { ProgressPeriod } from '@liftbook/shared/contract';
import { parsePeriod } from '../domain/periods';
import { CustomExerciseManager } from '../features/custom-exercises/custom-exercise-manager';
import { ExerciseProgress } from '../features/exercise-progress/exercise-progress';
import styles from './exercises-page.module.css';

export function ExercisesPage() {
  const [params, setParams] = useSearchParams();
  const [managing, setManaging] = useState(false);
  const exercise = params.get('exercise')?.trim() ?? '';
  const period = parsePeriod(params.get('period'));

  const choose = (next: { exercise?: string; period?: ProgressPeriod }) => {
    const merged = { exercise: next.exercise ?? exercise, period: next.period ?? period };
    const search = new URLSearchParams();
    if (merged.exercise) search.set('exercise', merged.exercise);
    search.set('period', merged.period);
    // Each choice is a history entry: Back returns to the previous chart.
    setParams(search);
  };

  return (
    <div className={`lb-page ${styles.page}`}>
      <PageHeader
        title="Exercises"
        actions={
          managing ? null : (
            <Button variant="secondary" onClick={() => setManaging(true)}>
              Manage Custom Exercises
            </Button>
          )
        }
      />
      {managing ? (
        <CustomExerciseManager onClose={() => setManaging(false)} />
      ) : (
        <ExerciseProgress
          exercise={exercise}
          period={period}
          onExerciseChange={(name) => choose({ exercise: name })}
          onPeriodChange={(value) => choose({ period: value })}
        />
      )}
    </div>
  );
}
