const { requireTs } = require('../../lib/build/require-ts.cjs');

/**
 * Reads `export const exposes = {...}` from a remote's src/exposes.ts (TypeScript, checked by tsc
 * against the contract) so that file stays the one place the exposes are written.
 */
function readExposes(file) {
  const { exposes } = requireTs(file);
  if (!exposes) throw new Error(`${file} must export "exposes"`);
  return exposes;
}

module.exports = { readExposes };
