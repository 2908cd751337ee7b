// /routines/programs: the three built-in programs, a line each on what they are, and building
// one's own from one's routines in order. "Start program" asks for the numbers the program needs
// (a starting weight per lift, or for 5/3/1 a training max) in the lifter's unit; an empty field
// is the program's default, said beside it. A bad figure keeps what was typed and says why. The
// program's routines then appear on /routines, where the program's next routine starts in a tap.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Field, FormFailure, PageHeader, announce, errorMessage, useWeightUnit } from '@liftbook/shared';
import { routinesPath } from '@liftbook/shared/paths';
import type { ProgramKey, WeightUnit } from '@liftbook/shared/contract';
import { PROGRAMS } from '@liftbook/shared/training';
import { PROGRAM_ERRORS, useStartProgramMutation } from '../../api/programs-api';
import { programLifts, readProgramWeights } from '../../domain/programs/program-start';
import { OwnProgramForm } from './own-program-form';
import cards from '../../ui/card-list.module.css';
import styles from './programs.module.css';

export const START_PROGRAM = 'Start program';

function StartForm({ programKey, name, unit, onCancel }: { programKey: ProgramKey; name: string; unit: WeightUnit; onCancel: () => void }) {
  const navigate = useNavigate();
  const lifts = programLifts(programKey, unit);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [start, started] = useStartProgramMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (started.isLoading) return;
    const read = readProgramWeights(lifts, typed, unit);
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    try {
      await start({ key: programKey, weights: read.weights }).unwrap();
      announce(`Started ${name}`);
      void navigate(routinesPath());
    } catch {
      // Said under the form, which keeps what was typed.
    }
  }

  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label={`Start ${name}`}>
      <p className={styles.summary}>
        {lifts.some((l) => l.kind === 'training_max') ? 'Your training max per lift' : 'Your starting working weight per lift'}, in {unit}. Leave a field empty
        to start at the weight shown.
      </p>
      <div className={styles.lifts}>
        {lifts.map((lift) => (
          <Field
            key={lift.name}
            label={lift.kind === 'training_max' ? `${lift.name} training max (${unit})` : `${lift.name} (${unit})`}
            inputMode="decimal"
            autoComplete="off"
            value={typed[lift.name] ?? ''}
            placeholder={String(lift.fallback)}
            hint={`Empty: ${lift.fallback} ${unit}`}
            error={errors[lift.name] ?? null}
            onChange={(e) => setTyped({ ...typed, [lift.name]: e.target.value })}
          />
        ))}
      </div>
      <FormFailure message={errorMessage(started.error, PROGRAM_ERRORS.startProgram)} />
      <div className={styles.actions}>
        <Button type="submit" busy={started.isLoading} busyLabel="Starting...">
          Start {name}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function ProgramsPage() {
  const unit = useWeightUnit();
  const [open, setOpen] = useState<ProgramKey | null>(null);
  return (
    <div className="lb-page">
      <PageHeader
        title="Programs"
        subtitle="A program orders your routines and moves the weight for you at each Finish."
        actions={
          <Link to={routinesPath()} className="lb-button lb-button--secondary">
            Back to Routines
          </Link>
        }
      />
      <section aria-labelledby="built-in-heading" className={styles.panel}>
        <h2 id="built-in-heading" className={styles.title}>
          Built-in programs
        </h2>
        <ul className={cards.list}>
          {PROGRAMS.map((program) => (
            <li key={program.key} className={`lb-card ${styles.form}`}>
              <div className={styles.main}>
                <h3 className={styles.name}>{program.name}</h3>
                <p className={styles.summary}>{program.description}</p>
              </div>
              {open === program.key ? (
                <StartForm programKey={program.key} name={program.name} unit={unit} onCancel={() => setOpen(null)} />
              ) : (
                <div className={styles.actions}>
                  <Button onClick={() => setOpen(program.key)} aria-label={`${START_PROGRAM} ${program.name}`}>
                    {START_PROGRAM}
                  </Button>
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
      <OwnProgramForm />
    </div>
  );
}
