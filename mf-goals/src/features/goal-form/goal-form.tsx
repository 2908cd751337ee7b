// The goal form, for create and edit: Exercise, Current Weight, Current Reps,
// Target Weight, Target Reps, Target Date, and Status only when editing. Save or Cancel returns
// to the list; a failed save shows "Failed to save goal" and keeps everything typed. Weights are
// typed in the chosen Unit (the lifter's unless changed) and saved in lbs, as goals store them.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button, Field, FormFailure, PageHeader, useExerciseCatalog, useWeightUnit } from '@liftbook/shared';
import type { Goal, WeightUnit } from '@liftbook/shared/contract';
import { GOAL_ERRORS, useCreateGoalMutation, useUpdateGoalMutation } from '../../api/goals-api';
import {
  EMPTY_GOAL_FORM,
  goalToFormValues,
  minTargetDate,
  validateGoalForm,
  WEIGHT_STEP,
  type GoalFormErrors,
  type GoalFormField,
  type GoalFormValues,
} from '../../domain/goal-form';
import styles from './goal-form.module.css';
import { GoalFromRoute } from '../../ui/goal-from-route';

// The form starts in the lifter's unit. Keyed by it: when the unit changes (the profile arriving,
// or a switch in the navbar) the form starts again in the new one, never showing lbs as kg.

/** /goals/new */
export function CreateGoalPage() {
  return <GoalForm key={useWeightUnit()} />;
}

/** /goals/:id/edit: the goal comes from the list (one request for the whole area). */
export function EditGoalPage() {
  return <GoalFromRoute>{(goal) => <EditGoalForm key={goal.id} goal={goal} />}</GoalFromRoute>;
}

/** Inside the route's goal: an id that cannot exist asks the api nothing, not even the profile. */
function EditGoalForm({ goal }: { goal: Goal }) {
  return <GoalForm key={useWeightUnit()} goal={goal} />;
}

function GoalForm({ goal }: { goal?: Goal }) {
  const navigate = useNavigate();
  // The shared catalog (dictionary and custom exercises) suggests names; any typed name is fine
  // too (the api matches sets by name, ignoring case).
  const catalog = useExerciseCatalog();
  const catalogId = useId();
  const unit = useWeightUnit();
  const [values, setValues] = useState<GoalFormValues>(() => (goal ? goalToFormValues(goal, unit) : { ...EMPTY_GOAL_FORM, weight_unit: unit }));
  const [errors, setErrors] = useState<GoalFormErrors>({});
  const [failed, setFailed] = useState(false);
  const [createGoal, creation] = useCreateGoalMutation();
  const [updateGoal, update] = useUpdateGoalMutation();
  const saving = creation.isLoading || update.isLoading;
  const saved = goal ? goalToFormValues(goal).target_date : undefined;
  const toList = goal ? '../..' : '..';

  const set = (field: GoalFormField) => (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailed(false);
    const checked = validateGoalForm(values, new Date(), saved === undefined || goal === undefined ? undefined : { savedTargetDate: saved, goal });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    const result = goal ? await updateGoal({ id: goal.id, goal: checked.input }) : await createGoal(checked.input);
    if (result.error) setFailed(true);
    else void navigate(toList, { relative: 'path' });
  };

  const numberField = (field: GoalFormField, label: string, step: number) => (
    <Field label={label} type="number" inputMode="decimal" min={0} step={step} value={values[field]} onChange={set(field)} error={errors[field]} />
  );
  return (
    <div className="lb-page">
      <PageHeader title={goal ? 'Edit Goal' : 'New Goal'} />
      <form className={`lb-card ${styles.form}`} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={goal ? 'Edit goal' : 'New goal'}>
        <Field
          label="Exercise"
          list={catalogId}
          hint="Pick from your exercises or type a name"
          value={values.exercise_name}
          onChange={set('exercise_name')}
          error={errors.exercise_name}
          required
          maxLength={100}
          autoComplete="off"
        />
        <datalist id={catalogId}>
          {catalog.dictionary.map((exercise) => (
            <option key={`d${exercise.id}`} value={exercise.name} />
          ))}
          {catalog.custom.map((exercise) => (
            <option key={`c${exercise.id}`} value={exercise.name} />
          ))}
        </datalist>
        <Field label="Unit">
          <select value={values.weight_unit} onChange={(e) => setValues((v) => ({ ...v, weight_unit: e.target.value as WeightUnit }))}>
            <option value="lbs">lbs</option>
            <option value="kg">kg</option>
          </select>
        </Field>
        <div className={styles.pair}>
          {numberField('current_weight', 'Current Weight', WEIGHT_STEP)}
          {numberField('current_reps', 'Current Reps', 1)}
        </div>
        <div className={styles.pair}>
          {numberField('target_weight', 'Target Weight', WEIGHT_STEP)}
          {numberField('target_reps', 'Target Reps', 1)}
        </div>
        <Field
          label="Target Date"
          type="date"
          required
          min={minTargetDate(new Date(), saved)}
          value={values.target_date}
          onChange={set('target_date')}
          error={errors.target_date}
        />
        {goal ? (
          <Field label="Status" error={errors.status}>
            <select value={values.status} onChange={set('status')}>
              <option value="active">Active</option>
              <option value="paused">Paused</option>
              <option value="completed">Completed</option>
            </select>
          </Field>
        ) : null}
        <FormFailure message={failed ? GOAL_ERRORS.saveGoal : null} />
        <div className={styles.buttons}>
          <Button type="submit" busy={saving} busyLabel="Saving...">
            {goal ? 'Update Goal' : 'Create Goal'}
          </Button>
          <Button variant="secondary" onClick={() => void navigate(toList, { relative: 'path' })}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
