// What an export holds, before anything is written: the app and layout, counts, date range, the
// unit when the file does not say, how each exercise name maps onto the lifter's exercises, and
// every row that will not become a set, by line.
import { useId, useMemo, useState } from 'react';
import { formatNumber, useExerciseCatalog, useWeightUnit } from '@liftbook/shared';
import type { CustomExercise, DictionaryExercise, WeightUnit } from '@liftbook/shared/contract';
import type { ExerciseMatch } from '../../domain/exercise-name-matcher';
import { importedName, resolveMapping, suggestMappings, type NameMapping } from '../../domain/import/exercise-mapping';
import type { ImportPlan, SkipReason } from '@liftbook/shared/import';
// The plan's helpers only: the readers (and papaparse) load with a chosen file, in the worker.
import { SOURCE_APP_NAMES, applyUnit, summarizePlan } from '@liftbook/shared/import/plan';
import { SUGGESTED, choiceValue, parseChoiceValue, type MatchChoice } from '../../domain/match-choice';
import { plural } from '../../domain/plural';
import { ImportAction } from './import-action';
import styles from './your-data.module.css';

const SKIP_TITLES: Record<SkipReason, (count: number) => string> = {
  'rest-timer': (n) => `${plural(n, 'Rest Timer row')}: not sets; each rest is kept in the notes of its exercise.`,
  note: (n) => `${plural(n, 'Note row')}: not sets; each note is kept in the notes of its exercise.`,
  malformed: (n) => `${plural(n, 'row')} with the wrong number of fields: not imported.`,
  unreadable: (n) => `${plural(n, 'row')} with a value that could not be read: not imported.`,
};

function mappingText(match: ExerciseMatch, name: string): string {
  if (match.kind === 'dictionary') return `${match.match.name} (dictionary)`;
  if (match.kind === 'custom') return `${match.match.name} (your exercise)`;
  return `New custom exercise "${name}"`;
}

/** A calendar date of a plan ("2024-06-18T11:04:00" → "Jun 18, 2024"), read as written. */
function dateText(startedAt: string): string {
  const [y, m, d] = startedAt.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
}

interface MappingRowProps {
  mapping: NameMapping;
  choice: MatchChoice | undefined;
  onChoose: (choice: MatchChoice) => void;
  dictionary: readonly DictionaryExercise[];
  custom: readonly CustomExercise[];
}

/**
 * One name's mapping. A large file has a hundred names or more: each select holds only its current
 * options until it is focused or pressed, and then the whole catalogue (a hundred selects of every
 * lift each would take seconds to render).
 */
function MappingRow({ mapping, choice, onChoose, dictionary, custom }: MappingRowProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const resolved = resolveMapping(mapping.suggestion, choice, dictionary, custom);
  const chosenLift = choice?.kind === 'dictionary' || choice?.kind === 'custom' ? resolved : null;
  const expand = () => setExpanded(true);
  // The matcher could not tell between a few lifts (or matched only loosely): nothing is chosen for
  // the lifter, but the likely ones are offered first and named.
  const candidates = mapping.suggestion.kind === 'ask' ? mapping.suggestion.candidates : [];
  return (
    <li className={styles.mapping}>
      <span className={styles.mappingName}>
        {mapping.name} <span className={styles.muted}>· {plural(mapping.sets, 'set')}</span>
        {candidates.length > 0 ? <span className={styles.couldBe}>Could be {candidates.map((c) => c.match.name).join(' or ')}: choose it below</span> : null}
      </span>
      <span className={styles.mappingChoice}>
        <label htmlFor={id} className={styles.visuallyHidden}>
          Import "{mapping.name}" as
        </label>
        <select
          id={id}
          className="lb-input"
          value={choiceValue(choice ?? SUGGESTED)}
          onFocus={expand}
          onPointerDown={expand}
          onChange={(event) => onChoose(parseChoiceValue(event.target.value))}
        >
          <option value="suggested">{mappingText(mapping.suggestion, mapping.name)}</option>
          {mapping.suggestion.kind !== 'none' && mapping.suggestion.kind !== 'ask' ? <option value="typed">New custom exercise "{mapping.name}"</option> : null}
          {candidates.length > 0 ? (
            <optgroup label="Could be">
              {candidates.map((candidate) => (
                <option key={`${candidate.kind}:${candidate.match.id}`} value={`${candidate.kind}:${candidate.match.id}`}>
                  {candidate.match.name}
                </option>
              ))}
            </optgroup>
          ) : null}
          {expanded ? (
            <>
              <optgroup label="Dictionary Exercises">
                {dictionary.map((lift) => (
                  <option key={lift.id} value={`dictionary:${lift.id}`}>
                    {lift.name}
                  </option>
                ))}
              </optgroup>
              {custom.length > 0 ? (
                <optgroup label="Custom Exercises">
                  {custom.map((lift) => (
                    <option key={lift.id} value={`custom:${lift.id}`}>
                      {lift.name}
                    </option>
                  ))}
                </optgroup>
              ) : null}
            </>
          ) : chosenLift !== null && chosenLift.match !== null && !candidates.some((c) => c.match.id === chosenLift.match.id && c.kind === chosenLift.kind) ? (
            <option value={choiceValue(choice ?? SUGGESTED)}>{chosenLift.match.name}</option>
          ) : null}
        </select>
      </span>
    </li>
  );
}

export interface ImportPreviewProps {
  file: File;
  plan: ImportPlan;
  /** Kept on the element for measurements, with where the file was parsed (worker or main thread). */
  readMs: number;
  parsedIn: string;
}

