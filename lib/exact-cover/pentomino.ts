/**
 * Pentomino tilings of a rectangle as exact cover.
 *
 * Glossary
 * - Piece: one of the twelve pentominoes, named by Conway's letters F I L N P T U V W X Y Z.
 * - Shape: a piece in one orientation, as cells [row, col] shifted to touch row 0 and column 0.
 * - Placement (a matrix row): a shape at an offset on the board; it covers its piece's column and
 *   its five cell columns.
 * - Columns: the rows·cols cells first (named as in Knuth's files: column then row, base 36,
 *   column-major order), then the twelve pieces.
 * - Symmetry 'reduced': one tiling per class under the rectangle's symmetries (a tiling and its
 *   mirror images count once). When both sides are even the X pentomino's centre is kept in the
 *   top-left quadrant (Knuth's trick: X is symmetric and its centre never lies on a mirror line);
 *   otherwise the asymmetric F keeps one orientation per symmetry class.
 */

import { checkAllocation, checkArrayLike, checkChoice, checkInteger, checkOptions, describe } from '../check';
import type { CoverMatrix } from './matrix';

/** Conway's letters, in the column order of Knuth's files. */
export const PENTOMINO_NAMES = Object.freeze(['I', 'F', 'L', 'N', 'P', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z'] as const);

/** A pentomino letter. */
export type PentominoName = (typeof PENTOMINO_NAMES)[number];

/** Freezes a table and everything in it, so that no caller can change the library's copy. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

/** The twelve pieces as [row, col] cells in one reference orientation (deeply frozen). */
export const PENTOMINOES: Readonly<Record<PentominoName, readonly (readonly [number, number])[]>> = deepFreeze({
  I: [[0, 0], [1, 0], [2, 0], [3, 0], [4, 0]],
  F: [[0, 1], [0, 2], [1, 0], [1, 1], [2, 1]],
  L: [[0, 0], [1, 0], [2, 0], [3, 0], [3, 1]],
  N: [[0, 0], [1, 0], [2, 0], [2, 1], [3, 1]],
  P: [[0, 0], [0, 1], [1, 0], [1, 1], [2, 0]],
  T: [[0, 0], [0, 1], [0, 2], [1, 1], [2, 1]],
  U: [[0, 0], [0, 2], [1, 0], [1, 1], [1, 2]],
  V: [[0, 0], [1, 0], [2, 0], [2, 1], [2, 2]],
  W: [[0, 0], [1, 0], [1, 1], [2, 1], [2, 2]],
  X: [[0, 1], [1, 0], [1, 1], [1, 2], [2, 1]],
  Y: [[0, 1], [1, 0], [1, 1], [2, 1], [3, 1]],
  Z: [[0, 0], [0, 1], [1, 1], [2, 1], [2, 2]],
});

/** A row of the pentomino matrix: a piece in some orientation at some offset. */
export interface PentominoRow {
  piece: PentominoName;
  /** Index of the shape among the piece's distinct orientations. */
  orientation: number;
  /** Board squares r·cols + c it covers, ascending. */
  cells: number[];
  columns: number[];
}

/** A column of the pentomino matrix. */
export interface PentominoColumn {
  name: string;
  kind: 'cell' | 'piece';
  /** Square index r·cols + c, or the piece's index in PENTOMINO_NAMES. */
  index: number;
}

/** Options for {@link pentominoCover}. */
export interface PentominoOptions {
  /** 'all' (default): every tiling; 'reduced': one per symmetry class of the rectangle. */
  symmetry?: 'all' | 'reduced';
}

type Shape = [number, number][];

function normalize(cells: readonly (readonly [number, number])[]): Shape {
  const r0 = Math.min(...cells.map((c) => c[0]));
  const c0 = Math.min(...cells.map((c) => c[1]));
  return cells.map(([r, c]) => [r - r0, c - c0] as [number, number]).sort((a, b) => a[0] - b[0] || a[1] - b[1]);
}

const rotate = (s: Shape): Shape => normalize(s.map(([r, c]) => [c, -r] as [number, number]));
const mirror = (s: Shape): Shape => normalize(s.map(([r, c]) => [r, -c] as [number, number]));
const key = (s: Shape) => s.map((p) => p.join(',')).join(' ');

/** The distinct orientations of a piece (rotations, then the mirror image's rotations). */
export function orientations(piece: PentominoName): Shape[] {
  const base = PENTOMINOES[checkChoice('piece', piece, PENTOMINO_NAMES)];
  const out: Shape[] = [];
  const seen = new Set<string>();
  let s = normalize(base);
  for (let m = 0; m < 2; m++) {
    for (let k = 0; k < 4; k++) {
      if (!seen.has(key(s))) {
        seen.add(key(s));
        out.push(s);
      }
      s = rotate(s);
    }
    s = mirror(s);
  }
  return out;
}

/** The pentomino exact-cover matrix for a rows × cols rectangle (rows·cols must be 60). */
export function pentominoCover(rows: number, cols: number, opts?: PentominoOptions): CoverMatrix<PentominoRow, PentominoColumn> {
  checkInteger('rows', rows, 1, 60);
  checkInteger('cols', cols, 1, 60);
  if (rows * cols !== 60) {
    throw new RangeError(`the twelve pentominoes cover 60 squares: rows × cols must be 60, got ${rows}×${cols} = ${rows * cols}`);
  }
  const symmetry = checkChoice('symmetry', checkOptions(opts, ['symmetry']).symmetry ?? 'all', ['all', 'reduced'] as const);

  const columns: PentominoColumn[] = [];
  const cellCol = new Array<number>(rows * cols);
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      cellCol[r * cols + c] = columns.length;
      columns.push({ name: `${c.toString(36)}${r.toString(36)}`, kind: 'cell', index: r * cols + c });
    }
  }
  const pieceCol = new Map<PentominoName, number>();
  PENTOMINO_NAMES.forEach((p, i) => {
    pieceCol.set(p, columns.length);
    columns.push({ name: p, kind: 'piece', index: i });
  });

  // Which piece carries the symmetry restriction, and how.
  const xQuadrant = symmetry === 'reduced' && rows % 2 === 0 && cols % 2 === 0 && rows !== cols;
  let fAllowed: Set<string> | null = null;
  if (symmetry === 'reduced' && !xQuadrant) {
    // F has no symmetry: its 8 orientations fall into 8/|G| classes under the board's group G;
    // keep one orientation from each (the reference one, and its quarter turn when G has order 4).
    const f0 = normalize(PENTOMINOES.F);
    fAllowed = new Set([key(f0)]);
    if (rows !== cols) fAllowed.add(key(rotate(f0)));
  }

  const out: PentominoRow[] = [];
  for (const piece of PENTOMINO_NAMES) {
    orientations(piece).forEach((shape, o) => {
      if (piece === 'F' && fAllowed && !fAllowed.has(key(shape))) return;
      const h = Math.max(...shape.map((p) => p[0])) + 1;
      const w = Math.max(...shape.map((p) => p[1])) + 1;
      for (let dr = 0; dr + h <= rows; dr++) {
        for (let dc = 0; dc + w <= cols; dc++) {
          if (piece === 'X' && xQuadrant && !(dr + 1 < rows / 2 && dc + 1 < cols / 2)) continue;
          const cells = shape.map(([r, c]) => (r + dr) * cols + c + dc).sort((a, b) => a - b);
          out.push({ piece, orientation: o, cells, columns: [pieceCol.get(piece)!, ...cells.map((s) => cellCol[s])] });
        }
      }
    });
  }
  return { columns, primary: columns.length, rows: out };
}

