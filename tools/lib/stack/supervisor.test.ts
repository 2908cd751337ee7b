import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSupervisor } from './supervisor.cjs';
import { until } from '../test/until.cjs';

// Children are small node scripts: one that stays up (like the idp), one that starts a process of
// its own and stays up (like the api with its PostgreSQL), and one that dies.
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supervisor-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const node = process.execPath;
const stayUp = 'setInterval(() => {}, 1000);';
/** Starts a grandchild (same process group), writes its pid to the file argv[1], stays up. */
const withGrandchild = `
  const { spawn } = require('node:child_process');
  const grandchild = spawn(process.execPath, ['-e', ${JSON.stringify(stayUp)}], { stdio: 'ignore' });
  require('node:fs').writeFileSync(process.argv[1], String(grandchild.pid));
  ${stayUp}`;

/** Alive, and not a zombie waiting for a parent that may never reap it (pid 1 in a container). */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

const linux = process.platform === 'linux' ? test : test.skip;

linux('when one child dies, the others and what they started are stopped, and died says which', async () => {
  const supervisor = createSupervisor({ graceMs: 2000 });
  const pidFile = path.join(dir, 'grandchild');
  const idp = supervisor.start('idp', node, ['-e', stayUp]);
  const api = supervisor.start('api', node, ['-e', withGrandchild, pidFile]);
  await until(() => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8') !== '', 'the grandchild');
  const grandchild = Number(fs.readFileSync(pidFile, 'utf8'));

  supervisor.start('crasher', node, ['-e', 'setTimeout(() => process.exit(3), 200);']);
  const death = await supervisor.died;

  expect(death).toEqual({ name: 'crasher', how: 'exit code 3', output: '' });
  expect(supervisor.stopping).toBe(true);
  expect(idp.exitCode ?? idp.signalCode).not.toBeNull();
  expect(api.exitCode ?? api.signalCode).not.toBeNull();
  await until(() => !alive(grandchild), 'the grandchild to be stopped');
});

linux('a child killed outright (SIGKILL) leaves nothing behind: its own process is swept too', async () => {
  const supervisor = createSupervisor({ graceMs: 2000 });
  const pidFile = path.join(dir, 'grandchild');
  const api = supervisor.start('api', node, ['-e', withGrandchild, pidFile]);
  await until(() => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8') !== '', 'the grandchild');
  const grandchild = Number(fs.readFileSync(pidFile, 'utf8'));

  api.kill('SIGKILL');
  expect(await supervisor.died).toMatchObject({ name: 'api', how: 'signal SIGKILL' });
  await until(() => !alive(grandchild), 'the orphaned grandchild to be stopped');
});

linux('stop() ends every child, with SIGKILL for one that ignores SIGTERM; died does not fire', async () => {
  const supervisor = createSupervisor({ graceMs: 500 });
  const readyFile = path.join(dir, 'stubborn-ready');
  const stubbornScript = `process.on('SIGTERM', () => {}); require('node:fs').writeFileSync(process.argv[1], 'ready'); ${stayUp}`;
  const stubborn = supervisor.start('stubborn', node, ['-e', stubbornScript, readyFile]);
  const polite = supervisor.start('polite', node, ['-e', stayUp]);
  await until(() => fs.existsSync(readyFile), 'the stubborn child to install its SIGTERM handler');
  let diedFired = false;
  void supervisor.died.then(() => (diedFired = true));

  await supervisor.stop();

  expect(stubborn.signalCode).toBe('SIGKILL');
  expect(polite.signalCode).toBe('SIGTERM');
  // Both exits are in: whatever died would do, it has done by the next turn of the event loop.
  await new Promise((r) => setImmediate(r));
  expect(diedFired).toBe(false);
});

test('quiet: a child that dies hands back what it printed', async () => {
  const supervisor = createSupervisor({ quiet: true, graceMs: 500 });
  supervisor.start('api', node, ['-e', 'console.log("port 5433 is taken"); process.exit(1);']);
  expect(await supervisor.died).toEqual({ name: 'api', how: 'exit code 1', output: 'port 5433 is taken\n' });
});

test('a child that cannot even start counts as dead', async () => {
  const supervisor = createSupervisor();
  supervisor.start('idp', path.join(dir, 'no-such-program'), []);
  expect(await supervisor.died).toMatchObject({ name: 'idp', how: expect.stringContaining('ENOENT') });
});

linux('Ctrl-C reaches the children through the parent (they have their own process groups), which then ends by it', async () => {
  const pidFile = path.join(dir, 'child');
  const parentScript = `
    const { createSupervisor } = require(${JSON.stringify(require.resolve('./supervisor.cjs'))});
    const child = createSupervisor({ graceMs: 2000 }).start('idp', process.execPath, ['-e', ${JSON.stringify(stayUp)}]);
    require('node:fs').writeFileSync(process.argv[1], String(child.pid));`;
  const { spawn } = await import('node:child_process');
  const parent = spawn(node, ['-e', parentScript, pidFile], { stdio: 'ignore' });
  await until(() => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8') !== '', 'the child');
  const child = Number(fs.readFileSync(pidFile, 'utf8'));
  try {
    expect(alive(child)).toBe(true);
    parent.kill('SIGINT');
    const [, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) => parent.once('exit', (c, s) => resolve([c, s])));
    expect(signal).toBe('SIGINT');
    await until(() => !alive(child), 'the child to be stopped');
  } finally {
    if (alive(child)) process.kill(child, 'SIGKILL'); // a failed run leaves nothing behind
  }
});
