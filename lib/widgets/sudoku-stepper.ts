/**
 * `sudokuStepper`: a Sudoku board that steps forward and back through Algorithm X with Dancing
 * Links (choose column, cover, try row, backtrack), traced in the page by traceSudoku.
 */
import { checkInteger, checkObject } from '../check';
import type { Language } from '../i18n/language';
import { widgetHtml } from './embed';
import { parseSudoku } from '../exact-cover/sudoku';

/** Options of {@link sudokuStepper}. */
export interface SudokuStepperWidgetOptions {
  /** 81 cells: digits, `.` or `0` for blanks (whitespace ignored). */
  puzzle: string;
  /** Stop the trace after this many steps (default 5000, at most 100000). */
  maxSteps?: number;
  /** Language of the board's buttons and messages, 'en' or 'es' (default: the notebook's, `setLanguage`). */
  lang?: Language;
}

/** HTML of the Dancing Links stepper for one puzzle. */
export function sudokuStepper(options: SudokuStepperWidgetOptions): string {
  checkObject('options', options, '{ puzzle, maxSteps?, lang? }');
  const digits = parseSudoku(options.puzzle);
  const maxSteps = checkInteger('maxSteps', options.maxSteps ?? 5000, 1, 100_000);
  const puzzle = Array.from(digits, (d) => (d ? String(d) : '.')).join('');
  return widgetHtml('sudoku-stepper', { puzzle, maxSteps }, (t) => t.sudokuStepper, options.lang);
}
