// "Manage Custom Exercises" (docs/product.md §2, §5): create (trimmed; Create disabled while blank), rename
// (ignored when empty or unchanged; the lift's history follows the new name), delete (asks first,
// saying how many logged sets it has; they keep the name and stay chartable). A clash
// with the dictionary or another own exercise, in any letter case, is said before any call; the
// catalog's endpoints are shared's (the sessions area uses the same ones).
import { useState, type FormEvent } from 'react';
import {
  Button,
  CUSTOM_EXERCISE_ERRORS,
  ConfirmDialog,
  EmptyState,
  ErrorBanner,
  Field,
  LoadingState,
  errorMessage,
  useCreateCustomExerciseMutation,
  useDeleteCustomExerciseMutation,
  useExerciseCatalog,
  useGetCustomExerciseUsageQuery,
  useUpdateCustomExerciseMutation,
} from '@liftbook/shared';
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import { nameClash, renameTarget, tidyName } from '../../domain/custom-exercise-name';
import styles from './custom-exercise-manager.module.css';

export function CustomExerciseManager({ onClose }: { onClose: () => void }) {
  const { dictionary, custom, loading, error, retry } = useExerciseCatalog();
  const [name, setName] = useState('');
  const [createError, setCreateError] = useState<string | null>(null);
  const [create, creating] = useCreateCustomExerciseMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const tidy = tidyName(name);
    if (tidy === '') return;
    const clash = nameClash(tidy, dictionary, custom);
    if (clash) return setCreateError(clash);
    setCreateError(null);
    try {
      await create({ name: tidy }).unwrap();
      setName('');
    } catch (caught) {
      setCreateError(errorMessage(caught, CUSTOM_EXERCISE_ERRORS.create));
    }
  };

  return (
    <section className={styles.manager} aria-labelledby="custom-manager-heading">
      <div className={styles.header}>
        <h2 id="custom-manager-heading" className={styles.heading}>
          Manage Custom Exercises
        </h2>
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
      <form className={styles.create} onSubmit={(event) => void submit(event)}>
        <Field
          label="New exercise name"
          value={name}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => {
            setName(event.target.value);
            setCreateError(null);
          }}
          error={createError}
        />
        <Button type="submit" disabled={tidyName(name) === ''} busy={creating.isLoading} busyLabel="Creating...">
          Create
        </Button>
      </form>
      {loading ? <LoadingState text="Loading exercises..." /> : null}
      {!loading && error ? <ErrorBanner message={error} onRetry={retry} /> : null}
      {!loading && !error && custom.length === 0 ? (
        <EmptyState title="No custom exercises yet" message="Lifts the dictionary lacks can be added here, or by logging them by name." />
      ) : null}
      {custom.length > 0 ? (
        <ul className={styles.list} aria-label="Your custom exercises">
          {custom.map((exercise) => (
            <CustomExerciseRow key={exercise.id} exercise={exercise} dictionary={dictionary} custom={custom} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** The delete confirmation: how many logged sets the lift has, and that they stay (null: not known yet). */
export function deleteQuestion(name: string, loggedSets: number | null): string {
  if (loggedSets === null) return `Delete ${name}? What you logged under it stays in your sessions and charts.`;
  if (loggedSets === 0) return `Delete ${name}? You have not logged any sets of it.`;
  const sets = loggedSets === 1 ? '1 logged set' : `${loggedSets} logged sets`;
  return `Delete ${name}? It has ${sets}; they stay in your sessions and charts under this name.`;
}

function CustomExerciseRow({
  exercise,
  dictionary,
  custom,
}: {
  exercise: CustomExercise;
  dictionary: readonly DictionaryExercise[];
  custom: readonly CustomExercise[];
}) {
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState(exercise.name);
  const [renameError, setRenameError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [update, updating] = useUpdateCustomExerciseMutation();
  const [remove, removing] = useDeleteCustomExerciseMutation();
  const usage = useGetCustomExerciseUsageQuery(undefined, { skip: !confirming });
  const loggedSets = usage.data?.find((lift) => lift.custom_exercise_id === exercise.id)?.logged_sets ?? null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const target = renameTarget(exercise.name, typed);
    if (target === null) {
      // docs/product.md §5: an empty or unchanged rename is ignored.
      setEditing(false);
      setTyped(exercise.name);
      return;
    }
    const clash = nameClash(target, dictionary, custom, exercise);
    if (clash) return setRenameError(clash);
    try {
      await update({ id: exercise.id, name: target }).unwrap();
      setEditing(false);
      setRenameError(null);
    } catch (caught) {
      setRenameError(errorMessage(caught, CUSTOM_EXERCISE_ERRORS.update));
    }
  };

  const confirmDelete = async () => {
    try {
      await remove(exercise.id).unwrap();
      setConfirming(false);
    } catch (caught) {
      setDeleteError(errorMessage(caught, CUSTOM_EXERCISE_ERRORS.delete));
    }
  };

  return (
    <li className={styles.row}>
      {editing ? (
        <form className={styles.rename} onSubmit={(event) => void save(event)}>
          <Field
            label={`New name for ${exercise.name}`}
            value={typed}
            maxLength={100}
            autoComplete="off"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the field replaces the Rename button just pressed: focus moves into it, not to the page's top
            autoFocus
            onChange={(event) => {
              setTyped(event.target.value);
              setRenameError(null);
            }}
            error={renameError}
          />
          <div className={styles.actions}>
            <Button type="submit" size="sm" busy={updating.isLoading} busyLabel="Saving...">
              Save
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => {
                setEditing(false);
                setTyped(exercise.name);
                setRenameError(null);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <>
          <span className={styles.name}>{exercise.name}</span>
          <div className={styles.actions}>
            <Button size="sm" variant="secondary" aria-label={`Rename ${exercise.name}`} onClick={() => setEditing(true)}>
              Rename
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={`Delete ${exercise.name}`}
              onClick={() => {
                setDeleteError(null);
                setConfirming(true);
              }}
            >
              Delete
            </Button>
          </div>
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          title="Delete custom exercise"
          message={deleteQuestion(exercise.name, loggedSets)}
          busy={removing.isLoading}
          failure={deleteError}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}
