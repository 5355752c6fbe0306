/**
 * `warnsdorffStepper`: Warnsdorff's rule decision by decision in the page (lib/knight's
 * warnsdorffSteps): degrees of the free squares, candidates, the choice and its tie-break.
 */
import { checkChoice, checkInteger, checkOptions } from '../check';
import { checkSquare } from '../knight/board';
import { TIE_BREAKS, type TieBreak } from '../knight/warnsdorff';
import type { Language } from '../i18n/language';
import { widgetHtml } from './embed';
import { MAX_WARNSDORFF_SIDE } from './knight-traces';

/** Options of {@link warnsdorffStepper}. */
export interface WarnsdorffStepperWidgetOptions {
  /** Board rows, 1–16 (default 8). */
  rows?: number;
  /** Board columns, 1–16 (default: rows). */
  cols?: number;
  /** Start square `row * cols + col` (default 0, the top-left corner). */
  start?: number;
  /** Tie-break rule (default 'first'). */
  tieBreak?: TieBreak;
  /** Language of the board's buttons and messages, 'en' or 'es' (default: the notebook's, `setLanguage`). */
  lang?: Language;
}

/** HTML of the Warnsdorff stepper. */
export function warnsdorffStepper(options: WarnsdorffStepperWidgetOptions = {}): string {
  const o = checkOptions(options, ['rows', 'cols', 'start', 'tieBreak', 'lang']);
  const rows = checkInteger('rows', o.rows ?? 8, 1, MAX_WARNSDORFF_SIDE);
  const cols = checkInteger('cols', o.cols ?? rows, 1, MAX_WARNSDORFF_SIDE);
  const start = checkSquare(rows, cols, o.start ?? 0);
  const tieBreak = checkChoice('tie-break', o.tieBreak ?? 'first', TIE_BREAKS);
  return widgetHtml('warnsdorff-stepper', { rows, cols, start, tieBreak }, (t) => t.warnsdorffStepper(rows, cols), o.lang);
}
