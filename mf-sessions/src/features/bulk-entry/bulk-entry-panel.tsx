// Manual Add Exercises (docs/product.md §2 Session detail, §5 set forms and confirmations): several
// exercise cards with their sets, saved in order. The spec skips a failed call silently (§8);
// here nothing typed is lost: what saved leaves the form, what did not stays, saying why, and
// Save retries exactly that (sets of an exercise that did save are added to that exercise).
// The cards are a draft of the session (ui/use-draft): a phone reloading the discarded tab gives
// them back, including which exercises an earlier save already created.
import { useEffect, useId, useMemo, useState } from 'react';
import { Button, ConfirmDialog, ErrorBanner, errorMessage, newIdempotencyKey, useExerciseCatalog, useWeightUnit } from '@liftbook/shared';
import { EXERCISE_ERRORS } from '../../api/sessions-api';
import { useSaveExercises } from '../../api/use-save-exercises';
import { plural } from '../../domain/plural';
import { assignWriteKeys, planRequest, unconfirmedWrites } from '../../domain/sessions/save-exercises';
import { RestoredNote } from '../../ui/restored-note';
import { SaveProgress } from '../../ui/save-progress';
import { useDraft } from '../../ui/use-draft';
import { cardToPlan, hasInput, isBlankRow, newCard, newSetRow, validateCard, withDictionaryTypes, type ExerciseCard } from './bulk-entry-form';
import { hasManualAddDraft, isManualAddEmpty, manualAddDraftKey, parseManualAddDraft, type ManualAddDraft } from './bulk-entry-draft';
import { ExerciseCardForm } from './exercise-card';
import styles from './bulk-entry-panel.module.css';

export interface BulkEntryPanelProps {
  sessionId: number;
  onClose: () => void;
}

export const REMOVE_CARD_MESSAGE = 'Remove this exercise and its sets?';
export const DISCARD_MESSAGE = 'Discard the exercises you entered?';
export const FIX_ERRORS_MESSAGE = 'Some fields need fixing before saving. Nothing was saved.';

