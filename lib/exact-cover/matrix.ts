/**
 * Exact-cover problems as labelled 0/1 matrices, and the validator every answer passes through.
 *
 * Glossary
 * - CoverMatrix: labelled columns (primary first, then secondary) and labelled rows, each row
 *   listing the indices of its 1s. Problem modules (Sudoku, queens, pentominoes) build one.
 * - Exact cover: a set of rows with exactly one 1 in every primary column and at most one in
 *   every secondary column.
 */

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

/** A 0/1 matrix with labelled rows and columns; columns `0 … primary−1` are primary. */
export interface CoverMatrix<R extends CoverRow = CoverRow, C extends CoverColumn = CoverColumn> {
  columns: C[];
  /** How many of the columns (the first ones) are primary; the rest are secondary. */
  primary: number;
  rows: R[];
}

/** Build the Dancing Links structure of a cover matrix. */
export function coverLinks(m: CoverMatrix): DancingLinks {
  const names = m.columns.map((c) => c.name);
  return new DancingLinks({
    primary: names.slice(0, m.primary),
    secondary: names.slice(m.primary),
    rows: m.rows.map((r) => r.columns),
  });
}

/**
 * Check that `rows` (row indices) is an exact cover of `m`: every primary column once, no
 * secondary column twice, no row twice. The error names the first offending column or row.
 */
export function isExactCover(m: CoverMatrix, rows: readonly number[]): { ok: boolean; error?: string } {
  const hits = new Int32Array(m.columns.length);
  const seen = new Set<number>();
  for (const r of rows) {
    if (!Number.isInteger(r) || r < 0 || r >= m.rows.length) {
      return { ok: false, error: `row ${r} is not a row of the matrix (rows are numbered from 0 to ${m.rows.length - 1})` };
    }
    if (seen.has(r)) return { ok: false, error: `row ${r} is used twice` };
    seen.add(r);
    for (const c of m.rows[r].columns) {
      if (++hits[c] > 1) return { ok: false, error: `column ${m.columns[c].name} is covered twice` };
    }
  }
  for (let c = 0; c < m.primary; c++) {
    if (hits[c] === 0) return { ok: false, error: `primary column ${m.columns[c].name} is not covered` };
  }
  return { ok: true };
}

/** Count of 1s per column (for checking a matrix's shape). */
export function columnCounts(m: CoverMatrix): number[] {
  const counts = new Array<number>(m.columns.length).fill(0);
  for (const r of m.rows) for (const c of r.columns) counts[c]++;
  return counts;
}
