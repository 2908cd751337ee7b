import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
export function createStaticServer(options: {
  root: string;
  /** Other folders served under a prefix, e.g. { '/releases/': storeFolder }. */
  mounts?: Record<string, string>;
  spa?: boolean;
  cors?: boolean;
  apiOrigin?: string;
  json?: Record<string, () => unknown>;
  /** The page's Content-Security-Policy (hardened: see headers.cjs), read per request. */
  csp?: () => string;
  /** Served over https by a TLS-terminating proxy: answers carry HSTS. */
  https?: boolean;
  /** Largest body the /api proxy forwards, bytes (the api's BODY_LIMIT_BYTES; default 1 MiB). */
  bodyLimit?: number;
  /** Told of a request whose handler threw (it was answered 500). */
  onError?: (error: unknown, req: IncomingMessage) => void;
  /** Client deadlines, ms (DEFAULT_TIMEOUTS where unset). */
  timeouts?: Partial<Timeouts>;
}): Promise<FastifyInstance>;
export interface Timeouts {
  /** Every header of a request received within this. */
  headersMs: number;
  /** The whole request (body included) received within this. */
  requestMs: number;
  /** A socket with nothing sent or received this long is closed. */
  idleMs: number;
  /** A kept-alive connection waits this long for its next request. */
  keepAliveMs: number;
}
export const DEFAULT_TIMEOUTS: Timeouts;
export function listen(app: FastifyInstance, port: number, host: string, portVar: string): Promise<FastifyInstance>;
