// What Manual Add keeps across a reload (a phone discarding the tab): the cards as typed, with
// the id of an exercise an earlier save created. Read back only when every field has its shape.
import { SET_KINDS } from '@liftbook/shared/set-rules';
import type { SetKind } from '@liftbook/shared/contract';
import { isDistanceFieldUnit } from '../../domain/sets/distance';
import { draftKey, isRecord } from '../../domain/drafts/draft-store';
import { hasDraft } from '../../ui/use-draft';
import { parseWriteKeys, type WriteKey } from '../../domain/sessions/save-exercises';
import { hasInput, newCard, newSetRow, type ExerciseCard, type SetRow } from './bulk-entry-form';

export const manualAddDraftKey = (sessionId: number) => draftKey('manual', sessionId);

/** Whether this session has Manual Add cards to give back (the page opens the panel for them). */
export const hasManualAddDraft = (sessionId: number): boolean => hasDraft(manualAddDraftKey(sessionId), parseManualAddDraft);

export interface ManualAddDraft {
  cards: ExerciseCard[];
  /** Set while Save runs: a reload that finds it knows the save was cut short. */
  saving?: boolean;
  /** The idempotency keys of writes sent and not confirmed: Save sends the same card with the same key. */
  writeKeys?: WriteKey[];
}

export const isManualAddEmpty = (draft: ManualAddDraft) => !draft.cards.some(hasInput);

const TYPES: readonly unknown[] = ['weighted', 'reps', 'duration'];
const SET_FIELDS = ['weight', 'reps', 'hours', 'minutes', 'seconds'] as const;

function parseSetRow(raw: unknown): SetRow | null {
  if (!isRecord(raw) || (raw.weightUnit !== 'lbs' && raw.weightUnit !== 'kg')) return null;
  if (!SET_FIELDS.every((field) => typeof raw[field] === 'string')) return null;
  // Fresh keys: the page's key counter started over, and must not hand out a restored one again.
  const row = newSetRow(raw.weightUnit);
  for (const field of SET_FIELDS) row[field] = raw[field] as string;
  // Drafts kept before sets had a kind and an RPE read as normal sets without one.
  const kind = SET_KINDS.includes(raw.kind as SetKind) ? (raw.kind as SetKind) : row.kind;
  return {
    ...row,
    weightUnit: raw.weightUnit,
    kind,
    rpe: typeof raw.rpe === 'string' ? raw.rpe : '',
    distance: typeof raw.distance === 'string' ? raw.distance : '',
    // Drafts kept before a row had its own distance unit: the kg lifter's km, the lbs lifter's mi.
    distanceUnit: isDistanceFieldUnit(raw.distanceUnit) ? raw.distanceUnit : row.distanceUnit,
  };
}

function parseCard(raw: unknown): ExerciseCard | null {
  if (!isRecord(raw)) return null;
  const { name, type, variation, notes, sets, savedExerciseId, problem } = raw;
  if (typeof name !== 'string' || !TYPES.includes(type) || typeof variation !== 'string' || typeof notes !== 'string' || !Array.isArray(sets)) return null;
  if (savedExerciseId !== null && !(typeof savedExerciseId === 'number' && Number.isInteger(savedExerciseId) && savedExerciseId > 0)) return null;
  if (problem !== null && typeof problem !== 'string') return null;
  const rows = sets.map(parseSetRow);
  if (rows.some((r) => r === null)) return null;
  // A fresh card for its key; its blank row gives way to the draft's rows.
  return {
    ...newCard(rows[0]?.weightUnit ?? 'lbs'),
    name,
    type: type as ExerciseCard['type'],
    ...(raw.typeChosen === true ? { typeChosen: true } : {}),
    variation,
    notes,
    sets: rows as SetRow[],
    savedExerciseId,
    problem,
  };
}

/** A stored draft, or null when any card in it is not what this version wrote. */
export function parseManualAddDraft(raw: unknown): ManualAddDraft | null {
  if (!isRecord(raw) || !Array.isArray(raw.cards)) return null;
  const cards = raw.cards.map(parseCard);
  if (cards.some((c) => c === null)) return null;
  const writeKeys = parseWriteKeys(raw.writeKeys);
  if (writeKeys === null) return null;
  const draft: ManualAddDraft = {
    cards: cards as ExerciseCard[],
    ...(raw.saving === true ? { saving: true } : {}),
    ...(writeKeys.length > 0 ? { writeKeys } : {}),
  };
  return isManualAddEmpty(draft) ? null : draft;
}
