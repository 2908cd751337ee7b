// @liftbook/shared/format: pure formatting with no React and no CSS, for domain modules.
export { formatUtcDate, formatUtcLongDate, formatDateTime, dateInputToUtcIso, toDateInputValue, todayInputValue } from './dates';
export { formatNumber, formatWeight, setCountLabel, lbsIn, LBS_PER_KG } from './numbers';
