// One exercise of the manual-add form: what it is (picked from the dictionary, the lifter's
// custom exercises, or a new name), its type, variation, notes and its sets.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Badge, Button, EXERCISE_TYPES, Field, useWeightUnit } from '@liftbook/shared';
import type { CustomExercise, DictionaryExercise, ExerciseType, SetKind, WeightUnit } from '@liftbook/shared/contract';
import { DISTANCE_UNITS, SET_KINDS } from '@liftbook/shared/set-rules';
import { useGetLiftLastTimeQuery } from '../../api/sessions-api';
import { DISTANCE_FIELD_LABEL, type DistanceFieldUnit } from '../../domain/sets/distance';
import { SET_KIND_LABELS, offeredSetFields } from '../../domain/sets/last-time';
import { setToFormState } from '../../domain/sets/set-validation';
import { sortSets } from '../../domain/sessions/sort-exercises';
import { LastTimeNote } from '../../ui/last-time-note';
import { matchExerciseName } from '../../domain/exercise-names/exercise-name-matcher';
import { EXERCISE_TYPE_LABELS } from '../../ui/exercise-type-labels';
import {
  findCustomExercise,
  findDictionaryExercise,
  isBlankRow,
  setRowFrom,
  withName,
  type CardErrors,
  type ExerciseCard,
  type SetRow,
} from './bulk-entry-form';
import { Options } from '../../ui/options';
import styles from './bulk-entry-panel.module.css';

/** A set row's columns, by the exercise's type. */
const SET_GRID: Record<ExerciseType, string | undefined> = {
  weighted: styles.setGridWeighted,
  reps: styles.setGridReps,
  duration: styles.setGridDuration,
};

export interface ExerciseCardProps {
  /** The session being added to: "Last time" is the session before it. */
  sessionId: number;
  card: ExerciseCard;
  index: number;
  errors: CardErrors | null;
  dictionary: readonly DictionaryExercise[];
  custom: readonly CustomExercise[];
  /** The datalist of every exercise name, rendered once by the panel. */
  namesListId: string;
  disabled: boolean;
  onChange: (card: ExerciseCard) => void;
  onRemove: () => void;
}

function groupByCategory(dictionary: readonly DictionaryExercise[]): Array<[string, DictionaryExercise[]]> {
  const groups = new Map<string, DictionaryExercise[]>();
  for (const exercise of dictionary) groups.set(exercise.category, [...(groups.get(exercise.category) ?? []), exercise]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([category, list]) => [category, [...list].sort((a, b) => a.name.localeCompare(b.name))]);
}

function SourceBadge({ name, dictionary, custom }: { name: string; dictionary: readonly DictionaryExercise[]; custom: readonly CustomExercise[] }) {
  if (name.trim() === '') return null;
  const fromDictionary = findDictionaryExercise(name, dictionary);
  if (fromDictionary) return <Badge tone="dictionary">Dictionary · {fromDictionary.category}</Badge>;
  if (findCustomExercise(name, custom)) return <Badge tone="custom">Custom</Badge>;
  return <Badge tone="new">New custom exercise</Badge>;
}

