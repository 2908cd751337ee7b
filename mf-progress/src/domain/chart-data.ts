// From the api's progress points to what a line chart draws (docs/product.md §2 Exercises page): one chart
// per metric, each day placed by its date on a linear x axis of UTC timestamps (a six-month break is
// six months wide), x ticks at calendar steps made here and labelled "Nov 20" / "Nov" with the year
// when the period is year or all or the range crosses a year, at most 7/10/12 x ticks, the y axis from zero, zero or missing values as gaps, and "No data" for a
// null value. Weights come in lbs and are drawn in the lifter's unit (axis, tooltip and table say
// which). Pure: no React, no Chart.js runtime (its types only), so every rule is a table test.
import type { ChartConfiguration } from 'chart.js';
import type { ExerciseType, ProgressPeriod, ProgressPoint, WeightUnit } from '@liftbook/shared/contract';
import { formatNumber, lbsIn, loadableWeight } from '@liftbook/shared/format';
import { MAX_X_TICKS, PERIOD_DAYS } from './periods';

export type ChartMetric = 'max_weight' | 'max_reps' | 'total_volume' | 'best_e1rm' | 'total_reps' | 'longest_duration' | 'total_duration';
/** A weight chart's unit is the lifter's (the specs below say lbs, the api's, until `inUnit`). */
export type ChartUnit = WeightUnit | 'reps' | 'sec';

export interface MetricSpec {
  metric: ChartMetric;
  /** The chart's title after "{exercise} - ". */
  title: string;
  /** The series name in the legend and tooltip. */
  series: string;
  unit: ChartUnit;
}

/** The three charts of the spec, then (beyond it) the estimated 1RM: a weighted lift's charts. */
export const METRICS: readonly MetricSpec[] = [
  { metric: 'max_weight', title: 'Max Weight Progress', series: 'Max Weight', unit: 'lbs' },
  { metric: 'max_reps', title: 'Max Reps Progress', series: 'Max Reps', unit: 'reps' },
  { metric: 'total_volume', title: 'Total Volume Progress', series: 'Total Volume', unit: 'lbs' },
  { metric: 'best_e1rm', title: 'Estimated 1RM', series: 'Estimated 1RM', unit: 'lbs' },
];

/** A reps lift (pull-ups, dips): the most reps in a set and all reps of the day. */
export const REPS_METRICS: readonly MetricSpec[] = [
  { metric: 'max_reps', title: 'Max Reps Progress', series: 'Max Reps', unit: 'reps' },
  { metric: 'total_reps', title: 'Total Reps Progress', series: 'Total Reps', unit: 'reps' },
];

/** A reps lift done with added weight (a belt, a vest) on some days. */
export const ADDED_WEIGHT_METRIC: MetricSpec = { metric: 'max_weight', title: 'Added Weight Progress', series: 'Added Weight', unit: 'lbs' };

/** A timed lift (plank, carries, cardio): the longest set and the day's total time. */
export const DURATION_METRICS: readonly MetricSpec[] = [
  { metric: 'longest_duration', title: 'Longest Hold Progress', series: 'Longest Hold', unit: 'sec' },
  { metric: 'total_duration', title: 'Total Time Progress', series: 'Total Time', unit: 'sec' },
];

const some = (points: readonly ProgressPoint[], metric: ChartMetric) => points.some((point) => (point[metric] ?? 0) > 0);

const isWeight = (unit: ChartUnit): unit is WeightUnit => unit === 'lbs' || unit === 'kg';

/** A chart in the lifter's unit: a weight chart says kg when the lifter reads kg; reps and time stay. */
export function inUnit(spec: MetricSpec, unit: WeightUnit): MetricSpec {
  return isWeight(spec.unit) ? { ...spec, unit } : spec;
}

/**
 * The type the lift is stored as (the exercise's type, as the api answers it on each day): the
 * latest day's, so a lift the lifter re-typed charts as it is now. Weighted when there are no points.
 */
