// Chart.js with only what a line chart needs (no auto bundle): the controller, line and point
// elements, the category x and linear y scales, and the tooltip. Loaded on demand by LineChart,
// so opening the page does not wait for it and the rest of the area never pays for it.
import { CategoryScale, Chart, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Tooltip);

export { Chart };
