import type { ImportRecord } from '@liftbook/shared/contract';
import { importRecord } from '../../testing/import-record';
import type { ImportChunk } from '../../domain/import/workout-inputs';
import { REQUEST_BODY_LIMIT_BYTES } from '@liftbook/shared/constants';
import { ImportStopped, finishImport, runImport, type ImportCalls } from './run-import';

const record = (values: Partial<ImportRecord> = {}) => importRecord({ id: 7, ...values });
const workout = { session_date: '2024-01-01', session_type: 'Push', notes: null, exercises: [] };
const chunk = (n: number, firstLine: number): ImportChunk => ({
  workouts: Array.from({ length: n }, () => workout),
  lines: Array.from({ length: n }, (_, i) => ({ line: firstLine + i * 10, exercises: [[firstLine + i * 10, firstLine + i * 10 + 1]] })),
  sets: 0,
});
const input = { source: 'strong' as const, layout: 'Strong', file_name: 'strong.csv', checksum: 'ab'.repeat(32) };

function calls(overrides: Partial<ImportCalls> = {}): ImportCalls & { sent: number[] } {
  const sent: number[] = [];
  return {
    sent,
    start: jest.fn(async () => record()),
    send: jest.fn(async (_id: number, body: { workouts: unknown[] }) => {
      sent.push(body.workouts.length);
    }),
    check: jest.fn(async () => ({ workouts_new: 5, workouts_already_there: 0, workouts_changed: 0, changed: [] })),
    finish: jest.fn(async () => record({ status: 'done', workouts_added: 5, sets_added: 12 })),
    ...overrides,
  };
}

describe('runImport', () => {
  test('starts, sends every chunk in order with progress, finishes', async () => {
    const fake = calls();
    const progress: number[] = [];
    const outcome = await runImport(fake, input, [chunk(3, 2), chunk(2, 40)], (n) => progress.push(n));
    expect(fake.start).toHaveBeenCalledWith(input);
    expect(fake.sent).toEqual([3, 2]);
    expect(progress).toEqual([0, 3, 5]);
    expect(fake.check).toHaveBeenCalledWith(7);
    expect(fake.finish).toHaveBeenCalledWith(7, {});
    expect(outcome).toEqual({ kind: 'done', record: expect.objectContaining({ workouts_added: 5 }) });
  });

  test('chunks read as the file streams: the next is asked for only once the last is sent', async () => {
    const events: string[] = [];
    const fake = calls({
      send: jest.fn(async (_id: number, body: { workouts: unknown[] }) => {
        events.push(`sent ${body.workouts.length}`);
      }),
    });
    async function* read() {
      for (const n of [2, 1]) {
        events.push(`read ${n}`);
        yield chunk(n, 2);
      }
    }
    await runImport(fake, input, read(), () => undefined);
    expect(events).toEqual(['read 2', 'sent 2', 'read 1', 'sent 1']);
  });

  test('a file imported before: nothing is sent', async () => {
    const earlier = record({ id: 3, status: 'done' });
    const fake = calls({ start: jest.fn(async () => Promise.reject({ status: 409, message: 'This file was already imported', earlier })) });
    await expect(runImport(fake, input, [chunk(1, 2)], () => undefined)).resolves.toEqual({ kind: 'already', earlier });
    expect(fake.send).not.toHaveBeenCalled();
  });

  test('a refused chunk stops with the api message and the line of the field it names; nothing is finished', async () => {
    const send = jest
      .fn()
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce({ status: 400, message: 'reps must be at most 1000', field: 'workouts.1.exercises.0.sets.1.reps' });
    const fake = calls({ send });
    const error = await runImport(fake, input, [chunk(1, 2), chunk(2, 40)], () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportStopped);
    expect(error).toMatchObject({ message: 'reps must be at most 1000', line: 51 });
    expect(fake.finish).not.toHaveBeenCalled();
  });

  test("workouts that differ from the lifter's stop before the finish, with the check; the finish then sends the choice", async () => {
    const check = {
      workouts_new: 1,
      workouts_already_there: 2,
      workouts_changed: 1,
      changed: [
        {
          seq: 2,
          session_date: '2024-01-01',
          session_type: 'Push',
          exercises: 1,
          sets: 2,
          lifts: ['Bench Press'],
          mine: { session_id: 4, session_type: 'Push', exercises: 1, sets: 3, lifts: ['Bench Press'] },
          differences: ['Bench Press: 2 sets in the file, 3 in your log'],
        },
      ],
    };
    const fake = calls({ check: jest.fn(async () => check) });
    await expect(runImport(fake, input, [chunk(4, 2)], () => undefined)).resolves.toEqual({ kind: 'changed', importId: 7, check });
    expect(fake.finish).not.toHaveBeenCalled();
    await expect(finishImport(fake, 7, { changed: 'keep_mine', except: [2] })).resolves.toMatchObject({ kind: 'done' });
    expect(fake.finish).toHaveBeenCalledWith(7, { changed: 'keep_mine', except: [2] });
  });

  test('every request body stays under the one body limit: a chunk of long workouts goes in several requests, extras on the first', async () => {
    // 100 workouts of 2,000 sets with long notes: about 1.7 MB as one body, refused by the shell's proxy.
    const long = { ...workout, notes: 'n'.repeat(17_000) };
    const big: ImportChunk = { ...chunk(100, 2), workouts: Array.from({ length: 100 }, () => long), extras: { custom_exercises: [{ name: 'Sled' }] } };
    const bodies: string[] = [];
    const fake = calls({
      send: jest.fn(async (_id: number, body: { workouts: unknown[] }) => {
        bodies.push(JSON.stringify(body));
      }),
    });
    const progress: number[] = [];
    await runImport(fake, input, [big], (n) => progress.push(n));
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(REQUEST_BODY_LIMIT_BYTES);
    expect(bodies.map((body) => (JSON.parse(body) as { workouts: unknown[] }).workouts.length).reduce((a, b) => a + b)).toBe(100);
    expect(bodies.filter((body) => body.includes('"custom_exercises"'))).toEqual([bodies[0]]);
    expect(progress.at(-1)).toBe(100);
  });

  test('a single workout larger than the body limit stops the import with its line, before anything is sent', async () => {
    const huge = { ...workout, notes: 'n'.repeat(REQUEST_BODY_LIMIT_BYTES) };
    const fake = calls();
    const error = await runImport(fake, input, [{ ...chunk(2, 2), workouts: [workout, huge] }], () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImportStopped);
    expect(error).toMatchObject({ line: 12, message: expect.stringContaining('The workout on line 12 is too large to send in one request') });
    expect(fake.send).not.toHaveBeenCalled();
    expect(fake.finish).not.toHaveBeenCalled();
  });

  test('a failed start or finish says so, without a line', async () => {
    const failedStart = calls({ start: jest.fn(async () => Promise.reject({ status: 500, message: 'Could not start the import' })) });
    await expect(runImport(failedStart, input, [], () => undefined)).rejects.toMatchObject({ message: 'Could not start the import', line: null });
    const failedFinish = calls({ finish: jest.fn(async () => Promise.reject({ status: 'FETCH_ERROR', message: 'Could not finish the import' })) });
    await expect(runImport(failedFinish, input, [chunk(1, 2)], () => undefined)).rejects.toMatchObject({ message: 'Could not finish the import' });
  });
});
