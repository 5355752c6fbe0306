/**
 * `measurementLab`: pick a solver and a range of sizes; a Web Worker in the page times each size
 * and reads its counter, and the page plots both on log–log axes as the points arrive.
 */
import { checkOptions } from '../check';
import type { Language } from '../i18n/language';
import { widgetHtml } from './embed';
import { LAB_SOLVERS, labSizes, type LabSolverName } from './measurement';

/** Options of {@link measurementLab}: the solver and sizes shown first (the reader can change them). */
export interface MeasurementLabWidgetOptions {
  /** One of LAB_SOLVER_NAMES (default 'queens-dfs-all'). */
  solver?: LabSolverName;
  /** Sizes from, from + step, …, to (defaults: the solver's). */
  from?: number;
  to?: number;
  step?: number;
  /** Language of the board's buttons and messages, 'en' or 'es' (default: the notebook's, `setLanguage`). */
  lang?: Language;
}

/** HTML of the measurement lab. */
export function measurementLab(options: MeasurementLabWidgetOptions = {}): string {
  const o = checkOptions(options, ['solver', 'from', 'to', 'step', 'lang']);
  const { solver, sizes } = labSizes({ solver: o.solver ?? 'queens-dfs-all', from: o.from, to: o.to, step: o.step });
  const step = o.step ?? LAB_SOLVERS[solver].step;
  return widgetHtml('measurement-lab', { solver, from: sizes[0], to: o.to ?? LAB_SOLVERS[solver].to, step }, (t) => t.measurementLab(solver), o.lang);
}
