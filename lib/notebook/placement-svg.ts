/**
 * `placementSvg`: an N-queens placement in the course's notation (v[i] = column, 1-based, of the
 * queen in row i + 1) drawn with `boardSvg`: queens as ♛ (dark squares when the board is too fine
 * for symbols), attacking queens on red squares, each attacking pair joined by a line (solid red
 * for a shared column, dashed blue for a diagonal). The pairs come from the caller (lib/queens'
 * `conflicts`), so this folder stays a renderer.
 */
import { checkInteger } from '../check';
import { boardSvg } from './board-svg';

/** An attacking pair as lib/queens' `conflicts` reports it (rows and columns 1-based). */
export interface PlacementConflict {
  rows: readonly [number, number] | readonly number[];
  columns: readonly [number, number] | readonly number[];
  kind: string;
}

/** Options for `placementSvg`. */
export interface PlacementOptions {
  /** Board side (default: the vector's length). */
  n?: number;
  /** Attacking pairs to mark (default none). */
  conflicts?: readonly PlacementConflict[];
  title?: string;
}

/** A queens placement on its board, conflicts marked (see the file comment). */
export function placementSvg(vector: ArrayLike<number>, options: PlacementOptions = {}): string {
  if (vector === null || typeof vector !== 'object' || typeof vector.length !== 'number') {
    throw new TypeError(`vector must be an array of columns, got ${String(vector)}`);
  }
  const n = checkInteger('n', options.n ?? vector.length, 1, 100_000);
  const v = Array.from(vector, (x, i) => checkInteger(`vector[${i}]`, x, 1, n));
  if (v.length > n) throw new RangeError(`vector must have at most n = ${n} entries, got ${v.length}`);
  const pairs = options.conflicts ?? [];
  const inConflict = new Set(pairs.flatMap((c) => Array.from(c.rows, (r) => r - 1)));
  const cellSize = Math.max(6, Math.min(40, Math.floor(400 / n)));
  const labels: string[] = new Array(n * n).fill('');
  const fills: (string | null)[] = new Array(n * n).fill(null);
  v.forEach((x, i) => {
    if (cellSize >= 16) labels[i * n + x - 1] = '♛';
    else fills[i * n + x - 1] = '#1d4f91';
    if (inConflict.has(i)) fills[i * n + x - 1] = '#f4a6a0';
  });
  const segments = pairs.map((c) => ({
    from: (c.rows[0] - 1) * n + c.columns[0] - 1,
    to: (c.rows[1] - 1) * n + c.columns[1] - 1,
    color: c.kind === 'column' ? '#c0261b' : '#1d4f91',
    dash: c.kind !== 'column',
  }));
  return boardSvg({ rows: n, cols: n, labels, fills, segments, cellSize, title: options.title, showCoordinates: false });
}
