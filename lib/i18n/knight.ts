/**
 * lib/knight's verdicts in words: the solvers return data (`validateTour(t).problem`,
 * `noTourReason(rows, cols, kind)`), and these render it in a language, from the label tables.
 */
import type { NoTourReason } from '../knight/existence';
import type { CycleProblem } from '../knight/structured';
import type { TourCheck, TourProblem } from '../knight/tour';
import { checkObject, describe } from '../check';
import { coreLabels as labels } from './core-labels';
import { languageOption, type Language } from './language';

/** What is wrong with a would-be tour, in `lang` (the current language unless given). */
export function tourProblemText(problem: TourProblem, lang?: Language): string {
  checkObject('problem', problem, "a TourProblem ({ kind: 'repeat', step, square }, …)");
  return labels(languageOption(lang)).knight.tourProblem(problem);
}

/** Why a board has no tour of a kind (the theorem), in `lang` (the current language unless given). */
export function noTourReasonText(reason: NoTourReason, lang?: Language): string {
  checkObject('reason', reason, "a NoTourReason ({ kind: 'schwenk', tour, rows, cols }, …)");
  return labels(languageOption(lang)).knight.noTourReason(reason);
}

/** The problem of a failed {@link TourCheck} in words, or '' for a valid tour. */
export function tourCheckText(check: TourCheck, lang?: Language): string {
  checkObject('check', check, "a TourCheck { ok, closed, problem? } (validateTour's result)");
  if (typeof check.ok !== 'boolean') throw new TypeError(`check.ok must be true or false, got ${describe(check.ok)}`);
  if (check.ok) return '';
  // a failed check without its problem says nothing to word: refused, not shown as ''
  checkObject('check.problem', check.problem as TourProblem, "a TourProblem ({ kind: 'repeat', step, square }, …) when check.ok is false");
  return tourProblemText(check.problem as TourProblem, lang);
}

/** What is wrong with a would-be structured cycle (`checkCycle(…).problem`), in `lang` (the current language unless given). */
export function cycleProblemText(problem: CycleProblem, lang?: Language): string {
  checkObject('problem', problem, "a CycleProblem ({ kind: 'missing-corners', count }, …)");
  return labels(languageOption(lang)).knight.cycleProblem(problem);
}
