// One exercise of the routine: its name (the catalogue's or typed), type, variation, note, weight
// unit, training max, progression rule and the link to the next exercise (a superset); its planned
// sets; Up / Down (named Move up / Move down) / Remove. Named by its heading ("Exercise 2: Bench Press"), so each
// button's short visible name is enough inside it.
import { Badge, Button, Field, WEIGHT_UNITS } from '@liftbook/shared';
import type { DictionaryExercise, ExerciseType, WeightUnit } from '@liftbook/shared/contract';
import {
  ROUTINE_BOUNDS,
  dictionaryLift,
  exerciseField,
  newSetForm,
  type NextKey,
  type RoutineExerciseForm,
  type RoutineFormErrors,
  type RuleKind,
} from '../../domain/routines/routine-form';
import { EXERCISE_TYPE_LABELS } from '../../ui/exercise-type-labels';
import { fieldId } from './field-id';
import { SetRow } from './set-row';
import { Options } from '../../ui/options';
import styles from './routine-editor.module.css';

export const RULE_LABELS: Record<RuleKind, string> = {
  none: 'None',
  linear: 'Linear',
  double: 'Double progression',
  training_max: 'Training max',
};

const RULE_HINTS: Record<RuleKind, string | null> = {
  none: null,
  linear:
    'When every working set makes its reps, each working weight goes up by the increment; after the set number of missed sessions in a row, it comes down by the deload %.',
  double: 'Reps climb within each set’s range; when every working set reaches the top, the weight goes up by the increment and the reps go back to the bottom.',
  training_max: 'Working sets are a % of the training max; finishing the last week of a cycle raises the training max by the increment.',
};

interface ExerciseEditorProps {
  exercise: RoutineExerciseForm;
  index: number;
  count: number;
  /** Its group: number and size (2: a superset, 3 or more: a circuit); null on its own. */
  group: { number: number; size: number } | null;
  errors: RoutineFormErrors;
  namesListId: string;
  dictionary: readonly DictionaryExercise[];
  nextKey: NextKey;
  onChange: (exercise: RoutineExerciseForm) => void;
  onMove: (to: number, button: 'up' | 'down') => void;
  onRemove: () => void;
}

export const exerciseTitle = (exercise: RoutineExerciseForm, index: number) =>
  exercise.name.trim() ? `Exercise ${index + 1}: ${exercise.name.trim()}` : `Exercise ${index + 1}`;

export const moveButtonId = (key: number, button: 'up' | 'down') => `routine-exercise-${key}-move-${button}`;

