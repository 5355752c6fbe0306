/**
 * `growthChart`: measured growths as two log–log charts side by side — time per call (unit chosen
 * from the data, fitted lines dashed over the sizes they were fitted on) and the machine-independent
 * counter — and `growthSummary`, their one-line verdicts.
 */
import { checkArrayLike, checkChoice, checkNumber, checkObject, checkOptions, checkString, checkText, describe } from '../check';
import { labels as tables } from '../i18n/labels';
import { logTicks, plainNumber, timeUnit } from './axes';
import { fittedLine, type Growth } from './growth';
import { plot, Plot } from './plot';
import { escapeXml } from './svg-text';
import { minOf, maxOf } from './extent';
import { INK, methodColour, nestedRadius, SERIES_ATTRIBUTE, seriesKeys } from './palette';

/** The shortest time a chart accepts above 0 (1e-12 ms, a femtosecond). */
const MIN_TIME_MS = 1e-12;

/** Options for `growthChart`. */
export interface GrowthChartOptions {
  /** What n is, for the x axis (default "size n", in the current language). */
  xLabel?: string;
  /** What the counter counts (e.g. "squares written"); the counter chart is left out without it. */
  counterLabel?: string;
  /** Legend title (default "method", in the current language). */
  legendLabel?: string;
  /** Width of each chart in px (default 460). */
  width?: number;
  height?: number;
}


/** A fit as measureGrowth builds it, or null. */
function checkFit(name: string, fit: unknown): void {
  if (fit === null) return;
  const f = checkObject(name, fit as Record<string, unknown>, '{ model, exponent, coefficient, base, r2 } or null');
  checkChoice(`${name}.model`, f.model, ['power', 'exponential'] as const);
  for (const key of ['exponent', 'coefficient', 'base', 'r2']) checkNumber(`${name}.${key}`, f[key]);
}

/** Growths as measureGrowth returns them: a label, points of finite sizes and times, fits or null. */
function checkGrowths(growths: readonly Growth[]): readonly Growth[] {
  checkArrayLike('growths', growths);
  if (growths.length === 0) throw new RangeError('growths must be a non-empty array of measureGrowth results, got an empty array');
  let points = 0;
  for (let i = 0; i < growths.length; i++) {
    const g = checkObject(`growths[${i}]`, growths[i], '(a result of measureGrowth)');
    checkText(`growths[${i}].label`, g.label, 200);
    if (g.method !== undefined) checkText(`growths[${i}].method`, g.method, 100);
    checkArrayLike(`growths[${i}].points`, g.points);
    points += g.points.length;
    // a dot per point: past this the chart takes seconds to draw and cannot be read
    if (points > MAX_CHART_POINTS) throw new RangeError(`growths must hold at most ${MAX_CHART_POINTS} points in all, got ${points} in growths[0…${i}]`);
    g.points.forEach((p, k) => {
      const where = `growths[${i}].points[${k}]`;
      checkObject(where, p, '{ n, ms, count, fitted }');
      checkNumber(`${where}.n`, p.n, Number.MIN_VALUE);
      checkNumber(`${where}.ms`, p.ms, 0);
      // No clock resolves less than a femtosecond; such a time would put the log axis' ticks past what doubles hold.
      if (p.ms > 0 && p.ms < MIN_TIME_MS) throw new RangeError(`${where}.ms must be 0 or at least ${MIN_TIME_MS} ms, got ${p.ms}`);
      if (p.count !== null) checkNumber(`${where}.count`, p.count, 0);
    });
    checkFit(`growths[${i}].fit`, g.fit);
    checkFit(`growths[${i}].countFit`, g.countFit);
    if (typeof g.summary !== 'string') throw new TypeError(`growths[${i}].summary must be a string, got ${describe(g.summary)}`);
  }
  return growths;
}

/** The most points one growth chart draws (measureGrowth measures at most 1000 sizes per growth). */
export const MAX_CHART_POINTS = 5000;

const CHART_OPTIONS = ['xLabel', 'counterLabel', 'legendLabel', 'width', 'height'] as const;

/** The series whose counts equal an earlier series' at every size, each with that earlier series' label. */
function sameCounts(growths: readonly Growth[]): [string, string][] {
  const key = (g: Growth) => g.points.filter((p) => p.count !== null && p.count > 0).map((p) => `${p.n}:${p.count}`).join(',');
  const keys = growths.map(key);
  const out: [string, string][] = [];
  keys.forEach((k, i) => {
    const j = keys.findIndex((other, jj) => jj < i && other === k && k !== '');
    if (j >= 0) out.push([growths[j].label, growths[i].label]);
  });
  return out;
}

/** The legend above both charts: each growth's colour and label, what the dashes are, and which series lie on another. */
function legendLine(growths: readonly Growth[], colors: readonly string[], notes: { title: string; dashed: string; under: string }): string {
  const items = growths.map((g, i) => `<span style="margin-right:14px;white-space:nowrap"><span style="display:inline-block;width:11px;height:11px;border-radius:6px;background:${escapeXml(colors[i])};margin-right:4px;vertical-align:-1px"></span>${escapeXml(g.label)}</span>`);
  const extra = [notes.dashed, notes.under].filter((x) => x !== '').map((x) => ` <span style="color:${INK.muted}">${escapeXml(x)}</span>`);
  return `<div style="font:13px system-ui,sans-serif;margin:4px 0 2px 8px"><b>${escapeXml(notes.title)}:</b> ${items.join('')}${extra.join('')}</div>`;
}

