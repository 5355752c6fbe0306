/**
 * lib/knight's verdicts in words: the solvers return data (`validateTour(t).problem`,
 * `noTourReason(rows, cols, kind)`), and these render it in a language, from the label tables.
 */
import type { NoTourReason } from '../knight/existence';
import type { CycleProblem } from '../knight/structured';
import type { TourCheck, TourProblem } from '../knight/tour';
import { checkObject, checkVariant, describe } from '../check';
import { coreLabels as labels } from './core-labels';
import { languageOption, type Language } from './language';

// The fields each kind of verdict needs to be worded: an unknown kind or a missing field is refused by name.
const TOUR_PROBLEMS = {
  'not-a-tour': { value: 'text' },
  'bad-size': { rows: 'text', cols: 'text' },
  'path-type': {},
  length: { length: 'integer', rows: 'integer', cols: 'integer', squares: 'integer' },
  'off-board': { step: 'integer', square: 'integer', squares: 'integer' },
  repeat: { step: 'integer', square: 'integer' },
  'not-a-move': { step: 'integer', from: 'integer', to: 'integer' },
} as const;
const NO_TOUR_REASONS = {
  'odd-squares': { rows: 'integer', cols: 'integer', squares: 'integer' },
  schwenk: { rows: 'integer', cols: 'integer' },
  conrad: { rows: 'integer', cols: 'integer' },
} as const;
const CYCLE_PROBLEMS = {
  length: { length: 'integer', expected: 'integer' },
  'off-board': { step: 'integer', value: 'text', squares: 'integer' },
  'corner-visited': { step: 'integer' },
  repeat: { step: 'integer', square: 'integer' },
  'not-a-move': { step: 'integer', from: 'integer', to: 'integer' },
  'missing-corners': { count: 'integer' },
} as const;

/** What is wrong with a would-be tour, in `lang` (the current language unless given). */
export function tourProblemText(problem: TourProblem, lang?: Language): string {
  checkVariant('problem', problem, TOUR_PROBLEMS, "a TourProblem ({ kind: 'repeat', step, square }, …)");
  return labels(languageOption(lang)).knight.tourProblem(problem);
}

/** Why a board has no tour of a kind (the theorem), in `lang` (the current language unless given). */
export function noTourReasonText(reason: NoTourReason, lang?: Language): string {
  checkVariant('reason', reason, NO_TOUR_REASONS, "a NoTourReason ({ kind: 'schwenk', tour, rows, cols }, …)");
  return labels(languageOption(lang)).knight.noTourReason(reason);
}

/** The problem of a failed {@link TourCheck} in words, or '' for a valid tour. */
export function tourCheckText(check: TourCheck, lang?: Language): string {
  checkObject('check', check, "a TourCheck { ok, closed, problem? } (validateTour's result)");
  if (typeof check.ok !== 'boolean') throw new TypeError(`check.ok must be true or false, got ${describe(check.ok)}`);
  if (check.ok) return '';
  // a failed check without its problem says nothing to word: refused, not shown as ''
  const problem = checkVariant('check.problem', check.problem as TourProblem, TOUR_PROBLEMS, "a TourProblem ({ kind: 'repeat', step, square }, …) when check.ok is false");
  return labels(languageOption(lang)).knight.tourProblem(problem);
}

/** What is wrong with a would-be structured cycle (`checkCycle(…).problem`), in `lang` (the current language unless given). */
export function cycleProblemText(problem: CycleProblem, lang?: Language): string {
  checkVariant('problem', problem, CYCLE_PROBLEMS, "a CycleProblem ({ kind: 'missing-corners', count }, …)");
  return labels(languageOption(lang)).knight.cycleProblem(problem);
}
