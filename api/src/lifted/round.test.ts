// roundLbs is PostgreSQL's round(x::numeric, 2), moved into the api: tables for the cases that
// matter, then PostgreSQL itself as the judge over many values (random, half-cents, exact binary
// ties at the 16th digit, huge ones).
import { sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../test/harness.js';
import { roundLbs } from './round.js';

test.each([
  [null, null],
  [0, 0],
  [220.462, 220.46], // a 100 kg single
  [1102.31, 1102.31],
  [257.20566666666667, 257.21],
  [299.65000000000003, 299.65],
  [14760.56975, 14760.57],
  [104.55 * 1.1, 115.01], // 115.00500000000001: a half-cent, away from zero
  [1.005, 1.01], // the double is 1.00499999999999989…, its 15 digits 1.00500000000000
  [2.675, 2.68],
  [0.125, 0.13],
  [0.004999999999, 0],
  [999999.995, 1000000],
  [123456789.125, 123456789.13],
  [1e20, 1e20],
])('roundLbs(%p) = %p', (x, expected) => {
  expect(roundLbs(x)).toBe(expected);
});

describe('against PostgreSQL', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ migrate: false });
  });
  afterAll(async () => {
    await database.drop();
  });

  test('the same answer as round(x::numeric, 2) for every value', async () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const values: number[] = [];
    for (let i = 0; i < 4000; i += 1) {
      const cents = Math.floor(random() * 200_000_000);
      values.push(cents / 100, cents / 100 + 0.005, (cents + 0.5) / 100); // 2-decimal weights and half-cents
      values.push((cents / 100) * 2.20462, ((cents / 100) * (30 + (i % 12))) / 30); // kg in lbs, Epley
      values.push(random() * 10 ** Math.floor(random() * 18)); // anything up to 10^17
      values.push(Math.floor(random() * 1e6) + Math.floor(random() * 1024) / 1024); // exact binary ties at the 16th digit
    }
    const { rows } = await sql<{ i: string; rounded: string }>`
      SELECT i, round(x::numeric, 2)::text AS rounded FROM unnest(${values}::float8[]) WITH ORDINALITY AS v (x, i)`.execute(database.db);
    const mismatches = rows
      .map(({ i, rounded }) => ({ x: values[Number(i) - 1]!, postgres: Number(rounded), api: roundLbs(values[Number(i) - 1]!) }))
      .filter(({ postgres, api }) => postgres !== api);
    expect(mismatches).toEqual([]);
    expect(rows).toHaveLength(values.length);
  });
});
