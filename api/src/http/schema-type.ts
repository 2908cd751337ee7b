// The TypeScript type a route's JSON schema describes, computed by the compiler from the schema
// object itself (declared `as const`): contract-types.test.ts holds every response schema to its
// contract type, so a schema and the type the web client reads cannot drift apart. Covers what the
// api's schemas use: type (one or a list, with 'null'), enum, properties with required, items.
// `format`, lengths and descriptions do not change the type. Type-only: nothing here runs.

type Primitive<T> = T extends 'string' ? string : T extends 'integer' | 'number' ? number : T extends 'boolean' ? boolean : T extends 'null' ? null : never;

type RequiredKeys<S> = S extends { required: readonly (infer R)[] } ? R : never;

type Flatten<T> = { [K in keyof T]: T[K] };

type ObjectOf<S> = S extends { properties: infer P }
  ? Flatten<{ -readonly [K in keyof P & RequiredKeys<S>]: FromSchema<P[K]> } & { -readonly [K in Exclude<keyof P, RequiredKeys<S>>]?: FromSchema<P[K]> }>
  : Record<string, unknown>;

type OfType<S, T> = T extends 'object'
  ? ObjectOf<S>
  : T extends 'array'
    ? S extends { items: infer I }
      ? FromSchema<I>[]
      : unknown[]
    : S extends { enum: readonly (infer E)[] }
      ? E
      : Primitive<T>;

/** The type of a value `S` accepts. */
export type FromSchema<S> = S extends { type: infer T }
  ? T extends readonly (infer U)[]
    ? OfType<S, U>
    : OfType<S, T>
  : S extends { enum: readonly (infer E)[] }
    ? E
    : unknown;

/** true when A and B accept exactly the same values (each assignable to the other). */
export type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
