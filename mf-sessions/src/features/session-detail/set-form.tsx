import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Field, FormFailure, WEIGHT_UNITS } from '@liftbook/shared';
import type { ExerciseType, SetInput, SetKind, WeightUnit } from '@liftbook/shared/contract';
import { DISTANCE_UNITS, SET_KINDS } from '@liftbook/shared/set-rules';
import { DISTANCE_FIELD_LABEL, type DistanceFieldUnit } from '../../domain/sets/distance';
import { SET_KIND_LABELS } from '../../domain/sets/last-time';
import { parseNumberField, validateSetForm, type SetFormErrors, type SetFormState } from '../../domain/sets/set-validation';
import { Options } from '../../ui/options';
import styles from './session-detail.module.css';

export interface SetFormProps {
  type: ExerciseType;
  initial: SetFormState;
  /**
   * What `initial` was worked out from (last time, the lifter's unit): when it changes, the fields
   * start over from the new `initial`, unless the lifter has typed in them. The form stays open.
   */
  initialFrom?: string;
  /** Names the form for screen readers: "Add set to Squat", "Edit set 2". */
  label: string;
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  /** Shown under the fields; what was typed stays. */
  failure?: string | null;
  /** Resolves true when saved. The add form then keeps its numbers for the next set. */
  onSubmit: (set: SetInput) => Promise<boolean>;
  onCancel?: () => void;
  /** Called after a successful submit with the state to show next. Default: keep it, clear notes. */
  afterSave?: 'keep-numbers' | 'none';
  /**
   * One row (the add-set row of a card): the numbers and the button, labels for screen readers
   * only; "More" opens the unit, notes and plate math. Default: the full form.
   */
  compact?: boolean;
  /** Shown in the full form under the weight (the plate math), given the weight typed and its unit. */
  weightAid?: (weight: number | null, unit: WeightUnit) => ReactNode;
}

/**
 * A set's fields for its exercise type (docs/product.md §5): weighted → weight, unit, reps; reps → reps;
 * duration → hours, minutes, seconds. Numeric keyboards on phones; validation from domain/.
 */
