// Every name an app imports from a package shared as a facade (FACADES in
// federation/shared-singletons.cjs: react-router, Redux Toolkit's entries) must be one that facade
// exports: at run time every remote gets the shell's copy of the facade, so a name missing there is
// undefined in the page although the remote's own build passed. The same holds between Redux
// Toolkit's entries: its query build imports from "@reduxjs/toolkit", which is the shared facade.
import fs from 'node:fs';
import path from 'node:path';
import { FACADES } from './federation/shared-singletons.cjs';

const ROOT = path.resolve(__dirname, '../..');
const APPS = ['shared', 'shell', 'mf-sessions', 'mf-progress', 'mf-goals', 'mf-groups'];
const facades = FACADES;
const KEYS = Object.keys(facades);
const PACKAGES = [...new Set(KEYS.map((key) => (key.startsWith('@') ? key.split('/').slice(0, 2) : key.split('/').slice(0, 1)).join('/')))];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const names = (list: string) =>
  list
    .replace(/\/\/.*$/gm, '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0] ?? '');

/** The names a module's `export { ... } from '...'` lists (a facade) or its local `export { ... }` lists. */
function exportList(file: string, local = false): Set<string> {
  const text = fs.readFileSync(file, 'utf8');
  const pattern = local ? /export\s*\{([^}]*)\}\s*;/g : /export\s*\{([^}]*)\}\s*from/g;
  return new Set([...text.matchAll(pattern)].flatMap((m) => names(m[1] ?? '')));
}

type Uses = Map<string, Map<string, string[]>>;
function use(uses: Uses, key: string, name: string, where: string) {
  const byName = uses.get(key) ?? new Map<string, string[]>();
  byName.set(name, [...(byName.get(name) ?? []), where]);
  uses.set(key, byName);
}

/**
 * Code that never runs in a federated page, so it imports the packages themselves: tests and their
 * helpers (jest) and the shell's prerender (Node, at build time).
 */
const NOT_IN_THE_PAGE = /\.test\.tsx?$|^[^/]+\/src\/testing\/|^shell\/src\/prerender\.tsx$/;

/** Every value the apps' page code imports from each facade's key. */
function appImports(): { uses: Uses; unshared: string[] } {
  const uses: Uses = new Map();
  const unshared: string[] = [];
  for (const app of APPS) {
    for (const file of sources(path.join(ROOT, app, 'src')).filter((f) => !NOT_IN_THE_PAGE.test(path.relative(ROOT, f)))) {
      const text = fs.readFileSync(file, 'utf8');
      const where = path.relative(ROOT, file);
      for (const pkg of PACKAGES) {
        // A request of the package that is no facade key (another entry, a deep file) is not shared.
        for (const m of text.matchAll(new RegExp(`(?:from|import|require\\()\\s*['"](${escape(pkg)}(?:/[^'"]*)?)['"]`, 'g'))) {
          const request = m[1] ?? '';
          if (!KEYS.includes(request)) unshared.push(`${request} in ${where}`);
        }
      }
      for (const key of KEYS) {
        const from = `from\\s*['"]${escape(key)}['"]`;
        if (new RegExp(`import\\s*\\*\\s*as\\s+\\w+\\s+${from}`).test(text)) unshared.push(`a namespace import of ${key} in ${where}`);
        if (new RegExp(`import\\s+(?!type\\s)\\w+\\s*(?:,\\s*\\{[^}]*\\}\\s*)?${from}`).test(text)) unshared.push(`a default import of ${key} in ${where}`);
        for (const m of text.matchAll(new RegExp(`(?:import|export)\\s+(type\\s+)?\\{([^}]*)\\}\\s*${from}`, 'g'))) {
          if (m[1]) continue;
          for (const name of names(m[2] ?? '')) use(uses, key, name, where);
        }
      }
    }
  }
  return { uses, unshared };
}

/** What the packages' builds behind the facades import from another facade's key, and the names a star re-export passes on. */
function buildImports(uses: Uses) {
  for (const [key, f] of Object.entries(facades)) {
    const text = fs.readFileSync(f.production, 'utf8');
    const where = `${path.relative(ROOT, f.production)} (behind ${key})`;
    // A build's own key shows up only in its documentation comments (a package never imports itself).
    for (const other of KEYS.filter((k) => k !== key)) {
      const from = `from\\s*["']${escape(other)}["']`;
      for (const m of text.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*${from}`, 'g'))) for (const name of names(m[1] ?? '')) use(uses, other, name, where);
      // `export * from "<other>"`: what this facade passes on without defining it comes from the other facade.
      if (new RegExp(`export\\s*\\*\\s*${from}`).test(text)) {
        const own = exportList(f.production, true);
        for (const name of exportList(f.file)) if (!own.has(name)) use(uses, other, name, `${path.relative(ROOT, f.file)} (re-exported by ${key})`);
      }
    }
  }
  return uses;
}

function missing(uses: Uses): string[] {
  return [...uses].flatMap(([key, byName]) => {
    const available = exportList(facades[key]!.file);
    return [...byName].filter(([name]) => !available.has(name)).map(([name, files]) => `${key}: ${name} (${[...new Set(files)].join(', ')})`);
  });
}

test('the apps import from a facade-shared package only what its facade exports, and only through its keys', () => {
  const { uses, unshared } = appImports();
  expect(unshared).toEqual([]);
  expect(missing(uses)).toEqual([]);
});

test("the packages' builds behind the facades find what they import from one another", () => {
  expect(missing(buildImports(new Map()))).toEqual([]);
});

test('every name a facade exports is one the package exports', () => {
  for (const [key, f] of Object.entries(facades)) {
    // The CommonJS build of the same entry has the same names (jest cannot load the ESM builds).
    const real = new Set(Object.keys(jest.requireActual<Record<string, unknown>>(key)));
    expect({ key, absent: [...exportList(f.file)].filter((name) => !real.has(name)) }).toEqual({ key, absent: [] });
  }
});

test('the scan finds the names the apps use', () => {
  const { uses } = appImports();
  for (const name of ['BrowserRouter', 'Routes', 'Route', 'Link', 'useNavigate']) expect(uses.get('react-router')?.has(name)).toBe(true);
  expect(uses.get('@reduxjs/toolkit/query/react')?.has('createApi')).toBe(true);
  expect(uses.get('@reduxjs/toolkit')?.has('configureStore')).toBe(true);
  expect(buildImports(new Map()).get('@reduxjs/toolkit')?.has('createSlice')).toBe(true);
  expect(exportList(facades['react-router']!.file).size).toBeGreaterThan(10);
});
