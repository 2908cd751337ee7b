// One planned set of a routine exercise: kind, reps (or a range), weight or % of the training max,
// RPE and the rest after it; a timed lift's set has seconds instead of reps. Two rows of four on a
// phone, one row from tablet width.
import { Field } from '@liftbook/shared';
import type { ExerciseType, WeightUnit } from '@liftbook/shared/contract';
import { setField, type LoadMode, type PlannedKind, type RoutineFormErrors, type RoutineSetForm } from '../../domain/routines/routine-form';
import { fieldId } from './field-id';
import styles from './routine-editor.module.css';

export const KIND_LABELS: Record<PlannedKind, string> = { normal: 'Working', warmup: 'Warm-up' };

interface SetRowProps {
  set: RoutineSetForm;
  exerciseIndex: number;
  index: number;
  type: ExerciseType;
  unit: WeightUnit;
  errors: RoutineFormErrors;
  canRemove: boolean;
  onChange: (set: RoutineSetForm) => void;
  onRemove: () => void;
}

export function SetRow({ set, exerciseIndex, index, type, unit, errors, canRemove, onChange, onRemove }: SetRowProps) {
  const n = index + 1;
  const path = (field: string) => setField(exerciseIndex, index, field);
  const id = (field: string) => fieldId(path(field));
  const error = (field: string) => errors[path(field)] ?? null;
  const label = (text: string) => (
    <>
      <span className="lb-visually-hidden">Set {n} </span>
      {text}
    </>
  );
  const update = (patch: Partial<RoutineSetForm>) => onChange({ ...set, ...patch });
  const timed = type === 'duration';
  return (
    <li className={styles.set} aria-label={`Set ${n}`}>
      <div className={styles.setHead}>
        <span className={styles.setNumber} aria-hidden="true">
          {set.kind === 'warmup' ? 'W' : n}
        </span>
        <Field id={id('kind')} label={label('Kind')} className={styles.kind}>
          <select value={set.kind} onChange={(e) => update({ kind: e.target.value as PlannedKind })}>
            {(Object.keys(KIND_LABELS) as PlannedKind[]).map((kind) => (
              <option key={kind} value={kind}>
                {KIND_LABELS[kind]}
              </option>
            ))}
          </select>
        </Field>
        <button type="button" className={`lb-button lb-button--ghost ${styles.remove}`} onClick={onRemove} disabled={!canRemove}>
          Remove set<span className="lb-visually-hidden"> {n}</span>
        </button>
      </div>
      <div className={styles.setFields}>
        {timed ? (
          <Field
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
            <Field
              id={id('reps')}
              label={label('Reps')}
              inputMode="numeric"
              value={set.repsMin}
              error={error('reps')}
              onChange={(e) => update({ repsMin: e.target.value })}
            />
            <Field
              id={id('repsMax')}
              label={label('Up to')}
              inputMode="numeric"
              value={set.repsMax}
              error={error('repsMax')}
              onChange={(e) => update({ repsMax: e.target.value })}
            />
          </>
        )}
        <Field
          id={id('load')}
          label={label(set.loadMode === 'percent' ? '% of TM' : 'Weight')}
          inputMode="decimal"
          value={set.load}
          error={error('load')}
          onChange={(e) => update({ load: e.target.value })}
        />
        <Field id={id('loadMode')} label={label('In')}>
          <select value={set.loadMode} onChange={(e) => update({ loadMode: e.target.value as LoadMode })}>
            <option value="weight">{unit}</option>
            <option value="percent">% TM</option>
          </select>
        </Field>
        <Field id={id('rpe')} label={label('RPE')} inputMode="decimal" value={set.rpe} error={error('rpe')} onChange={(e) => update({ rpe: e.target.value })} />
        <Field
          id={id('rest')}
          label={label('Rest (s)')}
          inputMode="numeric"
          value={set.rest}
          error={error('rest')}
          onChange={(e) => update({ rest: e.target.value })}
        />
      </div>
    </li>
  );
}
