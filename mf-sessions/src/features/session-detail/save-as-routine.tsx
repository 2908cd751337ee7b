// "Save as routine" (issue 30), beside "Repeat this workout": this session's exercises and sets
// become a routine to start again later. It asks a name (the session's type to start with), and
// then links to the new routine, where the lifter can set targets and progression.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button, Field, FormFailure, Modal, announce, errorMessage } from '@liftbook/shared';
import { routinePath } from '@liftbook/shared/paths';
import type { Routine, Session } from '@liftbook/shared/contract';
import { ROUTINE_ERRORS, useSaveAsRoutineMutation } from '../../api/routines-api';
import { ROUTINE_BOUNDS, ROUTINE_MESSAGES } from '../../domain/routines/routine-form';
import styles from './session-detail.module.css';

export const SAVE_AS_ROUTINE = 'Save as routine';

export function SaveAsRoutine({ session }: { session: Session }) {
  const [asking, setAsking] = useState(false);
  const [name, setName] = useState(session.session_type);
  const [nameError, setNameError] = useState<string | null>(null);
  const [saved, setSaved] = useState<Routine | null>(null);
  const [save, result] = useSaveAsRoutineMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    const problem = trimmed === '' ? ROUTINE_MESSAGES.nameRequired : trimmed.length > ROUTINE_BOUNDS.nameMax ? ROUTINE_MESSAGES.nameMax : null;
    setNameError(problem);
    if (problem) return;
    try {
      const routine = await save({ sessionId: session.id, body: { name: trimmed } }).unwrap();
      setSaved(routine);
      setAsking(false);
      announce(`Saved as routine ${routine.name}`);
    } catch {
      // Said in the dialog, which keeps the name typed.
    }
  }

  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          result.reset();
          setAsking(true);
        }}
      >
        {SAVE_AS_ROUTINE}
      </Button>
      {saved ? (
        <p className={styles.savedRoutine} role="status">
          Saved as routine <Link to={routinePath(saved.id)}>{saved.name}</Link>
        </p>
      ) : null}
      {asking ? (
        <Modal title={SAVE_AS_ROUTINE} onClose={() => setAsking(false)}>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <p>Its exercises and sets become a routine you can start again.</p>
            <Field label="Routine name" value={name} error={nameError} onChange={(e) => setName(e.target.value)} />
            <FormFailure message={errorMessage(result.error, ROUTINE_ERRORS.saveAsRoutine)} />
            <div className={styles.dialogActions}>
              <Button type="submit" busy={result.isLoading} busyLabel="Saving...">
                Save Routine
              </Button>
              <Button variant="secondary" onClick={() => setAsking(false)}>
                Cancel
              </Button>
            </div>
          </form>
        </Modal>
      ) : null}
    </>
  );
}
