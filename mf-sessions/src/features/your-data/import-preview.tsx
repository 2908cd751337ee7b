// What an export holds, before anything is written: the app and layout, counts, date range, the
// unit when the file does not say, how each exercise name maps onto the lifter's exercises, and
// every row that will not become a set, by line.
import { memo, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Button, formatNumber, useExerciseCatalog, useWeightUnit } from '@liftbook/shared';
import type { CustomExercise, DictionaryExercise, WeightUnit } from '@liftbook/shared/contract';
import type { ExerciseMatch } from '../../domain/exercise-names/exercise-name-matcher';
import { importedName, resolveMapping, type NameMapping } from '../../domain/import/exercise-mapping';
import { preselectedUnit, unitExampleRows, unitReasonText } from '../../domain/import/unit-choice';
import type { SkipReason } from '@liftbook/shared/import';
// The plan's helpers only: the readers (and papaparse) load with a chosen file, in the worker.
import { SOURCE_APP_NAMES } from '@liftbook/shared/import/plan';
import { equipmentVariation } from '@liftbook/shared/import/exercise-names';
import { SUGGESTED, choiceValue, parseChoiceValue, type MatchChoice } from '../../domain/exercise-names/match-choice';
import { plural } from '../../domain/plural';
import { CatalogueOptions } from '../../ui/catalogue-options';
import { ImportAction } from './import-action';
import type { OpenedImportFile } from './open-import-file';
import { useNameMappings } from './use-name-mappings';
import preview from './import-preview.module.css';
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

/**
 * Mapping rows drawn at first, and added per "Show more": a file of hundreds of names drawn at once
 * held the page in one long task. Most sets first, so the names that matter most are the first seen.
 */
export const MAPPINGS_PER_PAGE = 25;

interface MappingRowProps {
  mapping: NameMapping;
  choice: MatchChoice | undefined;
  onChoose: (name: string, choice: MatchChoice) => void;
  dictionary: readonly DictionaryExercise[];
  custom: readonly CustomExercise[];
  /** The first row a "Show more" added: it takes the focus, so a keyboard goes on from there. */
  focusOnShow?: boolean;
}

/**
 * One name's mapping. A large file has a hundred names or more: each select holds only its current
 * options until it is focused or pressed, and then the whole catalogue (a hundred selects of every
 * lift each would take seconds to render).
 */
const MappingRow = memo(function MappingRow({ mapping, choice, onChoose, dictionary, custom, focusOnShow = false }: MappingRowProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (focusOnShow) select.current?.focus();
  }, [focusOnShow]);
  const resolved = resolveMapping(mapping.suggestion, choice, dictionary, custom);
  const variation = equipmentVariation(mapping.name, importedName(resolved, mapping.name));
  const chosenLift = choice?.kind === 'dictionary' || choice?.kind === 'custom' ? resolved : null;
  const expand = () => setExpanded(true);
  // Lifts the name might be (sharing words is not being the same lift): nothing is chosen for the
  // lifter, but the likely ones are offered first and named.
  const candidates = mapping.couldBe;
  return (
    <li className={preview.mapping}>
      <span className={preview.mappingName}>
        {mapping.name} <span className={styles.muted}>· {plural(mapping.sets, 'set')}</span>
        {candidates.length > 0 ? <span className={preview.couldBe}>Could be {candidates.map((c) => c.match.name).join(' or ')}: choose it below</span> : null}
        {variation !== null ? <span className={preview.variation}>Kept as its variation: {variation}</span> : null}
      </span>
      <span className={preview.mappingChoice}>
        <label htmlFor={id} className={preview.visuallyHidden}>
          Import "{mapping.name}" as
        </label>
        <select
          id={id}
          ref={select}
          className="lb-input"
          value={choiceValue(choice ?? SUGGESTED)}
          onFocus={expand}
          onPointerDown={expand}
          onChange={(event) => onChoose(mapping.name, parseChoiceValue(event.target.value))}
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
            <CatalogueOptions dictionary={dictionary} custom={custom} />
          ) : chosenLift !== null && chosenLift.match !== null && !candidates.some((c) => c.match.id === chosenLift.match.id && c.kind === chosenLift.kind) ? (
            <option value={choiceValue(choice ?? SUGGESTED)}>{chosenLift.match.name}</option>
          ) : null}
        </select>
      </span>
    </li>
  );
});