function SetRowFields({
  row,
  number,
  type,
  errors,
  disabled,
  onChange,
  onRemove,
}: {
  row: SetRow;
  number: number;
  type: ExerciseType;
  errors: CardErrors['sets'][string] | undefined;
  disabled: boolean;
  onChange: (row: SetRow) => void;
  onRemove: () => void;
}) {
  const id = useId();
  const field = (name: keyof SetRow, label: string, inputMode: 'numeric' | 'decimal', error?: string) => (
    <label className={styles.setField} htmlFor={`${id}-${name}`}>
      <span className={styles.setLabel}>{label}</span>
      <input
        id={`${id}-${name}`}
        className="lb-input"
        inputMode={inputMode}
        aria-label={`Set ${number} ${label.toLowerCase()}`}
        aria-invalid={error ? true : undefined}
        value={row[name]}
        disabled={disabled}
        onChange={(event) => onChange({ ...row, [name]: event.target.value })}
      />
    </label>
  );
  const messages = errors ? [...new Set(Object.values(errors))] : [];
  return (
    <li>
      <div className={`${styles.setGrid} ${SET_GRID[type]}`}>
        <span className={styles.setNumber} aria-hidden="true">
          {number}
        </span>
        {type === 'weighted' ? (
          <>
            {field('weight', 'Weight', 'decimal', errors?.weight)}
            <label className={styles.setField} htmlFor={`${id}-unit`}>
              <span className={styles.setLabel}>Unit</span>
              <select
                id={`${id}-unit`}
                className="lb-input"
                aria-label={`Set ${number} unit`}
                value={row.weightUnit}
                disabled={disabled}
                onChange={(event) => onChange({ ...row, weightUnit: event.target.value as WeightUnit })}
              >
                <option value="lbs">lbs</option>
                <option value="kg">kg</option>
              </select>
            </label>
            {field('reps', 'Reps', 'numeric', errors?.reps)}
          </>
        ) : null}
        {type === 'reps' ? field('reps', 'Reps', 'numeric', errors?.reps) : null}
        {type === 'duration' ? (
          <>
            {field('hours', 'Hours', 'numeric', errors?.hours ?? errors?.duration)}
            {field('minutes', 'Min', 'numeric', errors?.minutes ?? errors?.duration)}
            {field('seconds', 'Sec', 'numeric', errors?.seconds ?? errors?.duration)}
          </>
        ) : null}
        <button type="button" className={styles.removeSet} aria-label={`Remove set ${number}`} disabled={disabled} onClick={onRemove}>
          ×
        </button>
      </div>
      <div className={styles.setExtras}>
        <select
          className="lb-input"
          aria-label={`Set ${number} type`}
          value={row.kind}
          disabled={disabled}
          onChange={(event) => onChange({ ...row, kind: event.target.value as SetKind })}
        >
          <Options values={SET_KINDS} labels={SET_KIND_LABELS} />
        </select>
        <input
          className="lb-input"
          inputMode="decimal"
          placeholder="RPE"
          aria-label={`Set ${number} RPE (optional)`}
          aria-invalid={errors?.rpe ? true : undefined}
          value={row.rpe}
          disabled={disabled}
          onChange={(event) => onChange({ ...row, rpe: event.target.value })}
        />
        {/* The distance keeps the unit it is typed in: metres stay metres (docs/product.md §5.10). */}
        <span className={styles.distance}>
          <input
            className="lb-input"
            inputMode="decimal"
            placeholder="Distance"
            aria-label={`Set ${number} ${DISTANCE_FIELD_LABEL.toLowerCase()}`}
            aria-invalid={errors?.distance ? true : undefined}
            value={row.distance}
            disabled={disabled}
            onChange={(event) => onChange({ ...row, distance: event.target.value })}
          />
          <select
            className="lb-input"
            aria-label={`Set ${number} distance unit`}
            value={row.distanceUnit}
            disabled={disabled}
            onChange={(event) => onChange({ ...row, distanceUnit: event.target.value as DistanceFieldUnit })}
          >
            <Options values={DISTANCE_UNITS} />
          </select>
        </span>
      </div>
      {messages.length > 0 ? (
        <p className={`lb-field__error ${styles.setError}`} role="alert">
          Set {number}: {messages.join('. ')}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The lift's last time once its name is a known exercise: shown on the card; a card whose only
 * row is still blank starts from last time's first set (once per lift, so a row the lifter
 * cleared stays clear), and "+ Add set" offers the next one, as the session page's add-set row.
 */
function useLastTimeRows(
  sessionId: number,
  card: ExerciseCard,
  dictionary: readonly DictionaryExercise[],
  custom: readonly CustomExercise[],
  onChange: (card: ExerciseCard) => void,
) {
  const unit = useWeightUnit();
  const lift = (findDictionaryExercise(card.name, dictionary) ?? findCustomExercise(card.name, custom))?.name ?? null;
  const { data: lastTime } = useGetLiftLastTimeQuery({ sessionId, lift: lift ?? '' }, { skip: lift === null });
  const shown = lift === null ? null : (lastTime ?? null);
  const lastRows = useMemo(() => (shown ? sortSets(shown.sets).map((s) => setToFormState(s, unit)) : null), [shown, unit]);
  const filledFor = useRef<string | null>(null);
  useEffect(() => {
    if (!shown || lastRows === null || filledFor.current === shown.lift) return;
    filledFor.current = shown.lift;
    const [only] = card.sets;
    if (card.sets.length === 1 && only && isBlankRow(only)) onChange({ ...card, sets: [setRowFrom(offeredSetFields([], lastRows, unit))] });
  }, [shown, lastRows, card, onChange, unit]);
  return { lastTime: shown, nextRow: () => setRowFrom(offeredSetFields(card.sets, lastRows, unit)) };
}

export function ExerciseCardForm({ sessionId, card, index, errors, dictionary, custom, namesListId, disabled, onChange, onRemove }: ExerciseCardProps) {
  const id = useId();
  const grouped = useMemo(() => groupByCategory(dictionary), [dictionary]);
  const sortedCustom = useMemo(() => [...custom].sort((a, b) => a.name.localeCompare(b.name)), [custom]);
  const title = card.name.trim() || `Exercise ${index + 1}`;
  const suggestion = useMemo(() => {
    const match = matchExerciseName(card.name, dictionary, custom);
    // "Use X?" offers the likely lift; when several are about equally likely, the first of them.
    if (match.kind === 'ask') return match.candidates[0]?.match.name ?? null;
    return match.kind !== 'none' && !match.exact ? match.match.name : null;
  }, [card.name, dictionary, custom]);
  const locked = card.savedExerciseId !== null;
  const [moreOpen, setMoreOpen] = useState(() => card.variation.trim() !== '' || card.notes.trim() !== '');
  const update = (patch: Partial<ExerciseCard>) => onChange({ ...card, ...patch });
  const { lastTime, nextRow } = useLastTimeRows(sessionId, card, dictionary, custom, onChange);
  const rename = (name: string) => onChange(withName(card, name, dictionary));

  return (
    <li className={`lb-card ${styles.card}${card.problem ? ` ${styles.cardProblem}` : ''}`} aria-label={title}>
      <div className={styles.cardHeader}>
        <h3 className={styles.cardTitle}>{title}</h3>
        <Button variant="ghost" size="sm" disabled={disabled} onClick={onRemove} aria-label={`Remove ${title}`}>
          Remove
        </Button>
      </div>

      {card.problem ? (
        <p className={styles.problem} role="alert">
          {card.problem}
        </p>
      ) : null}

      {locked ? (
        <p className={styles.locked}>
          Saved as {card.name} ({card.type}). Only the sets below are left to add.
        </p>
      ) : (
        <>
          <div className="lb-field">
            <label className="lb-field__label" htmlFor={`${id}-name`}>
              Exercise
            </label>
            <input
              id={`${id}-name`}
              className="lb-input"
              list={namesListId}
              placeholder="Type or pick: Bench Press"
              autoComplete="off"
              autoCapitalize="words"
              value={card.name}
              disabled={disabled}
              aria-invalid={errors?.name ? true : undefined}
              aria-describedby={`${id}-name-info`}
              onChange={(event) => rename(event.target.value)}
            />
            <div id={`${id}-name-info`} className={styles.nameInfo}>
              <SourceBadge name={card.name} dictionary={dictionary} custom={custom} />
              {suggestion ? (
                <Button size="sm" variant="ghost" disabled={disabled} onClick={() => rename(suggestion)}>
                  Use {suggestion}?
                </Button>
              ) : null}
            </div>
            {errors?.name ? (
              <div className="lb-field__error" role="alert">
                {errors.name}
              </div>
            ) : null}
            <select
              className={`lb-input ${styles.browse}`}
              aria-label={`Pick exercise ${index + 1} from the list`}
              value=""
              disabled={disabled}
              onChange={(event) => {
                if (event.target.value !== '') rename(event.target.value);
              }}
            >
              <option value="">Or pick from the list…</option>
              {grouped.map(([category, list]) => (
                <optgroup key={category} label={category}>
                  {list.map((exercise) => (
                    <option key={exercise.id} value={exercise.name}>
                      {exercise.name}
                    </option>
                  ))}
                </optgroup>
              ))}
              {sortedCustom.length > 0 ? (
                <optgroup label="Custom Exercises">
                  {sortedCustom.map((exercise) => (
                    <option key={`c${exercise.id}`} value={exercise.name}>
                      {exercise.name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </select>
          </div>

          <fieldset className={styles.types} disabled={disabled}>
            <legend className="lb-field__label">Type</legend>
            <div className={styles.segments}>
              {EXERCISE_TYPES.map((type) => (
                <label key={type} className={card.type === type ? `${styles.segment} ${styles.segmentActive}` : styles.segment}>
                  <input type="radio" name={`${id}-type`} value={type} checked={card.type === type} onChange={() => update({ type, typeChosen: true })} />
                  {EXERCISE_TYPE_LABELS[type]}
                </label>
              ))}
            </div>
          </fieldset>

          {/* Most sets need neither: folded away unless filled, to keep the card short on a phone. */}
          <details
            className={styles.more}
            open={moreOpen || Boolean(errors?.variation || errors?.notes)}
            onToggle={(event) => setMoreOpen(event.currentTarget.open)}
          >
            <summary className={styles.moreToggle}>Variation and notes</summary>
            <div className={styles.two}>
              <Field
                id={`${id}-variation`}
                label="Variation"
                placeholder="e.g. close grip"
                value={card.variation}
                disabled={disabled}
                error={errors?.variation}
                onChange={(event) => update({ variation: event.target.value })}
              />
              <Field
                id={`${id}-notes`}
                label="Notes"
                value={card.notes}
                disabled={disabled}
                error={errors?.notes}
                onChange={(event) => update({ notes: event.target.value })}
              />
            </div>
          </details>
        </>
      )}

      <h4 className={styles.setsTitle}>Sets</h4>
      <LastTimeNote lastTime={lastTime} />
      {card.sets.length === 0 ? <p className={styles.noSets}>No sets yet.</p> : null}
      <ol className={styles.sets} aria-label={`Sets of ${title}`}>
        {card.sets.map((row, setIndex) => (
          <SetRowFields
            key={row.key}
            row={row}
            number={setIndex + 1}
            type={card.type}
            errors={errors?.sets[row.key]}
            disabled={disabled}
            onChange={(next) => update({ sets: card.sets.map((s) => (s.key === row.key ? next : s)) })}
            onRemove={() => update({ sets: card.sets.filter((s) => s.key !== row.key) })}
          />
        ))}
      </ol>
      <Button variant="secondary" size="sm" className={styles.addSet} disabled={disabled} onClick={() => update({ sets: [...card.sets, nextRow()] })}>
        + Add set
      </Button>
    </li>
  );
}
