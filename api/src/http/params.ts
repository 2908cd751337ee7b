// Ids in URLs. Every id of the api is a positive PostgreSQL integer; the schema says so, so
// "abc", "1.5", "0" or an id beyond int4 is a 400 naming the parameter, never a 500 from SQL.
// (Ajv coerces path parameters from their string form.)

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
