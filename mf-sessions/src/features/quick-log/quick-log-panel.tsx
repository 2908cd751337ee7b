// Quick Log (docs/product.md §2 Session detail, §5 quick log format and name matching): type a workout as
// text, see what will be logged, log it. Nothing typed is ever lost: a line whose exercise could
// not be saved stays in the box to retry, sets that failed on an exercise that was saved are
// kept and retried onto that same exercise, and lines that could not be read stay for fixing.
// The text and the sets still to add are a draft of the session (ui/use-draft), so they survive
// the reload a phone does when it discards the tab in the background.
import { useCallback, useId, useMemo, useState } from 'react';
import {
  Badge,
  Button,
  ConfirmDialog,
  ErrorBanner,
  errorMessage,
  formatWeight,
  newIdempotencyKey,
  useExerciseCatalog,
  useProfile,
  useWeightUnit,
} from '@liftbook/shared';
import type { ExerciseCreateInput, SetInput, WeightUnit } from '@liftbook/shared/contract';
import { EXERCISE_ERRORS } from '../../api/sessions-api';
import { useSaveExercises } from '../../api/use-save-exercises';
import { RestoredNote } from '../../ui/restored-note';
import { SaveProgress } from '../../ui/save-progress';
import { useDraft } from '../../ui/use-draft';
import { matchExerciseName, normalizeExerciseName, type ExerciseMatch } from '../../domain/exercise-names/exercise-name-matcher';
import {
  SUGGESTED,
  applyMatchChoice,
  choiceValue,
  isChoosable,
  needsChoice,
  parseChoiceValue,
  type MatchChoice,
} from '../../domain/exercise-names/match-choice';
import { distanceUnitFor, formatDistance, type DistanceUnit } from '../../domain/sets/distance';
import {
  NO_VALID_LINES_MESSAGE,
  answerMinutesOrMetres,
  expandQuickLogEntry,
  parseQuickLog,
  withLiftType,
  type DropReason,
  type MinutesOrMetres,
  type QuickLogEntry,
  type QuickLogWarning,
} from '../../domain/quick-log/quick-log-parser';
import { MinutesOrMetresQuestion } from './minutes-or-metres-question';
import { useRecentLifts } from './use-recent-lifts';
import { plural } from '../../domain/plural';
import { assignWriteKeys, planRequest, unconfirmedWrites, type UnkeyedPlan } from '../../domain/sessions/save-exercises';
import { formatSetLabel, summarizeSets } from '../../domain/sets/set-summary';
import {
  EMPTY_QUICK_LOG,
  hasQuickLogDraft,
  isQuickLogEmpty,
  parseQuickLogDraft,
  quickLogDraftKey,
  type PendingSets,
  type QuickLogDraft,
} from './quick-log-draft';
import { CatalogueOptions } from '../../ui/catalogue-options';
import styles from './quick-log-panel.module.css';

export interface QuickLogPanelProps {
  sessionId: number;
  onClose: () => void;
}

export const QUICK_LOG_PLACEHOLDER = 'Bench Press 3x8 @135\nPlank 3×1m30s\nPull-ups 3x8-10';
export const DISCARD_MESSAGE = 'Discard what you typed in Quick Log?';

/** The hint under the box: a weight without a unit is in the lifter's (docs/product.md §5.6). */
export function quickLogHint(unit: WeightUnit): string {
  const other = unit === 'kg' ? 'lbs' : 'kg';
  return `name, sets x reps or time, optional @ weight (${unit} unless you add ${other}). Ranges like 8-10 log 10, 9, 8.`;
}

const DROP_REASONS: Record<DropReason, string> = {
  unrecognized: 'not in the "name 3x8 @135" format',
  'numeric-name': 'the name is only a number',
  'out-of-range': 'a number is out of range',
};

interface SaveReport {
  saved: string[];
  /** One sentence per thing that did not save (or line that could not be read). */
  problems: string[];
  /** Whether a call failed (not only unreadable lines were left). */
  failed: boolean;
}

function matchedName(entry: QuickLogEntry, match: ExerciseMatch): string {
  return match.kind === 'none' || match.kind === 'ask' ? entry.name : match.match.name;
}

/** What the preview asks about a line before it is logged (see QuickLogWarning). */
export function warningText(warning: QuickLogWarning): string {
  switch (warning.kind) {
    case 'many-sets':
      return `${warning.sets} sets is a lot: sets come before the x ("5x3" is 5 sets of 3).`;
    case 'many-reps':
      return `${warning.reps} reps of a weighted lift is a lot.`;
    case 'minutes-or-metres':
      return `Is "${warning.minutes}m" minutes or metres?`;
  }
}

