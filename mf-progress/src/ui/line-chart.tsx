// One line chart: a canvas (drawn by Chart.js, loaded on demand) that screen readers read as an
// image with a name, and the same numbers as a table behind "Show the numbers".
import { useEffect, useId, useRef } from 'react';
import type { Chart as ChartInstance, ChartConfiguration } from 'chart.js';
import styles from './line-chart.module.css';

export interface LineChartProps {
  title: string;
  /** What the image says beyond the title, e.g. "12 days, from 225 to 245 lbs". */
  summary: string;
  config: ChartConfiguration<'line', (number | null)[], string>;
  valueHeading: string;
  rows: { date: string; value: string }[];
}

export function LineChart({ title, summary, config, valueHeading, rows }: LineChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const headingId = useId();

  useEffect(() => {
    let chart: ChartInstance<'line', (number | null)[], string> | undefined;
    let cancelled = false;
    void import('./chart-runtime').then(({ Chart }) => {
      if (cancelled || canvas.current === null) return;
      chart = new Chart(canvas.current, config);
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [config]);

  return (
    <figure className={styles.chart} aria-labelledby={headingId}>
      <h3 className={styles.title} id={headingId}>
        {title}
      </h3>
      <div className={styles.canvasBox}>
        <canvas ref={canvas} role="img" aria-label={`${title}: ${summary}`} />
      </div>
      <details className={styles.numbers}>
        <summary>Show the numbers</summary>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.caption}>{title}</caption>
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">{valueHeading}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  <td>{row.date}</td>
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
