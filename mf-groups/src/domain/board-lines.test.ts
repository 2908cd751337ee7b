import { boardFigures, weekLabel } from './board-lines';

describe('boardFigures', () => {
  test.each([
    [{ sessions: 1, working_sets: 1, volume: 0.4 }, 'kg', '1 session · 1 working set · Volume 0 kg'],
    [{ sessions: 2, working_sets: 12, volume: 2409.6 }, 'kg', '2 sessions · 12 working sets · Volume 2,410 kg'],
    [{ sessions: 7, working_sets: 140, volume: 123456.78 }, 'lbs', '7 sessions · 140 working sets · Volume 123,457 lbs'],
  ] as const)('%j in %s: %s', (member, unit, line) => {
    expect(boardFigures(member, unit)).toBe(line);
  });
});

test('weekLabel: Monday to Sunday, the calendar dates as given', () => {
  expect(weekLabel({ week_start: '2026-11-23T00:00:00.000Z', week_end: '2026-11-29T00:00:00.000Z' })).toBe('Mon, Nov 23, 2026 – Sun, Nov 29, 2026');
});
