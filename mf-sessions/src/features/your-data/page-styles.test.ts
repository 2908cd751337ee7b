import fs from 'node:fs';
import path from 'node:path';

// The page's stylesheet travels with Your data's page chunk, which the service worker warms for
// every lifter; the preview's (mappings, the unit question, changed workouts) loads with the
// online-only preview (mf-sessions/README.md, Import). So every class of your-data.module.css must
// be read by a file the page loads statically, not only by the preview's.
const here = __dirname;
const read = (file: string) => fs.readFileSync(path.join(here, file), 'utf8');

/** The files of this folder the page reaches through static imports (never `import type`, never `import()`). */
function pageFiles(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, what] of read(file).matchAll(/^import (?!type )[^;]*? from '\.\/([a-z-]+)';$/gm)) {
      const next = ['.tsx', '.ts'].map((ext) => `${what}${ext}`).find((name) => fs.existsSync(path.join(here, name)));
      if (next) visit(next);
    }
  };
  visit(entry);
  return seen;
}

it("every class of the page's stylesheet is one the page itself shows", () => {
  const files = pageFiles('data-page.tsx');
  expect(files).toContain('import-section.tsx');
  expect(files).not.toContain('import-preview.tsx');
  const shown = new Set([...files].flatMap((file) => [...read(file).matchAll(/\bstyles\.([A-Za-z0-9]+)/g)].map(([, name]) => name)));
  const classes = new Set([...read('your-data.module.css').matchAll(/\.([A-Za-z][A-Za-z0-9]*)/g)].map(([, name]) => name));
  expect([...classes].filter((name) => !shown.has(name))).toEqual([]);
});
