import { restAfterCheck, supersetOf, type RestExercise } from './rest-after-check';

const ex = (id: number, position: number, superset_group: number | null = null): RestExercise => ({ id, name: `Lift ${id}`, position, superset_group });

describe('restAfterCheck', () => {
  const session = [ex(1, 1), ex(2, 2, 1), ex(3, 3, 1), ex(4, 4), ex(5, 5, 1)];
  it.each([
    ['an exercise on its own, planned rest', 1, 90, { start: true, exercise: 'Lift 1', plannedMs: 90_000 }],
    ['an exercise on its own, the lifter default', 1, null, { start: true, exercise: 'Lift 1', plannedMs: null }],
    ['no rest planned at all', 4, 0, { start: false }],
    ["not the superset's last exercise: straight to the next", 2, 120, { start: false }],
    ["the superset's last exercise: the group rests", 3, 120, { start: true, exercise: 'Lift 2 + Lift 3', plannedMs: 120_000 }],
    ['the same group number further on is a group of its own', 5, undefined, { start: true, exercise: 'Lift 5', plannedMs: null }],
    ['an unknown exercise', 9, 60, { start: false }],
  ] as const)('%s', (_name, id, rest, expected) => {
    expect(restAfterCheck(session, id, rest)).toEqual(expected);
  });

  it('orders by position, not by the order given', () => {
    expect(supersetOf([ex(3, 3, 7), ex(2, 2, 7), ex(1, 1)], 2).map((e) => e.id)).toEqual([2, 3]);
    expect(restAfterCheck([ex(3, 3, 7), ex(2, 2, 7)], 2, 60)).toEqual({ start: false });
  });

  it('without superset groups (before the api carries them) every exercise rests on its own', () => {
    expect(restAfterCheck([{ id: 1, name: 'Bench', position: 1 }], 1, 75)).toEqual({ start: true, exercise: 'Bench', plannedMs: 75_000 });
  });
});
