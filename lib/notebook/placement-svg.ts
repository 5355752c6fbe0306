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

/** A square one queen attacks, as lib/queens' `queenAttacks` lists it (row and column 1-based). */
export interface AttackSquare {
  row: number;
  col: number;
  line: string;
}

/**
 * One queen and the squares it attacks (the eight-queens handout's Fig. 1): the queen as ♛, every
 * attacked square light red — a second queen there would be in conflict — and a line along each ray
 * of two squares or more, to the board's edge: solid for its row and column, dashed for its diagonals, as `placementSvg`
 * draws a conflict. The squares come from the caller (lib/queens' `queenAttacks`).
 */
export function attackSvg(n: number, queen: readonly [number, number] | readonly number[], attacked: readonly AttackSquare[], options?: { title?: string; lang?: Language }): string {
  checkInteger('n', n, 1, 250);
  const q = checkArrayLike('queen', queen);
  if (q.length !== 2) throw new RangeError(`queen must be a pair [row, col], got ${describe(queen)}`);
  const [row, col] = [checkInteger('queen[0] (row)', q[0], 1, n), checkInteger('queen[1] (col)', q[1], 1, n)];
  checkArrayLike('attacked', attacked);
  const opts = checkOptions(options, ['title', 'lang']);
  if (opts.title !== undefined) checkText('title', opts.title);
  const at = (r: number, c: number) => (r - 1) * n + c - 1;
  const fills: (string | null)[] = new Array(n * n).fill(null);
  // Each ray's nearest and farthest attacked squares: its line runs between them, leaving the queen's ♛ clear.
  const ends = new Map<string, { near: number; far: number; nearDist: number; farDist: number }>();
  Array.from(attacked).forEach((a, i) => {
    checkObject(`attacked[${i}]`, a, '{ row, col, line } (from queenAttacks())');
    const r = checkInteger(`attacked[${i}].row`, a.row, 1, n);
    const c = checkInteger(`attacked[${i}].col`, a.col, 1, n);
    checkText(`attacked[${i}].line`, a.line);
    const [dr, dc] = [Math.sign(r - row), Math.sign(c - col)];
    if ((dr === 0 && dc === 0) || (dr !== 0 && dc !== 0 && Math.abs(r - row) !== Math.abs(c - col))) {
      throw new RangeError(`attacked[${i}] must be a square on a line of the queen at (${row}, ${col}), got (${r}, ${c})`);
    }
    fills[at(r, c)] = STATE.deadEndLight;
    const key = `${dr},${dc}`;
    const dist = Math.max(Math.abs(r - row), Math.abs(c - col));
    const e = ends.get(key) ?? { near: at(r, c), far: at(r, c), nearDist: dist, farDist: dist };
    if (dist < e.nearDist) Object.assign(e, { near: at(r, c), nearDist: dist });
    if (dist > e.farDist) Object.assign(e, { far: at(r, c), farDist: dist });
    ends.set(key, e);
  });
  const cellSize = Math.max(6, Math.min(40, Math.floor(400 / n)));
  const labels: string[] = new Array(n * n).fill('');
  if (cellSize >= 16) labels[at(row, col)] = '♛';
  else fills[at(row, col)] = BOARD.path;
  const segments = [...ends.entries()].filter(([, e]) => e.near !== e.far).map(([key, e]) => {
    const straight = key.split(',').includes('0');
    return { from: e.near, to: e.far, color: straight ? STATE.deadEnd : BOARD.path, dash: !straight };
  });
  return boardSvg({ rows: n, cols: n, labels, fills, segments, cellSize, title: opts.title, showCoordinates: true, firstCoordinate: 1, lang: opts.lang });
}
