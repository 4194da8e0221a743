// uPlot and its stylesheet, loaded only when the overview draws a chart (ADR 0028): a chunk of
// the admin remote that no customer screen, and no other back-office screen, downloads.
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';

export default uPlot;
