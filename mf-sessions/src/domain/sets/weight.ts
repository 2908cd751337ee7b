// Weights of sets: the bounds every entry path shares. The default unit (lbs) and how a weight
// is written ("135 lbs", "1,500 lbs") come from @liftbook/shared (DEFAULT_WEIGHT_UNIT,
// formatWeight), so every screen writes a weight the same way; totals in lbs come from the api.

/** Heaviest weight a set may carry; above the all-time records in either unit. */
export { MAX_SET_WEIGHT as MAX_WEIGHT } from '@liftbook/shared/set-rules';
