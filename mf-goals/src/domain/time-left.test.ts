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
