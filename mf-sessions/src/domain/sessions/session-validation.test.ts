import type { SessionInput } from '@liftbook/shared/contract';
import { SESSION_MESSAGES, sessionToFormValues, validateSessionForm, type SessionFormErrors, type SessionFormValues } from './session-validation';

describe('validateSessionForm: accepted', () => {
  it.each<[string, SessionFormValues, SessionInput]>([
    ['date and type', { date: '2026-11-20', type: 'push' }, { session_date: '2026-11-20T00:00:00.000Z', session_type: 'push', notes: null }],
    [
      'with notes',
      { date: '2026-11-20', type: 'legs', notes: 'heavy day' },
      { session_date: '2026-11-20T00:00:00.000Z', session_type: 'legs', notes: 'heavy day' },
    ],
    [
      'trims type and notes',
      { date: ' 2026-11-20 ', type: '  pull ', notes: '  ok ' },
      { session_date: '2026-11-20T00:00:00.000Z', session_type: 'pull', notes: 'ok' },
    ],
    [
      'blank notes are null',
      { date: '2026-11-20', type: 'push', notes: '   ' },
      { session_date: '2026-11-20T00:00:00.000Z', session_type: 'push', notes: null },
    ],
    ['null notes', { date: '2026-11-20', type: 'push', notes: null }, { session_date: '2026-11-20T00:00:00.000Z', session_type: 'push', notes: null }],
    ['leap day', { date: '2024-02-29', type: 'push' }, { session_date: '2024-02-29T00:00:00.000Z', session_type: 'push', notes: null }],
    ['new year’s eve', { date: '2025-12-31', type: 'push' }, { session_date: '2025-12-31T00:00:00.000Z', session_type: 'push', notes: null }],
    [
      'type of exactly 100',
      { date: '2026-11-20', type: 't'.repeat(100) },
      { session_date: '2026-11-20T00:00:00.000Z', session_type: 't'.repeat(100), notes: null },
    ],
  ])('%s', (_case, values, value) => {
    expect(validateSessionForm(values)).toEqual({ ok: true, value });
  });
});

describe('validateSessionForm: refused', () => {
  it.each<[string, SessionFormValues, SessionFormErrors]>([
    ['nothing', { date: '', type: '' }, { date: 'Date is required', type: 'Type is required' }],
    ['no date', { date: '', type: 'push' }, { date: 'Date is required' }],
    ['blank type', { date: '2026-11-20', type: '   ' }, { type: 'Type is required' }],
    ['not a date', { date: 'tomorrow', type: 'push' }, { date: SESSION_MESSAGES.dateInvalid }],
    ['Feb 29 of a common year', { date: '2023-02-29', type: 'push' }, { date: SESSION_MESSAGES.dateInvalid }],
    ['month 13', { date: '2026-13-01', type: 'push' }, { date: SESSION_MESSAGES.dateInvalid }],
    ['a full ISO string is not a date input', { date: '2026-11-20T00:00:00Z', type: 'push' }, { date: SESSION_MESSAGES.dateInvalid }],
    ['type over 100', { date: '2026-11-20', type: 't'.repeat(101) }, { type: 'Type must be 100 characters or less' }],
    ['notes over 2000', { date: '2026-11-20', type: 'push', notes: 'n'.repeat(2001) }, { notes: 'Notes must be 2000 characters or less' }],
  ])('%s', (_case, values, errors) => {
    expect(validateSessionForm(values)).toEqual({ ok: false, errors });
  });
});

describe('sessionToFormValues: the date input by UTC day', () => {
  it.each([
    ['2026-11-20T00:00:00.000Z', '2026-11-20'],
    ['2026-11-20T23:59:59.999Z', '2026-11-20'],
    ['2026-11-20T20:00:00-05:00', '2026-11-21'],
    ['garbage', ''],
  ])('%p → %p', (iso, date) => {
    expect(sessionToFormValues({ session_date: iso, session_type: 'push', notes: null }).date).toBe(date);
  });

  it('fills the edit form', () => {
    expect(sessionToFormValues({ session_date: '2026-11-20T00:00:00.000Z', session_type: 'push', notes: null })).toEqual({
      date: '2026-11-20',
      type: 'push',
      notes: '',
    });
  });
});
