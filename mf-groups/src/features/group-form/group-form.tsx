// The group form (docs/product.md §2, §5): "Create New Group" or "Edit Group", "Group Name *", "Description",
// "Create Group" / "Update Group" ("Saving..." while busy) and "Cancel". A failed save says
// "Failed to save group" (with the api's reason when it gives one) and keeps what was typed.
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Button, ErrorBanner, errorMessage, Field, FormFailure, isNotFound, LoadingState, PageHeader } from '@liftbook/shared';
import type { Group } from '@liftbook/shared/contract';
import { GROUP_ERRORS, useCreateGroupMutation, useGetGroupQuery, useUpdateGroupMutation } from '../../api/groups-api';
import { GROUP_DESCRIPTION_MAX, GROUP_NAME_MAX, validateGroupForm, type GroupFormErrors, type GroupFormValues } from '../../domain/forms';
import { GroupUnavailable } from '../../ui/group-unavailable';
import styles from './group-form.module.css';

/** /groups/new */
export function CreateGroupPage() {
  return <GroupForm />;
}

/** /groups/:groupId/edit */
export function EditGroupPage() {
  const id = Number(useParams().groupId);
  const group = useGetGroupQuery(id);
  if (group.isLoading) return <LoadingState text="Loading group..." />;
  if (isNotFound(group.error)) return <GroupUnavailable />;
  if (!group.data)
    return <ErrorBanner message={errorMessage(group.error, GROUP_ERRORS.loadGroup) ?? GROUP_ERRORS.loadGroup} onRetry={() => void group.refetch()} />;
  return <GroupForm key={group.data.id} group={group.data} />;
}

function GroupForm({ group }: { group?: Group }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<GroupFormValues>({ name: group?.name ?? '', description: group?.description ?? '' });
  const [errors, setErrors] = useState<GroupFormErrors>({});
  const [createGroup, creation] = useCreateGroupMutation();
  const [updateGroup, update] = useUpdateGroupMutation();
  const saving = creation.isLoading || update.isLoading;
  const failure = errorMessage(group ? update.error : creation.error, GROUP_ERRORS.saveGroup);
  // Back to where the form was opened from: the detail for an edit, the list for a new group.
  const back = () => void navigate('..', { relative: 'path' });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateGroupForm(values);
    setErrors(checked.errors);
    if (!checked.input) return;
    const result = group ? await updateGroup({ id: group.id, group: checked.input }) : await createGroup(checked.input);
    // An edit returns to the detail (/groups/5/edit -> /groups/5); a new group opens its detail.
    if (result.data) void navigate(group ? '..' : `../${result.data.id}`, { relative: 'path' });
  };

  const title = group ? 'Edit Group' : 'Create New Group';
  return (
    <div className="lb-page">
      <PageHeader title={title} />
      <form className={`lb-card ${styles.form}`} onSubmit={(e) => void onSubmit(e)} noValidate aria-label={title}>
        <Field
          label="Group Name *"
          required
          maxLength={GROUP_NAME_MAX}
          value={values.name}
          onChange={(e) => setValues((v) => ({ ...v, name: e.target.value }))}
          error={errors.name}
        />
        <Field label="Description" error={errors.description}>
          <textarea
            rows={3}
            maxLength={GROUP_DESCRIPTION_MAX}
            value={values.description}
            onChange={(e) => setValues((v) => ({ ...v, description: e.target.value }))}
          />
        </Field>
        <FormFailure message={failure} />
        <div className={styles.buttons}>
          <Button type="submit" busy={saving} busyLabel="Saving...">
            {group ? 'Update Group' : 'Create Group'}
          </Button>
          <Button type="button" variant="secondary" onClick={back}>
            Cancel
          </Button>
        </div>
      </form>
    </div>
  );
}
