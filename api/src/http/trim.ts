// Declarative cleaning: a body property whose schema says "x-trim": true (every free text field)
// arrives cleaned before validation runs: control and bidirectional control characters dropped
// (lib/display-text.ts, cleanFreeText, the one function names get too: a right-to-left override
// in a session type would reorder what group members read), then trimmed, so "   " fails
// minLength 1 ("is required") like "" does, and stored text never carries stray spaces. Ajv itself does not modify strings; this hook does it once for all
// modules. Top-level body properties, and those of objects inside a body's arrays (a batch create's
// sets).
import type { FastifyInstance } from 'fastify';
import { cleanFreeText } from '../lib/display-text.js';

export const TRIM_KEYWORD = 'x-trim';

/** Ajv plugin: makes the keyword known (it is an annotation; Ajv's strict mode rejects unknown ones). */
export function trimKeyword<T extends { addKeyword(keyword: string): unknown }>(ajv: T): T {
  ajv.addKeyword(TRIM_KEYWORD);
  return ajv;
}

type ObjectSchema = { properties?: Record<string, Record<string, unknown>> };
const isObjectSchema = (schema: unknown): schema is ObjectSchema => typeof schema === 'object' && schema !== null && 'properties' in schema;
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Trims the marked properties of `record`, and of the objects in its arrays of objects (a batch's sets). */
function trimObject(record: Record<string, unknown>, schema: ObjectSchema): void {
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const value = record[name];
    if (typeof value === 'string' && property[TRIM_KEYWORD] === true) record[name] = cleanFreeText(value);
    else if (Array.isArray(value) && isObjectSchema(property.items)) {
      for (const item of value) if (isRecord(item)) trimObject(item, property.items);
    }
  }
}

export function installTrimming(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.body;
    if (isObjectSchema(schema) && isRecord(request.body)) trimObject(request.body, schema);
  });
}

/** An optional text field after trimming: absent or blank is stored as null. */
export function blankToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}
