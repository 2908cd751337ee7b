export function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs?: number, everyMs?: number): Promise<void>;