export function SetForm({
  type,
  initial,
  initialFrom,
  label,
  submitLabel,
  busyLabel,
  busy,
  failure,
  onSubmit,
  onCancel,
  afterSave = 'keep-numbers',
  compact = false,
  weightAid,
}: SetFormProps) {
  const id = useId();
  const [values, setValues] = useState<SetFormState>(initial);
  const [typed, setTyped] = useState(false);
  const [startedFrom, setStartedFrom] = useState(initialFrom);
  if (initialFrom !== startedFrom) {
    setStartedFrom(initialFrom);
    if (!typed) setValues(initial);
  }
  const [expanded, setExpanded] = useState(false);
  const oneRow = compact && !expanded;
  const [errors, setErrors] = useState<SetFormErrors>({});
  const set = <K extends keyof SetFormState>(key: K, value: SetFormState[K]) => {
    setTyped(true);
    setValues((v) => ({ ...v, [key]: value }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateSetForm(type, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      // A refused note, RPE or distance is only visible in the full form.
      if (checked.errors.notes || checked.errors.rpe || checked.errors.distance) setExpanded(true);
      return;
    }
    setErrors({});
    const saved = await onSubmit(checked.value);
    // A lifter logs set after set: the numbers stay for the next one, only the note is per set.
    if (saved && afterSave === 'keep-numbers') setValues((v) => ({ ...v, notes: '' }));
    if (saved) setExpanded(false);
  }

  const typedWeight = parseNumberField(values.weight);
  // Plates only where there is a weight field to load.
  const aid = weightAid && !oneRow && type === 'weighted' ? weightAid(typedWeight.kind === 'number' ? typedWeight.value : null, values.weightUnit) : null;
  const actions = (
    <div className={oneRow ? styles.rowActions : styles.formActions}>
      <Button type="submit" busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
      {compact ? (
        <Button
          variant="secondary"
          aria-expanded={expanded}
          aria-label={expanded ? 'Fewer fields' : 'More fields: unit, set type, RPE, distance, notes, plates'}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Fewer' : 'More'}
        </Button>
      ) : null}
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  );

  const durationError = errors.duration ?? errors.hours ?? errors.minutes ?? errors.seconds;
  // Weighted and reps-only sets ask for reps the same way.
  const repsField = (
    <Field
      id={`${id}-reps`}
      label="Reps"
      placeholder="Reps"
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      value={values.reps}
      error={errors.reps}
      onChange={(e) => set('reps', e.target.value)}
    />
  );
  const weightField = (
    <Field
      id={`${id}-weight`}
      label="Weight"
      placeholder="Weight"
      inputMode="decimal"
      autoComplete="off"
      enterKeyHint="next"
      value={values.weight}
      error={errors.weight}
      onChange={(e) => set('weight', e.target.value)}
    />
  );
  return (
    <form aria-label={label} onSubmit={submit} noValidate className={oneRow ? styles.oneRow : undefined}>
      {type === 'weighted' && oneRow ? (
        <>
          {weightField}
          <span className={styles.rowUnit}>{values.weightUnit} ×</span>
          {repsField}
        </>
      ) : null}
      {type === 'weighted' && !oneRow ? (
        <div className={`${styles.formRow} ${styles.formRowWeighted}`}>
          {weightField}
          <Field id={`${id}-unit`} label="Unit">
            <select value={values.weightUnit} onChange={(e) => set('weightUnit', e.target.value as WeightUnit)}>
              <Options values={WEIGHT_UNITS} />
            </select>
          </Field>
          {repsField}
        </div>
      ) : null}
      {aid}
      {type === 'reps' ? oneRow ? repsField : <div className={styles.formRow}>{repsField}</div> : null}
      {type === 'duration' ? (
        <fieldset className={styles.duration} aria-describedby={durationError ? `${id}-duration-error` : undefined}>
          <legend className="lb-field__label">Duration</legend>
          <div className={`${styles.formRow} ${styles.formRowDuration}`}>
            {(['hours', 'minutes', 'seconds'] as const).map((part) => (
              <Field
                key={part}
                id={`${id}-${part}`}
                label={part[0]!.toUpperCase() + part.slice(1)}
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                placeholder={oneRow ? part[0] : '0'}
                value={values[part]}
                onChange={(e) => set(part, e.target.value)}
              />
            ))}
          </div>
          {durationError ? (
            <div id={`${id}-duration-error`} className={`lb-field__error ${styles.durationError}`} role="alert">
              {durationError}
            </div>
          ) : null}
        </fieldset>
      ) : null}
      {oneRow ? null : (
        <div className={`${styles.formRow} ${styles.formRowKind}`}>
          <Field id={`${id}-kind`} label="Set type">
            <select value={values.kind} onChange={(e) => set('kind', e.target.value as SetKind)}>
              <Options values={SET_KINDS} labels={SET_KIND_LABELS} />
            </select>
          </Field>
          <Field
            id={`${id}-rpe`}
            label="RPE (optional)"
            inputMode="decimal"
            autoComplete="off"
            placeholder="1-10"
            value={values.rpe}
            error={errors.rpe}
            onChange={(e) => set('rpe', e.target.value)}
          />
          {/* The distance keeps the unit it is typed in: metres stay metres (docs/product.md §5.10). */}
          <div className={styles.distance}>
            <Field
              id={`${id}-distance`}
              label={DISTANCE_FIELD_LABEL}
              inputMode="decimal"
              autoComplete="off"
              value={values.distance}
              error={errors.distance}
              onChange={(e) => set('distance', e.target.value)}
            />
            <Field id={`${id}-distance-unit`} label="Distance unit">
              <select value={values.distanceUnit} onChange={(e) => set('distanceUnit', e.target.value as DistanceFieldUnit)}>
                <Options values={DISTANCE_UNITS} />
              </select>
            </Field>
          </div>
        </div>
      )}
      {oneRow ? null : (
        <Field
          id={`${id}-notes`}
          label="Set notes (optional)"
          autoComplete="off"
          value={values.notes}
          error={errors.notes}
          onChange={(e) => set('notes', e.target.value)}
        />
      )}
      {oneRow ? actions : null}
      <FormFailure message={failure} />
      {oneRow ? null : actions}
    </form>
  );
}
