// Style isolation: which CSS may be global in the one page every web app shares, and why. Read by
// tools/lib/test/style-isolation.test.ts (the source check) and e2e/tests/style-isolation.spec.ts (the
// page check). Everything else a web app styles is a CSS Module (tools/webpack/css-modules.cjs):
// its classes are named `<app>__…` in the page, so they match only that app's elements.
const fs = require('node:fs');
const path = require('node:path');
const { apps } = require('../stack/environment.cjs');

const ROOT = path.resolve(__dirname, '../../..');

/** The shell and the remotes: every CSS file under their src/ must be a CSS Module. */
const WEB_APPS = apps.filter((app) => app.key === 'shell' || app.remote).map((app) => ({ name: app.key, dir: app.dir }));

/**
 * The only global class names: shared's UI kit (`shared/src/**\/*.css`) and the shell's boot marks
 * on <html> (src/boot/boot-state.ts) start with this. A module may name them only inside
 * `:global(...)`, next to a class of its own (e.g. `.card :global(.lb-button)`).
 */
const GLOBAL_PREFIX = 'lb-';

/**
 * Global stylesheets a web app may keep (paths from the repository root), each with its reason.
 * None: the element resets, body, focus ring and design tokens (`--lb-…`) every app relies on are
 * shared's ui.css, which the shell links first in <head>.
 */
const GLOBAL_CSS_ALLOWED = [];

/** Whether a class name in the page is allowed: an app's scoped name or a kit class. */
function isAllowedPageClass(name) {
  if (name.startsWith(GLOBAL_PREFIX)) return true;
  return WEB_APPS.some((app) => name.startsWith(`${app.name}__`));
}

const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', '.data', 'test-results']);

