// The manual-add form's state and its checks: exercise cards, each with its set rows, as the
// inputs hold them (strings), and what they become when saved.
import type { CustomExercise, DictionaryExercise, ExerciseCreateInput, ExerciseType, SetInput, WeightUnit } from '@liftbook/shared/contract';
import { normalizeExerciseName } from '../../domain/exercise-names/exercise-name-matcher';
import type { UnkeyedPlan } from '../../domain/sessions/save-exercises';
import type { SetFields } from '../../domain/sets/last-time';
import { emptySetForm, validateSetForm, type SetFormErrors, type SetFormValues } from '../../domain/sets/set-validation';

export const EXERCISE_NAME_MAX = 100;
export const EXERCISE_TEXT_MAX = 2000;

export const CARD_MESSAGES = {
  nameRequired: 'Choose or type an exercise',
  nameMax: `Exercise name must be ${EXERCISE_NAME_MAX} characters or less`,
  variationMax: `Variation must be ${EXERCISE_TEXT_MAX} characters or less`,
  notesMax: `Notes must be ${EXERCISE_TEXT_MAX} characters or less`,
} as const;

/** A set row of a card: the set form's fields without a note, and a React key. */
export type SetRow = SetFields & { key: string };

export interface ExerciseCard {
  key: string;
  name: string;
  type: ExerciseType;
  /** The lifter picked the type: a dictionary answering late does not change it. */
  typeChosen?: boolean;
  variation: string;
  notes: string;
  sets: SetRow[];
  /**
   * Set when an earlier save created this exercise but not all its sets: the card then holds only
   * the sets still to add, and Save adds them to this exercise instead of creating another.
   */
  savedExerciseId: number | null;
  /** What went wrong the last time this card was saved. */
  problem: string | null;
}

export interface CardErrors {
  name?: string;
  variation?: string;
  notes?: string;
  /** By set row key. */
  sets: Record<string, SetFormErrors>;
}

let nextKey = 0;
const newKey = (prefix: string) => `${prefix}-${++nextKey}`;

/** A blank row in the lifter's `unit` (docs/product.md §5.10). */
export function newSetRow(unit: WeightUnit): SetRow {
  return setRowFrom(emptySetForm(unit));
}

/** A new row holding `fields` (a set offered from last time); its note, if any, is left out. */
export function setRowFrom(fields: SetFields & { notes?: string }): SetRow {
  const { notes: _note, ...row } = fields;
  return { ...row, key: newKey('set') };
}

/** Whether a row is as it was made: nothing typed into it. */
export function isBlankRow(row: SetRow): boolean {
  return [row.weight, row.reps, row.hours, row.minutes, row.seconds, row.rpe, row.distance].every((v) => v.trim() === '');
}

/** A card with one blank row in the lifter's `unit`. */
export function newCard(unit: WeightUnit): ExerciseCard {
  return { key: newKey('exercise'), name: '', type: 'weighted', variation: '', notes: '', sets: [newSetRow(unit)], savedExerciseId: null, problem: null };
}

/** Whether the lifter typed anything into the card (an untouched card can go without asking). */
export function hasInput(card: ExerciseCard): boolean {
  return card.savedExerciseId !== null || [card.name, card.variation, card.notes].some((v) => v.trim() !== '') || card.sets.some((s) => !isBlankRow(s));
}

/**
 * Only the fields the type shows are read, so values left in a hidden field are never sent. The
 * distance is typed in the row's unit and sent in metres.
 */
export function setValues(type: ExerciseType, row: SetRow): SetFormValues {
  const extras = { kind: row.kind, rpe: row.rpe, distance: row.distance, distanceUnit: row.distanceUnit };
  switch (type) {
    case 'weighted':
      return { weight: row.weight, weightUnit: row.weightUnit, reps: row.reps, ...extras };
    case 'reps':
      return { reps: row.reps, ...extras };
    case 'duration':
      return { hours: row.hours, minutes: row.minutes, seconds: row.seconds, ...extras };
  }
}