/** The board as letters (rows of text) from a solution's placements. */
export function pentominoGrid(rows: number, cols: number, placements: readonly PentominoRow[]): string[] {
  checkInteger('rows', rows, 1, 1000);
  checkInteger('cols', cols, 1, 1000);
  checkAllocation(`a ${rows}×${cols} board`, rows * cols, 8);
  checkArrayLike('placements', placements);
  const g = new Array<string>(rows * cols).fill('.');
  for (let i = 0; i < placements.length; i++) {
    const p = placements[i];
    if (p === null || typeof p !== 'object' || !(PENTOMINO_NAMES as readonly unknown[]).includes(p.piece) || !Array.isArray(p.cells)) {
      throw new TypeError(`placements[${i}] must be a pentomino row { piece, cells }, got ${describe(p)}`);
    }
    for (const s of p.cells) {
      if (typeof s !== 'number' || !Number.isInteger(s) || s < 0 || s >= rows * cols) {
        throw new RangeError(`placements[${i}].cells must be squares from 0 to ${rows * cols - 1} of the ${rows}×${cols} board, got ${describe(s)}`);
      }
      g[s] = p.piece;
    }
  }
  const lines: string[] = [];
  for (let r = 0; r < rows; r++) lines.push(g.slice(r * cols, r * cols + cols).join(''));
  return lines;
}

/**
 * Why a grid of letters is not a tiling, as data (lib/i18n's `pentominoProblemText` words it):
 * the board is not 60 squares, a row is short or long, a square holds no pentomino letter, a piece
 * covers other than 5 squares, or its squares do not form its shape. Rows and columns are 0-based.
 */
export type TilingProblem =
  | { kind: 'board-size'; rows: number; cols: number }
  | { kind: 'ragged'; row: number; squares: number; expected: number }
  | { kind: 'not-a-letter'; row: number; col: number; got: string }
  | { kind: 'piece-size'; piece: PentominoName; squares: number }
  | { kind: 'wrong-shape'; piece: PentominoName };

/**
 * Check a tiling given as letters (one string per board row): every square covered, each of the
 * twelve letters used once, each letter's five squares forming that pentomino in some orientation.
 */
export function validatePentominoTiling(grid: readonly string[]): { ok: boolean; problem?: TilingProblem } {
  // An index loop, not every(): every() skips the holes of a sparse array.
  let strings = Array.isArray(grid);
  for (let r = 0; strings && r < grid.length; r++) strings = typeof grid[r] === 'string';
  if (!strings) throw new TypeError(`grid must be an array of strings (one per board row), got ${describe(grid)}`);
  const rows = grid.length;
  const cols = rows > 0 ? grid[0].length : 0;
  if (rows * cols !== 60) return { ok: false, problem: { kind: 'board-size', rows, cols } };
  const cells = new Map<string, [number, number][]>();
  for (let r = 0; r < rows; r++) {
    if (grid[r].length !== cols) return { ok: false, problem: { kind: 'ragged', row: r, squares: grid[r].length, expected: cols } };
    for (let c = 0; c < cols; c++) {
      const ch = grid[r][c];
      if (!(PENTOMINO_NAMES as readonly string[]).includes(ch)) return { ok: false, problem: { kind: 'not-a-letter', row: r, col: c, got: describe(ch) } };
      if (!cells.has(ch)) cells.set(ch, []);
      cells.get(ch)!.push([r, c]);
    }
  }
  for (const p of PENTOMINO_NAMES) {
    const mine = cells.get(p);
    if (!mine || mine.length !== 5) return { ok: false, problem: { kind: 'piece-size', piece: p, squares: mine ? mine.length : 0 } };
    const k = key(normalize(mine));
    if (!orientations(p).some((s) => key(s) === k)) return { ok: false, problem: { kind: 'wrong-shape', piece: p } };
  }
  return { ok: true };
}
