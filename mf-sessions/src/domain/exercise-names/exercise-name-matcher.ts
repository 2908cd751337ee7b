// Matching a quick-log name to an exercise the lifter already has. The spec (§5) says which names
// may match: case- and whitespace-insensitive; an exact match wins; a partial match needs both
// names at least 3 characters and either containment or a shared prefix of 3 or more characters.
// It does not say which of several candidates wins, and the naive "longest prefix" guess logged
// "Bench 3x5" as Bench Dip. So candidates are ranked by how likely the lifter meant them:
//   1. the lifter's own recent lifts (what they trained lately is what they are logging now);
//   2. the same lift written another way: plurals ("Thrusters"), "Tricep"/"Triceps", hyphens and
//      spaces ("Pullups", "Pull-ups"), gym shorthand (OHP, RDL, DB, BB, KB, "bench" = Bench Press)
//      and small typos ("Deadlfit");
//   3. the closest name: the typed words all in the candidate with the fewest words added, then
//      the candidate's words all in the typed name, then any other partial match.
// When the best two are about equally likely, or the best is only a loose guess, the lifter is
// asked ("ask") instead of a guess being pre-selected.
import type { CustomExercise, DictionaryExercise } from '@liftbook/shared/contract';

export const MIN_PARTIAL_MATCH_LENGTH = 3;

export type ExerciseCandidate = { kind: 'dictionary'; match: DictionaryExercise } | { kind: 'custom'; match: CustomExercise };

export type ExerciseMatch =
  | { kind: 'dictionary'; match: DictionaryExercise; exact: boolean }
  | { kind: 'custom'; match: CustomExercise; exact: boolean }
  /** Several lifts are about equally likely (or only loosely): the lifter chooses, nothing is pre-selected. */
  | { kind: 'ask'; match: null; candidates: ExerciseCandidate[] }
  | { kind: 'none'; match: null };

/** Trimmed, inner whitespace collapsed to one space, lower case: "  Bench\tPRESS " → "bench press". */
export function normalizeExerciseName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Characters two strings share at their start. */
export function sharedPrefixLength(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let i = 0;
  while (i < limit && a[i] === b[i]) i += 1;
  return i;
}

/** Whether two names match partially by the spec's rule (either order); both are normalised first. */
export function isPartialMatch(a: string, b: string): boolean {
  const x = normalizeExerciseName(a);
  const y = normalizeExerciseName(b);
  if (x.length < MIN_PARTIAL_MATCH_LENGTH || y.length < MIN_PARTIAL_MATCH_LENGTH) return false;
  return x.includes(y) || y.includes(x) || sharedPrefixLength(x, y) >= MIN_PARTIAL_MATCH_LENGTH;
}

// ---- The canonical form: one spelling per lift ----

/** Gym shorthand, word by word (after plurals are folded: "RDLs" → "rdl"). */
const SHORTHAND: Readonly<Record<string, readonly string[]>> = {
  ohp: ['overhead', 'press'],
  rdl: ['romanian', 'deadlift'],
  sldl: ['stiff', 'leg', 'deadlift'],
  dl: ['deadlift'],
  db: ['dumbbell'],
  dbs: ['dumbbell'],
  kb: ['kettlebell'],
  ez: ['ez'],
  bp: ['bench', 'press'],
  bss: ['bulgarian', 'split', 'squat'],
  chin: ['chin', 'up'],
  chinup: ['chin', 'up'],
  pullup: ['pull', 'up'],
  pushup: ['push', 'up'],
  situp: ['sit', 'up'],
  skullcrusher: ['skull', 'crusher'],
  pulldown: ['pulldown'],
  flye: ['fly'],
  tricep: ['triceps'],
  bicep: ['biceps'],
};

/**
 * Words that do not tell lifts apart: "Flat Barbell Bench Press" is Bench Press, "Barbell Row" is
 * the row a lifter means by "Row". Dropped from both sides.
 */
