// What Quick Log keeps across a reload (a phone discarding the tab): the text in the box and the
// sets still to add onto exercises that did save. Read back only when every field has its shape.
import type { ExerciseType, SetInput } from '@liftbook/shared/contract';
import { draftKey, isRecord } from '../../domain/drafts/draft-store';
import { hasDraft } from '../../ui/use-draft';
import { parseWriteKeys, type WriteKey } from '../../domain/sessions/save-exercises';

/** Sets that did not save on an exercise that did; retried onto that exercise. */
export interface PendingSets {
  key: string;
  exerciseId: number;
  name: string;
  type: ExerciseType;
  sets: SetInput[];
  /** 1-based set numbers, as the lifter counts them. */
  setNumbers: number[];
}

export interface QuickLogDraft {
  text: string;
  pending: PendingSets[];
  /** Set while Log runs: a reload that finds it knows the save was cut short. */
  saving?: boolean;
  /** The idempotency keys of writes sent and not confirmed: Log sends the same request with the same key. */
  writeKeys?: WriteKey[];
}

export const EMPTY_QUICK_LOG: QuickLogDraft = { text: '', pending: [] };

export const quickLogDraftKey = (sessionId: number) => draftKey('quicklog', sessionId);

/** Whether this session has a quick log to give back (the page opens the panel for it). */
export const hasQuickLogDraft = (sessionId: number): boolean => hasDraft(quickLogDraftKey(sessionId), parseQuickLogDraft);

export const isQuickLogEmpty = (draft: QuickLogDraft) => draft.text.trim() === '' && draft.pending.length === 0;

const EXERCISE_TYPES: readonly unknown[] = ['weighted', 'reps', 'duration'];
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x > 0;
const optional = (x: unknown, check: (y: unknown) => boolean) => x === undefined || x === null || check(x);
const isNumber = (x: unknown) => typeof x === 'number' && Number.isFinite(x);

function parseSet(raw: unknown): SetInput | null {
  if (!isRecord(raw)) return null;
  const ok =
    optional(raw.weight, isNumber) &&
    optional(raw.weight_unit, (u) => u === 'lbs' || u === 'kg') &&
    optional(raw.reps, isNumber) &&
    optional(raw.duration, isNumber) &&
    optional(raw.notes, (n) => typeof n === 'string');
  return ok ? (raw as SetInput) : null;
}

function parsePending(raw: unknown): PendingSets | null {
  if (!isRecord(raw)) return null;
  const { key, exerciseId, name, type, sets, setNumbers } = raw;
  if (typeof key !== 'string' || !isCount(exerciseId) || typeof name !== 'string' || !EXERCISE_TYPES.includes(type)) return null;
  if (!Array.isArray(sets) || !Array.isArray(setNumbers) || sets.length === 0 || sets.length !== setNumbers.length || !setNumbers.every(isCount)) return null;
  const parsedSets = sets.map(parseSet);
  if (parsedSets.some((s) => s === null)) return null;
  return { key, exerciseId, name, type: type as ExerciseType, sets: parsedSets as SetInput[], setNumbers: setNumbers as number[] };
}

/** A stored draft, or null when any part of it is not what this version wrote. */
export function parseQuickLogDraft(raw: unknown): QuickLogDraft | null {
  if (!isRecord(raw) || typeof raw.text !== 'string' || !Array.isArray(raw.pending)) return null;
  const pending = raw.pending.map(parsePending);
  if (pending.some((p) => p === null)) return null;
  const writeKeys = parseWriteKeys(raw.writeKeys);
  if (writeKeys === null) return null;
  const draft: QuickLogDraft = {
    text: raw.text,
    pending: pending as PendingSets[],
    ...(raw.saving === true ? { saving: true } : {}),
    ...(writeKeys.length > 0 ? { writeKeys } : {}),
  };
  return isQuickLogEmpty(draft) ? null : draft;
}
