/**
 * The squares one queen attacks (the handout's Fig. 1, "Movimiento de la Reina"): along its row, its
 * column and its two diagonals — where i − j = k − l (one diagonal) or i + j = k + l (the other), in the
 * handout's words. Rows and columns are 1-based, as in the course's vectors.
 */
import { checkInteger } from '../check';
import { checkBoardSize } from './placement';

/** The line along which a queen attacks a square: its row, its column, or one of its two diagonals. */
export type AttackLine = 'row' | 'column' | 'diagonal' | 'antiDiagonal';

/** A square a queen attacks (1-based row and column) and the line it lies on. */
export interface AttackedSquare {
  row: number;
  col: number;
  line: AttackLine;
}

/** Largest board `queenAttacks` draws up (it lists squares, at most 4(n − 1) of them). */
export const MAX_ATTACK_BOARD = 10_000;

/**
 * Every square a queen on (row, col) of an n×n board attacks, each with its line: 'diagonal' where
 * row − col is the queen's (i − j = k − l), 'antiDiagonal' where row + col is (i + j = k + l). Sorted
 * by row, then column; the queen's own square is not listed.
 */
export function queenAttacks(n: number, row: number, col: number): AttackedSquare[] {
  checkBoardSize(n, MAX_ATTACK_BOARD);
  checkInteger('row', row, 1, n);
  checkInteger('col', col, 1, n);
  const out: AttackedSquare[] = [];
  // Walk the eight rays out from the queen: O(n), not a scan of all n² squares.
  const rays: [number, number, AttackLine][] = [[0, -1, 'row'], [0, 1, 'row'], [-1, 0, 'column'], [1, 0, 'column'],
    [-1, -1, 'diagonal'], [1, 1, 'diagonal'], [-1, 1, 'antiDiagonal'], [1, -1, 'antiDiagonal']];
  for (const [dr, dc, line] of rays) {
    for (let r = row + dr, c = col + dc; r >= 1 && r <= n && c >= 1 && c <= n; r += dr, c += dc) out.push({ row: r, col: c, line });
  }
  return out.sort((a, b) => a.row - b.row || a.col - b.col);
}