/** Two charts side by side: time per call and the counter against n, both on log–log axes (at most 5 000 points in all). */
export function growthChart(growths: readonly Growth[], options?: GrowthChartOptions): string {
  checkGrowths(growths);
  const opts = checkOptions(options, CHART_OPTIONS);
  const width = checkNumber('width', opts.width ?? 460, 100, 4000);
  const height = checkNumber('height', opts.height ?? 340, 100, 4000);
  const t = tables().notebook.chart;
  const xLabel = checkString('xLabel', opts.xLabel ?? t.size, 200);
  if (opts.counterLabel !== undefined) checkString('counterLabel', opts.counterLabel, 200);
  if (opts.legendLabel !== undefined) checkString('legendLabel', opts.legendLabel, 200);
  const labels = growths.map((g) => g.label);
  // One colour per method in every chart of the course: by the growth's method key, else by its label.
  const keys = growths.map((g) => g.method ?? g.label);
  const colors = keys.map((k) => methodColour(k));
  const r = (label: string) => nestedRadius(labels.indexOf(label), labels.length);
  const allMs = growths.flatMap((g) => g.points.map((p) => p.ms));
  const unit = timeUnit(allMs);
  const ns = growths.flatMap((g) => g.points.map((p) => p.n));
  // The sizes themselves when they are few (the reader chose them), else 1-2-5 ticks.
  const sizes = [...new Set(ns)].sort((a, b) => a - b);
  const xTicks = sizes.length <= 9 ? sizes : logTicks(sizes[0], sizes[sizes.length - 1], 7);
  const rows = growths.flatMap((g) => g.points.filter((p) => p.ms > 0).map((p) => ({ ...p, label: g.label, t: p.ms * unit.perMs })));
  const lines = growths.flatMap((g) => fittedLine(g).map((p) => ({ n: p.n, t: p.ms * unit.perMs, label: g.label })));
  const ts = rows.map((row) => row.t);
  const color = { domain: labels, range: colors };
  // A power law is straight on log–log axes; an exponential on a linear n axis with log time.
  const exponential = growths.some((g) => g.fit?.model === 'exponential' || g.countFit?.model === 'exponential');
  const x = exponential
    ? { type: 'linear' as const, label: `${xLabel} →`, ticks: xTicks, tickFormat: (v: number) => plainNumber(v) }
    : { type: 'log' as const, label: `${xLabel} →`, ticks: xTicks, tickFormat: (v: number) => plainNumber(v) };
  const timeChart = plot({
    width, height, marginLeft: 64, marginRight: 16, grid: true, x, color,
    y: { type: 'log', label: t.timeAxis(t.time[growths[0].clock === 'cpu' ? 'cpu' : 'wall'], unit.name), ticks: ts.length ? logTicks(minOf(ts), maxOf(ts)) : [], tickFormat: (v: number) => plainNumber(v) },
    marks: [
      Plot.line(lines, { x: 'n', y: 't', stroke: 'label', strokeDasharray: '5 4', strokeOpacity: 0.8 }),
      Plot.line(rows, { x: 'n', y: 't', stroke: 'label', strokeOpacity: 0.35 }),
      Plot.dot(rows, { x: 'n', y: 't', fill: 'label', r: (d: { label: string }) => r(d.label), stroke: INK.paper, strokeWidth: 0.8 }),
    ],
  });
  const counted = growths.flatMap((g) => g.points.filter((p) => p.count !== null && p.count > 0).map((p) => ({ n: p.n, count: p.count!, label: g.label })));
  let counterChart = '';
  if (opts.counterLabel && counted.length) {
    const cs = counted.map((c) => c.count);
    counterChart = plot({
      width, height, marginLeft: 72, marginRight: 16, grid: true, x, color,
      y: { type: 'log', label: t.counterAxis(opts.counterLabel), ticks: logTicks(minOf(cs), maxOf(cs)), tickFormat: (v: number) => plainNumber(v) },
      marks: [
        Plot.line(counted, { x: 'n', y: 'count', stroke: 'label' }),
        Plot.dot(counted, { x: 'n', y: 'count', fill: 'label', r: (d: { label: string }) => r(d.label), stroke: INK.paper, strokeWidth: 0.8 }),
      ],
    });
  }
  const under = counterChart ? sameCounts(growths) : [];
  const legend = legendLine(growths, colors, {
    title: opts.legendLabel ?? t.method,
    dashed: lines.length ? t.dashed[exponential ? 'exponential' : 'power'] : '',
    under: under.length ? t.sameCounts(under) : '',
  });
  return `<div class="growth-chart" ${SERIES_ATTRIBUTE}="${escapeXml(seriesKeys(keys, colors))}">${legend}<div style="display:flex;flex-wrap:wrap;gap:12px;align-items:flex-start">${timeChart}${counterChart}</div></div>`;
}

/** The growths' one-line summaries, one per line. */
export function growthSummary(growths: readonly Growth[]): string {
  return Array.from(checkGrowths(growths), (g) => g.summary).join('\n');
}
