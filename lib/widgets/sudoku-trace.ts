/**
 * A step-by-step trace of Algorithm X with Dancing Links on a Sudoku, for the stepper widget:
 * every choose / cover / try / backtrack / uncover event, with the grid as it stands after it.
 * Built on lib/exact-cover's public teaching API (chooseColumn, coverColumn, coverRowFrom, …), so
 * the moves are exactly the ones the fast solver makes (a test checks the counts agree).
 *
 * Glossary
 * - Matrix row `9·(9·r + c) + (d − 1)`: "digit d in cell (r, c)" (r, c 0-based, d 1–9).
 * - Column: a constraint — 0–80 cell (r,c) filled, 81–161 row r has d, 162–242 column c has d,
 *   243–323 box b has d (Knuth's four families).
 * - Step: one event of the search, `{ kind, depth, column, row, … }`, plus `cells` — 81 digits
 *   (0 = empty) after the event.
 */
import { DancingLinks } from '../exact-cover/dlx';

/** What happened at one step of the search. */
export type StepKind = 'choose' | 'cover' | 'try' | 'backtrack' | 'uncover' | 'dead-end' | 'solution';

/** One event of Algorithm X on the Sudoku matrix. */
export interface SudokuStep {
  kind: StepKind;
  /** Search depth (rows chosen so far, givens not counted) after the event. */
  depth: number;
  /** The column involved (chosen, covered, uncovered), or −1. */
  column: number;
  /** The matrix row tried or taken back, or −1. */
  row: number;
  /** Rows left in the column when it was chosen. */
  size: number;
  /** Rows tried so far (the fast solver's `nodes`). */
  nodes: number;
  /** Link updates so far (the fast solver's `updates`). */
  updates: number;
  /** The grid after the event: 81 digits, 0 for empty. */
  cells: Uint8Array;
}

/** The trace and how it ended. */
export interface SudokuTrace {
  givens: Uint8Array;
  steps: SudokuStep[];
  /** 'solved': the first solution was reached; 'none': no solution; 'budget': maxSteps ran out. */
  status: 'solved' | 'none' | 'budget';
  solution: Uint8Array | null;
}

/** Matrix row for digit d (1–9) in cell (r, c). */
export function sudokuRow(r: number, c: number, d: number): number {
  return 9 * (9 * r + c) + (d - 1);
}

/** The four columns of matrix row `row`, in the order cell, row–digit, column–digit, box–digit. */
export function sudokuRowColumns(row: number): [number, number, number, number] {
  const d = row % 9;
  const cell = (row - d) / 9;
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  const b = 3 * Math.floor(r / 3) + Math.floor(c / 3);
  return [cell, 81 + 9 * r + d, 162 + 9 * c + d, 243 + 9 * b + d];
}

/** Digit, row and column (0-based) of matrix row `row`. */
export function describeRow(row: number): { digit: number; r: number; c: number } {
  const d = row % 9;
  const cell = (row - d) / 9;
  return { digit: d + 1, r: Math.floor(cell / 9), c: cell % 9 };
}

/** The constraint a column stands for, in words (rows and columns numbered from 1 for readers). */
export function describeColumn(col: number): string {
  if (col < 0 || col >= 324 || !Number.isInteger(col)) throw new RangeError(`column must be an integer in [0, 323], got ${col}`);
  const family = Math.floor(col / 81);
  const x = col % 81;
  const a = Math.floor(x / 9) + 1;
  const d = (x % 9) + 1;
  if (family === 0) return `cell r${a}c${d} needs a digit`;
  if (family === 1) return `row ${a} needs a ${d}`;
  if (family === 2) return `column ${a} needs a ${d}`;
  return `box ${a} needs a ${d}`;
}

/** Parses 81 characters (digits, `.` or `0` for blanks; whitespace ignored) into digits. */
export function parsePuzzle(text: string): Uint8Array {
  if (typeof text !== 'string') throw new TypeError(`puzzle must be a string of 81 characters, got ${typeof text}`);
  const chars = text.replace(/\s+/g, '');
  if (chars.length !== 81) throw new RangeError(`puzzle must have 81 cells (digits, '.' or '0'), got ${chars.length}`);
  const out = new Uint8Array(81);
  for (let i = 0; i < 81; i++) {
    const ch = chars[i];
    if (ch === '.' || ch === '0') continue;
    if (!/[1-9]/.test(ch)) throw new RangeError(`puzzle cell ${i} holds ${JSON.stringify(ch)}; allowed: 1-9, '.' or '0'`);
    out[i] = Number(ch);
  }
  return out;
}

