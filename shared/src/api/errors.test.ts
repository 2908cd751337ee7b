import { errorMessage, failedWith, httpErrorMessage } from './errors';

describe('failedWith', () => {
  it('keeps the status and puts the endpoint message on the error', () => {
    expect(failedWith('Failed to fetch goals')({ status: 500, data: null })).toEqual({ status: 500, message: 'Failed to fetch goals' });
    expect(failedWith('Failed to fetch goals')({ status: 'FETCH_ERROR', error: 'TypeError' })).toEqual({
      status: 'FETCH_ERROR',
      message: 'Failed to fetch goals',
    });
  });
});

describe('errorMessage', () => {
  it.each([
    [undefined, null],
    [null, null],
    [{ status: 404, message: 'Failed to fetch session' }, 'Failed to fetch session'],
    [{ status: 500, data: {} }, 'Failed to load sessions'],
    [new Error('boom'), 'Failed to load sessions'],
  ])('%p -> %p', (error, expected) => {
    expect(errorMessage(error, 'Failed to load sessions')).toBe(expected);
  });
});

describe('httpErrorMessage', () => {
  it.each([
    [{ status: 400 }, 'Error: HTTP 400'],
    [{ status: 'FETCH_ERROR' }, 'An error occurred'],
    [undefined, 'An error occurred'],
  ])('%p -> %p', (error, expected) => {
    expect(httpErrorMessage(error)).toBe(expected);
  });
});