export function BulkEntryPanel({ sessionId, onClose }: BulkEntryPanelProps) {
  const titleId = useId();
  const namesListId = useId();
  // New cards and rows start in the lifter's unit (docs/product.md §5.10).
  const unit = useWeightUnit();
  const [draft, setDraft, clearDraft, restored] = useDraft<ManualAddDraft>(
    manualAddDraftKey(sessionId),
    () => ({ cards: [newCard(unit)] }),
    parseManualAddDraft,
    {
      isEmpty: isManualAddEmpty,
    },
  );
  const { cards } = draft;
  const setCards = (next: ExerciseCard[] | ((all: ExerciseCard[]) => ExerciseCard[])) =>
    setDraft((d) => ({ cards: typeof next === 'function' ? next(d.cards) : next, ...(d.writeKeys ? { writeKeys: d.writeKeys } : {}) }));
  /** The reload that restored this draft cut a Save short. */
  const [interrupted] = useState(() => restored && draft.saving === true);
  /** After a Save with errors, errors show and follow every keystroke. */
  const [showErrors, setShowErrors] = useState(false);
  const [summary, setSummary] = useState<string | null>(null);
  const [removing, setRemoving] = useState<ExerciseCard | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const catalog = useExerciseCatalog();
  const { dictionary, custom } = catalog;
  const { saving, progress, save: saveExercises } = useSaveExercises(sessionId);

  // The profile may answer after the panel opened (lbs until then): a row nobody typed into
  // follows the lifter's unit, so a kg lifter who never touches a unit never saves lbs.
  useEffect(() => {
    const stale = (card: ExerciseCard) => card.sets.some((row) => isBlankRow(row) && row.weightUnit !== unit);
    if (!cards.some(stale)) return;
    setCards((all) =>
      all.map((card) => (stale(card) ? { ...card, sets: card.sets.map((row) => (isBlankRow(row) ? { ...newSetRow(unit), kind: row.kind } : row)) } : card)),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on the unit's change only; cards are read fresh inside setCards
  }, [unit]);
  // A name typed before the dictionary answered takes its lift's type when it does.
  useEffect(() => {
    if (dictionary.length === 0) return;
    const typed = withDictionaryTypes(cards, dictionary);
    if (typed.some((card, i) => card !== cards[i])) setCards((all) => withDictionaryTypes(all, dictionary));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on the dictionary's arrival only; cards are read fresh inside setCards
  }, [dictionary]);
  const errors = useMemo(() => new Map(cards.map((card) => [card.key, validateCard(card)] as const)), [cards]);
  const invalid = [...errors.values()].some((e) => e !== null);
  const allNames = useMemo(
    () => [...new Set([...dictionary.map((d) => d.name), ...custom.map((c) => c.name)])].sort((a, b) => a.localeCompare(b)),
    [dictionary, custom],
  );

  const updateCard = (next: ExerciseCard) => setCards((all) => all.map((c) => (c.key === next.key ? next : c)));
  const removeCard = (key: string) => setCards((all) => all.filter((c) => c.key !== key));

  const save = async () => {
    if (cards.length === 0 || saving) return;
    if (invalid) {
      setShowErrors(true);
      setSummary(null);
      return;
    }
    const submitted = cards;
    // A card sent before and not confirmed goes again with its key (kept in the draft across a
    // reload): the api then does not log it twice.
    const plans = assignWriteKeys(
      submitted.map((card) => cardToPlan(card, dictionary, custom)),
      draft.writeKeys ?? [],
      newIdempotencyKey,
    );
    setSummary(null);
    setDraft((d) => ({ ...d, saving: true, writeKeys: plans.map((plan) => ({ request: planRequest(plan), key: plan.key })) }));
    const outcomes = await saveExercises(plans);

    const kept: ExerciseCard[] = [];
    let savedCount = 0;
    outcomes.forEach((outcome, index) => {
      const card = submitted[index]!;
      const name = card.name.trim();
      if (outcome.status === 'saved') {
        savedCount += 1;
      } else if (outcome.status === 'exercise-failed') {
        const why = errorMessage(outcome.error, EXERCISE_ERRORS.createExercise);
        kept.push({ ...card, problem: `Not saved (${why}). Everything you entered is kept; Save to retry.` });
      } else {
        const failed = outcome.failedSets;
        const numbers = failed.map((i) => i + 1).join(', ');
        kept.push({
          ...card,
          savedExerciseId: outcome.exerciseId,
          sets: failed.map((i) => card.sets[i]!),
          problem: `${name} was saved, but ${failed.length === 1 ? `set ${numbers} was` : `sets ${numbers} were`} not. ${failed.length === 1 ? 'It is' : 'They are'} kept below; Save adds ${failed.length === 1 ? 'it' : 'them'} to the same exercise.`,
        });
      }
    });

    setShowErrors(false);
    if (kept.length === 0) {
      // The session page keeps this panel mounted (hidden): next time it opens fresh.
      clearDraft();
      onClose();
      return;
    }
    setDraft({ cards: kept, writeKeys: unconfirmedWrites(plans, outcomes) });
    setSummary(
      `${savedCount > 0 ? `Saved ${plural(savedCount, 'exercise')}. ` : ''}${plural(kept.length, 'exercise')} did not fully save and ${kept.length === 1 ? 'is' : 'are'} kept below to retry.`,
    );
  };

  const askRemove = (card: ExerciseCard) => setRemoving(card);
  const close = () => {
    if (saving) return;
    if (cards.some(hasInput)) setConfirmDiscard(true);
    else onClose();
  };

  return (
    <section className={`lb-card ${styles.panel}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Manual Add Exercises
      </h2>
      {restored ? <RestoredNote interrupted={interrupted} /> : null}

      {catalog.error ? <ErrorBanner message={catalog.error} onRetry={catalog.retry} /> : null}
      {summary ? (
        <div className={styles.summary} role="alert">
          {summary}
        </div>
      ) : null}
      {showErrors && invalid ? <ErrorBanner message={FIX_ERRORS_MESSAGE} /> : null}

      <datalist id={namesListId}>
        {allNames.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>

      <ol className={styles.cards} aria-label="Exercises to add">
        {cards.map((card, index) => (
          <ExerciseCardForm
            key={card.key}
            sessionId={sessionId}
            card={card}
            index={index}
            errors={showErrors ? (errors.get(card.key) ?? null) : null}
            dictionary={dictionary}
            custom={custom}
            namesListId={namesListId}
            disabled={saving}
            onChange={updateCard}
            onRemove={() => askRemove(card)}
          />
        ))}
      </ol>

      {cards.length === 0 ? <p className={styles.empty}>No exercises. Add one to start.</p> : null}

      <Button variant="secondary" className={styles.add} disabled={saving} onClick={() => setCards((all) => [...all, newCard(unit)])}>
        + Add Exercise
      </Button>

      <SaveProgress progress={progress} />

      <div className={styles.actions}>
        <Button variant="secondary" onClick={close} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => void save()} disabled={cards.length === 0} busy={saving} busyLabel="Saving...">
          {cards.length > 1 ? `Save ${cards.length} exercises` : 'Save'}
        </Button>
      </div>

      {removing ? (
        <ConfirmDialog
          title="Remove exercise?"
          message={removing.savedExerciseId === null ? REMOVE_CARD_MESSAGE : `Drop the sets of ${removing.name.trim()} that were not saved?`}
          confirmLabel="Remove"
          onCancel={() => setRemoving(null)}
          onConfirm={() => {
            removeCard(removing.key);
            setRemoving(null);
          }}
        />
      ) : null}
      {confirmDiscard ? (
        <ConfirmDialog
          title="Discard exercises?"
          message={DISCARD_MESSAGE}
          confirmLabel="Discard"
          onCancel={() => setConfirmDiscard(false)}
          onConfirm={() => {
            setConfirmDiscard(false);
            clearDraft();
            setShowErrors(false);
            setSummary(null);
            onClose();
          }}
        />
      ) : null}
    </section>
  );
}

/** Whether this session has a Manual Add draft to restore (the session page then opens the panel). */
BulkEntryPanel.hasDraft = hasManualAddDraft;
