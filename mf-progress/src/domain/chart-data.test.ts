import type { ProgressPoint } from '@liftbook/shared/contract';
import {
  METRICS,
  type MetricSpec,
  NO_DATA,
  chartSummary,
  chartTitle,
  dayStamp,
  formatMetricValue,
  segmentDash,
  thinTicks,
  tickLabel,
  tickStep,
  tickUnit,
  tooltipDay,
  xTicks,
  lineChartConfig,
  plotted,
  shapeChart,
  tableRows,
  inUnit,
  liftType,
  metricsFor,
  tooltipLine,
  xLabel,
} from './chart-data';

const point = (date: string, values: Partial<ProgressPoint> = {}): ProgressPoint => ({
  date: `${date}T00:00:00.000Z`,
  max_weight: 225,
  max_reps: 5,
  total_volume: 3375,
  best_e1rm: 262.5,
  total_reps: 15,
  longest_duration: null,
  total_duration: null,
  type: 'weighted',
  ...values,
});
const byMetric = (metric: string) => METRICS.find((spec) => spec.metric === metric)!;
const [maxWeight, maxReps, totalVolume, e1rm] = METRICS as [
  (typeof METRICS)[number],
  (typeof METRICS)[number],
  (typeof METRICS)[number],
  (typeof METRICS)[number],
];

describe('chart titles and series', () => {
  it.each([
    [maxWeight, 'Back Squat - Max Weight Progress', 'Max Weight', 'lbs'],
    [maxReps, 'Back Squat - Max Reps Progress', 'Max Reps', 'reps'],
    [totalVolume, 'Back Squat - Total Volume Progress', 'Total Volume', 'lbs'],
    [e1rm, 'Back Squat - Estimated 1RM', 'Estimated 1RM', 'lbs'],
  ])('%o', (spec, title, series, unit) => {
    expect(chartTitle('Back Squat', spec)).toBe(title);
    expect(spec.series).toBe(series);
    expect(spec.unit).toBe(unit);
  });
});

describe('xLabel: short month and day, with the year for the year period, in UTC', () => {
  it.each([
    ['2026-11-20T00:00:00.000Z', 'week', 'Nov 20'],
    ['2026-11-20T00:00:00.000Z', 'month', 'Nov 20'],
    ['2026-11-20T00:00:00.000Z', 'all', 'Nov 20'],
    ['2026-11-20T00:00:00.000Z', 'year', 'Nov 20, 2026'],
    ['2026-01-01T00:00:00.000Z', 'week', 'Jan 1'],
    // A UTC day stays itself whatever the phone's zone (the test runner's zone is not UTC-specific).
    ['2026-03-01T00:00:00.000Z', 'month', 'Mar 1'],
    ['not a date', 'week', ''],
  ] as const)('%s (%s) -> %p', (date, period, label) => {
    expect(xLabel(date, period)).toBe(label);
  });
});

describe('plotted: zero or missing values are gaps', () => {
  it.each([
    [225, 225],
    [0.5, 0.5],
    [0, null],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
  ])('%p -> %p', (value, expected) => {
    expect(plotted(value)).toBe(expected);
  });
});

describe('formatMetricValue and the tooltip: locale-formatted, "No data" for null', () => {
  it.each([
    [12345.67, 'lbs', '12,345.67 lbs'],
    [1102.31, 'lbs', '1,102.31 lbs'],
    [220.46, 'lbs', '220.46 lbs'],
    [8, 'reps', '8 reps'],
    [null, 'lbs', NO_DATA],
  ] as const)('%p %s -> %p', (value, unit, text) => {
    expect(formatMetricValue(value, unit)).toBe(text);
  });

  it.each([
    [maxWeight, 225, 'Max Weight: 225 lbs'],
    [totalVolume, 4477.31, 'Total Volume: 4,477.31 lbs'],
    [maxReps, 12, 'Max Reps: 12 reps'],
    [maxWeight, null, 'Max Weight: No data'],
    [totalVolume, 0, 'Total Volume: No data'],
    [e1rm, undefined, 'Estimated 1RM: No data'],
  ])('%#: %p', (spec, value, line) => {
    expect(tooltipLine(spec, value)).toBe(line);
  });
});

