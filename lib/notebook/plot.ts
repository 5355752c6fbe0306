/**
 * Observable Plot on the server: renders into the shared jsdom document and returns markup text
 * that `show` can display. A chart with a legend comes back as an HTML `<figure>`, otherwise `<svg>`.
 */
import { checkNumber, checkObject, checkText, describe } from '../check';
import * as Plot from '@observablehq/plot';
import { getDocument, serialize } from './dom';
import { escapeXml } from './svg-text';
import { SEQUENCE_ATTRIBUTE, SERIES_ATTRIBUTE, seriesKeys } from './palette';
import { formatNumber } from '../i18n/numbers';
import { language } from '../i18n/language';

/** Renders Plot options (marks, scales, labels…) to SVG/HTML text; the document is supplied here. Width and height: 10 to 10 000 px. */
export function plot(options: Plot.PlotOptions): string {
  checkObject('options', options, 'of Plot (marks, scales, …)');
  checkMarks('options.marks', options.marks);
  checkLayout(options);
  let chart: ReturnType<typeof Plot.plot>;
  try {
    chart = Plot.plot({ ...options, document: getDocument() });
  } catch (e) {
    throw clearerPlotError(e, options.marks);
  }
  return markSeries(titleSwatches(localTickLabels(serialize(chart)), options.color?.label), options.color);
}

/** SI suffixes Plot's default log ticks use ("2k", "1M"). */
const SI: Record<string, number> = { k: 1e3, M: 1e6, G: 1e9 };

/**
 * Plot labels ticks the English way ("1,500", "20k"); outside English each numeric tick label is
 * rewritten with `formatNumber`, the one rule for numbers in prose, tables and axes (1500; 20 000).
 * Only the text of the axes' tick-label groups is touched, and only labels that are a number.
 */
export function localTickLabels(markup: string, lang = language()): string {
  if (lang === 'en') return markup;
  return markup.replace(/(<g\b[^>]*aria-label="[a-z]*-axis tick label"[^>]*>)([\s\S]*?)(<\/g>)/g, (_, open: string, body: string, close: string) =>
    open + body.replace(/(<text\b[^>]*>)([^<]*)(<\/text>)/g, (m, a: string, label: string, b: string) => {
      const value = tickValue(label);
      return value === null ? m : a + formatNumber(value, 6, lang) + b;
    }) + close);
}

/** The number a Plot tick label shows ("−1,500", "20k", "0.5"), or null for any other label. */
function tickValue(label: string): number | null {
  const m = /^([\u2212-]?)(\d{1,3}(?:,\d{3})*|\d+)(\.\d+)?([kMG]?)$/.exec(label.trim());
  if (!m) return null;
  const v = Number(m[2].replace(/,/g, '') + (m[3] ?? '')) * (m[4] ? SI[m[4]] : 1);
  return m[1] ? -v : v;
}

/**
 * A chart coloured by `methodScale` says which method keys its series are drawn in (SERIES_ATTRIBUTE on
 * its root element), so that a test over the executed notebooks can hold every chart to the course's table.
 */
function markSeries(markup: string, color: unknown): string {
  const c = color as { keys?: unknown; range?: unknown; domain?: unknown; sequence?: unknown } | undefined;
  if (!c || !Array.isArray(c.range)) return markup;
  const range = c.range.map(String);
  if (Array.isArray(c.keys)) return markup.replace(/^<(figure|svg)\b/, `<$1 ${SERIES_ATTRIBUTE}="${escapeXml(seriesKeys(c.keys.map(String), range))}"`);
  // sequenceScale's ordered values (an ordered quantity, not methods)
  if (c.sequence === true && Array.isArray(c.domain)) return markup.replace(/^<(figure|svg)\b/, `<$1 ${SEQUENCE_ATTRIBUTE}="${escapeXml(seriesKeys(c.domain.map(String), range))}"`);
  return markup;
}

/** Plot's sizes in px that this door checks; Plot itself draws `width="-100"` or `height="NaN"` from bad ones. */
const SIZES = ['width', 'height'] as const;
const SPACES = ['margin', 'marginTop', 'marginRight', 'marginBottom', 'marginLeft', 'inset', 'insetTop', 'insetRight', 'insetBottom', 'insetLeft'] as const;
/** Plot's margins with axes on both sides, when not given. */
const DEFAULT_MARGINS = { marginTop: 20, marginRight: 20, marginBottom: 30, marginLeft: 40 } as const;
/** The largest chart in px, each way. */
export const MAX_PLOT_SIZE = 10_000;

