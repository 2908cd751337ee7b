import { useId, useState } from 'react';
import { Button, errorMessage, useWeightUnit } from '@liftbook/shared';
import type { Exercise, SetInput } from '@liftbook/shared/contract';
import { distanceUnitFor } from '../../domain/sets/distance';
import { checkedSet, initialCheckFields, previousLabel, targetLabel, type CheckFields, type PlannedChecklistRow } from '../../domain/checklist/checklist-rows';
import { SET_KIND_LABELS } from '../../domain/sets/last-time';
import type { SetFormErrors } from '../../domain/sets/set-validation';
import { setToFormState } from '../../domain/sets/set-validation';
import { EXERCISE_ERRORS, useLogPlannedSetMutation, useRemovePlannedSetMutation } from '../../api/sessions-api';
import { CheckIcon, DeleteIcon, EditIcon } from './icons';
import { SetForm } from './set-form';
import styles from './session-detail.module.css';

/**
 * One planned set of the workout's checklist (a plan, not a log: it counts nowhere until done):
 * its number or W, "Previous" (last time's set at this position), the target, the weight and reps
 * already holding the target, and "Done set N". One tap logs the figures shown; a field edited
 * first logs what was typed. The rest starts as the caller decides (planned rest, superset).
 * A timed lift has no inline fields: its pencil opens the full set form.
 */
export interface ChecklistRowProps {
  exercise: Exercise;
  row: PlannedChecklistRow;
  /** A set was checked off: start the rest this set calls for. */
  onChecked: (restSeconds: number | null | undefined) => void;
  /** A one-tap log the api refused: the row is back on the plan, and the card says why. */
  onRefused: (message: string | null) => void;
  /**
   * A row the api does not hold yet (warm-ups worked out on the card): Done and Remove are the
   * card's to carry out.
   */
  local?: { onLog: (set: SetInput) => void; onRemove: () => void };
}

export function ChecklistRow({ exercise, row, onChecked, onRefused, local }: ChecklistRowProps) {
  const { planned, number, marker, previous } = row;
  const [fields, setFields] = useState<CheckFields>(() => initialCheckFields(planned));
  const [errors, setErrors] = useState<SetFormErrors>({});
  const [editing, setEditing] = useState(false);
  const [logPlannedSet, logged] = useLogPlannedSetMutation();
  const [removePlannedSet, removed] = useRemovePlannedSetMutation();
  const unit = useWeightUnit();
  const distanceUnit = distanceUnitFor(unit);
  const errorId = useId();
  const name = `set ${number}`;
  const target = targetLabel(planned, distanceUnit);
  const weightUnit = planned.weight_unit ?? unit;
  const inline = exercise.type !== 'duration';
  const showWeight = exercise.type === 'weighted' || planned.weight !== null;

  function log(set: SetInput): void {
    onRefused(null);
    onChecked(planned.rest_seconds);
    if (local) {
      local.onLog(set);
      return;
    }
    logPlannedSet({ exerciseId: exercise.id, sessionId: exercise.session_id, planned, set })
      .unwrap()
      .catch((error: unknown) => onRefused(`Set ${number} (${target}) was not logged: ${errorMessage(error, EXERCISE_ERRORS.logPlannedSet)}`));
  }

  function check(): void {
    const result = checkedSet(exercise.type, planned, fields, unit);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    log(result.value);
  }

  /** The full form (a timed lift): it stays open with what was typed until the api has answered. */
  async function logTyped(set: SetInput): Promise<boolean> {
    try {
      await logPlannedSet({ exerciseId: exercise.id, sessionId: exercise.session_id, planned, set, optimistic: false }).unwrap();
      onChecked(planned.rest_seconds);
      return true;
    } catch {
      return false;
    }
  }

  if (editing) {
    return (
      <li className={`${styles.setRow} ${styles.setRowEditing}`}>
        <SetForm
          type={exercise.type}
          initial={setToFormState({ ...planned, notes: null }, unit)}
          label={`Log ${name} of ${exercise.name}`}
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

  const message = [errors.weight, errors.reps].filter(Boolean).join(' ');
  const removeFailure = errorMessage(removed.error, EXERCISE_ERRORS.removePlannedSet);
  return (
    <li className={styles.checkRow}>
      <span
        className={`${styles.checkMarker} ${planned.kind === 'warmup' ? styles.checkMarkerWarmup : ''}`}
        title={planned.kind === 'warmup' ? SET_KIND_LABELS.warmup : undefined}
      >
        <span aria-hidden="true">{marker}</span>
        <span className="lb-visually-hidden">{planned.kind === 'warmup' ? `Set ${number}, warm-up` : `Set ${number}`}</span>
      </span>
      <span className={styles.checkInfo}>
        <span className={styles.checkTarget}>
          <span className={styles.checkCaption}>Target</span> {target}
          {planned.rpe !== null ? <span className={styles.rpe}> · RPE {planned.rpe}</span> : null}
        </span>
        <span className={styles.checkPrevious}>
          <span className={styles.checkCaption}>Previous</span> {previousLabel(previous, distanceUnit)}
        </span>
      </span>
      {/* Beside the target, out of the way of Done: the second line keeps the fields and the check. */}
      <Button
        variant="ghost"
        size="sm"
        className={`${styles.checkRemove} ${styles.danger}`}
        aria-label={`Remove planned ${name}`}
        title="Remove from the plan"
        busy={removed.isLoading}
        onClick={() =>
          local
            ? local.onRemove()
            : void removePlannedSet({ exerciseId: exercise.id, plannedSetId: planned.id })
                .unwrap()
                .catch(() => undefined)
        }
      >
        <DeleteIcon />
      </Button>
      <form
        className={styles.checkForm}
        aria-label={`${name[0]!.toUpperCase()}${name.slice(1)} of ${exercise.name}`}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          check();
        }}
      >
        {inline && showWeight ? (
          <label className={styles.checkField}>
            <input
              className={`lb-input ${styles.checkInput}`}
              inputMode="decimal"
              autoComplete="off"
              aria-label={`Weight (${weightUnit})`}
              aria-invalid={errors.weight ? true : undefined}
              aria-describedby={errors.weight ? errorId : undefined}
              value={fields.weight}
              onChange={(event) => setFields((f) => ({ ...f, weight: event.target.value }))}
            />
            <span className={styles.checkUnit} aria-hidden="true">
              {weightUnit}
            </span>
          </label>
        ) : null}
        {inline ? (
          <label className={styles.checkField}>
            <input
              className={`lb-input ${styles.checkInput} ${styles.checkReps}`}
              inputMode="numeric"
              autoComplete="off"
              aria-label="Reps"
              aria-invalid={errors.reps ? true : undefined}
              aria-describedby={errors.reps ? errorId : undefined}
              value={fields.reps}
              onChange={(event) => setFields((f) => ({ ...f, reps: event.target.value }))}
            />
            <span className={styles.checkUnit} aria-hidden="true">
              reps
            </span>
          </label>
        ) : (
          <Button variant="ghost" size="sm" aria-label={`Edit ${name}`} title="Edit, then log" onClick={() => setEditing(true)}>
            <EditIcon />
          </Button>
        )}
        <span className={styles.checkActions}>
          <button type="submit" className={styles.checkButton} aria-label={`Done ${name}`} title="Done: log this set">
            <CheckIcon />
          </button>
        </span>
      </form>
      {message || removeFailure ? (
        <span id={errorId} className={styles.checkError} role="alert">
          {message || removeFailure}
        </span>
      ) : null}
    </li>
  );
}
