import { DEFAULT_EXERCISE_SORT, EXERCISE_SORT_LABELS, sortExercises, sortSets, type ExerciseSortOrder } from './sort-exercises';

interface Row {
  id: number;
  created_at: string;
  position: number;
}
const row = (id: number, created_at: string, position = 0): Row => ({ id, created_at, position });

const A = row(1, '2026-11-20T10:00:00.000Z', 0);
const B = row(2, '2026-11-20T10:05:00.000Z', 1);
const C = row(3, '2026-11-20T09:00:00.000Z', 2);
// Saved together by a quick log: same instant, told apart by position.
const Q1 = row(10, '2026-11-20T11:00:00.000Z', 3);
const Q2 = row(11, '2026-11-20T11:00:00.000Z', 4);
// Same instant and position: told apart by id.
const D1 = row(21, '2026-11-20T12:00:00.000Z', 5);
const D2 = row(20, '2026-11-20T12:00:00.000Z', 5);
// Another offset for the same kind of string: compared as instants, not text.
const E = row(30, '2026-11-20T05:02:00.000-05:00', 6); // 10:02Z, between A and B; first as text
const BAD = row(40, 'not a date', 7);

describe('sortExercises', () => {
  it.each<[string, Row[], ExerciseSortOrder, number[]]>([
    ['oldest first by created_at', [A, B, C], 'oldest', [3, 1, 2]],
    ['newest first by created_at', [A, B, C], 'newest', [2, 1, 3]],
    ['same instant: position', [Q2, Q1], 'oldest', [10, 11]],
    ['same instant, newest: position reversed', [Q1, Q2], 'newest', [11, 10]],
    ['same instant and position: id', [D1, D2], 'oldest', [20, 21]],
    ['offsets compared as instants', [B, E, A], 'oldest', [1, 30, 2]],
    ['unreadable dates sort as oldest', [A, BAD], 'oldest', [40, 1]],
    ['empty', [], 'newest', []],
    ['one', [A], 'oldest', [1]],
  ])('%s', (_case, rows, order, ids) => {
    expect(sortExercises(rows, order).map((r) => r.id)).toEqual(ids);
  });

  it('does not depend on the input order, and does not change it', () => {
    const input = [D1, Q2, A, E, C, Q1, B, D2];
    const copy = [...input];
    const sorted = sortExercises(input, 'newest').map((r) => r.id);
    expect(sortExercises([...input].reverse(), 'newest').map((r) => r.id)).toEqual(sorted);
    expect(input).toEqual(copy);
  });

  it('newest first is oldest first reversed', () => {
    const input = [D1, Q2, A, E, C, Q1, B, D2];
    expect(sortExercises(input, 'newest')).toEqual(sortExercises(input, 'oldest').reverse());
  });
});

describe('labels', () => {
  it.each<[ExerciseSortOrder, string]>([
    ['oldest', 'Oldest First'],
    ['newest', 'Newest First'],
  ])('%s → %s', (order, label) => {
    expect(EXERCISE_SORT_LABELS[order]).toBe(label);
  });

  it('defaults to Newest First', () => {
    expect(EXERCISE_SORT_LABELS[DEFAULT_EXERCISE_SORT]).toBe('Newest First');
  });
});

describe('sortSets', () => {
  it.each([
    [
      [
        { id: 3, set_number: 3 },
        { id: 1, set_number: 1 },
        { id: 2, set_number: 2 },
      ],
      [1, 2, 3],
    ],
    [
      [
        { id: 9, set_number: 1 },
        { id: 4, set_number: 1 },
      ],
      [4, 9],
    ],
    [[], []],
  ])('%o → %p', (sets, ids) => {
    expect(sortSets(sets).map((s) => s.id)).toEqual(ids);
  });
});
