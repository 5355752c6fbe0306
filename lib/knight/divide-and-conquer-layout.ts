/**
 * Divide and conquer, step 1: how the board is cut into tiles.
 *
 * Glossary
 * - Band: a run of consecutive rows (or columns) 5–12 long. The board is cut into row bands ×
 *   column bands; each cell of that grid is a *tile*, covered by a base case (base-cases.ts).
 * - Band mode: all bands even, any sizes, or an odd first band then even ones — chosen so that every
 *   tile has a structured closed tour (an odd×odd tile only in the top-left corner, corner-less).
 */
import { checkAllocation, checkChoice, checkInteger } from '../check';
import { MAX_TILE, MIN_TILE } from './base-cases';

/** How a side is cut into bands: all even, any sizes, or an odd first band then even ones. */
export type BandMode = 'even' | 'any' | 'odd-first';
const BAND_MODES: readonly BandMode[] = ['even', 'any', 'odd-first'];

/** Longest side the construction handles: a path of at most 2³¹ − 1 squares, each side ≥ 5. */
const MAX_SIDE = Math.floor((2 ** 31 - 1) / MIN_TILE);

/** Cuts a side of length s into bands of 5–12 (as few and as equal as possible) obeying `mode`. */
export function splitSide(s: number, mode: BandMode): number[] {
  checkInteger('s', s, MIN_TILE, MAX_SIDE);
  checkChoice('mode', mode, BAND_MODES);
  if (mode === 'even' && s % 2 === 1) throw new RangeError(`s must be even in mode 'even' (all bands even), got ${s}`);
  if (mode === 'odd-first' && s % 2 === 0) throw new RangeError(`s must be odd in mode 'odd-first' (one odd band, the rest even), got ${s}`);
  return bandsOf(s, mode);
}

// The bands of a side and mode that fit (a size and parity the layout's choice of modes guarantees).
function bandsOf(s: number, mode: BandMode): number[] {
  if (s <= MAX_TILE && (mode !== 'odd-first' || s % 2 === 1)) return [s];
  const k = Math.ceil(s / MAX_TILE);
  if (mode === 'any') return spread(s, k);
  if (mode === 'even') return spread(s / 2, k).map((h) => 2 * h);
  // odd-first: an odd first band, the rest even; pick the odd band so the rest spreads evenly.
  let best: number[] = [];
  let bestScore = Infinity;
  for (const f of [11, 9, 7, 5]) {
    const rest = s - f;
    for (const kk of [k - 1, k]) {
      if (kk < 1 || rest < 6 * kk || rest > 12 * kk) continue;
      const bands = [f, ...spread(rest / 2, kk).map((h) => 2 * h)];
      const score = Math.max(...bands) - Math.min(...bands) + 100 * bands.length;
      if (score < bestScore) {
        bestScore = score;
        best = bands;
      }
    }
  }
  return best;
}

// `parts` integers summing to `total`, differing by at most one.
function spread(total: number, parts: number): number[] {
  const base = Math.floor(total / parts);
  const extra = total - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < extra ? 1 : 0));
}

/** The tile grid of a board: bands, whether the tour is closed, and where each band starts. */
export interface Layout {
  rows: number;
  cols: number;
  kind: 'closed' | 'open';
  rowBands: number[];
  colBands: number[];
  rowStart: number[];
  colStart: number[];
}

/** The tile grid for a rows×cols board (both sides ≥ 5): band sizes chosen so every tile has a base case. */
export function tileLayout(rows: number, cols: number): Layout {
  checkInteger('rows', rows, MIN_TILE, MAX_SIDE);
  checkInteger('cols', cols, MIN_TILE, MAX_SIDE);
  // refused before allocating: the bands of both sides (a number each, 8 bytes, twice)
  checkAllocation(`the tile layout of a ${rows}×${cols} board (rows × cols)`, Math.ceil(rows / MAX_TILE) + Math.ceil(cols / MAX_TILE), 16);
  return layoutOf(rows, cols);
}

/**
 * {@link tileLayout}'s grid, for the construction: it runs behind divideAndConquerTour's door, which
 * has checked the sides, and checks nothing again while building (test/knight-dc-boundary.test.ts).
 */
export function layoutOf(rows: number, cols: number): Layout {
  let rowMode: BandMode;
  let colMode: BandMode;
  let kind: 'closed' | 'open' = 'closed';
  if (rows % 2 === 0) [rowMode, colMode] = ['even', 'any'];
  else if (cols % 2 === 0) [rowMode, colMode] = ['any', 'even'];
  else {
    [rowMode, colMode] = ['odd-first', 'odd-first'];
    kind = 'open';
  }
  const rowBands = bandsOf(rows, rowMode);
  const colBands = bandsOf(cols, colMode);
  const starts = (b: number[]) => b.reduce((acc, x) => (acc.push(acc[acc.length - 1] + x), acc), [0]);
  return { rows, cols, kind, rowBands, colBands, rowStart: starts(rowBands), colStart: starts(colBands) };
}
