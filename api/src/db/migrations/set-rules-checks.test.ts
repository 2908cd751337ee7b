// The database's CHECKs on sets, planned sets and routine sets say what @liftbook/shared/set-rules
// says (kinds, units, bounds, and sets.weight_lbs's kg factor): read back from the migrated schema,
// so a rule changed on one side only fails here. Migrations are history and keep their literals.
import { sql } from 'kysely';
import {
  LBS_PER_KG,
  MAX_SET_DISTANCE_M,
  MAX_SET_DURATION_MS,
  MAX_SET_REPS,
  MAX_SET_WEIGHT,
  ROUTINE_SET_KINDS,
  SET_KINDS,
  SET_RPE,
  WEIGHT_UNITS,
} from '@liftbook/shared/set-rules';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.js';

let database: TestDatabase;
let checks: Map<string, string>;
beforeAll(async () => {
  database = await createTestDatabase();
  const { rows } = await sql<{ name: string; def: string }>`
    SELECT conname AS name, pg_get_constraintdef(oid) AS def FROM pg_constraint
    WHERE contype = 'c' AND connamespace = 'public'::regnamespace`.execute(database.db);
  checks = new Map(rows.map((row) => [row.name, row.def]));
});
afterAll(async () => {
  await database.drop();
});

// PostgreSQL's own spelling of each shape of CHECK (pg_get_constraintdef), built from the rules.
const oneOf = (column: string, values: readonly string[]) => `CHECK ((${column} = ANY (ARRAY[${values.map((v) => `'${v}'::text`).join(', ')}])))`;
const numeric = (n: number) => `(${n})::numeric`;
const numericRange = (column: string, max: number) => `CHECK (((${column} >= ${numeric(0)}) AND (${column} <= ${numeric(max)})))`;
const integerRange = (column: string, min: string, max: number) => `CHECK (((${column} ${min}) AND (${column} <= ${max})))`;
const steps = 1 / SET_RPE.step;
const rpe = `CHECK ((((rpe >= ${numeric(SET_RPE.min)}) AND (rpe <= ${numeric(SET_RPE.max)})) AND ((rpe * ${numeric(steps)}) = trunc((rpe * ${numeric(steps)})))))`;

test.each([
  ['sets_kind_check', oneOf('kind', SET_KINDS)],
  ['planned_sets_kind_check', oneOf('kind', SET_KINDS)],
  ['routine_sets_kind_check', oneOf('kind', ROUTINE_SET_KINDS)],
  ['sets_weight_unit_check', oneOf('weight_unit', WEIGHT_UNITS)],
  ['planned_sets_weight_unit_check', oneOf('weight_unit', WEIGHT_UNITS)],
  ['routine_exercises_weight_unit_check', oneOf('weight_unit', WEIGHT_UNITS)],
  ['users_weight_unit_check', oneOf('weight_unit', WEIGHT_UNITS)],
  ['sets_rpe_check', rpe],
  ['planned_sets_rpe_check', rpe],
  ['routine_sets_rpe_check', rpe],
  ['sets_distance_check', numericRange('distance_m', MAX_SET_DISTANCE_M)],
  ['planned_sets_distance_check', numericRange('distance_m', MAX_SET_DISTANCE_M)],
  ['routine_sets_distance_check', numericRange('distance_m', MAX_SET_DISTANCE_M)],
  ['planned_sets_weight_check', numericRange('weight', MAX_SET_WEIGHT)],
  ['routine_sets_weight_check', numericRange('weight', MAX_SET_WEIGHT)],
  ['planned_sets_reps_check', integerRange('reps', '>= 0', MAX_SET_REPS)],
  ['routine_sets_reps_min_check', integerRange('reps_min', '>= 1', MAX_SET_REPS)],
  ['routine_sets_reps_max_check', integerRange('reps_max', '>= 1', MAX_SET_REPS)],
  ['planned_sets_duration_check', integerRange('duration_ms', '> 0', MAX_SET_DURATION_MS)],
  ['routine_sets_duration_check', integerRange('duration_ms', '> 0', MAX_SET_DURATION_MS)],
  // A logged set's table predates the upper bounds (0001): the api holds those; its floors are the rules' 0.
  ['sets_weight_check', `CHECK ((weight >= ${numeric(0)}))`],
  ['sets_reps_check', 'CHECK ((reps >= 0))'],
])('%s is the rules of a set', (name, expected) => {
  expect(checks.get(name)).toBe(expected);
});

test("sets.weight_lbs converts kg with the rules' factor", async () => {
  const { rows } = await sql<{ expression: string }>`
    SELECT pg_get_expr(d.adbin, d.adrelid) AS expression FROM pg_attrdef AS d
    JOIN pg_attribute AS a ON a.attrelid = d.adrelid AND a.attnum = d.adnum
    WHERE d.adrelid = 'sets'::regclass AND a.attname = 'weight_lbs'`.execute(database.db);
  expect(rows[0]?.expression).toContain(`WHEN (weight_unit = 'kg'::text) THEN ((weight)::double precision * (${LBS_PER_KG})::double precision)`);
});
