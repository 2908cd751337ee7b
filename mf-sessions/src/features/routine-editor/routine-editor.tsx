// /routines/new and /routines/:routineId: the routine editor. The whole routine is one form sent
// whole (POST or PUT, exercises in order). Checked here first with the api's bounds; a refusal
// from the api shows its reason, and the form keeps everything typed either way. Save goes back
// to the list.
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  AreaNotFound,
  Button,
  ErrorBanner,
  Field,
  FormFailure,
  LoadingState,
  PageHeader,
  announce,
  errorMessage,
  useExerciseCatalog,
  useWeightUnit,
  type ApiError,
} from '@liftbook/shared';
import type { Routine } from '@liftbook/shared/contract';
import { ROUTINE_ERRORS, useCreateRoutineMutation, useGetRoutineQuery, useUpdateRoutineMutation } from '../../api/routines-api';
import {
  ROUTINE_BOUNDS,
  emptyRoutineForm,
  formFieldOf,
  moveItem,
  newExerciseForm,
  routineToForm,
  supersetGroups,
  validateRoutineForm,
  type RoutineForm,
  type RoutineFormErrors,
} from '../../domain/routines/routine-form';
import { ExerciseEditor, moveButtonId } from './exercise-editor';
import { parseRoutineDraft, routineDraftKey, typedContent } from '../../domain/routines/routine-draft';
import { RestoredNote } from '../../ui/restored-note';
import { useDraft } from '../../ui/use-draft';
import { fieldId } from './field-id';
import styles from './routine-editor.module.css';

export const FIX_FIELDS = 'Some fields need fixing before saving. Nothing was saved.';

let lastKey = 0;
/** React keys of exercises and sets: unique for the page's life. */
const nextKey = () => (lastKey += 1);

/** The page's fields in the order they are shown, for focusing the first one a message names. */
function firstInvalid(errors: RoutineFormErrors): string | undefined {
  const ids = Object.keys(errors).map(fieldId);
  return [...document.querySelectorAll<HTMLElement>('[id^="routine-"]')].find((el) => ids.includes(el.id))?.id;
}

/** After the render that shows the messages: focus the first field they name. */
function focusFirstInvalid(errors: RoutineFormErrors) {
  requestAnimationFrame(() => {
    const id = firstInvalid(errors);
    if (id) document.getElementById(id)?.focus();
  });
}

/** The form with every exercise's unit alike: a new routine's units follow the profile until chosen. */
const anyUnit = (form: RoutineForm): RoutineForm => ({ ...form, exercises: form.exercises.map((e) => ({ ...e, weightUnit: 'lbs' as const })) });