const FILLER = new Set(['flat', 'barbell', 'bb', 'conventional', 'regular', 'standard', 'normal', 'the', 'with', 'and', 'of']);

/** A word in its singular: thrusters → thruster, presses → press, flies → fly, triceps stays. */
function singular(word: string): string {
  if (word.length <= 3 || word === 'triceps' || word === 'biceps') return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|ss)es$/.test(word)) return word.slice(0, -2);
  if (/(ss|us|is)$/.test(word)) return word;
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** The words of a name in one spelling: lower case, no punctuation, singular, shorthand spelled out. */
export function canonicalWords(name: string): string[] {
  const words = normalizeExerciseName(name)
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(' ')
    .filter((w) => w !== '')
    .map(singular)
    .flatMap((w) => SHORTHAND[w] ?? [w])
    .filter((w) => !FILLER.has(w));
  // "Bench" alone (or "Incline Bench", "DB Bench") is the press, not the dip.
  if (words.includes('bench') && !words.some((w) => w === 'press' || w === 'dip' || w === 'row')) words.push('press');
  return words;
}

/**
 * Damerau (optimal string alignment) distance, a swapped pair of letters one typo, or `limit + 1`
 * as soon as it must be more than `limit`. Bounded because the matcher only asks whether a name is
 * within a typo or two, and an import asks it of a hundred names against every lift of the
 * catalogue: the full table of every pair took most of the preview's first render.
 */
function typoDistance(a: string, b: string, limit: number): number {
  // Each letter one name has more than the other is a typo.
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let twoBack: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previousSmallest = 0;
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j += 1) {
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, twoBack[j - 2]! + 1);
      row.push(best);
      if (best < smallest) smallest = best;
    }
    // A later row is at least this row's smallest, or the row before's plus one (a swap).
    if (smallest > limit && previousSmallest + 1 > limit) return limit + 1;
    twoBack = previous;
    previous = row;
    previousSmallest = smallest;
  }
  return Math.min(previous[b.length]!, limit + 1);
}

/** Typos allowed for a name of this many letters: none under 5, one under 10, two from 10. */
const allowedTypos = (length: number): number => (length < 5 ? 0 : length < 10 ? 1 : 2);

// ---- Scoring ----

/** How strongly a candidate is related to the typed name; higher is likelier. */
export const SCORE = {
  /** The same lift written another way (plural, shorthand, spacing). */
  same: 100,
  /** The same lift with a typo or two. */
  typo: 90,
  /** Every typed word is in the candidate, which adds one word ("curl" → "Hammer Curl"); minus 10 per further word. */
  extends: 60,
  /** Every word of the candidate is typed, with one word more ("Landmine Thruster" → Thruster); minus 10 per further word. */
  within: 45,
  /** Only the spec's loose rule (a shared prefix or containment of the text). */
  loose: 20,
} as const;

/** From here a unique best candidate is pre-selected; below it the lifter is asked. */
export const CONFIDENT_SCORE = SCORE.extends;

function relation(typed: readonly string[], candidate: readonly string[]): number {
  const typedKey = typed.join('');
  const candidateKey = candidate.join('');
  if (typedKey === candidateKey) return SCORE.same;
  const allowed = allowedTypos(Math.min(typedKey.length, candidateKey.length));
  const typos = typoDistance(typedKey, candidateKey, allowed);
  if (typos <= allowed) return SCORE.typo - typos;
  const typedSet = new Set(typed);
  const candidateSet = new Set(candidate);
  if (typed.length > 0 && typed.every((w) => candidateSet.has(w))) return SCORE.extends - 10 * (candidateSet.size - typedSet.size - 1);
  if (candidate.length > 0 && candidate.every((w) => typedSet.has(w))) return SCORE.within - 10 * (typedSet.size - candidateSet.size - 1);
  return 0;
}

interface Scored {
  candidate: ExerciseCandidate;
  name: string;
  score: number;
  recent: boolean;
}

function describe(candidate: ExerciseCandidate): string {
  return normalizeExerciseName(candidate.match.name);
}

