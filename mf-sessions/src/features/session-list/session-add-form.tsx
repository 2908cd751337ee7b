import { useState, type FormEvent } from 'react';
import { Button, FormFailure, httpErrorMessage, todayInputValue } from '@liftbook/shared';
import { validateSessionForm, type SessionFormErrors } from '../../domain/sessions/session-validation';
import { useCreateSessionMutation } from '../../api/sessions-api';
import { SessionFormFields, type SessionFormState } from './session-form-fields';
import styles from './session-list.module.css';

const emptyForm = (): SessionFormState => ({ date: todayInputValue(), type: '', notes: '' });

/** The add form on /sessions: date (today on the lifter's phone), type, optional notes. */
export function SessionAddForm() {
  const [values, setValues] = useState<SessionFormState>(emptyForm);
  const [errors, setErrors] = useState<SessionFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [createSession, { isLoading }] = useCreateSessionMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateSessionForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    try {
      await createSession(checked.value).unwrap();
      setValues(emptyForm());
    } catch (error) {
      // docs/product.md §8; what was typed stays in the form.
      setFailure(httpErrorMessage(error));
    }
  }

  return (
    <form className={`lb-card ${styles.add}`} aria-labelledby="sessions-add-title" onSubmit={submit} noValidate>
      <h2 id="sessions-add-title" className={styles.sectionTitle}>
        Add Session
      </h2>
      <SessionFormFields idPrefix="session-add" values={values} errors={errors} onChange={setValues} />
      <FormFailure message={failure} />
      <Button type="submit" busy={isLoading} busyLabel="Adding..." className={styles.submit}>
        Add Session
      </Button>
    </form>
  );
}
