/**
 * Sudoku as exact cover: the 729 × 324 matrix.
 *
 * Glossary
 * - Grid: 81 numbers, row by row; 0 is an empty cell, 1–9 a digit.
 * - Puzzle text: 81 characters (digits, `.` or `0` for blanks); whitespace is ignored.
 * - Candidate row ⟨d, r, c⟩: "digit d in cell (r, c)"; index (9r + c)·9 + (d − 1), so the 729
 *   rows come grouped by cell. r, c are 0-based, boxes b = 3⌊r/3⌋ + ⌊c/3⌋.
 * - Columns, 81 of each kind in this order: cell (r, c) is filled; row r has digit d;
 *   column c has digit d; box b has digit d. Each row has four 1s, each column nine.
 */

import { checkArrayLike, checkBoolean, checkInteger, checkOptions, checkString, describe } from '../check';
import { DancingLinks, type CheckedSolveOptions, type DancingLinksInput, type DlxSolveOptions, type DlxStats, type SanityReport } from './dlx';
import { checkSolveOptions } from './dlx-options';

/** Kinds of Sudoku constraint, in column order. */
export type SudokuConstraint = 'cell' | 'row-digit' | 'col-digit' | 'box-digit';

/** One of the 324 columns. */
export interface SudokuColumn {
  index: number;
  kind: SudokuConstraint;
  /** Knuth's names: p{r}{c}, r{r}{d}, c{c}{d}, b{b}{d} (0-based r, c, b; digits 1–9). */
  name: string;
}

/** One of the 729 rows: digit in a cell, with its four column indices. */
export interface SudokuRow {
  index: number;
  digit: number;
  row: number;
  col: number;
  columns: [number, number, number, number];
}

/** The Sudoku exact-cover matrix (all 324 columns primary). */
export interface SudokuCover {
  rows: SudokuRow[];
  columns: SudokuColumn[];
  primary: number;
}

/** Grid: 81 cells, 0 = empty. */
export type SudokuGrid = number[];

/** Options for {@link solveSudoku}. */
export interface SudokuSolveOptions {
  /** Stop after this many solutions (2 proves uniqueness). Default 1. */
  limit?: number;
  /** Node budget for the search (default that of DancingLinks.solve, 2·10⁷ nodes: seconds). */
  maxNodes?: number;
  /** Time budget in milliseconds (default that of DancingLinks.solve). */
  maxMs?: number;
  /** Column choice; default 'mrv' (Knuth's). */
  heuristic?: 'mrv' | 'first';
}

/** Result of {@link solveSudoku}. */
export interface SudokuResult {
  /** Each solution as 81 digits. */
  solutions: string[];
  count: number;
  status: 'complete' | 'limit' | 'budget';
  stats: DlxStats;
  /** When the givens contradict each other: the clashes (then count is 0; lib/i18n words them). */
  contradiction?: SudokuClash[];
}

/** A unit of the grid: a row, a column or a box. */
export type SudokuUnit = 'row' | 'column' | 'box';

/** A digit twice in one unit: `index` 1-based (row, column or box), `cells` the two cells (0-based, row by row). */
export interface SudokuClash {
  digit: number;
  unit: SudokuUnit;
  index: number;
  cells: [number, number];
}

/**
 * Why a grid is not a solution, as data (lib/i18n's `sudokuProblemText` words it). Cells are
 * 0-based, row by row (cell i is row ⌊i/n⌋, column i mod n).
 * - 'cell-count': the grid has `cells` cells instead of `expected`;
 * - 'character': the text holds `got` at `position` (not a digit, '.' or '0');
 * - 'not-digit': a cell holds `got` instead of a digit from 1 to `order`;
 * - 'repeat': a digit twice in a unit (the clash) of an order-`order` grid;
 * - 'given-changed': the solution changed a given of the puzzle.
 */
