import { DEFAULT_PERIOD, MAX_X_TICKS, PERIOD_OPTIONS, parsePeriod } from './periods';

describe('periods', () => {
  it('lists the spec’s four periods, in order, with their labels; month is the page default', () => {
    expect(PERIOD_OPTIONS).toEqual([
      { value: 'week', label: 'Last Week' },
      { value: 'month', label: 'Last Month' },
      { value: 'year', label: 'Last Year' },
      { value: 'all', label: 'All Time' },
    ]);
    expect(DEFAULT_PERIOD).toBe('month');
  });

  it.each([
    ['week', 7],
    ['month', 10],
    ['year', 12],
    ['all', 12],
  ] as const)('%s shows at most %i x ticks', (period, ticks) => {
    expect(MAX_X_TICKS[period]).toBe(ticks);
  });

  it.each([
    ['week', 'week'],
    ['all', 'all'],
    [null, 'month'],
    ['', 'month'],
    ['decade', 'month'],
    ['WEEK', 'month'],
  ])('parsePeriod(%p) = %p', (value, period) => {
    expect(parsePeriod(value)).toBe(period);
  });
});
