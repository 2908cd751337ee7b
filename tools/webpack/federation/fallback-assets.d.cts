// Types of fallback-assets.cjs for its TypeScript tests.
interface Assets {
  js: { sync: string[]; async: string[] };
  css: { sync: string[]; async: string[] };
}
export function attributeFallbackAssets<
  S extends {
    exposes?: { assets: Assets }[];
    shared?: { name: string; assets: Assets }[];
    metaData?: { onlineOnly?: { js: string[]; css: string[] }; [key: string]: unknown };
  },
>(stats: S, compilation: unknown): S & { metaData?: { onlineOnly?: { js: string[]; css: string[] } } };
