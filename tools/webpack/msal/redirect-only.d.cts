// Types of redirect-only.cjs for its TypeScript test.
export const MSAL: string;
export const REPLACED: Readonly<Record<string, string>>;
export function msalRedirectOnly(webpack: unknown): unknown[];
