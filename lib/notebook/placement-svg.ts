/**
 * `placementSvg`: an N-queens placement in the course's notation (v[i] = column, 1-based, of the
 * queen in row i + 1) drawn with `boardSvg`: queens as ♛ (dark squares when the board is too fine
 * for symbols), attacking queens on red squares, each attacking pair joined by a line (solid red
 * for a shared column, dashed blue for a diagonal). The pairs come from the caller (lib/queens'
 * `conflicts`), so this folder stays a renderer.
 */
import { checkArrayLike, checkInteger, checkObject, checkOptions, checkText, describe } from '../check';
import type { Language } from '../i18n/language';
import { boardSvg } from './board-svg';
import { BOARD, STATE } from './palette';

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
  /** At most 10 000 characters. */
  title?: string;
  /** Language of the board's tooltips (default: the one `setLanguage` chose). */
  lang?: Language;
}

/** A queens placement on its board, conflicts marked (see the file comment). */
export function placementSvg(vector: ArrayLike<number>, options?: PlacementOptions): string {
  checkArrayLike('vector', vector);
  const opts = checkOptions(options, ['n', 'conflicts', 'title', 'lang']);
  // boardSvg draws at most MAX_BOARD_SQUARES squares: 250 × 250
  const n = checkInteger('n', opts.n ?? vector.length, 1, 250);
  if (vector.length > n) throw new RangeError(`vector must have at most n = ${n} entries, got ${vector.length}`);
  const v = Array.from(vector, (x, i) => checkInteger(`vector[${i}]`, x, 1, n));
  if (opts.title !== undefined) checkText('title', opts.title);
  const pairs = opts.conflicts ?? [];
  checkArrayLike('conflicts', pairs);
  Array.from(pairs).forEach((c, i) => {
    checkObject(`conflicts[${i}]`, c, '{ rows, columns, kind } (from conflicts())');
    for (const key of ['rows', 'columns'] as const) {
      const pair = checkArrayLike(`conflicts[${i}].${key}`, c[key]);
      if (pair.length !== 2) throw new RangeError(`conflicts[${i}].${key} must be a pair, got ${describe(pair)}`);
      checkInteger(`conflicts[${i}].${key}[0]`, pair[0], 1, n);
      checkInteger(`conflicts[${i}].${key}[1]`, pair[1], 1, n);
    }
    checkText(`conflicts[${i}].kind`, c.kind);
  });
  const inConflict = new Set(Array.from(pairs).flatMap((c) => Array.from(c.rows, (r) => r - 1)));
  const cellSize = Math.max(6, Math.min(40, Math.floor(400 / n)));
  const labels: string[] = new Array(n * n).fill('');
  const fills: (string | null)[] = new Array(n * n).fill(null);
  v.forEach((x, i) => {
    if (cellSize >= 16) labels[i * n + x - 1] = '♛';
    else fills[i * n + x - 1] = BOARD.path;
    if (inConflict.has(i)) fills[i * n + x - 1] = STATE.deadEndLight;
  });
  const segments = Array.from(pairs, (c) => ({
    from: (c.rows[0] - 1) * n + c.columns[0] - 1,
    to: (c.rows[1] - 1) * n + c.columns[1] - 1,
    color: c.kind === 'column' ? STATE.deadEnd : BOARD.path,
    dash: c.kind !== 'column',
  }));
  return boardSvg({ rows: n, cols: n, labels, fills, segments, cellSize, title: opts.title, showCoordinates: false, lang: opts.lang });
}