export type SudokuProblem =
  | { kind: 'cell-count'; cells: number; expected: number }
  | { kind: 'character'; got: string; position: number; cell: number }
  | { kind: 'not-digit'; cell: number; got: string; order: number }
  | ({ kind: 'repeat'; order: number } & SudokuClash)
  | { kind: 'given-changed'; cell: number; given: number; got: number };

/** Verdict of `validateSudoku` and `validateSudokuOfOrder`: `problem` when not ok. */
export interface SudokuCheck {
  ok: boolean;
  problem?: SudokuProblem;
}

const KINDS: SudokuConstraint[] = ['cell', 'row-digit', 'col-digit', 'box-digit'];

/** Box index (0–8) of cell (r, c). */
export function boxOf(r: number, c: number): number {
  checkInteger('r', r, 0, 8);
  checkInteger('c', c, 0, 8);
  return 3 * Math.floor(r / 3) + Math.floor(c / 3);
}

/** Matrix row index of "digit d at (r, c)". */
export function sudokuRowIndex(digit: number, r: number, c: number): number {
  checkInteger('digit', digit, 1, 9);
  checkInteger('r', r, 0, 8);
  checkInteger('c', c, 0, 8);
  return (9 * r + c) * 9 + digit - 1;
}

/** Digit, row and column (0-based) of matrix row `index`: the inverse of {@link sudokuRowIndex}. */
export function sudokuCandidate(index: number): { digit: number; row: number; col: number } {
  checkInteger('row index', index, 0, 728);
  const cell = Math.floor(index / 9);
  return { digit: (index % 9) + 1, row: Math.floor(cell / 9), col: cell % 9 };
}

/** What column `col` asks for: its kind, its unit (cell 0–80, or row, column or box 0–8) and digit (0 for a cell column). */
export function sudokuColumnOf(col: number): { kind: SudokuConstraint; unit: number; digit: number } {
  checkInteger('column', col, 0, 323);
  const family = Math.floor(col / 81);
  const x = col % 81;
  return family === 0 ? { kind: 'cell', unit: x, digit: 0 } : { kind: KINDS[family], unit: Math.floor(x / 9), digit: (x % 9) + 1 };
}

/** The cells (0–80, row by row) a column's constraint is about: one for a cell column, nine otherwise. */
export function sudokuColumnCells(col: number): number[] {
  const { kind, unit } = sudokuColumnOf(col);
  if (kind === 'cell') return [unit];
  const cells: number[] = [];
  for (let i = 0; i < 81; i++) {
    const r = Math.floor(i / 9);
    const c = i % 9;
    if ((kind === 'row-digit' ? r : kind === 'col-digit' ? c : boxOf(r, c)) === unit) cells.push(i);
  }
  return cells;
}

/** The 729 × 324 matrix, rows grouped by cell, columns grouped by constraint kind. */
export function sudokuCover(): SudokuCover {
  const columns: SudokuColumn[] = [];
  for (let k = 0; k < 4; k++) {
    for (let a = 0; a < 9; a++) {
      for (let b = 0; b < 9; b++) {
        const name = k === 0 ? `p${a}${b}` : `${'rcb'[k - 1]}${a}${b + 1}`;
        columns.push({ index: columns.length, kind: KINDS[k], name });
      }
    }
  }
  const rows: SudokuRow[] = [];
  for (let r = 0; r < 9; r++) {
    for (let c = 0; c < 9; c++) {
      for (let d = 1; d <= 9; d++) {
        rows.push({
          index: rows.length,
          digit: d,
          row: r,
          col: c,
          columns: [9 * r + c, 81 + 9 * r + d - 1, 162 + 9 * c + d - 1, 243 + 9 * boxOf(r, c) + d - 1],
        });
      }
    }
  }
  return { rows, columns, primary: columns.length };
}

/** Parse puzzle text: 81 cells ('1'–'9', '.' or '0' blank); whitespace ignored; errors name the position. */
export function parseSudoku(text: string): SudokuGrid {
  return parseGrid('text', text);
}

