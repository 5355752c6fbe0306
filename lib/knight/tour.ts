/**
 * Tours and their validation.
 *
 * Glossary
 * - Tour: `{ rows, cols, path }` where `path[k]` is the square visited at step k, k = 0 … rows·cols − 1.
 * - Open tour: every square exactly once, consecutive squares a knight's move apart.
 * - Closed tour: an open tour whose last square is also a knight's move from the first.
 * - Grid: `grid[row][col]` = the step at which the tour visits that square (the course's board).
 * - Tour problem: what {@link validateTour} found wrong, as data (`{ kind: 'repeat', step, square }`);
 *   lib/i18n words it in each language (`tourProblemText`).
 */
import { checkAllocation, checkArrayLike, checkInteger, checkObject, describe } from '../check';
import { checkBoard, isKnightOffset } from './board';

/** A knight's tour: `path[k]` is the square (row·cols + col) visited at step k. */
export interface Tour {
  rows: number;
  cols: number;
  path: Int32Array;
}

/**
 * What is wrong with a would-be tour, the first thing {@link validateTour} finds: not an object, a bad
 * board size (the values as `describe` shows them), a path that is not an Int32Array or has the wrong
 * length, or step `step` going off the board, repeating a square or not making a knight move.
 */
export type TourProblem =
  | { kind: 'not-a-tour'; value: string }
  | { kind: 'bad-size'; rows: string; cols: string }
  | { kind: 'path-type' }
  | { kind: 'length'; length: number; rows: number; cols: number; squares: number }
  | { kind: 'off-board'; step: number; square: number; squares: number }
  | { kind: 'repeat'; step: number; square: number }
  | { kind: 'not-a-move'; step: number; from: number; to: number };

/** Result of {@link validateTour}: `ok` for a valid (open or closed) tour; otherwise `problem` says what is wrong. */
export interface TourCheck {
  ok: boolean;
  closed: boolean;
  problem?: TourProblem;
}

/**
 * Checks that a tour visits every square exactly once by knight moves; reports whether it is closed.
 * One pass with a byte array of visited flags, so 10^8-square tours validate in about a second.
 */
export function validateTour(tour: Tour): TourCheck {
  const fail = (problem: TourProblem): TourCheck => ({ ok: false, closed: false, problem });
  if (tour === null || typeof tour !== 'object') return fail({ kind: 'not-a-tour', value: describe(tour) });
  const { rows, cols, path } = tour;
  if (!Number.isInteger(rows) || !Number.isInteger(cols) || rows < 1 || cols < 1) return fail({ kind: 'bad-size', rows: describe(rows), cols: describe(cols) });
  if (!(path instanceof Int32Array)) return fail({ kind: 'path-type' });
  const n = rows * cols;
  if (path.length !== n) return fail({ kind: 'length', length: path.length, rows, cols, squares: n });
  const k = firstBadStep(path, cols | 0, n);
  if (k >= 0) {
    // Cold path: say what is wrong with step k (every step before it is fine).
    const s = path[k];
    if (!(s >= 0 && s < n)) return fail({ kind: 'off-board', step: k, square: s, squares: n });
    if (path.subarray(0, k).includes(s)) return fail({ kind: 'repeat', step: k, square: s });
    return fail({ kind: 'not-a-move', step: k, from: path[k - 1], to: s });
  }
  const [last, first] = [path[n - 1], path[0]];
  return { ok: true, closed: isKnightOffset(Math.floor(last / cols) - Math.floor(first / cols), (last % cols) - (first % cols)) };
}

/**
 * The hot loop of {@link validateTour}: the first step that is off the board, repeats a square or
 * is not a knight move, or −1. Kept apart so V8 optimizes it on its own (inlined into callers it
 * ran 3× slower).
 */
function firstBadStep(path: Int32Array, cols: number, n: number): number {
  const seen = new Uint8Array(n);
  const inv = 1 / cols;
  let pr = 0;
  let pc = 0;
  for (let k = 0; k < n; k++) {
    const s = path[k];
    if (!(s >= 0 && s < n) || seen[s] !== 0) return k;
    seen[s] = 1;
    // s / cols without a division (3× faster here). The rounded product is never above the true
    // quotient's integer part, and at most one below it (when s is a multiple of cols): fix that.
    let r = (s * inv) | 0;
    if (s - r * cols >= cols) r++;
    const c = s - r * cols;
    const dr = r - pr;
    const dc = c - pc;
    // dr² + dc² = 5 exactly when {|dr|, |dc|} = {1, 2} (no branches on the signs).
    if (k > 0 && dr * dr + dc * dc !== 5) return k;
    pr = r;
    pc = c;
  }
  return -1;
}

/**
 * Checks that `path` is an array of at most `n` squares, each an integer in [0, n − 1] (not
 * necessarily a knight's path); `name` names it in the message. O(length), at the door of O(n) work.
 */
function checkSquares(name: string, path: unknown, n: number): ArrayLike<number> {
  const p = checkArrayLike<unknown>(name, path);
  if (p.length > n) throw new RangeError(`${name} must have at most ${n} squares (the board's), got ${describe(path)}`);
  for (let k = 0; k < p.length; k++) {
    const s = p[k];
    // the message (and its name) is built only for a bad square
    if (!(typeof s === 'number' && Number.isInteger(s) && s >= 0 && s < n)) checkInteger(`${name}[${k}]`, s, 0, n - 1);
  }
  return p as ArrayLike<number>;
}