export interface ImportPreviewProps {
  file: File;
  /** The file as read for the preview (its overview), kept open for the import. */
  opened: OpenedImportFile;
  /** Kept on the element for measurements: ms from choosing the file to its preview. */
  readMs: number;
}

export function ImportPreview({ file, opened, readMs }: ImportPreviewProps) {
  const { overview } = opened;
  const fileName = file.name;
  const unitName = useId();
  const { dictionary, custom, loading, error } = useExerciseCatalog();
  // The unit the file's numbers point to when they are clear, else the lifter's own, until they choose.
  const lifterUnit = useWeightUnit();
  const [chosenUnit, setUnit] = useState<WeightUnit | null>(null);
  const unit = chosenUnit ?? preselectedUnit(overview.unitInference, lifterUnit);
  const unitReasonId = useId();
  const examples = unitExampleRows(overview.unitEvidence);
  const [choices, setChoices] = useState<Record<string, MatchChoice>>({});
  const { summary } = overview;
  const choose = useCallback((name: string, choice: MatchChoice) => setChoices((all) => ({ ...all, [name]: choice })), []);
  const { mappings, current } = useNameMappings(overview, dictionary, custom, !loading);
  const [shown, setShown] = useState(MAPPINGS_PER_PAGE);
  // What is written: each file name as the lift it is mapped to (units are filled in as it is read).
  const names = useMemo(
    () => Object.fromEntries((mappings ?? []).map((m) => [m.name, importedName(resolveMapping(m.suggestion, choices[m.name], dictionary, custom), m.name)])),
    [mappings, choices, dictionary, custom],
  );
  // What a mapped name said that its lift does not ("Assisted", "Machine"), kept as the variation.
  const variations = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(names).flatMap(([fileName, name]) => {
          const variation = equipmentVariation(fileName, name);
          return variation === null ? [] : [[fileName, variation]];
        }),
      ),
    [names],
  );
  const skippedReasons = (Object.keys(summary.skippedByReason) as SkipReason[]).filter((reason) => summary.skippedByReason[reason] > 0);
  const skippedTotal = skippedReasons.reduce((sum, reason) => sum + summary.skippedByReason[reason], 0);
  const notListed = skippedTotal - overview.skipped.length;
  const kinds = [
    ['warm-up', summary.setsByKind.warmup],
    ['drop', summary.setsByKind.drop],
    ['failure', summary.setsByKind.failure],
  ].filter(([, count]) => Number(count) > 0);

  return (
    <div className={preview.preview} data-testid="import-preview" data-read-ms={readMs} data-resolved-unit={unit}>
      <h3 className={preview.previewTitle}>Preview of {fileName}</h3>
      <dl className={preview.stats}>
        <div>
          <dt>From</dt>
          <dd>
            {SOURCE_APP_NAMES[overview.source]} <span className={styles.muted}>({overview.layout})</span>
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

      {overview.needsUnit ? (
        <fieldset className={preview.unit} aria-describedby={unitReasonId} data-testid="import-unit" data-inferred-unit={overview.unitInference.unit ?? ''}>
          <legend>
            The file does not say the unit of {formatNumber(overview.unitlessSets)} {overview.unitlessSets === 1 ? 'set' : 'sets'}. Weights are in
          </legend>
          {(['kg', 'lbs'] as const).map((option) => (
            <label key={option} className={preview.unitOption}>
              <input type="radio" name={unitName} value={option} checked={unit === option} onChange={() => setUnit(option)} /> {option}
              <span className={styles.muted}> (distances in {option === 'kg' ? 'km' : 'miles'})</span>
            </label>
          ))}
          <p id={unitReasonId} className={preview.unitReason}>
            {unitReasonText(overview.unitInference, overview.unitEvidence, lifterUnit)}
          </p>
          {examples.length > 0 ? (
            <table className={preview.unitExamples}>
              <caption>The heaviest set of the file’s most logged lifts, read both ways</caption>
              <thead>
                <tr>
                  <th scope="col">Lift</th>
                  <th scope="col" aria-current={unit === 'kg' ? 'true' : undefined}>
                    As kg
                  </th>
                  <th scope="col" aria-current={unit === 'lbs' ? 'true' : undefined}>
                    As lbs
                  </th>
                </tr>
              </thead>
              <tbody>
                {examples.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.name}</th>
                    <td aria-current={unit === 'kg' ? 'true' : undefined}>{row.asKg}</td>
                    <td aria-current={unit === 'lbs' ? 'true' : undefined}>{row.asLbs}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </fieldset>
      ) : null}

      <h4 className={preview.subTitle}>Exercises ({formatNumber(overview.names.length)})</h4>
      <p className={styles.hint}>Each name becomes the exercise on its right. Change any of them; a name with no match becomes your own custom exercise.</p>
      {error ? <p role="alert">{error}</p> : null}
      {loading ? <p className={styles.hint}>Loading your exercises…</p> : null}
      {!loading && mappings === null ? (
        <p className={styles.hint} role="status">
          Matching {plural(overview.names.length, 'name')} with your exercises…
        </p>
      ) : null}
      {/* Suggestions need the catalogue: no list of "new custom exercise" guesses before it is here. */}
      {mappings !== null && !loading ? (
        <>
          <ul className={preview.mappings}>
            {mappings.slice(0, shown).map((mapping, index) => (
              <MappingRow
                key={mapping.name}
                mapping={mapping}
                choice={choices[mapping.name]}
                onChoose={choose}
                dictionary={dictionary}
                custom={custom}
                focusOnShow={index === shown - MAPPINGS_PER_PAGE && index > 0}
              />
            ))}
          </ul>
          {mappings.length > shown ? (
            <div className={preview.moreMappings}>
              <p className={styles.hint}>
                The {formatNumber(shown)} names with the most sets of {formatNumber(mappings.length)} are shown. The others are imported as suggested unless you
                show and change them.
              </p>
              <Button variant="secondary" onClick={() => setShown((before) => before + MAPPINGS_PER_PAGE)}>
                Show {plural(Math.min(MAPPINGS_PER_PAGE, mappings.length - shown), 'more name')}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}

      <h4 className={preview.subTitle}>Rows not imported as sets ({formatNumber(skippedTotal)})</h4>
      {skippedTotal === 0 ? (
        <p className={styles.hint}>Every row is a set.</p>
      ) : (
        <>
          <ul className={preview.reasons}>
            {skippedReasons.map((reason) => (
              <li key={reason}>{SKIP_TITLES[reason](summary.skippedByReason[reason])}</li>
            ))}
          </ul>
          <details className={preview.skipped}>
            <summary>{notListed > 0 ? `The first ${formatNumber(overview.skipped.length)} rows, by line` : 'Every row, by line'}</summary>
            <ol className={preview.skippedList}>
              {overview.skipped.map((row) => (
                <li key={row.line}>
                  <span className={preview.line}>Line {row.line}</span> {row.message.replace(/^Line \d+: /, '')}
                </li>
              ))}
            </ol>
            {notListed > 0 ? <p className={preview.notListed}>…and {plural(notListed, 'more row')}, not listed here.</p> : null}
          </details>
        </>
      )}
      <ImportAction
        fileName={file.name}
        opened={opened}
        choice={{ unit, names, variations }}
        workouts={summary.workouts}
        ready={!loading && !error && current}
      />
    </div>
  );
}
