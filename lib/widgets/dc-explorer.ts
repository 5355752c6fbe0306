/**
 * `divideAndConquerExplorer`: a slider and a number box choose n; the page runs lib/knight's
 * divide-and-conquer construction for the n×n board and redraws the tour and its quadrants.
 */
import { checkInteger, checkObject } from '../check';
import { MIN_SIDE } from '../knight/divide-and-conquer';
import type { Language } from '../i18n/language';
import { widgetHtml } from './embed';

/** Options of {@link divideAndConquerExplorer}. */
export interface DcExplorerWidgetOptions {
  /** Board side shown first. */
  n: number;
  /** Smallest side on the slider (default 5, the construction's minimum). */
  min?: number;
  /** Largest side on the slider (default 40; at most 80 so the picture stays readable). */
  max?: number;
  /** Language of the board's buttons and messages, 'en' or 'es' (default: the notebook's, `setLanguage`). */
  lang?: Language;
}

/** Largest side the explorer offers. */
export const MAX_EXPLORER_SIDE = 80;

/** HTML of the divide-and-conquer explorer for n×n boards with n from min to max. */
export function divideAndConquerExplorer(options: DcExplorerWidgetOptions): string {
  checkObject('options', options, '{ n, min?, max?, lang? }');
  const min = checkInteger('min', options.min ?? MIN_SIDE, MIN_SIDE, MAX_EXPLORER_SIDE);
  const max = checkInteger('max', options.max ?? Math.max(40, min), min, MAX_EXPLORER_SIDE);
  const n = checkInteger('n', options.n, min, max);
  return widgetHtml('dc-explorer', { n, min, max }, (t) => t.dcExplorer(min, max), options.lang);
}
