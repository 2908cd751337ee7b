import type { IncomingMessage, Server } from 'node:http';
export function createStaticServer(options: {
  root: string;
  spa?: boolean;
  cors?: boolean;
  apiOrigin?: string;
  json?: Record<string, () => unknown>;
  csp?: () => string;
  /** Told of a request whose handler threw (it was answered 500). */
  onError?: (error: unknown, req: IncomingMessage) => void;
}): Server;
export function listen(server: Server, port: number, host: string, portVar: string): Promise<Server>;
