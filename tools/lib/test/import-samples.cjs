// The real exports from Strong, Hevy and FitNotes that tests read: they live beside the checkout
// (../shared/import-samples), never in the repository. A newcomer's clone has no such folder, so
// the tests that need them are skipped with one line that says why; under CI, where the folder is
// always laid beside the clone, its absence is a failure, not a skip. The repository's own small
// fixtures (shared/src/import/*.test.ts) keep every reader tested either way.
const fs = require('node:fs');
const path = require('node:path');

// LIFTBOOK_IMPORT_SAMPLES: the folder elsewhere (or a missing one, to see the tests skip).
const SAMPLES_DIR = process.env.LIFTBOOK_IMPORT_SAMPLES || path.resolve(__dirname, '../../../../shared/import-samples');

/** CI as .ci/run sets it (CI=1 or CI=true); "0"/"false" are a developer's own. */
const underCi = () => Boolean(process.env.CI) && !['0', 'false'].includes(String(process.env.CI).toLowerCase());

let told = false;

/**
 * Whether the samples are here. Absent: throws under CI, else says why once (per test file) and
 * answers false, for the caller to skip.
 */
function samplesAvailable(dir = SAMPLES_DIR) {
  if (fs.existsSync(path.join(dir, 'facts.json'))) return true;
  const why = `the import samples are not beside this clone (${dir})`;
  if (underCi()) throw new Error(`${why}: CI lays them there, so their absence fails the run`);
  if (!told) process.stderr.write(`Skipping the tests of the real import samples: ${why}.\n`);
  told = true;
  return false;
}

/** A sample's path. */
const samplePath = (name) => path.join(SAMPLES_DIR, name);
/** A sample's text. */
const readSample = (name) => fs.readFileSync(samplePath(name), 'utf8');
/** facts.json: each sample's counts. */
const sampleFacts = () => JSON.parse(readSample('facts.json'));

/**
 * Jest: registers the tests of `register` when the samples are here; else one skipped test whose
 * name says why (nothing of `register` runs, so no file is read while the tests are collected).
 */
function withSamples(register) {
  if (samplesAvailable()) register();
  else globalThis.test.skip('the real import samples: not beside this clone, so not read', () => undefined);
}

module.exports = { SAMPLES_DIR, samplesAvailable, samplePath, readSample, sampleFacts, withSamples };
