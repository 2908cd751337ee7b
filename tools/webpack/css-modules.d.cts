export interface ScopeOptions {
  /** The app's federation name: "shell", "mf_sessions", ... */
  app: string;
  /** The app's folder (class names hash the file's path inside it). */
  appDir: string;
  production?: boolean;
}
export declare function scopedClassName(options: ScopeOptions & { file: string; local: string }): string;
export declare function cssModulesOptions(options: ScopeOptions): Record<string, unknown>;
/** `{ classAsWritten: 'scoped name' }`, as the build's `import styles from file` gives it (production names unless told). */
export declare function classNamesOf(file: string, options: ScopeOptions): Record<string, string>;
