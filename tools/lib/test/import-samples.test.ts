import os from 'node:os';
import { samplesAvailable } from './import-samples.cjs';

const saved = process.env.CI;
afterEach(() => {
  if (saved === undefined) delete process.env.CI;
  else process.env.CI = saved;
});

const missing = `${os.tmpdir()}/liftbook-no-samples-here`;

test('a folder without facts.json: skipped with a reason on a developer’s clone', () => {
  delete process.env.CI;
  const write = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
  expect(samplesAvailable(missing)).toBe(false);
  expect(write).toHaveBeenCalledWith(expect.stringContaining('Skipping the tests of the real import samples'));
  write.mockRestore();
  process.env.CI = 'false';
  expect(samplesAvailable(missing)).toBe(false);
});

test.each(['1', 'true'])('under CI=%s their absence fails', (ci) => {
  process.env.CI = ci;
  expect(() => samplesAvailable(missing)).toThrow(/CI lays them there/);
});
