// Quick Log's set annotations: a line may end with the kind of its sets and an RPE, in either
// order: "Squat 2x5@135 warmup", "Bench 3x5@185 rpe 8", "Row 3x10 @ 60 kg drop RPE 9.5".
// Kinds: warmup (also "warm-up", "wu"), drop, failure (also "fail"). RPE: "rpe" and a number from
// 1 to 10 in steps of 0.5. This module only takes them off the end of the line; the line parser
// reads the rest as before.
import type { SetKind } from '@liftbook/shared/contract';

export interface SetAnnotations {
  /** The line without its annotations. */
  rest: string;
  kind: SetKind | null;
  rpe: number | null;
  /** An "rpe" with a number outside 1-10 or off the half steps. */
  invalidRpe: boolean;
}

const KIND_WORDS: Readonly<Record<string, SetKind>> = {
  warmup: 'warmup',
  'warm-up': 'warmup',
  wu: 'warmup',
  drop: 'drop',
  failure: 'failure',
  fail: 'failure',
};
const KIND_AT_END = /\s+(warm-?up|wu|drop|fail(?:ure)?)$/i;
const RPE_AT_END = /\s+@?\s*rpe\s*(\d+(?:[.,]\d+)?)$/i;

/** Takes a kind and an RPE (each at most once, either order) off the end of `line`. */
export function splitSetAnnotations(line: string): SetAnnotations {
  let rest = line.trim();
  let kind: SetKind | null = null;
  let rpe: number | null = null;
  let invalidRpe = false;
  for (let i = 0; i < 2; i++) {
    const kindMatch: RegExpExecArray | null = kind === null ? KIND_AT_END.exec(rest) : null;
    if (kindMatch) {
      kind = KIND_WORDS[kindMatch[1]!.toLowerCase()] ?? null;
      rest = rest.slice(0, kindMatch.index);
      continue;
    }
    const rpeMatch: RegExpExecArray | null = rpe === null && !invalidRpe ? RPE_AT_END.exec(rest) : null;
    if (rpeMatch) {
      const value: number = Number(rpeMatch[1]!.replace(',', '.'));
      if (value >= 1 && value <= 10 && Number.isInteger(value * 2)) rpe = value;
      else invalidRpe = true;
      rest = rest.slice(0, rpeMatch.index);
    }
  }
  return { rest, kind, rpe, invalidRpe };
}
