import fs from 'node:fs';
import path from 'node:path';
import { checkCompatibility, SHARED_VERSION } from './compatibility';

describe('checkCompatibility(running shared, shared the remote was built against)', () => {
  it.each([
    ['1.4.2', '1.4.2', 'the same version'],
    ['1.4.2', '1.4.0', 'an older patch'],
    ['1.4.0', '1.4.9', 'a newer patch (patches never matter)'],
    ['1.4.2', '1.0.0', 'an older minor'],
    ['1.4.2', '1.3.7', 'an older minor with any patch'],
    ['0.1.0', '0.1.0', 'a 0.x version equal to the page'],
    ['2.0.0', '2.0.0-rc.1', 'a pre-release of the same major and minor'],
  ])('the page on %s mounts a remote built against %s (%s)', (running, built) => {
    expect(checkCompatibility(running, built)).toEqual({ compatible: true });
  });

  it.each([
    ['1.4.2', '2.0.0', 'another major version'],
    ['2.0.0', '1.9.9', 'another major version'],
    ['1.4.2', '1.5.0', 'newer than the 1.4.2 the page runs'],
    ['0.1.0', '0.2.0', 'newer than the 0.1.0 the page runs'],
    ['1.4.2', undefined, 'does not say which version of shared'],
    ['1.4.2', '', 'does not say which version of shared'],
    ['1.4.2', 42, 'does not say which version of shared'],
    ['1.4.2', 'latest', '"latest" is not a version of shared'],
    ['1.4.2', '1.4', '"1.4" is not a version of shared'],
    ['banana', '1.4.2', 'which is not a version'],
  ])('the page on %s refuses a remote built against %p (%s)', (running, built, reason) => {
    const result = checkCompatibility(running, built);
    expect(result.compatible).toBe(false);
    expect(result.compatible === false && result.reason).toContain(reason);
  });
});

it('SHARED_VERSION is the package version every build records', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };
  expect(SHARED_VERSION).toBe(pkg.version);
});
