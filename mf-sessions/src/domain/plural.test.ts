import { plural } from './plural';

describe('plural', () => {
  it.each<[number, string, string | undefined, string]>([
    [1, 'set', undefined, '1 set'],
    [0, 'set', undefined, '0 sets'],
    [3, 'session', undefined, '3 sessions'],
    [2, 'person', 'people', '2 people'],
  ])('%p %p → %p', (count, one, many, text) => {
    expect(plural(count, one, many)).toBe(text);
  });
});