/** Reads puzzle text into a grid, or says (as data) why it cannot: a bad character, or not 81 cells (`at`: where an 82nd began). */
function readGrid(text: string): { grid: SudokuGrid } | { problem: SudokuProblem; at?: number } {
  const grid: SudokuGrid = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (ch === 32 || ch === 9 || ch === 10 || ch === 13) continue;
    if (ch >= 49 && ch <= 57) grid.push(ch - 48);
    else if (ch === 46 || ch === 48) grid.push(0);
    else return { problem: { kind: 'character', got: describe(text[i]), position: i, cell: grid.length } };
    if (grid.length > 81) return { problem: { kind: 'cell-count', cells: grid.length, expected: 81 }, at: i };
  }
  if (grid.length !== 81) return { problem: { kind: 'cell-count', cells: grid.length, expected: 81 } };
  return { grid };
}

/** parseSudoku with `name` (the caller's argument) in the messages (lib/check's English format). */
function parseGrid(name: string, text: string): SudokuGrid {
  checkString(name, text);
  const read = readGrid(text);
  if ('grid' in read) return read.grid;
  const p = read.problem;
  if (p.kind === 'character') {
    throw new RangeError(`${name} must hold only digits 1–9, '.' or '0' (and spaces), got ${p.got} at position ${p.position} (cell ${p.cell + 1})`);
  }
  if (read.at !== undefined) throw new RangeError(`${name} must have 81 cells, got more (an extra cell at position ${read.at})`);
  throw new RangeError(`${name} must have 81 cells, got ${p.kind === 'cell-count' ? p.cells : '?'}`);
}

/** A puzzle or grid argument as 81 numbers 0–9 (0 empty): text is parsed, numbers checked; errors name `name`. */
function toGrid(name: string, value: string | ArrayLike<number>): number[] {
  return typeof value === 'string' ? parseGrid(name, value) : checkGrid(name, value);
}

/** Grid (or 81-digit string) as text: one line of 81 characters, or nine lines with box rules when pretty. */
export function formatSudoku(grid: ArrayLike<number> | string, opts?: { pretty?: boolean }): string {
  const g = toGrid('grid', grid);
  const pretty = checkBoolean('pretty', checkOptions(opts, ['pretty']).pretty ?? false);
  const ch = (v: number) => (v === 0 ? '.' : String(v));
  if (!pretty) return g.map(ch).join('');
  const lines: string[] = [];
  for (let r = 0; r < 9; r++) {
    if (r === 3 || r === 6) lines.push('------+-------+------');
    const cells = g.slice(9 * r, 9 * r + 9).map(ch);
    lines.push(`${cells.slice(0, 3).join(' ')} | ${cells.slice(3, 6).join(' ')} | ${cells.slice(6).join(' ')}`);
  }
  return lines.join('\n');
}

/** Givens that clash (same digit twice in a row, column or box), rows first, then columns, then boxes, per index. */
export function sudokuConflicts(grid: ArrayLike<number>): SudokuClash[] {
  grid = checkGrid('grid', grid);
  const out: SudokuClash[] = [];
  // The units are the cells of the digit-1 columns of each family (row, column, box).
  const units: [SudokuUnit, number, number[]][] = [];
  for (let i = 0; i < 9; i++) {
    units.push(['row', i + 1, sudokuColumnCells(81 + 9 * i)]);
    units.push(['column', i + 1, sudokuColumnCells(162 + 9 * i)]);
    units.push(['box', i + 1, sudokuColumnCells(243 + 9 * i)]);
  }
  for (const [unit, index, cells] of units) {
    const where = new Map<number, number>();
    for (const i of cells) {
      const d = grid[i];
      if (d === 0) continue;
      const j = where.get(d);
      if (j !== undefined) out.push({ digit: d, unit, index, cells: [j, i] });
      else where.set(d, i);
    }
  }
  return out;
}

