// The one Module Federation runtime core of a page, on globalThis, where a production remote's
// remoteEntry.js looks for it (experiments.externalRuntime, federation-preset.cjs). Used twice:
// - as a runtime plugin of the shell: its federation runtime imports this module at start-up, so
//   the core the shell already runs is the one every remote uses. Module Federation's own
//   provideExternalRuntime does the same through a CommonJS plugin, which bundled a second copy
//   of the core (~24 KB gzip) beside the shell's;
// - as a remote's standalone page's first script (a child compilation, no federation, no
//   externals): there the page is its own host.
import * as runtimeCore from '@module-federation/runtime-core';

const provide = () => {
  globalThis._FEDERATION_RUNTIME_CORE ??= runtimeCore;
};
provide();

export default function provideRuntimeCore() {
  return {
    name: 'liftbook-provide-runtime-core',
    beforeInit(args) {
      provide();
      return args;
    },
  };
}