const TODAY = '2026-11-08';
const at = (day: string) => dayStamp(day);
const DAY = 86_400_000;

describe('dayStamp: a session day at its UTC midnight (labels are formatted in UTC)', () => {
  it.each([
    ['2026-11-20', Date.UTC(2026, 10, 20)],
    ['2024-02-29', Date.UTC(2024, 1, 29)],
    ['2026-03-29', Date.UTC(2026, 2, 29)],
    ['2026-11-20T00:00:00.000Z', Number.NaN],
    ['nonsense', Number.NaN],
  ])('%s', (day, stamp) => {
    expect(dayStamp(day)).toBe(stamp);
  });
});

describe('shapeChart: each day placed by its date, over the period', () => {
  const points = [
    point('2026-11-01'),
    point('2026-11-03', { max_weight: null, total_volume: null, best_e1rm: null }),
    point('2026-11-05', { max_weight: 0, total_volume: 0 }),
    point('2026-11-07', { max_weight: 235.5 }),
  ];
  const x = ['2026-11-01', '2026-11-03', '2026-11-05', '2026-11-07'].map(at);

  it.each([
    // metric, period, values, axis from, axis to, tick limit, labels with the year
    ['max_weight', 'month', [225, null, null, 235.5], '2026-10-10', TODAY, 10, false],
    ['max_reps', 'week', [5, 5, 5, 5], '2026-11-01', TODAY, 7, false],
    ['total_volume', 'year', [3375, null, null, 3375], '2025-11-09', TODAY, 12, true],
    ['best_e1rm', 'all', [262.5, null, 262.5, 262.5], '2026-11-01', '2026-11-07', 12, true],
  ] as const)('%s over %s', (metric, period, values, from, to, maxTicks, withYear) => {
    expect(shapeChart(points, byMetric(metric), period, TODAY)).toEqual({
      days: ['2026-11-01', '2026-11-03', '2026-11-05', '2026-11-07'],
      x,
      values,
      min: at(from),
      max: at(to),
      maxTicks,
      withYear,
      hasValues: true,
    });
  });

  it('a six-month break is six months wide: x follows the dates, not the count of days', () => {
    const shaped = shapeChart([point('2024-01-01'), point('2024-01-02'), point('2024-07-01')], maxWeight, 'all', TODAY);
    const [a, b, c] = shaped.x as [number, number, number];
    expect(Math.round((b - a) / DAY)).toBe(1);
    expect(Math.round((c - b) / DAY)).toBe(181);
  });

  it.each([
    ['a month crossing New Year has the year', [point('2025-12-20'), point('2026-01-03')], 'month', '2026-01-05', true],
    ['a month inside one year has none', [point('2026-10-20')], 'month', '2026-11-05', false],
    ['a week starting in the old year has the year', [point('2026-01-01')], 'week', '2026-01-02', true],
    ['all time always has it', [point('2026-10-20')], 'all', '2026-11-05', true],
  ] as const)('%s', (_name, days, period, today, withYear) => {
    expect(shapeChart(days, maxWeight, period, today).withYear).toBe(withYear);
  });

  it('a day before the period (a lifter west of UTC) stretches the axis rather than falling off it', () => {
    const shaped = shapeChart([point('2026-11-01'), point('2026-11-09')], maxWeight, 'week', TODAY);
    expect([shaped.min, shaped.max]).toEqual([at('2026-11-01'), at('2026-11-09')]);
  });

  it('one day alone of all time is centred, a day either side', () => {
    const shaped = shapeChart([point('2026-11-01')], maxWeight, 'all', TODAY);
    expect([shaped.min, shaped.max]).toEqual([at('2026-10-31'), at('2026-11-02')]);
  });

  it('a metric with only gaps has no values (the chart says so instead of drawing nothing)', () => {
    const bodyweight = [point('2026-11-01', { max_weight: null, total_volume: null, best_e1rm: null })];
    expect(shapeChart(bodyweight, maxWeight, 'month', TODAY).hasValues).toBe(false);
    expect(shapeChart(bodyweight, maxReps, 'month', TODAY).hasValues).toBe(true);
    expect(shapeChart([], maxReps, 'month', TODAY)).toMatchObject({ days: [], values: [], maxTicks: 10, hasValues: false });
  });

  it('works on frozen state and hands Chart.js arrays it may write into', () => {
    const frozen = Object.freeze(points.map((p) => Object.freeze(p)));
    const shaped = shapeChart(frozen, maxWeight, 'month', TODAY);
    const config = lineChartConfig(shaped, maxWeight);
    expect(Object.isFrozen(config.data.datasets[0]!.data)).toBe(false);
    config.data.datasets[0]!.data.push({ x: 1, y: 1 });
    config.data.datasets[0]!.data[0]!.y = 1;
    expect(shaped.values).toHaveLength(4);
    expect(shaped.values[0]).toBe(225);
    expect(shaped.x).toHaveLength(4);
  });
});