export function liftType(points: readonly ProgressPoint[]): ExerciseType {
  return points[points.length - 1]?.type ?? 'weighted';
}

/**
 * The charts of a lift, by its stored type (never guessed from the sets): weight charts for a
 * weighted lift; max and total reps for a reps lift, and its added weight when any day had some;
 * the longest hold and total time for a timed lift. In the lifter's unit.
 */
export function metricsFor(points: readonly ProgressPoint[], unit: WeightUnit): MetricSpec[] {
  const specs = (() => {
    switch (liftType(points)) {
      case 'duration':
        return DURATION_METRICS;
      case 'reps':
        return some(points, 'max_weight') ? [...REPS_METRICS, ADDED_WEIGHT_METRIC] : REPS_METRICS;
      case 'weighted':
        return METRICS;
    }
  })();
  return specs.map((spec) => inUnit(spec, unit));
}

/**
 * A point's value of a metric in the chart's unit (weights are lbs and durations ms on the wire),
 * as the lifter reads it: a weight (max, e1RM) to what a plate can load, as sets show it (a kg set
 * read in lbs is 221.5, not 221.67); a volume to the whole unit. Line, tooltip, table and summary
 * all read this value, so they agree.
 */
export function metricValue(point: ProgressPoint, spec: MetricSpec): number | null {
  const value = point[spec.metric];
  if (value === null || value === undefined) return null;
  if (spec.unit === 'sec') return value / 1000;
  if (!isWeight(spec.unit)) return value;
  const inUnitValue = lbsIn(value, spec.unit);
  return spec.metric === 'total_volume' ? Math.round(inUnitValue) : loadableWeight(inUnitValue, spec.unit);
}

export const NO_DATA = 'No data';

/** "{exercise} - Max Weight Progress". */
export const chartTitle = (exercise: string, spec: MetricSpec): string => `${exercise} - ${spec.title}`;

const shortDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const dayWithYear = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

/** A day as text: "Nov 20", or "Nov 20, 2026" for the year period (session days are UTC): tables and records. */
export function xLabel(date: string, period: ProgressPeriod): string {
  const day = new Date(date);
  if (Number.isNaN(day.getTime())) return '';
  return (period === 'year' ? dayWithYear : shortDay).format(day);
}

/** What the chart plots for a value: zero, missing or not a number is a gap (null). */
export function plotted(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value !== 0 ? value : null;
}

/** "1,234.5 lbs", "8 reps", "90 sec"; "No data" for null. Locale-formatted (volumes run to thousands). */
export function formatMetricValue(value: number | null, unit: ChartUnit): string {
  return value === null ? NO_DATA : `${formatNumber(value)} ${unit}`;
}

/** A session day ("YYYY-MM-DD", its UTC date) of an api date ("2026-11-20T00:00:00.000Z"). */
export const dayOf = (date: string): string => date.slice(0, 10);

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Where a session day sits on the x axis: its UTC midnight, in ms. Session days are UTC dates and
 * every label below is formatted in UTC, so no time zone moves a day (nor a daylight-saving hour
 * bends the axis).
 */
export function dayStamp(day: string): number {
  return DAY_PATTERN.test(day) ? Date.parse(`${day}T00:00:00.000Z`) : Number.NaN;
}

const DAY_MS = 86_400_000;

/** "YYYY-MM-DD" `days` days before (negative) or after `day`, in UTC like session days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface ShapedChart {
  /** The days with points, "YYYY-MM-DD", oldest first. */
  days: string[];
  /** Each day's place on the x axis (dayStamp). */
  x: number[];
  values: (number | null)[];
  /** The axis runs over the whole period (its first day to today), or first to last point for all time. */
  min: number;
  max: number;
  maxTicks: number;
  /** Labels carry the year: the period is year or all, or the axis crosses a new year. */
  withYear: boolean;
  /** False when every value is a gap: the chart would be empty. */
  hasValues: boolean;
}

