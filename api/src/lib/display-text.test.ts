import { cleanDisplayText, cleanProfileClaim, hasVisibleCharacter } from './display-text.js';

test.each([
  ['Ana Lifter', 'Ana Lifter'],
  ['  Ana \u0000Lifter ', 'Ana Lifter'],
  ['Ana\u0007\u001b[31m', 'Ana[31m'],
  ['\u202EretfiL anA', 'retfiL anA'],
  ['Ana \u2066Lifter\u2069\u200F', 'Ana Lifter'],
  ['line\none', 'line\none'],
  ['\u0085Ana', 'Ana'],
])('cleanDisplayText(%j)', (input, expected) => {
  expect(cleanDisplayText(input, 100)).toBe(expected);
});

test('cleanDisplayText caps by code points, never splitting a surrogate pair', () => {
  expect(cleanDisplayText('💪'.repeat(10), 3)).toBe('💪💪💪');
  expect(cleanDisplayText('a'.repeat(250), 200)).toHaveLength(200);
});

test.each([
  ['Ana', true],
  ['💪', true],
  ['\u200B', false],
  [' \u200B\u200D\uFEFF ', false],
  ['\u3164', false],
  ['', false],
])('hasVisibleCharacter(%j) is %s', (input, expected) => {
  expect(hasVisibleCharacter(input)).toBe(expected);
});

test.each([
  [undefined, null],
  [42, null],
  ['   ', null],
  ['\u0000', null],
  ['\u200B', null],
  ['Ana\u0000', 'Ana'],
])('cleanProfileClaim(%j) is %j', (input, expected) => {
  expect(cleanProfileClaim(input, 200)).toBe(expected);
});
