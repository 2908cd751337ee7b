// Jest's stand-in for a CSS Module (`import styles from './card.module.css'`): every class is
// its name as written (`styles.title` → "title"), so a rendered element's className reads like
// the source. Tests still find elements by role, label or text, never by these names. The build
// gives the real, app-prefixed names (tools/webpack/css-modules.cjs).
module.exports = new Proxy(
  {},
  {
    get(_target, key) {
      // Not an ES module namespace: the default import is this object itself.
      if (key === '__esModule' || typeof key !== 'string') return undefined;
      return key;
    },
  },
);
