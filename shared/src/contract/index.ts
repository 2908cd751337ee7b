// @liftbook/shared/contract: types only, safe for the api to import.
export * from './entities';
export * from './requests';
export * from './remote';
export * from './routines';
export * from './feed';
export * from './shared-routines';
