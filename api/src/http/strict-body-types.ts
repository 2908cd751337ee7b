// JSON bodies keep their JSON types. Fastify configures Ajv with coerceTypes, which is right for
// path and query parameters (they arrive as text: "/sessions/12" must give the integer 12), but in
// a JSON body it would take {"reps": false} as 0 reps, {"weight": true} as 1 and {"session_type": 5}
// as "5". This hook runs before validation and refuses a top-level body property whose JSON type
// is not one its schema names, with the message validation would give ("reps must be an integer
// or null"). A number for an "integer" passes here; whether it is whole is Ajv's check.
import type { FastifyInstance } from 'fastify';
import { ValidationError } from './errors.js';
import { describeValidationError } from './validation-message.js';

type JsonType = 'null' | 'boolean' | 'string' | 'array' | 'object' | 'number';

function jsonType(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value as JsonType;
}

const typesBySchema = new WeakMap<object, Map<string, string[]>>();

/** Declared types of each top-level property that names any. */
function declaredTypes(schema: object): Map<string, string[]> {
  let types = typesBySchema.get(schema);
  if (types === undefined) {
    types = new Map();
    const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties ?? {};
    for (const [name, property] of Object.entries(properties)) {
      const type = property.type;
      if (typeof type === 'string') types.set(name, [type]);
      else if (Array.isArray(type)) types.set(name, type.map(String));
    }
    typesBySchema.set(schema, types);
  }
  return types;
}

function accepts(types: string[], actual: JsonType): boolean {
  return types.includes(actual) || (actual === 'number' && types.includes('integer'));
}

export function installStrictBodyTypes(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const schema = request.routeOptions.schema?.body;
    const body = request.body;
    if (typeof schema !== 'object' || schema === null || typeof body !== 'object' || body === null || Array.isArray(body)) return;
    for (const [field, types] of declaredTypes(schema)) {
      const value = (body as Record<string, unknown>)[field];
      if (value === undefined || accepts(types, jsonType(value))) continue;
      const { message } = describeValidationError(
        { keyword: 'type', instancePath: `/${field}`, schemaPath: '#', params: { type: types.length === 1 ? types[0] : types } },
        'body',
      );
      throw new ValidationError(message, field);
    }
  });
}
