// "Personal Records" beside the charts (beyond the spec): Est. 1RM, heaviest set, most reps, best
// session volume, and 1RM–10RM (those the lift's type has), all time, in the lifter's unit. The api
// computes them; this lays them out.
import { ErrorBanner, LoadingState, errorMessage, useWeightUnit } from '@liftbook/shared';
import { PROGRESS_ERRORS, useGetPersonalRecordsQuery } from '../../api/progress-api';
import { hasRecords, recordRows, repMaxRows, type RecordRow } from '../../domain/records';
import styles from './exercise-progress.module.css';

function Rows({ rows }: { rows: RecordRow[] }) {
  return (
    <dl className={styles.records}>
      {rows.map((row) => (
        <div key={row.label} className={styles.record}>
          <dt>{row.label}</dt>
          <dd>
            <span className={styles.recordValue}>{row.value}</span>
            {row.date ? <span className={styles.recordDate}>{row.date}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export function PersonalRecords({ exercise }: { exercise: string }) {
  const { currentData, isFetching, error, refetch } = useGetPersonalRecordsQuery({ exercise_name: exercise });
  const unit = useWeightUnit();
  let body;
  if (currentData === undefined && isFetching) body = <LoadingState text="Loading personal records..." />;
  else if (error !== undefined && currentData === undefined) {
    body = <ErrorBanner message={errorMessage(error, PROGRESS_ERRORS.fetchRecords)} onRetry={() => void refetch()} />;
  } else if (currentData === undefined || !hasRecords(currentData)) body = <p className={styles.muted}>No records yet for {exercise}.</p>;
  else {
    const repMaxes = repMaxRows(currentData, unit);
    body = (
      <>
        <Rows rows={recordRows(currentData, unit)} />
        {repMaxes.length > 0 ? (
          <>
            <h3 className={styles.subheading}>Rep maxes</h3>
            <Rows rows={repMaxes} />
          </>
        ) : null}
      </>
    );
  }
  return (
    <section className={styles.recordsPanel} aria-labelledby="personal-records-heading">
      <h2 id="personal-records-heading" className={styles.panelHeading}>
        Personal Records
      </h2>
      {/* The unit only where weights show: a plank's hold or bodyweight reps have none. */}
      <p className={styles.muted}>{currentData?.heaviest_set && currentData.type !== 'duration' ? `All time, in ${unit}` : 'All time'}</p>
      {body}
    </section>
  );
}
