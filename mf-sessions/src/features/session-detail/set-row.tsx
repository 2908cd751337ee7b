import { useState } from 'react';
import { Button, errorMessage, isUnsaved, useWeightUnit } from '@liftbook/shared';
import type { ExerciseType, SessionRecord, SetInput, WorkoutSet } from '@liftbook/shared/contract';
import { recordLabel } from '../../domain/checklist/workout-clock';
import { distanceUnitFor, formatDistance } from '../../domain/sets/distance';
import { otherUnitNote } from '../../domain/sets/set-summary';
import { SET_KIND_LABELS, SET_KIND_MARKERS } from '../../domain/sets/last-time';
import { formatSetLabel } from '../../domain/sets/set-summary';
import { setToFormState } from '../../domain/sets/set-validation';
import { EXERCISE_ERRORS, useDeleteSetMutation, useUpdateSetMutation } from '../../api/sessions-api';
import { DeleteIcon, EditIcon } from './icons';
import { SetForm } from './set-form';
import { ConfirmWrite } from '../../ui/confirm-write';
import styles from './session-detail.module.css';

export const DELETE_SET_QUESTION = 'Are you sure you want to delete this set?';

/** One set of an exercise: its figures, Edit (in place) and Delete (asks first). */
export interface SetRowProps {
  exerciseId: number;
  type: ExerciseType;
  set: WorkoutSet;
  /** In a workout's checklist: marked done, beside the plan's sets still to check off. */
  done?: boolean;
  /** The personal records this set holds: "PR: e1RM 112.5 kg". */
  records?: readonly SessionRecord[];
}

export function SetRow({ exerciseId, type, set, done = false, records = [] }: SetRowProps) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [updateSet, update] = useUpdateSetMutation();
  const [deleteSet, remove] = useDeleteSetMutation();
  const name = `set ${set.set_number}`;
  const unit = useWeightUnit();
  const distanceUnit = distanceUnitFor(unit);
  const unitNote = otherUnitNote(set, unit);

  async function save(body: SetInput): Promise<boolean> {
    try {
      await updateSet({ exerciseId, setId: set.id, set: body }).unwrap();
      setEditing(false);
      return true;
    } catch {
      return false;
    }
  }

  if (editing) {
    return (
      <li className={`${styles.setRow} ${styles.setRowEditing}`}>
        <SetForm
          type={type}
          initial={setToFormState(set, unit)}
          label={`Edit ${name}`}
          submitLabel="Save"
          busyLabel="Saving..."
          busy={update.isLoading}
          failure={errorMessage(update.error, EXERCISE_ERRORS.updateSet)}
          afterSave="none"
          onSubmit={save}
          onCancel={() => {
            update.reset();
            setEditing(false);
          }}
        />
      </li>
    );
  }

  // Not on the server yet (on its way, or waiting offline): marked, and still editable, as the
  // outbox sends an edit or a delete after the write that makes the set.
  const unsaved = isUnsaved(set);
  return (
    <li className={`${styles.setRow} ${done ? styles.setRowDone : ''}`}>
      <span className={styles.setNumber} aria-label={done ? `Set ${set.set_number}, done` : `Set ${set.set_number}`}>
        {set.set_number}
      </span>
      <span className={styles.setMain}>
        <span className={styles.setFigures}>
          {set.kind !== 'normal' ? (
            <abbr className={styles.kindMarker} title={SET_KIND_LABELS[set.kind]} aria-label={SET_KIND_LABELS[set.kind]}>
              {SET_KIND_MARKERS[set.kind]}
            </abbr>
          ) : null}
          {formatSetLabel(set, set.distance === null ? undefined : formatDistance(set.distance, distanceUnit))}
        </span>
        {/* Shown as logged; where that is not the lifter's unit, said so (docs/product.md §2.5). */}
        {unitNote ? <span className={styles.unitNote}>{unitNote}</span> : null}
        {set.rpe !== null ? <span className={styles.rpe}>RPE {set.rpe}</span> : null}
        {set.notes ? <span className={styles.setNotes}>{set.notes}</span> : null}
        {records.map((record) => (
          <span key={record.kind} className={styles.prBadge}>
            {recordLabel(record, set)}
          </span>
        ))}
      </span>
      {unsaved ? <span className={styles.pendingMark}>Saving…</span> : null}
      <span className={styles.setActions}>
        <Button variant="ghost" size="sm" aria-label={`Edit ${name}`} title="Edit" onClick={() => setEditing(true)}>
          <EditIcon />
        </Button>
        <Button variant="ghost" size="sm" className={styles.danger} aria-label={`Delete ${name}`} title="Delete" onClick={() => setConfirming(true)}>
          <DeleteIcon />
        </Button>
      </span>
      {confirming ? (
        <ConfirmWrite
          title={`Delete ${name}?`}
          message={DELETE_SET_QUESTION}
          run={() => deleteSet({ exerciseId, setId: set.id })}
          state={remove}
          failure={EXERCISE_ERRORS.deleteSet}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}
