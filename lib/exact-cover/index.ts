/**
 * lib/exact-cover's public API: what ../../DESIGN.md names, what the notebooks and other lib folders
 * use, and the types of their arguments and results. Internals (the links, the two searches,
 * the data folder's path) are imported from their own files.
 *
 * Exact cover: Knuth's Algorithm X with Dancing Links, and problems written as exact cover
 * (Sudoku's 729 × 324 matrix, N-queens with secondary columns, pentomino tilings).
 *
 * Glossary
 * - Column (item): a constraint; primary ones must be covered exactly once, secondary at most once.
 * - Row (option): a set of columns; a solution is a set of rows covering every primary column once.
 * - Update: one column or node unlinked (Knuth's machine-independent count of work).
 * - Node: one row tried; `nodes` and `updates` are the counters in every result's `stats`.
 * - Status: 'complete' (the whole tree searched), 'limit' (enough solutions), 'budget' (maxNodes or
 *   maxMs ran out; solve's defaults: 2·10⁷ nodes, 10 s).
 * - Busy: a DancingLinks held by a part-way step generator, manual covers or a search stopped
 *   without unwinding refuses a new search (`busyWith` says why); reset() always frees it. Each
 *   DancingLinks is its creator's: nothing here is shared (`sudokuLinks()` builds a new one, a
 *   `SudokuSolver` owns its own).
 * - Engine: 'fast' (the default) or 'reference' (Knuth's steps X1–X8 one by one); the same moves,
 *   so the same solutions and stats, including the profile (rows tried per level).
 * - Sudoku candidate: matrix row `sudokuRowIndex(d, r, c)`, "digit d in cell (r, c)"; its four
 *   columns are the cell, row, column and box constraints (`sudokuColumnOf`).
 * - Validator: `isExactCover` for any matrix, `validateSudoku`, `validatePentominoTiling`; each returns
 *   `{ ok, problem? }`, the problem as data that lib/i18n words.
 */

export {
  DancingLinks,
  type DancingLinksInput,
  type ColumnSpec,
  type Heuristic,
  type Engine,
  type DlxSolveOptions,
  type DlxSolveResult,
  type DlxStats,
  type SanityReport,
} from './dlx';
export { parseDlx, formatDlx, type DlxProblem } from './dlx-format';
export { algorithmXSteps, traceBranches, type AlgorithmXStep, type StepOptions, type TraceBranch } from './trace';
export { coverLinks, isExactCover, columnCounts, type CoverMatrix, type CoverRow, type CoverColumn, type CoverCheck, type CoverProblem } from './matrix';
export { knuthExample, type NamedRow } from './examples';
export {
  sudokuCover,
  sudokuLinks,
  SudokuSolver,
  solveSudoku,
  parseSudoku,
  formatSudoku,
  validateSudoku,
  validateSudokuOfOrder,
  sudokuRowIndex,
  sudokuCandidate,
  sudokuColumnOf,
  sudokuColumnCells,
  sudokuCellZoom,
  boxOf,
  rowsToSudoku,
  type SudokuCover,
  type SudokuRow,
  type SudokuColumn,
  type SudokuConstraint,
  type SudokuGrid,
  type SudokuResult,
  type SudokuSolveOptions,
  type SudokuCheck,
  type SudokuClash,
  type SudokuProblem,
  type SudokuUnit,
} from './sudoku';
export { queensCover, queensPlacement, type QueensRow, type QueensColumn } from './queens';
export {
  pentominoCover,
  pentominoGrid,
  validatePentominoTiling,
  PENTOMINOES,
  PENTOMINO_NAMES,
  type PentominoName,
  type PentominoRow,
  type PentominoColumn,
  type PentominoOptions,
  type TilingProblem,
} from './pentomino';
export { loadSudokuSet, dlxInstances, loadDlxText } from './data';