/** Check a solution: 81 digits 1–9, every row, column and box a permutation, and the puzzle's givens kept. */
export function validateSudoku(solution: string | ArrayLike<number>, puzzle?: string | ArrayLike<number>): SudokuCheck {
  // A wrong type is refused; a grid of the right type but wrong content is a plain "not ok".
  if (typeof solution !== 'string') checkArrayLike('solution', solution);
  const p = puzzle === undefined ? undefined : toGrid('puzzle', puzzle);
  let g: number[];
  if (typeof solution === 'string') {
    const read = readGrid(solution);
    if ('problem' in read) return { ok: false, problem: read.problem };
    g = read.grid;
  } else {
    g = Array.from(solution);
  }
  if (g.length !== 81) return { ok: false, problem: { kind: 'cell-count', cells: g.length, expected: 81 } };
  for (let i = 0; i < 81; i++) {
    const v = g[i];
    if (!(typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 9)) return { ok: false, problem: { kind: 'not-digit', cell: i, got: describe(v), order: 9 } };
  }
  const clash = sudokuConflicts(g);
  if (clash.length > 0) return { ok: false, problem: { kind: 'repeat', order: 9, ...clash[0] } };
  if (p !== undefined) {
    for (let i = 0; i < 81; i++) {
      if (p[i] !== 0 && p[i] !== g[i]) return { ok: false, problem: { kind: 'given-changed', cell: i, given: p[i], got: g[i] } };
    }
  }
  return { ok: true };
}

/** The matrix's columns and rows as DancingLinks input, built once (never changed: frozen). */
let sudokuInput: DancingLinksInput | undefined;

/**
 * The Sudoku matrix as a new DancingLinks structure, the caller's own: select givens on it, search,
 * step through it. Each call builds a fresh one (about a millisecond); solving many puzzles, keep a
 * {@link SudokuSolver} instead.
 */
export function sudokuLinks(): DancingLinks {
  if (sudokuInput === undefined) {
    const m = sudokuCover();
    sudokuInput = Object.freeze({ primary: Object.freeze(m.columns.map((c) => c.name)), rows: Object.freeze(m.rows.map((r) => Object.freeze(r.columns))) });
  }
  return new DancingLinks(sudokuInput);
}

/** The options {@link SudokuSolver.solve} accepts (a part of DancingLinks.solve's, checked by the same function). */
const SUDOKU_OPTIONS: readonly (keyof DlxSolveOptions)[] = ['limit', 'maxNodes', 'maxMs', 'heuristic'];

/**
 * A Sudoku solver that owns its 729 × 324 Dancing Links: make one, solve many puzzles with it. Each
 * solve checks its arguments, selects the givens' rows, searches, and resets the links (one copy
 * of saved arrays), so nothing carries over from one puzzle to the next.
 */
export class SudokuSolver {
  private readonly dlx = sudokuLinks();

  /**
   * Solve a puzzle: `limit: 2` proves uniqueness. Contradictory givens → count 0 with the clash
   * named in `contradiction`.
   */
  solve(puzzle: string | ArrayLike<number>, opts?: SudokuSolveOptions): SudokuResult {
    const grid = toGrid('puzzle', puzzle);
    // unwind: false + reset(): one copy of the links instead of undoing every cover and given.
    const o = checkSolveOptions(opts, SUDOKU_OPTIONS, { limit: 1, unwind: false });
    o.keep = o.limit === Infinity ? 10_000 : o.limit; // every solution up to the limit (a checked number)
    return this.solveGrid(grid, o);
  }

  /** Knuth's sanity() on the solver's links: after every solve they are as built. */
  sanity(): SanityReport {
    return this.dlx.sanity();
  }

