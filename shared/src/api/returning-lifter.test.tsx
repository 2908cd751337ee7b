import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createLiftbookStore } from '../store/store';
import { mockFetch } from '../testing/mock-fetch';
import { greeting, useReturningLifter } from './returning-lifter';

describe('greeting', () => {
  it.each<[string | undefined, boolean | undefined, string]>([
    ['Ana Lifter', false, 'Welcome, Ana'],
    ['Ana Lifter', true, 'Welcome back, Ana'],
    // Not known yet (loading, offline): never "back" to someone who may be new.
    ['Ana Lifter', undefined, 'Welcome, Ana'],
    [undefined, true, 'Welcome back'],
    [undefined, false, 'Welcome'],
    ['  ', true, 'Welcome back'],
  ])('%p, returning %p -> %p', (name, returning, text) => {
    expect(greeting(name, returning)).toBe(text);
  });
});

describe('useReturningLifter', () => {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={createLiftbookStore()}>{children}</Provider>;

  it.each([
    [[], false],
    [[{ id: 7 }], true],
  ])('with sessions %j a lifter is returning: %p', async (sessions, returning) => {
    const fetch = mockFetch({ 'GET /api/sessions': { body: sessions } });
    const { result } = renderHook(() => useReturningLifter(true), { wrapper });
    await waitFor(() => expect(result.current).toBe(returning));
    // One session is enough to know: the list is not fetched.
    const asked = fetch.mock.calls.map(([input]) => (typeof input === 'string' ? input : input.url));
    expect(asked).toEqual([expect.stringMatching(/\/api\/sessions\?limit=1$/)]);
  });

  it('asks nothing while signed out', () => {
    const fetch = mockFetch({});
    const { result } = renderHook(() => useReturningLifter(false), { wrapper });
    expect(result.current).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
