/**
 * lib/exact-cover's verdicts (isExactCover, validateSudoku, validatePentominoTiling) and Sudoku constraints in words (rows, columns and boxes numbered
 * from 1, cells as r1c1), in the language `setLanguage` chose unless one is given.
 */
import { checkArrayLike, checkChoice, checkInteger, checkObject, checkVariant, describe } from '../check';
import { sudokuColumnOf, type SudokuClash, type SudokuProblem } from '../exact-cover/sudoku';
import type { CoverProblem } from '../exact-cover/matrix';
import type { TilingProblem } from '../exact-cover/pentomino';
import { coreLabels as labels } from './core-labels';
import { languageOption, type Language } from './language';

/** Cell i (0-based, row by row, of an order-n grid) as r{row}c{col}. */
function cellName(lang: Language, i: number, order = 9): string {
  return labels(lang).notebook.sudoku.cell(Math.floor(i / order) + 1, (i % order) + 1);
}

/** The constraint column `col` (0–323) stands for: "box 5 needs a 7" / "la caja 5 necesita un 7". */
export function describeSudokuColumn(col: number, lang?: Language): string {
  const l = languageOption(lang);
  const t = labels(l).notebook.sudoku;
  const { kind, unit, digit } = sudokuColumnOf(col);
  if (kind === 'cell') return t.cellNeeds(cellName(l, unit));
  return t.unitNeeds(kind === 'row-digit' ? 'row' : kind === 'col-digit' ? 'column' : 'box', unit + 1, digit);
}

/** Checks a clash at the door; `name` is how the caller sees it (`clash`, `clashes[2]`). */
function checkClash(name: string, clash: SudokuClash, order: number): SudokuClash {
  checkObject(name, clash, '{ digit, unit, index, cells } (a SudokuClash)');
  checkInteger(`${name}.digit`, clash.digit, 1, order);
  checkChoice(`${name}.unit`, clash.unit, ['row', 'column', 'box'] as const);
  checkInteger(`${name}.index`, clash.index, 1, order);
  const cells = clash.cells as unknown;
  const cell = (x: unknown) => Number.isInteger(x) && (x as number) >= 0 && (x as number) < order * order;
  if (!Array.isArray(cells) || cells.length !== 2 || !cell(cells[0]) || !cell(cells[1])) {
    throw new TypeError(`${name}.cells must be two cell indices from 0 to ${order * order - 1} ([i, j]), got ${describe(cells)}`);
  }
  return clash;
}

/** A clash of givens (a digit twice in a unit), in words; `order` 9 unless a smaller grid's. */
export function sudokuClashText(clash: SudokuClash, lang?: Language, order = 9): string {
  checkInteger('order', order, 1, 256);
  checkClash('clash', clash, order);
  const l = languageOption(lang);
  const t = labels(l).notebook.sudoku;
  return t.repeat({ digit: clash.digit, unit: t.units[clash.unit], index: clash.index, a: cellName(l, clash.cells[0], order), b: cellName(l, clash.cells[1], order) });
}

/** solveSudoku's `contradiction` (the clashing givens) as one sentence. */
export function contradictionText(clashes: readonly SudokuClash[], lang?: Language): string {
  checkArrayLike('clashes', clashes);
  const l = languageOption(lang);
  for (let i = 0; i < clashes.length; i++) checkClash(`clashes[${i}]`, clashes[i], 9);
  return labels(l).notebook.sudoku.contradiction(Array.from(clashes, (c) => sudokuClashText(c, l)).join('; '));
}

