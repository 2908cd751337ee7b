// From the api's progress points to what a line chart draws (spec §2 Exercises page): one chart
// per metric, x labels "Nov 20" (with the year for the year period), at most 7/10/12 x ticks, the
// y axis from zero, zero or missing values as gaps, and "No data" for a null value. Pure: no React,
// no Chart.js runtime (its types only), so every rule is a table test.
import type { ChartConfiguration } from 'chart.js';
import type { ProgressPeriod, ProgressPoint } from '@liftbook/shared/contract';
import { formatNumber } from '@liftbook/shared/format';
import { MAX_X_TICKS } from './periods';

export type ChartMetric = 'max_weight' | 'max_reps' | 'total_volume' | 'best_e1rm';
export type ChartUnit = 'lbs' | 'reps';

export interface MetricSpec {
  metric: ChartMetric;
  /** The chart's title after "{exercise} - ". */
  title: string;
  /** The series name in the legend and tooltip. */
  series: string;
  unit: ChartUnit;
}

/** The three charts of the spec, then (beyond it) the estimated 1RM. */
export const METRICS: readonly MetricSpec[] = [
  { metric: 'max_weight', title: 'Max Weight Progress', series: 'Max Weight', unit: 'lbs' },
  { metric: 'max_reps', title: 'Max Reps Progress', series: 'Max Reps', unit: 'reps' },
  { metric: 'total_volume', title: 'Total Volume Progress', series: 'Total Volume', unit: 'lbs' },
  { metric: 'best_e1rm', title: 'Estimated 1RM', series: 'Estimated 1RM', unit: 'lbs' },
];

export const NO_DATA = 'No data';

/** "{exercise} - Max Weight Progress". */
export const chartTitle = (exercise: string, spec: MetricSpec): string => `${exercise} - ${spec.title}`;

const shortDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const dayWithYear = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });

/** A point's x label: "Nov 20", or "Nov 20, 2026" for the year period (session days are UTC). */
export function xLabel(date: string, period: ProgressPeriod): string {
  const day = new Date(date);
  if (Number.isNaN(day.getTime())) return '';
  return (period === 'year' ? dayWithYear : shortDay).format(day);
}

/** What the chart plots for a value: zero, missing or not a number is a gap (null). */
export function plotted(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) && value !== 0 ? value : null;
}

/** "1,234.5 lbs", "8 reps"; "No data" for null. Locale-formatted (volumes run to thousands). */
export function formatMetricValue(value: number | null, unit: ChartUnit): string {
  return value === null ? NO_DATA : `${formatNumber(value)} ${unit}`;
}

export interface ShapedChart {
  labels: string[];
  values: (number | null)[];
  maxTicks: number;
  /** False when every value is a gap: the chart would be empty. */
  hasValues: boolean;
}

/** New arrays every call: Chart.js writes into the data it is given, Redux state is frozen. */
export function shapeChart(points: readonly ProgressPoint[], metric: ChartMetric, period: ProgressPeriod): ShapedChart {
  const values = points.map((point) => plotted(point[metric]));
  return {
    labels: points.map((point) => xLabel(point.date, period)),
    values,
    maxTicks: MAX_X_TICKS[period],
    hasValues: values.some((value) => value !== null),
  };
}

/** The tooltip's line: "Max Weight: 225 lbs", or "Max Weight: No data". */
export function tooltipLine(spec: MetricSpec, value: number | null | undefined): string {
  return `${spec.series}: ${formatMetricValue(plotted(value), spec.unit)}`;
}

/** The table under each chart: every day with its value as the tooltip says it. */
export function tableRows(points: readonly ProgressPoint[], spec: MetricSpec): { date: string; value: string }[] {
  return points.map((point) => ({ date: xLabel(point.date, 'year'), value: formatMetricValue(plotted(point[spec.metric]), spec.unit) }));
}

const LINE_COLOURS: Record<ChartMetric, string> = {
  max_weight: '#2563eb',
  max_reps: '#059669',
  total_volume: '#d97706',
  best_e1rm: '#7c3aed',
};

/** The whole Chart.js configuration of one metric's line chart. */
export function lineChartConfig(shaped: ShapedChart, spec: MetricSpec): ChartConfiguration<'line', (number | null)[], string> {
  const colour = LINE_COLOURS[spec.metric];
  return {
    type: 'line',
    data: {
      labels: [...shaped.labels],
      datasets: [
        {
          label: spec.series,
          data: [...shaped.values],
          borderColor: colour,
          backgroundColor: colour,
          pointRadius: shaped.values.length > 60 ? 0 : 3,
          pointHoverRadius: 5,
          borderWidth: 2,
          spanGaps: false,
          tension: 0,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: false,
      interaction: { mode: 'index', intersect: false },
      scales: {
        x: { ticks: { maxTicksLimit: shaped.maxTicks, autoSkip: true, maxRotation: 0 } },
        y: {
          beginAtZero: true,
          title: { display: true, text: spec.unit },
          // Reps are whole numbers: no "4.5 reps" ticks when every day did 5.
          ticks: { precision: spec.unit === 'reps' ? 0 : undefined, callback: (value) => formatNumber(Number(value)) },
        },
      },
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => tooltipLine(spec, item.raw as number | null) } },
      },
    },
  };
}

/** What a screen reader hears after the title: "4 days, highest 235.5 lbs, latest 235.5 lbs". */
export function chartSummary(shaped: ShapedChart, spec: MetricSpec): string {
  const days = `${shaped.values.length} ${shaped.values.length === 1 ? 'day' : 'days'}`;
  const values = shaped.values.filter((value): value is number => value !== null);
  if (values.length === 0) return `${days}, no values`;
  const latest = values[values.length - 1]!;
  return `${days}, highest ${formatMetricValue(Math.max(...values), spec.unit)}, latest ${formatMetricValue(latest, spec.unit)}`;
}
