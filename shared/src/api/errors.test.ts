import { errorMessage, failedWith, failedWithReason, httpErrorMessage } from './errors';

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

describe('failedWithReason', () => {
  const failed = failedWithReason('Failed to save routine');
  test.each([
    [
      'a 400 naming its field',
      { status: 400, data: { message: 'exercises[1].sets[0].reps_max must be at least reps_min (8)', field: 'exercises[1].sets[0].reps_max' } },
      {
        status: 400,
        message: 'Failed to save routine: exercises[1].sets[0].reps_max must be at least reps_min (8)',
        reason: 'exercises[1].sets[0].reps_max must be at least reps_min (8)',
        field: 'exercises[1].sets[0].reps_max',
      },
    ],
    [
      'a 409 with a reason and no field',
      { status: 409, data: { message: 'You have 200 routines' } },
      { status: 409, message: 'Failed to save routine: You have 200 routines', reason: 'You have 200 routines' },
    ],
    ['a 500 keeps the message alone', { status: 500, data: { message: 'boom' } }, { status: 500, message: 'Failed to save routine' }],
    [
      'no network keeps the message alone',
      { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' },
      { status: 'FETCH_ERROR', message: 'Failed to save routine' },
    ],
    ['a 4xx without a message in its body', { status: 404, data: 'Not Found' }, { status: 404, message: 'Failed to save routine' }],
  ] as const)('%s', (_what, error, expected) => {
    expect(failed(error as never)).toEqual(expected);
  });
});
