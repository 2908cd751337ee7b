// The check's answer when some of the file's workouts differ from sessions in the lifter's log:
// what will be added, what is already there, and per changed workout the choice (keep mine, or
// add theirs beside it), with a choice for all. Nothing is written until "Finish import".
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '@liftbook/shared';
import type { ImportChangedChoice, ImportChangedWorkout, ImportCheck, ImportFinishInput } from '@liftbook/shared/contract';
import { importCheckText } from '../../domain/import/import-messages';
import { plural } from '../../domain/plural';
import preview from './import-preview.module.css';
import styles from './your-data.module.css';

const CHOICES: [ImportChangedChoice, string][] = [
  ['keep_mine', 'Keep mine'],
  ['add_theirs', 'Add theirs'],
];

/** The finish's body: the choice for all, and the workouts chosen otherwise. */
export function finishChoice(forAll: ImportChangedChoice, chosen: Record<number, ImportChangedChoice>): ImportFinishInput {
  const except = Object.entries(chosen)
    .filter(([, choice]) => choice !== forAll)
    .map(([seq]) => Number(seq));
  return { changed: forAll, except };
}

function dayText(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
}

const contents = (lifts: string[], sets: number) => `${lifts.join(', ') || 'no exercises'} · ${plural(sets, 'set')}`;

interface ChangedRowProps {
  workout: ImportChangedWorkout;
  choice: ImportChangedChoice;
  onChoose: (choice: ImportChangedChoice) => void;
  disabled: boolean;
}

function ChangedRow({ workout, choice, onChoose, disabled }: ChangedRowProps) {
  const name = useId();
  return (
    <li className={preview.changedItem}>
      <fieldset className={preview.changedChoice} disabled={disabled}>
        <legend className={preview.changedTitle}>
          {dayText(workout.session_date)} · {workout.session_type}
        </legend>
        <dl className={preview.changedSides}>
          <div>
            <dt>In the file</dt>
            <dd>{contents(workout.lifts, workout.sets)}</dd>
          </div>
          <div>
            <dt>
              In your log (
              <Link to={`/sessions/${workout.mine.session_id}`} aria-label={`open your session of ${dayText(workout.session_date)}`}>
                open
              </Link>
              )
            </dt>
            <dd>{contents(workout.mine.lifts, workout.mine.sets)}</dd>
          </div>
        </dl>
        <ul className={preview.changedDiffs} aria-label="What differs">
          {workout.differences.map((difference) => (
            <li key={difference}>{difference}</li>
          ))}
        </ul>
        <div className={preview.changedOptions}>
          {CHOICES.map(([value, label]) => (
            <label key={value} className={preview.unitOption}>
              <input type="radio" name={name} value={value} checked={choice === value} onChange={() => onChoose(value)} /> {label}
            </label>
          ))}
        </div>
      </fieldset>
    </li>
  );
}

export interface ChangedWorkoutsProps {
  check: ImportCheck;
  busy: boolean;
  onFinish: (choice: ImportFinishInput) => void;
}

export function ChangedWorkouts({ check, busy, onFinish }: ChangedWorkoutsProps) {
  const titleId = useId();
  const [forAll, setForAll] = useState<ImportChangedChoice>('keep_mine');
  const [chosen, setChosen] = useState<Record<number, ImportChangedChoice>>({});
  const notListed = check.workouts_changed - check.changed.length;
  const all = (choice: ImportChangedChoice) => {
    setForAll(choice);
    setChosen({});
  };
  return (
    <section className={preview.changed} aria-labelledby={titleId} data-testid="import-changed">
      <h4 id={titleId} className={preview.subTitle}>
        Changed workouts ({check.workouts_changed.toLocaleString('en-US')})
      </h4>
      <div className={styles.result}>
        {importCheckText(check).map((line) => (
          <p key={line}>{line}</p>
        ))}
      </div>
      <div className={preview.importRow} role="group" aria-label="For all changed workouts">
        <Button variant="secondary" size="sm" onClick={() => all('keep_mine')} disabled={busy}>
          Keep mine for all
        </Button>
        <Button variant="secondary" size="sm" onClick={() => all('add_theirs')} disabled={busy}>
          Add theirs for all
        </Button>
      </div>
      <ul className={preview.changedList}>
        {check.changed.map((workout) => (
          <ChangedRow
            key={workout.seq}
            workout={workout}
            choice={chosen[workout.seq] ?? forAll}
            onChoose={(choice) => setChosen((before) => ({ ...before, [workout.seq]: choice }))}
            disabled={busy}
          />
        ))}
      </ul>
      {notListed > 0 ? (
        <p className={preview.notListed}>
          …and {plural(notListed, 'more changed workout')}, not listed here: {forAll === 'keep_mine' ? 'yours are kept' : "the file's are added"} (the choice
          for all).
        </p>
      ) : null}
      <div className={preview.importRow}>
        <Button onClick={() => onFinish(finishChoice(forAll, chosen))} busy={busy} busyLabel="Finishing…">
          Finish import
        </Button>
      </div>
    </section>
  );
}
