// The manifest's `exposes` assets list every chunk an expose may load, and that includes the
// chunks of the shared modules' fallback copies (react-router's, immer and reselect for Redux
// Toolkit): webpack makes them children of the expose's chunks. The shell's service worker skips
// the fallbacks the host provides by the manifest's `shared` assets (shell/src/remotes/manifest.ts),
// so here each chunk that holds nothing of the remote's own code is listed under the shared
// module(s) whose fallback loads it, and no longer under `exposes`.

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

/** Moves fallback-only files from the stats' exposes to the shared entries that load them (additionalData of the manifest). */
function attributeFallbackAssets(stats, compilation) {
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
