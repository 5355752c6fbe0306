/**
 * Board geometry for knight's tours on rows×cols boards.
 *
 * Glossary
 * - Square: an integer index `row * cols + col`, 0-based (row 0 is the top row as printed).
 * - Move: one of the 8 knight displacements `[dRow, dCol]`, taken in the fixed order {@link MOVES}.
 * - Degree: the number of knight moves from a square that stay on the board
 *   (or, during a search, that land on a square not yet visited).
 */

import { MAX_ALLOCATION_BYTES, checkAllocation, checkInteger, checkString } from '../check';

/**
 * The 8 knight moves `[dRow, dCol]` in the library's fixed order.
 *
 * This is the order of the classic textbook backtracking program (GeeksforGeeks'
 * `xMove = {2, 1, -1, -2, -2, -1, 1, 2}`, `yMove = {1, 2, 2, 1, -1, -2, -2, -1}`, with x the row):
 * starting two rows down and one column right, it turns round the knight — anticlockwise as the
 * board is printed (row 0 on top). With Warnsdorff's rule and tie-break "first minimum in this
 * order", the first board n×n on which a tour from the corner dead-ends is n = 64.
 * Every search in lib/knight enumerates moves in this order unless it says otherwise.
 */
export const MOVES: ReadonlyArray<readonly [number, number]> = Object.freeze([
  [2, 1], [1, 2], [-1, 2], [-2, 1], [-2, -1], [-1, -2], [1, -2], [2, -1],
].map((m) => Object.freeze(m as [number, number])));

/** Row offsets of {@link MOVES}, as a typed array for hot loops. */
export const MOVE_DR = Int8Array.from(MOVES.map((m) => m[0]));
/** Column offsets of {@link MOVES}, as a typed array for hot loops. */
export const MOVE_DC = Int8Array.from(MOVES.map((m) => m[1]));

/** Largest number of squares any function here accepts (2^31 − 1 would overflow Int32 indices). */
export const MAX_SQUARES = 2 ** 30;

/** Validates a board size (each side an integer ≥ 1, at most {@link MAX_SQUARES} squares in all). */
export function checkBoard(rows: unknown, cols: unknown, maxSquares: number = MAX_SQUARES): void {
  if (maxSquares !== MAX_SQUARES) checkInteger('maxSquares', maxSquares, 1);
  checkInteger('rows', rows, 1);
  checkInteger('cols', cols, 1);
  const squares = (rows as number) * (cols as number);
  if (squares > maxSquares) {
    throw new RangeError(`board ${rows}×${cols} (rows × cols) has ${squares} squares; at most ${maxSquares} are allowed here`);
  }
}

/** Validates a square index on a rows×cols board: an integer in [0, rows·cols − 1]. */
export function checkSquare(rows: number, cols: number, square: unknown, name = 'start'): number {
  checkInteger('rows', rows, 1);
  checkInteger('cols', cols, 1);
  checkString('name', name, 40);
  return checkSquareOn(rows, cols, square, name);
}

/** {@link checkSquare} for callers that have checked the board (the message is built only for a bad square). */
export function checkSquareOn(rows: number, cols: number, square: unknown, name = 'start'): number {
  if (typeof square === 'number' && Number.isInteger(square) && square >= 0 && square < rows * cols) return square;
  return checkInteger(`${name} square`, square, 0, rows * cols - 1);
}

/** Square index of (row, col) on a rows×cols board. */
export function squareOf(rows: number, cols: number, row: number, col: number): number {
  checkBoard(rows, cols);
  checkInteger('row', row, 0, rows - 1);
  checkInteger('col', col, 0, cols - 1);
  return row * cols + col;
}

/** `[row, col]` of a square on a rows×cols board. */
export function coordsOf(rows: number, cols: number, square: number): [number, number] {
  checkBoard(rows, cols);
  checkInteger('square', square, 0, rows * cols - 1);
  return [Math.floor(square / cols), square % cols];
}

/**
 * True when a displacement of `dRow` rows and `dCol` columns (integers) is a knight's move
 * (|dRow·dCol| = 2). No checks: it runs in the inner loops of the joins, the construction and
 * checkCycle, behind their doors; {@link isKnightMove} is the checked entry.
 */
export function isKnightOffset(dRow: number, dCol: number): boolean {
  const p = dRow * dCol;
  return p === 2 || p === -2;
}

/** True when squares a and b of a rows×cols board are a knight's move apart. */
export function isKnightMove(rows: number, cols: number, a: number, b: number): boolean {
  checkBoard(rows, cols);
  checkInteger('a', a, 0, rows * cols - 1);
  checkInteger('b', b, 0, rows * cols - 1);
  return isKnightOffset(Math.floor(a / cols) - Math.floor(b / cols), (a % cols) - (b % cols));
}