export function ImportPreview({ file, plan, readMs, parsedIn }: ImportPreviewProps) {
  const fileName = file.name;
  const unitName = useId();
  const { dictionary, custom, loading, error } = useExerciseCatalog();
  // The lifter's own unit until they choose.
  const lifterUnit = useWeightUnit();
  const [chosenUnit, setUnit] = useState<WeightUnit | null>(null);
  const unit = chosenUnit ?? lifterUnit;
  const [choices, setChoices] = useState<Record<string, MatchChoice>>({});
  const summary = useMemo(() => summarizePlan(plan), [plan]);
  const mappings = useMemo(() => suggestMappings(plan, dictionary, custom), [plan, dictionary, custom]);
  // What is written: units filled in from the lifter's choice, names as mapped.
  const resolvedPlan = useMemo(() => applyUnit(plan, unit), [plan, unit]);
  const mapName = useMemo(() => {
    const names = new Map(mappings.map((m) => [m.name, importedName(resolveMapping(m.suggestion, choices[m.name], dictionary, custom), m.name)]));
    return (name: string) => names.get(name) ?? name;
  }, [mappings, choices, dictionary, custom]);
  const skippedReasons = (Object.keys(summary.skippedByReason) as SkipReason[]).filter((reason) => summary.skippedByReason[reason] > 0);
  const unitless = plan.needsUnit
    ? plan.workouts.reduce(
        (sum, w) =>
          sum +
          w.exercises.reduce(
            (s, e) =>
              s + e.sets.filter((set) => (set.weight !== null && set.weightUnit === null) || (set.distance !== null && set.distanceUnit === null)).length,
            0,
          ),
        0,
      )
    : 0;
  const kinds = [
    ['warm-up', summary.setsByKind.warmup],
    ['drop', summary.setsByKind.drop],
    ['failure', summary.setsByKind.failure],
  ].filter(([, count]) => Number(count) > 0);

  return (
    <div
      className={styles.preview}
      data-testid="import-preview"
      data-read-ms={readMs}
      data-parsed-in={parsedIn}
      data-resolved-unit={resolvedPlan.needsUnit ? '' : unit}
    >
      <h3 className={styles.previewTitle}>Preview of {fileName}</h3>
      <dl className={styles.stats}>
        <div>
          <dt>From</dt>
          <dd>
            {SOURCE_APP_NAMES[plan.source]} <span className={styles.muted}>({plan.layout})</span>
          </dd>
        </div>
        <div>
          <dt>Workouts</dt>
          <dd>{formatNumber(summary.workouts)}</dd>
        </div>
        <div>
          <dt>Exercises</dt>
          <dd>{formatNumber(summary.exercises)}</dd>
        </div>
        <div>
          <dt>Sets</dt>
          <dd>
            {formatNumber(summary.sets)}
            {kinds.length > 0 ? (
              <span className={styles.muted}> (of which {kinds.map(([kind, count]) => `${formatNumber(Number(count))} ${kind}`).join(', ')})</span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>{summary.dateRange ? `${dateText(summary.dateRange.first)} – ${dateText(summary.dateRange.last)}` : 'None'}</dd>
        </div>
      </dl>

      {plan.needsUnit ? (
        <fieldset className={styles.unit}>
          <legend>The file does not say the unit of {plural(unitless, 'set')}. Weights are in</legend>
          {(['kg', 'lbs'] as const).map((option) => (
            <label key={option} className={styles.unitOption}>
              <input type="radio" name={unitName} value={option} checked={unit === option} onChange={() => setUnit(option)} /> {option}
              <span className={styles.muted}> (distances in {option === 'kg' ? 'km' : 'miles'})</span>
            </label>
          ))}
        </fieldset>
      ) : null}

      <h4 className={styles.subTitle}>Exercises ({formatNumber(mappings.length)})</h4>
      <p className={styles.hint}>Each name becomes the exercise on its right. Change any of them; a name with no match becomes your own custom exercise.</p>
      {error ? <p role="alert">{error}</p> : null}
      {loading ? <p className={styles.hint}>Loading your exercises…</p> : null}
      {/* Suggestions need the catalogue: no list of "new custom exercise" guesses before it is here. */}
      <ul className={styles.mappings} hidden={loading}>
        {mappings.map((mapping) => (
          <MappingRow
            key={mapping.name}
            mapping={mapping}
            choice={choices[mapping.name]}
            onChoose={(choice) => setChoices((all) => ({ ...all, [mapping.name]: choice }))}
            dictionary={dictionary}
            custom={custom}
          />
        ))}
      </ul>

      <h4 className={styles.subTitle}>Rows not imported as sets ({formatNumber(plan.skipped.length)})</h4>
      {plan.skipped.length === 0 ? (
        <p className={styles.hint}>Every row is a set.</p>
      ) : (
        <>
          <ul className={styles.reasons}>
            {skippedReasons.map((reason) => (
              <li key={reason}>{SKIP_TITLES[reason](summary.skippedByReason[reason])}</li>
            ))}
          </ul>
          <details className={styles.skipped}>
            <summary>Every row, by line</summary>
            <ol className={styles.skippedList}>
              {plan.skipped.map((row) => (
                <li key={row.line}>
                  <span className={styles.line}>Line {row.line}</span> {row.message.replace(/^Line \d+: /, '')}
                </li>
              ))}
            </ol>
          </details>
        </>
      )}
      <ImportAction file={file} source={plan.source} plan={resolvedPlan} mapName={mapName} ready={!loading && !error} />
    </div>
  );
}
