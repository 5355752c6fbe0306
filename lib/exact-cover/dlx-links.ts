/**
 * The Dancing Links structure: Knuth's DLX1 layout in flat typed arrays, built once from the rows.
 * `DancingLinks` (dlx.ts) wraps it with the public API; dlx-cover.ts holds the two moves made on
 * it, cover and uncover; dlx-reference.ts and dlx-search.ts run Algorithm X with them; dlx-sanity.ts
 * checks it.
 *
 * The structure, in flat Int32Arrays (item k here is column k−1; index 0 is the root):
 *
 *     llink/rlink  [0..N+1]   the active primary items form a circle through the root 0;
 *                             secondary items circle through their own head N+1, so they are
 *                             never chosen for branching (as in DLX1)
 *     len          [0..N+3]   how many rows are still linked into item k, plus two flags kept as
 *                             offsets: SECONDARY (never reaches 0) and COVERED (while covered);
 *                             three padding entries ≥ COVERED let the scan read four at a time
 *     zeros        [0]        how many active primary items have no rows left
 *     ud           per node   up and down links side by side (ud[2x] = up, ud[2x+1] = down), so
 *                             one cache line serves both; nodes 1..N are the column heads (up =
 *                             last, down = first node); then each row's nodes in reading order,
 *                             with a spacer node between rows
 *     top          per node   the item of a node; a spacer holds −(row number) ≤ 0
 *
 * Rows have no left/right links: a row's nodes sit side by side, and a walk along it stops at the
 * spacer (top ≤ 0) that ends it. A spacer's own up and down links are Knuth's: up to the first
 * node of the row before it, down to the last node of the row after it, so a walk round a row
 * from any node jumps at the spacer to the row's other end (no pointer chasing per node).
 *
 * Covering item c unlinks c from its circle and every node of every row in c from its own column
 * (x.up.down ← x.down, x.down.up ← x.up); uncovering does the same in exact reverse order, which
 * restores everything because unlinked nodes still remember their neighbours. The active list is
 * always in index order, so Knuth's "first column of smallest size" is also the lowest index.
 */

import { checkAllocation, checkInteger, checkKeys, describe } from '../check';

/**
 * The flags of len[] (see the picture above), added to a column's size. COVERED is added to len[k]
 * while item k is covered: a covered column's size cannot change (every row through it is hidden),
 * so the offset is exact to remove; with it, the fast search finds Knuth's column by a linear scan
 * of len[] (the active list is always in index order) that skips covered columns by value, instead
 * of chasing rlink pointers. SECONDARY is added to every secondary item, so only primary items ever
 * have len 0. len[k] & SIZE_MASK is the size of column k.
 */
export const LINK_FLAGS = Object.freeze({ COVERED: 0x20000000, SECONDARY: 0x10000000, SIZE_MASK: 0x0fffffff });
const { COVERED, SECONDARY } = LINK_FLAGS;

/** Column spec: a count (columns named by number) or a list of distinct names. */
export type ColumnSpec = number | readonly string[];

/** Input to `DancingLinks`: columns and the rows listing them (by index or by name). */
export interface DancingLinksInput {
  primary: ColumnSpec;
  secondary?: ColumnSpec;
  rows: readonly (readonly (number | string)[])[];
}


/** The arrays of the picture above, with the counts that size them (internal to lib/exact-cover). */
export interface Links {
  /** Primary, secondary and all columns (N = P + S), and rows. */
  P: number;
  S: number;
  N: number;
  R: number;
  /** Column names (given or generated as "0", "1", …). */
  names: string[];
  llink: Int32Array;
  rlink: Int32Array;
  len: Int32Array;
  zeros: Int32Array;
  top: Int32Array;
  ud: Int32Array;
  /** The row of each node (−1 for heads and spacers). */
  rowOf: Int32Array;
  /** First node of row r is rowStart[r]; its last is rowStart[r+1] − 2. */
  rowStart: Int32Array;
  /** Original column lists, for the sanity check: colNodes[colStart[k] … colStart[k+1]). */
  colStart: Int32Array;
  colNodes: Int32Array;
}

/** Largest column count accepted (the item arrays have one entry per column, and each gets a name). */
const MAX_COLUMNS = 1_000_000;

