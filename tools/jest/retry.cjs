// Under CI a failed test runs once more; a test that then passes is reported as flaky by npm test
// (tools/lib/test/flaky.cjs), never counted as a plain pass.
if (process.env.CI) jest.retryTimes(1, { logErrorsBeforeRetry: true });
