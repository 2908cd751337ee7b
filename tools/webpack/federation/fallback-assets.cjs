// The manifest's `exposes` assets list every chunk an expose may load, and that includes the
// chunks of the shared modules' fallback copies (react-router's, immer and reselect for Redux
// Toolkit): webpack makes them children of the expose's chunks. The shell's service worker skips
// the fallbacks the host provides by the manifest's `shared` assets (shell/src/remotes/manifest.ts),
// so here each chunk that holds nothing of the remote's own code is listed under the shared
// module(s) whose fallback loads it, and no longer under `exposes`.
//
// A second category: code that can only run online. A lazy import whose chunk name starts with
// `online-` (`/* webpackChunkName: "online-import-reader" */`) loads code that is of no use without
// the api (mf-sessions' import reader: an import is sent to the api as it is read). Its chunks, and
// every chunk only such imports load, are listed under the manifest's `metaData.onlineOnly`, not
// under `exposes`, so the service worker does not warm them: an area still opens offline, and the
// page says why the import cannot start (the chunk fails to load) instead of fetching ~33 KB gzip
// for every lifter who never imports.

/** Modules the remote's own code reaches from its container, never entering a shared module's fallback. */
function ownModules(compilation) {
  const { moduleGraph } = compilation;
  const own = new Set();
  const stack = [...compilation.modules].filter((m) => m.constructor.name === 'ContainerEntryModule');
  while (stack.length) {
    const module = stack.pop();
    if (own.has(module)) continue;
    own.add(module);
    for (const connection of moduleGraph.getOutgoingConnections(module)) {
      const next = connection.module;
      // A consumed shared module: the host's copy runs, its fallback is the shared module's own.
      if (next && !own.has(next) && next.type !== 'consume-shared-module') stack.push(next);
    }
  }
  return own;
}

/** Chunk files that hold no module of the remote's own code, each with the share keys whose fallback loads it. */
function fallbackOnlyFiles(compilation) {
  const { chunkGraph } = compilation;
  const own = ownModules(compilation);
  const keysOf = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'consume-shared-module' || !module.options?.shareKey) continue;
    for (const block of module.blocks ?? []) {
      const group = chunkGraph.getBlockChunkGroup(block);
      for (const chunk of group?.chunks ?? []) {
        if ([...chunkGraph.getChunkModulesIterable(chunk)].some((m) => own.has(m))) continue;
        for (const file of chunk.files) keysOf.set(file, new Set([...(keysOf.get(file) ?? []), module.options.shareKey]));
      }
    }
  }
  return keysOf;
}

const ONLINE_ONLY_PREFIX = 'online-';

/** Chunk files that only `online-` lazy imports load (a chunk any other group also needs is not one). */
function onlineOnlyFiles(compilation) {
  const memo = new Map();
  const online = (group) => {
    if (memo.has(group)) return memo.get(group);
    memo.set(group, false); // a cycle of async groups proves nothing
    const parents = [...(group.parentsIterable ?? [])];
    const named = typeof group.name === 'string' && group.name.startsWith(ONLINE_ONLY_PREFIX);
    const result = named || (parents.length > 0 && parents.every(online));
    memo.set(group, result);
    return result;
  };
  const files = new Set();
  for (const chunk of compilation.chunks ?? []) {
    const groups = [...(chunk.groupsIterable ?? [])];
    if (groups.length > 0 && groups.every(online)) for (const file of chunk.files) files.add(file);
  }
  return files;
}

/** Moves online-only files from the stats' exposes to `metaData.onlineOnly` (js and css, like an expose's assets). */
function attributeOnlineOnlyAssets(stats, compilation) {
  const files = onlineOnlyFiles(compilation);
  if (files.size === 0) return stats;
  const moved = { js: new Set(), css: new Set() };
  for (const expose of stats.exposes ?? []) {
    for (const kind of ['js', 'css']) {
      const lists = expose.assets?.[kind];
      if (!lists) continue;
      for (const when of ['sync', 'async']) {
        for (const f of lists[when] ?? []) if (files.has(f)) moved[kind].add(f);
        lists[when] = (lists[when] ?? []).filter((f) => !files.has(f));
      }
    }
  }
  stats.metaData = { ...stats.metaData, onlineOnly: { js: [...moved.js], css: [...moved.css] } };
  return stats;
}

/** Moves fallback-only files from the stats' exposes to the shared entries that load them (additionalData of the manifest). */
function attributeFallbackAssets(stats, compilation) {
  attributeOnlineOnlyAssets(stats, compilation);
  const names = new Set((stats.shared ?? []).map((s) => s.name));
  // Only a file some listed shared entry will name moves (else it stays under exposes: kept).
  const keysOf = new Map([...fallbackOnlyFiles(compilation)].filter(([, keys]) => [...keys].some((k) => names.has(k))));
  if (keysOf.size === 0) return stats;
  const lists = (assets) => [assets?.js, assets?.css].filter(Boolean);
  for (const expose of stats.exposes ?? []) {
    for (const kind of lists(expose.assets)) {
      kind.sync = (kind.sync ?? []).filter((f) => !keysOf.has(f));
      kind.async = (kind.async ?? []).filter((f) => !keysOf.has(f));
    }
  }
  for (const shared of stats.shared ?? []) {
    const js = shared.assets?.js;
    if (!js) continue;
    const mine = [...keysOf].filter(([, keys]) => keys.has(shared.name)).map(([file]) => file);
    js.async = [...new Set([...(js.async ?? []), ...mine.filter((f) => !(js.sync ?? []).includes(f))])];
  }
  return stats;
}

module.exports = { attributeFallbackAssets };
