// Chart.js with only what a line chart needs (no auto bundle): the controller, line and point
// elements, the time x scale (with its date-fns adapter: Chart.js has no date code of its own)
// and the linear y scale, and the tooltip. Loaded on demand by LineChart, so opening the page does
// not wait for it and the rest of the area never pays for it.
import { Chart, LinearScale, LineController, LineElement, PointElement, TimeScale, Tooltip } from 'chart.js';
import 'chartjs-adapter-date-fns';

Chart.register(LineController, LineElement, PointElement, LinearScale, TimeScale, Tooltip);

export { Chart };