function columnCount(spec: ColumnSpec | undefined, what: string): number {
  if (spec === undefined) return 0;
  if (typeof spec === 'number') return checkInteger(what, spec, 0, MAX_COLUMNS);
  const allowed = `a column count (an integer from 0 to ${MAX_COLUMNS}) or an array of column names`;
  if (!Array.isArray(spec)) throw new TypeError(`${what} must be ${allowed}, got ${describe(spec)}`);
  if (spec.length > MAX_COLUMNS) throw new RangeError(`${what} must be ${allowed}, got an array of length ${spec.length}`);
  for (let i = 0; i < spec.length; i++) {
    if (typeof spec[i] !== 'string' || spec[i] === '') throw new TypeError(`${what}[${i}] must be a column name (a non-empty string), got ${describe(spec[i])}`);
  }
  return spec.length;
}

/** The input checked and resolved: column counts and names, each row as column indices. */
interface Resolved {
  P: number;
  S: number;
  names: string[];
  rows: Int32Array[];
  /** The number of 1s in all rows. */
  ones: number;
}

/** Checks the input (every error before any allocation) and builds the links as in the picture. */
export function buildLinks(input: DancingLinksInput): Links {
  const m = resolveInput(input);
  const { P, S, names, rows } = m;
  const N = P + S;
  const R = rows.length;
  const { llink, rlink } = itemLists(P, S);
  const len = new Int32Array(N + 4).fill(COVERED, N + 1); // the padding never counts as a size
  const size = N + 1 + m.ones + R + 1;
  const nodes = { top: new Int32Array(size), ud: new Int32Array(2 * size), rowOf: new Int32Array(size).fill(-1) };
  const rowStart = linkRows(rows, N, nodes, len);
  const { top, ud, rowOf } = nodes;
  const colStart = new Int32Array(N + 2);
  for (let k = 1; k <= N; k++) colStart[k + 1] = colStart[k] + len[k];
  const zeros = new Int32Array(1);
  for (let k = 1; k <= P; k++) if (len[k] === 0) zeros[0]++;
  for (let k = P + 1; k <= N; k++) len[k] += SECONDARY;
  const colNodes = new Int32Array(m.ones);
  for (let k = 1; k <= N; k++) {
    let i = colStart[k];
    for (let p = ud[2 * k + 1]; p !== k; p = ud[2 * p + 1]) colNodes[i++] = p;
  }
  return { P, S, N, R, names, llink, rlink, len, zeros, top, ud, rowOf, rowStart, colStart, colNodes };
}

const INPUT_KEYS = ['primary', 'secondary', 'rows', 'lines'] as const;

/** The column counts and names of the input, checked; throws on a malformed input. */
function resolveColumns(input: DancingLinksInput): { P: number; S: number; names: string[]; byName: Map<string, number> } {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) throw new TypeError(`input must be an object { primary, secondary?, rows }, got ${describe(input)}`);
  // a misspelt optional key (`secundary`) would solve another problem in silence; `lines` is parseDlx's
  checkKeys('input', input, INPUT_KEYS);
  const P = columnCount(input.primary, 'input.primary');
  const S = columnCount(input.secondary, 'input.secondary');
  if (P === 0) {
    throw new RangeError('input.primary must be at least one column (DancingLinks needs a primary column), got 0 columns');
  }
  const names: string[] = [];
  const byName = new Map<string, number>();
  const addNames = (spec: ColumnSpec | undefined, n: number, offset: number, what: string) => {
    for (let i = 0; i < n; i++) {
      const name = typeof spec === 'object' ? spec[i] : String(offset + i);
      if (byName.has(name)) throw new RangeError(`${what}[${i}] must be a name not used before, got ${describe(name)} (a duplicate column name)`);
      byName.set(name, offset + i);
      names.push(name);
    }
  };
  addNames(input.primary, P, 0, 'input.primary');
  addNames(input.secondary, S, P, 'input.secondary');
  return { P, S, names, byName };
}

/** The whole input checked, every row resolved to column indices, before anything is allocated for the links. */
function resolveInput(input: DancingLinksInput): Resolved {
  const { P, S, names, byName } = resolveColumns(input);
  const N = P + S;
  const rows = input.rows;
  if (!Array.isArray(rows)) throw new TypeError(`input.rows must be an array of column lists, got ${describe(rows)}`);
  const R = rows.length;
  let total = 0;
  for (let r = 0; r < R; r++) {
    const row = rows[r];
    if (!Array.isArray(row)) throw new TypeError(`input.rows[${r}] must be an array of columns, got ${describe(row)}`);
    total += row.length;
  }
  // Four Int32 entries per node (top, up, down, row), heads and spacers included.
  checkAllocation(`a Dancing Links matrix with ${total} 1s in ${R} rows`, total + R + N + 2, 16);
  const resolved: Int32Array[] = new Array(R);
  const seen = new Int32Array(N).fill(-1);
  for (let r = 0; r < R; r++) resolved[r] = resolveRow(rows[r], r, { P, N, names, byName, seen });
  return { P, S, names, rows: resolved, ones: total };
}

