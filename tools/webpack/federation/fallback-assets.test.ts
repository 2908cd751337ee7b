import { attributeFallbackAssets } from './fallback-assets.cjs';

// A compilation shaped as webpack gives it: the container reaches the expose, which uses its own
// chunk and consumes react-router; react-router's fallback block loads chunk 305, which holds
// only react-router; chunk 129 holds immer, used both by RTK's fallback and by the remote's own code.
class ContainerEntryModule {
  type = 'javascript/dynamic';
  blocks = [];
}
const mod = (id: string, type = 'javascript/auto', extra: object = {}) => ({ id, type, blocks: [] as object[], ...extra });

function compilation() {
  const container = Object.assign(new ContainerEntryModule(), { id: 'container' });
  const expose = mod('GoalsArea');
  const own = mod('goals-list');
  const router = mod('consume react-router', 'consume-shared-module', { options: { shareKey: 'react-router' } });
  const rtk = mod('consume @reduxjs/toolkit', 'consume-shared-module', { options: { shareKey: '@reduxjs/toolkit' } });
  const routerLib = mod('react-router');
  const immer = mod('immer');
  const routerBlock = {};
  const rtkBlock = {};
  router.blocks = [routerBlock];
  rtk.blocks = [rtkBlock];
  const edges = new Map<object, object[]>([
    [container, [expose]],
    [expose, [own, router, rtk, immer]],
    [router, [routerLib]],
    [rtk, [immer]],
  ]);
  const chunk = (files: string[], modules: object[]) => ({ files: new Set(files), modules });
  const c305 = chunk(['305.a.js'], [routerLib]);
  const c129 = chunk(['129.b.js'], [immer]);
  const groups = new Map<object, { chunks: object[] }>([
    [routerBlock, { chunks: [c305] }],
    [rtkBlock, { chunks: [c129] }],
  ]);
  return {
    modules: new Set([container, expose, own, router, rtk, routerLib, immer]),
    moduleGraph: { getOutgoingConnections: (m: object) => (edges.get(m) ?? []).map((module) => ({ module })) },
    chunkGraph: {
      getBlockChunkGroup: (b: object) => groups.get(b),
      getChunkModulesIterable: (c: { modules: object[] }) => c.modules,
    },
  };
}

const stats = () => ({
  exposes: [{ name: 'GoalsArea', assets: { js: { sync: ['expose.js'], async: ['305.a.js', '129.b.js'] }, css: { sync: [], async: [] } } }],
  shared: [
    { name: 'react-router', assets: { js: { sync: ['105.c.js'], async: [] }, css: { sync: [], async: [] } } },
    { name: '@reduxjs/toolkit', assets: { js: { sync: ['850.d.js'], async: [] }, css: { sync: [], async: [] } } },
  ],
});

it("lists a chunk holding only a fallback's code under that shared module, not under exposes", () => {
  const out = attributeFallbackAssets(stats(), compilation());
  expect(out.exposes[0]!.assets.js.async).toEqual(['129.b.js']);
  expect(out.shared[0]!.assets.js).toEqual({ sync: ['105.c.js'], async: ['305.a.js'] });
});

it("keeps under exposes a chunk the remote's own code also uses", () => {
  const out = attributeFallbackAssets(stats(), compilation());
  expect(out.exposes[0]!.assets.js.async).toContain('129.b.js');
  expect(out.shared[1]!.assets.js.async).toEqual([]);
});

it('keeps under exposes a fallback chunk no listed shared entry would name', () => {
  const only = { ...stats(), shared: stats().shared.slice(1) };
  expect(attributeFallbackAssets(only, compilation()).exposes[0]!.assets.js.async).toEqual(['305.a.js', '129.b.js']);
});

describe('online-only code (a lazy import named "online-...")', () => {
  // The data area's expose loads its page chunk; a file chosen loads "online-import-reader" and
  // "online-import-preview", which both need chunk 752; the reader alone needs 180 (papaparse).
  // Chunk 564 is needed by an online-only import and by the sessions area's page.
  const group = (name: string | null, parents: object[] = []) => ({ name, parentsIterable: parents });
  function onlineCompilation() {
    const entry = group('mf_sessions');
    const dataExpose = group('__federation_expose_DataArea', [entry]);
    const sessionsExpose = group('__federation_expose_SessionsArea', [entry]);
    const reader = group('online-import-reader', [dataExpose]);
    const preview = group('online-import-preview', [dataExpose]);
    const sessionPage = group(null, [sessionsExpose]);
    const chunk = (files: string[], groups: object[]) => ({ files: new Set(files), groupsIterable: groups });
    return {
      ...compilation(),
      chunks: [
        chunk(['remoteEntry.js'], [entry]),
        chunk(['__federation_expose_DataArea.js'], [dataExpose]),
        chunk(['505.js'], [dataExpose]),
        chunk(['online-import-reader.js'], [reader]),
        chunk(['online-import-preview.js'], [preview]),
        chunk(['752.js'], [reader, preview]),
        chunk(['180.js'], [reader]),
        chunk(['564.js'], [reader, sessionPage]),
      ],
    };
  }
  const dataStats = () => ({
    metaData: { buildInfo: { name: 'mf_sessions' } },
    exposes: [
      {
        name: 'DataArea',
        assets: {
          js: {
            sync: ['505.js', '__federation_expose_DataArea.js'],
            async: ['752.js', 'online-import-preview.js', '180.js', 'online-import-reader.js', '564.js'],
          },
          css: { sync: [], async: [] },
        },
      },
    ],
    shared: [],
  });

  it('lists the chunks only online-only imports load under metaData.onlineOnly, not under exposes', () => {
    const out = attributeFallbackAssets(dataStats(), onlineCompilation());
    expect(out.exposes[0]!.assets.js).toEqual({ sync: ['505.js', '__federation_expose_DataArea.js'], async: ['564.js'] });
    expect(out.metaData!.onlineOnly).toEqual({ js: ['752.js', 'online-import-preview.js', '180.js', 'online-import-reader.js'], css: [] });
    expect(out.metaData).toMatchObject({ buildInfo: { name: 'mf_sessions' } });
  });

  it('keeps under exposes every chunk an area needs to open, and one another area also loads', () => {
    const kept = attributeFallbackAssets(dataStats(), onlineCompilation()).exposes[0]!.assets.js;
    expect([...kept.sync, ...kept.async]).toEqual(['505.js', '__federation_expose_DataArea.js', '564.js']);
  });

  it('changes nothing when no lazy import is online-only', () => {
    const plain = {
      ...onlineCompilation(),
      chunks: onlineCompilation().chunks.map((c) => ({ ...c, groupsIterable: [group('__federation_expose_DataArea')] })),
    };
    const out = attributeFallbackAssets(dataStats(), plain);
    expect(out.exposes[0]!.assets.js.async).toHaveLength(5);
    expect(out.metaData!.onlineOnly).toBeUndefined();
  });
});
