// The import's chunks built while the file streams a second time, one at a time: the survey (read
// for the preview) says which workouts exist, where they start and how many sets each has, so the
// chunks are laid out (oldest first, IMPORT_CHUNK_SIZE workouts, IMPORT_CHUNK_SETS sets) before a
// row is read again; each row then goes to its chunk's plan builder, and a chunk is handed out as
// soon as the last line of its workouts has been read. The consumer pulls: nothing more is read
// until it asks for the next chunk. The chunks are exactly toImportChunks' on the whole plan
// (stream-chunks.test.ts checks every sample file). Pure: the file's text comes in as pieces.
import type { WeightUnit } from '@liftbook/shared/contract';
import type { ImportPlan, WorkoutIndexEntry } from '@liftbook/shared/import';
import { PlanBuilder, applyUnit, streamImportText } from '@liftbook/shared/import';
import {
  IMPORT_CHUNK_SETS,
  IMPORT_CHUNK_SIZE,
  groupIntoChunks,
  oldestFirst,
  toImportChunks,
  applyVariations,
  toOneChunk,
  type ImportChunk,
  type MapName,
  type VariationOf,
} from './workout-inputs';

/** What the lifter chose on the preview: the unit for weights the file leaves unsaid, and the names. */
export interface ImportChoice {
  unit: WeightUnit;
  mapName: MapName;
  /** The equipment a mapped name said, kept as the exercise's variation. */
  variationOf?: VariationOf;
}

interface PendingChunk {
  keys: Set<string>;
  lastLine: number;
  builder: PlanBuilder | null;
}

/** A chunk's workouts and sets at most, and how much text the first parse takes (streamImportText's `firstText`). */
export interface StreamLimits {
  size?: number;
  maxSets?: number;
  firstText?: number;
}

/**
 * A CSV export's chunks, in sending order, from its text pieces and its survey's workouts. Workouts
 * are never split: a chunk waits until every row of its workouts is read, wherever they lie in the
 * file (a newest-first file, such as Hevy's, is read through before its oldest chunk is complete).
 */
export async function* streamImportChunks(
  pieces: AsyncIterable<string>,
  workouts: readonly WorkoutIndexEntry[],
  choice: ImportChoice,
  { size = IMPORT_CHUNK_SIZE, maxSets = IMPORT_CHUNK_SETS, firstText }: StreamLimits = {},
): AsyncGenerator<ImportChunk, void, undefined> {
  const pending: PendingChunk[] = groupIntoChunks([...workouts].sort(oldestFirst), (workout) => workout.sets, size, maxSets).map((part) => ({
    keys: new Set(part.map((workout) => workout.key)),
    lastLine: Math.max(...part.map((workout) => workout.lastLine)),
    builder: null,
  }));
  const chunkOfKey = new Map<string, PendingChunk>();
  for (const chunk of pending) for (const key of chunk.keys) chunkOfKey.set(key, chunk);
  let lineRead = 0;

  const rows = streamImportText(
    pieces,
    (source, layout) => ({
      add(line, reading) {
        lineRead = line;
        const chunk = chunkOfKey.get(reading.workout.key);
        // Only if the file changed since its preview was read.
        if (chunk === undefined) throw new Error(`Line ${line} belongs to a workout the preview did not show; choose the file again.`);
        chunk.builder ??= new PlanBuilder(source, layout);
        chunk.builder.add(line, reading);
      },
      // Skipped rows were listed in the preview; they are not sent.
      skip(line) {
        lineRead = line;
      },
    }),
    firstText,
  );
  let next = 0;
  const complete = function* (all: boolean) {
    for (let chunk = pending[next]; chunk !== undefined && (all || chunk.lastLine <= lineRead); chunk = pending[next]) {
      next += 1;
      if (chunk.builder === null) throw new Error('A chunk of the import has no rows; choose the file again.');
      const part = chunk.builder.finish();
      chunk.builder = null;
      yield toOneChunk(applyVariations(applyUnit(part, choice.unit), choice.variationOf), choice.mapName);
    }
  };
  let step = await rows.next();
  for (; !step.done; step = await rows.next()) yield* complete(false);
  // A Liftbook JSON export comes back whole.
  if (step.value !== null) yield* planChunks(step.value, choice);
  else yield* complete(true);
}

/**
 * A plan read whole (a Liftbook JSON export) in its chunks, handed out one at a time all the same:
 * async, so a plan read whole and a streamed file hand out their chunks alike.
 */
export async function* planChunks(plan: ImportPlan, choice: ImportChoice): AsyncGenerator<ImportChunk, void, undefined> {
  yield* toImportChunks(applyVariations(applyUnit(plan, choice.unit), choice.variationOf), choice.mapName);
}
