import { fetchManifest, manifestFiles, ManifestRefusedError, parseManifest, warmPlan, type ProvidedShare } from './manifest';
import sessionsManifest from '../testing/mf-sessions-manifest.json';

const URL_ = 'https://preview.liftbook.app/pr-7/mf-manifest.json';

function manifest({
  meta = {},
  exposes = ['__federation_expose_GoalsArea.1234567890.js'],
  shared = ['144.484ee78b96.js'],
}: { meta?: object; exposes?: string[]; shared?: string[] } = {}) {
  return {
    metaData: {
      globalName: 'mf_goals',
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      buildInfo: { name: '@liftbook/mf-goals', version: '0.1.0', buildId: 'abc', sharedVersion: '0.1.0', releaseId: '0.1.0-r1', extra: 1 },
      ...meta,
    },
    exposes: [{ assets: { js: { sync: exposes, async: [] }, css: { sync: [], async: [] } } }],
    shared: [{ assets: { js: { sync: shared, async: [] } } }],
  };
}

describe('parseManifest', () => {
  it('gives the entry script beside the manifest, the global and the build info', () => {
    expect(parseManifest(URL_, manifest())).toEqual({
      manifestUrl: URL_,
      entry: 'https://preview.liftbook.app/pr-7/remoteEntry.js',
      globalName: 'mf_goals',
      entryType: 'global',
      buildInfo: { name: '@liftbook/mf-goals', version: '0.1.0', buildId: 'abc', sharedVersion: '0.1.0', releaseId: '0.1.0-r1' },
    });
  });

  it.each([
    [
      'a public path on the same origin',
      { meta: { publicPath: 'https://preview.liftbook.app/builds/7/' } },
      'https://preview.liftbook.app/builds/7/remoteEntry.js',
    ],
    [
      'an entry in a sub-folder',
      { meta: { remoteEntry: { name: 'remoteEntry.js', path: 'js/', type: 'global' } } },
      'https://preview.liftbook.app/pr-7/js/remoteEntry.js',
    ],
  ])('accepts %s', (_what, input, entry) => {
    expect(parseManifest(URL_, manifest(input)).entry).toBe(entry);
  });

  it.each([
    ['a public path on another origin', { meta: { publicPath: 'https://cdn.evil.test/' } }, 'its public path on https://cdn.evil.test'],
    ['a protocol-relative public path', { meta: { publicPath: '//cdn.evil.test/x/' } }, 'on https://cdn.evil.test'],
    ['a run-time public path', { meta: { getPublicPath: 'return window.x' } }, 'computes its public path at run time'],
    ['an entry on another origin', { meta: { remoteEntry: { name: 'https://evil.test/remoteEntry.js', path: '' } } }, 'its remote entry on https://evil.test'],
    ['an exposed chunk on another origin', { exposes: ['https://evil.test/a.js'] }, 'a script on https://evil.test'],
    ['a shared chunk on another origin', { shared: ['//evil.test/b.js'] }, 'a script on https://evil.test'],
    ['a data: script', { exposes: ['data:text/javascript,alert(1)'] }, 'a script on null'],
    ['no remote entry', { meta: { remoteEntry: undefined } }, "is not a remote's manifest"],
    ['no global name', { meta: { globalName: 7 } }, "is not a remote's manifest"],
  ])('refuses %s', (_what, input, reason) => {
    expect(() => parseManifest(URL_, manifest(input))).toThrow(ManifestRefusedError);
    expect(() => parseManifest(URL_, manifest(input))).toThrow(reason);
  });

  it('refuses what is not a manifest at all', () => {
    for (const json of [null, 'text', [], { metaData: 'x' }]) expect(() => parseManifest(URL_, json)).toThrow(ManifestRefusedError);
  });
});

