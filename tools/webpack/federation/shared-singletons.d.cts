/** A package shared under `key` as our module re-exporting only what the apps use. */
export interface Facade {
  /** The package's folder. */
  package: string;
  /** The bare request shared under the key (an alias of `file`). */
  facade: string;
  /** Our facade module. */
  file: string;
  /** The package's production build the facade re-exports from. */
  production: string;
}
export const FACADES: Readonly<Record<string, Facade>>;
