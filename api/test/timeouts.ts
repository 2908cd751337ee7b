// Every api test file builds a freshly migrated PostgreSQL database in its hooks: a second or two
// on a quiet machine, well over jest's default 5 s on a busy 2-core one (the whole repository's
// suites in parallel). A hook or test that really hangs still fails, after 30 s.
jest.setTimeout(30_000);