function parseRoutineId(raw: string | undefined): number | null {
  return raw && /^\d{1,15}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

function BackToRoutines() {
  return (
    <Link to=".." relative="path" className="lb-button lb-button--ghost">
      ← Back to Routines
    </Link>
  );
}

function RoutineEditorForm({ routine }: { routine: Routine | null }) {
  const navigate = useNavigate();
  const unit = useWeightUnit();
  const catalog = useExerciseCatalog();
  const namesListId = useId();
  // The form outlives a reload (a phone discarding the tab mid-edit): kept as a draft per routine.
  const [initial] = useState<RoutineForm>(() => (routine ? routineToForm(nextKey, routine) : emptyRoutineForm(nextKey, unit)));
  const [form, setForm, clearDraft, restored] = useDraft(routineDraftKey(routine?.id ?? null), initial, (raw) => parseRoutineDraft(raw, nextKey), {
    // Nothing typed yet (a new routine's unit following the profile is not typing).
    isEmpty: (value) => typedContent(routine ? value : anyUnit(value)) === typedContent(routine ? initial : anyUnit(initial)),
  });
  const [errors, setErrors] = useState<RoutineFormErrors>({});
  const [showErrors, setShowErrors] = useState(false);
  const [create, created] = useCreateRoutineMutation();
  const [update, updated] = useUpdateRoutineMutation();
  const saving = created.isLoading || updated.isLoading;
  const failure = errorMessage(routine ? updated.error : created.error, ROUTINE_ERRORS.saveRoutine);
  /** After a move: the moved exercise's button to focus (focus follows the item). */
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: number; button: 'up' | 'down' } | null>(null);

  /** Exercises whose unit the lifter chose: the others follow the profile, which may answer late. */
  const unitChosen = useRef(new Set<number>());
  useEffect(() => {
    // A restored draft keeps the units it was typed with.
    if (routine || restored) return;
    setForm((current) => ({
      ...current,
      exercises: current.exercises.map((e) => (unitChosen.current.has(e.key) || e.weightUnit === unit ? e : { ...e, weightUnit: unit })),
    }));
  }, [routine, restored, unit, setForm]);

  const names = useMemo(
    () => [...new Set([...catalog.dictionary.map((d) => d.name), ...catalog.custom.map((c) => c.name)])].sort(),
    [catalog.dictionary, catalog.custom],
  );

  useEffect(() => {
    if (!focusAfterMove) return;
    const wanted = document.getElementById(moveButtonId(focusAfterMove.key, focusAfterMove.button)) as HTMLButtonElement | null;
    // At the top or the bottom the pressed button is disabled: the other one takes focus.
    const other = document.getElementById(moveButtonId(focusAfterMove.key, focusAfterMove.button === 'up' ? 'down' : 'up'));
    (wanted && !wanted.disabled ? wanted : other)?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove]);

  const change = (next: RoutineForm) => {
    setForm(next);
    // A message goes as soon as its field is fixed, not at the next Save.
    if (showErrors) {
      const checked = validateRoutineForm(next, catalog.dictionary);
      setErrors(checked.ok ? {} : checked.errors);
    }
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateRoutineForm(form, catalog.dictionary);
    if (!checked.ok) {
      setErrors(checked.errors);
      setShowErrors(true);
      focusFirstInvalid(checked.errors);
      return;
    }
    setErrors({});
    setShowErrors(false);
    try {
      const saved = routine ? await update({ id: routine.id, routine: checked.value }).unwrap() : await create(checked.value).unwrap();
      announce(`Routine ${saved.name} saved`);
      clearDraft();
      void navigate('..', { relative: 'path' });
    } catch (error) {
      // The reason shows under the form, and at the field the api named; everything typed stays.
      const { field, reason } = error as ApiError;
      const path = formFieldOf(field);
      if (path && reason) {
        setErrors({ [path]: reason });
        setShowErrors(true);
        focusFirstInvalid({ [path]: reason });
      }
    }
  }

  const count = form.exercises.length;
  const groups = supersetGroups(form.exercises.map((e) => e.supersetWithNext));
  const groupOf = (index: number) => {
    const number = groups[index];
    return number === null || number === undefined ? null : { number, size: groups.filter((g) => g === number).length };
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={routine ? `Edit routine ${routine.name}` : 'New routine'}>
      {restored ? <RestoredNote /> : null}
      {catalog.error ? <ErrorBanner message={catalog.error} onRetry={catalog.retry} /> : null}
      <Field
        id={fieldId('name')}
        label="Routine name"
        value={form.name}
        maxLength={ROUTINE_BOUNDS.nameMax + 20}
        error={errors.name ?? null}
        onChange={(e) => change({ ...form, name: e.target.value })}
      />
      <datalist id={namesListId}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <ol className={styles.exercises} aria-label="Exercises of the routine">
        {form.exercises.map((exercise, index) => (
          <ExerciseEditor
            key={exercise.key}
            exercise={exercise}
            index={index}
            count={count}
            group={groupOf(index)}
            errors={errors}
            namesListId={namesListId}
            dictionary={catalog.dictionary}
            nextKey={nextKey}
            onChange={(next) => {
              if (next.weightUnit !== exercise.weightUnit) unitChosen.current.add(exercise.key);
              change({ ...form, exercises: form.exercises.map((e) => (e.key === exercise.key ? next : e)) });
            }}
            onMove={(to, button) => {
              change({ ...form, exercises: moveItem(form.exercises, index, to) });
              setFocusAfterMove({ key: exercise.key, button });
              announce(`${exercise.name.trim() || `Exercise ${index + 1}`} moved to position ${to + 1} of ${count}`);
            }}
            onRemove={() => {
              change({ ...form, exercises: form.exercises.filter((e) => e.key !== exercise.key) });
              announce(`${exercise.name.trim() || `Exercise ${index + 1}`} removed`);
            }}
          />
        ))}
      </ol>
      {errors.exercises ? (
        <p className="lb-field__error" role="alert">
          {errors.exercises}
        </p>
      ) : null}
      <Button
        variant="secondary"
        className={styles.addExercise}
        disabled={count >= ROUTINE_BOUNDS.exercisesMax}
        onClick={() => change({ ...form, exercises: [...form.exercises, newExerciseForm(nextKey, unit)] })}
      >
        Add exercise
      </Button>
      {showErrors && Object.keys(errors).length > 0 ? <ErrorBanner message={FIX_FIELDS} /> : null}
      <FormFailure message={failure} />
      <div className={styles.formActions}>
        <Button type="submit" busy={saving} busyLabel="Saving...">
          Save Routine
        </Button>
        {/* Cancel throws away what was typed (its draft too); Back to Routines keeps it for later. */}
        <Button
          variant="secondary"
          onClick={() => {
            clearDraft();
            void navigate('..', { relative: 'path' });
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The editor of a new routine (no id) or of a saved one. */
export function RoutineEditor() {
  const raw = useParams().routineId;
  const isNew = raw === undefined;
  const routineId = parseRoutineId(raw);
  const { data: routine, isLoading, error, refetch } = useGetRoutineQuery(routineId ?? 0, { skip: isNew || routineId === null });
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;

  if (!isNew && (routineId === null || status === 404 || status === 400)) {
    return <AreaNotFound areaLabel="Routines" title="Routine not found" message="It may have been deleted, or the link is not for your account." />;
  }
  return (
    <div className={`lb-page ${styles.page}`}>
      <div className={styles.topBar}>
        <BackToRoutines />
      </div>
      <PageHeader title={isNew ? 'New routine' : 'Edit routine'} subtitle="Exercises in order, each with its planned sets and how it progresses." />
      {isLoading ? <LoadingState text="Loading routine..." /> : null}
      {error && !isLoading ? <ErrorBanner message={errorMessage(error, ROUTINE_ERRORS.fetchRoutine)} onRetry={() => void refetch()} /> : null}
      {isNew ? <RoutineEditorForm routine={null} /> : routine ? <RoutineEditorForm key={routine.id} routine={routine} /> : null}
    </div>
  );
}
