import { ACTION_LABELS, goalActions, STATUS_AFTER } from './goal-actions';

describe('goalActions (docs/product.md §2, §4)', () => {
  test.each([
    ['active', ['View Details', 'Edit', 'Pause', 'Complete', 'Delete']],
    ['paused', ['View Details', 'Edit', 'Resume', 'Delete']],
    ['completed', ['View Details', 'Edit', 'Delete']],
  ] as const)('%s -> %p', (status, labels) => {
    expect(goalActions(status).map((a) => ACTION_LABELS[a])).toEqual(labels);
  });

  test('transitions: active -> paused (Pause), active -> completed (Complete), paused -> active (Resume)', () => {
    expect(STATUS_AFTER).toEqual({ pause: 'paused', complete: 'completed', resume: 'active' });
  });
});
