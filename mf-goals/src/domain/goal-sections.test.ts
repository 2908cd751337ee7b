import { goalSections } from './goal-sections';

describe('goalSections', () => {
  test('three sections in order, each with its goals in the given order', () => {
    const goals = [
      { id: 1, status: 'paused' as const },
      { id: 2, status: 'active' as const },
      { id: 3, status: 'completed' as const },
      { id: 4, status: 'active' as const },
    ];
    expect(goalSections(goals).map((s) => [s.title, s.goals.map((g) => g.id)])).toEqual([
      ['Active Goals', [2, 4]],
      ['Paused Goals', [1]],
      ['Completed Goals', [3]],
    ]);
  });

  test('empty sections are there with no goals', () => {
    expect(goalSections([]).map((s) => s.goals.length)).toEqual([0, 0, 0]);
  });
});
