// What the records statement reads of a lifter's history (issue 31: a feed page asks it for 20
// workouts of 5 lifts each). Judging a workout needs, per lift and rep count, the heaviest earlier
// set; the statement must find those in the index (sets_lift_reps_idx, migration 0022), one entry
// per rep count, not read every earlier set of the lift. records.test.ts holds what it decides.
import { CompiledQuery, sql } from 'kysely';
import { createTestDatabase, type TestDatabase } from '../../../test/harness.js';
import { insertSets } from '../sets/queries.js';
import { sessionRecordRows } from './queries.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/** A lifter's `count` weekly Bench Press sessions (a warm-up, then 5, 8 and 10 reps): their ids, oldest first. */
async function history(count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO users (issuer, subject, name) VALUES ('https://idp.test', ${`plan-${count}`}, 'Lifter') RETURNING id`.execute(database.db);
  const userId = rows[0]!.id;
  const ids: number[] = [];
  for (let week = 0; week < count; week += 1) {
    const date = new Date(Date.UTC(2025, 0, 6 + 7 * week)).toISOString().slice(0, 10);
    const { id } = await database.db
      .insertInto('sessions')
      .values({ user_id: userId, session_date: date, session_type: 'Push' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const exercise = await database.db
      .insertInto('exercises')
      .values({ session_id: id, user_id: userId, session_date: date, name: 'Bench Press', type: 'weighted', position: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sets = [
      [40, 10, 'warmup'],
      [80 + week, 5, 'normal'],
      [70 + week, 8, 'normal'],
      [60 + week, 10, 'normal'],
    ] as const;
    await insertSets(
      database.db,
      sets.map(([weight, reps, kind], i) => ({ exercise_id: exercise.id, set_number: i + 1, weight, weight_unit: 'kg' as const, reps, kind })),
    ).execute();
    ids.push(id);
  }
  await sql`ANALYZE sets`.execute(database.db);
  return ids;
}

/** The index entries the records statement reads from the lifter's earlier sets, judging `sessionId`. */
async function historyEntriesRead(sessionId: number): Promise<number> {
  const { queries } = await database.recordQueries(() => sessionRecordRows(database.db, [sessionId]));
  const { rows } = await database.db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    CompiledQuery.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${queries[0]!}`, [[sessionId]]),
  );
  // Every sets index but sets_counted_idx, which reads the judged session's own sets.
  const historyNodes = nodesOf(rows[0]!['QUERY PLAN'][0].Plan).filter(
    (node) => node['Index Name'] !== undefined && node['Index Name'].startsWith('sets_') && node['Index Name'] !== 'sets_counted_idx',
  );
  expect(historyNodes.length).toBeGreaterThan(0);
  // EXPLAIN gives rows and rows filtered out per loop, averaged.
  return Math.round(historyNodes.reduce((sum, node) => sum + (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'], 0));
}

test('judging a workout reads one index entry per rep count of its lifts, however long the history', async () => {
  const year = await history(52);
  // The latest workout, after 51 weeks of three counted sets: 153 earlier sets, three rep counts,
  // each its own set (heaviest, stepped over: not earlier) and the heaviest earlier one; then the
  // step that finds no more rep counts.
  expect(await sessionRecordRows(database.db, [year.at(-1)!])).toEqual(
    expect.arrayContaining([expect.objectContaining({ kind: 'e1rm' }), expect.objectContaining({ kind: 'weight_for_reps', reps: 5 })]),
  );
  expect(await historyEntriesRead(year.at(-1)!)).toBeLessThanOrEqual(3 * 2 + 1);
  // A workout in the middle: the later sets of each rep count (heavier, here) are stepped over
  // inside the index, still bounded by the sets of that rep count, not the lift's whole history.
  expect(await historyEntriesRead(year[26]!)).toBeLessThanOrEqual(3 * 26 + 3);
});
