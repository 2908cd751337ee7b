// One line chart on an axis of days: a canvas (drawn by Chart.js, loaded on demand) that screen readers
// read as an image with a name, and the same numbers as a table behind "Show the numbers". A day
// can lead somewhere (the calendar's day): its row's date is a link, and a click on its point goes
// there too (the table is the keyboard's and screen reader's way; the point is the pointer's).
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { Chart as ChartInstance, Plugin } from 'chart.js';
import type { ChartPoint, LineChartConfig } from '../domain/chart-data';
import styles from './line-chart.module.css';

export interface LineChartRow {
  date: string;
  value: string;
  /** Where the day's date links to, if anywhere. */
  href?: string;
}

export interface LineChartProps {
  title: string;
  /** What the image says beyond the title, e.g. "12 days, from 225 to 245 lbs". */
  summary: string;
  config: LineChartConfig;
  valueHeading: string;
  /** One per point, in the same order. */
  rows: LineChartRow[];
  /** A click on the point of row `index`. */
  onPointClick?: (index: number) => void;
}

/**
 * A canvas has no DOM: what it drew is written on it as data attributes (the x labels left after
 * skipping and their centres, each point's position, in CSS px), so the e2e and tooling can check
 * the axis a lifter sees: labels that never overlap, days placed by date.
 */
const drawnAxis: Plugin<'line'> = {
  id: 'lbDrawnAxis',
  afterUpdate(chart) {
    const { dataset } = chart.canvas;
    const x = chart.scales.x;
    dataset.xTicks = x?.ticks.map((tick) => String(tick.label)).join('|') ?? '';
    dataset.xTickPx = x?.ticks.map((_tick, i) => Math.round(x.getPixelForTick(i))).join(',') ?? '';
    const points = chart.getDatasetMeta(0).data;
    dataset.pointX = points.map((point) => Math.round(point.x)).join(',');
    dataset.pointY = points.map((point) => Math.round(point.y)).join(',');
  },
};

export function LineChart({ title, summary, config, valueHeading, rows, onPointClick }: LineChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const headingId = useId();
  const clickRef = useRef(onPointClick);
  clickRef.current = onPointClick;

  useEffect(() => {
    let chart: ChartInstance<'line', ChartPoint[]> | undefined;
    let cancelled = false;
    void import('./chart-runtime').then(({ Chart }) => {
      if (cancelled || canvas.current === null) return;
      // Only a point under the pointer counts (a tap beside the line only shows the tooltip).
      const pointAt = (event: { native: Event | null }, instance: ChartInstance) =>
        event.native
          ? instance.getElementsAtEventForMode(event.native, 'nearest', { intersect: true }, false).find((hit) => hit.datasetIndex === 0)
          : undefined;
      chart = new Chart(canvas.current, {
        ...config,
        options: {
          ...config.options,
          onClick: (event, _elements, instance) => {
            const hit = pointAt(event, instance);
            if (hit && clickRef.current) clickRef.current(hit.index);
          },
          onHover: (event, _elements, instance) => {
            instance.canvas.style.cursor = clickRef.current && pointAt(event, instance) ? 'pointer' : 'default';
          },
        },
        plugins: [drawnAxis],
      });
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [config]);

  return (
    <figure className={styles.chart} aria-labelledby={headingId}>
      <h2 className={styles.title} id={headingId}>
        {title}
      </h2>
      <div className={styles.canvasBox}>
        <canvas ref={canvas} role="img" aria-label={`${title}: ${summary}`} />
      </div>
      <details className={styles.numbers}>
        <summary>Show the numbers</summary>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="lb-visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">{valueHeading}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  <td>{row.href ? <Link to={row.href}>{row.date}</Link> : row.date}</td>
                  <td>{row.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
