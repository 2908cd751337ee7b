import { useId, useState } from 'react';
import { announce, Badge, Button, errorMessage, useWeightUnit } from '@liftbook/shared';
import type { Exercise, LastTime, PlannedSet, SessionRecord, SetInput, WeightUnit, WorkoutSet } from '@liftbook/shared/contract';
import { offeredSetFields } from '../../domain/sets/last-time';
import { plannedChecklistRows } from '../../domain/checklist/checklist-rows';
import { restAfterCheck, type RestExercise } from '../../domain/checklist/rest-after-check';
import { warmupSets, workingWeight } from '../../domain/checklist/warmups';
import { sortSets } from '../../domain/sessions/sort-exercises';
import { formatSetLabel, summarizeSets } from '../../domain/sets/set-summary';
import { setToFormState, type SetFormState } from '../../domain/sets/set-validation';
import { EXERCISE_ERRORS, isLostResponse, useAddSetMutation, useDeleteExerciseMutation } from '../../api/sessions-api';
import { LastTimeNote } from '../../ui/last-time-note';
import { PlateMath, storedBarSetup } from '../../ui/plate-math';
import { startRestAfterSet } from '../../ui/rest-store';
import { ExerciseEditForm } from './exercise-edit-form';
import { SetForm } from './set-form';
import { DeleteIcon, EditIcon } from './icons';
import { ChecklistRow } from './checklist-row';
import { SetRow } from './set-row';
import { ConfirmWrite } from '../../ui/confirm-write';
import styles from './session-detail.module.css';

export const DELETE_EXERCISE_QUESTION = 'Delete this exercise and all its sets?';

/**
 * The add-set row offers the next set of last time (the same position), else the set just logged
 * (a lifter repeats or nudges it), notes blank: logging a set equal to it is one tap. Today's set
 * keeps the unit it was logged in; last time's and a first set ever take the lifter's unit, and a
 * warm-up is never copied as one (domain/last-time.ts offeredSetFields).
 */
function nextSetStart(exercise: Exercise, lastTime: LastTime | undefined, unit: WeightUnit): SetFormState {
  const asForm = (sets: readonly WorkoutSet[]) => sortSets(sets).map((s) => setToFormState(s, unit));
  return offeredSetFields(asForm(exercise.sets), lastTime ? asForm(lastTime.sets) : null, unit);
}

/**
 * The card's one add-set row. A set shows in the list the moment it is tapped (optimistic, see
 * the api's addSet) and the rest timer starts; the row stays ready for the next set while the
 * api answers, however slowly. A refused set leaves the list again and the row says why.
 */
function AddSetForm({ exercise, lastTime }: { exercise: Exercise; lastTime: LastTime | undefined }) {
  const [addSet] = useAddSetMutation();
  const unit = useWeightUnit();
  // A refused set is kept to send again; a lost answer (the set may have been saved) is only said:
  // the refetch shows the set if it was, and sending it again could log it twice.
  const [refused, setRefused] = useState<{ set: SetInput; message: string; lost: boolean } | null>(null);
  function log(set: SetInput): void {
    setRefused(null);
    startRestAfterSet(exercise.name);
    addSet({ exerciseId: exercise.id, sessionId: exercise.session_id, set })
      .unwrap()
      // Said to a screen reader once saved: the new row appears out of sight of the focused form.
      .then(() => announce(`Set logged: ${exercise.name}, ${formatSetLabel(set)}`))
      .catch((error: unknown) =>
        setRefused(
          isLostResponse(error)
            ? { set, message: EXERCISE_ERRORS.addSetUnknown, lost: true }
            : { set, message: `Set ${formatSetLabel(set)} was not saved: ${errorMessage(error, EXERCISE_ERRORS.addSet)}`, lost: false },
        ),
      );
  }
  return (
    <>
      {/* Keyed by type and set count: a type change (exercise edit) starts the fields over, and
          each logged set moves the row on to the next set to offer. Last time or the profile's
          unit arriving later redraws the fields the lifter has not typed in, and keeps the row open. */}
      <SetForm
        key={`${exercise.type}.${exercise.sets.length}`}
        compact
        type={exercise.type}
        initial={nextSetStart(exercise, lastTime, unit)}
        initialFrom={`${lastTime?.session_id ?? 0}.${unit}`}
        label={`Add set to ${exercise.name}`}
        submitLabel="Add Set"
        busyLabel="Adding..."
        busy={false}
        onSubmit={(set) => {
          log(set);
          return Promise.resolve(true);
        }}
        weightAid={(weight, unit) => <PlateMath weight={weight} unit={unit} />}
      />
      {/* The refused set is kept here, whole (its note too), to send again. */}
      {refused ? (
        <div className={styles.refused} role="alert">
          <span>{refused.message}</span>
          {refused.lost ? null : (
            <Button variant="secondary" size="sm" onClick={() => log(refused.set)}>
              Try again
            </Button>
          )}
        </div>
      ) : null}
    </>
  );
}

