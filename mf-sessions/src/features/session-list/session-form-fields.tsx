import { Field } from '@liftbook/shared';
import type { SessionFormErrors, SessionFormValues } from '../../domain/sessions/session-validation';
import styles from './session-list.module.css';

export type SessionFormState = Required<SessionFormValues> & { notes: string };

interface Props {
  values: SessionFormState;
  errors: SessionFormErrors;
  onChange: (values: SessionFormState) => void;
  /** Distinguishes the add form's fields from an edit form's in ids. */
  idPrefix: string;
}

/** Date, Type and Notes of a session (docs/product.md §2), for the add form and the inline edit. */
export function SessionFormFields({ values, errors, onChange, idPrefix }: Props) {
  return (
    <div className={styles.fields}>
      <Field
        id={`${idPrefix}-date`}
        label="Date"
        type="date"
        required
        value={values.date}
        error={errors.date}
        onChange={(e) => onChange({ ...values, date: e.target.value })}
      />
      <Field
        id={`${idPrefix}-type`}
        label="Type"
        placeholder="push / pull / legs"
        required
        autoCapitalize="none"
        autoComplete="off"
        enterKeyHint="done"
        value={values.type}
        error={errors.type}
        onChange={(e) => onChange({ ...values, type: e.target.value })}
      />
      <Field id={`${idPrefix}-notes`} label="Notes (optional)" error={errors.notes} className={styles.notesField}>
        <textarea rows={2} value={values.notes} onChange={(e) => onChange({ ...values, notes: e.target.value })} />
      </Field>
    </div>
  );
}
