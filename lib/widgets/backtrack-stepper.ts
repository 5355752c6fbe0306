/**
 * `backtrackStepper`: the course's plain backtracking for a knight's tour, step by step in the page
 * (lib/knight's backtrackSteps), with the fixed move order or Warnsdorff's, under a node budget.
 */
import { checkChoice, checkInteger, checkOptions } from '../check';
import { checkSquare } from '../knight/board';
import type { Language } from '../i18n/language';
import { widgetHtml } from './embed';
import { MAX_BACKTRACK_SIDE, MAX_STEPPER_NODES } from './knight-traces';

/** Options of {@link backtrackStepper}. */
export interface BacktrackStepperWidgetOptions {
  /** Board side, 1–8 (default 5). */
  n?: number;
  /** Start square (default 0, a corner). */
  start?: number;
  /** 'fixed' (the move table's order, default) or 'warnsdorff' (fewest onward moves first). */
  order?: 'fixed' | 'warnsdorff';
  /** Stop once this many squares have been placed (default 300 000: 6×6 from the corner in fixed order fits). */
  maxNodes?: number;
  /** Language of the board's buttons and messages, 'en' or 'es' (default: the notebook's, `setLanguage`). */
  lang?: Language;
}

/** HTML of the backtracking stepper. */
export function backtrackStepper(options: BacktrackStepperWidgetOptions = {}): string {
  const o = checkOptions(options, ['n', 'start', 'order', 'maxNodes', 'lang']);
  const n = checkInteger('n', o.n ?? 5, 1, MAX_BACKTRACK_SIDE);
  const start = checkSquare(n, n, o.start ?? 0);
  const order = checkChoice('order', o.order ?? 'fixed', ['fixed', 'warnsdorff'] as const);
  const maxNodes = checkInteger('maxNodes', o.maxNodes ?? 300_000, 1, MAX_STEPPER_NODES);
  return widgetHtml('backtrack-stepper', { n, start, order, maxNodes }, (t) => t.backtrackStepper(n), o.lang);
}
