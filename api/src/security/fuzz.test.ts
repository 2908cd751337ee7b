// Fuzzing every route from its own schemas: for each route of the app's route table
// (buildApp's onRoute), fast-check builds path parameters, query strings and bodies from the
// route's JSON schemas (values near the schema's bounds, the wrong types, hostile strings, broken
// JSON) and sends them as a signed-in owner of real data. Whatever it sends, the answer is never a
// 5xx, and every error is the api's error shape with the same status. Short by default (npm test
// stays fast); FUZZ_RUNS raises the runs per route, FUZZ_SEED replays a failure (fast-check
// prints the seed and the shrunk counterexample).
import fc from 'fast-check';
import type { InjectOptions, RouteOptions } from 'fastify';
import { buildWorld, emailOf, nameOf, PEOPLE, userIds, type Person } from '../../test/groups-world.js';
import { createTestApi, type TestApi } from '../../test/harness.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
/** Per route, whatever RUNS says: the suite must stay short. */
const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 500);

type Schema = {
  type?: string | string[];
  enum?: readonly unknown[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: string;
  properties?: Record<string, Schema>;
  required?: readonly string[];
  items?: Schema;
};

/** Strings that have broken parsers, queries and validators before. */
const HOSTILE = [
  '',
  ' ',
  '\u0000',
  '\t\n',
  '0',
  '-1',
  '-0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '2147483648',
  '9'.repeat(40),
  '0x10',
  'null',
  'true',
  '[]',
  '{}',
  '2026-02-30',
  '2026-13-01',
  '0000-00-00',
  '9999-12-31',
  '2026-01-01T25:00:00Z',
  "'; drop table sessions; --",
  '%00',
  '../..',
  '\uD800',
  '😀'.repeat(60),
  'a'.repeat(5000),
];

/** Any JSON value, or a hostile string or number. */
const wild: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE),
  fc.jsonValue({ maxDepth: 2 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-320),
);

const DATE = fc.oneof(
  fc.date({ min: new Date('1850-01-01'), max: new Date('2045-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
  fc.date({ min: new Date('1850-01-01'), max: new Date('2045-12-31'), noInvalidDate: true }).map((d) => d.toISOString()),
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
);

/** A value for `schema`: mostly near what it accepts (bounds ± 1), sometimes anything at all. */
function valueFor(schema: Schema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: nearValue(schema) }, { weight: 1, arbitrary: wild });
}

function nearValue(schema: Schema): fc.Arbitrary<unknown> {
  if (schema.enum !== undefined) {
    const strings = schema.enum.filter((v): v is string => typeof v === 'string');
    return fc.oneof(fc.constantFrom(...schema.enum), fc.constantFrom(...strings.map((s) => s.toUpperCase()), ...strings.map((s) => ` ${s}`), 'unknown'));
  }
  const types = schema.type === undefined ? ['string'] : [schema.type].flat();
  return fc.oneof(...types.map((type) => typed(type, schema)));
}

function typed(type: string, schema: Schema): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string': {
      const min = Math.max(0, (schema.minLength ?? 0) - 1);
      const max = Math.min(6000, (schema.maxLength ?? 200) + 2);
      const text = fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.string({ unit: 'grapheme', minLength: min, maxLength: Math.min(max, 120) }));
      return schema.format?.startsWith('date') ? fc.oneof(DATE, text) : text;
    }
    case 'integer': {
      const min = (schema.minimum ?? -1_000_000) - 2;
      const max = (schema.maximum ?? 1_000_000) + 2;
      return fc.oneof(fc.integer({ min, max }), fc.constantFrom(schema.minimum ?? 0, schema.maximum ?? 2 ** 31, 2 ** 31, -1, 0));
    }
    case 'number': {
      const min = (schema.minimum ?? -1e6) - 2;
      const max = (schema.maximum ?? 1e6) + 2;
      return fc.oneof(fc.double({ min, max, noNaN: true }), fc.constantFrom(schema.minimum ?? 0, schema.maximum ?? 1e308, 0.005, 1e308, -1e-10));
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(schema.items ? valueFor(schema.items) : wild, { maxLength: 4 });
    case 'object':
      return objectFor(schema);
    default:
      return wild;
  }
}

/** An object with any subset of the schema's properties (each near-valid or wild) and perhaps a stranger key. */
function objectFor(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, valueFor(property)]));
  return fc
    .tuple(fc.record(properties, { requiredKeys: [] }), fc.option(fc.tuple(fc.constantFrom('id', 'user_id', '__proto__', 'constructor', 'extra'), wild)))
    .map(([object, extra]) => (extra === null ? object : { ...object, [extra[0]]: extra[1] }));
}

/** Percent-encodes text as a browser would (a lone surrogate becomes U+FFFD, as in UTF-8). */
const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');
const encode = (text: string) => encodeURIComponent(wellFormed(text));

/**
 * A path segment as sent: ids that exist (the owner's, someone else's) or nearly could, any text
 * (encoded), or raw segments no encoder makes (malformed escapes, encoded slashes and dots).
 */
