import { addMemberTarget, parseInviteUserId, validateGroupForm } from './forms';

describe('validateGroupForm', () => {
  test.each([
    ['a name', { name: 'Crew', description: '' }, { input: { name: 'Crew' }, errors: {} }],
    ['trimmed, with a description', { name: '  Crew ', description: ' 6 am ' }, { input: { name: 'Crew', description: '6 am' }, errors: {} }],
    ['blank description omitted', { name: 'Crew', description: '   ' }, { input: { name: 'Crew' }, errors: {} }],
    ['no name', { name: '  ', description: '' }, { errors: { name: 'Group name is required' } }],
    ['100 characters', { name: 'n'.repeat(100), description: '' }, { input: { name: 'n'.repeat(100) }, errors: {} }],
    ['101 characters', { name: 'n'.repeat(101), description: '' }, { errors: { name: 'Group name must be at most 100 characters' } }],
    ['501-character description', { name: 'Crew', description: 'd'.repeat(501) }, { errors: { description: 'Description must be at most 500 characters' } }],
  ])('%s', (_case, values, expected) => {
    expect(validateGroupForm(values)).toEqual(expected);
  });
});

test.each([
  ['', { error: 'Please enter a user ID' }],
  ['   ', { error: 'Please enter a user ID' }],
  ['42', { userId: 42 }],
  [' 7 ', { userId: 7 }],
  ['0', { error: 'A user ID is a whole number, such as 42' }],
  ['4.5', { error: 'A user ID is a whole number, such as 42' }],
  ['ana', { error: 'A user ID is a whole number, such as 42' }],
])('parseInviteUserId(%j)', (text, expected) => {
  expect(parseInviteUserId(text)).toEqual(expected);
});

test.each([
  ['42', { target: '42' }],
  ['007', { target: '7' }],
  [' ana@example.com ', { target: 'ana@example.com' }],
  ['ana', { error: 'Enter a user ID (a number) or an email address' }],
  ['0', { error: 'Enter a user ID (a number) or an email address' }],
])('addMemberTarget(%j)', (text, expected) => {
  expect(addMemberTarget(text)).toEqual(expected);
});
