// One planned set of a routine exercise: Warm-up or working, reps (or a range up to), a weight (or a
// % of the training max, offered once the exercise has one), RPE and the rest after it; a timed
// lift's set has seconds instead of reps. On a phone: a small head line (number, Warm-up, remove)
// over one row of five fields.
import type { InputHTMLAttributes, ReactNode } from 'react';
import { Field } from '@liftbook/shared';
import type { ExerciseType, WeightUnit } from '@liftbook/shared/contract';
import { setField, type LoadMode, type RoutineFormErrors, type RoutineSetForm } from '../../domain/routines/routine-form';
import { fieldId } from './field-id';
import styles from './routine-editor.module.css';

/** The fields a set's messages may name, in the order they are shown. */
const SET_FIELDS = ['seconds', 'reps', 'repsMax', 'load', 'rpe', 'rest'] as const;

/**
 * A set's field: a label over a narrow input. Its message is not under it (a phone's column is
 * ~55 px wide) but in the line under the row, which the input names as its description.
 */
function SetField({ id, label, error, className, ...input }: InputHTMLAttributes<HTMLInputElement> & { id: string; label: ReactNode; error: string | null }) {
  return (
    <div className={className ? `lb-field ${className}` : 'lb-field'}>
      <label className="lb-field__label" htmlFor={id}>
        {label}
      </label>
      <input {...input} id={id} className="lb-input" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
    </div>
  );
}

interface SetRowProps {
  set: RoutineSetForm;
  exerciseIndex: number;
  index: number;
  /** Its number among the working sets (W 1 2 3, as lifters count them); the position names the fields. */
  workingNumber: number;
  type: ExerciseType;
  unit: WeightUnit;
  /** The exercise has a training max (or its rule needs one): a set may be a % of it. */
  percentOffered: boolean;
  errors: RoutineFormErrors;
  canRemove: boolean;
  onChange: (set: RoutineSetForm) => void;
  onRemove: () => void;
}

export function SetRow({ set, exerciseIndex, index, workingNumber, type, unit, percentOffered, errors, canRemove, onChange, onRemove }: SetRowProps) {
  const n = index + 1;
  const path = (field: string) => setField(exerciseIndex, index, field);
  const id = (field: string) => fieldId(path(field));
  const error = (field: string) => errors[path(field)] ?? null;
  // Visible: the short word; heard: "Set 2 Reps".
  const label = (text: string) => (
    <>
      <span className="lb-visually-hidden">Set {n} </span>
      {text}
    </>
  );
  const update = (patch: Partial<RoutineSetForm>) => onChange({ ...set, ...patch });
  const timed = type === 'duration';
  const percent = set.loadMode === 'percent';
  const messages = SET_FIELDS.map((field) => [field, error(field)] as const).filter((m): m is readonly [(typeof SET_FIELDS)[number], string] => m[1] !== null);
  return (
    <li className={styles.set} aria-label={`Set ${n}`}>
      <div className={styles.setHead}>
        <span className={styles.setNumber} aria-hidden="true">
          {set.kind === 'warmup' ? 'W' : workingNumber}
        </span>
        <label className={styles.warmup}>
          <input type="checkbox" checked={set.kind === 'warmup'} onChange={(e) => update({ kind: e.target.checked ? 'warmup' : 'normal' })} />
          {label('Warm-up')}
        </label>
        <button
          type="button"
          className={`lb-button lb-button--ghost ${styles.removeSet}`}
          onClick={onRemove}
          disabled={!canRemove}
          aria-label={`Remove set ${n}`}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className={percentOffered ? `${styles.setFields} ${styles.setFieldsPercent}` : styles.setFields}>
        {timed ? (
          <SetField
            id={id('seconds')}
            label={label('Seconds')}
            className={styles.wide}
            inputMode="numeric"
            value={set.seconds}
            error={error('seconds')}
            onChange={(e) => update({ seconds: e.target.value })}
          />
        ) : (
          <>
            <SetField
              id={id('reps')}
              label={label('Reps')}
              inputMode="numeric"
              value={set.repsMin}
              error={error('reps')}
              onChange={(e) => update({ repsMin: e.target.value })}
            />
            <SetField
              id={id('repsMax')}
              label={label('Up to')}
              inputMode="numeric"
              value={set.repsMax}
              error={error('repsMax')}
              onChange={(e) => update({ repsMax: e.target.value })}
            />
          </>
        )}
        <SetField
          id={id('load')}
          label={label(percent ? '% of TM' : 'Weight')}
          inputMode="decimal"
          value={set.load}
          error={error('load')}
          onChange={(e) => update({ load: e.target.value })}
        />
        {percentOffered || percent ? (
          <Field id={id('loadMode')} label={label('In')}>
            <select value={set.loadMode} onChange={(e) => update({ loadMode: e.target.value as LoadMode })}>
              <option value="weight">{unit}</option>
              <option value="percent">% TM</option>
            </select>
          </Field>
        ) : null}
        <SetField
          id={id('rpe')}
          label={label('RPE')}
          inputMode="decimal"
          value={set.rpe}
          error={error('rpe')}
          onChange={(e) => update({ rpe: e.target.value })}
        />
        <SetField
          id={id('rest')}
          label={label('Rest (s)')}
          inputMode="numeric"
          value={set.rest}
          error={error('rest')}
          onChange={(e) => update({ rest: e.target.value })}
        />
      </div>
      {messages.length > 0 ? (
        <ul className={styles.setErrors}>
          {messages.map(([field, message]) => (
            <li key={field} id={`${id(field)}-error`} className="lb-field__error">
              {/* Announced as it appears; on the item's content, so the list stays a list of items. */}
              <span role="alert">{message}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