/** Files under `dir` (relative to `root`, with /) whose name passes `test`. */
function listFiles(root, dir, test) {
  const found = [];
  const walk = (relative) => {
    const absolute = path.join(root, relative);
    if (!fs.existsSync(absolute)) return;
    for (const entry of fs.readdirSync(absolute, { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(child);
      } else if (test(entry.name)) found.push(child);
    }
  };
  walk(dir);
  return found.sort();
}

/** Every class selector of a stylesheet: its name, whether written inside `:global(...)`, and the rule. */
function classSelectors(css, from) {
  const postcss = require('postcss');
  const selectorParser = require('postcss-selector-parser');
  const found = [];
  const bareGlobals = [];
  postcss.parse(css, { from }).walkRules((rule) => {
    if (rule.parent && rule.parent.type === 'atrule' && /keyframes$/i.test(rule.parent.name)) return;
    selectorParser((selectors) => {
      selectors.walkPseudos((pseudo) => {
        if ((pseudo.value === ':global' || pseudo.value === ':local') && pseudo.nodes.length === 0) bareGlobals.push(rule.selector);
      });
      selectors.walkClasses((node) => {
        let inGlobal = false;
        for (let parent = node.parent; parent; parent = parent.parent) {
          if (parent.type === 'pseudo' && parent.value === ':global') inGlobal = true;
        }
        found.push({ name: node.value, inGlobal, selector: rule.selector });
      });
    }).processSync(rule.selector);
  });
  return { classes: found, bareGlobals };
}

function keyframesNames(css, from) {
  const names = [];
  require('postcss')
    .parse(css, { from })
    .walkAtRules(/keyframes$/i, (rule) => names.push(rule.params.trim()));
  return names;
}

/**
 * Everything in the sources that would let one app's CSS style another's elements, as messages
 * (none: isolated). `root` is the repository (a fixture in the check's own test).
 */
function checkStyleIsolation(root = ROOT, { webApps = WEB_APPS, allowed = GLOBAL_CSS_ALLOWED, sharedDir = 'shared' } = {}) {
  const { classNamesOf } = require('../../webpack/css-modules.cjs');
  const problems = [];
  const read = (file) => fs.readFileSync(path.join(root, file), 'utf8');
  const allowedFiles = new Set(allowed.map((entry) => entry.file));

  for (const file of allowedFiles) {
    if (!fs.existsSync(path.join(root, file))) {
      problems.push(`${file} is listed as an allowed global stylesheet but does not exist: remove it from tools/lib/test/style-isolation.cjs`);
    }
  }

  for (const app of webApps) {
    const modules = [];
    for (const file of listFiles(root, app.dir, (name) => name.endsWith('.css'))) {
      if (file.endsWith('.module.css')) modules.push(file);
      else if (!allowedFiles.has(file)) {
        problems.push(
          `${file}: a web app's stylesheet must be a CSS Module (name it *.module.css and import styles from it): a global stylesheet styles every app in the page`,
        );
      }
    }
    const exportsOf = new Map();
    for (const file of modules) {
      const css = read(file);
      if (/cssmodules-pure-(no-check|ignore)/.test(css))
        problems.push(`${file}: switches off the CSS Modules "pure" check; every selector must contain a class of the file`);
      if (/composes\s*:[^;]*\bfrom\b/.test(css)) problems.push(`${file}: "composes: … from" another file is not supported (the prerender cannot follow it)`);
      const { classes, bareGlobals } = classSelectors(css, file);
      for (const selector of bareGlobals)
        problems.push(`${file}: "${selector}" uses :global/:local without parentheses; write :global(.lb-…) beside a class of the file`);
      for (const c of classes) {
        if (c.inGlobal && !c.name.startsWith(GLOBAL_PREFIX)) {
          problems.push(`${file}: ":global(.${c.name})" names another app's or a bare class; only the kit's ${GLOBAL_PREFIX} classes may be named globally`);
        }
      }
      try {
        const names = classNamesOf(path.join(root, file), { app: app.name, appDir: path.join(root, app.dir) });
        const keyframes = new Set(keyframesNames(css, file));
        exportsOf.set(file, { names: new Set(Object.keys(names)), classes: Object.keys(names).filter((n) => !keyframes.has(n)), used: new Set() });
      } catch (error) {
        problems.push(`${file}: ${error.message.split('\n')[0]}`);
        exportsOf.set(file, null); // reported; its users are not checked against it
      }
    }

    for (const file of listFiles(root, app.dir, (name) => /\.(tsx?|jsx?)$/.test(name))) {
      const text = read(file);
      // Where a module's classes are read: the code without its comments and its CSS imports.
      const source = text
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|\s)\/\/.*$/gm, '$1')
        .replace(/^import\s.*\.css';$/gm, '');
      for (const [, name, specifier] of text.matchAll(/^import\s+(\w+)\s+from\s+'([^']+\.module\.css)';/gm)) {
        const cssFile = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
        const module = exportsOf.get(cssFile);
        if (module === null) continue;
        if (!module) {
          problems.push(`${file}: imports ${specifier}, which is not a CSS Module of ${app.dir}`);
          continue;
        }
        if (new RegExp(`\\b${name}\\s*\\[`).test(source))
          problems.push(`${file}: ${name}[…]: use ${name}.className, so the check can see which classes are used`);
        for (const [, used] of source.matchAll(new RegExp(`\\b${name}\\.([A-Za-z_$][\\w$]*)`, 'g'))) {
          module.used.add(used);
          if (!module.names.has(used)) problems.push(`${file}: ${name}.${used} is not a class of ${specifier} (it would render no class)`);
        }
      }
    }
    for (const [file, module] of exportsOf) {
      if (!module) continue;
      const unused = module.classes.filter((c) => !module.used.has(c));
      if (unused.length > 0) problems.push(`${file}: ${unused.map((c) => `.${c}`).join(', ')} not used by any component (remove, or use it)`);
    }
  }

  for (const file of listFiles(root, sharedDir, (name) => name.endsWith('.css'))) {
    const css = read(file);
    for (const c of classSelectors(css, file).classes) {
      if (!c.name.startsWith(GLOBAL_PREFIX))
        problems.push(`${file}: ".${c.name}" is a global class without the kit's ${GLOBAL_PREFIX} prefix (it would style any app's "${c.name}")`);
    }
    for (const name of keyframesNames(css, file)) {
      if (!name.startsWith(GLOBAL_PREFIX)) problems.push(`${file}: @keyframes ${name} is global without the ${GLOBAL_PREFIX} prefix`);
    }
  }
  return problems;
}

module.exports = { ROOT, WEB_APPS, GLOBAL_PREFIX, GLOBAL_CSS_ALLOWED, isAllowedPageClass, checkStyleIsolation };
