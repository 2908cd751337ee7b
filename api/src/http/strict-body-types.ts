// JSON bodies keep their JSON types. Fastify configures Ajv with coerceTypes, which is right for
// path and query parameters (they arrive as text: "/sessions/12" must give the integer 12), but in
// a JSON body it would take {"reps": false} as 0 reps, {"weight": true} as 1 and {"session_type": 5}
// as "5". This hook runs before validation and refuses a top-level body property whose JSON type
// is not one its schema names, with the message validation would give ("reps must be an integer
// or null"). A number for an "integer" passes here; whether it is whole is Ajv's check. The
// objects inside a body's arrays (a batch create's sets) are checked the same way.
import type { FastifyInstance } from 'fastify';
import { ValidationError } from './errors.js';
import { describeValidationError } from './validation-message.js';

type JsonType = 'null' | 'boolean' | 'string' | 'array' | 'object' | 'number';

function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonType;
}

type PropertySchema = { type?: unknown; items?: unknown };
type ObjectSchema = { properties?: Record<string, PropertySchema> };
const isObjectSchema = (schema: unknown): schema is ObjectSchema => typeof schema === 'object' && schema !== null && 'properties' in schema;

function declaredTypes(property: PropertySchema): string[] | undefined {
  if (typeof property.type === 'string') return [property.type];
  if (Array.isArray(property.type)) return property.type.map(String);
  return undefined;
}

function accepts(types: string[], actual: JsonType): boolean {
  return types.includes(actual) || (actual === 'number' && types.includes('integer'));
}

/**
 * Refuses the first property of `record` whose JSON type its schema does not name, looking into
 * the objects of arrays of objects too (a batch create's sets: "sets[1].reps").
 */
function check(record: Record<string, unknown>, schema: ObjectSchema, path: string): void {
  for (const [field, property] of Object.entries(schema.properties ?? {})) {
    const value = record[field];
    if (value === undefined) continue;
    const types = declaredTypes(property);
    const instancePath = `${path}/${field}`;
    if (types !== undefined && !accepts(types, jsonType(value))) {
      const { message, field: named } = describeValidationError(
        { keyword: 'type', instancePath, schemaPath: '#', params: { type: types.length === 1 ? types[0] : types } },
        'body',
      );
      throw new ValidationError(message, named ?? field);
    }
    if (Array.isArray(value) && isObjectSchema(property.items)) {
      const items = property.items;
      value.forEach((item, index) => {
        if (jsonType(item) === 'object') check(item as Record<string, unknown>, items, `${instancePath}/${index}`);
      });
    }
  }
}

export function installStrictBodyTypes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.body;
    const body = request.body;
    if (!isObjectSchema(schema) || typeof body !== 'object' || body === null || Array.isArray(body)) return;
    check(body as Record<string, unknown>, schema, '');
  });
}