describe('tickLabel: short month and day; the year only when the chart needs it', () => {
  it.each([
    ['2026-11-20', 'day', false, 'Nov 20'],
    ['2026-11-20', 'day', true, 'Nov 20, 2026'],
    ['2026-01-01', 'day', false, 'Jan 1'],
    ['2026-11-01', 'month', false, 'Nov'],
    ['2026-11-01', 'month', true, 'Nov 2026'],
    ['2026-01-01', 'year', false, '2026'],
    ['2026-01-01', 'year', true, '2026'],
    ['nonsense', 'day', false, ''],
  ] as const)('%s by %s, with the year %p: %p', (day, unit, withYear, label) => {
    expect(tickLabel(at(day), unit, withYear)).toBe(label);
  });

  it('the tooltip’s title is the full day', () => {
    expect(tooltipDay(at('2026-11-20'))).toBe('Nov 20, 2026');
    expect(tooltipDay(at('2024-02-29'))).toBe('Feb 29, 2024');
  });
});

describe('xTicks: every start of a day, month or year on the axis, its ends included', () => {
  const days = (...list: string[]) => list.map(at);
  it.each([
    [
      'a week: each day',
      '2026-11-02',
      '2026-11-08',
      'day',
      days('2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07', '2026-11-08'),
    ],
    ['days across a month end and a leap day', '2024-02-27', '2024-03-02', 'day', days('2024-02-27', '2024-02-28', '2024-02-29', '2024-03-01', '2024-03-02')],
    ['days across New Year', '2025-12-30', '2026-01-02', 'day', days('2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02')],
    [
      'a year: the 1st of each month inside it',
      '2025-11-09',
      '2026-11-08',
      'month',
      days(
        '2025-12-01',
        '2026-01-01',
        '2026-02-01',
        '2026-03-01',
        '2026-04-01',
        '2026-05-01',
        '2026-06-01',
        '2026-07-01',
        '2026-08-01',
        '2026-09-01',
        '2026-10-01',
        '2026-11-01',
      ),
    ],
    ['months from a 1st, the 1st included', '2026-09-01', '2026-11-01', 'month', days('2026-09-01', '2026-10-01', '2026-11-01')],
    ['months from a 31st (never a 31st of February)', '2026-01-31', '2026-04-15', 'month', days('2026-02-01', '2026-03-01', '2026-04-01')],
    ['years: each January 1st', '2017-05-01', '2020-02-11', 'year', days('2018-01-01', '2019-01-01', '2020-01-01')],
    ['an axis inside one month has no month tick', '2026-11-02', '2026-11-20', 'month', []],
  ] as const)('%s', (_name, from, to, unit, ticks) => {
    expect(xTicks(at(from), at(to), unit)).toEqual(ticks);
  });

  it('no axis, no ticks', () => {
    expect(xTicks(Number.NaN, Number.NaN, 'day')).toEqual([]);
  });
});

