import { setCountLabel } from './workouts';

test.each([
  [0, '0 sets'],
  [1, '1 set'],
  [3, '3 sets'],
])('setCountLabel(%i) is %s', (count, label) => {
  expect(setCountLabel(count)).toBe(label);
});
