// The child processes of a stack live and die together. `npm start` runs the idp and the api as
// children; if one of them dies, a half stack is worse than none (the shell would answer, sign-in
// or every call would fail), and whatever the dead child started (the api's PostgreSQL) must not
// be left running to hold its port. So the first unexpected exit stops every other child, sweeps
// what the dead one left behind, and resolves `died` with which child it was.
//
// Each child runs in its own process group (detached): the group is how its own children (the
// embedded PostgreSQL) are found and stopped after it is gone. It also means Ctrl-C in the
// terminal reaches only the parent, so the supervisor makes sure the parent passes it on: while
// children run, SIGINT, SIGTERM and SIGHUP stop them (a caller with its own handler for the signal,
// like `npm start`, then decides when to exit; otherwise the parent ends by that signal as it would
// have), and a parent that exits anyway sends its children SIGTERM on the way out.
const { spawn } = require('node:child_process');

const GROUPS = process.platform !== 'win32';
const PASSED_ON = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Sends `signal` to the process group led by `pid`; false once nothing of that group is left. */
function signalGroup(pid, signal) {
  try {
    process.kill(GROUPS ? -pid : pid, signal);
    return true;
  } catch {
    return false; // ESRCH: nothing left
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** SIGTERM to what is left of a child's process group, then SIGKILL after `graceMs`. */
async function sweepGroup(pid, graceMs) {
  if (!signalGroup(pid, 'SIGTERM')) return;
  for (const started = Date.now(); Date.now() - started < graceMs;) {
    await sleep(100);
    if (!signalGroup(pid, 0)) return;
  }
  signalGroup(pid, 'SIGKILL');
}

function describeExit(code, signal) {
  return signal ? `signal ${signal}` : `exit code ${code}`;
}

/**
 * @param {{ quiet?: boolean, graceMs?: number }} [options]
 *   quiet: children's stdout is kept (the last 4,000 characters) instead of shown, and handed back
 *   with their death; graceMs: how long a child may take to stop before SIGKILL (default 15 s).
 */
function createSupervisor({ quiet = false, graceMs = 15_000 } = {}) {
  const children = [];
  let stopping = null;
  let reportDeath;
  /** Resolves, once the others are stopped, with the first child that died on its own. */
  const died = new Promise((resolve) => (reportDeath = resolve));

  function stopChild({ child }) {
    return new Promise((resolve) => {
      const swept = () => sweepGroup(child.pid, graceMs).then(resolve);
      if (child.exitCode !== null || child.signalCode !== null) return swept();
      const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.once('exit', () => {
        clearTimeout(kill);
        swept();
      });
      child.kill('SIGTERM');
    });
  }

  /** Stops every child (SIGTERM, SIGKILL after graceMs) and whatever its group still holds. */
  function stop() {
    stopping ??= Promise.all(children.filter((c) => c.child.pid !== undefined).map(stopChild)).then(() => {
      for (const signal of PASSED_ON) process.removeListener(signal, onSignal);
      process.removeListener('exit', onExit);
    });
    return stopping;
  }

  function onSignal(signal) {
    const stopped = stop();
    if (process.listenerCount(signal) > 1) return; // the caller handles it (and awaits its own stop)
    stopped.then(() => process.kill(process.pid, signal)); // our listener is gone by then: the default action
  }
  /** Last resort, synchronous: the process is exiting without having stopped its children. */
  function onExit() {
    for (const { child } of children) if (child.pid !== undefined) signalGroup(child.pid, 'SIGTERM');
  }
  for (const signal of PASSED_ON) process.on(signal, onSignal);
  process.on('exit', onExit);

  /** Resolves once the child's stdout has been read to its end (the exit can come first), or after 500 ms. */
  function drained(child) {
    if (!child.stdout || child.stdout.readableEnded) return Promise.resolve();
    return new Promise((resolve) => {
      child.stdout.once('end', resolve);
      setTimeout(resolve, 500).unref();
    });
  }

  function onDeath(entry, how) {
    if (stopping) return;
    Promise.all([stop(), drained(entry.child)]).then(() => reportDeath({ name: entry.name, how, output: entry.recent }));
  }

  /** Spawns `command` as the child `name` (used in the report of its death). */
  function start(name, command, args, options = {}) {
    const child = spawn(command, args, {
      ...options,
      detached: GROUPS,
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', 'inherit'],
    });
    const entry = { name, child, recent: '' };
    children.push(entry);
    child.stdout?.on('data', (chunk) => (entry.recent = (entry.recent + chunk).slice(-4000)));
    child.on('error', (error) => onDeath(entry, error.message)); // e.g. ENOENT: it never started
    child.on('exit', (code, signal) => onDeath(entry, describeExit(code, signal)));
    return child;
  }

  return {
    start,
    stop,
    died,
    get stopping() {
      return stopping !== null;
    },
  };
}

module.exports = { createSupervisor };
