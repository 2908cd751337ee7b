// The architecture's import boundaries as one ESLint rule (`liftbook/boundaries`). Every import
// (static, dynamic, `export … from`, `require`, `import x = require`) is resolved to the package
// and folder it lands in, so a relative path that climbs into another package
// (`../../mf-sessions/src/...`) is caught like `@liftbook/mf-sessions`. A hand-written rule rather
// than eslint-plugin-boundaries: that plugin needs an import resolver that understands TypeScript,
// package exports and NodeNext `.js` suffixes, and an import it cannot resolve is silently allowed.
// Here nothing needs resolving on disk: a path is classified by where it points.
const fs = require('node:fs');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');

// Workspace folder ↔ package name, from the root package.json (new packages are picked up).
function readWorkspaces(root) {
  const byName = new Map();
  const folders = new Set();
  const rootPackage = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  for (const folder of rootPackage.workspaces ?? []) {
    folders.add(folder);
    try {
      byName.set(JSON.parse(fs.readFileSync(path.join(root, folder, 'package.json'), 'utf8')).name, folder);
    } catch {
      // A workspace listed before its package.json exists: known by folder only.
    }
  }
  return { byName, folders };
}

const isRemote = (pkg) => /^mf-/.test(pkg);
// The browser apps and servers; `tools` (build and test tooling) is not an app.
const isApp = (pkg) => pkg === 'shell' || isRemote(pkg) || pkg === 'api' || pkg === 'idp' || pkg === 'e2e';

// What React-free `domain/` code may take from shared: its entries that pull no React and no CSS.
const REACT_FREE_SHARED_ENTRIES = [
  'contract',
  'format',
  'constants',
  'paths',
  'storage',
  'import',
  'import/plan',
  'import/check-size',
  'import/to-import-input',
  'import/exercise-names',
  'import/unit-inference',
  'training',
  'set-rules',
];
// The same entries as folders of shared/src, for a relative path that reaches into them.
const REACT_FREE_SHARED_FOLDERS = ['contract', 'format', 'domain', 'paths', 'storage', 'import', 'training', 'set-rules'];
// react, react-dom, react-redux, react-router, @testing-library/react, @azure/msal-react,
// @reduxjs/toolkit/query/react, react-chartjs-2…: "react" as a whole word of the name.
const REACT_PACKAGES = /(^|[/-])react($|[/-])/;

// An api test file (where the import reader may be used to build requests).
const API_TEST_FILE = /\.test\.ts$/;

// A package's own folders of React code (components, hooks, RTK Query hooks, test renderers).
const REACT_FOLDERS = ['features', 'ui', 'app', 'api', 'testing'];

// Where a path inside the repository lies: its package and, under src/, its area folder.
function locate(absolute, workspaces) {
  const relative = path.relative(ROOT, absolute);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  if (!workspaces.folders.has(parts[0])) return { pkg: null, parts };
  const inSrc = parts[1] === 'src';
  return {
    pkg: parts[0],
    parts,
    // src/features/<name>/… (a file directly under features/ belongs to no feature).
    feature: inSrc && parts[2] === 'features' && parts.length >= 4 ? parts[3] : null,
    domain: inSrc && parts[2] === 'domain',
  };
}

// What an import specifier points at: another file of the repository, or an external package.
function resolveTarget(specifier, filename, workspaces) {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier === '.' || specifier === '..') {
    const at = locate(path.resolve(path.dirname(filename), specifier), workspaces);
    return at ? { ...at, via: 'path' } : { external: specifier };
  }
  const scoped = /^(@liftbook\/[^/]+)(?:\/(.*))?$/.exec(specifier);
  if (scoped && workspaces.byName.has(scoped[1])) {
    return { pkg: workspaces.byName.get(scoped[1]), entry: scoped[2] ?? '.', via: 'name' };
  }
  // A Module Federation remote's own name (`mf_goals/...`), as in import('mf_goals/exposes').
  const federated = /^(mf_[a-z0-9_]+)(?:\/|$)/.exec(specifier);
  if (federated && workspaces.folders.has(federated[1].replace(/_/g, '-'))) {
    return { pkg: federated[1].replace(/_/g, '-'), entry: specifier, via: 'federation' };
  }
  return { external: specifier };
}

const WHY = {
  remoteImportsRemote:
    '[remote → remote] {{from}} imports {{to}} ({{specifier}}). No remote imports another remote or the shell: each is built, versioned and deployed on its own, ' +
    "so the import bundles a stale copy of the other team's code and breaks silently when they deploy. Move what both need to @liftbook/shared.",
  shellImportsRemote:
    "[shell → remote] the shell imports {{to}} ({{specifier}}). The shell imports no remote's code: remotes are loaded at run time from /remotes.json " +
    'so each deploys without rebuilding the shell. Load the area through the remote loader, or move the shared piece to @liftbook/shared.',
  sharedImportsApp:
    '[shared → app] shared imports {{to}} ({{specifier}}). shared imports no app: it is the singleton every app depends on, so an import back makes a cycle ' +
    "and drags one app's code into every other. Pass what it needs in (props, the auth port, the store) instead.",
  apiImportsShared:
    '[api → shared] the api imports {{specifier}}. The api imports nothing of shared but its type-only contract, the pure progression rules ' +
    "(@liftbook/shared/training) and the rules of a set (@liftbook/shared/set-rules): the rest of shared is browser code (React, RTK Query, CSS). Write `import type { … } from '@liftbook/shared/contract'`.",
  apiValueImportsContract:
    '[api → shared] the api imports @liftbook/shared/contract as a value. The api shares only types with the browser: write `import type { … }` ' +
    '(or `export type`), so nothing of shared is loaded on the server at run time.',
  serverImportsBrowserApp:
    '[{{from}} → {{to}}] {{from}} imports {{to}} ({{specifier}}). Servers import no browser app: the shell and the remotes are browser bundles; ' +
    'what both sides need is a type in @liftbook/shared/contract.',
  browserImportsServer:
    '[{{from}} → {{to}}] {{from}} imports {{to}} ({{specifier}}). Browser apps import no server code: the api is reached over HTTP through ' +
    "shared's one RTK Query api, and the idp only through sign-in; what both sides need is a type in @liftbook/shared/contract.",
  featureImportsFeature:
    '[feature → feature] feature "{{fromFeature}}" imports feature "{{toFeature}}" ({{specifier}}). No feature folder imports another, so each can change or go ' +
    "on its own: move what both need to the area's domain/ (pure logic) or ui/ (components), or to @liftbook/shared when two remotes need it.",
  domainImportsReact:
    '[domain → React] a domain/ module imports {{specifier}}. domain/ modules are pure logic with no React, tested by tables of cases without rendering: ' +
    'keep React in features/ or ui/. From shared, take only the React-free entries @liftbook/shared/{{entries}}.',
};

