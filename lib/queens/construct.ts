/**
 * One solution for any n that has one, by an explicit construction (no search), in O(n):
 * the classical even-then-odd pattern, with the two exceptional residues n mod 6 = 2 and 3 repaired
 * (Hoffman, Loessi and Moore, 1969; the form given in Wikipedia's "Eight queens puzzle").
 *
 * - n mod 6 ∉ {2, 3}: the even columns 2, 4, …, then the odd ones 1, 3, ….
 * - n mod 6 = 2: evens; then odds with 1 and 3 swapped and 5 moved to the end (3, 1, 7, 9, …, 5).
 * - n mod 6 = 3: evens with 2 moved to the end (4, 6, …, 2); then odds with 1 and 3 moved to the end
 *   (5, 7, …, 1, 3).
 */
import { checkBoardSize } from './placement';

/** Largest n `solveQueens` accepts (an Int32Array of that many columns is 200 MB). */
export const MAX_SOLVE_N = 50_000_000;

/**
 * Result of `solveQueens`: 'found' with the vector, or 'none' for n = 2 and n = 3 (no solution
 * exists: every square of row 2 is attacked by the queen of row 1).
 */
export type QueensSolveResult =
  | { n: number; status: 'found'; vector: Int32Array; stats: { ms: number } }
  | { n: number; status: 'none'; stats: { ms: number } };

/** Builds one solution (1-based columns per row) for n = 1 and every n ≥ 4; status 'none' for 2 and 3. */
export function solveQueens(n: number): QueensSolveResult {
  checkBoardSize(n, MAX_SOLVE_N);
  const t0 = performance.now();
  if (n === 2 || n === 3) {
    return { n, status: 'none', stats: { ms: performance.now() - t0 } };
  }
  const v = new Int32Array(n);
  let k = 0;
  const r = n % 6;
  if (r === 3) {
    for (let c = 4; c <= n; c += 2) v[k++] = c;
    v[k++] = 2;
    for (let c = 5; c <= n; c += 2) v[k++] = c;
    v[k++] = 1;
    v[k++] = 3;
  } else if (r === 2) {
    for (let c = 2; c <= n; c += 2) v[k++] = c;
    v[k++] = 3;
    v[k++] = 1;
    for (let c = 7; c <= n; c += 2) v[k++] = c;
    v[k++] = 5;
  } else {
    for (let c = 2; c <= n; c += 2) v[k++] = c;
    for (let c = 1; c <= n; c += 2) v[k++] = c;
  }
  return { n, status: 'found', vector: v, stats: { ms: performance.now() - t0 } };
}