  /** {@link solve} on a checked grid with checked options: the givens selected, then DancingLinks.solve. */
  private solveGrid(grid: readonly number[], o: CheckedSolveOptions): SudokuResult {
    const t0 = performance.now();
    const dlx = this.dlx;
    try {
      for (let i = 0; i < 81; i++) {
        const d = grid[i];
        if (d !== 0 && !dlx.select(i * 9 + d - 1)) return contradiction(grid, t0);
      }
      const res = dlx.solve(o);
      const solutions = res.solutions.map(rowsOfMatrixToSudoku);
      res.stats.ms = performance.now() - t0;
      return { solutions, count: res.count, status: res.status, stats: res.stats };
    } finally {
      dlx.reset();
    }
  }
}

/** The result for givens that clash, with the clashes as data (lib/i18n words them). */
function contradiction(grid: readonly number[], t0: number): SudokuResult {
  return {
    solutions: [],
    count: 0,
    status: 'complete',
    stats: { nodes: 0, updates: 0, profile: [], ms: performance.now() - t0 },
    contradiction: sudokuConflicts(grid),
  };
}

/** solveSudoku's own solver (never handed out, and a solve calls no user code: nothing can interleave). */
let ownSolver: SudokuSolver | undefined;

/**
 * Solve a Sudoku by Dancing Links on the 729 × 324 matrix: select the givens' rows, search.
 * `limit: 2` proves uniqueness. Contradictory givens → count 0 with the clash named in
 * `contradiction`. (A {@link SudokuSolver} of this module's own.)
 */
export function solveSudoku(puzzle: string | ArrayLike<number>, opts?: SudokuSolveOptions): SudokuResult {
  ownSolver ??= new SudokuSolver();
  return ownSolver.solve(puzzle, opts);
}

/** 81-digit string from a solution's rows, known to be matrix rows 0–728 (no checks: the solver's own). */
function rowsOfMatrixToSudoku(rows: readonly number[]): string {
  const codes = new Array<number>(81).fill(48);
  for (let i = 0; i < rows.length; i++) codes[(rows[i] / 9) | 0] = 49 + (rows[i] % 9);
  return String.fromCharCode(...codes);
}

/** 81-digit string from a set of matrix rows (an exact cover). */
export function rowsToSudoku(rows: readonly number[]): string {
  checkArrayLike('rows', rows);
  const codes = new Array<number>(81).fill(48);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    // the message (a new string) only on failure: solveSudoku calls this once per solution
    if (!(Number.isInteger(r) && r >= 0 && r <= 728)) checkInteger(`rows[${i}]`, r, 0, 728);
    codes[Math.floor(r / 9)] = 49 + (r % 9);
  }
  return String.fromCharCode(...codes);
}

/** A grid given as numbers: 81 integers from 0 (empty) to 9, else an error naming `name` and the cell. */
function checkGrid(name: string, g: ArrayLike<number>): number[] {
  if (g === null || typeof g !== 'object' || !(Array.isArray(g) || ArrayBuffer.isView(g))) {
    throw new TypeError(`${name} must be a string of 81 cells or an array of 81 numbers, got ${describe(g)}`);
  }
  if (g.length !== 81) throw new RangeError(`${name} must have 81 cells, got ${g.length}`);
  const out = Array.from(g);
  out.forEach((v, i) => {
    if (!(Number.isInteger(v) && v >= 0 && v <= 9)) checkInteger(`${name}[${i}]`, v, 0, 9);
  });
  return out;
}

/** Orders {@link validateSudokuOfOrder} accepts: squares, so that boxes are √n × √n. */
const SUDOKU_ORDERS = [1, 4, 9, 16, 25];

/**
 * Check a filled grid of order n (4 or 9; boxes √n × √n), given row by row: every row, column
 * and box holds 1…n once. For the 4 × 4 exercise as well as 9 × 9.
 */
