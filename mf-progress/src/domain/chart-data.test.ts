import type { ProgressPoint } from '@liftbook/shared/contract';
import {
  METRICS,
  type MetricSpec,
  NO_DATA,
  chartSummary,
  chartTitle,
  formatMetricValue,
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

describe('shapeChart', () => {
  const points = [
    point('2026-11-01'),
    point('2026-11-03', { max_weight: null, total_volume: null, best_e1rm: null }),
    point('2026-11-05', { max_weight: 0, total_volume: 0 }),
    point('2026-11-07', { max_weight: 235.5 }),
  ];

  it.each([
    ['max_weight', 'month', [225, null, null, 235.5], ['Nov 1', 'Nov 3', 'Nov 5', 'Nov 7'], 10],
    ['max_reps', 'week', [5, 5, 5, 5], ['Nov 1', 'Nov 3', 'Nov 5', 'Nov 7'], 7],
    ['total_volume', 'year', [3375, null, null, 3375], ['Nov 1, 2026', 'Nov 3, 2026', 'Nov 5, 2026', 'Nov 7, 2026'], 12],
    ['best_e1rm', 'all', [262.5, null, 262.5, 262.5], ['Nov 1', 'Nov 3', 'Nov 5', 'Nov 7'], 12],
  ] as const)('%s over %s', (metric, period, values, labels, maxTicks) => {
    expect(shapeChart(points, byMetric(metric), period)).toEqual({ labels, values, maxTicks, hasValues: true });
  });

  it('a metric with only gaps has no values (the chart says so instead of drawing nothing)', () => {
    const bodyweight = [point('2026-11-01', { max_weight: null, total_volume: null, best_e1rm: null })];
    expect(shapeChart(bodyweight, maxWeight, 'month').hasValues).toBe(false);
    expect(shapeChart(bodyweight, maxReps, 'month').hasValues).toBe(true);
    expect(shapeChart([], maxReps, 'month')).toEqual({ labels: [], values: [], maxTicks: 10, hasValues: false });
  });

  it('works on frozen state and hands Chart.js arrays it may write into', () => {
    const frozen = Object.freeze(points.map((p) => Object.freeze(p)));
    const shaped = shapeChart(frozen, maxWeight, 'month');
    const config = lineChartConfig(shaped, maxWeight);
    expect(Object.isFrozen(config.data.datasets[0]!.data)).toBe(false);
    config.data.datasets[0]!.data.push(1);
    config.data.labels!.push('x');
    expect(shaped.values).toHaveLength(4);
    expect(shaped.labels).toHaveLength(4);
  });
});

describe('lineChartConfig', () => {
  const shaped = shapeChart([point('2026-11-01'), point('2026-11-02', { max_weight: null })], maxWeight, 'week');
  const config = lineChartConfig(shaped, maxWeight);

  it('a line with gaps, y from zero, the period’s tick limit, no legend for one series', () => {
    expect(config.type).toBe('line');
    expect(config.data.datasets[0]).toMatchObject({ label: 'Max Weight', data: [225, null], spanGaps: false });
    expect(config.options?.scales?.y).toMatchObject({ beginAtZero: true, title: { display: true, text: 'lbs' } });
    expect(config.options?.scales?.x).toMatchObject({ ticks: { maxTicksLimit: 7 } });
    expect(config.options?.plugins?.legend).toEqual({ display: false });
  });

  it('a gap day has a hover point (invisible, at 0) so its tooltip can say "No data"; other days answer from the line', () => {
    expect(config.data.datasets[1]).toMatchObject({ data: [null, 0], pointRadius: 0, showLine: false });
    const filter = config.options!.plugins!.tooltip!.filter as (item: { datasetIndex: number; dataIndex: number }) => boolean;
    expect(filter({ datasetIndex: 1, dataIndex: 1 })).toBe(true);
    expect(filter({ datasetIndex: 1, dataIndex: 0 })).toBe(false);
    expect(filter({ datasetIndex: 0, dataIndex: 0 })).toBe(true);
  });

  it('reps ticks are whole numbers; weights may be fractional', () => {
    const reps = METRICS.find((spec) => spec.metric === 'max_reps')!;
    const repsConfig = lineChartConfig(shapeChart([point('2026-11-01')], reps, 'week'), reps);
    expect(repsConfig.options?.scales?.y).toMatchObject({ ticks: { precision: 0 } });
    expect((config.options?.scales?.y as { ticks: { precision?: number } }).ticks.precision).toBeUndefined();
  });

  it('its tooltip says the value with its unit, or "No data"', () => {
    const label = config.options!.plugins!.tooltip!.callbacks!.label as (item: { raw: unknown; datasetIndex: number }) => string;
    expect(label({ raw: 225, datasetIndex: 0 })).toBe('Max Weight: 225 lbs');
    expect(label({ raw: null, datasetIndex: 0 })).toBe('Max Weight: No data');
    // The invisible gap series: its point at 0 on a gap day reads as "No data".
    expect(label({ raw: 0, datasetIndex: 1 })).toBe('Max Weight: No data');
  });

  it('y ticks are locale-formatted', () => {
    const ticks = config.options!.scales!.y!.ticks as { callback: (value: number) => string };
    expect(ticks.callback(12500)).toBe('12,500');
  });
});

describe('tableRows: the numbers behind a chart, as text', () => {
  it('every day with its full date and value, gaps as "No data"', () => {
    expect(tableRows([point('2026-11-01'), point('2026-11-02', { total_volume: 0 })], totalVolume)).toEqual([
      { date: 'Nov 1, 2026', value: '3,375 lbs' },
      { date: 'Nov 2, 2026', value: 'No data' },
    ]);
  });
});

describe('chartSummary: what the canvas says to a screen reader', () => {
  it.each([
    [[225, null, 235.5, 230], 'max_weight', '4 days, highest 235.5 lbs, latest 230 lbs'],
    [[12], 'max_reps', '1 day, highest 12 reps, latest 12 reps'],
    [[null, null], 'max_weight', '2 days, no values'],
  ] as const)('%p', (values, metric, text) => {
    const spec = METRICS.find((m) => m.metric === metric)!;
    expect(chartSummary({ labels: values.map(String), values: [...values], maxTicks: 10, hasValues: true }, spec)).toBe(text);
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
    expect(shapeChart([plank('2026-11-01', 90_000)], hold, 'week').values).toEqual([90]);
    expect(tableRows([plank('2026-11-01', 90_000)], hold)).toEqual([{ date: 'Nov 1, 2026', value: '90 sec' }]);
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
    // 220.46 lbs is a 100 kg set; 3375 lbs of volume is 1,530.88 kg.
    const points = [point('2026-11-01', { max_weight: 220.46, total_volume: 3375 }), point('2026-11-02', { max_weight: null })];
    const shaped = shapeChart(points, maxKg, 'week');
    expect(shaped.values).toEqual([100, null]);
    const config = lineChartConfig(shaped, maxKg);
    expect(config.options?.scales?.y).toMatchObject({ title: { display: true, text: 'kg' } });
    const label = config.options!.plugins!.tooltip!.callbacks!.label as (item: { raw: unknown; datasetIndex: number }) => string;
    expect(label({ raw: 100, datasetIndex: 0 })).toBe('Max Weight: 100 kg');
    expect(tableRows(points, volumeKg)[0]).toEqual({ date: 'Nov 1, 2026', value: '1,530.88 kg' });
    expect(chartSummary(shaped, maxKg)).toBe('2 days, highest 100 kg, latest 100 kg');
    expect(shapeChart(points, repsKg, 'week').values).toEqual([5, 5]);
    expect(shapeChart(points, e1rmKg, 'week').values).toEqual([119.07, 119.07]);
  });
});