function paramFor(existing: number[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...existing).map(String) },
    { weight: 2, arbitrary: fc.integer({ min: -5, max: 2 ** 31 + 5 }).map(String) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE, 'me@example.com', 'OUTSIDER@EXAMPLE.COM').map(encode) },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }).map(encode) },
    { weight: 1, arbitrary: fc.constantFrom('%', '%ff', '%ED%A0%80', '%E0%A4%A', '%2e%2e', '%2F', '%00', '1%20', '+1') },
  );
}

interface FuzzRoute {
  method: string;
  url: string;
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
}

const routes: FuzzRoute[] = [];
let api: TestApi;
let existing: number[];
let authorization: string;
const runs: Record<string, number> = {};
const OWNER: Person = 'member2';

beforeAll(async () => {
  api = await createTestApi({
    onRoute: (route: RouteOptions) => {
      const schema = (route.schema ?? {}) as { params?: Schema; querystring?: Schema; body?: Schema };
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, url: route.url, params: schema.params, querystring: schema.querystring, body: schema.body });
      }
    },
  });
  const ids = (await userIds(api, PEOPLE)) as Record<Person, number>;
  const world = await buildWorld(api, ids);
  const rows = await Promise.all([
    api.db.selectFrom('exercises').select('id').execute(),
    api.db.selectFrom('sets').select('id').execute(),
    api.db.selectFrom('goals').select('id').execute(),
  ]);
  existing = [...new Set([world.groupId, world.inviteId, world.sessionId, ...Object.values(ids), ...rows.flat().map((r) => r.id)])];
  authorization = `Bearer ${await api.token({ sub: OWNER, name: nameOf(OWNER), email: emailOf(OWNER) })}`;
}, 60_000);
afterAll(async () => {
  if (process.env.FUZZ_VERBOSE) console.log(`fuzz runs: ${Object.values(runs).reduce((a, b) => a + b, 0)} over ${Object.keys(runs).length} routes`, runs);
  await api.close();
});

test('the route table was read', () => {
  expect(routes.length).toBeGreaterThan(40);
});

/** Body as sent: a JSON value, or (sometimes) raw text that is not JSON at all. */
function bodyFor(schema: Schema | undefined): fc.Arbitrary<{ raw: string } | { json: unknown } | undefined> {
  const json = schema ? fc.oneof({ weight: 6, arbitrary: valueFor(schema) }, { weight: 1, arbitrary: wild }) : fc.option(wild, { nil: undefined });
  return fc.oneof(
    { weight: 8, arbitrary: json.map((value) => (value === undefined ? undefined : { json: value })) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', 'nul', '\u0000', '[1,]', '{"x":1}{"y":2}', '"unterminated').map((raw) => ({ raw })) },
  );
}

/** Runs the property for one route; resolves with the number of requests sent. */
async function fuzzRoute(route: FuzzRoute): Promise<number> {
  const paramNames = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const request = fc.record({
    params: fc.tuple(...paramNames.map(() => paramFor(existing))),
    query: route.querystring ? fc.option(objectFor(route.querystring), { nil: undefined }) : fc.constant(undefined),
    body: route.method === 'GET' ? fc.constant(undefined) : bodyFor(route.body),
  });
  let count = 0;
  await fc.assert(
    fc.asyncProperty(request, async ({ params, query, body }) => {
      count += 1;
      let url = route.url;
      paramNames.forEach((name, i) => (url = url.replace(`:${name}`, params[i] ?? '')));
      if (query !== undefined) {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(query)) search.append(key, wellFormed(typeof value === 'string' ? value : JSON.stringify(value)));
        url += `?${search.toString()}`;
      }
      const options: InjectOptions = { method: route.method as InjectOptions['method'], url, headers: { authorization, 'content-type': 'application/json' } };
      if (body !== undefined) options.payload = 'raw' in body ? body.raw : JSON.stringify(body.json);
      const response = await api.app.inject(options);
      const summary = `${route.method} ${url} ${String(options.payload ?? '').slice(0, 300)} → ${response.statusCode} ${response.body.slice(0, 300)}`;
      if (response.statusCode >= 500) throw new Error(`5xx: ${summary}`);
      if (response.statusCode >= 400) {
        const error = response.json() as { statusCode?: unknown; message?: unknown };
        if (error.statusCode !== response.statusCode || typeof error.message !== 'string') throw new Error(`not the error shape: ${summary}`);
      }
    }),
    { numRuns: RUNS, interruptAfterTimeLimit: TIME_LIMIT_MS, markInterruptAsFailure: false, ...(SEED === undefined ? {} : { seed: SEED }) },
  );
  return count;
}

test('no route answers a 5xx to anything its schemas let a client send, and every error has the error shape', async () => {
  const failures: string[] = [];
  for (const route of routes) {
    const key = `${route.method} ${route.url}`;
    try {
      runs[key] = await fuzzRoute(route);
    } catch (error) {
      failures.push(`${key}:\n${error instanceof Error ? error.message : String(error)}`);
    }
  }
  expect(failures).toEqual([]);
  // Every route was really exercised (a time limit cannot cut one to nothing).
  expect(routes.filter((r) => !(runs[`${r.method} ${r.url}`]! > 0))).toEqual([]);
}, 120_000);
