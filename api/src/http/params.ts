// Ids in URLs. Every id of the api is a positive PostgreSQL integer; the schema says so, so
// "abc", "1.5", "0" or an id beyond int4 is a 400 naming the parameter, never a 500 from SQL.
// Ajv coerces path and query parameters from their string form with Number(), which also reads
// "0x10" as 16, " 1" as 1 and "1e2" as 100: installPlainDecimalIntegers refuses those first, so
// an integer in a URL is written in plain decimal digits or it is a 400.
import type { FastifyInstance } from 'fastify';
import { ValidationError } from './errors.js';

/** The largest PostgreSQL integer: identity columns never go beyond it. */
export const MAX_ID = 2_147_483_647;

export const idSchema = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;

/** `/things/:id` */
export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: idSchema },
} as const;

export interface IdParams {
  id: number;
}

/** An empty answer (204), for the OpenAPI document. */
export const noContentSchema = { type: 'null', description: 'Done; no content.' } as const;

/**
 * Plain digits (a minus sign allowed: validation's range message names it) pass, and so does
 * anything Number() cannot make a whole number of ("abc", "1.5": validation's own 400). What is
 * left is a non-decimal spelling Ajv would quietly accept ("0x10", " 1", "1e1", "+1", "1.0").
 */
function plainOrLeftToValidation(raw: unknown): boolean {
  if (typeof raw !== 'string') return false;
  return /^-?\d+$/.test(raw) || !Number.isInteger(Number(raw)) || raw.trim() === '';
}

type PropertiesSchema = { properties?: Record<string, { type?: unknown }> };

/**
 * Before validation, every path or query parameter whose schema says integer must be plain
 * decimal digits in the URL; anything else is the 400 validation would give a non-integer.
 */
export function installPlainDecimalIntegers(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema as { params?: PropertiesSchema; querystring?: PropertiesSchema } | undefined;
    for (const [part, values] of [
      [schema?.params, request.params],
      [schema?.querystring, request.query],
    ] as const) {
      for (const [name, property] of Object.entries(part?.properties ?? {})) {
        const raw = (values as Record<string, unknown> | undefined)?.[name];
        if (property.type === 'integer' && raw !== undefined && !plainOrLeftToValidation(raw)) {
          throw new ValidationError(`${name} must be an integer`, name);
        }
      }
    }
  });
}
