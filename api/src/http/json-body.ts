// JSON bodies. Every call of the product carries a JSON content type (docs/product.md §7), bodiless ones
// too (DELETE, PUT …/accept), so an empty body with that type means "no body", not an error;
// a route whose schema needs a body still answers 400 ("body must be object"). Anything else
// that is not JSON stays a 400 (FST_ERR_CTP_INVALID_JSON_BODY, reworded by the error handler).
//
// Before a body is parsed, its objects and arrays are counted against what the route's schema can
// hold (the maxItems of its arrays, multiplied out; a route without a body schema holds one
// object), with a little slack, and never more than JSON_CONTAINERS_MAX. Parsing is the costly part of a hostile body
// (1 MiB of `{}` is 345k objects, a third of a second of the api's one thread), and maxItems only
// acts after it: the count stops at the first container past the budget, so such a body is
// refused after reading a few hundred bytes of it.
import type { FastifyInstance } from 'fastify';
import { ValidationError } from './errors.js';

/** Objects and arrays any one body may hold: an import chunk at its limits (2,000 sets in 100 workouts) holds far fewer. */
export const JSON_CONTAINERS_MAX = 25_000;
/**
 * Room beyond what the schema holds, so a body of the wrong shape (an array where a number goes)
 * is still parsed and answered with validation's precise message; a route without a body schema
 * (no body, or `{}`) gets this much.
 */
const SLACK = 16;

type Schema = { type?: unknown; properties?: Record<string, Schema>; items?: Schema; maxItems?: number };

/** How many objects and arrays a value of `schema` can hold at most (Infinity where an array is unbounded). */
export function containerBudget(schema: Schema | undefined): number {
  if (schema === undefined || typeof schema !== 'object') return 0;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  let most = 0;
  if (types.includes('object') || schema.properties !== undefined) {
    most = Math.max(most, 1 + Object.values(schema.properties ?? {}).reduce((sum, property) => sum + containerBudget(property), 0));
  }
  if (types.includes('array') || schema.items !== undefined) {
    most = Math.max(most, 1 + (schema.maxItems ?? Infinity) * containerBudget(schema.items));
  }
  return most;
}

/** Whether `text` (JSON) opens more than `budget` objects and arrays; stops counting at the first one past it. */
export function holdsMoreContainers(text: string, budget: number): boolean {
  let count = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 92)
        i += 1; // a backslash: the next character is escaped
      else if (code === 34) inString = false;
    } else if (code === 34) inString = true;
    else if ((code === 123 || code === 91) && ++count > budget) return true;
  }
  return false;
}

const budgets = new WeakMap<object, number>();

export function installJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    const schema = request.routeOptions.schema?.body as Schema | undefined;
    let budget = schema === undefined ? SLACK : budgets.get(schema);
    if (budget === undefined) {
      budget = Math.min(JSON_CONTAINERS_MAX, 2 * containerBudget(schema) + SLACK);
      budgets.set(schema as object, budget);
    }
    if (holdsMoreContainers(text, budget)) {
      done(new ValidationError(`The request body holds more objects and arrays than this call takes (at most ${budget})`, 'body'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
