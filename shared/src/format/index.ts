// @liftbook/shared/format: pure formatting with no React and no CSS, for domain modules.
export { formatUtcDate, formatUtcLongDate, formatDateTime, dateInputToUtcIso, toDateInputValue, todayInputValue } from './dates';
export { formatNumber, formatWeight, setCountLabel, lbsIn, lbsFrom, formatLbsIn, LBS_PER_KG, LOADABLE_STEP, loadableWeight } from './numbers';
