// The delivery commands' refusals and pointers, on a throwaway data folder (the real build is
// exercised by e2e/tests/delivery.spec.ts; here releases are made by hand in the store).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseStore } from './release-store.cjs';
import { deploy, findRemote, releases, rollback } from './release.cjs';
import { environment } from '../stack/environment.cjs';

let dataDir: string;
let lines: string[];
const log = (line: string) => void lines.push(line);
beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'liftbook-release-'));
  lines = [];
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const goals = { key: 'mf_goals', dir: 'mf-goals' };
const options = (extra = {}) => ({ log, processEnv: { LIFTBOOK_DATA_DIR: dataDir }, shellSharedVersion: '1.4.0', ...extra });

/** A release of mf-goals built against `sharedVersion`, as `npm run release` leaves it. */
function stored(id: string, sharedVersion: string) {
  const store = releaseStore(path.join(dataDir, 'releases'));
  const dir = store.stagingDir(goals, id);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { buildInfo: { version: '0.1.0', sharedVersion } } }));
  store.add(goals, id, dir, { sharedVersion });
  return store;
}

test('a remote is named by folder, federation name or package; anything else is refused with the list', () => {
  const env = environment({});
  for (const name of ['mf-goals', 'mf_goals', '@liftbook/mf-goals']) expect(findRemote(env, name).key).toBe('mf_goals');
  expect(() => findRemote(env, 'shell')).toThrow('Unknown remote "shell": one of mf-sessions, mf-progress, mf-goals, mf-groups.');
  expect(() => findRemote(env, undefined)).toThrow('Name a remote');
});

test('deploy points at a compatible release; the next one is refused when its shared is incompatible, and nothing changes', () => {
  const store = stored('r1', '1.3.0');
  stored('r2', '2.0.0');
  deploy(['mf-goals', 'r1'], options());
  expect(lines[0]).toBe('mf-goals r1 is live (before: its working-tree build). The next page load uses it.');
  expect(() => deploy(['mf-goals', 'r2'], options())).toThrow(
    'mf-goals r2 is not compatible with the shell, which runs shared 1.4.0: it was built against shared 2.0.0, the page runs 1.4.0 (another major version).',
  );
  expect(store.live(goals)).toBe('r1');
  expect(() => deploy(['mf-goals', 'r9'], options())).toThrow('mf-goals has no release r9');
  expect(() => deploy(['mf-goals'], options())).toThrow('Name the release to deploy');
});

test('rollback goes to the release live before, unless the shell can no longer run it', () => {
  const store = stored('r1', '1.3.0');
  stored('r2', '1.4.0');
  deploy(['mf-goals', 'r1'], options());
  deploy(['mf-goals', 'r2'], options());
  // The shell has moved to shared 2.x since r1 was live: rolling back to it would break the area.
  expect(() => rollback(['mf-goals'], options({ shellSharedVersion: '2.0.0' }))).toThrow('mf-goals r1 is not compatible with the shell');
  expect(store.live(goals)).toBe('r2');
  rollback(['mf-goals'], options());
  expect(store.live(goals)).toBe('r1');
  expect(lines.at(-2)).toBe('mf-goals rolled back from r2 to r1. The next page load uses it.');
});

test('releases lists newest first and marks the live one', () => {
  stored('r1', '1.3.0');
  deploy(['mf-goals', 'r1'], options());
  lines = [];
  releases(['mf-goals'], options());
  expect(lines[0]).toBe('mf-goals releases, newest first (* live):');
  expect(lines[1]).toMatch(/^\* r1 {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d UTC {2}shared 1\.3\.0 {2}\(live\)$/);
});
