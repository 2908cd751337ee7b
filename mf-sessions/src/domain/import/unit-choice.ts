// The unit question of an import preview, in words: which unit is preselected for the weights a
// file leaves unsaid (the one its numbers point to, else the lifter's own), why, and a few of the
// file's weights read both ways so the lifter sees which is right. Pure: the inference itself is
// shared's (unit-inference.ts), counted by the survey as the file streams.
import type { WeightUnit } from '@liftbook/shared/contract';
import { formatNumber } from '@liftbook/shared/format';
import type { UnitEvidence, UnitInference } from '@liftbook/shared/import/unit-inference';
import { HEAVY_WEIGHT, KG_PER_LB } from '@liftbook/shared/import/unit-inference';

/** The unit preselected: the file's, when its numbers say so clearly, else the lifter's. */
export function preselectedUnit(inference: UnitInference, lifterUnit: WeightUnit): WeightUnit {
  return inference.unit ?? lifterUnit;
}

const listed = (weights: readonly number[]): string => {
  const texts = weights.map(formatNumber);
  return texts.length <= 1 ? (texts[0] ?? '') : `${texts.slice(0, -1).join(', ')} and ${texts.at(-1)}`;
};

/** Why the preselected unit is preselected, in a sentence or two. */
export function unitReasonText(inference: UnitInference, evidence: Pick<UnitEvidence, 'weights'>, lifterUnit: WeightUnit): string {
  const share = `${formatNumber(inference.count)} of the file’s ${formatNumber(evidence.weights)} ${evidence.weights === 1 ? 'weight' : 'weights'}`;
  const such = inference.signs.length > 0 ? ` (such as ${listed(inference.signs)})` : '';
  switch (inference.reason) {
    case 'kg-steps':
      return `kg is preselected: ${share}${such} are whole numbers between steps of 2.5, as kg dumbbells and plates make them. lbs weights go up in 5s.`;
    case 'lbs-amounts-in-kg':
      return `kg is preselected: ${share}${such} are round lbs amounts written in kg, as an app that converts to kg writes them.`;
    case 'kg-amounts-in-lbs':
      return `lbs is preselected: ${share}${such} are round kg amounts written in lbs, as an app that converts to lbs writes them.`;
    case 'heavy':
      return `lbs is preselected: ${share} are ${HEAVY_WEIGHT} or more, which is heavy for kg.`;
    case 'unclear':
      return `Your unit (${lifterUnit}) is preselected: the file’s numbers do not tell kg from lbs clearly. Check the examples.`;
    case 'no-weights':
      return `Your unit (${lifterUnit}) is preselected: the file has no weights to tell by.`;
  }
}

export interface UnitExampleRow {
  name: string;
  /** The weight as the file writes it. */
  weight: string;
  /** "160 kg (353 lbs)" */
  asKg: string;
  /** "160 lbs (73 kg)" */
  asLbs: string;
}

/** Whole numbers for the other unit: the lifter judges by the size, not the decimals. */
const about = (value: number) => formatNumber(Math.round(value));

/** The file's example weights (the heaviest set of its most-trained lifts), read as kg and as lbs. */
export function unitExampleRows(evidence: Pick<UnitEvidence, 'examples'>): UnitExampleRow[] {
  return evidence.examples.map(({ name, weight }) => ({
    name,
    weight: formatNumber(weight),
    asKg: `${formatNumber(weight)} kg (${about(weight / KG_PER_LB)} lbs)`,
    asLbs: `${formatNumber(weight)} lbs (${about(weight * KG_PER_LB)} kg)`,
  }));
}
