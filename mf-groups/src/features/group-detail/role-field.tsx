// The role an invite grants (member or admin), as Add Member and Create Invite Code both ask it.
import { Field } from '@liftbook/shared';
import type { GroupRole } from '@liftbook/shared/contract';

export function RoleField({ value, onChange }: { value: GroupRole; onChange: (role: GroupRole) => void }) {
  return (
    <Field label="Role">
      <select value={value} onChange={(e) => onChange(e.target.value as GroupRole)}>
        <option value="member">Member</option>
        <option value="admin">Admin</option>
      </select>
    </Field>
  );
}
