/**
 * Small SVG charts for the HTML reports: plain strings, no scripts, no external resources, so a
 * report is one self-contained file. Every bar carries a <title> that a browser shows on hover.
 */

/** A share with its 95% interval, all in 0..1. */
export interface Interval {
  readonly p: number;
  readonly low: number;
  readonly high: number;
  /** Shown on hover, e.g. "41 of 100 games". */
  readonly detail?: string;
}

export const PALETTE = ['#3569b3', '#d9822b', '#2f9e6e', '#8e5bb8'] as const;
export const TEAM_COLOURS = { investigators: '#3569b3', cultists: '#c2403a' } as const;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const FONT = 'font-family="system-ui, sans-serif" font-size="12"';
/** Rounded to 0.1 px: short, stable output. */
const n = (x: number): string => String(Math.round(x * 10) / 10);
const pct = (p: number): string => `${(100 * p).toFixed(1)}%`;

function text(x: number, y: number, content: string, attrs = ''): string {
  return `<text x="${n(x)}" y="${n(y)}"${attrs ? ` ${attrs}` : ''}>${escapeXml(content)}</text>`;
}

function legend(series: readonly string[], x: number, y: number, colours: readonly string[]): string {
  if (series.length < 2) return '';
  let out = '';
  let at = x;
  series.forEach((name, i) => {
    out += `<rect x="${n(at)}" y="${n(y - 10)}" width="12" height="12" fill="${colours[i % colours.length]!}"/>`;
    out += text(at + 16, y, name);
    at += 28 + name.length * 7;
  });
  return `<g class="legend">${out}</g>`;
}

function svg(width: number, height: number, title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" class="chart" role="img" width="${n(width)}" height="${n(height)}" ` +
    `viewBox="0 0 ${n(width)} ${n(height)}" ${FONT}><title>${escapeXml(title)}</title>` +
    `${text(0, 16, title, 'font-size="15" font-weight="600"')}${body}</svg>`
  );
}

export interface IntervalChart {
  readonly title: string;
  /** Series names (the legend); one colour each. Omit for a single unnamed series. */
  readonly series?: readonly string[];
  readonly colours?: readonly string[];
  /** One row per label; `values[i]` belongs to series i (null: nothing to show). */
  readonly rows: readonly {
    readonly label: string;
    readonly values: readonly (Interval | null)[];
    /** With a single series: this row's colour. */
    readonly colour?: string;
  }[];
  readonly width?: number;
  /** The axis runs from 0 to this share (default: 1, or less when every interval ends below it). */
  readonly max?: number;
}

/**
 * Horizontal bars for shares, each with its 95% interval as a whisker and its value written
 * beside it. Several series give grouped bars (one run against another, with against without).
 */
export function intervalChart(chart: IntervalChart): string {
  const series = chart.series ?? [''];
  const colours = chart.colours ?? PALETTE;
  const width = chart.width ?? 760;
  const labelWidth = Math.min(260, Math.max(80, ...chart.rows.map((r) => r.label.length * 7 + 12)));
  const valueWidth = 150;
  const plotX = labelWidth;
  const plotW = width - labelWidth - valueWidth;
  const bar = 16;
  const gap = 4;
  const rowH = series.length * (bar + gap) + 10;
  const top = series.length > 1 ? 48 : 30;
  const highest = Math.max(0, ...chart.rows.flatMap((r) => r.values.map((v) => v?.high ?? 0)));
  const max = chart.max ?? (highest <= 0.5 ? Math.max(0.1, Math.ceil(highest * 10) / 10) : 1);
  const x = (p: number): number => plotX + (Math.min(p, max) / max) * plotW;
  const plotH = chart.rows.length * rowH;
  let body = legend(series, plotX, 36, colours);
  // Grid lines and the axis labels, every 10% or 20%.
  const step = max > 0.5 ? 0.2 : max > 0.2 ? 0.1 : 0.05;
  for (let t = 0; t <= max + 1e-9; t += step) {
    body += `<line x1="${n(x(t))}" y1="${n(top)}" x2="${n(x(t))}" y2="${n(top + plotH)}" stroke="#ddd"/>`;
    body += text(x(t), top + plotH + 14, `${Math.round(t * 100)}%`, 'text-anchor="middle" fill="#555"');
  }
  chart.rows.forEach((row, r) => {
    const y0 = top + r * rowH + 5;
    body += text(plotX - 8, y0 + (series.length * (bar + gap)) / 2 + 2, row.label, 'text-anchor="end"');
    row.values.forEach((v, s) => {
      const y = y0 + s * (bar + gap);
      if (v === null) {
        body += text(plotX + 4, y + bar - 4, 'n/a', 'fill="#888"');
        return;
      }
      const colour = (series.length === 1 ? row.colour : undefined) ?? colours[s % colours.length]!;
      const name = series[s] ? `${series[s]}: ` : '';
      const tip = `${row.label}, ${name}${pct(v.p)} (95% CI ${pct(v.low)} to ${pct(v.high)})${v.detail ? `, ${v.detail}` : ''}`;
      body +=
        `<rect class="bar" x="${n(plotX)}" y="${n(y)}" width="${n(Math.max(0, x(v.p) - plotX))}" height="${bar}" ` +
        `fill="${colour}" fill-opacity="0.85"><title>${escapeXml(tip)}</title></rect>`;
      const mid = y + bar / 2;
      body +=
        `<path class="ci" d="M${n(x(v.low))} ${n(mid)}H${n(x(v.high))}M${n(x(v.low))} ${n(mid - 5)}V${n(mid + 5)}` +
        `M${n(x(v.high))} ${n(mid - 5)}V${n(mid + 5)}" stroke="#222" stroke-width="1.3" fill="none"/>`;
      body += text(
        plotX + plotW + 8,
        mid + 4,
        `${pct(v.p)} [${(100 * v.low).toFixed(0)}–${(100 * v.high).toFixed(0)}]`,
        'fill="#333"',
      );
    });
  });
  return svg(width, top + plotH + 24, chart.title, body);
}

