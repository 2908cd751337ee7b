import { useState } from 'react';
import { Button, errorMessage, useWeightUnit } from '@liftbook/shared';
import type { Exercise, PlannedSet, SetInput } from '@liftbook/shared/contract';
import { distanceUnitFor, formatDistance } from '../../domain/distance';
import { SET_KIND_LABELS, SET_KIND_MARKERS } from '../../domain/last-time';
import { formatSetLabel } from '../../domain/set-summary';
import { setToFormState } from '../../domain/set-validation';
import { EXERCISE_ERRORS, plannedSetInput, useLogPlannedSetMutation, useRemovePlannedSetMutation } from '../../api/sessions-api';
import { startRestAfterSet } from '../../ui/rest-timer-store';
import { DeleteIcon, EditIcon } from './icons';
import { SetForm } from './set-form';
import styles from './session-detail.module.css';

/**
 * One planned set of an exercise (a plan, not a log: it counts nowhere until logged). "Log" logs
 * it at the figures shown, in the unit it was planned in; Edit opens its figures in the set form,
 * whose Log Set logs what was typed instead; Remove takes it off the plan. Logging starts the rest
 * timer, as Add Set does.
 */
export interface PlannedSetRowProps {
  exercise: Exercise;
  planned: PlannedSet;
  /** "planned set 2": what its buttons are named by. */
  label: string;
  /** A one-tap log the api refused: the row is back on the plan, and the card says why. */
  onRefused: (message: string | null) => void;
}

export function PlannedSetRow({ exercise, planned, label, onRefused }: PlannedSetRowProps) {
  const [editing, setEditing] = useState(false);
  const [logPlannedSet, logged] = useLogPlannedSetMutation();
  const [removePlannedSet, removed] = useRemovePlannedSetMutation();
  const unit = useWeightUnit();
  const distanceUnit = distanceUnitFor(unit);
  const figures = formatSetLabel(planned, planned.distance === null ? undefined : formatDistance(planned.distance, distanceUnit));

  /** One tap: the row leaves the plan at once; a refusal brings it back and the card says why. */
  function logAsShown(): void {
    onRefused(null);
    startRestAfterSet(exercise.name);
    logPlannedSet({ exerciseId: exercise.id, sessionId: exercise.session_id, planned, set: plannedSetInput(planned) })
      .unwrap()
      .catch((error: unknown) =>
        onRefused(`Planned set ${planned.position} (${figures}) was not logged: ${errorMessage(error, EXERCISE_ERRORS.logPlannedSet)}`),
      );
  }

  /** From the form: it stays open with what was typed until the api has answered. */
  async function logTyped(set: SetInput): Promise<boolean> {
    try {
      await logPlannedSet({ exerciseId: exercise.id, sessionId: exercise.session_id, planned, set, optimistic: false }).unwrap();
      startRestAfterSet(exercise.name);
      return true;
    } catch {
      return false;
    }
  }

  const failure = errorMessage(removed.error, EXERCISE_ERRORS.removePlannedSet);
  if (editing) {
    return (
      <li className={`${styles.setRow} ${styles.setRowEditing}`}>
        <SetForm
          type={exercise.type}
          initial={setToFormState({ ...planned, notes: null }, unit)}
          label={`Log ${label} of ${exercise.name}`}
          submitLabel="Log Set"
          busyLabel="Logging..."
          busy={logged.isLoading}
          failure={errorMessage(logged.error, EXERCISE_ERRORS.logPlannedSet)}
          afterSave="none"
          onSubmit={logTyped}
          onCancel={() => {
            logged.reset();
            setEditing(false);
          }}
        />
      </li>
    );
  }

  return (
    <li className={`${styles.setRow} ${styles.plannedRow}`}>
      <span className={styles.plannedNumber} aria-hidden="true">
        {planned.position}
      </span>
      <span className={styles.setMain}>
        <span className={styles.setFigures}>
          {planned.kind !== 'normal' ? (
            <abbr className={styles.kindMarker} title={SET_KIND_LABELS[planned.kind]} aria-label={SET_KIND_LABELS[planned.kind]}>
              {SET_KIND_MARKERS[planned.kind]}
            </abbr>
          ) : null}
          <span className={styles.visuallyHidden}>{`${label}: `}</span>
          {figures}
        </span>
        {planned.rpe !== null ? <span className={styles.rpe}>RPE {planned.rpe}</span> : null}
        {failure ? (
          <span className={styles.plannedFailure} role="alert">
            {failure}
          </span>
        ) : null}
      </span>
      <span className={styles.setActions}>
        <Button variant="secondary" size="sm" className={styles.logPlanned} aria-label={`Log ${label}: ${figures}`} onClick={logAsShown}>
          Log
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Edit ${label}`} title="Edit, then log" onClick={() => setEditing(true)}>
          <EditIcon />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className={styles.danger}
          aria-label={`Remove ${label}`}
          title="Remove from the plan"
          busy={removed.isLoading}
          onClick={() =>
            void removePlannedSet({ exerciseId: exercise.id, plannedSetId: planned.id })
              .unwrap()
              .catch(() => undefined)
          }
        >
          <DeleteIcon />
        </Button>
      </span>
    </li>
  );
}
