import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, FormFailure, errorMessage, formatUtcLongDate, useWeightUnit } from '@liftbook/shared';
import type { Session } from '@liftbook/shared/contract';
import { sessionSummaryLine } from '../../domain/sessions/session-summary';
import { sessionToFormValues, validateSessionForm, type SessionFormErrors } from '../../domain/sessions/session-validation';
import { SESSION_ERRORS, useDeleteSessionMutation, useUpdateSessionMutation, type ListedSession } from '../../api/sessions-api';
import { SessionFormFields, type SessionFormState } from './session-form-fields';
import { ConfirmWrite } from '../../ui/confirm-write';
import styles from './session-list.module.css';

/** The messages still true of the form's values (none when it is valid). */
function revalidated(values: SessionFormState): SessionFormErrors {
  const checked = validateSessionForm(values);
  return checked.ok ? {} : checked.errors;
}

function SessionEditForm({ session, onDone }: { session: Session; onDone: () => void }) {
  const [values, setValues] = useState<SessionFormState>(() => ({ ...sessionToFormValues(session), notes: session.notes ?? '' }));
  const [errors, setErrors] = useState<SessionFormErrors>({});
  const [updateSession, { isLoading, error, reset }] = useUpdateSessionMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validateSessionForm(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    reset();
    try {
      await updateSession({ id: session.id, session: checked.value }).unwrap();
      onDone();
    } catch {
      // The message below shows; the edit stays open with what was typed.
    }
  }

  const failure = errorMessage(error, SESSION_ERRORS.updateSession);
  return (
    <form className={styles.edit} aria-label={`Edit ${session.session_type} session`} onSubmit={submit} noValidate>
      <SessionFormFields
        idPrefix={`session-${session.id}`}
        values={values}
        errors={errors}
        onChange={(next) => {
          setValues(next);
          // A message shown goes as soon as its field is fixed, not at the next Save.
          if (Object.keys(errors).length > 0) setErrors(revalidated(next));
        }}
      />
      <FormFailure message={failure} />
      <div className={styles.actions}>
        <Button type="submit" busy={isLoading} busyLabel="Saving...">
          Save
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * One session in the list: what it was and what was done, View / Edit (inline) / Delete (asks
 * first). The whole card opens the session: its title is the link, stretched over the card, and
 * the buttons sit above it.
 */
export function SessionCard({ session }: { session: ListedSession }) {
  const unit = useWeightUnit();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteSession, deletion] = useDeleteSessionMutation();
  const date = formatUtcLongDate(session.session_date);

  if (editing) {
    return (
      <li className={`lb-card ${styles.item} ${styles.itemEditing}`}>
        <SessionEditForm session={session} onDone={() => setEditing(false)} />
      </li>
    );
  }

  return (
    <li className={`lb-card ${styles.item}`}>
      <div className={styles.itemMain}>
        {/* Relative: the shell mounts this area under /sessions. */}
        <Link to={String(session.id)} className={`${styles.type} ${styles.cardLink}`} aria-describedby={`${id}-date ${id}-summary`}>
          {session.session_type}
        </Link>
        <span id={`${id}-date`} className={styles.date}>
          {date}
        </span>
        {session.summary ? (
          <span id={`${id}-summary`} className={styles.summary}>
            {sessionSummaryLine(session.summary, unit)}
          </span>
        ) : null}
        {session.notes ? <p className={styles.notes}>{session.notes}</p> : null}
      </div>
      <div className={`${styles.actions} ${styles.aboveLink}`}>
        <Link to={String(session.id)} className="lb-button lb-button--primary" aria-label={`View ${session.session_type} session of ${date}`}>
          View
        </Link>
        <Button variant="secondary" onClick={() => setEditing(true)} aria-label={`Edit ${session.session_type} session of ${date}`}>
          Edit
        </Button>
        <Button variant="ghost" className={styles.delete} onClick={() => setConfirming(true)} aria-label={`Delete ${session.session_type} session of ${date}`}>
          Delete
        </Button>
      </div>
      {confirming ? (
        <ConfirmWrite
          title="Delete session?"
          message={
            <>
              Delete the <strong>{session.session_type}</strong> session of {date}, with all its exercises and sets? This cannot be undone.
            </>
          }
          run={() => deleteSession(session.id)}
          state={deletion}
          failure={SESSION_ERRORS.deleteSession}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}
