import { commentError, inviteLink, parseInviteCode, parseInviteUserId, parseMemberRef, validateGroupForm } from './forms';

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
  ['', { error: 'Please enter an invite code' }],
  ['   ', { error: 'Please enter an invite code' }],
  [' 7kq2-m9xa-pc4d ', { code: '7kq2-m9xa-pc4d' }],
  ['https://liftbook.example/invites?code=7KQ2-M9XA-PC4D', { code: '7KQ2-M9XA-PC4D' }],
  ['http://localhost:22080/invites?x=1&code=7KQ2%20M9XA#top', { code: '7KQ2 M9XA' }],
])('parseInviteCode(%j)', (text, expected) => {
  expect(parseInviteCode(text)).toEqual(expected);
});

test('inviteLink opens My Invites with the code', () => {
  expect(inviteLink('https://liftbook.example', '7KQ2-M9XA-PC4D')).toBe('https://liftbook.example/invites?code=7KQ2-M9XA-PC4D');
});

test.each([
  ['', { error: 'Please enter a user ID' }],
  ['   ', { error: 'Please enter a user ID' }],
  [' 42 ', { userId: 42 }],
  ['007', { userId: 7 }],
  ['0', { error: 'A user ID is a whole number, such as 42' }],
  ['4.5', { error: 'A user ID is a whole number, such as 42' }],
  ['ben', { error: 'A user ID is a whole number, such as 42' }],
  ['99999999999', { error: 'A user ID is a whole number, such as 42' }],
])('parseInviteUserId(%j)', (text, expected) => {
  expect(parseInviteUserId(text)).toEqual(expected);
});

test.each([
  [' 42 ', { ref: 42 }],
  ['cy@example.com', { ref: 'cy@example.com' }],
  [' Cy@Example.com ', { ref: 'Cy@Example.com' }],
  ['cy@example', { error: 'Enter a user ID (a number) or an email address' }],
  ['Cy Lifter', { error: 'Enter a user ID (a number) or an email address' }],
  ['0', { error: 'Enter a user ID (a number) or an email address' }],
  [`${'a'.repeat(250)}@example.com`, { error: 'Enter a user ID (a number) or an email address' }],
])('parseMemberRef(%j)', (text, expected) => {
  expect(parseMemberRef(text)).toEqual(expected);
});

describe('commentError', () => {
  test.each([
    ['Great set', null],
    ['', 'Please enter a comment'],
    ['   \n ', 'Please enter a comment'],
    ['\u200B\u200D', 'Please enter a comment'],
    ['x'.repeat(500), null],
    ['x'.repeat(501), 'A comment can be at most 500 characters'],
  ])('%j → %s', (text, expected) => {
    expect(commentError(text)).toBe(expected);
  });
});