/** Sizes from 10 to MAX_PLOT_SIZE px, margins and insets from 0, and text options (title, subtitle, caption) capped as any drawn text. */
function checkLayout(options: Plot.PlotOptions): void {
  const o = options as Record<string, unknown>;
  for (const key of SIZES) if (o[key] !== undefined) checkNumber(`options.${key}`, o[key], 10, MAX_PLOT_SIZE);
  for (const key of SPACES) if (o[key] !== undefined) checkNumber(`options.${key}`, o[key], 0, MAX_PLOT_SIZE);
  // text (capped as any drawn text) or a DOM node; a number would be drawn as "NaN" or "7"
  for (const key of ['title', 'subtitle', 'caption']) if (o[key] !== undefined && o[key] !== null && typeof o[key] !== 'object') checkText(`options.${key}`, o[key]);
  // the margins (Plot's defaults with axes unless given) must leave room to draw in: Plot draws bars of negative height otherwise
  const room = (size: 'width' | 'height', a: 'marginLeft' | 'marginTop', b: 'marginRight' | 'marginBottom'): void => {
    const total = (o[size] ?? (size === 'width' ? 640 : 400)) as number;
    const m = ((o[a] ?? o.margin ?? DEFAULT_MARGINS[a]) as number) + ((o[b] ?? o.margin ?? DEFAULT_MARGINS[b]) as number);
    if (m >= total) throw new RangeError(`options.${size} must be more than the margins (${a} + ${b} = ${m} px, Plot's defaults unless given), got ${total}`);
  };
  room('width', 'marginLeft', 'marginRight');
  room('height', 'marginTop', 'marginBottom');
}

/** Each mark with its path in `options.marks` (nested arrays flattened, nulls and functions left out). */
function marksWithNames(marks: unknown, name = 'options.marks', out: [string, object][] = []): [string, object][] {
  if (Array.isArray(marks)) marks.forEach((m, i) => marksWithNames(m, `${name}[${i}]`, out));
  else if (marks !== null && typeof marks === 'object') out.push([name, marks]);
  return out;
}

/**
 * Plot's own words when a mark has no data ("values is not iterable", "Cannot use 'in' operator …")
 * name no mark: the first mark with `data` null (Plot.line(null)) is named instead. Grid marks
 * (aria label "x-grid" …) also have null data, filled with their ticks: they are not suspects.
 */
function clearerPlotError(e: unknown, marks: unknown): unknown {
  if (!(e instanceof Error) || e.name !== 'TypeError') return e; // by name: the DOM's errors may come from another realm
  const noData = (m: { data?: unknown; ariaLabel?: unknown }) => m.data === null && !/-grid$/.test(String(m.ariaLabel));
  const empty = marksWithNames(marks).find(([, m]) => noData(m));
  if (!empty) return e;
  const [name, mark] = empty;
  const kind = mark.constructor.name.replace(/^./, (c) => c.toLowerCase());
  return new TypeError(`${name} must be a mark with data (Plot.${kind}(rows, …), rows an array or iterable), got Plot.${kind}(null) (Plot said: ${e.message})`);
}

/** Marks as Plot takes them: marks (objects that render), render functions, nested arrays, nulls. */
function checkMarks(name: string, marks: unknown, depth = 0): void {
  if (depth === 0 ? marks === undefined : marks === undefined || marks === null || typeof marks === 'function') return;
  if (Array.isArray(marks) && depth < 8) {
    marks.forEach((m, i) => checkMarks(`${name}[${i}]`, m, depth + 1));
    return;
  }
  if (depth > 0 && typeof marks === 'object' && typeof (marks as { render?: unknown }).render === 'function') return;
  throw new TypeError(`${name} must be ${depth === 0 ? 'an array of' : 'a'} Plot mark${depth === 0 ? 's' : ''} (Plot.dot(…), Plot.line(…), …), got ${describe(marks)}`);
}

/**
 * Plot's swatch legends (categorical colours) leave out the colour scale's `label`; a legend
 * without a title makes the reader guess what "17 / 25" mean. The title goes in front of the swatches.
 */
function titleSwatches(markup: string, label: unknown): string {
  if (typeof label !== 'string' || label === '') return markup;
  return markup.replace(
    /(<div class="[^"]*-swatches\b[^"]*">(?:<style>[\s\S]*?<\/style>)?)/,
    `$1<span style="font-weight:bold;margin-right:1em">${escapeXml(label)}:</span>`,
  );
}

/** Observable Plot itself (marks, transforms), re-exported so a notebook needs one import line. */
export { Plot };
