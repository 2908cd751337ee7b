// Types of fallback-assets.cjs for its TypeScript tests.
interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
export function attributeFallbackAssets<S extends { exposes?: { assets: Assets }[]; shared?: { name: string; assets: Assets }[] }>(
  stats: S,
  compilation: unknown,
): S;