export interface ExerciseCardProps {
  exercise: Exercise;
  /** The lifter's previous session of this lift, when there is one. */
  lastTime?: LastTime;
  collapsed: boolean;
  onToggle: () => void;
  /** The session's exercises, for whose rest a checked set starts (a superset rests after its last). */
  sessionExercises?: readonly RestExercise[];
  /** The records the session holds (any exercise's): a set holding one wears its badge. */
  records?: readonly SessionRecord[];
}

/** One exercise of the session: badge, name, variation, summary; sets and forms when expanded. */
export function ExerciseCard({ exercise, lastTime, collapsed, onToggle, sessionExercises, records }: ExerciseCardProps) {
  const bodyId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleteExercise, remove] = useDeleteExerciseMutation();
  const isDictionary = exercise.dictionary_exercise_id !== null;
  const sets = sortSets(exercise.sets);
  const planned = [...(exercise.planned_sets ?? [])].sort((a, b) => a.position - b.position);
  const [planRefused, setPlanRefused] = useState<string | null>(null);
  const [warmups, setWarmups] = useState<PlannedSet[]>([]);
  const [addSet] = useAddSetMutation();
  const unit = useWeightUnit();
  const checklist = plannedChecklistRows([...warmups, ...planned], sets, lastTime ? sortSets(lastTime.sets) : null);
  const working = exercise.type === 'weighted' ? workingWeight(planned, lastTime?.sets ?? null, unit) : null;
  // Offered while nothing is logged and none is planned, and only where the bar is not the load.
  const offerWarmups =
    working !== null &&
    sets.length === 0 &&
    warmups.length === 0 &&
    !planned.some((p) => p.kind === 'warmup') &&
    working.weight > storedBarSetup(working.unit).bar;

  /** Warm-ups worked out on the lifter's bar and plates, as rows before the plan (rest 1:00 each). */
  function workOutWarmups(): void {
    if (!working) return;
    const made = warmupSets(working.weight, working.unit, storedBarSetup(working.unit));
    setWarmups(
      made.map((w, i) => ({ id: -(i + 1), position: i - made.length, kind: 'warmup', ...w, duration: null, distance: null, rpe: null, rest_seconds: 60 })),
    );
    announce(`${made.length} warm-up sets added to ${exercise.name}`);
  }
  /** A worked-out warm-up checked off: logged as a warm-up set; refused, it is back on the list. */
  function logWarmup(row: PlannedSet, set: SetInput): void {
    setWarmups((current) => current.filter((w) => w.id !== row.id));
    addSet({ exerciseId: exercise.id, sessionId: exercise.session_id, set })
      .unwrap()
      .catch((error: unknown) => {
        setWarmups((current) => [...current, row]);
        setPlanRefused(`Warm-up ${formatSetLabel(set)} was not logged: ${errorMessage(error, EXERCISE_ERRORS.addSet)}`);
      });
  }
  function restAfter(restSeconds: number | null | undefined): void {
    const rest = restAfterCheck(sessionExercises ?? [exercise], exercise.id, restSeconds);
    if (rest.start) startRestAfterSet(rest.exercise, Date.now(), rest.plannedMs);
  }

  return (
    <li className={`lb-card ${styles.exercise}`}>
      {/* The name over its summary and badge, the exercise's actions beside them: one header line
          of a phone. The whole header (but the actions) toggles the card. */}
      <div className={styles.exerciseHead}>
        <h3 className={styles.exerciseName}>
          <button type="button" className={styles.exerciseToggle} aria-expanded={!collapsed} aria-controls={bodyId} onClick={onToggle}>
            <span className={styles.chevron} aria-hidden="true" />
            <span>{exercise.name}</span>
          </button>
        </h3>
        <span className={styles.exerciseMeta}>
          {/* The summary counts logged sets only; the plan says how much of it is left. */}
          <span className={styles.summary}>{summarizeSets(sets, exercise.type)}</span>
          {planned.length > 0 ? <span className={styles.plannedCount}>{planned.length} planned</span> : null}
          {/* Only a custom lift is marked: a "Dictionary" badge on nearly every card was noise (issue 32). */}
          {isDictionary ? null : <Badge tone="custom">Custom</Badge>}
        </span>
        {editing || collapsed ? null : (
          <span className={styles.exerciseActions}>
            <Button variant="ghost" size="sm" aria-label={`Edit ${exercise.name}`} title="Edit" onClick={() => setEditing(true)}>
              <EditIcon />
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className={styles.danger}
              aria-label={`Delete ${exercise.name}`}
              title="Delete"
              onClick={() => setConfirming(true)}
            >
              <DeleteIcon />
            </Button>
          </span>
        )}
      </div>
      {exercise.variation ? <p className={styles.variation}>{exercise.variation}</p> : null}
      {/* Hidden, not unmounted: a half-typed set survives Collapse All. */}
      <div id={bodyId} className={styles.exerciseBody} hidden={collapsed}>
        {editing ? (
          <ExerciseEditForm exercise={exercise} onDone={() => setEditing(false)} />
        ) : exercise.notes ? (
          <p className={styles.exerciseNotes}>{exercise.notes}</p>
        ) : null}
        {offerWarmups ? (
          <Button variant="secondary" size="sm" className={styles.warmupButton} onClick={workOutWarmups}>
            Warm-up sets
          </Button>
        ) : null}
        {/* The checklist: sets done, in order, then the plan's sets still to check off. */}
        {sets.length > 0 || checklist.length > 0 ? (
          <ol className={`${styles.sets} ${checklist.length > 0 ? styles.checklist : ''}`} aria-label={`Sets of ${exercise.name}`}>
            {sets.map((set) => (
              <SetRow
                // By number, not id: a set keeps its row (an edit begun on it stays open) when the
                // server's id takes the place of the one it was shown with while unsaved.
                key={set.set_number}
                exerciseId={exercise.id}
                type={exercise.type}
                set={set}
                done={checklist.length > 0}
                records={records?.filter((r) => r.set_id === set.id)}
              />
            ))}
            {checklist.map((row) => (
              <ChecklistRow
                key={row.planned.id}
                exercise={exercise}
                row={row}
                onChecked={restAfter}
                onRefused={setPlanRefused}
                local={
                  row.planned.id < 0
                    ? {
                        onLog: (set) => logWarmup(row.planned, set),
                        onRemove: () => setWarmups((current) => current.filter((w) => w.id !== row.planned.id)),
                      }
                    : undefined
                }
              />
            ))}
          </ol>
        ) : null}
        {planRefused ? (
          <div className={styles.refused} role="alert">
            <span>{planRefused}</span>
          </div>
        ) : null}
        <LastTimeNote lastTime={lastTime} />
        <AddSetForm exercise={exercise} lastTime={lastTime} />
      </div>
      {confirming ? (
        <ConfirmWrite
          title={`Delete ${exercise.name}?`}
          message={DELETE_EXERCISE_QUESTION}
          run={() => deleteExercise(exercise.id)}
          state={remove}
          failure={EXERCISE_ERRORS.deleteExercise}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}
