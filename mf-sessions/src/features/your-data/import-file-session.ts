// One chosen file, read twice and never held: first for the preview (the survey, and the file's
// SHA-256 from the same bytes), then, on Import, again as it streams, one chunk at a time. It runs
// on the main thread in tasks bounded by time (read-file-pieces.ts); at most a slice of the file and
// about one chunk of workouts are held. A Liftbook JSON export is read whole (it is at most 50 MB) and
// handed out a chunk at a time all the same.
import type { WeightUnit } from '@liftbook/shared/contract';
import type { ImportOverview, ImportPlan, Survey } from '@liftbook/shared/import';
import { PlanSurvey, streamImportText, surveyPlan } from '@liftbook/shared/import';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { planChunks, streamImportChunks } from '../../domain/import/stream-chunks';
import type { ImportChunk } from '../../domain/import/workout-inputs';
import { PIECE_STEP_CHARS, filePieces } from './read-file-pieces';

/** The lifter's choices: the unit, each file name's imported name, and the variation it keeps. */
export interface ChunkChoice {
  unit: WeightUnit;
  names: Record<string, string>;
  variations?: Record<string, string>;
}

export interface FileReading {
  overview: ImportOverview;
  /** SHA-256 of the file's bytes, lower-case hex. */
  checksum: string;
}

export class ImportFileSession {
  private survey: Survey | null = null;
  /** A Liftbook JSON export, read whole. */
  private plan: ImportPlan | null = null;

  constructor(private readonly file: Blob) {}

  async read(): Promise<FileReading> {
    // WebCrypto digests only a whole buffer; this hash takes the file a slice at a time.
    const hash = sha256.create();
    const opened: { survey?: PlanSurvey } = {};
    const rows = streamImportText(
      filePieces(this.file, (bytes) => hash.update(bytes)),
      (source, layout) => (opened.survey = new PlanSurvey(source, layout)),
      // The first parse too is one step, not the stream's default first MiB.
      PIECE_STEP_CHARS,
    );
    let step = await rows.next();
    while (!step.done) step = await rows.next();
    if (step.value !== null) {
      this.plan = step.value;
      this.survey = surveyPlan(step.value);
    } else if (opened.survey !== undefined) this.survey = opened.survey.finish();
    else throw new Error('the file has no header line');
    return { overview: this.survey.overview, checksum: bytesToHex(hash.digest()) };
  }

  /** The chunks to send, in order; the file is read on as the consumer asks for the next. */
  chunks({ unit, names, variations = {} }: ChunkChoice): AsyncGenerator<ImportChunk, void, undefined> {
    const mapName = (name: string) => names[name] ?? name;
    const variationOf = (name: string) => variations[name] ?? null;
    if (this.plan !== null) return planChunks(this.plan, { unit, mapName, variationOf });
    if (this.survey === null) throw new Error('The file has not been read');
    return streamImportChunks(filePieces(this.file), this.survey.workouts, { unit, mapName, variationOf }, { firstText: PIECE_STEP_CHARS });
  }
}