describe('tickUnit: days up to six weeks, months up to four years, years beyond', () => {
  it.each([
    ['2026-11-01', '2026-11-07', 'day'],
    ['2026-10-10', '2026-11-08', 'day'],
    ['2025-11-09', '2026-11-08', 'month'],
    ['2024-07-01', '2026-02-11', 'month'],
    ['2017-05-01', '2026-02-11', 'year'],
  ])('%s to %s: %s', (from, to, unit) => {
    expect(tickUnit(at(from), at(to))).toBe(unit);
  });
});

describe('tickStep and thinTicks: labels that fit side by side, within the spec’s limit', () => {
  it.each([
    // count, width, widest label, limit, step
    [19, 300, 50, 12, 4], // 5 fit (300 + 12) / (50 + 12): every 4th of 19 leaves 5
    [19, 1000, 50, 12, 2], // 16 would fit; the limit of 12 keeps every 2nd (10)
    [7, 1000, 40, 7, 1],
    [31, 300, 45, 10, 7], // 5 fit: every 7th of 31 leaves 5
    [3, 10, 80, 12, 3], // not even one fits: one label
  ])('%p ticks in %p px, labels %p px, limit %p', (count, width, widest, limit, step) => {
    expect(tickStep(count, width, widest, limit)).toBe(step);
  });

  it('keeps every n-th tick from the first, measuring with the tick font and restoring the context’s', () => {
    const fonts: string[] = [];
    const ctx = {
      font: '10px serif',
      measureText(text: string) {
        fonts.push(this.font);
        return { width: text.length * 7 };
      },
    };
    const scale = { width: 200, ctx, ticks: ['Jul 2024', 'Aug 2024', 'Sep 2024', 'Oct 2024', 'Nov 2024', 'Dec 2024', 'Jan 2025'].map((label) => ({ label })) };
    thinTicks(scale, 12);
    // 56 px labels: 3 fit in 200 px; 7 ticks every 3rd.
    expect(scale.ticks.map((tick) => tick.label)).toEqual(['Jul 2024', 'Oct 2024', 'Jan 2025']);
    expect(new Set(fonts)).toEqual(new Set(["12px 'Helvetica Neue', 'Helvetica', 'Arial', sans-serif"]));
    expect(ctx.font).toBe('10px serif');
  });
});

describe('segmentDash: a long pause is drawn dashed', () => {
  it.each([
    [at('2026-01-01'), at('2026-01-02'), undefined],
    [at('2026-01-01'), at('2026-01-29'), undefined],
    [at('2026-01-01'), at('2026-01-30'), [6, 6]],
    [at('2025-06-01'), at('2026-01-01'), [6, 6]],
  ])('%p to %p', (from, to, dash) => {
    expect(segmentDash(from, to)).toEqual(dash);
  });
});