describe('fetchManifest', () => {
  const answer = (init: { status?: number; type?: string; body?: unknown; json?: () => Promise<unknown> }) =>
    jest.fn(async () => ({
      ok: (init.status ?? 200) < 300 && (init.status ?? 200) >= 200,
      status: init.status ?? 200,
      type: init.type ?? 'cors',
      json: init.json ?? (async () => init.body),
    })) as unknown as typeof fetch;

  it('asks the browser not to follow redirects and not to send credentials', async () => {
    const fetchImpl = answer({ body: manifest() });
    await fetchManifest(URL_, fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith(URL_, expect.objectContaining({ redirect: 'manual', credentials: 'omit', cache: 'no-cache' }));
  });

  it('refuses a redirect (opaque, as the browser gives it, or a 3xx)', async () => {
    await expect(fetchManifest(URL_, answer({ status: 0, type: 'opaqueredirect' }))).rejects.toThrow(`${URL_} redirects`);
    await expect(fetchManifest(URL_, answer({ status: 302 }))).rejects.toBeInstanceOf(ManifestRefusedError);
  });

  it('is a plain failure (worth a Retry) for an HTTP error, a refusal for a body that is not JSON', async () => {
    const failed = fetchManifest(URL_, answer({ status: 503 }));
    await expect(failed).rejects.toThrow('HTTP 503');
    await expect(failed).rejects.not.toBeInstanceOf(ManifestRefusedError);
    await expect(fetchManifest(URL_, answer({ json: () => Promise.reject(new SyntaxError('bad')) }))).rejects.toBeInstanceOf(ManifestRefusedError);
  });
});

describe('warmPlan (what the service worker fetches of a remote)', () => {
  // A remote's manifest exactly as the production build writes it (mf-sessions, three exposes and
  // ten shared fallbacks), and the share keys the shell's own build provides.
  const SESSIONS = 'https://sessions.liftbook.app/mf-manifest.json';
  const real = sessionsManifest as unknown as {
    shared: { name: string; version: string; assets: { js: { sync: string[] } } }[];
    exposes: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
  };
  const HOST: ProvidedShare[] = real.shared.map((s) => ({ name: s.name, version: s.version }));
  const abs = (file: string) => new URL(file, SESSIONS).href;
  const exposed = new Set(real.exposes.flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]).map(abs));
  const fallbacks = (names?: string[]) =>
    new Set(
      real.shared
        .filter((s) => !names || names.includes(s.name))
        .flatMap((s) => s.assets.js.sync)
        .map(abs),
    );

  it('fetches the entry and every exposed file, and none of the fallbacks the host provides', () => {
    const plan = warmPlan(SESSIONS, sessionsManifest, HOST);
    expect(plan.entry).toBe('https://sessions.liftbook.app/remoteEntry.js');
    expect(new Set(plan.exposes)).toEqual(exposed);
    expect(plan.shared).toEqual([]);
    expect(new Set(plan.skipped)).toEqual(new Set([...fallbacks()].filter((f) => !exposed.has(f))));
    expect(plan.skipped.length).toBeGreaterThan(8);
  });

  it('keeps the fallbacks of what the host lacks', () => {
    const host = HOST.filter((p) => p.name !== '@reduxjs/toolkit/query/react' && p.name !== 'react-redux');
    const plan = warmPlan(SESSIONS, sessionsManifest, host);
    expect(new Set(plan.shared)).toEqual(fallbacks(['@reduxjs/toolkit/query/react', 'react-redux']));
    for (const file of plan.shared) expect(plan.skipped).not.toContain(file);
  });

  it('uses a singleton the host provides whatever its version, as the runtime does; a non-singleton only at the same version', () => {
    const older = HOST.map((p) => ({ ...p, version: p.name === 'react' ? '18.3.1' : p.version }));
    expect(warmPlan(SESSIONS, sessionsManifest, older).shared).toEqual([]);
    const notSingleton = { ...real, shared: real.shared.map((s) => (s.name === 'react' ? { ...s, singleton: false } : s)) };
    expect(new Set(warmPlan(SESSIONS, notSingleton, older).shared)).toEqual(fallbacks(['react']));
    expect(warmPlan(SESSIONS, notSingleton, HOST).shared).toEqual([]);
  });

  it('fetches every file when the host provides nothing (as before)', () => {
    const plan = warmPlan(SESSIONS, sessionsManifest, []);
    expect(new Set([...plan.exposes, ...plan.shared])).toEqual(new Set(manifestFiles(SESSIONS, sessionsManifest).slice(1)));
    expect(plan.skipped).toEqual([]);
  });

  it('skips the online-only code the manifest names (the import reader), and keeps every file an area needs to open', () => {
    // The manifest as the build now writes it: the data area's lazy import chunks moved from its
    // exposes to metaData.onlineOnly (tools/webpack/federation/fallback-assets.cjs).
    const at = real.exposes.findIndex((e) => e.name === 'DataArea');
    const data = real.exposes[at]!.assets.js;
    // This fixture predates the fallbacks' own lists: what the other areas also name is theirs.
    const elsewhere = new Set(real.exposes.filter((_, i) => i !== at).flatMap((e) => [...e.assets.js.sync, ...e.assets.js.async]));
    const online = data.async.filter((file) => !elsewhere.has(file));
    expect(online.length).toBeGreaterThan(0);
    const marked = {
      ...real,
      metaData: { ...(sessionsManifest as { metaData: object }).metaData, onlineOnly: { js: online, css: [] } },
      exposes: real.exposes.map((e, i) =>
        i === at ? { ...e, assets: { ...e.assets, js: { sync: data.sync, async: data.async.filter((f) => !online.includes(f)) } } } : e,
      ),
    };
    const plan = warmPlan(SESSIONS, marked, HOST);
    expect(new Set(plan.onlineOnly)).toEqual(new Set(online.map(abs)));
    for (const file of online.map(abs)) expect([...plan.exposes, ...plan.shared]).not.toContain(file);
    for (const file of data.sync.map(abs)) expect(plan.exposes).toContain(file);
    // A file an expose also names is fetched, whatever the list says.
    const alsoExposed = { ...marked, metaData: { ...marked.metaData, onlineOnly: { js: [...online, data.sync[0]!], css: [] } } };
    expect(warmPlan(SESSIONS, alsoExposed, HOST).onlineOnly).not.toContain(abs(data.sync[0]!));
    expect(warmPlan(SESSIONS, sessionsManifest, HOST).onlineOnly).toEqual([]);
  });
});
