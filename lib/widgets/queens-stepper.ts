/**
 * `queensStepper`: the n-queens state-space tree searched depth-first or breadth-first, stepped
 * through in the page (lib/queens' searchEvents, traced by traceQueensSteps).
 */
import { checkChoice, checkInteger, checkOptions } from '../check';
import type { Language } from '../i18n/language';
import { widgetHtml } from './embed';
import { MAX_STEPPER_N } from './queens-trace';

/** Options of {@link queensStepper}. */
export interface QueensStepperWidgetOptions {
  /** Board side, 1–8 (default 4, the course's figure). */
  n?: number;
  /** 'dfs' (default) or 'bfs'; the reader can switch in the page. */
  strategy?: 'dfs' | 'bfs';
  /** 'permutation' (default, the course's tree) or 'full'. */
  tree?: 'permutation' | 'full';
  /** Node budget (default 20 000: every tree up to 8×8; at most 100 000). */
  maxNodes?: number;
  /** Language of the board's buttons and messages, 'en' or 'es' (default: the notebook's, `setLanguage`). */
  lang?: Language;
}

/** HTML of the queens tree stepper. */
export function queensStepper(options: QueensStepperWidgetOptions = {}): string {
  const o = checkOptions(options, ['n', 'strategy', 'tree', 'maxNodes', 'lang']);
  const n = checkInteger('n', o.n ?? 4, 1, MAX_STEPPER_N);
  const strategy = checkChoice('strategy', o.strategy ?? 'dfs', ['dfs', 'bfs'] as const);
  const tree = checkChoice('tree', o.tree ?? 'permutation', ['permutation', 'full'] as const);
  const maxNodes = checkInteger('maxNodes', o.maxNodes ?? 20_000, 1, 100_000);
  return widgetHtml('queens-stepper', { n, strategy, tree, maxNodes }, (t) => t.queensStepper(n, strategy.toUpperCase()), o.lang);
}
