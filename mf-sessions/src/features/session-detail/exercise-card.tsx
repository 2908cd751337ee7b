import { useId, useState } from 'react';
import { Badge, Button, ConfirmDialog, errorMessage } from '@liftbook/shared';
import type { Exercise, SetInput } from '@liftbook/shared/contract';
import { sortSets } from '../../domain/sort-exercises';
import { summarizeSets } from '../../domain/set-summary';
import { EMPTY_SET_FORM, setToFormState, type SetFormState } from '../../domain/set-validation';
import { EXERCISE_ERRORS, isLostResponse, useAddSetMutation, useDeleteExerciseMutation } from '../../api/sessions-api';
import { ExerciseEditForm } from './exercise-edit-form';
import { SetForm } from './set-form';
import { SetRow } from './set-row';
import styles from './session-detail.module.css';

export const DELETE_EXERCISE_QUESTION = 'Delete this exercise and all its sets?';

/** The add-set form starts from the last set logged (a lifter repeats or nudges it), notes blank. */
function nextSetStart(exercise: Exercise): SetFormState {
  const last = sortSets(exercise.sets).at(-1);
  return last ? { ...setToFormState(last), notes: '' } : EMPTY_SET_FORM;
}

function AddSetForm({ exercise }: { exercise: Exercise }) {
  const [addSet, { isLoading, error, reset }] = useAddSetMutation();
  async function add(set: SetInput): Promise<boolean> {
    reset();
    try {
      await addSet({ exerciseId: exercise.id, set }).unwrap();
      return true;
    } catch {
      return false;
    }
  }
  return (
    <div>
      <h4 className={styles.subtitle}>Add set</h4>
      {/* Keyed by type: a type change (exercise edit) starts the fields over. */}
      <SetForm
        key={exercise.type}
        type={exercise.type}
        initial={nextSetStart(exercise)}
        label={`Add set to ${exercise.name}`}
        submitLabel="Add Set"
        busyLabel="Adding..."
        busy={isLoading}
        failure={isLostResponse(error) ? EXERCISE_ERRORS.addSetUnknown : errorMessage(error, EXERCISE_ERRORS.addSet)}
        onSubmit={add}
      />
    </div>
  );
}

export interface ExerciseCardProps {
  exercise: Exercise;
  collapsed: boolean;
  onToggle: () => void;
}

/** One exercise of the session: badge, name, variation, summary; sets and forms when expanded. */
export function ExerciseCard({ exercise, collapsed, onToggle }: ExerciseCardProps) {
  const bodyId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteExercise, remove] = useDeleteExerciseMutation();
  const isDictionary = exercise.dictionary_exercise_id !== null;
  const sets = sortSets(exercise.sets);

  async function confirmDelete() {
    try {
      await deleteExercise(exercise.id).unwrap();
      setConfirming(false);
    } catch {
      // The dialog says so and stays.
    }
  }

  const deleteFailure = errorMessage(remove.error, EXERCISE_ERRORS.deleteExercise);
  return (
    <li className={`lb-card ${styles.exercise}`}>
      <div className={styles.exerciseHead}>
        <h3 className={styles.exerciseName}>
          <button type="button" className={styles.exerciseToggle} aria-expanded={!collapsed} aria-controls={bodyId} onClick={onToggle}>
            <span className={styles.chevron} aria-hidden="true" />
            <span>{exercise.name}</span>
          </button>
        </h3>
        <Badge tone={isDictionary ? 'dictionary' : 'custom'}>{isDictionary ? 'Dictionary' : 'Custom'}</Badge>
      </div>
      <div className={styles.exerciseMeta}>
        {exercise.variation ? <span className={styles.variation}>{exercise.variation}</span> : null}
        <span className={styles.summary}>{summarizeSets(sets, exercise.type)}</span>
      </div>
      {/* Hidden, not unmounted: a half-typed set survives Collapse All. */}
      <div id={bodyId} className={styles.exerciseBody} hidden={collapsed}>
        {editing ? (
          <ExerciseEditForm exercise={exercise} onDone={() => setEditing(false)} />
        ) : (
          <>
            {exercise.notes ? <p className={styles.exerciseNotes}>{exercise.notes}</p> : null}
            <div className={styles.exerciseActions}>
              <Button variant="secondary" aria-label={`Edit ${exercise.name}`} onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button variant="secondary" className={styles.danger} aria-label={`Delete ${exercise.name}`} onClick={() => setConfirming(true)}>
                Delete
              </Button>
            </div>
          </>
        )}
        {sets.length > 0 ? (
          <ol className={styles.sets} aria-label={`Sets of ${exercise.name}`}>
            {sets.map((set) => (
              <SetRow key={set.id} exerciseId={exercise.id} type={exercise.type} set={set} />
            ))}
          </ol>
        ) : null}
        <AddSetForm exercise={exercise} />
      </div>
      {confirming ? (
        <ConfirmDialog
          title={`Delete ${exercise.name}?`}
          message={DELETE_EXERCISE_QUESTION}
          failure={deleteFailure}
          busy={remove.isLoading}
          onConfirm={() => void confirmDelete()}
          onCancel={() => {
            remove.reset();
            setConfirming(false);
          }}
        />
      ) : null}
    </li>
  );
}