/**
 * New arrays every call: Chart.js writes into the data it is given, Redux state is frozen.
 * `today` is the lifter's "YYYY-MM-DD" (UTC, as the api counts the period's days).
 */
export function shapeChart(points: readonly ProgressPoint[], spec: MetricSpec, period: ProgressPeriod, today: string): ShapedChart {
  const values = points.map((point) => plotted(metricValue(point, spec)));
  const days = points.map((point) => dayOf(point.date));
  const first = days[0] ?? today;
  const last = days[days.length - 1] ?? today;
  let from = first;
  let to = last;
  if (period !== 'all') {
    const start = addDays(today, -(PERIOD_DAYS[period] - 1));
    from = start < first ? start : first;
    to = today > last ? today : last;
  }
  // One day alone would be an axis of no width: a day either side centres it.
  if (from === to) {
    from = addDays(from, -1);
    to = addDays(to, 1);
  }
  return {
    days,
    x: days.map(dayStamp),
    values,
    min: dayStamp(from),
    max: dayStamp(to),
    maxTicks: MAX_X_TICKS[period],
    withYear: period === 'year' || period === 'all' || from.slice(0, 4) !== to.slice(0, 4),
    hasValues: values.some((value) => value !== null),
  };
}

export type TickUnit = 'day' | 'month' | 'year';

/**
 * The calendar step of the x ticks, by the axis' span: days up to six weeks, months up to four
 * years, years beyond. Chosen here (a label per hour or per week would say nothing a lifter
 * counts by); thinTicks then keeps what fits, within the spec's limit.
 */
export function tickUnit(min: number, max: number): TickUnit {
  const days = (max - min) / DAY_MS;
  if (days <= 45) return 'day';
  if (days <= 4 * 366) return 'month';
  return 'year';
}

/**
 * The x ticks: every start of a UTC day, month or year from `min` to `max` (both included), as
 * timestamps. A month's ticks fall on the 1st, a year's on January 1st, wherever the axis begins.
 */
export function xTicks(min: number, max: number, unit: TickUnit): number[] {
  const start = new Date(min);
  let year = start.getUTCFullYear();
  let month = unit === 'year' ? 0 : start.getUTCMonth();
  let day = unit === 'day' ? start.getUTCDate() : 1;
  const ticks: number[] = [];
  // Date.UTC carries an overflowing month or day into the next year or month.
  for (let tick = Date.UTC(year, month, day); tick <= max; tick = Date.UTC(year, month, day)) {
    if (tick >= min) ticks.push(tick);
    if (unit === 'day') day += 1;
    else if (unit === 'month') month += 1;
    else year += 1;
  }
  return ticks;
}

const utcFormat = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...options });

/** Per tick unit, the label without and with the year: "Nov 20" / "Nov 20, 2026", "Nov" / "Nov 2026", "2026". */
const TICK_LABELS: Record<TickUnit, readonly [Intl.DateTimeFormat, Intl.DateTimeFormat]> = {
  day: [shortDay, dayWithYear],
  month: [utcFormat({ month: 'short' }), utcFormat({ month: 'short', year: 'numeric' })],
  year: [utcFormat({ year: 'numeric' }), utcFormat({ year: 'numeric' })],
};

/** An x tick's label: "Nov 20", "Nov", with the year when the chart needs it ("Nov 20, 2026", "Nov 2026"), or "2026". */
export function tickLabel(stamp: number, unit: TickUnit, withYear: boolean): string {
  if (!Number.isFinite(stamp)) return '';
  return TICK_LABELS[unit][withYear ? 1 : 0].format(new Date(stamp));
}

/** The tooltip's title: the full day, "Nov 20, 2026". */
export function tooltipDay(stamp: number): string {
  return tickLabel(stamp, 'day', true);
}

