// npm run lint: ESLint (eslint.config.mjs, with the architecture's import boundaries), then
// prettier --check. npm run format: eslint --fix, then prettier --write (last, so what a fix
// wrote is formatted too). Both take paths: `npm run lint -- mf-goals` checks one package.
// A warning fails like an error: nothing accumulates. Both tools cache their results in
// node_modules/.cache (by content), so a second run only re-checks changed files.
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '../..');

/** ESLint's results for files, folders or globs (relative to the repository root). */
async function eslintResults(patterns, { fix = false } = {}) {
  const { ESLint } = require('eslint');
  const eslint = new ESLint({
    cwd: ROOT,
    fix,
    cache: true,
    cacheLocation: path.join(ROOT, 'node_modules', '.cache', 'eslint', ''),
    cacheStrategy: 'content',
    errorOnUnmatchedPattern: false,
  });
  const results = await eslint.lintFiles(patterns);
  if (fix) await ESLint.outputFixes(results);
  const formatter = await eslint.loadFormatter('stylish');
  return { results, text: await formatter.format(results) };
}

function prettier(patterns, write) {
  const bin = path.join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  const cache = ['--cache', '--cache-strategy', 'content', '--cache-location', path.join(ROOT, 'node_modules', '.cache', 'prettier', '.prettier-cache')];
  const result = spawnSync(
    process.execPath,
    [bin, write ? '--write' : '--check', '--log-level', write ? 'warn' : 'log', '--ignore-unknown', ...cache, ...patterns],
    {
      cwd: ROOT,
      stdio: 'inherit',
    },
  );
  return result.status === 0;
}

async function lint(args) {
  const fix = args.includes('--fix');
  const patterns = args.filter((a) => !a.startsWith('--'));
  const targets = patterns.length ? patterns : ['.'];

  let started = Date.now();
  const { results, text } = await eslintResults(targets, { fix });
  const errors = results.reduce((n, r) => n + r.errorCount, 0);
  const warnings = results.reduce((n, r) => n + r.warningCount, 0);
  if (text) console.log(text);
  console.log(`ESLint: ${results.length} files, ${errors} errors, ${warnings} warnings (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  started = Date.now();
  const formatted = prettier(targets, fix);
  console.log(
    `Prettier: ${fix ? 'formatted' : formatted ? 'every file is formatted' : 'the files above are not formatted: run npm run format'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return errors === 0 && warnings === 0 && formatted;
}

if (require.main === module) {
  lint(process.argv.slice(2)).then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(error.stack || String(error));
      process.exit(2);
    },
  );
}

module.exports = { lint, eslintResults };