export function validateSudokuOfOrder(cells: ArrayLike<number>, n: number): SudokuCheck {
  if (!SUDOKU_ORDERS.includes(n)) throw new (typeof n === 'number' ? RangeError : TypeError)(`n must be one of ${SUDOKU_ORDERS.join(', ')} (the order), got ${describe(n)}`);
  checkArrayLike('cells', cells);
  const b = Math.round(Math.sqrt(n));
  if (cells.length !== n * n) return { ok: false, problem: { kind: 'cell-count', cells: cells.length, expected: n * n } };
  const units: [SudokuUnit, number, number[]][] = [];
  for (let i = 0; i < n; i++) {
    units.push(['row', i + 1, Array.from({ length: n }, (_, j) => n * i + j)]);
    units.push(['column', i + 1, Array.from({ length: n }, (_, j) => n * j + i)]);
    const r0 = b * Math.floor(i / b);
    const c0 = b * (i % b);
    units.push(['box', i + 1, Array.from({ length: n }, (_, j) => n * (r0 + Math.floor(j / b)) + c0 + (j % b))]);
  }
  for (const [unit, index, members] of units) {
    const seen = new Map<number, number>();
    for (const i of members) {
      const v = cells[i];
      if (!Number.isInteger(v) || v < 1 || v > n) return { ok: false, problem: { kind: 'not-digit', cell: i, got: describe(v), order: n } };
      const j = seen.get(v);
      if (j !== undefined) return { ok: false, problem: { kind: 'repeat', order: n, digit: v, unit, index, cells: [j, i] } };
      seen.set(v, i);
    }
  }
  return { ok: true };
}

/** Refuses anything but sudokuCover()'s matrix: 729 rows (digit, row, col, four columns each) over 324 columns. */
function checkSudokuCover(cover: SudokuCover): void {
  const shape = "sudokuCover()'s 729×324 matrix";
  if (cover === null || typeof cover !== 'object' || !Array.isArray(cover.rows) || !Array.isArray(cover.columns)) {
    throw new TypeError(`cover must be ${shape}, got ${describe(cover)}`);
  }
  const rowOk = (x: SudokuRow) => x !== null && typeof x === 'object' && Number.isInteger(x.row) && Number.isInteger(x.col)
    && Array.isArray(x.columns) && x.columns.length === 4 && x.columns.every((j) => Number.isInteger(j) && j >= 0 && j < 324);
  const columnOk = (k: SudokuColumn) => k !== null && typeof k === 'object' && typeof k.kind === 'string';
  if (cover.rows.length !== 729 || cover.columns.length !== 324 || !cover.rows.every(rowOk) || !cover.columns.every(columnOk)) {
    throw new RangeError(`cover must be ${shape}, got ${cover.rows.length} rows over ${cover.columns.length} columns, or rows of another shape`);
  }
}

/**
 * A zoom on one cell (r, c) of the Sudoku matrix (counted from 0; appendix 04a draws the slides' ⟨2, 5, 7⟩): the
 * cell's nine matrix rows, one per digit, and the 36 columns they can touch in family order — for the cell family
 * the nine cell columns of its grid row (so the one 1 stands among its neighbours), for each other family the nine
 * columns its rows touch. Every 1 of the nine rows falls in one of the 36 columns (checked here).
 */
export function sudokuCellZoom(cover: SudokuCover, r: number, c: number): { rows: SudokuRow[]; columns: number[] } {
  checkSudokuCover(cover);
  checkInteger('r', r, 0, 8);
  checkInteger('c', c, 0, 8);
  const rows = cover.rows.filter((x) => x.row === r && x.col === c);
  const columns = KINDS.flatMap((k) => (k === 'cell'
    ? Array.from({ length: 9 }, (_, j) => r * 9 + j)
    : [...new Set(rows.flatMap((x) => x.columns).filter((j) => cover.columns[j].kind === k))].sort((a, b) => a - b)));
  const shown = new Set(columns);
  if (rows.length !== 9 || columns.length !== 36 || !rows.every((x) => x.columns.every((j) => shown.has(j)))) {
    throw new RangeError(`cover must be sudokuCover()'s 729×324 matrix: cell (${r}, ${c}) has ${rows.length} rows touching ${columns.length} columns`);
  }
  return { rows, columns };
}
