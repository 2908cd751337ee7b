// @liftbook/shared/contract: types only, safe for the api to import.
export * from './entities';
export * from './requests';
export * from './remote';
export * from './routines';
export * from './feed';
// This week's board of a group (issue 31).
export * from './board';
export * from './shared-routines';
// The session page in one answer (issue 33).
export * from './session-page';
