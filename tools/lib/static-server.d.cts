import type { IncomingMessage, Server } from 'node:http';
export function createStaticServer(options: {
  root: string;
  spa?: boolean;
  cors?: boolean;
  apiOrigin?: string;
  json?: Record<string, () => unknown>;
  csp?: () => string;
  /** Served over https by a TLS-terminating proxy: pages carry HSTS. */
  https?: boolean;
  /** Largest body the /api proxy forwards, bytes (the api's BODY_LIMIT_BYTES; default 1 MiB). */
  bodyLimit?: number;
  /** Told of a request whose handler threw (it was answered 500). */
  onError?: (error: unknown, req: IncomingMessage) => void;
}): Server;
/** `csp` with frame-ancestors 'none', object-src 'none' and base-uri 'self' added where it sets none. */
export function hardenCsp(csp: string): string;
export function listen(server: Server, port: number, host: string, portVar: string): Promise<Server>;