/** Row r as column indices; refused when empty, naming an unknown column or one twice, or without a primary column. */
function resolveRow(
  row: readonly (number | string)[],
  r: number,
  cx: { P: number; N: number; names: string[]; byName: Map<string, number>; seen: Int32Array },
): Int32Array {
  const { P, N, seen } = cx;
  if (row.length === 0) throw new RangeError(`input.rows[${r}] must list at least one column, got an empty row`);
  const cols = new Int32Array(row.length);
  let hasPrimary = false;
  for (let i = 0; i < row.length; i++) {
    const ref = row[i];
    let c: number | undefined;
    if (typeof ref === 'number') {
      if (!Number.isInteger(ref) || ref < 0 || ref >= N) {
        throw new RangeError(`input.rows[${r}][${i}] must be a column from 0 to ${N - 1} or a column name, got ${describe(ref)}`);
      }
      c = ref;
    } else {
      c = typeof ref === 'string' ? cx.byName.get(ref) : undefined;
      if (c === undefined) throw new RangeError(`input.rows[${r}][${i}] must be a column name or a column from 0 to ${N - 1}, got ${describe(ref)} (unknown column)`);
    }
    if (seen[c] === r) throw new RangeError(`input.rows[${r}] must list each column once, got column '${cx.names[c]}' twice`);
    seen[c] = r;
    cols[i] = c;
    if (c < P) hasPrimary = true;
  }
  if (!hasPrimary) {
    // As in Knuth's DLX1: Algorithm X only branches on primary columns, so such a row could never be chosen.
    throw new RangeError(`input.rows[${r}] must have a primary column (every row needs at least one), got a row with no primary column`);
  }
  return cols;
}

/** The item circles: primary 0 → 1 → … → P → 0; secondary N+1 → P+1 → … → N → N+1. */
function itemLists(P: number, S: number): { llink: Int32Array; rlink: Int32Array } {
  const N = P + S;
  const llink = new Int32Array(N + 2);
  const rlink = new Int32Array(N + 2);
  for (let k = 0; k <= P; k++) {
    rlink[k] = k === P ? 0 : k + 1;
    llink[k] = k === 0 ? P : k - 1;
  }
  const head2 = N + 1;
  rlink[head2] = S > 0 ? P + 1 : head2;
  llink[head2] = S > 0 ? N : head2;
  for (let k = P + 1; k <= N; k++) {
    llink[k] = k === P + 1 ? head2 : k - 1;
    rlink[k] = k === N ? head2 : k + 1;
  }
  return { llink, rlink };
}

/**
 * The column heads (nodes 1…N) and every row's nodes in reading order, each appended at the bottom
 * of its column, with a spacer after each row (linked as in the picture); counts the sizes into
 * len. Returns rowStart.
 */
function linkRows(
  rows: readonly Int32Array[],
  N: number,
  nodes: Pick<Links, 'top' | 'ud' | 'rowOf'>,
  len: Int32Array,
): Int32Array {
  const { top, ud, rowOf } = nodes;
  const R = rows.length;
  const rowStart = new Int32Array(R + 1);
  for (let k = 1; k <= N; k++) {
    ud[2 * k] = k;
    ud[2 * k + 1] = k;
  }
  let x = N + 1; // first spacer
  for (let r = 0; r < R; r++) {
    const cols = rows[r];
    const first = x + 1;
    rowStart[r] = first;
    for (let i = 0; i < cols.length; i++) {
      x++;
      const k = cols[i] + 1;
      top[x] = k;
      rowOf[x] = r;
      const last = ud[2 * k];
      ud[2 * x] = last;
      ud[2 * x + 1] = k;
      ud[2 * last + 1] = x;
      ud[2 * k] = x;
      len[k]++;
    }
    x++; // the spacer after row r
    top[x] = -(r + 1);
    ud[2 * x] = first; // up: the first node of the row before
    ud[2 * (first - 1) + 1] = x - 1; // down, from the spacer before the row: its last node
  }
  rowStart[R] = x + 1;
  return rowStart;
}
