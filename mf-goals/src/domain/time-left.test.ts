import { isOverdue, timeLeftText } from './time-left';

describe('timeLeftText', () => {
  test.each([
    [30, '30 days left', false],
    [1, '1 day left', false],
    [0, 'Due today', false],
    [-1, 'Due 1 day ago', true],
    [-12, 'Due 12 days ago', true],
  ])('%p days remaining -> %p', (daysRemaining, text, overdue) => {
    expect(timeLeftText(daysRemaining)).toBe(text);
    expect(isOverdue(daysRemaining)).toBe(overdue);
  });
});

test('a completed goal shows no days left, and is never overdue', () => {
  expect(timeLeftText(30, 'completed')).toBe('Completed');
  expect(timeLeftText(-3, 'completed')).toBe('Completed');
  expect(isOverdue(-3, 'completed')).toBe(false);
  expect(timeLeftText(30, 'active')).toBe('30 days left');
});