/** The x labels' font (Chart.js's default face), named so their widths can be measured. */
export const TICK_FONT = { size: 12, family: "'Helvetica Neue', 'Helvetica', 'Arial', sans-serif" } as const;
/** The least space between two x labels, px. */
export const TICK_GAP = 12;

/**
 * Every how many ticks to keep one, so that `count` labels no wider than `widest` px fit side by
 * side in `width` px with TICK_GAP between, and no more than `limit` (the spec's 7/10/12) show.
 * Chart.js's autoSkip does not do both: given maxTicksLimit it stops measuring the labels.
 */
export function tickStep(count: number, width: number, widest: number, limit: number): number {
  const fit = Math.max(1, Math.floor((width + TICK_GAP) / (widest + TICK_GAP)));
  return Math.max(1, Math.ceil(count / Math.min(limit, fit)));
}

/** What the x scale's afterTickToLabelConversion hook sees of the scale (Chart.js's Scale, narrowed). */
export interface TickedScale {
  width: number;
  ctx: { font: string; measureText: (text: string) => { width: number } };
  ticks: { label?: string | string[] | number | null }[];
}

/** Keeps every n-th tick (from the first), n from tickStep: labels evenly spaced in time, none overlapping. */
export function thinTicks(scale: TickedScale, limit: number): void {
  const { ctx, ticks } = scale;
  const font = ctx.font;
  ctx.font = `${TICK_FONT.size}px ${TICK_FONT.family}`;
  const widest = Math.max(0, ...ticks.map((tick) => ctx.measureText(String(tick.label ?? '')).width));
  ctx.font = font;
  const step = tickStep(ticks.length, scale.width, widest, limit);
  if (step > 1) scale.ticks = ticks.filter((_tick, i) => i % step === 0);
}

/** A pause longer than this between two training days is drawn dashed: nothing was lifted in between. */
export const LONG_PAUSE_DAYS = 28;

/** The dash of the line from one day to the next: dashed across a long pause, solid otherwise. */
export function segmentDash(fromX: number, toX: number): number[] | undefined {
  return toX - fromX > LONG_PAUSE_DAYS * DAY_MS ? [6, 6] : undefined;
}

/** The tooltip's line: "Max Weight: 225 lbs", or "Max Weight: No data". */
export function tooltipLine(spec: MetricSpec, value: number | null | undefined): string {
  return `${spec.series}: ${formatMetricValue(plotted(value), spec.unit)}`;
}

/** The table under each chart: every day ("YYYY-MM-DD" to link it, and as text) with its value as the tooltip says it. */
export function tableRows(points: readonly ProgressPoint[], spec: MetricSpec): { day: string; date: string; value: string }[] {
  return points.map((point) => ({
    day: dayOf(point.date),
    date: xLabel(point.date, 'year'),
    value: formatMetricValue(plotted(metricValue(point, spec)), spec.unit),
  }));
}

const LINE_COLOURS: Record<ChartMetric, string> = {
  max_weight: '#2563eb',
  max_reps: '#059669',
  total_volume: '#d97706',
  best_e1rm: '#7c3aed',
  total_reps: '#0891b2',
  longest_duration: '#db2777',
  total_duration: '#ea580c',
};

/** The invisible series that lets a gap day show a tooltip ("No data"). */
export const GAP_SERIES = 'No data';

/** One point on the x axis: its day's place (dayStamp) and the value (null: a gap). */
export interface ChartPoint {
  x: number;
  y: number | null;
}

export type LineChartConfig = ChartConfiguration<'line', ChartPoint[]>;

/**
 * The whole Chart.js configuration of one metric's line chart. The x axis is Chart.js's linear
 * scale over the days' timestamps, its ticks and labels made above: a time scale would need a date
 * library (an adapter and date-fns, a fifth of the chart's bytes) for what Intl already does.
 */
