// The charts of one exercise over one period (docs/product.md §2): loading, could-not-load (with Retry),
// no data, or the charts of the lift's type (weighted: the spec's three plus the estimated 1RM;
// reps: max and total reps, and added weight when there is any; timed: longest hold and total time),
// weights in the lifter's unit: switching it in the navbar redraws them (the profile's cache).
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { calendarPath } from '@liftbook/shared/paths';
import { EmptyState, ErrorBanner, LoadingState, errorMessage, useWeightUnit } from '@liftbook/shared';
import type { ProgressPeriod, ProgressPoint } from '@liftbook/shared/contract';
import { PROGRESS_ERRORS, useGetExerciseProgressQuery } from '../../api/progress-api';
import { chartSummary, chartTitle, lineChartConfig, metricsFor, shapeChart, tableRows } from '../../domain/chart-data';
import { LineChart } from '../../ui/line-chart';
import styles from './exercise-progress.module.css';

export function ProgressCharts({ exercise, period }: { exercise: string; period: ProgressPeriod }) {
  // currentData: the answer for THIS exercise and period (data would show the previous one while fetching).
  const { currentData, isFetching, error, refetch } = useGetExerciseProgressQuery({ exercise_name: exercise, period });
  if (currentData === undefined && isFetching) return <LoadingState text="Loading progress data..." />;
  if (error !== undefined && currentData === undefined) {
    return <ErrorBanner message={errorMessage(error, PROGRESS_ERRORS.fetchProgress)} onRetry={() => void refetch()} />;
  }
  if (currentData === undefined || currentData.length === 0) {
    return (
      <EmptyState title={`No progress data found for ${exercise} in the selected time period.`} message="Start logging this exercise to see your progress!" />
    );
  }
  return <Charts exercise={exercise} period={period} points={currentData} />;
}

function Charts({ exercise, period, points }: { exercise: string; period: ProgressPeriod; points: ProgressPoint[] }) {
  const unit = useWeightUnit();
  const navigate = useNavigate();
  const charts = useMemo(() => {
    // The api counts a period's days in UTC; the axis ends on the same today.
    const today = new Date().toISOString().slice(0, 10);
    // The charts follow the lift's stored type: weight for a weighted lift, reps for pull-ups, time for a plank.
    return metricsFor(points, unit).map((spec) => {
      const shaped = shapeChart(points, spec, period, today);
      return {
        spec,
        title: chartTitle(exercise, spec),
        summary: chartSummary(shaped, spec),
        config: lineChartConfig(shaped, spec),
        // Each day leads to its sessions: the calendar on that day, its Workout Summary open.
        rows: tableRows(points, spec).map((row) => ({ ...row, href: calendarPath({ day: row.day }) })),
      };
    });
  }, [exercise, period, points, unit]);
  return (
    <div className={styles.charts}>
      {charts.map(({ spec, title, summary, config, rows }) => (
        <LineChart
          key={spec.metric}
          title={title}
          summary={summary}
          config={config}
          valueHeading={`${spec.series} (${spec.unit})`}
          rows={rows}
          onPointClick={(index) => {
            const row = rows[index];
            if (row) void navigate(row.href);
          }}
        />
      ))}
    </div>
  );
}