/** A closed tour rotated to start at `square` (same cycle, same direction). */
export function startAt(tour: Tour, square: number): Tour {
  checkObject('tour', tour, '{ rows, cols, path }');
  const check = validateTour(tour);
  if (!check.ok) throw new RangeError(`tour must be a knight's tour, validateTour found ${JSON.stringify(check.problem)}`);
  const { rows, cols, path } = tour;
  const n = rows * cols;
  checkInteger('square', square, 0, n - 1);
  const first = path[0];
  const last = path[n - 1];
  if (!check.closed) throw new RangeError(`tour must be a closed tour to start it elsewhere: its last square ${last} is not a knight's move from its first ${first}`);
  const k = path.indexOf(square);
  const out = new Int32Array(n);
  out.set(path.subarray(k), 0);
  out.set(path.subarray(0, k), n - k);
  return { rows, cols, path: out };
}

/**
 * Builds a Tour from a path of squares on a rows×cols board (copied into an Int32Array): one square
 * per step, rows·cols of them as the Tour contract says; knight moves or not (validateTour judges).
 */
export function makeTour(rows: number, cols: number, path: ArrayLike<number>): Tour {
  checkBoard(rows, cols);
  const p = checkSquares('path', path, rows * cols);
  if (p.length !== rows * cols) throw new RangeError(`path must have ${rows * cols} squares (one per square of the ${rows}×${cols} board), got ${p.length}`);
  return { rows, cols, path: Int32Array.from(p) };
}

/** The course's board: `grid[row][col]` = step at which the tour visits that square (−1 if never). */
export function tourToGrid(tour: Tour): number[][] {
  checkObject('tour', tour, '{ rows, cols, path }');
  const { rows, cols, path } = tour;
  checkInteger('tour.rows', rows, 1);
  checkInteger('tour.cols', cols, 1);
  // refused before allocating: a grid of numbers costs 8 bytes a square
  checkAllocation(`a ${rows}×${cols} grid (tour.rows × tour.cols)`, rows * cols, 8);
  checkSquares('tour.path', path, rows * cols);
  const grid: number[][] = Array.from({ length: rows }, () => new Array<number>(cols).fill(-1));
  for (let k = 0; k < path.length; k++) {
    const s = path[k];
    grid[(s / cols) | 0][s % cols] = k;
  }
  return grid;
}

/** Checks that `grid` is a non-empty array of rows (arrays) of equal length; returns [rows, cols]. */
function checkGrid(grid: unknown): [number, number] {
  const g = checkArrayLike<unknown>('grid', grid);
  if (g.length === 0) throw new RangeError(`grid must have at least one row, got ${describe(grid)}`);
  const cols = checkArrayLike('grid[0]', g[0]).length;
  for (let r = 0; r < g.length; r++) {
    const row = checkArrayLike(`grid[${r}]`, g[r]);
    if (row.length !== cols) throw new RangeError(`grid[${r}] must have ${cols} cells like grid[0], got ${row.length}`);
  }
  return [g.length, cols];
}

/** Inverse of {@link tourToGrid}: a grid of step numbers back to a Tour (each step 0 … n−1 exactly once). */
export function gridToTour(grid: readonly (readonly number[])[]): Tour {
  const [rows, cols] = checkGrid(grid);
  checkBoard(rows, cols);
  const n = rows * cols;
  const path = new Int32Array(n).fill(-1);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const k = grid[r][c];
      if (!(typeof k === 'number' && Number.isInteger(k) && k >= 0 && k < n)) checkInteger(`grid[${r}][${c}]`, k, 0, n - 1);
      if (path[k] >= 0) {
        const s = path[k];
        throw new RangeError(`grid must hold each step from 0 to ${n - 1} once: step ${k} is at grid[${(s / cols) | 0}][${s % cols}] and grid[${r}][${c}]`);
      }
      path[k] = r * cols + c;
    }
  }
  return { rows, cols, path };
}

/**
 * Text of a grid as the course program printed it: one line per row, cells right-aligned to a
 * common width and separated by `|`, e.g. `| 0| 3| 6|`.
 */
export function formatGrid(grid: readonly (readonly (number | string)[])[]): string {
  const g = checkArrayLike<unknown>('grid', grid);
  let width = 1;
  let cells = 0;
  for (let r = 0; r < g.length; r++) {
    const row = checkArrayLike<unknown>(`grid[${r}]`, g[r]);
    for (let c = 0; c < row.length; c++) {
      const cell = row[c];
      if (typeof cell !== 'number' && typeof cell !== 'string') throw new TypeError(`grid[${r}][${c}] must be a number or a string, got ${describe(cell)}`);
      width = Math.max(width, String(cell).length);
    }
    cells += row.length;
  }
  // refused before building: every cell takes `width` characters and a bar (2 bytes a character)
  checkAllocation(`the text of a grid of ${cells} cells ${width} wide`, cells * (width + 1) + 2 * g.length, 2);
  return Array.from(g as ArrayLike<readonly (number | string)[]>, (row) => '|' + Array.from(row, (cell) => String(cell).padStart(width)).join('|') + '|').join('\n');
}
