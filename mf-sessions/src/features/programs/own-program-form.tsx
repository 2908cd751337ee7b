// "Build your own": a name and the lifter's routines, a day each, in the order they are done. Each
// day is a select of their routines (at least one routine needed; none yet says where to make
// one). A refused save (a routine deleted meanwhile: 404 naming routine_ids[i]) shows on its field;
// the form keeps what was chosen.
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Field, FormFailure, LoadingState, announce, errorMessage, type ApiError } from '@liftbook/shared';
import { newRoutinePath, routinesPath } from '@liftbook/shared/paths';
import { PROGRAM_ROUTINES_MAX } from '@liftbook/shared/training';
import { PROGRAM_ERRORS, useStartProgramMutation } from '../../api/programs-api';
import { useGetRoutinesQuery } from '../../api/routines-api';
import { apiFieldError, PROGRAM_NAME_MAX, readOwnProgram, type OwnProgramErrors } from '../../domain/programs/own-program';
import styles from './programs.module.css';

export const SAVE_PROGRAM = 'Save program';

export function OwnProgramForm() {
  const navigate = useNavigate();
  const routines = useGetRoutinesQuery();
  const [name, setName] = useState('');
  const [days, setDays] = useState<string[]>(['', '']);
  const [errors, setErrors] = useState<OwnProgramErrors>({ days: {} });
  const [save, saved] = useStartProgramMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saved.isLoading) return;
    const read = readOwnProgram({ name, days });
    if (!read.ok) {
      setErrors(read.errors);
      return;
    }
    setErrors({ days: {} });
    try {
      await save(read.input).unwrap();
      announce(`Saved ${read.input.name}`);
      void navigate(routinesPath());
    } catch (error) {
      const refused = error as ApiError;
      const onField = apiFieldError(refused.field, refused.reason ?? '');
      if (onField) setErrors(onField);
    }
  }

  const setDay = (i: number, value: string) => setDays(days.map((d, j) => (j === i ? value : d)));
  const list = routines.data ?? [];
  return (
    <section aria-labelledby="own-heading" className={`lb-card ${styles.form}`}>
      <h2 id="own-heading" className={styles.title}>
        Build your own
      </h2>
      <p className={styles.summary}>Your routines in the order you do them: two days alternate (A, B); more make a rotation.</p>
      {routines.isLoading ? <LoadingState text="Loading routines..." /> : null}
      {routines.isError && !routines.isFetching ? <FormFailure message="Failed to load routines" /> : null}
      {routines.data && list.length === 0 ? (
        <p className={styles.summary}>
          A program is made of your routines. <Link to={newRoutinePath()}>Create a routine</Link> first.
        </p>
      ) : null}
      {list.length > 0 ? (
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate aria-label="Build your own program">
          <Field label="Program name" value={name} maxLength={PROGRAM_NAME_MAX + 20} error={errors.name ?? null} onChange={(e) => setName(e.target.value)} />
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>Days, in order</legend>
            {days.map((day, i) => (
              <div key={i} className={styles.day}>
                <Field label={`Day ${i + 1}`} error={errors.days[i] ?? null}>
                  <select value={day} onChange={(e) => setDay(i, e.target.value)}>
                    <option value="">Choose a routine</option>
                    {list.map((r) => (
                      <option key={r.id} value={String(r.id)}>
                        {r.name}
                      </option>
                    ))}
                  </select>
                </Field>
                <Button
                  variant="ghost"
                  className={styles.start}
                  disabled={days.length <= 1}
                  onClick={() => setDays(days.filter((_, j) => j !== i))}
                  aria-label={`Remove day ${i + 1}`}
                >
                  Remove
                </Button>
              </div>
            ))}
            {errors.list ? (
              <p className="lb-field__error" role="alert">
                {errors.list}
              </p>
            ) : null}
          </fieldset>
          <FormFailure message={errorMessage(saved.error, PROGRAM_ERRORS.saveProgram)} />
          <div className={styles.actions}>
            <Button variant="secondary" disabled={days.length >= PROGRAM_ROUTINES_MAX} onClick={() => setDays([...days, ''])}>
              Add day
            </Button>
            <Button type="submit" busy={saved.isLoading} busyLabel="Saving...">
              {SAVE_PROGRAM}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
