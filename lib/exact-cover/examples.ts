/**
 * Small fixtures for teaching and tests.
 *
 * Glossary
 * - Knuth's example: the 6 × 7 matrix of his "Dancing Links" paper (columns A–G); its only exact
 *   cover is rows {A D}, {B G}, {C E F}.
 */

import type { CoverMatrix } from './matrix';

/** A row of a small named example: its column names and their indices. */
export interface NamedRow {
  names: string[];
  columns: number[];
}

/** Knuth's 7-column example from "Dancing Links" (2000), rows in his order. */
export function knuthExample(): CoverMatrix<NamedRow> {
  const names = ['A', 'B', 'C', 'D', 'E', 'F', 'G'];
  const rows = [
    ['C', 'E', 'F'],
    ['A', 'D', 'G'],
    ['B', 'C', 'F'],
    ['A', 'D'],
    ['B', 'G'],
    ['D', 'E', 'G'],
  ];
  return {
    columns: names.map((name) => ({ name, kind: 'item' })),
    primary: names.length,
    rows: rows.map((r) => ({ names: r, columns: r.map((n) => names.indexOf(n)) })),
  };
}
