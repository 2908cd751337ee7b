import { BUDGETS, compare, KB, report } from './size-budgets.cjs';

const within = Object.fromEntries(BUDGETS.map((b) => [b.key, b.budget]));

test("the budgets: landing with sign-in 200 KB, offline-ready 450 KB, opening sessions, routines and a routine's session 40 KB, exercises with charts 100 KB, Your data 40 KB", () => {
  const byKey = Object.fromEntries(BUDGETS.map((b) => [b.key, b.budget]));
  expect(byKey).toMatchObject({
    landing: 200 * KB,
    'offline-ready': 450 * KB,
    '/sessions': 40 * KB,
    '/routines': 40 * KB,
    'a session': 40 * KB,
    '/exercises': 100 * KB,
    '/data': 40 * KB,
  });
  expect(Object.keys(byKey).sort()).toEqual([
    '/calendar',
    '/data',
    '/exercises',
    '/goals',
    '/groups',
    '/invites',
    '/routines',
    '/sessions',
    'a session',
    'landing',
    'offline-ready',
    'shell: page',
  ]);
});

test('exactly the budget is within it; one byte more is over, and so is a budget nothing measured', () => {
  expect(compare(within).every((r) => !r.over)).toBe(true);
  const rows = compare({ ...within, landing: 200 * KB + 1 });
  expect(rows.filter((r) => r.over).map((r) => r.key)).toEqual(['landing']);
  const { '/goals': _goals, ...rest } = within;
  const missing = compare(rest).find((r) => r.key === '/goals');
  expect(missing).toMatchObject({ bytes: null, over: true });
});

test('the report names each measure, its size, its budget and whether it is over', () => {
  const lines = report(compare({ ...within, landing: 190 * KB, '/sessions': 42 * KB }).filter((r) => r.key === 'landing' || r.key === '/sessions'));
  expect(lines[0]).toMatch(/^ok {3}landing page with sign-in ready +190\.0 KB of 200\.0 KB \(95 %; first load \(issue 33\)\)$/);
  expect(lines[1]).toMatch(/^OVER opening \/sessions from the signed-in home page +42\.0 KB of 40\.0 KB \(105 %/);
  expect(report(compare({}))[0]).toBe('MISSING landing page with sign-in ready: not measured (budget 200.0 KB)');
});
