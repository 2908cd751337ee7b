// Every name an app imports from 'react-router' must be one the shared module exports
// (tools/webpack/react-router.mjs): at run time every remote gets the shell's copy of that module,
// so a name missing there is undefined in the page although the remote's own build passed.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const APPS = ['shared', 'shell', 'mf-sessions', 'mf-progress', 'mf-goals', 'mf-groups'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function exported(): Set<string> {
  const text = fs.readFileSync(path.join(__dirname, 'react-router.mjs'), 'utf8');
  const list = /export\s*\{([\s\S]*?)\}\s*from/.exec(text)?.[1] ?? '';
  return new Set(
    list
      .split('\n')
      .map((line) => line.replace(/\/\/.*$/, ''))
      .join('')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

/** Every value imported from 'react-router' by the apps' code (tests run without federation, so they are left out). */
function imported(): Map<string, string[]> {
  const uses = new Map<string, string[]>();
  for (const app of APPS) {
    for (const file of sources(path.join(ROOT, app, 'src')).filter((f) => !/\.test\.tsx?$/.test(f))) {
      const text = fs.readFileSync(file, 'utf8');
      if (
        /from\s*['"]react-router\//.test(text) ||
        /import\s*\*\s*as\s+\w+\s+from\s*['"]react-router['"]/.test(text) ||
        /require\(['"]react-router/.test(text)
      ) {
        uses.set(`(a namespace or deep import) in ${path.relative(ROOT, file)}`, [file]);
      }
      for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]react-router['"]/g)) {
        if (match[1]) continue;
        for (const part of (match[2] ?? '').split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0] ?? '';
          if (!name || name.startsWith('type ')) continue;
          uses.set(name, [...(uses.get(name) ?? []), path.relative(ROOT, file)]);
        }
      }
    }
  }
  return uses;
}

test("the apps import from 'react-router' only what the shared module exports", () => {
  const available = exported();
  const missing = [...imported()].filter(([name]) => !available.has(name)).map(([name, files]) => `${name} (${files.join(', ')})`);
  expect(missing).toEqual([]);
});

test('the shared module lists the names the apps use (the scan finds them)', () => {
  const used = imported();
  for (const name of ['BrowserRouter', 'Routes', 'Route', 'Link', 'useNavigate']) expect(used.has(name)).toBe(true);
  expect(exported().size).toBeGreaterThan(20);
});
