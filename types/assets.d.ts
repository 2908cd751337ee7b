// A CSS Module (`*.module.css`, the only kind of stylesheet a remote or the shell may have):
// `import styles from './card.module.css'`, then `className={styles.title}`. The build gives each
// class a name that carries the app's name (tools/webpack/css-modules.cjs); a class that is not in
// the file is caught by tools/lib/test/style-isolation.test.ts, not by the type (Record<string, string>).
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

// A global stylesheet (shared's `lb-` kit), imported for its side effect (the page gets its rules).
declare module '*.css';
