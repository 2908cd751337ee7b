// "Offline-ready": every JavaScript byte the page AND its service worker take off the network from
// a lifter's first visit until every area opens offline (the worker has precached the shell and
// warmed each remote), split into its parts. Used by `npm run bench -- --sizes` and the size e2e.
//
// Bytes on the wire, not bytes the page was handed: a response the service worker answered
// (`fromServiceWorker`) is not counted again (the worker's own fetch of it is, once), and a
// response from the HTTP cache is 0. Playwright reports the worker's own requests on the context
// (Chromium), so the precache and the warming are seen.

const isScript = (url) => /\.m?js$/.test(new URL(url).pathname);

/**
 * Starts recording a browser context's network. `settled()` resolves once nothing has been in
 * flight for `quietMs` (the page's and the worker's requests alike); `entries` are the finished
 * responses: { url, bytes (encoded body), byWorker }.
 */
function recordWire(context, { quietMs = 1000 } = {}) {
  const entries = [];
  const pending = new Set();
  let lastChange = Date.now();
  const done = (request) => {
    pending.delete(request);
    lastChange = Date.now();
  };
  context.on('request', (request) => {
    pending.add(request);
    lastChange = Date.now();
  });
  context.on('requestfailed', done);
  context.on('requestfinished', (request) => {
    // The sizes are read before the request counts as done, so settled() never misses one.
    void (async () => {
      try {
        const response = await request.response();
        if (response && !response.fromServiceWorker()) {
          const sizes = await request.sizes();
          // From the HTTP cache, Chromium reports a body of 0 less the headers (negative): nothing on the wire.
          entries.push({ url: request.url(), bytes: Math.max(0, sizes.responseBodySize), byWorker: request.serviceWorker() !== null });
        }
      } catch {
        // a request of a closed page: nothing came over the wire that can still be read
      } finally {
        done(request);
      }
    })();
  });
  return {
    entries,
    /** Resolves when no request has been in flight for quietMs (polls every 100 ms). */
    settled: ({ timeoutMs = 60_000 } = {}) =>
      new Promise((resolve, reject) => {
        const started = Date.now();
        const check = () => {
          if (pending.size === 0 && Date.now() - lastChange >= quietMs) return resolve();
          if (Date.now() - started > timeoutMs)
            return reject(new Error(`network not quiet after ${timeoutMs} ms: ${[...pending].map((r) => r.url()).join(', ')}`));
          setTimeout(check, 100);
        };
        check();
      }),
  };
}

const assetsOf = (assets) => [assets?.js?.sync, assets?.js?.async, assets?.css?.sync, assets?.css?.async].flatMap((list) => (Array.isArray(list) ? list : []));

/**
 * Splits recorded scripts into the offline-ready parts: the shell (what the page downloaded, and
 * what the worker precached) and, per remote, its runtime (remoteEntry.js), its exposes, and its
 * shared fallbacks. `manifests`: { [remote]: { url, json } } as remotes.json points at them.
 */
function offlineReadyParts(entries, shellOrigin, manifests) {
  const scripts = entries.filter((e) => isScript(e.url));
  const sum = (list) => list.reduce((n, e) => n + e.bytes, 0);
  const parts = [];
  const shell = scripts.filter((e) => new URL(e.url).origin === new URL(shellOrigin).origin);
  parts.push({ part: 'shell: page', bytes: sum(shell.filter((e) => !e.byWorker)), files: shell.filter((e) => !e.byWorker).length });
  parts.push({ part: 'shell: precache (worker)', bytes: sum(shell.filter((e) => e.byWorker)), files: shell.filter((e) => e.byWorker).length });
  const claimed = new Set(shell);
  for (const [remote, { url, json }] of Object.entries(manifests)) {
    const at = (file) => new URL(file, url).href;
    const exposes = new Set((json.exposes ?? []).flatMap((x) => assetsOf(x.assets)).map(at));
    const shared = new Set((json.shared ?? []).flatMap((x) => assetsOf(x.assets)).map(at));
    const origin = new URL(url).origin;
    const mine = scripts.filter((e) => new URL(e.url).origin === origin);
    const pick = (what, test) => {
      const list = mine.filter((e) => !claimed.has(e) && test(e.url));
      for (const e of list) claimed.add(e);
      parts.push({ part: `${remote}: ${what}`, bytes: sum(list), files: list.length });
    };
    pick('runtime (remoteEntry.js)', (u) => new URL(u).pathname.endsWith('/remoteEntry.js'));
    pick('exposes', (u) => exposes.has(u));
    pick('shared fallbacks', (u) => shared.has(u));
    pick('other', () => true);
  }
  const rest = scripts.filter((e) => !claimed.has(e));
  if (rest.length) parts.push({ part: 'elsewhere', bytes: sum(rest), files: rest.length });
  return { total: sum(scripts), files: scripts.length, parts };
}

/** The manifests remotes.json points at, read with Node's fetch: { [remote]: { url, json } }. */
async function readManifests(shellOrigin) {
  const { remotes } = await (await fetch(new URL('/remotes.json', shellOrigin))).json();
  const out = {};
  for (const [remote, url] of Object.entries(remotes)) out[remote] = { url, json: await (await fetch(url)).json() };
  return out;
}

/**
 * Waits until every area opens offline: the page is controlled by the service worker, and its
 * caches hold each remote's entry and every file of its exposes (polled in the page).
 */
async function waitUntilOffline(page, manifests, { timeoutMs = 60_000 } = {}) {
  const needed = Object.values(manifests).flatMap(({ url, json }) => [
    new URL(`${json.metaData?.remoteEntry?.path ? `${json.metaData.remoteEntry.path.replace(/\/$/, '')}/` : ''}${json.metaData.remoteEntry.name}`, url).href,
    ...(json.exposes ?? []).flatMap((x) => assetsOf(x.assets)).map((file) => new URL(file, url).href),
  ]);
  await page.waitForFunction(
    async (urls) => {
      if (!navigator.serviceWorker.controller) return false;
      for (const url of urls) if (!(await globalThis.caches.match(url))) return false;
      return true;
    },
    needed,
    { polling: 200, timeout: timeoutMs },
  );
}

module.exports = { recordWire, offlineReadyParts, readManifests, waitUntilOffline, isScript };
