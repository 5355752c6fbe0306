/**
 * Observable Plot on the server: renders into the shared jsdom document and returns markup text
 * that `show` can display. A chart with a legend comes back as an HTML `<figure>`, otherwise `<svg>`.
 */
import { checkObject, describe } from '../check';
import * as Plot from '@observablehq/plot';
import { getDocument, serialize } from './dom';
import { escapeXml } from './svg-text';

/** Renders Plot options (marks, scales, labels…) to SVG/HTML text; the document is supplied here. */
export function plot(options: Plot.PlotOptions): string {
  checkObject('options', options, 'of Plot (marks, scales, …)');
  checkMarks('options.marks', options.marks);
  const chart = Plot.plot({ ...options, document: getDocument() });
  return titleSwatches(serialize(chart), options.color?.label);
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
