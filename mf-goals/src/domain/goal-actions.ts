// What a goal card and the detail view offer, by status (docs/product.md §2, §4): View Details and Edit
// always; Pause and Complete while active; Resume while paused; Delete always (it asks first).
// A completed goal offers only View Details, Edit and Delete.
import type { GoalStatus } from '@liftbook/shared/contract';

export type GoalAction = 'view' | 'edit' | 'pause' | 'resume' | 'complete' | 'delete';

export const ACTION_LABELS: Record<GoalAction, string> = {
  view: 'View Details',
  edit: 'Edit',
  pause: 'Pause',
  resume: 'Resume',
  complete: 'Complete',
  delete: 'Delete',
};

const BY_STATUS: Record<GoalStatus, readonly GoalAction[]> = {
  active: ['view', 'edit', 'pause', 'complete', 'delete'],
  paused: ['view', 'edit', 'resume', 'delete'],
  completed: ['view', 'edit', 'delete'],
};

export function goalActions(status: GoalStatus): readonly GoalAction[] {
  return BY_STATUS[status];
}

/** The status a one-click action moves the goal to (docs/product.md §4 transitions). */
export const STATUS_AFTER: Partial<Record<GoalAction, GoalStatus>> = { pause: 'paused', resume: 'active', complete: 'completed' };