let cachedWorkspaces;

function create(context) {
  const filename = context.filename;
  const workspaces = (cachedWorkspaces ??= readWorkspaces(ROOT));
  const from = locate(filename, workspaces);
  if (!from || !from.pkg) return {};

  function check(node, specifier, typeOnly) {
    if (typeof specifier !== 'string') return;
    const to = resolveTarget(specifier, filename, workspaces);
    const report = (messageId, data = {}) =>
      context.report({
        node,
        messageId,
        data: { from: from.pkg, to: to.pkg, specifier: `'${specifier}'`, entries: REACT_FREE_SHARED_ENTRIES.join('|'), ...data },
      });

    if (from.domain) {
      const reactPackage = to.external && REACT_PACKAGES.test(to.external);
      const sharedWithReact =
        to.pkg === 'shared' &&
        (to.via === 'name' ? !REACT_FREE_SHARED_ENTRIES.includes(to.entry) : !(to.parts[1] === 'src' && REACT_FREE_SHARED_FOLDERS.includes(to.parts[2])));
      const ownReactCode =
        to.pkg === from.pkg && to.via === 'path' && (/\.tsx$/.test(specifier) || (to.parts[1] === 'src' && REACT_FOLDERS.includes(to.parts[2])));
      if (reactPackage || sharedWithReact || ownReactCode) return report('domainImportsReact');
    }

    if (!to.pkg || to.pkg === from.pkg) {
      if (to.pkg && from.feature && to.feature && to.feature !== from.feature) {
        report('featureImportsFeature', { fromFeature: from.feature, toFeature: to.feature });
      }
      return;
    }

    if (isRemote(from.pkg) && (isRemote(to.pkg) || to.pkg === 'shell')) return report('remoteImportsRemote');
    if (from.pkg === 'shell' && isRemote(to.pkg)) return report('shellImportsRemote');
    if (from.pkg === 'shared' && isApp(to.pkg)) return report('sharedImportsApp');
    if (from.pkg === 'api' && to.pkg === 'shared') {
      // The api's tests read real export files with the page's own reader (React-free) to send
      // exactly what the page sends, and hold the api's figures to the page's (shared's constants,
      // plain values: the one body limit); the api itself never runs either.
      if (API_TEST_FILE.test(filename) && to.via === 'name' && (to.entry === 'import' || to.entry === 'constants')) return;
      // Progression is one set of rules for both sides (the api applies it at Finish, a page may
      // preview it): pure, React-free, and compiled into the api's dist by build-node.cjs.
      if (to.via === 'name' && to.entry === 'training') return;
      // The rules of a set (kinds, bounds, units, CSV columns, the WorkoutSet builder) are one
      // module for both sides: plain values and one pure function, compiled in the same way.
      if (to.via === 'name' && to.entry === 'set-rules') return;
      if (to.via !== 'name' || to.entry !== 'contract') return report('apiImportsShared');
      if (!typeOnly) return report('apiValueImportsContract');
      return;
    }
    if ((from.pkg === 'api' || from.pkg === 'idp') && (to.pkg === 'shell' || isRemote(to.pkg))) return report('serverImportsBrowserApp');
    if ((from.pkg === 'shell' || isRemote(from.pkg)) && (to.pkg === 'api' || to.pkg === 'idp')) return report('browserImportsServer');
  }

  const literal = (node) => (node && node.type === 'Literal' && typeof node.value === 'string' ? node.value : undefined);
  return {
    ImportDeclaration: (node) => check(node, node.source.value, node.importKind === 'type'),
    ExportNamedDeclaration: (node) => node.source && check(node, node.source.value, node.exportKind === 'type'),
    ExportAllDeclaration: (node) => check(node, node.source.value, node.exportKind === 'type'),
    ImportExpression: (node) => check(node, literal(node.source), false),
    TSImportEqualsDeclaration: (node) =>
      node.moduleReference.type === 'TSExternalModuleReference' && check(node, literal(node.moduleReference.expression), node.importKind === 'type'),
    // `type T = import('x').T` loads nothing at run time.
    TSImportType: (node) => check(node, literal('source' in node ? node.source : node.argument?.literal), true),
    CallExpression(node) {
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments.length === 1) check(node, literal(node.arguments[0]), false);
    },
  };
}

module.exports = {
  meta: { name: 'liftbook-architecture' },
  rules: {
    boundaries: {
      meta: {
        type: 'problem',
        docs: { description: "The import boundaries of Liftbook's architecture (see docs: remotes, shell, shared, api, features, domain)." },
        schema: [],
        messages: WHY,
      },
      create,
    },
  },
};