/** The 729×324 Sudoku matrix as a DancingLinks structure (rows in sudokuRow order). */
export function sudokuLinks(): DancingLinks {
  const rows: number[][] = [];
  for (let row = 0; row < 729; row++) rows.push(sudokuRowColumns(row));
  return new DancingLinks({ primary: 324, rows });
}

/**
 * Runs Algorithm X on the puzzle up to its first solution (or `maxSteps` events), recording every
 * event. Givens are selected first; a puzzle whose givens clash ends with status 'none' at once.
 */
export function traceSudoku(puzzle: string, options: { maxSteps?: number } = {}): SudokuTrace {
  const maxSteps = options.maxSteps ?? 5000;
  if (!Number.isInteger(maxSteps) || maxSteps < 1 || maxSteps > 1_000_000) {
    throw new RangeError(`maxSteps must be an integer in [1, 1000000], got ${String(maxSteps)}`);
  }
  const givens = parsePuzzle(puzzle);
  const dl = sudokuLinks();
  const cells = Uint8Array.from(givens);
  const steps: SudokuStep[] = [];
  let nodes = 0;
  let updates = 0;
  let depth = 0;
  const push = (kind: StepKind, column: number, row: number, size = 0) => {
    steps.push({ kind, depth, column, row, size, nodes, updates, cells: Uint8Array.from(cells) });
  };
  try {
    for (let i = 0; i < 81; i++) {
      if (givens[i] && !dl.select(sudokuRow(Math.floor(i / 9), i % 9, givens[i]))) {
        return { givens, steps, status: 'none', solution: null };
      }
    }
    // Explicit stack: per level the chosen column, its rows, and the index of the row being tried.
    const stack: { column: number; rows: number[]; i: number }[] = [];
    let status: SudokuTrace['status'] = 'none';
    let descend = true;
    while (steps.length < maxSteps) {
      if (descend) {
        const c = dl.chooseColumn('mrv');
        if (c < 0) {
          push('solution', -1, -1);
          status = 'solved';
          break;
        }
        const rows = dl.columnRows(c);
        push('choose', c, -1, rows.length);
        if (rows.length === 0) {
          // Algorithm X covers the empty column too (one update), then finds no row to try.
          updates += dl.coverColumn(c);
          dl.uncoverColumn(c);
          push('dead-end', c, -1);
          descend = false;
          if (stack.length === 0) break;
          continue;
        }
        updates += dl.coverColumn(c);
        push('cover', c, -1, rows.length);
        stack.push({ column: c, rows, i: 0 });
      } else {
        // Take back the row tried at the top level, then try its next row or give the level up.
        const top = stack[stack.length - 1];
        const r = top.rows[top.i];
        dl.uncoverRowFrom(r, top.column);
        const { digit, r: rr, c: cc } = describeRow(r);
        if (cells[9 * rr + cc] === digit) cells[9 * rr + cc] = 0;
        depth--;
        push('backtrack', top.column, r);
        top.i++;
        if (top.i >= top.rows.length) {
          dl.uncoverColumn(top.column);
          stack.pop();
          push('uncover', top.column, -1);
          if (stack.length === 0) break;
          continue;
        }
      }
      const top = stack[stack.length - 1];
      const r = top.rows[top.i];
      nodes++;
      updates += dl.coverRowFrom(r, top.column);
      const { digit, r: rr, c: cc } = describeRow(r);
      cells[9 * rr + cc] = digit;
      depth++;
      push('try', top.column, r);
      descend = true;
    }
    // One pass of the loop records up to three events: cut the list at the budget exactly.
    if (steps.length > maxSteps) {
      steps.length = maxSteps;
      status = 'budget';
    } else if (status !== 'solved' && steps.length >= maxSteps) status = 'budget';
    // Leave the structure as we found it (it is local, but keeps the trace honest for sanity checks).
    while (stack.length) {
      const top = stack.pop()!;
      if (top.i < top.rows.length) dl.uncoverRowFrom(top.rows[top.i], top.column);
      dl.uncoverColumn(top.column);
    }
    return { givens, steps, status, solution: status === 'solved' ? steps[steps.length - 1].cells : null };
  } finally {
    dl.unselectAll();
  }
}