/** The card's problems; null when it can be saved. */
export function validateCard(card: ExerciseCard): CardErrors | null {
  const errors: CardErrors = { sets: {} };
  let bad = false;
  if (card.savedExerciseId === null) {
    const name = card.name.trim();
    if (name === '') errors.name = CARD_MESSAGES.nameRequired;
    else if (name.length > EXERCISE_NAME_MAX) errors.name = CARD_MESSAGES.nameMax;
    if (card.variation.trim().length > EXERCISE_TEXT_MAX) errors.variation = CARD_MESSAGES.variationMax;
    if (card.notes.trim().length > EXERCISE_TEXT_MAX) errors.notes = CARD_MESSAGES.notesMax;
    bad = Boolean(errors.name || errors.variation || errors.notes);
  }
  for (const row of card.sets) {
    const result = validateSetForm(card.type, setValues(card.type, row));
    if (!result.ok) {
      errors.sets[row.key] = result.errors;
      bad = true;
    }
  }
  return bad ? errors : null;
}

/** The dictionary exercise with exactly this name (after normalising), if any. */
export function findDictionaryExercise(name: string, dictionary: readonly DictionaryExercise[]): DictionaryExercise | null {
  const wanted = normalizeExerciseName(name);
  return wanted === '' ? null : (dictionary.find((d) => normalizeExerciseName(d.name) === wanted) ?? null);
}

export function findCustomExercise(name: string, custom: readonly CustomExercise[]): CustomExercise | null {
  const wanted = normalizeExerciseName(name);
  return wanted === '' ? null : (custom.find((c) => normalizeExerciseName(c.name) === wanted) ?? null);
}

/**
 * The card under a new name. A dictionary lift's name also gives the card that lift's type (a
 * Hanging Leg Raise is reps, a Plank a hold); the lifter can still pick another type after.
 */
export function withName(card: ExerciseCard, name: string, dictionary: readonly DictionaryExercise[]): ExerciseCard {
  const lift = findDictionaryExercise(name, dictionary);
  return { ...card, name, ...(lift ? { type: lift.type, typeChosen: false } : {}) };
}

/**
 * The cards once the dictionary is known. A name typed before the dictionary answered (a slow
 * network, a restored draft) gets its lift's type then, unless the lifter picked a type.
 */
export function withDictionaryTypes(cards: readonly ExerciseCard[], dictionary: readonly DictionaryExercise[]): ExerciseCard[] {
  return cards.map((card) => {
    if (card.typeChosen) return card;
    const lift = findDictionaryExercise(card.name, dictionary);
    return lift && lift.type !== card.type ? { ...card, type: lift.type } : card;
  });
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The exercise body: the dictionary's id when the name is exactly one of its exercises, else the
 * name (the lifter's custom exercise, or a new one the server creates).
 */
export function exerciseBody(card: ExerciseCard, dictionary: readonly DictionaryExercise[], custom: readonly CustomExercise[]): ExerciseCreateInput {
  const common = { type: card.type, notes: orNull(card.notes), variation: orNull(card.variation) };
  const fromDictionary = findDictionaryExercise(card.name, dictionary);
  if (fromDictionary) return { ...common, dictionary_exercise_id: fromDictionary.id };
  return { ...common, name: findCustomExercise(card.name, custom)?.name ?? card.name.trim().replace(/\s+/g, ' ') };
}

/** A valid card as the calls to make; call only after validateCard said null. */
export function cardToPlan(card: ExerciseCard, dictionary: readonly DictionaryExercise[], custom: readonly CustomExercise[]): UnkeyedPlan {
  const sets = card.sets.map((row): SetInput => {
    const result = validateSetForm(card.type, setValues(card.type, row));
    if (!result.ok) throw new Error('cardToPlan called with an invalid set');
    return result.value;
  });
  return { exercise: exerciseBody(card, dictionary, custom), exerciseId: card.savedExerciseId, sets };
}
