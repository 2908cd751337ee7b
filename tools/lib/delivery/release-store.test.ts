import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { releaseStore, ReleaseError } from './release-store.cjs';

const goals = { key: 'mf_goals', dir: 'mf-goals' };
const groups = { key: 'mf_groups', dir: 'mf-groups' };

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'liftbook-releases-'));
});
afterEach(() => {
  // Releases are read-only files in writable folders: the owner can still remove them.
  fs.rmSync(root, { recursive: true, force: true });
});

/** A built remote in a folder of the store, as release.cjs leaves it before add(). */
function staged(store: ReturnType<typeof releaseStore>, remote: typeof goals, id: string, entry = 'remoteEntry.js') {
  const dir = store.stagingDir(remote, id);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { remoteEntry: { name: entry } } }));
  fs.writeFileSync(path.join(dir, entry), `/* ${id} */`);
  return dir;
}

function release(store: ReturnType<typeof releaseStore>, remote: typeof goals, id: string, createdAt: string) {
  const result = store.add(remote, id, staged(store, remote, id), { version: '0.1.0' });
  // add() stamps the current time; the tests need a known order.
  const file = path.join(store.folder(remote), id, 'release.json');
  fs.chmodSync(file, 0o644);
  fs.writeFileSync(file, JSON.stringify({ ...result, createdAt }));
  return result;
}

describe('the release store', () => {
  it('keeps a release as a read-only folder named by its id, with what it is in release.json', () => {
    const store = releaseStore(root);
    const added = store.add(goals, '0.1.0-20261123T100000-aaaa', staged(store, goals, '0.1.0-20261123T100000-aaaa'), { version: '0.1.0' });
    const folder = path.join(root, 'mf-goals', '0.1.0-20261123T100000-aaaa');
    expect(fs.readFileSync(path.join(folder, 'remoteEntry.js'), 'utf8')).toBe('/* 0.1.0-20261123T100000-aaaa */');
    expect(fs.statSync(path.join(folder, 'remoteEntry.js')).mode & 0o222).toBe(0);
    expect(added).toMatchObject({ id: '0.1.0-20261123T100000-aaaa', remote: 'mf_goals', version: '0.1.0' });
    expect(store.get(goals, '0.1.0-20261123T100000-aaaa')).toEqual(added);
    // No staging folder is left behind.
    expect(fs.readdirSync(path.join(root, 'mf-goals'))).toEqual(['0.1.0-20261123T100000-aaaa']);
  });

  it('never replaces a release, and refuses a folder that is not a build', () => {
    const store = releaseStore(root);
    release(store, goals, 'r1', '2026-11-23T10:00:00.000Z');
    expect(() => store.add(goals, 'r1', staged(store, goals, 'r1'))).toThrow('mf-goals already has a release r1; releases are never replaced.');
    const empty = store.stagingDir(goals, 'r2');
    fs.mkdirSync(empty);
    expect(() => store.add(goals, 'r2', empty)).toThrow(ReleaseError);
  });

  it.each(['../mf-groups/r1', 'a/b', '', '.hidden', 'r 1', '%2e%2e'])('refuses %p as a release id', (id) => {
    const store = releaseStore(root);
    expect(store.has(goals, id)).toBe(false);
    expect(store.get(goals, id)).toBeNull();
    expect(() => store.stagingDir(goals, id)).toThrow('is not a release id');
    expect(() => store.deploy(goals, id)).toThrow(ReleaseError);
  });

  it("lists a remote's releases newest first, and only that remote's", () => {
    const store = releaseStore(root);
    expect(store.list(goals)).toEqual([]);
    release(store, goals, 'r1', '2026-11-23T10:00:00.000Z');
    release(store, goals, 'r3', '2026-11-23T12:00:00.000Z');
    release(store, goals, 'r2', '2026-11-23T11:00:00.000Z');
    release(store, groups, 'g1', '2026-11-23T13:00:00.000Z');
    expect(store.list(goals).map((r) => r.id)).toEqual(['r3', 'r2', 'r1']);
    expect(store.list(groups).map((r) => r.id)).toEqual(['g1']);
  });

  it("deploys by pointer: the live release changes, the other remotes' entries do not", () => {
    const store = releaseStore(root);
    release(store, goals, 'r1', '2026-11-23T10:00:00.000Z');
    release(store, goals, 'r2', '2026-11-23T11:00:00.000Z');
    release(store, groups, 'g1', '2026-11-23T10:00:00.000Z');
    expect(store.live(goals)).toBeNull();
    expect(store.manifestUrl(goals, 'http://localhost:8083')).toBe('http://localhost:8083/mf-manifest.json');

    expect(store.deploy(groups, 'g1')).toBeNull();
    expect(store.deploy(goals, 'r1')).toBeNull();
    expect(store.deploy(goals, 'r2')).toBe('r1');
    expect(store.live(goals)).toBe('r2');
    expect(store.manifestUrl(goals, 'http://localhost:8083')).toBe('http://localhost:8083/releases/r2/mf-manifest.json');
    expect(store.live(groups)).toBe('g1');
    // Deploying what is live changes nothing.
    expect(store.deploy(goals, 'r2')).toBe('r2');
    expect(JSON.parse(fs.readFileSync(path.join(root, 'live.json'), 'utf8'))).toEqual({ mf_groups: ['g1'], mf_goals: ['r1', 'r2'] });
  });

  it("refuses to deploy a release it does not hold (another remote's included)", () => {
    const store = releaseStore(root);
    release(store, groups, 'g1', '2026-11-23T10:00:00.000Z');
    expect(() => store.deploy(goals, 'g1')).toThrow('mf-goals has no release g1 (npm run releases -- mf-goals lists them).');
    expect(store.live(goals)).toBeNull();
  });

  it('rolls back to the release live before, then to the working-tree build, then refuses', () => {
    const store = releaseStore(root);
    release(store, goals, 'r1', '2026-11-23T10:00:00.000Z');
    release(store, goals, 'r2', '2026-11-23T11:00:00.000Z');
    release(store, goals, 'r3', '2026-11-23T12:00:00.000Z');
    store.deploy(goals, 'r1');
    store.deploy(goals, 'r3');
    store.deploy(goals, 'r2');
    expect(store.rollback(goals)).toEqual({ from: 'r2', to: 'r3' });
    expect(store.rollback(goals)).toEqual({ from: 'r3', to: 'r1' });
    expect(store.live(goals)).toBe('r1');
    expect(store.rollback(goals)).toEqual({ from: 'r1', to: null });
    expect(store.live(goals)).toBeNull();
    expect(() => store.rollback(goals)).toThrow('mf-goals has no deployed release to roll back from');
  });

  it('writes live.json whole or not at all (no temporary file left)', () => {
    const store = releaseStore(root);
    release(store, goals, 'r1', '2026-11-23T10:00:00.000Z');
    store.deploy(goals, 'r1');
    expect(fs.readdirSync(root).sort()).toEqual(['live.json', 'mf-goals']);
  });
});
