import { useEffect, useState } from 'react';
import { Button, EmptyState, ErrorBanner, LoadingState, errorMessage } from '@liftbook/shared';
import { EXERCISE_SORT_LABELS, openingExerciseSort, sortExercises, type ExerciseSortOrder } from '../../domain/sessions/sort-exercises';
import { EXERCISE_ERRORS } from '../../api/sessions-api';
import { useSessionPage } from '../../api/use-session-page';
import { ExerciseCard } from './exercise-card';
import styles from './session-detail.module.css';

const SORT_ORDERS: ExerciseSortOrder[] = ['newest', 'oldest'];

/** The session's exercises: sort toggle, Collapse/Expand All, one card each. */
export function ExerciseList({ sessionId }: { sessionId: number }) {
  // The page's one request (the session page reads it too). "Last time" and the PR badges are
  // extra: the cards work without them (their failure shows nothing).
  const { exercises, exercisesLoading: isLoading, exercisesError: error, retryExercises: refetch, lastTimes, records } = useSessionPage(sessionId);
  const [chosen, setOrder] = useState<ExerciseSortOrder | null>(null);
  const order = chosen ?? openingExerciseSort(exercises ?? []);
  // The opening order is kept once the exercises are in (see openingExerciseSort).
  useEffect(() => {
    if (exercises && chosen === null) setOrder(openingExerciseSort(exercises));
  }, [exercises, chosen]);
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());

  const sorted = exercises ? sortExercises(exercises, order) : [];
  const allCollapsed = sorted.length > 0 && sorted.every((e) => collapsed.has(e.id));
  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section aria-labelledby="session-exercises-title">
      <div className={styles.listBar}>
        <h2 id="session-exercises-title" className={`${styles.sectionTitle} lb-visually-hidden`}>
          Exercises{exercises && exercises.length > 0 ? ` (${exercises.length})` : ''}
        </h2>
        {sorted.length > 0 ? (
          <div className={styles.listControls}>
            <div className={styles.sort} role="group" aria-label="Sort exercises">
              {SORT_ORDERS.map((o) => (
                <button key={o} type="button" className={styles.sortOption} aria-pressed={order === o} onClick={() => setOrder(o)}>
                  {EXERCISE_SORT_LABELS[o]}
                </button>
              ))}
            </div>
            <Button variant="secondary" onClick={() => setCollapsed(allCollapsed ? new Set() : new Set(sorted.map((e) => e.id)))}>
              {allCollapsed ? 'Expand All' : 'Collapse All'}
            </Button>
          </div>
        ) : null}
      </div>
      {isLoading ? <LoadingState text="Loading exercises..." /> : null}
      {error ? <ErrorBanner message={errorMessage(error, EXERCISE_ERRORS.fetchExercises)} onRetry={() => void refetch()} /> : null}
      {exercises && exercises.length === 0 ? (
        <EmptyState title="No exercises yet." message="Use Quick Log or Manual Add Exercises above to log your first one." />
      ) : null}
      {sorted.length > 0 ? (
        <ul className={styles.exerciseList} aria-label="Exercises">
          {sorted.map((exercise) => (
            <ExerciseCard
              key={exercise.id}
              exercise={exercise}
              lastTime={lastTimes?.find((l) => l.lift === exercise.name.toLowerCase())}
              collapsed={collapsed.has(exercise.id)}
              onToggle={() => toggle(exercise.id)}
              sessionExercises={exercises}
              records={records}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