export function ExerciseEditor({ exercise, index, count, group, errors, namesListId, dictionary, nextKey, onChange, onMove, onRemove }: ExerciseEditorProps) {
  const path = (field: string) => exerciseField(index, field);
  const id = (field: string) => fieldId(path(field));
  const error = (field: string) => errors[path(field)] ?? null;
  const update = (patch: Partial<RoutineExerciseForm>) => onChange({ ...exercise, ...patch });
  const unit = exercise.weightUnit;
  const last = index === count - 1;
  const title = exerciseTitle(exercise, index);
  const legendId = `routine-exercise-${exercise.key}-legend`;
  const lastSet = exercise.sets.at(-1);
  const percentOffered = exercise.trainingMax.trim() !== '' || exercise.rule === 'training_max';
  return (
    <li className={`lb-card ${styles.exercise}`}>
      <fieldset className={styles.fieldset} aria-labelledby={legendId}>
        <div className={styles.exerciseHead}>
          <h2 id={legendId} className={styles.legend}>
            {title}
          </h2>
          {/* Beside the heading, not in it: the group keeps its name ("Exercise 2: Cable Fly"). */}
          {group ? (
            <Badge tone="neutral">
              {group.size > 2 ? 'Circuit' : 'Superset'} {group.number}
            </Badge>
          ) : null}
          <div className={styles.moves}>
            <button
              type="button"
              id={moveButtonId(exercise.key, 'up')}
              className="lb-button lb-button--secondary lb-button--sm"
              disabled={index === 0}
              onClick={() => onMove(index - 1, 'up')}
              aria-label="Move up"
            >
              ↑ Up
            </button>
            <button
              type="button"
              id={moveButtonId(exercise.key, 'down')}
              className="lb-button lb-button--secondary lb-button--sm"
              disabled={last}
              onClick={() => onMove(index + 1, 'down')}
              aria-label="Move down"
            >
              ↓ Down
            </button>
            <button type="button" className={`lb-button lb-button--ghost lb-button--sm ${styles.remove}`} onClick={onRemove} aria-label="Remove exercise">
              Remove
            </button>
          </div>
        </div>
        <div className={styles.exerciseFields}>
          <Field
            id={id('name')}
            label="Exercise"
            className={styles.nameField}
            value={exercise.name}
            list={namesListId}
            autoComplete="off"
            maxLength={ROUTINE_BOUNDS.exerciseNameMax + 20}
            error={error('name')}
            onChange={(e) => {
              const name = e.target.value;
              // A dictionary lift brings its type (Plank: duration); the lifter may change it after.
              const lift = dictionaryLift(dictionary, name);
              update(lift ? { name, type: lift.type } : { name });
            }}
          />
          <Field id={id('type')} label="Type">
            <select value={exercise.type} onChange={(e) => update({ type: e.target.value as ExerciseType })}>
              <Options values={Object.keys(EXERCISE_TYPE_LABELS) as ExerciseType[]} labels={EXERCISE_TYPE_LABELS} />
            </select>
          </Field>
          <Field id={id('weightUnit')} label="Weight unit">
            <select value={unit} onChange={(e) => update({ weightUnit: e.target.value as WeightUnit })}>
              <Options values={WEIGHT_UNITS} />
            </select>
          </Field>
          <Field
            id={id('variation')}
            label="Variation (optional)"
            value={exercise.variation}
            error={error('variation')}
            onChange={(e) => update({ variation: e.target.value })}
          />
          <Field
            id={id('note')}
            label="Note (optional)"
            className={styles.noteField}
            hint={index === 0 && !exercise.note ? 'Stays with the exercise: seat 4, grip outside rings' : undefined}
            value={exercise.note}
            error={error('note')}
            onChange={(e) => update({ note: e.target.value })}
          />
        </div>

        <ol className={styles.sets} aria-label={`Sets of ${title}`}>
          {exercise.sets.map((set, setIndex) => (
            <SetRow
              key={set.key}
              set={set}
              exerciseIndex={index}
              index={setIndex}
              workingNumber={exercise.sets.slice(0, setIndex + 1).filter((s) => s.kind !== 'warmup').length}
              type={exercise.type}
              unit={unit}
              percentOffered={percentOffered}
              errors={errors}
              canRemove={exercise.sets.length > 1}
              onChange={(next) => update({ sets: exercise.sets.map((s) => (s.key === set.key ? next : s)) })}
              onRemove={() => update({ sets: exercise.sets.filter((s) => s.key !== set.key) })}
            />
          ))}
        </ol>
        {error('sets') ? (
          <p className="lb-field__error" role="alert">
            {error('sets')}
          </p>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          className={styles.addSet}
          disabled={exercise.sets.length >= ROUTINE_BOUNDS.setsMax}
          onClick={() => update({ sets: [...exercise.sets, newSetForm(nextKey, lastSet)] })}
        >
          Add set
        </Button>

        <div className={styles.progression}>
          <Field id={id('rule')} label="Progression" className={styles.ruleField} hint={RULE_HINTS[exercise.rule]}>
            <select value={exercise.rule} onChange={(e) => update({ rule: e.target.value as RuleKind })}>
              <Options values={Object.keys(RULE_LABELS) as RuleKind[]} labels={RULE_LABELS} />
            </select>
          </Field>
          <Field
            id={id('trainingMax')}
            label={`Training max (${unit})`}
            hint={exercise.rule === 'training_max' ? undefined : 'Optional: for % targets'}
            inputMode="decimal"
            value={exercise.trainingMax}
            error={error('trainingMax')}
            onChange={(e) => update({ trainingMax: e.target.value })}
          />
          {exercise.rule !== 'none' ? (
            <Field
              id={id('increment')}
              label={`Increment (${unit})`}
              inputMode="decimal"
              value={exercise.increment}
              error={error('increment')}
              onChange={(e) => update({ increment: e.target.value })}
            />
          ) : null}
          {exercise.rule === 'linear' ? (
            <>
              <Field
                id={id('deloadPercent')}
                label="Deload (%)"
                inputMode="numeric"
                value={exercise.deloadPercent}
                error={error('deloadPercent')}
                onChange={(e) => update({ deloadPercent: e.target.value })}
              />
              <Field
                id={id('deloadAfter')}
                label="Deload after (missed sessions)"
                inputMode="numeric"
                value={exercise.deloadAfter}
                error={error('deloadAfter')}
                onChange={(e) => update({ deloadAfter: e.target.value })}
              />
            </>
          ) : null}
        </div>
        {!last ? (
          <label className={styles.superset}>
            <input type="checkbox" checked={exercise.supersetWithNext} onChange={(e) => update({ supersetWithNext: e.target.checked })} />
            Superset with next
          </label>
        ) : null}
      </fieldset>
    </li>
  );
}
