// Declarative trimming: a body property whose schema says "x-trim": true arrives trimmed, before
// validation runs, so "   " fails minLength 1 ("is required") like "" does, and stored names
// never carry stray spaces. Ajv itself does not modify strings; this hook does it once for all
// modules. Only top-level body properties: every request body of the api is a flat object.
import type { FastifyInstance } from 'fastify';

export const TRIM_KEYWORD = 'x-trim';

/** Ajv plugin: makes the keyword known (it is an annotation; Ajv's strict mode rejects unknown ones). */
export function trimKeyword<T extends { addKeyword(keyword: string): unknown }>(ajv: T): T {
  ajv.addKeyword(TRIM_KEYWORD);
  return ajv;
}

const fieldsBySchema = new WeakMap<object, string[]>();

function trimmedFields(schema: unknown): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  let fields = fieldsBySchema.get(schema);
  if (fields === undefined) {
    const properties = (schema as { properties?: Record<string, Record<string, unknown>> }).properties ?? {};
    fields = Object.entries(properties)
      .filter(([, property]) => property[TRIM_KEYWORD] === true)
      .map(([name]) => name);
    fieldsBySchema.set(schema, fields);
  }
  return fields;
}

export function installTrimming(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const fields = trimmedFields(request.routeOptions.schema?.body);
    const body = request.body;
    if (fields.length === 0 || typeof body !== 'object' || body === null || Array.isArray(body)) return;
    const record = body as Record<string, unknown>;
    for (const field of fields) {
      const value = record[field];
      if (typeof value === 'string') record[field] = value.trim();
    }
  });
}

/** An optional text field after trimming: absent or blank is stored as null. */
export function blankToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}