describe('lineChartConfig', () => {
  const shaped = shapeChart([point('2026-11-01'), point('2026-11-02', { max_weight: null })], maxWeight, 'week', TODAY);
  const config = lineChartConfig(shaped, maxWeight);

  it('a line with gaps on a linear axis of days over the period, y from zero, the period’s tick limit, no legend for one series', () => {
    expect(config.type).toBe('line');
    expect(config.data.datasets[0]).toMatchObject({
      label: 'Max Weight',
      data: [
        { x: at('2026-11-01'), y: 225 },
        { x: at('2026-11-02'), y: null },
      ],
      spanGaps: false,
    });
    expect(config.options?.scales?.y).toMatchObject({ beginAtZero: true, title: { display: true, text: 'lbs' } });
    expect(config.options?.scales?.x).toMatchObject({
      type: 'linear',
      bounds: 'data',
      min: at('2026-11-01'),
      max: at(TODAY),
      ticks: { maxTicksLimit: 7, autoSkip: true, maxRotation: 0 },
    });
    expect(config.options?.plugins?.legend).toEqual({ display: false });
  });

  /** What Chart.js would do with the x axis' options: build its ticks, then label them. */
  function xAxis(chart: ReturnType<typeof lineChartConfig>) {
    const x = chart.options!.scales!.x as unknown as {
      afterBuildTicks: (scale: { ticks: { value: number }[] }) => void;
      ticks: { callback: (value: number) => string };
    };
    const scale = { ticks: [{ value: 0 }] };
    x.afterBuildTicks(scale);
    return scale.ticks.map((tick) => x.ticks.callback(tick.value));
  }

  it('x ticks are the calendar days of the week, labelled "Nov 2"', () => {
    expect(xAxis(config)).toEqual(['Nov 1', 'Nov 2', 'Nov 3', 'Nov 4', 'Nov 5', 'Nov 6', 'Nov 7', 'Nov 8']);
  });

  it('a year’s ticks are the months, with the year', () => {
    const year = lineChartConfig(shapeChart([point('2026-11-01')], maxWeight, 'year', TODAY), maxWeight);
    expect(xAxis(year)).toEqual([
      'Dec 2025',
      'Jan 2026',
      'Feb 2026',
      'Mar 2026',
      'Apr 2026',
      'May 2026',
      'Jun 2026',
      'Jul 2026',
      'Aug 2026',
      'Sep 2026',
      'Oct 2026',
      'Nov 2026',
    ]);
  });

  it('labels carry the year for all time', () => {
    const all = lineChartConfig(shapeChart([point('2026-11-01')], maxWeight, 'all', TODAY), maxWeight);
    expect(xAxis(all)).toEqual(['Oct 31, 2026', 'Nov 1, 2026', 'Nov 2, 2026']);
    expect(all.options?.scales?.x).toMatchObject({ ticks: { maxTicksLimit: 12 } });
  });

  it('the tooltip’s title is the hovered day', () => {
    const title = config.options!.plugins!.tooltip!.callbacks!.title as (items: { raw: unknown }[]) => string;
    expect(title([{ raw: { x: at('2026-11-02'), y: null } }])).toBe('Nov 2, 2026');
    expect(title([])).toBe('');
  });

  it('a gap day has a hover point (invisible, at 0) so its tooltip can say "No data"; other days answer from the line', () => {
    expect(config.data.datasets[1]).toMatchObject({
      data: [
        { x: at('2026-11-01'), y: null },
        { x: at('2026-11-02'), y: 0 },
      ],
      pointRadius: 0,
      showLine: false,
    });
    const filter = config.options!.plugins!.tooltip!.filter as (item: { datasetIndex: number; dataIndex: number }) => boolean;
    expect(filter({ datasetIndex: 1, dataIndex: 1 })).toBe(true);
    expect(filter({ datasetIndex: 1, dataIndex: 0 })).toBe(false);
    expect(filter({ datasetIndex: 0, dataIndex: 0 })).toBe(true);
  });

  it('reps ticks are whole numbers; weights may be fractional', () => {
    const reps = METRICS.find((spec) => spec.metric === 'max_reps')!;
    const repsConfig = lineChartConfig(shapeChart([point('2026-11-01')], reps, 'week', TODAY), reps);
    expect(repsConfig.options?.scales?.y).toMatchObject({ ticks: { precision: 0 } });
    expect((config.options?.scales?.y as { ticks: { precision?: number } }).ticks.precision).toBeUndefined();
  });

  it('its tooltip says the value with its unit, or "No data"', () => {
    const label = config.options!.plugins!.tooltip!.callbacks!.label as (item: { raw: unknown; datasetIndex: number }) => string;
    expect(label({ raw: { x: 0, y: 225 }, datasetIndex: 0 })).toBe('Max Weight: 225 lbs');
    expect(label({ raw: { x: 0, y: null }, datasetIndex: 0 })).toBe('Max Weight: No data');
    // The invisible gap series: its point at 0 on a gap day reads as "No data".
    expect(label({ raw: { x: 0, y: 0 }, datasetIndex: 1 })).toBe('Max Weight: No data');
  });

  it('y ticks are locale-formatted', () => {
    const ticks = config.options!.scales!.y!.ticks as { callback: (value: number) => string };
    expect(ticks.callback(12500)).toBe('12,500');
  });
});

