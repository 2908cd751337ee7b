import type { FastifyInstance } from 'fastify';
/** The api's default body limit (BODY_LIMIT_BYTES), the proxy's unless given. */
export const DEFAULT_BODY_LIMIT: number;
export function apiProxy(app: FastifyInstance, options: { apiOrigin: string; bodyLimit?: number; https?: boolean }): Promise<void>;
export function apiError(statusCode: number, error: string, message: string): Error & { statusCode: number };
