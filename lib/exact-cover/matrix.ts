/**
 * Exact-cover problems as labelled 0/1 matrices, and the validator every answer passes through.
 *
 * Glossary
 * - CoverMatrix: labelled columns (primary first, then secondary) and labelled rows, each row
 *   listing the indices of its 1s. Problem modules (Sudoku, queens, pentominoes) build one.
 * - Exact cover: a set of rows with exactly one 1 in every primary column and at most one in
 *   every secondary column.
 */

import { checkArrayLike, checkInteger, describe } from '../check';
import { DancingLinks } from './dlx';

/** A labelled column of a cover matrix. */
export interface CoverColumn {
  /** Short name, as in Knuth's DLX files. */
  name: string;
  /** Kind of constraint (e.g. 'cell', 'row-digit', 'diagonal'). */
  kind: string;
}

/** A labelled row of a cover matrix: `columns` holds the indices of its 1s. */
export interface CoverRow {
  columns: readonly number[];
}

/**
 * Why a set of rows is not an exact cover, as data (lib/i18n's `exactCoverProblemText` words it):
 * - 'not-a-row': `got` is not a row index (rows are 0 … rows − 1);
 * - 'row-twice': row `row` is chosen twice;
 * - 'bad-column': row `row` names `got` at `position`, not a column of the matrix (0 … columns − 1) or a repeat;
 * - 'covered-twice': column `column` (its name) has two 1s among the rows;
 * - 'uncovered': primary column `column` has none.
 */
export type CoverProblem =
  | { kind: 'not-a-row'; got: string; rows: number }
  | { kind: 'row-twice'; row: number }
  | { kind: 'bad-column'; row: number; got: string; position: number; columns: number }
  | { kind: 'covered-twice'; column: string }
  | { kind: 'uncovered'; column: string };

/** Verdict of `isExactCover`. */
export interface CoverCheck {
  ok: boolean;
  problem?: CoverProblem;
}

/** A 0/1 matrix with labelled rows and columns; columns `0 … primary−1` are primary. */
export interface CoverMatrix<R extends CoverRow = CoverRow, C extends CoverColumn = CoverColumn> {
  columns: C[];
  /** How many of the columns (the first ones) are primary; the rest are secondary. */
  primary: number;
  rows: R[];
}

/**
 * Checks the shape of a cover matrix at the door: `columns` an array of { name } (names strings),
 * `primary` an integer from 0 to columns.length, `rows` an array of { columns } arrays. With
 * `deep`, every row's column indices too (integers inside the matrix, none twice). Returns the
 * column count.
 */
function checkCoverMatrix(matrix: CoverMatrix, deep: boolean): number {
  if (matrix === null || typeof matrix !== 'object' || Array.isArray(matrix)) {
    throw new TypeError(`matrix must be an object { columns, primary, rows }, got ${describe(matrix)}`);
  }
  const { columns, rows } = matrix;
  if (!Array.isArray(columns)) throw new TypeError(`matrix.columns must be an array of { name, kind }, got ${describe(columns)}`);
  for (let c = 0; c < columns.length; c++) {
    const col = columns[c];
    if (col === null || typeof col !== 'object' || typeof col.name !== 'string') {
      throw new TypeError(`matrix.columns[${c}] must be an object with a name (a string), got ${describe(col)}`);
    }
  }
  checkInteger('matrix.primary', matrix.primary, 0, columns.length);
  if (!Array.isArray(rows)) throw new TypeError(`matrix.rows must be an array of { columns }, got ${describe(rows)}`);
  for (let r = 0; r < rows.length; r++) {
    const row = rows[r];
    if (row === null || typeof row !== 'object' || !Array.isArray(row.columns)) {
      throw new TypeError(`matrix.rows[${r}] must be an object { columns: [...] }, got ${describe(row)}`);
    }
    if (deep) {
      const why = rowProblem(row.columns, columns.length);
      if (why) throw new RangeError(`matrix.rows[${r}].columns must be distinct columns from 0 to ${columns.length - 1}, got ${why}`);
    }
  }
  return columns.length;
}

/** Where a row's column list stops being one of an n-column matrix (a bad or repeated index), or null. */
function badColumn(cols: readonly number[], n: number): { position: number; got: string; repeat: boolean } | null {
  for (let i = 0; i < cols.length; i++) {
    const c = cols[i];
    if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c >= n) return { position: i, got: describe(c), repeat: false };
    for (let j = 0; j < i; j++) if (cols[j] === c) return { position: i, got: describe(c), repeat: true };
  }
  return null;
}

/** Why a row's column list is not one of an n-column matrix, in lib/check's English (for refusals), or null. */
function rowProblem(cols: readonly number[], n: number): string | null {
  const bad = badColumn(cols, n);
  return bad === null ? null : bad.repeat ? `column ${bad.got} twice` : `${bad.got} at position ${bad.position}`;
}

/** Build the Dancing Links structure of a cover matrix. */
export function coverLinks(matrix: CoverMatrix): DancingLinks {
  checkCoverMatrix(matrix, false); // the constructor checks every row's columns
  const names = matrix.columns.map((c) => c.name);
  return new DancingLinks({
    primary: names.slice(0, matrix.primary),
    secondary: names.slice(matrix.primary),
    rows: matrix.rows.map((r) => r.columns),
  });
}

/**
 * Check that `rows` (row indices) is an exact cover of `matrix`: every primary column once, no
 * secondary column twice, no row twice. The error names the first offending column or row; a
 * chosen row naming a column outside the matrix is not a cover either.
 */
export function isExactCover(matrix: CoverMatrix, rows: readonly number[]): CoverCheck {
  const n = checkCoverMatrix(matrix, false);
  checkArrayLike('rows', rows);
  const hits = new Int32Array(n);
  const seen = new Set<number>();
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i];
    if (typeof r !== 'number' || !Number.isInteger(r) || r < 0 || r >= matrix.rows.length) {
      return { ok: false, problem: { kind: 'not-a-row', got: describe(r), rows: matrix.rows.length } };
    }
    if (seen.has(r)) return { ok: false, problem: { kind: 'row-twice', row: r } };
    seen.add(r);
    const cols = matrix.rows[r].columns;
    const bad = badColumn(cols, n);
    if (bad) return { ok: false, problem: { kind: 'bad-column', row: r, got: bad.got, position: bad.position, columns: n } };
    for (const c of cols) {
      if (++hits[c] > 1) return { ok: false, problem: { kind: 'covered-twice', column: matrix.columns[c].name } };
    }
  }
  for (let c = 0; c < matrix.primary; c++) {
    if (hits[c] === 0) return { ok: false, problem: { kind: 'uncovered', column: matrix.columns[c].name } };
  }
  return { ok: true };
}

/** Count of 1s per column (for checking a matrix's shape). */
export function columnCounts(matrix: CoverMatrix): number[] {
  const counts = new Array<number>(checkCoverMatrix(matrix, true)).fill(0);
  for (const r of matrix.rows) for (const c of r.columns) counts[c]++;
  return counts;
}