const minutesOrMetresOf = (entry: QuickLogEntry) => entry.warnings.find((w) => w.kind === 'minutes-or-metres');

/** A line's confirmation is for its text: editing the line asks again. */
const confirmKey = (entry: QuickLogEntry, line: string) => `${entry.lineNumber}:${line.trim()}`;

/** The POST body: the dictionary's id when matched there, else a name (custom, or new custom). */
function exerciseBody(entry: QuickLogEntry, match: ExerciseMatch): ExerciseCreateInput {
  const common = { type: entry.type, notes: null, variation: null };
  return match.kind === 'dictionary' ? { ...common, dictionary_exercise_id: match.match.id } : { ...common, name: matchedName(entry, match) };
}

const entrySets = (entry: QuickLogEntry): SetInput[] => expandQuickLogEntry(entry).map((set) => ({ ...set, notes: null }));

function entryDetail(entry: QuickLogEntry, distanceUnit: DistanceUnit): string {
  const summary = entry.distance === undefined ? summarizeSets(entrySets(entry), entry.type) : `${entry.sets}×${formatDistance(entry.distance, distanceUnit)}`;
  return entry.weight === null ? summary : `${summary} @ ${formatWeight(entry.weight, entry.weightUnit)}`;
}

function MatchBadge({ match }: { match: ExerciseMatch }) {
  if (match.kind === 'dictionary') return <Badge tone="dictionary">Dictionary</Badge>;
  if (match.kind === 'custom') return <Badge tone="custom">Custom</Badge>;
  if (match.kind === 'ask') return <Badge tone="new">Choose</Badge>;
  return <Badge tone="new">New</Badge>;
}

