// The api's tests alone (npm test -w @liftbook/api); the root jest.config.cjs runs the same project.
// They run against a real PostgreSQL: one throwaway embedded cluster per jest run (global setup),
// one fresh database per test file. Kysely 0.29 and cookie (inject) are ESM-only.
module.exports = {
  ...require('../tools/jest/project.cjs').jestProject(__dirname, 'node', ['kysely', 'cookie']),
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/timeouts.ts'],
};
