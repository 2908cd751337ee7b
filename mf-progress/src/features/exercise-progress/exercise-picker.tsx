// The exercise dropdown (docs/product.md §2): placeholder "Choose an exercise...", the lifts the
// lifter has logged first (most recent first, with their last day), then the groups "Dictionary
// Exercises" and "Custom Exercises", values the names. A filter box above it narrows the 176 lifts
// on a phone while keeping the groups (and the chosen lift); the select itself also jumps by typing.
import { useMemo, useState } from 'react';
import { Field, useGetCustomExerciseUsageQuery } from '@liftbook/shared';
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';
import { useGetLoggedLiftsQuery } from '../../api/progress-api';
import { exerciseGroups, matchesFilter } from '../../domain/exercise-options';
import styles from './exercise-progress.module.css';

export interface ExercisePickerProps {
  dictionary: readonly DictionaryExercise[];
  custom: readonly CustomExercise[];
  value: string;
  onChange: (exercise: string) => void;
  /** While the catalog loads, the select says so (a chosen exercise still charts meanwhile). */
  loading?: boolean;
}

export function ExercisePicker({ dictionary, custom, value, onChange, loading = false }: ExercisePickerProps) {
  const [filter, setFilter] = useState('');
  // Without it (loading, or it failed) the picker is the catalog alone: nothing to wait for.
  const logged = useGetLoggedLiftsQuery().data;
  const groups = useMemo(() => exerciseGroups(dictionary, custom, filter, value, logged), [dictionary, custom, filter, value, logged]);
  // A deleted custom exercise's logged sets stay chartable: its name is offered under its own group.
  const usage = useGetCustomExerciseUsageQuery();
  const deleted = useMemo(
    () =>
      (usage.data ?? [])
        .filter((lift) => lift.custom_exercise_id === null && lift.logged_sets > 0 && matchesFilter(lift.name, filter))
        .map((lift) => lift.name)
        .filter((name) => !groups.logged.some((lift) => lift.name.toLowerCase() === name.toLowerCase())),
    [usage.data, filter, groups.logged],
  );
  const noMatch = filter.trim() !== '' && ![...dictionary, ...custom, ...(logged ?? [])].some((exercise) => matchesFilter(exercise.name, filter));
  return (
    <div className={styles.picker}>
      <Field
        label="Find an exercise"
        type="search"
        value={filter}
        placeholder="Type to filter, e.g. squat"
        autoComplete="off"
        onChange={(event) => setFilter(event.target.value)}
        disabled={loading}
        hint={noMatch ? `No exercise matches “${filter.trim()}”` : undefined}
      />
      <Field label="Exercise" hint={loading ? 'Loading exercises...' : undefined}>
        <select value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose an exercise...</option>
          {groups.logged.length > 0 ? (
            <optgroup label="Your lifts, most recent first">
              {groups.logged.map((lift) => (
                <option key={lift.name} value={lift.name}>
                  {lift.label}
                </option>
              ))}
            </optgroup>
          ) : null}
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
          {deleted.length > 0 ? (
            <optgroup label="Deleted, with logged sets">
              {deleted.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
          ) : null}
        </select>
      </Field>
    </div>
  );
}