export interface ColumnChart {
  readonly title: string;
  readonly series?: readonly string[];
  readonly colours?: readonly string[];
  /** The x axis: one label per column group. */
  readonly categories: readonly string[];
  /** values[s][c]: series s, category c. */
  readonly values: readonly (readonly number[])[];
  readonly xLabel?: string;
  readonly yLabel?: string;
  /** How a value is written on its column and its axis (default: a whole number). */
  readonly format?: (v: number) => string;
  readonly width?: number;
  readonly height?: number;
}

/** Vertical columns: histograms and per-round means; several series stand side by side. */
export function columnChart(chart: ColumnChart): string {
  const series = chart.series ?? [''];
  const colours = chart.colours ?? PALETTE;
  const format = chart.format ?? ((v: number) => String(Math.round(v)));
  const width = chart.width ?? 760;
  const height = chart.height ?? 260;
  const top = (series.length > 1 ? 50 : 34) + (chart.yLabel ? 14 : 0);
  const left = 56;
  const bottom = chart.xLabel ? 40 : 24;
  const plotW = width - left - 10;
  const plotH = height - top - bottom;
  const highest = Math.max(0, ...chart.values.flat());
  const step = niceStep(highest / 4);
  const ticks = Math.max(1, Math.ceil(highest / step - 1e-9));
  const max = step * ticks;
  const y = (v: number): number => top + plotH - (max > 0 ? (v / max) * plotH : 0);
  let body = legend(series, left, 38, colours);
  for (let i = 0; i <= ticks; i++) {
    const v = step * i;
    body += `<line x1="${left}" y1="${n(y(v))}" x2="${n(left + plotW)}" y2="${n(y(v))}" stroke="#ddd"/>`;
    body += text(left - 6, y(v) + 4, format(v), 'text-anchor="end" fill="#555"');
  }
  const groupW = chart.categories.length > 0 ? plotW / chart.categories.length : plotW;
  const colW = Math.max(2, (groupW * 0.8) / series.length);
  chart.categories.forEach((category, c) => {
    const gx = left + c * groupW + groupW * 0.1;
    series.forEach((name, s) => {
      const v = chart.values[s]?.[c] ?? 0;
      const x = gx + s * colW;
      const tip = `${chart.xLabel ? `${chart.xLabel} ` : ''}${category}${name ? `, ${name}` : ''}: ${format(v)}`;
      body +=
        `<rect class="bar" x="${n(x)}" y="${n(y(v))}" width="${n(colW - 1)}" height="${n(top + plotH - y(v))}" ` +
        `fill="${colours[s % colours.length]!}" fill-opacity="0.85"><title>${escapeXml(tip)}</title></rect>`;
      if (v > 0 && series.length === 1 && colW >= 18)
        body += text(x + colW / 2, y(v) - 3, format(v), 'text-anchor="middle" font-size="10" fill="#333"');
    });
    body += text(left + c * groupW + groupW / 2, top + plotH + 14, category, 'text-anchor="middle"');
  });
  if (chart.xLabel)
    body += text(left + plotW / 2, height - 6, chart.xLabel, 'text-anchor="middle" fill="#555"');
  if (chart.yLabel) body += text(left - 50, top - 12, chart.yLabel, 'fill="#555"');
  return svg(width, height, chart.title, body);
}

/** A tick step of 1, 2, 2.5 or 5 times a power of ten, at least `v` (and 1 for nothing). */
export function niceStep(v: number): number {
  if (v <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * power >= v - 1e-12) return m * power;
  return 10 * power;
}
