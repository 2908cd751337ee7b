// A goal for the domain tables (the shared fixtures arrive with the foundation).
import type { Goal } from '@liftbook/shared/contract';

export function makeGoalForTest(overrides: Partial<Goal> = {}): Goal {
  return {
    id: 1,
    exercise_name: 'Bench Press',
    current_weight: 135,
    current_reps: 5,
    target_weight: 185,
    target_reps: 5,
    target_date: '2027-01-31T00:00:00.000Z',
    status: 'active',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
