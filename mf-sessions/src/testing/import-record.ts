// Test helper (never imported by app code): an import as the api answers it, open unless told.
import type { ImportRecord } from '@liftbook/shared/contract';

export const importRecord = (values: Partial<ImportRecord> = {}): ImportRecord => ({
  id: 9,
  source: 'strong',
  layout: 'Strong',
  file_name: 'strong.csv',
  checksum: 'ab'.repeat(32),
  status: 'open',
  workouts_added: 0,
  sets_added: 0,
  workouts_already_there: 0,
  workouts_kept_mine: 0,
  created_at: '2026-11-20T10:00:00.000Z',
  finished_at: null,
  ...values,
});
