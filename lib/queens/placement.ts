/**
 * Placements: reading a vector, listing conflicts, k-promising and solution checks.
 * Explicit constraints: every xᵢ is an integer in 1…n. Implicit constraints: distinct columns
 * (xᵢ ≠ xⱼ) and distinct diagonals (|xᵢ − xⱼ| ≠ |i − j|). All checks are O(n + conflicts) with
 * occupancy arrays, so a placement of a million queens is checked in milliseconds.
 */
import { checkAllocation, checkInteger, checkLimit, checkObject, checkOptions, describe } from '../check';
import type { Conflict, PlacementCheck, PlacementProblem, Vector } from './types';

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
function notVector(v: unknown): PlacementProblem | null {
  return isVectorLike(v) ? null : { kind: 'not-vector', got: describe(v) };
}

/** `explicitViolation` without checking n (callers have checked it, or n = 0 for an empty drawing). */
function violation(v: Vector, n?: number): PlacementProblem | null {
  const why = notVector(v);
  if (why !== null) return why;
  if (n !== undefined && v.length > n) return { kind: 'too-many-rows', rows: v.length, n };
  // Without n the board is any the library accepts: a column beyond the largest is on none.
  const hi = n ?? MAX_BOARD;
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    if (typeof x !== 'number' || !Number.isInteger(x) || x < 1 || x > hi) return { kind: 'outside', row: i + 1, got: describe(x), n };
  }
  return null;
}

/** The English message of an input problem (lib/check's one message format, for thrown errors). */
function inputMessage(p: PlacementProblem): string {
  switch (p.kind) {
    case 'not-vector': return `v must be an array of columns (x1 … xk, one per row), got ${p.got}`;
    case 'too-many-rows': return `v has ${p.rows} rows but the board has only ${p.n}`;
    case 'outside':
      return `x${p.row} must be an integer from 1 to ${p.n ?? MAX_BOARD} (${p.n === undefined ? 'the largest board, as no n was given' : 'the explicit constraint'}), got ${p.got}`;
    default: return `v is not a placement (${p.kind})`;
  }
}

/**
 * Returns why the vector breaks an explicit constraint (xᵢ integer in 1…n, at most n rows), or null
 * when it does not. A bad `n` is refused (it is the caller's mistake, not the placement's).
 */
export function explicitViolation(v: Vector, n?: number): string | null {
  if (n !== undefined) checkBoardSize(n);
  const why = violation(v, n);
  return why === null ? null : inputMessage(why);
}

function assertExplicit(v: Vector, n?: number): void {
  const why = violation(v, n);
  if (why === null) return;
  throw isVectorLike(v) ? new RangeError(inputMessage(why)) : new TypeError(inputMessage(why));
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

/**
 * Checks that `c` is a conflict as `conflicts()` lists it ({ rows: [i, j], columns: [xi, xj], kind });
 * returns it. For the presentation layer, which words conflicts (lib/i18n's `describeConflict`).
 */
export function checkConflict(c: unknown): Conflict {
  const o = checkObject('c', c as Conflict, '{ rows, columns, kind } (a conflict)');
  const pair = (x: unknown): x is [number, number] =>
    isVectorLike(x) && x.length === 2 && Number.isInteger(x[0]) && Number.isInteger(x[1]) && x[0] >= 1 && x[1] >= 1;
  const bad = !pair(o.rows) ? `rows ${describe(o.rows)}` : !pair(o.columns) ? `columns ${describe(o.columns)}` : o.kind !== 'column' && o.kind !== 'diagonal' ? `kind ${describe(o.kind)}` : null;
  if (bad !== null) {
    throw new TypeError(`c must be a conflict { rows: [i, j], columns: [xi, xj], kind: 'column' or 'diagonal' } as conflicts() lists it, got ${bad}`);
  }
  return o;
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
  if (notArray !== null) return { ok: false, complete: false, problem: notArray, conflicts: [] };
  const size = n ?? v.length;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > MAX_BOARD) {
    return { ok: false, complete: false, problem: { kind: 'bad-size', got: describe(size), max: MAX_BOARD }, conflicts: [] };
  }
  const why = violation(v, size);
  if (why !== null) return { ok: false, complete: false, problem: why, conflicts: [] };
  const complete = v.length === size;
  const bad = firstAttack(v);
  if (bad >= 0) {
    const found = conflicts(v, { n: size, limit: conflictLimit });
    return { ok: false, complete, problem: { kind: 'conflict', conflict: found[0] }, conflicts: found };
  }
  if (!complete) {
    return { ok: false, complete, problem: { kind: 'incomplete', placed: v.length, n: size }, conflicts: [] };
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
  if (notArray !== null) throw new TypeError(inputMessage(notArray));
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