describe('tableRows: the numbers behind a chart, as text', () => {
  it('every day with its full date and value, gaps as "No data"', () => {
    expect(tableRows([point('2026-11-01'), point('2026-11-02', { total_volume: 0 })], totalVolume)).toEqual([
      { day: '2026-11-01', date: 'Nov 1, 2026', value: '3,375 lbs' },
      { day: '2026-11-02', date: 'Nov 2, 2026', value: 'No data' },
    ]);
  });
});

describe('chartSummary: what the canvas says to a screen reader', () => {
  it.each([
    [[225, null, 235.5, 230], 'max_weight', '4 days from Nov 1, 2026 to Nov 4, 2026, highest 235.5 lbs, latest 230 lbs'],
    [[12], 'max_reps', '1 day, Nov 1, 2026, highest 12 reps, latest 12 reps'],
    [[null, null], 'max_weight', '2 days from Nov 1, 2026 to Nov 2, 2026, no values'],
  ] as const)('%p', (values, metric, text) => {
    const spec = METRICS.find((m) => m.metric === metric)!;
    const points = values.map((value, i) => point(`2026-11-0${i + 1}`, { [metric]: value }));
    expect(chartSummary(shapeChart(points, spec, 'all', TODAY), spec)).toBe(text);
  });
});

describe('charts follow the lift’s STORED type: liftType and metricsFor', () => {
  const titles = (points: ProgressPoint[]) => metricsFor(points, 'lbs').map((spec) => spec.series);
  const plank = (date: string, ms: number) =>
    point(date, {
      max_weight: null,
      max_reps: null,
      total_volume: null,
      best_e1rm: null,
      total_reps: null,
      longest_duration: ms,
      total_duration: ms * 3,
      type: 'duration',
    });
  const pullUps = (date: string, weight: number | null) =>
    point(date, { max_weight: weight, max_reps: 10, total_volume: weight === null ? null : weight * 10, best_e1rm: null, total_reps: 30, type: 'reps' });

  it.each<[string, ProgressPoint[], string, string[]]>([
    [
      'a weighted lift: the spec’s three and the estimated 1RM',
      [point('2026-11-01'), point('2026-11-02')],
      'weighted',
      ['Max Weight', 'Max Reps', 'Total Volume', 'Estimated 1RM'],
    ],
    [
      'a weighted lift stays weighted on days logged without weight',
      [pullUps('2026-11-01', null), pullUps('2026-11-02', null), point('2026-11-03', { max_weight: null, total_volume: null })],
      'weighted',
      ['Max Weight', 'Max Reps', 'Total Volume', 'Estimated 1RM'],
    ],
    ['a plank: the longest hold and the total time', [plank('2026-11-01', 60_000), plank('2026-11-02', 90_000)], 'duration', ['Longest Hold', 'Total Time']],
    ['pull-ups: max and total reps', [pullUps('2026-11-01', null), pullUps('2026-11-02', null)], 'reps', ['Max Reps', 'Total Reps']],
    [
      'pull-ups, once with a belt: and the added weight',
      [pullUps('2026-11-01', null), pullUps('2026-11-02', null), pullUps('2026-11-03', 25)],
      'reps',
      ['Max Reps', 'Total Reps', 'Added Weight'],
    ],
    // Guessing from the sets would call these weighted (every day has a weight): the stored type says reps.
    [
      'weighted dips stored as a reps lift: reps first, and the added weight',
      [pullUps('2026-11-01', 25), pullUps('2026-11-02', 45)],
      'reps',
      ['Max Reps', 'Total Reps', 'Added Weight'],
    ],
    // A plank stored as weighted (the lifter's choice) gets the weight charts, even with only durations logged.
    [
      'a plank stored as weighted: the weight charts',
      [{ ...plank('2026-11-01', 60_000), type: 'weighted' }],
      'weighted',
      ['Max Weight', 'Max Reps', 'Total Volume', 'Estimated 1RM'],
    ],
    ['a lift re-typed: the latest day’s type wins', [point('2026-11-01'), plank('2026-11-02', 60_000)], 'duration', ['Longest Hold', 'Total Time']],
    ['no points: weighted', [], 'weighted', ['Max Weight', 'Max Reps', 'Total Volume', 'Estimated 1RM']],
  ])('%s', (_case, points, type, series) => {
    expect(liftType(points)).toBe(type);
    expect(titles(points)).toEqual(series);
  });

  it('durations chart in seconds', () => {
    const hold = metricsFor([plank('2026-11-01', 90_000)], 'kg')[0]!;
    expect(hold.unit).toBe('sec');
    expect(shapeChart([plank('2026-11-01', 90_000)], hold, 'week', TODAY).values).toEqual([90]);
    expect(tableRows([plank('2026-11-01', 90_000)], hold)).toEqual([{ day: '2026-11-01', date: 'Nov 1, 2026', value: '90 sec' }]);
  });
});

