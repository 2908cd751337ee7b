import type { Server } from 'node:http';
export function createStaticServer(options: {
  root: string;
  spa?: boolean;
  cors?: boolean;
  apiOrigin?: string;
  json?: Record<string, () => unknown>;
  csp?: () => string;
}): Server;
export function listen(server: Server, port: number, host: string, portVar: string): Promise<Server>;
