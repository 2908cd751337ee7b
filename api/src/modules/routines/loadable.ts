// The finest step a plate can load in each unit, as shared's LOADABLE_STEP says (a test
// holds the two equal): the api runs compiled JavaScript and takes only types from shared, so the
// number is repeated here. Start rounds a % of a training max down to it.
import type { WeightUnit } from '@liftbook/shared/contract';

export const LOADABLE_STEP: Readonly<Record<WeightUnit, number>> = { lbs: 0.5, kg: 0.25 };
