// CSS Modules for every Liftbook web app (the shell and each remote): how a `*.module.css` file's
// class names become the names in the page. Used by the webpack preset (css-loader's options) and
// by the build-time prerender (tools/webpack/prerender.cjs), which must write the very same names
// into index.html as the stylesheet the build links.
//
// Why: every remote's CSS ends up in ONE page. A bare `.exercise` written by one team would restyle
// another team's `.exercise`, and only in production, where the areas meet. So the class names an
// app writes are local to its file, and the names in the page are `<app>__…`:
//   development  mf_sessions__card__a1B2c    (readable: the class as written, then a hash)
//   production   mf_sessions__a1B2c_         (short)
// The hash is of the file's path inside the app and the class name, so the same source always gives
// the same name (the prerender relies on it), two files of one app never share a name, and the app
// prefix keeps two apps apart. css-loader runs in "pure" mode: every selector of a module must
// contain one of its own classes, so a module cannot style anything but elements that carry them.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

/** Only files named like this are CSS Modules (css-loader's `auto`); see tools/lib/test/style-isolation.cjs. */
const CSS_MODULE_FILE = /\.module\.css$/;

/** Every name ever handed out, per app: two sources must never get the same name (a hash collision). */
const issued = new Map();

/**
 * The class name the page uses for `local` written in `file` of the app `app` (its federation name,
 * e.g. "mf_sessions"), whose folder is `appDir`.
 */
function scopedClassName({ app, appDir, file, local, production }) {
  if (!/^[a-z][a-z0-9_]*$/.test(app)) throw new Error(`CSS Modules: "${app}" is not a federation name (shell, mf_sessions, ...)`);
  const relative = path.relative(appDir, file).split(path.sep).join('/');
  const hash = crypto.createHash('sha256').update(`${relative}\0${local}`).digest('base64url');
  const name = production ? `${app}__${hash.slice(0, 6)}` : `${app}__${local}__${hash.slice(0, 5)}`;
  const source = `${relative} .${local}`;
  const names = issued.get(app) ?? new Map();
  issued.set(app, names);
  const previous = names.get(name);
  if (previous !== undefined && previous !== source) {
    throw new Error(`CSS Modules: "${source}" and "${previous}" both became "${name}"; rename one of the two classes`);
  }
  names.set(name, source);
  return name;
}

/** css-loader's `modules` option for an app. */
function cssModulesOptions({ app, appDir, production }) {
  return {
    auto: CSS_MODULE_FILE,
    // Every selector must contain a class of the file itself (`:global(.lb-…)` only beside one).
    mode: 'pure',
    // `import styles from './card.module.css'`, `styles.title`: the names as written (camelCase).
    namedExport: false,
    exportLocalsConvention: 'as-is',
    getLocalIdent: (loaderContext, _localIdentName, local) => scopedClassName({ app, appDir, file: loaderContext.resourcePath, local, production }),
  };
}

/**
 * What `import styles from file` gives in the build: `{ classAsWritten: 'scoped name' }` (keyframes
 * too), computed with css-loader's own PostCSS plugins and `scopedClassName`, so it equals the
 * build's (tools/webpack/css-modules.test.ts compares the two). `composes` from another file is not
 * supported here (the prerender would have to load that file too): nothing uses it.
 */
function classNamesOf(file, { app, appDir, production = true }) {
  const postcss = require('postcss');
  const { extractICSS } = require('icss-utils');
  const plugins = [
    require('postcss-modules-values'),
    require('postcss-modules-local-by-default')({ mode: 'pure' }),
    require('postcss-modules-extract-imports')(),
    require('postcss-modules-scope')({ generateScopedName: (local) => scopedClassName({ app, appDir, file, local, production }) }),
  ];
  const { root } = postcss(plugins).process(fs.readFileSync(file, 'utf8'), { from: file });
  const { icssImports, icssExports } = extractICSS(root);
  if (Object.keys(icssImports).length > 0) throw new Error(`${file}: "composes: … from" another file is not supported (see tools/webpack/css-modules.cjs)`);
  return icssExports;
}

module.exports = { CSS_MODULE_FILE, scopedClassName, cssModulesOptions, classNamesOf };
