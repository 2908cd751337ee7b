// "Private: never shown in any group" (issue 31): a workout kept out of every group's feed, board
// and View Workouts. Saved with the session (PUT /api/sessions/{id} with `private`) as soon as it
// is ticked, so offline it waits in the outbox like any session edit. A refused save says so and
// the box shows what the server holds again.
import { useId } from 'react';
import { FormFailure, errorMessage } from '@liftbook/shared';
import type { Session } from '@liftbook/shared/contract';
import { SESSION_ERRORS, useUpdateSessionMutation } from '../../api/sessions-api';
import styles from './session-detail.module.css';

export const PRIVATE_LABEL = 'Private: never shown in any group';

export function PrivateToggle({ session }: { session: Session }) {
  const id = useId();
  const [update, result] = useUpdateSessionMutation();

  function change(next: boolean) {
    result.reset();
    void update({
      id: session.id,
      session: { session_date: session.session_date, session_type: session.session_type, notes: session.notes, private: next },
    });
  }

  return (
    <div className={styles.private}>
      <input id={id} type="checkbox" checked={session.private ?? false} onChange={(event) => change(event.target.checked)} />
      <label htmlFor={id}>{PRIVATE_LABEL}</label>
      <FormFailure message={result.error ? errorMessage(result.error, SESSION_ERRORS.updateSession) : null} />
    </div>
  );
}