describe('charts in the lifter’s unit: the api’s lbs drawn as kg', () => {
  const kgSpecs = metricsFor([point('2026-11-01')], 'kg');
  const [maxKg, repsKg, volumeKg, e1rmKg] = kgSpecs as [MetricSpec, MetricSpec, MetricSpec, MetricSpec];

  it('weight charts say kg; reps stay reps', () => {
    expect(kgSpecs.map((spec) => spec.unit)).toEqual(['kg', 'reps', 'kg', 'kg']);
    expect(inUnit(maxWeight, 'lbs')).toEqual(maxWeight);
    expect(inUnit(maxReps, 'kg')).toEqual(maxReps);
  });

  it('values, axis title, tooltip, table and summary in kg', () => {
    // 220.46 lbs is a 100 kg set; 3375 lbs of volume is 1,530.88 kg, read as 1,531.
    const points = [point('2026-11-01', { max_weight: 220.46, total_volume: 3375 }), point('2026-11-02', { max_weight: null })];
    const shaped = shapeChart(points, maxKg, 'week', TODAY);
    expect(shaped.values).toEqual([100, null]);
    const config = lineChartConfig(shaped, maxKg);
    expect(config.options?.scales?.y).toMatchObject({ title: { display: true, text: 'kg' } });
    const label = config.options!.plugins!.tooltip!.callbacks!.label as (item: { raw: unknown; datasetIndex: number }) => string;
    expect(label({ raw: { x: 0, y: 100 }, datasetIndex: 0 })).toBe('Max Weight: 100 kg');
    expect(tableRows(points, volumeKg)[0]).toEqual({ day: '2026-11-01', date: 'Nov 1, 2026', value: '1,531 kg' });
    expect(chartSummary(shaped, maxKg)).toBe('2 days from Nov 1, 2026 to Nov 2, 2026, highest 100 kg, latest 100 kg');
    expect(shapeChart(points, repsKg, 'week', TODAY).values).toEqual([5, 5]);
    // An e1RM of 119.07 kg reads as a loadable 119 kg.
    expect(shapeChart(points, e1rmKg, 'week', TODAY).values).toEqual([119, 119]);
  });

  it.each([
    ['a kg set read in lbs: to the half pound', maxWeight, { max_weight: 221.67 }, '221.5 lbs'],
    ['an lbs set read in kg: to the quarter kilo (86.18 kg)', maxKg, { max_weight: 190 }, '86.25 kg'],
    ['an e1RM in lbs', METRICS[3]!, { best_e1rm: 262.83 }, '263 lbs'],
    ['a volume in lbs: whole pounds', METRICS[2]!, { total_volume: 3376.67 }, '3,377 lbs'],
  ] as const)('values read as a plate loads them: %s', (_case, spec, values, shown) => {
    expect(tableRows([point('2026-11-01', values)], spec)[0]!.value).toBe(shown);
  });
});