export function QuickLogPanel({ sessionId, onClose }: QuickLogPanelProps) {
  const textId = useId();
  const hintId = useId();
  const [draft, setDraft, clearDraft, restored] = useDraft<QuickLogDraft>(quickLogDraftKey(sessionId), EMPTY_QUICK_LOG, parseQuickLogDraft, {
    isEmpty: isQuickLogEmpty,
  });
  const { text, pending } = draft;
  // Editing keeps the keys of writes not confirmed yet (an unchanged line retried reuses its key).
  const keys = (d: QuickLogDraft) => (d.writeKeys ? { writeKeys: d.writeKeys } : {});
  const setText = (next: string) => setDraft((d) => ({ text: next, pending: d.pending, ...keys(d) }));
  const setPending = (next: (all: PendingSets[]) => PendingSets[]) => setDraft((d) => ({ text: d.text, pending: next(d.pending), ...keys(d) }));
  /** The reload that restored this draft cut a Log short. */
  const [interrupted] = useState(() => restored && draft.saving === true);
  const [report, setReport] = useState<SaveReport | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);

  const catalog = useExerciseCatalog();
  const { dictionary, custom, loading: namesLoading } = catalog;
  const { saving, progress, save } = useSaveExercises(sessionId);

  // "@100" is 100 of the lifter's unit; Log waits for the profile to say which.
  const unit = useWeightUnit();
  const unitLoading = useProfile().loading;
  const parsed = useMemo(() => parseQuickLog(text, unit), [text, unit]);
  const parsedEntries = useMemo(() => (parsed.ok ? parsed.entries : []), [parsed]);
  const recent = useRecentLifts();
  const suggestions = useMemo(
    () => parsedEntries.map((entry) => matchExerciseName(entry.name, dictionary, custom, recent)),
    [parsedEntries, dictionary, custom, recent],
  );
  // A partial match is a guess: the lifter may keep the name as typed or pick another lift
  // (keyed by the typed name, so editing other lines keeps the choice).
  const [choices, setChoices] = useState<Record<string, MatchChoice>>({});
  const matches = useMemo(
    () => suggestions.map((match, index) => applyMatchChoice(match, choices[normalizeExerciseName(parsedEntries[index]!.name)], dictionary, custom)),
    [suggestions, choices, parsedEntries, dictionary, custom],
  );
  // A bare "40m" is logged once the lifter says minutes or metres (keyed by the line's text, so
  // editing the line asks again).
  const [answers, setAnswers] = useState<Readonly<Record<string, MinutesOrMetres>>>({});
  const textLines = useMemo(() => text.split(/\r\n|\r|\n/), [text]);
  const lineKey = useCallback((entry: QuickLogEntry) => confirmKey(entry, textLines[entry.lineNumber - 1] ?? ''), [textLines]);
  // Each line as the lift it logs reads it ("Plank 3x60" is 60 s a set), and as the lifter answered.
  const entries = useMemo(
    () =>
      parsedEntries.map((entry, index) => {
        const typed = withLiftType(entry, matches[index]!.kind === 'dictionary' ? matches[index]!.match.type : null);
        const answer = answers[lineKey(entry)];
        return answer === undefined ? typed : answerMinutesOrMetres(typed, answer);
      }),
    [parsedEntries, matches, answers, lineKey],
  );
  const distanceUnit = distanceUnitFor(unit);
  // Unlikely lines (100 sets) are logged only once the lifter says they are right.
  const [confirmed, setConfirmed] = useState<ReadonlySet<string>>(() => new Set());
  const unconfirmed = entries.filter((entry) => minutesOrMetresOf(entry) !== undefined || (entry.warnings.length > 0 && !confirmed.has(lineKey(entry))));
  const unchosen = entries.filter((_, index) => needsChoice(matches[index]!));
  const hasText = text.trim() !== '';
  const setCount = entries.reduce((sum, entry) => sum + entry.sets, 0) + pending.reduce((sum, p) => sum + p.sets.length, 0);
  const canLog = !saving && !namesLoading && !unitLoading && (entries.length > 0 || pending.length > 0) && unconfirmed.length === 0 && unchosen.length === 0;

  const log = async () => {
    if (!canLog) return;
    const logged = entries.map((entry, index) => ({ entry, match: matches[index]!, line: textLines[entry.lineNumber - 1]!.trim() }));
    const unkeyed: UnkeyedPlan[] = [
      ...pending.map((p): UnkeyedPlan => ({ exercise: { type: p.type, name: p.name }, exerciseId: p.exerciseId, sets: p.sets })),
      ...logged.map(({ entry, match }): UnkeyedPlan => ({ exercise: exerciseBody(entry, match), sets: entrySets(entry) })),
    ];
    // A line sent before and not confirmed goes again with its key (kept in the draft, so a
    // reload in between keeps it too): the api then does not log it twice.
    const plans = assignWriteKeys(unkeyed, draft.writeKeys ?? [], newIdempotencyKey);

    setReport(null);
    setDraft((d) => ({ ...d, saving: true, writeKeys: plans.map((plan) => ({ request: planRequest(plan), key: plan.key })) }));
    const outcomes = await save(plans);

    const saved: string[] = [];
    const problems: string[] = [];
    const nextPending: PendingSets[] = [];
    const keepLines = new Set(parsed.dropped.map((d) => d.lineNumber));

    const keepFailedSets = (
      base: Omit<PendingSets, 'sets' | 'setNumbers' | 'key'>,
      sets: readonly SetInput[],
      setNumbers: readonly number[],
      failed: number[],
    ) => {
      const kept = failed.map((i) => sets[i]!);
      const numbers = failed.map((i) => setNumbers[i]!);
      nextPending.push({ ...base, key: `${base.exerciseId}-${numbers.join('-')}`, sets: kept, setNumbers: numbers });
      const labels = kept.map((set, i) => `set ${numbers[i]}: ${formatSetLabel(set)}`).join(', ');
      problems.push(`${base.name} was saved, but ${plural(kept.length, 'set')} of it did not (${labels}). They are kept; press Log to add them.`);
    };

    outcomes.forEach((outcome, index) => {
      if (index < pending.length) {
        const p = pending[index]!;
        if (outcome.status === 'saved') saved.push(`${plural(p.sets.length, 'set')} of ${p.name}`);
        else if (outcome.status === 'sets-failed') keepFailedSets(p, p.sets, p.setNumbers, outcome.failedSets);
        return;
      }
      const { entry, match, line } = logged[index - pending.length]!;
      const name = matchedName(entry, match);
      const sets = entrySets(entry);
      if (outcome.status === 'saved') saved.push(name);
      else if (outcome.status === 'exercise-failed') {
        keepLines.add(entry.lineNumber);
        const why = errorMessage(outcome.error, EXERCISE_ERRORS.createExercise);
        problems.push(`Not saved: "${line}" (${why}). The line is kept below; press Log to retry.`);
      } else {
        const numbers = sets.map((_, i) => i + 1);
        keepFailedSets({ exerciseId: outcome.exerciseId, name, type: entry.type }, sets, numbers, outcome.failedSets);
      }
    });

    const remaining = textLines.filter((_, i) => keepLines.has(i + 1)).join('\n');
    if (problems.length === 0 && remaining === '') {
      clearDraft();
      onClose();
      return;
    }
    setDraft({ text: remaining, pending: nextPending, writeKeys: unconfirmedWrites(plans, outcomes) });
    const failed = problems.length > 0;
    if (!failed) {
      problems.push(
        `${plural(parsed.dropped.length, 'line')} could not be read and ${parsed.dropped.length === 1 ? 'is' : 'are'} kept below: fix and log, or clear.`,
      );
    }
    setReport({ saved, problems, failed });
  };

  const close = () => {
    if (saving) return;
    if (hasText || pending.length > 0) setConfirmDiscard(true);
    else onClose();
  };

  return (
    <section className={`lb-card ${styles.panel}`} aria-labelledby={`${textId}-title`}>
      <div className={styles.header}>
        <h2 id={`${textId}-title`} className={styles.title}>
          Quick Log
        </h2>
      </div>
      {restored ? <RestoredNote interrupted={interrupted} /> : null}

      <label className="lb-field__label" htmlFor={textId}>
        One exercise per line
      </label>
      <textarea
        id={textId}
        className={`lb-input ${styles.text}`}
        rows={5}
        placeholder={QUICK_LOG_PLACEHOLDER}
        value={text}
        readOnly={saving}
        autoCapitalize="words"
        autoCorrect="off"
        spellCheck={false}
        aria-describedby={hintId}
        onChange={(event) => {
          setText(event.target.value);
          setReport(null);
        }}
      />
      <p id={hintId} className={`lb-field__hint ${styles.hint}`}>
        {quickLogHint(unit)}
      </p>

      {catalog.error ? <ErrorBanner message={catalog.error} onRetry={catalog.retry} /> : null}

      {report && report.saved.length > 0 ? (
        <p className={styles.saved} role="status">
          Logged: {report.saved.join(', ')}.
        </p>
      ) : null}
      {report && report.problems.length > 0 ? (
        <div className={`${styles.report} ${report.failed ? styles.reportError : styles.reportWarning}`} role="alert">
          <ul>
            {report.problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </div>
      ) : null}

      {pending.length > 0 ? (
        <div className={styles.pending}>
          <h3 className={styles.subtitle}>Sets still to add</h3>
          <ul className={styles.list}>
            {pending.map((p) => (
              <li key={p.key} className={styles.row}>
                <div className={styles.rowMain}>
                  <span className={styles.name}>{p.name}</span>
                  <span className={styles.detail}>{p.sets.map((set, i) => `set ${p.setNumbers[i]}: ${formatSetLabel(set)}`).join(' · ')}</span>
                </div>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={saving}
                  onClick={() => setPending((all) => all.filter((x) => x.key !== p.key))}
                  aria-label={`Discard the unsaved sets of ${p.name}`}
                >
                  Discard
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {hasText ? (
        <div aria-label="Preview">
          {entries.length > 0 ? (
            <>
              <h3 className={styles.subtitle}>Will log</h3>
              <ul className={styles.list} aria-label="Will log">
                {entries.map((entry, index) => {
                  const match = matches[index]!;
                  const suggestion = suggestions[index]!;
                  const name = matchedName(entry, match);
                  const sets = entrySets(entry);
                  const choiceKey = normalizeExerciseName(entry.name);
                  const choiceId = `${textId}-choice-${entry.lineNumber}`;
                  // Asked of the line as typed, and still shown once answered (the answer can change).
                  const unitQuestion = minutesOrMetresOf(parsedEntries[index]!);
                  const otherWarnings = entry.warnings.filter((w) => w.kind !== 'minutes-or-metres');
                  return (
                    <li key={entry.lineNumber} className={styles.row}>
                      <div className={styles.rowMain}>
                        <span className={styles.name}>
                          {name} <MatchBadge match={match} />
                        </span>
                        {match.kind !== 'none' && match.kind !== 'ask' && !match.exact ? <span className={styles.typed}>you typed "{entry.name}"</span> : null}
                        {isChoosable(suggestion) ? (
                          <span className={styles.choice}>
                            <label className="lb-field__label" htmlFor={choiceId}>
                              Log "{entry.name}" as
                            </label>
                            <select
                              id={choiceId}
                              className="lb-input"
                              value={choiceValue(choices[choiceKey] ?? SUGGESTED)}
                              aria-invalid={needsChoice(match) || undefined}
                              disabled={saving}
                              onChange={(event) => {
                                const choice = parseChoiceValue(event.target.value);
                                setChoices((all) => ({ ...all, [choiceKey]: choice }));
                              }}
                            >
                              {suggestion.kind === 'ask' ? (
                                <>
                                  <option value="suggested">Choose which lift…</option>
                                  <optgroup label="Likely">
                                    {suggestion.candidates.map((c) => (
                                      <option key={`${c.kind}:${c.match.id}`} value={`${c.kind}:${c.match.id}`}>
                                        {c.match.name}
                                      </option>
                                    ))}
                                  </optgroup>
                                </>
                              ) : suggestion.kind !== 'none' ? (
                                <option value="suggested">{suggestion.match.name} (closest match)</option>
                              ) : null}
                              <option value="typed">{entry.name} (keep as typed)</option>
                              <CatalogueOptions dictionary={dictionary} custom={custom} />
                            </select>
                          </span>
                        ) : null}
                        <span className={styles.detail}>
                          {entryDetail(entry, distanceUnit)}
                          {entry.reps !== null && entry.reps.min !== entry.reps.max ? ` (${sets.map((s) => s.reps).join(', ')})` : null}
                        </span>
                        {unitQuestion ? (
                          <MinutesOrMetresQuestion
                            id={`${textId}-unit-${entry.lineNumber}`}
                            question={unitQuestion}
                            legend={warningText(unitQuestion)}
                            answer={answers[lineKey(entry)]}
                            disabled={saving}
                            onAnswer={(answer) => setAnswers((all) => ({ ...all, [lineKey(entry)]: answer }))}
                          />
                        ) : null}
                        {otherWarnings.length > 0 ? (
                          <span className={styles.warning}>
                            {otherWarnings.map(warningText).join(' ')}{' '}
                            <label className={styles.confirm}>
                              <input
                                type="checkbox"
                                disabled={saving}
                                checked={confirmed.has(lineKey(entry))}
                                onChange={(event) => {
                                  const { checked } = event.target;
                                  setConfirmed((all) => {
                                    const next = new Set(all);
                                    if (checked) next.add(lineKey(entry));
                                    else next.delete(lineKey(entry));
                                    return next;
                                  });
                                }}
                              />{' '}
                              Yes, {plural(entry.sets, 'set')} as written
                            </label>
                          </span>
                        ) : null}
                      </div>
                    </li>
                  );
                })}
              </ul>
            </>
          ) : (
            <p className={styles.none} role="status">
              {NO_VALID_LINES_MESSAGE}
            </p>
          )}
          {parsed.dropped.length > 0 ? (
            <>
              <h3 className={styles.subtitle}>Skipped</h3>
              <ul className={styles.list} aria-label="Skipped lines">
                {parsed.dropped.map((line) => (
                  <li key={line.lineNumber} className={styles.dropped}>
                    Line {line.lineNumber}: "{line.text}" ({DROP_REASONS[line.reason]})
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}

      {hasText && (unchosen.length > 0 || unconfirmed.length > 0) ? (
        <p className={styles.hold} role="status">
          {[
            unchosen.length > 0 ? `Choose which lift ${plural(unchosen.length, 'line')} ${unchosen.length === 1 ? 'is' : 'are'}` : null,
            unconfirmed.length > 0 ? `confirm or fix ${plural(unconfirmed.length, 'unlikely line')}` : null,
          ]
            .filter((part): part is string => part !== null)
            .join(', and ')
            .replace(/^./, (c) => c.toUpperCase())}{' '}
          to log.
        </p>
      ) : null}

      <SaveProgress progress={progress} />

      <div className={styles.actions}>
        <Button variant="secondary" onClick={close} disabled={saving}>
          Cancel
        </Button>
        <Button onClick={() => void log()} disabled={!canLog} busy={saving} busyLabel="Saving...">
          {namesLoading || unitLoading ? 'Loading exercises...' : setCount > 0 ? `Log ${plural(setCount, 'set')}` : 'Log'}
        </Button>
      </div>

      {confirmDiscard ? (
        <ConfirmDialog
          title="Discard quick log?"
          message={DISCARD_MESSAGE}
          confirmLabel="Discard"
          onCancel={() => setConfirmDiscard(false)}
          onConfirm={() => {
            setConfirmDiscard(false);
            clearDraft();
            onClose();
          }}
        />
      ) : null}
    </section>
  );
}

/** Whether this session has a Quick Log draft to restore (the session page then opens the panel). */
QuickLogPanel.hasDraft = hasQuickLogDraft;