/**
 * The colour of a square of a board `cols` wide: 1 on light squares — (row + col) even, the colour
 * of the corner square 0 — and 0 on dark ones. A knight's move always changes colour (the knight's
 * graph is bipartite). No checks: the searches call it per square, behind their own door.
 */
export function isLight(cols: number, square: number): 0 | 1 {
  return (((square / cols) | 0) + (square % cols)) & 1 ? 0 : 1;
}

/** Squares a knight reaches from `square` on a rows×cols board, in the order of {@link MOVES}. */
export function neighbours(rows: number, cols: number, square: number): number[] {
  checkSquare(rows, cols, square, 'square');
  return unvisitedNeighbours(rows, cols, square);
}

/**
 * The squares a knight reaches from `square` that `visited` (if given) does not mark, in the order
 * of {@link MOVES}. No checks: the step-by-step searches (warnsdorffSteps, backtrackSteps) ask it for
 * candidates and degrees at every step, behind their own door; {@link neighbours} is the checked entry.
 */
export function unvisitedNeighbours(rows: number, cols: number, square: number, visited?: ArrayLike<boolean | number>): number[] {
  const r = Math.floor(square / cols);
  const c = square % cols;
  const out: number[] = [];
  for (let m = 0; m < 8; m++) {
    const rr = r + MOVE_DR[m];
    const cc = c + MOVE_DC[m];
    if (rr >= 0 && rr < rows && cc >= 0 && cc < cols && !visited?.[rr * cols + cc]) out.push(rr * cols + cc);
  }
  return out;
}

/** Degree of every square (number of knight moves that stay on the board), indexed by square. */
export function degreeMap(rows: number, cols: number): Uint8Array {
  checkInteger('rows', rows, 1);
  checkInteger('cols', cols, 1);
  checkAllocation(`the degree map of a ${rows}×${cols} board (rows × cols)`, rows * cols, 1);
  checkBoard(rows, cols);
  const deg = new Uint8Array(rows * cols);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      let d = 0;
      for (let m = 0; m < 8; m++) {
        const rr = r + MOVE_DR[m];
        const cc = c + MOVE_DC[m];
        if (rr >= 0 && rr < rows && cc >= 0 && cc < cols) d++;
      }
      deg[r * cols + c] = d;
    }
  }
  return deg;
}

/**
 * The knight's-move graph as a flat adjacency table: `adj[8·s + k]` is the k-th neighbour of s
 * (in {@link MOVES} order, off-board moves skipped) and `count[s]` how many there are.
 * Searches use it so the inner loop has no bounds arithmetic. `without` (optional) is a square left
 * off the board: it has no neighbours and is no one's neighbour (the corner of a corner-less base case).
 */
export function knightGraph(rows: number, cols: number, without = -1): { adj: Int32Array; count: Uint8Array } {
  checkBoard(rows, cols);
  const n = rows * cols;
  if (without !== -1) checkInteger('without', without, -1, n - 1);
  // refused before allocating: 8 Int32 neighbours and a count byte a square
  if (33 * n > MAX_ALLOCATION_BYTES) checkAllocation(`the knight's graph of a ${rows}×${cols} board (rows × cols)`, n, 33);
  const adj = new Int32Array(8 * n).fill(-1);
  const count = new Uint8Array(n);
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      const s = r * cols + c;
      if (s === without) continue;
      let k = 0;
      for (let m = 0; m < 8; m++) {
        const rr = r + MOVE_DR[m];
        const cc = c + MOVE_DC[m];
        if (rr >= 0 && rr < rows && cc >= 0 && cc < cols && rr * cols + cc !== without) adj[8 * s + k++] = rr * cols + cc;
      }
      count[s] = k;
    }
  }
  return { adj, count };
}

/**
 * One shortest knight route from the start of a distance table to `target`: `dist[s]` is the fewest moves from
 * the start to s (−1 unreachable), as a breadth-first search fills it. Walks back from the target through a
 * square one move closer each time (the first in {@link MOVES} order); [] when the target is unreachable.
 */
export function shortestRoute(rows: number, cols: number, dist: ArrayLike<number>, target: number): number[] {
  checkSquare(rows, cols, target, 'target');
  if (dist.length !== rows * cols) throw new RangeError(`dist must hold one distance per square (${rows * cols}), got ${dist.length}`);
  if (dist[target] < 0) return [];
  const route = [target];
  for (let s = target; dist[s] > 0;) {
    const closer = unvisitedNeighbours(rows, cols, s).find((t) => dist[t] === dist[s] - 1);
    if (closer === undefined) throw new RangeError(`dist is not a table of knight distances: square ${s} (distance ${dist[s]}) has no neighbour at distance ${dist[s] - 1}`);
    route.unshift(closer);
    s = closer;
  }
  return route;
}
