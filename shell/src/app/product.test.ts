import { siteTitle } from './product';

describe('siteTitle', () => {
  it.each([
    ['localhost', 'Liftbook - Beta'],
    ['liftbook.app', 'Liftbook - Beta'],
    ['STAGING.liftbook.app', 'Liftbook Staging - Beta'],
    ['ironclub.liftbook.app', 'Iron Club - Beta'],
    ['unknown.example.com', 'Liftbook - Beta'],
  ])('%p -> %p', (host, title) => {
    expect(siteTitle(host)).toBe(title);
  });
});
