import { useId, useState, type FormEvent } from 'react';
import { Button, EXERCISE_TYPES, Field, FormFailure, errorMessage } from '@liftbook/shared';
import type { Exercise, ExerciseType, ExerciseUpdateInput } from '@liftbook/shared/contract';
import { EXERCISE_ERRORS, useUpdateExerciseMutation } from '../../api/sessions-api';
import { EXERCISE_TYPE_LABELS } from '../../ui/exercise-type-labels';
import { Options } from '../../ui/options';
import styles from './session-detail.module.css';

const NAME_REQUIRED = 'Name is required';

/** An exercise's edit mode (docs/product.md §5): name only for custom exercises; type, variation, notes. */
export function ExerciseEditForm({ exercise, onDone }: { exercise: Exercise; onDone: () => void }) {
  const id = useId();
  const isCustom = exercise.dictionary_exercise_id === null;
  const [name, setName] = useState(exercise.name);
  const [type, setType] = useState<ExerciseType>(exercise.type);
  const [variation, setVariation] = useState(exercise.variation ?? '');
  const [notes, setNotes] = useState(exercise.notes ?? '');
  const [nameError, setNameError] = useState<string | null>(null);
  const [updateExercise, { isLoading, error, reset }] = useUpdateExerciseMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body: ExerciseUpdateInput = { type, variation: variation.trim() || null, notes: notes.trim() || null };
    if (isCustom) {
      if (name.trim() === '') {
        setNameError(NAME_REQUIRED);
        return;
      }
      body.name = name.trim();
    }
    setNameError(null);
    reset();
    try {
      await updateExercise({ id: exercise.id, exercise: body }).unwrap();
      onDone();
    } catch {
      // The message shows; the form keeps what was typed.
    }
  }

  const failure = errorMessage(error, EXERCISE_ERRORS.updateExercise);
  return (
    <form className={styles.exerciseEdit} aria-label={`Edit ${exercise.name}`} onSubmit={submit} noValidate>
      <Field
        id={`${id}-name`}
        label="Name"
        value={name}
        disabled={!isCustom}
        error={nameError}
        hint={isCustom ? undefined : 'Dictionary exercises keep their name.'}
        onChange={(e) => setName(e.target.value)}
      />
      <Field id={`${id}-type`} label="Type">
        <select value={type} onChange={(e) => setType(e.target.value as ExerciseType)}>
          <Options values={EXERCISE_TYPES} labels={EXERCISE_TYPE_LABELS} />
        </select>
      </Field>
      <Field
        id={`${id}-variation`}
        label="Variation (optional)"
        placeholder="e.g. paused, close grip"
        value={variation}
        onChange={(e) => setVariation(e.target.value)}
      />
      <Field id={`${id}-notes`} label="Notes (optional)">
        <textarea rows={2} value={notes} onChange={(e) => setNotes(e.target.value)} />
      </Field>
      <FormFailure message={failure} />
      <div className={styles.formActions}>
        <Button type="submit" busy={isLoading} busyLabel="Saving...">
          Save
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
