import { useEffect, useRef, useState } from 'react';
import { useTheme } from '@topup/platform';
import { formatNaira } from '@topup/rules';

export interface TrendSeries {
  label: string;
  values: number[];
  /** A design token for its colour, e.g. `--tu-primary`. */
  token: string;
}

const tokenValue = (token: string) => getComputedStyle(document.documentElement).getPropertyValue(token).trim() || '#0a6e45';

/**
 * A small chart of the last days (uPlot, loaded with the first chart). What it shows is also said
 * in words (its accessible name): the total and the best day of each series.
 */
export function TrendChart({ title, days, series, money = false, times }: { title: string; days: string[]; series: TrendSeries[]; money?: boolean; times?: number[] }) {
  const box = useRef<HTMLDivElement>(null);
  const { theme } = useTheme();
  const [failed, setFailed] = useState(false);
  // `times` (epoch seconds) place the points when they are not days (5-minute buckets); `days` then label them.
  const key = JSON.stringify([days, series, times ?? null]);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    const element = box.current;
    import('./uplot').then(
      ({ default: UPlot }) => {
        if (cancelled || !element) return;
        const [labels, lines, at] = JSON.parse(key) as [string[], TrendSeries[], number[] | null];
        const text = tokenValue('--tu-text-muted');
        const grid = tokenValue('--tu-border');
        const axis = { stroke: text, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 }, font: '11px sans-serif' };
        chart = new UPlot(
          {
            width: Math.max(240, element.clientWidth || 320),
            height: 140,
            legend: { show: false },
            cursor: { show: false },
            scales: { x: { time: true } },
            axes: [axis, { ...axis, size: 56, values: (_u: unknown, ticks: number[]) => ticks.map((t) => (money ? compactNaira(t) : String(t))) }],
            series: [{}, ...lines.map((line) => ({ label: line.label, stroke: tokenValue(line.token), width: 2, fill: `${tokenValue(line.token)}22` }))],
          },
          [at ?? labels.map((day) => Date.parse(`${day}T12:00:00+01:00`) / 1000), ...lines.map((line) => line.values)],
          element,
        );
      },
      () => setFailed(true),
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [key, money, theme]);

  const summary = series
    .map((line) => {
      const total = line.values.reduce((a, b) => a + b, 0);
      const best = line.values.indexOf(Math.max(...line.values));
      const show = (n: number) => (money ? formatNaira(n) : n.toLocaleString('en-NG'));
      return `${line.label}: ${show(total)} in all, most ${times ? 'at' : 'on'} ${days[best]} (${show(line.values[best] ?? 0)})`;
    })
    .join('. ');
  return (
    <figure className="admin-chart">
      <figcaption>{title}</figcaption>
      <div ref={box} className="admin-chart__plot" role="img" aria-label={`${title}. ${summary}`} data-testid="trend-chart" />
      {failed && <p className="admin-muted">The chart could not be drawn.</p>}
      <ul className="admin-chart__key" aria-hidden="true">
        {series.map((line) => (
          <li key={line.label} style={{ ['--key' as string]: `var(${line.token})` }}>
            {line.label}
          </li>
        ))}
      </ul>
    </figure>
  );
}

/** ₦1.2m, ₦35k, ₦900: an axis's labels. */
function compactNaira(n: number): string {
  if (Math.abs(n) >= 1_000_000) return `₦${(n / 1_000_000).toFixed(1)}m`;
  if (Math.abs(n) >= 1_000) return `₦${Math.round(n / 1_000)}k`;
  return `₦${n}`;
}
