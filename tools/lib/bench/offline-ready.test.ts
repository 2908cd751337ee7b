import { offlineReadyParts, type WireEntry } from './offline-ready.cjs';

const SHELL = 'https://liftbook.app';
const GOALS = 'https://goals.liftbook.app/mf-manifest.json';
// The shape the production build writes (mf-goals): react-router's fallback under shared, the
// area's own chunks under exposes.
const manifests = {
  mf_goals: {
    url: GOALS,
    json: {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [{ assets: { js: { sync: ['__federation_expose_GoalsArea.1.js', '236.a.js'], async: ['510.b.js'] }, css: { sync: [], async: [] } } }],
      shared: [{ name: 'react-router', assets: { js: { sync: ['105.c.js', '486.c.js'], async: [] }, css: { sync: [], async: [] } } }],
    },
  },
};
const at = (origin: string, path: string, bytes: number, byWorker = false): WireEntry => ({ url: new URL(path, origin).href, bytes, byWorker });

test('splits the scripts on the wire into the shell (page, precache) and each remote (runtime, exposes, fallbacks)', () => {
  const entries = [
    at(SHELL, '/main.1.js', 30_000),
    at(SHELL, '/msal.1.js', 70_000),
    at(SHELL, '/720.1.js', 5_000, true),
    at(SHELL, '/remotes.json', 265, true),
    at(GOALS, '/remoteEntry.js', 19_700, true),
    at(GOALS, '/__federation_expose_GoalsArea.1.js', 400, true),
    at(GOALS, '/236.a.js', 8_900, true),
    at(GOALS, '/510.b.js', 6_400, true),
    at(GOALS, '/105.c.js', 400, true),
    at(GOALS, '/mf-manifest.json', 800, true),
  ];
  const { total, files, parts } = offlineReadyParts(entries, SHELL, manifests);
  expect(Object.fromEntries(parts.map((p) => [p.part, [p.bytes, p.files]]))).toEqual({
    'shell: page': [100_000, 2],
    'shell: precache (worker)': [5_000, 1],
    'mf_goals: runtime (remoteEntry.js)': [19_700, 1],
    'mf_goals: exposes': [15_700, 3],
    'mf_goals: shared fallbacks': [400, 1],
    'mf_goals: other': [0, 0],
  });
  // JSON is no script: the total is the scripts'.
  expect(total).toBe(100_000 + 5_000 + 19_700 + 15_700 + 400);
  expect(files).toBe(8);
});

test('a script from an origin no one owns is reported, not dropped', () => {
  const { parts, total } = offlineReadyParts([at('https://cdn.example', '/x.js', 1_234)], SHELL, manifests);
  expect(parts.at(-1)).toEqual({ part: 'elsewhere', bytes: 1_234, files: 1 });
  expect(total).toBe(1_234);
});