export function lineChartConfig(shaped: ShapedChart, spec: MetricSpec): LineChartConfig {
  const colour = LINE_COLOURS[spec.metric];
  const { x, min, max, withYear } = shaped;
  const unit = tickUnit(min, max);
  return {
    type: 'line',
    data: {
      datasets: [
        {
          label: spec.series,
          data: shaped.values.map((y, i) => ({ x: x[i]!, y })),
          borderColor: colour,
          backgroundColor: colour,
          pointRadius: shaped.values.length > 60 ? 0 : 3,
          pointHoverRadius: 5,
          // A tap finds a day even where points are not drawn (over 60 days).
          pointHitRadius: 8,
          borderWidth: 2,
          spanGaps: false,
          tension: 0,
          segment: { borderDash: (ctx) => segmentDash(ctx.p0.parsed.x ?? 0, ctx.p1.parsed.x ?? 0) },
        },
        // Chart.js has no hover on a gap (a null point is skipped), so the tooltip could never say
        // "No data". An invisible point at 0 on each gap day gives the hover something to find.
        {
          label: GAP_SERIES,
          data: shaped.values.map((value, i) => ({ x: x[i]!, y: value === null ? 0 : null })),
          pointRadius: 0,
          pointHoverRadius: 0,
          pointHitRadius: 0,
          borderWidth: 0,
          showLine: false,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      // Room for the first and last day's points (they sit on the axis' ends).
      layout: { padding: { left: 4, right: 8 } },
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: {
          type: 'linear',
          // The axis is the period (or first to last day), not rounded out to "nice" numbers.
          bounds: 'data',
          min,
          max,
          // Ticks at calendar steps (days, months, years), never more than the spec's limit, never overlapping.
          afterBuildTicks: (scale) => {
            scale.ticks = xTicks(min, max, unit).map((value) => ({ value }));
          },
          ticks: {
            maxTicksLimit: shaped.maxTicks,
            autoSkip: true,
            autoSkipPadding: TICK_GAP,
            maxRotation: 0,
            font: { ...TICK_FONT },
            callback: (value) => tickLabel(Number(value), unit, withYear),
          },
          afterTickToLabelConversion: (scale) => thinTicks(scale as unknown as TickedScale, shaped.maxTicks),
        },
        y: {
          beginAtZero: true,
          title: { display: true, text: spec.unit },
          // Reps are whole numbers: no "4.5 reps" ticks when every day did 5.
          ticks: { precision: spec.unit === 'reps' ? 0 : undefined, callback: (value) => formatNumber(Number(value)) },
        },
      },
      plugins: {
        legend: { display: false },
        tooltip: {
          // The gap series answers only on a gap day, and then as "{series}: No data".
          filter: (item) => item.datasetIndex === 0 || shaped.values[item.dataIndex] === null,
          callbacks: {
            title: (items) => (items[0] ? tooltipDay((items[0].raw as ChartPoint).x) : ''),
            label: (item) => tooltipLine(spec, item.datasetIndex === 0 ? (item.raw as ChartPoint).y : null),
          },
        },
      },
    },
  };
}

/**
 * What a screen reader hears after the title:
 * "4 days from Nov 1, 2026 to Nov 7, 2026, highest 235.5 lbs, latest 235.5 lbs".
 */
export function chartSummary(shaped: ShapedChart, spec: MetricSpec): string {
  const count = shaped.values.length;
  const first = shaped.days[0];
  const last = shaped.days[count - 1];
  const full = (day: string) => xLabel(day, 'year');
  const span = first === undefined || last === undefined ? '' : first === last ? `, ${full(first)}` : ` from ${full(first)} to ${full(last)}`;
  const days = `${count} ${count === 1 ? 'day' : 'days'}${span}`;
  const values = shaped.values.filter((value): value is number => value !== null);
  if (values.length === 0) return `${days}, no values`;
  const latest = values[values.length - 1]!;
  return `${days}, highest ${formatMetricValue(Math.max(...values), spec.unit)}, latest ${formatMetricValue(latest, spec.unit)}`;
}
