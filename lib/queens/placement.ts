/**
 * Placements: reading a vector, listing conflicts, k-promising and solution checks.
 * Explicit constraints: every xᵢ is an integer in 1…n. Implicit constraints: distinct columns
 * (xᵢ ≠ xⱼ) and distinct diagonals (|xᵢ − xⱼ| ≠ |i − j|). All checks are O(n + conflicts) with
 * occupancy arrays, so a placement of a million queens is checked in milliseconds.
 */
import { checkAllocation, checkInteger, checkLimit, checkObject, checkOptions, describe } from '../check';
import { language, type Language } from '../i18n/language';
import { labels } from '../i18n/labels';
import type { Conflict, PlacementCheck, Vector } from './types';

/** Largest text drawing `formatPlacement` builds: V8 strings end near 2²⁹ characters, and the
 *  lines are held as well as the joined text. */
const MAX_DRAWING_BYTES = 2 ** 28;

/** Largest board any function here accepts (occupancy arrays have 2n entries). */
export const MAX_BOARD = 50_000_000;

/** Checks that n is an integer board size from 1 to max (lib/check's message); returns it. */
export function checkBoardSize(n: unknown, max = MAX_BOARD, what = 'n'): number {
  return checkInteger(what, n, 1, max);
}

/** True for an array or a typed array (what a placement vector may be). */
function isVectorLike(v: unknown): v is Vector {
  return Array.isArray(v) || (ArrayBuffer.isView(v) && !(v instanceof DataView));
}

/** Why `v` is not even a vector, or null. */
function notVector(v: unknown): string | null {
  return isVectorLike(v) ? null : `v must be an array of columns (x1 … xk, one per row), got ${describe(v)}`;
}

/** `explicitViolation` without checking n (callers have checked it, or n = 0 for an empty drawing). */
function violation(v: Vector, n?: number): string | null {
  const why = notVector(v);
  if (why !== null) return why;
  if (n !== undefined && v.length > n) return `v has ${v.length} rows but the board has only ${n}`;
  // Without n the board is any the library accepts: a column beyond the largest is on none.
  const hi = n ?? MAX_BOARD;
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (typeof x !== 'number' || !Number.isInteger(x) || x < 1 || x > hi) {
      const why = n === undefined ? 'the largest board, as no n was given' : 'the explicit constraint';
      return `x${i + 1} must be an integer from 1 to ${hi} (${why}), got ${describe(x)}`;
    }
  }
  return null;
}

/**
 * Returns why the vector breaks an explicit constraint (xᵢ integer in 1…n, at most n rows), or null
 * when it does not. A bad `n` is refused (it is the caller's mistake, not the placement's).
 */
export function explicitViolation(v: Vector, n?: number): string | null {
  if (n !== undefined) checkBoardSize(n);
  return violation(v, n);
}

function assertExplicit(v: Vector, n?: number): void {
  const why = violation(v, n);
  if (why === null) return;
  throw isVectorLike(v) ? new RangeError(why) : new TypeError(why);
}

/** Options of `conflicts`: the board size (checks xᵢ ≤ n) and a cap on the pairs listed. */
export interface ConflictOptions {
  n?: number;
  limit?: number;
}

/** Lists the attacking pairs of a (partial) placement and how they attack, sorted by rows. */
export function conflicts(v: Vector, options: ConflictOptions | number = {}): Conflict[] {
  const opts = typeof options === 'number' ? { n: options } : checkOptions(options, ['n', 'limit']);
  if (opts.n !== undefined) checkBoardSize(opts.n);
  const limit = checkLimit('limit', opts.limit ?? 10_000, 1);
  assertExplicit(v, opts.n);
  const k = v.length;
  // Bucket rows by column and by diagonal; a pair attacks iff it shares a bucket. This avoids the
  // O(k²) double loop for large vectors with few conflicts.
  const buckets = new Map<string, number[]>();
  const add = (key: string, row: number) => {
    const list = buckets.get(key);
    if (list) list.push(row);
    else buckets.set(key, [row]);
  };
  for (let i = 0; i < k; i++) {
    add(`c${v[i]}`, i);
    add(`d${i - v[i]}`, i);
    add(`a${i + v[i]}`, i);
  }
  const out: Conflict[] = [];
  for (const [key, rows] of buckets) {
    if (rows.length < 2) continue;
    for (let a = 0; a < rows.length; a++) {
      for (let b = a + 1; b < rows.length; b++) {
        // A pair shares at most one bucket: same column rules out same diagonal, and two diagonals cross once.
        const i = rows[a];
        const j = rows[b];
        out.push({ rows: [i + 1, j + 1], columns: [v[i], v[j]], kind: key[0] === 'c' ? 'column' : 'diagonal' });
        if (out.length >= limit) return sortConflicts(out);
      }
    }
  }
  return sortConflicts(out);
}

function sortConflicts(list: Conflict[]): Conflict[] {
  return list.sort((p, q) => p.rows[0] - q.rows[0] || p.rows[1] - q.rows[1]);
}

/** Describes a conflict in words, e.g. "queens 3 and 6 share column 6", in the language `setLanguage` chose. */
export function describeConflict(c: Conflict): string {
  return conflictIn(language(), c);
}

