import { apiFieldError, readOwnProgram, type OwnProgramResult } from './own-program';

describe('readOwnProgram', () => {
  it.each<[string, { name: string; days: string[] }, OwnProgramResult]>([
    ['A/B', { name: ' Upper/Lower ', days: ['4', '9'] }, { ok: true, input: { name: 'Upper/Lower', routine_ids: [4, 9] } }],
    ['one day', { name: 'Full body', days: ['4'] }, { ok: true, input: { name: 'Full body', routine_ids: [4] } }],
    ['no name', { name: '  ', days: ['4'] }, { ok: false, errors: { name: 'Name the program', days: {} } }],
    ['a long name', { name: 'x'.repeat(101), days: ['4'] }, { ok: false, errors: { name: 'Use at most 100 characters', days: {} } }],
    ['no day', { name: 'P', days: [] }, { ok: false, errors: { list: 'Add at least one day', days: {} } }],
    ['a day not chosen', { name: 'P', days: ['4', ''] }, { ok: false, errors: { days: { 1: 'Choose a routine for this day' } } }],
    [
      'a routine twice',
      { name: 'P', days: ['4', '9', '4'] },
      { ok: false, errors: { days: { 2: 'This routine is already a day of the program: each routine once' } } },
    ],
    [
      'too many days',
      { name: 'P', days: Array.from({ length: 31 }, (_, i) => String(i + 1)) },
      { ok: false, errors: { list: 'A program has at most 30 days', days: {} } },
    ],
  ])('%s', (_case, draft, expected) => {
    expect(readOwnProgram(draft)).toEqual(expected);
  });
});

describe('apiFieldError', () => {
  it.each([
    ['name', { name: 'name must be at most 100 characters', days: {} }],
    ['routine_ids[1]', { days: { 1: 'name must be at most 100 characters' } }],
    ['routine_ids', { list: 'name must be at most 100 characters', days: {} }],
    [undefined, null],
    ['key', null],
  ])('%s', (field, expected) => {
    expect(apiFieldError(field, 'name must be at most 100 characters')).toEqual(expected);
  });
});
