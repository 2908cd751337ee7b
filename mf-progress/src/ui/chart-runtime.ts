// Chart.js with only what a line chart needs (no auto bundle): the controller, line and point
// elements, the linear scales (x is the days' timestamps, its ticks and labels made in
// domain/chart-data.ts with Intl: no time scale, no date library) and the tooltip. Loaded on demand
// by LineChart, so opening the page does not wait for it and the rest of the area never pays for it.
import { Chart, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

Chart.register(LineController, LineElement, PointElement, LinearScale, Tooltip);

export { Chart };
