// The exercise dropdown (spec §2): placeholder "Choose an exercise...", groups "Dictionary
// Exercises" and "Custom Exercises", values the names. A filter box above it narrows the 176 lifts
// on a phone while keeping both groups (and the chosen lift).
import { useId, useMemo, useState } from 'react';
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import { exerciseGroups } from '../../domain/exercise-options';
import styles from './exercise-progress.module.css';

export interface ExercisePickerProps {
  dictionary: readonly DictionaryExercise[];
  custom: readonly CustomExercise[];
  value: string;
  onChange: (exercise: string) => void;
  disabled?: boolean;
}

export function ExercisePicker({ dictionary, custom, value, onChange, disabled }: ExercisePickerProps) {
  const [filter, setFilter] = useState('');
  const filterId = useId();
  const selectId = useId();
  const groups = useMemo(() => exerciseGroups(dictionary, custom, filter, value), [dictionary, custom, filter, value]);
  const shown = groups.dictionary.length + groups.custom.length;
  return (
    <div className={styles.picker}>
      <div className={styles.field}>
        <label htmlFor={filterId}>Find an exercise</label>
        <input
          id={filterId}
          type="search"
          value={filter}
          placeholder="Type to filter, e.g. squat"
          autoComplete="off"
          onChange={(event) => setFilter(event.target.value)}
          disabled={disabled}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor={selectId}>Exercise</label>
        <select id={selectId} value={value} onChange={(event) => onChange(event.target.value)} disabled={disabled}>
          <option value="">{filter.trim() !== '' && shown === 0 ? 'No exercise matches the filter' : 'Choose an exercise...'}</option>
          {groups.dictionary.length > 0 ? (
            <optgroup label="Dictionary Exercises">
              {groups.dictionary.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
          ) : null}
          {groups.custom.length > 0 ? (
            <optgroup label="Custom Exercises">
              {groups.custom.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      </div>
    </div>
  );
}
