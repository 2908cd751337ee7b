// npm run lint: ESLint (eslint.config.mjs, with the architecture's import boundaries), then
// prettier --check. npm run format: eslint --fix, then prettier --write (last, so what a fix
// wrote is formatted too). Both take paths: `npm run lint -- mf-goals` checks one package.
// A warning fails like an error: nothing accumulates. Both tools cache their results in
// node_modules/.cache (by content), so a second run only re-checks changed files.
const path = require('node:path');
const { spawn } = require('node:child_process');

const ROOT = path.resolve(__dirname, '../../..');

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

/** prettier --check (or --write) in a child process; its output is kept and handed back. */
function prettier(patterns, write) {
  const bin = path.join(ROOT, 'node_modules', 'prettier', 'bin', 'prettier.cjs');
  const cache = ['--cache', '--cache-strategy', 'content', '--cache-location', path.join(ROOT, 'node_modules', '.cache', 'prettier', '.prettier-cache')];
  const args = [bin, write ? '--write' : '--check', '--log-level', write ? 'warn' : 'log', '--ignore-unknown', ...cache, ...patterns];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output, seconds: (Date.now() - started) / 1000 }));
  });
}

async function lint(args) {
  const fix = args.includes('--fix');
  const patterns = args.filter((a) => !a.startsWith('--'));
  const targets = patterns.length ? patterns : ['.'];

  // A check runs both tools at once (one core each); a fix runs prettier after ESLint's fixes.
  const checking = fix ? null : prettier(targets, false);
  const started = Date.now();
  const { results, text } = await eslintResults(targets, { fix });
  const errors = results.reduce((n, r) => n + r.errorCount, 0);
  const warnings = results.reduce((n, r) => n + r.warningCount, 0);
  if (text) console.log(text);
  console.log(`ESLint: ${results.length} files, ${errors} errors, ${warnings} warnings (${((Date.now() - started) / 1000).toFixed(1)} s)`);

  const formatting = await (checking ?? prettier(targets, true));
  if (formatting.output.trim()) console.log(formatting.output.trimEnd());
  const verdict = fix ? 'formatted' : formatting.ok ? 'every file is formatted' : 'the files above are not formatted: run npm run format';
  console.log(`Prettier: ${verdict} (${formatting.seconds.toFixed(1)} s)`);
  return errors === 0 && warnings === 0 && formatting.ok;
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
