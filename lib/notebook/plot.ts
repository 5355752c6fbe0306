/// <reference lib="dom" />
/**
 * Observable Plot on the server: renders into the shared jsdom document and returns markup text
 * that `show` can display. A chart with a legend comes back as an HTML `<figure>`, otherwise `<svg>`.
 */
import { checkObject } from '../check';
import * as Plot from '@observablehq/plot';
import { getDocument, serialize } from './dom';

/** Renders Plot options (marks, scales, labels…) to SVG/HTML text; the document is supplied here. */
export function plot(options: Plot.PlotOptions): string {
  checkObject('options', options, 'of Plot (marks, scales, …)');
  const chart = Plot.plot({ ...options, document: getDocument() });
  return serialize(chart as unknown as Element);
}

/** Observable Plot itself (marks, transforms), re-exported so a notebook needs one import line. */
export { Plot };
