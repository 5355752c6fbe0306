/**
 * N-queens as generalised exact cover (Knuth's queens-dlx).
 *
 * Glossary
 * - Row ⟨i, j⟩: a queen on rank i, file j (0-based).
 * - Primary columns: every rank `r{i}` and every file `c{j}` holds exactly one queen; ordered from
 *   the middle outwards (r4 c4 r3 c3 r5 c5 … for n = 8), as Knuth orders them, so that ties in
 *   the column rule fall on the central, most constrained lines first.
 * - Secondary columns: every diagonal `a{i+j}` and anti-diagonal `b{j−i+n−1}` holds at most one
 *   queen; the one-square corner diagonals are left out (they can never clash).
 * - Placement: the course's vector v, v[i] = file (1-based) of the queen on rank i+1; lib/queens's
 *   `validatePlacement` checks it, and lib/queens's `A000170` holds the known counts.
 */

import { checkArrayLike, checkInteger } from '../check';
import type { CoverMatrix } from './matrix';

/** A row of the queens matrix: a queen at (rank, file). */
export interface QueensRow {
  rank: number;
  file: number;
  columns: number[];
}

/** A column of the queens matrix. */
export interface QueensColumn {
  name: string;
  kind: 'rank' | 'file' | 'diagonal' | 'anti-diagonal';
  /** Rank, file or diagonal number. */
  index: number;
}

function digit(i: number, n: number): string {
  return n <= 36 ? i.toString(36) : `${i}.`;
}

/** The n-queens exact-cover matrix, rows and columns in the order of Knuth's queens-dlx. */
export function queensCover(n: number): CoverMatrix<QueensRow, QueensColumn> {
  checkInteger('n', n, 1, 1000);
  const columns: QueensColumn[] = [];
  const rankCol = new Array<number>(n);
  const fileCol = new Array<number>(n);
  const mid = Math.floor(n / 2);
  for (let k = 0; k < n; k++) {
    const t = k % 2 === 1 ? mid - (k + 1) / 2 : mid + k / 2;
    rankCol[t] = columns.length;
    columns.push({ name: `r${digit(t, n)}`, kind: 'rank', index: t });
    fileCol[t] = columns.length;
    columns.push({ name: `c${digit(t, n)}`, kind: 'file', index: t });
  }
  const primary = columns.length;
  const aCol = new Array<number>(2 * n - 1).fill(-1);
  const bCol = new Array<number>(2 * n - 1).fill(-1);
  for (let d = 1; d <= 2 * n - 3; d++) {
    aCol[d] = columns.length;
    columns.push({ name: `a${digit(d, n)}`, kind: 'diagonal', index: d });
    bCol[d] = columns.length;
    columns.push({ name: `b${digit(d, n)}`, kind: 'anti-diagonal', index: d });
  }
  const rows: QueensRow[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const cols = [rankCol[i], fileCol[j]];
      if (aCol[i + j] >= 0) cols.push(aCol[i + j]);
      if (bCol[j - i + n - 1] >= 0) cols.push(bCol[j - i + n - 1]);
      rows.push({ rank: i, file: j, columns: cols });
    }
  }
  return { columns, primary, rows };
}

/** Turn a solution (row indices of queensCover(n)) into the course's vector (1-based files). */
export function queensPlacement(n: number, rows: readonly number[]): number[] {
  checkInteger('n', n, 1, 1000);
  checkArrayLike('rows', rows);
  if (rows.length !== n) throw new RangeError(`rows must be a solution of queensCover(${n}): one row per rank, ${n} in all, got ${rows.length}`);
  const v = new Array<number>(n).fill(0);
  // Ranks, files and both diagonals each used once: the rows are a solution, not just n rows.
  const used = new Set<string>();
  for (let i = 0; i < n; i++) {
    const r = checkInteger(`rows[${i}]`, rows[i], 0, n * n - 1);
    const rank = Math.floor(r / n);
    const file = r % n;
    for (const line of [`rank ${rank + 1}`, `file ${file + 1}`, `diagonal ${rank + file}`, `anti-diagonal ${file - rank}`]) {
      if (used.has(line)) throw new RangeError(`rows must be a solution of queensCover(${n}) (no two queens on one line), got two queens on ${line} (rows[${i}] = ${r})`);
      used.add(line);
    }
    v[rank] = file + 1;
  }
  return v;
}
