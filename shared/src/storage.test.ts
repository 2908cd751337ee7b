import { browserStorage } from './storage';

it('gives the page its storages', () => {
  expect(browserStorage('local')).toBe(window.localStorage);
  expect(browserStorage('session')).toBe(window.sessionStorage);
});

it('gives null where reading the storage throws (storage disabled)', () => {
  const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
    throw new DOMException('denied', 'SecurityError');
  });
  try {
    expect(browserStorage('local')).toBeNull();
  } finally {
    spy.mockRestore();
  }
});