// The fields each kind of verdict needs to be worded: an unknown kind or a missing field is refused by name.
const SUDOKU_PROBLEMS = {
  'cell-count': { cells: 'integer', expected: 'integer' },
  character: { got: 'text', position: 'integer' },
  'not-digit': { cell: 'integer', got: 'text', order: 'integer' },
  repeat: { order: 'integer' }, // and a clash, checked by checkClash
  'given-changed': { cell: 'integer', given: 'integer', got: 'integer' },
} as const;
const COVER_PROBLEMS = {
  'not-a-row': { got: 'text', rows: 'integer' },
  'row-twice': { row: 'integer' },
  'bad-column': { row: 'integer', got: 'text', position: 'integer', columns: 'integer' },
  'covered-twice': { column: 'text' },
  uncovered: { column: 'text' },
} as const;
const TILING_PROBLEMS = {
  'board-size': { rows: 'integer', cols: 'integer' },
  ragged: { row: 'integer', squares: 'integer', expected: 'integer' },
  'not-a-letter': { row: 'integer', col: 'integer', got: 'text' },
  'piece-size': { piece: 'text', squares: 'integer' },
  'wrong-shape': { piece: 'text' },
} as const;

/** Why a grid is not a solution (validateSudoku's or validateSudokuOfOrder's `problem`), in words. */
export function sudokuProblemText(problem: SudokuProblem, lang?: Language): string {
  checkVariant('problem', problem, SUDOKU_PROBLEMS, "a SudokuProblem { kind, … } (validateSudoku's problem)");
  const l = languageOption(lang);
  const t = labels(l).notebook.sudoku;
  switch (problem.kind) {
    case 'cell-count': return t.cellCount(problem.cells, problem.expected);
    case 'character': return t.character(problem.got, problem.position);
    case 'not-digit': {
      const order = checkInteger('problem.order', problem.order, 1, 256);
      return t.notDigit(cellName(l, checkInteger('problem.cell', problem.cell, 0, order * order - 1), order), problem.got, order);
    }
    case 'repeat': {
      const order = checkInteger('problem.order', problem.order, 1, 256);
      checkClash('problem', problem, order);
      return sudokuClashText(problem, l, order);
    }
    case 'given-changed': return t.givenChanged(cellName(l, checkInteger('problem.cell', problem.cell, 0, 80)), problem.given, problem.got);
  }
  throw new TypeError(`problem must be a SudokuProblem, got kind ${describe((problem as { kind: unknown }).kind)}`);
}

/** Why rows are not an exact cover (isExactCover's `problem`), in words. */
export function exactCoverProblemText(problem: CoverProblem, lang?: Language): string {
  checkVariant('problem', problem, COVER_PROBLEMS, "a CoverProblem { kind, … } (isExactCover's problem)");
  const t = labels(languageOption(lang)).notebook.cover;
  switch (problem.kind) {
    case 'not-a-row': return t.notARow(problem.got, problem.rows);
    case 'row-twice': return t.rowTwice(problem.row);
    case 'bad-column': return t.badColumn(problem.row, problem.got, problem.position, problem.columns);
    case 'covered-twice': return t.coveredTwice(problem.column);
    case 'uncovered': return t.uncovered(problem.column);
  }
  throw new TypeError(`problem must be a CoverProblem, got kind ${describe((problem as { kind: unknown }).kind)}`);
}

/** Why letters are not a pentomino tiling (validatePentominoTiling's `problem`), in words. */
export function pentominoProblemText(problem: TilingProblem, lang?: Language): string {
  checkVariant('problem', problem, TILING_PROBLEMS, "a TilingProblem { kind, … } (validatePentominoTiling's problem)");
  const t = labels(languageOption(lang)).notebook.tiling;
  switch (problem.kind) {
    case 'board-size': return t.boardSize(problem.rows, problem.cols);
    case 'ragged': return t.ragged(problem.row, problem.squares, problem.expected);
    case 'not-a-letter': return t.notALetter(problem.row, problem.col, problem.got);
    case 'piece-size': return t.pieceSize(problem.piece, problem.squares);
    case 'wrong-shape': return t.wrongShape(problem.piece);
  }
  throw new TypeError(`problem must be a TilingProblem, got kind ${describe((problem as { kind: unknown }).kind)}`);
}
