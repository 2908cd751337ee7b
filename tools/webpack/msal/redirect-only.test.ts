// The shell's MSAL is built without the platform broker and popup clients (redirect-only.cjs).
// That holds only while MSAL's modules are where and what the replacements expect, and while the
// shell never turns the broker on nor asks for a popup.
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import { MSAL, REPLACED, msalRedirectOnly } from './redirect-only.cjs';

const ROOT = path.resolve(__dirname, '../../..');

/** The names an ESM module exports (`export { a, b }` lists, `export function|class|const x`). */
function exportsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const listed = [...text.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    (m[1] ?? '').split(',').map(
      (n) =>
        n
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    ),
  );
  const declared = [...text.matchAll(/export\s+(?:async\s+)?(?:function|class|const|let)\s+(\w+)/g)].map((m) => m[1] ?? '');
  return [...listed, ...declared].filter(Boolean).sort();
}

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

test.each(Object.entries(REPLACED))("MSAL's %s exists and its replacement exports the same names", (file, replacement) => {
  const original = path.join(MSAL, 'dist', file);
  expect(fs.existsSync(original)).toBe(true);
  expect(exportsOf(replacement)).toEqual(exportsOf(original));
});

test('the shell never turns the platform broker on nor signs in by popup', () => {
  const used = sources(path.join(ROOT, 'shell', 'src')).flatMap((file) => {
    const text = fs.readFileSync(file, 'utf8');
    return [...text.matchAll(/\b(allowPlatformBroker\w*|loginPopup|acquireTokenPopup|logoutPopup)\b/g)].map((m) => `${m[1]} in ${path.relative(ROOT, file)}`);
  });
  expect(used).toEqual([]);
});

test("the plugins match MSAL's resolved files, one per replaced module", () => {
  const plugins = msalRedirectOnly(webpack) as { resourceRegExp: RegExp; newResource: string }[];
  expect(plugins).toHaveLength(Object.keys(REPLACED).length);
  for (const [file, replacement] of Object.entries(REPLACED)) {
    const plugin = plugins.find((p) => p.newResource === replacement);
    expect(plugin?.resourceRegExp.test(path.join(MSAL, 'dist', file))).toBe(true);
    expect(plugin?.resourceRegExp.test(path.join(MSAL, 'dist', 'custom_auth', file))).toBe(false);
  }
});