// validatePlacement's `error` is an error message: English, like every message of lib/check.
function conflictIn(lang: Language, c: Conflict): string {
  checkObject('c', c, '{ rows, columns, kind } (a conflict)');
  const pair = (x: unknown): x is [number, number] =>
    isVectorLike(x) && x.length === 2 && Number.isInteger(x[0]) && Number.isInteger(x[1]) && x[0] >= 1 && x[1] >= 1;
  const bad = !pair(c.rows) ? `rows ${describe(c.rows)}` : !pair(c.columns) ? `columns ${describe(c.columns)}` : c.kind !== 'column' && c.kind !== 'diagonal' ? `kind ${describe(c.kind)}` : null;
  if (bad !== null) {
    throw new TypeError(`c must be a conflict { rows: [i, j], columns: [xi, xj], kind: 'column' or 'diagonal' } as conflicts() lists it, got ${bad}`);
  }
  const [i, j] = c.rows;
  const t = labels(lang).notebook.queens;
  return c.kind === 'column' ? t.sharedColumn(i, j, c.columns[0]) : t.sharedDiagonal(i, j, c.columns[0], c.columns[1]);
}

/** Index of the first row (0-based) whose queen attacks an earlier one, or -1; O(k) with occupancy arrays. */
function firstAttack(v: Vector): number {
  const k = v.length;
  let size = k;
  for (let i = 0; i < k; i++) if (v[i] > size) size = v[i];
  // a few queens far out on a huge board: sets, not arrays of the board's size
  if (size > 4 * k + 1024) return firstAttackSparse(v);
  const col = new Uint8Array(size + 1);
  const diag = new Uint8Array(k + size + 1); // i - x + size
  const anti = new Uint8Array(k + size + 1); // i + x
  for (let i = 0; i < k; i++) {
    const x = v[i];
    const d = i - x + size;
    const a = i + x;
    if (col[x] || diag[d] || anti[a]) return i;
    col[x] = 1;
    diag[d] = 1;
    anti[a] = 1;
  }
  return -1;
}

/** `firstAttack` for vectors whose columns are far larger than their length. */
function firstAttackSparse(v: Vector): number {
  const col = new Set<number>();
  const diag = new Set<number>();
  const anti = new Set<number>();
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (col.has(x) || diag.has(i - x) || anti.has(i + x)) return i;
    col.add(x);
    diag.add(i - x);
    anti.add(i + x);
  }
  return -1;
}

/** True when the k queens of the vector attack no one (k-promising); throws on explicit violations. */
export function isPromising(v: Vector, n?: number): boolean {
  if (n !== undefined) checkBoardSize(n);
  assertExplicit(v, n);
  return firstAttack(v) < 0;
}

/**
 * Full verdict on a placement for an n×n board (n defaults to the vector's length). Never throws
 * for a bad placement or a bad n (the verdict says what is wrong); `conflictLimit`, the number of
 * attacking pairs listed, must be an integer ≥ 1.
 */
export function validatePlacement(v: Vector, n?: number, conflictLimit = 20): PlacementCheck {
  checkLimit('conflictLimit', conflictLimit, 1);
  const notArray = notVector(v);
  if (notArray !== null) return { ok: false, complete: false, error: notArray, conflicts: [] };
  const size = n ?? v.length;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > MAX_BOARD) {
    return { ok: false, complete: false, error: `n must be an integer from 1 to ${MAX_BOARD}, got ${describe(size)}`, conflicts: [] };
  }
  const why = violation(v, size);
  if (why !== null) return { ok: false, complete: false, error: why, conflicts: [] };
  const complete = v.length === size;
  const bad = firstAttack(v);
  if (bad >= 0) {
    const found = conflicts(v, { n: size, limit: conflictLimit });
    return { ok: false, complete, error: conflictIn('en', found[0]), conflicts: found };
  }
  if (!complete) {
    return { ok: false, complete, error: `only ${v.length} of ${size} rows have a queen`, conflicts: [] };
  }
  return { ok: true, complete, conflicts: [] };
}

/**
 * True when the vector is a solution: n = length queens, columns 1…n, no two attacking.
 * Returns false (never throws) for bad input; `validatePlacement` says why.
 */
export function isSolution(v: Vector, n?: number): boolean {
  return validatePlacement(v, n, 1).ok;
}

/** Draws a placement as text: one line per row, `Q` for the queen, `.` elsewhere. */
export function formatPlacement(v: Vector, n?: number): string {
  const notArray = notVector(v); // an array first: its length is the default n
  if (notArray !== null) throw new TypeError(notArray);
  if (n === undefined) n = v.length;
  else checkInteger('n', n, 0);
  assertExplicit(v, n);
  // n lines of n + 1 characters, refused before any is built
  checkAllocation(`the drawing of an n = ${n} board`, n * (n + 1), 1, MAX_DRAWING_BYTES);
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    let line = '';
    for (let c = 1; c <= n; c++) line += i < v.length && v[i] === c ? 'Q' : '.';
    lines.push(line);
  }
  return lines.join('\n');
}