/**
 * A catalogue name's canonical words, worked out once per name: an import matches a hundred names
 * against the same two hundred lifts. The catalogue (the dictionary and the lifter's own lifts) is
 * bounded.
 */
const catalogueWords = new Map<string, string[]>();
function wordsOfLift(name: string): string[] {
  let words = catalogueWords.get(name);
  if (words === undefined) {
    words = canonicalWords(name);
    catalogueWords.set(name, words);
  }
  return words;
}

/** 1 for a recent lift with a real relation to the typed name (not only the loose rule). */
const recentTier = (s: Scored): number => (s.recent && s.score >= SCORE.within - 10 ? 1 : 0);

/**
 * Best first: recent lifts (with a real relation to the typed name) before the rest, then score,
 * then dictionary before custom, alphabetical, lowest id, so the result never depends on list order.
 */
function compare(a: Scored, b: Scored): number {
  return (
    recentTier(b) - recentTier(a) ||
    b.score - a.score ||
    (a.candidate.kind === b.candidate.kind ? 0 : a.candidate.kind === 'dictionary' ? -1 : 1) ||
    (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) ||
    a.candidate.match.id - b.candidate.match.id
  );
}

/** Scores within this of the best count as about equally likely when the lifter is asked. */
const ASK_MARGIN = 10;

/** Candidates offered when the lifter is asked. */
export const MAX_ASK_CANDIDATES = 5;

/**
 * Finds the exercise a typed name means. An exact match (after normalising) wins, the dictionary's
 * before the lifter's own. Otherwise candidates are ranked (see the top of this file): a unique,
 * confident best is suggested (pre-selected, the lifter may overrule it); several about equally
 * likely ones, or only loose ones, make an "ask"; nothing related gives none, and the name becomes
 * a new custom exercise. `recent` holds the names the lifter logged lately, newest first.
 */
export function matchExerciseName(
  typed: string,
  dictionary: readonly DictionaryExercise[],
  custom: readonly CustomExercise[],
  recent: readonly string[] = [],
): ExerciseMatch {
  const name = normalizeExerciseName(typed);
  if (name === '') return { kind: 'none', match: null };

  const candidates: ExerciseCandidate[] = [
    ...dictionary.map((match): ExerciseCandidate => ({ kind: 'dictionary', match })),
    ...custom.map((match): ExerciseCandidate => ({ kind: 'custom', match })),
  ];

  const exact = candidates
    .filter((c) => describe(c) === name)
    .sort((a, b) => (a.kind === b.kind ? a.match.id - b.match.id : a.kind === 'dictionary' ? -1 : 1))[0];
  if (exact) return { ...exact, exact: true } as ExerciseMatch;

  const recentNames = new Set(recent.map(normalizeExerciseName));
  const words = canonicalWords(typed);
  const ranked = candidates
    .map((candidate): Scored => {
      const candidateName = describe(candidate);
      const related = relation(words, wordsOfLift(candidateName));
      const loose = isPartialMatch(name, candidateName) ? SCORE.loose : 0;
      return { candidate, name: candidateName, score: Math.max(related, loose), recent: recentNames.has(candidateName) };
    })
    .filter((s) => s.score > 0)
    .sort(compare);

  const [best, second] = ranked;
  if (!best) return { kind: 'none', match: null };
  // Equal names in both lists are one lift (the dictionary's wins), not a tie.
  const tied = second !== undefined && second.name !== best.name && second.score === best.score && recentTier(second) === recentTier(best);
  if (!tied && (best.score >= CONFIDENT_SCORE || recentTier(best) === 1)) return { ...best.candidate, exact: false } as ExerciseMatch;
  // Offered: the recent ones and those about as likely as the best, not every loose prefix match.
  const top = ranked.filter((s) => recentTier(s) === 1 || s.score >= best.score - ASK_MARGIN).slice(0, MAX_ASK_CANDIDATES);
  return { kind: 'ask', match: null, candidates: top.map((s) => s.candidate) };
}
