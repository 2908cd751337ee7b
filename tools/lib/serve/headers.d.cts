/** `csp` with frame-ancestors 'none', object-src 'none' and base-uri 'self' added where it sets none. */
export function hardenCsp(csp: string): string;
