/**
 * Dancing Links: Knuth's Algorithm X on circular doubly linked lists (layout of his DLX1).
 *
 * Glossary
 * - Column (item): a constraint. Primary columns must be covered exactly once; secondary columns
 *   at most once (Knuth's generalised exact cover). Columns are numbered 0 … P+S−1, primary first.
 * - Row (option): a set of columns, numbered 0 … R−1 in the order given.
 * - Solution: a set of rows covering every primary column once and no secondary column twice,
 *   returned as row numbers (selected rows first, then the rows chosen at levels 0, 1, 2, …).
 * - Update: one column unlinked from its header list or one node unlinked from its column
 *   (Knuth's count in DANCE/DLX1, a machine-independent measure of work).
 * - Node (of the search tree): one row tried at some level.
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
 *                             with a spacer node between rows (top ≤ 0)
 *     top          per node   the item of a node; a spacer holds −(row number) ≤ 0, so hiding a row
 *                             runs right and then left from a node until top ≤ 0 (no right/left
 *                             links, no pointer chasing)
 *     nf/ne        per node   first node of its row and the spacer after it, to walk a chosen row
 *                             in Knuth's order (right from the node, wrapping) and back
 *
 * Covering item c unlinks c from its circle and every node of every row in c from its own column
 * (x.up.down ← x.down, x.down.up ← x.up); uncovering does the same in exact reverse order, which
 * restores everything because unlinked nodes still remember their neighbours. The active list is
 * always in index order, so Knuth's "first column of smallest size" is also the lowest index.
 */

import { checkChoice, checkFunction, checkInteger, checkLimit, describe } from '../check';

/**
 * How the next column to branch on is chosen: 'mrv' is Knuth's rule, the first column of smallest
 * size (minimum remaining values; his update counts need exactly this rule); 'first' takes the
 * first active column (no heuristic), to show what the rule buys.
 */
export type Heuristic = 'mrv' | 'first';

/** The column rules, for input checks and menus. */
export const HEURISTICS: readonly Heuristic[] = ['mrv', 'first'];

/** Column spec: a count (columns named by number) or a list of distinct names. */
export type ColumnSpec = number | readonly string[];

/** Input to {@link DancingLinks}: columns and the rows listing them (by index or by name). */
export interface DancingLinksInput {
  primary: ColumnSpec;
  secondary?: ColumnSpec;
  rows: readonly (readonly (number | string)[])[];
}

/** Options for {@link DancingLinks.solve}. */
export interface SolveOptions {
  /** Stop after this many solutions (status 'limit'). Default: all. */
  limit?: number;
  /** Stop after trying this many rows (status 'budget'). Default: no budget. */
  maxNodes?: number;
  /** How many solutions to keep in `solutions` (all are counted). Default 10,000. */
  keep?: number;
  /**
   * false: when the search stops early (limit or budget), leave the links as they are instead of
   * undoing level by level; the next call must then be {@link DancingLinks.reset}. A shortcut
   * for callers that reset anyway (solveSudoku). Default true.
   */
  unwind?: boolean;
  /** Called with each solution's rows (a fresh array) as it is found. */
  onSolution?: (rows: number[], count: number) => void;
  /** Column choice (see {@link Heuristic}). Default 'mrv' (Knuth's rule). */
  heuristic?: Heuristic;
}

/** Search counters, as Knuth reports them. */
export interface SolveStats {
  /** Rows tried (search-tree nodes below the root). */
  nodes: number;
  /** Columns unlinked from the header list plus nodes unlinked from their columns. */
  updates: number;
  /** Wall-clock milliseconds. */
  ms: number;
}

/** Result of {@link DancingLinks.solve}. */
export interface SolveResult {
  solutions: number[][];
  count: number;
  status: 'complete' | 'limit' | 'budget';
  stats: SolveStats;
}

/** One inconsistency found by {@link DancingLinks.sanity}. */
export interface SanityReport {
  ok: boolean;
  errors: string[];
}

/** Largest column count accepted (the item arrays have one entry per column). */
const MAX_COLUMNS = 10_000_000;

function columnCount(spec: ColumnSpec | undefined, what: string): number {
  if (spec === undefined) return 0;
  if (typeof spec === 'number') return checkInteger(what, spec, 0, MAX_COLUMNS);
  if (!Array.isArray(spec)) throw new TypeError(`${what} must be a column count or a list of column names, got ${describe(spec)}`);
  return spec.length;
}

/** Flat Dancing Links structure with primary and secondary columns; build once, solve many times. */
export class DancingLinks {
  /** Number of primary columns. */
  readonly primaryCount: number;
  /** Number of secondary columns. */
  readonly secondaryCount: number;
  /** Number of rows. */
  readonly rowCount: number;
  /** Column names (given or generated as "0", "1", …). */
  readonly columnNames: readonly string[];

  // Item list (index k = column k−1; 0 = primary root; N+1 = secondary head).
  private readonly llink: Int32Array;
  private readonly rlink: Int32Array;
  private readonly len: Int32Array;
  private readonly zeros = new Int32Array(1);
  // Nodes.
  private readonly top: Int32Array;
  private readonly ud: Int32Array;
  private readonly nf: Int32Array;
  private readonly ne: Int32Array;
  private readonly rowOf: Int32Array;
  /** First node of row r is rowStart[r]; its last is rowStart[r+1] − 2. */
  private readonly rowStart: Int32Array;
  /** Original column lists, for sanity(): colNodes[colStart[k] … colStart[k+1]). */
  private readonly colStart: Int32Array;
  private readonly colNodes: Int32Array;
  /** 1 when an item is covered by a selected row. */
  private readonly coveredBySelect: Uint8Array;
  private readonly selectedRows: number[] = [];
  /** Chosen node per level (search stack; no recursion). */
  private readonly choice: Int32Array;
  private busy = false;
  /** Set by solve({ unwind: false }) when it stops early: only reset() may follow. */
  private dirty = false;
  /** Copies of the links as built, for reset(). */
  private readonly pristine: { ud: Int32Array; len: Int32Array; llink: Int32Array; rlink: Int32Array; zeros: number };

  constructor(input: DancingLinksInput) {
    if (input === null || typeof input !== 'object') throw new TypeError(`input must be an object { primary, secondary?, rows }, got ${describe(input)}`);
    const P = columnCount(input.primary, 'primary');
    const S = columnCount(input.secondary, 'secondary');
    if (P === 0) {
      throw new RangeError('empty matrix: DancingLinks needs at least one primary column (got 0)');
    }
    const names: string[] = [];
    const byName = new Map<string, number>();
    const addNames = (spec: ColumnSpec | undefined, n: number, offset: number) => {
      for (let i = 0; i < n; i++) {
        const name = typeof spec === 'object' ? String(spec[i]) : String(offset + i);
        if (byName.has(name)) throw new RangeError(`duplicate column name '${name}'`);
        byName.set(name, offset + i);
        names.push(name);
      }
    };
    addNames(input.primary, P, 0);
    addNames(input.secondary, S, P);
    const N = P + S;
    const rows = input.rows;
    if (!Array.isArray(rows)) throw new TypeError(`rows must be an array of column lists, got ${describe(rows)}`);
    const R = rows.length;
    // Resolve every row to column indices first, so errors come before allocation.
    const resolved: Int32Array[] = new Array(R);
    let nodeTotal = 0;
    const seen = new Int32Array(N).fill(-1);
    for (let r = 0; r < R; r++) {
      const row = rows[r];
      if (!Array.isArray(row)) throw new TypeError(`row ${r} must be an array of columns, got ${describe(row)}`);
      if (row.length === 0) throw new RangeError(`row ${r} is empty (every row needs at least one column)`);
      const cols = new Int32Array(row.length);
      for (let i = 0; i < row.length; i++) {
        const ref = row[i];
        let c: number | undefined;
        if (typeof ref === 'number') {
          if (!Number.isInteger(ref) || ref < 0 || ref >= N) {
            throw new RangeError(`row ${r} names unknown column ${describe(ref)} (columns are numbered from 0 to ${N - 1})`);
          }
          c = ref;
        } else {
          c = byName.get(ref);
          if (c === undefined) throw new RangeError(`row ${r} names unknown column '${ref}'`);
        }
        if (seen[c] === r) throw new RangeError(`row ${r} lists column '${names[c]}' twice`);
        seen[c] = r;
        cols[i] = c;
      }
      let hasPrimary = false;
      for (let i = 0; i < cols.length; i++) if (cols[i] < P) hasPrimary = true;
      if (!hasPrimary) {
        // As in Knuth's DLX1: Algorithm X only branches on primary columns, so such a row could never be chosen.
        throw new RangeError(`row ${r} has no primary column (every row needs at least one)`);
      }
      resolved[r] = cols;
      nodeTotal += cols.length;
    }

    this.primaryCount = P;
    this.secondaryCount = S;
    this.rowCount = R;
    this.columnNames = names;

    this.llink = new Int32Array(N + 2);
    this.rlink = new Int32Array(N + 2);
    this.len = new Int32Array(N + 4).fill(COVERED, N + 1); // the padding never counts as a size
    // Primary circle 0 → 1 → … → P → 0; secondary circle N+1 → P+1 → … → N → N+1.
    for (let k = 0; k <= P; k++) {
      this.rlink[k] = k === P ? 0 : k + 1;
      this.llink[k] = k === 0 ? P : k - 1;
    }
    const head2 = N + 1;
    this.rlink[head2] = S > 0 ? P + 1 : head2;
    this.llink[head2] = S > 0 ? N : head2;
    for (let k = P + 1; k <= N; k++) {
      this.llink[k] = k === P + 1 ? head2 : k - 1;
      this.rlink[k] = k === N ? head2 : k + 1;
    }

    const size = N + 1 + nodeTotal + R + 1;
    this.top = new Int32Array(size);
    this.ud = new Int32Array(2 * size);
    this.nf = new Int32Array(size);
    this.ne = new Int32Array(size);
    this.rowOf = new Int32Array(size).fill(-1);
    this.rowStart = new Int32Array(R + 1);
    const { top, ud, len, rowOf, nf, ne } = this;
    for (let k = 1; k <= N; k++) {
      ud[2 * k] = k;
      ud[2 * k + 1] = k;
    }
    let x = N + 1; // first spacer
    for (let r = 0; r < R; r++) {
      const cols = resolved[r];
      const first = x + 1;
      this.rowStart[r] = first;
      for (let i = 0; i < cols.length; i++) {
        x++;
        const k = cols[i] + 1;
        top[x] = k;
        rowOf[x] = r;
        // Append at the bottom of column k.
        const last = ud[2 * k];
        ud[2 * x] = last;
        ud[2 * x + 1] = k;
        ud[2 * last + 1] = x;
        ud[2 * k] = x;
        len[k]++;
      }
      x++; // the spacer after row r
      top[x] = -(r + 1);
      for (let p = first; p < x; p++) {
        nf[p] = first;
        ne[p] = x;
      }
    }
    this.rowStart[R] = x + 1;

    this.colStart = new Int32Array(N + 2);
    for (let k = 1; k <= N; k++) this.colStart[k + 1] = this.colStart[k] + len[k];
    for (let k = 1; k <= P; k++) if (len[k] === 0) this.zeros[0]++;
    for (let k = P + 1; k <= N; k++) len[k] += SECONDARY;
    this.colNodes = new Int32Array(nodeTotal);
    for (let k = 1; k <= N; k++) {
      let i = this.colStart[k];
      for (let p = this.ud[2 * k + 1]; p !== k; p = this.ud[2 * p + 1]) this.colNodes[i++] = p;
    }
    this.coveredBySelect = new Uint8Array(N + 1);
    this.choice = new Int32Array(P + 1);
    this.pristine = { ud: this.ud.slice(), len: this.len.slice(), llink: this.llink.slice(), rlink: this.rlink.slice(), zeros: this.zeros[0] };
  }

  /** Column indices of row r, in the order given. */
  rowColumns(r: number): number[] {
    this.checkRow(r);
    const out: number[] = [];
    for (let p = this.rowStart[r]; this.top[p] > 0; p++) out.push(this.top[p] - 1);
    return out;
  }

  /** Current number of rows linked into column c (its size). */
  columnSize(c: number): number {
    this.checkColumn(c);
    return this.len[c + 1] & SIZE_MASK;
  }

  /** Active primary columns, in list order (those not yet covered). */
  activeColumns(): number[] {
    const out: number[] = [];
    for (let k = this.rlink[0]; k !== 0; k = this.rlink[k]) out.push(k - 1);
    return out;
  }

  /** Rows still linked into column c, top to bottom. */
  columnRows(c: number): number[] {
    this.checkColumn(c);
    const out: number[] = [];
    const k = c + 1;
    for (let p = this.ud[2 * k + 1]; p !== k; p = this.ud[2 * p + 1]) out.push(this.rowOf[p]);
    return out;
  }

  /** Rows selected with {@link select}, oldest first. */
  get selected(): readonly number[] {
    return this.selectedRows;
  }

  /**
   * Put row r into every solution (e.g. a Sudoku given): cover its columns.
   * Returns false, changing nothing, when r clashes with rows already selected.
   */
  select(r: number): boolean {
    this.checkRow(r);
    this.checkIdle('select');
    const { top, coveredBySelect: sel, llink, rlink, len, ud, zeros } = this;
    const first = this.rowStart[r];
    let end = first;
    for (; top[end] > 0; end++) if (sel[top[end]]) return false;
    // Covering the row's columns left to right: the first one hides the row itself from the rest.
    for (let q = first; q < end; q++) {
      sel[top[q]] = 1;
      coverItem(top[q], llink, rlink, len, top, ud, zeros);
    }
    this.selectedRows.push(r);
    return true;
  }

  /** Undo the most recent {@link select}; returns the row, or −1 when nothing is selected. */
  unselect(): number {
    this.checkIdle('unselect');
    const r = this.selectedRows.pop();
    if (r === undefined) return -1;
    const { top, coveredBySelect: sel, llink, rlink, len, ud, zeros } = this;
    const first = this.rowStart[r];
    let end = first;
    while (top[end] > 0) end++;
    for (let q = end - 1; q >= first; q--) {
      uncoverItem(top[q], llink, rlink, len, top, ud, zeros);
      sel[top[q]] = 0;
    }
    return r;
  }

  /** True after solve({ unwind: false }) stopped early: call {@link reset} before anything else. */
  get needsReset(): boolean {
    return this.dirty;
  }

  /** Undo every {@link select}, newest first. */
  unselectAll(): void {
    while (this.selectedRows.length > 0) this.unselect();
  }

  /**
   * Back to the structure as built, with nothing selected, by copying saved arrays: one memcpy of
   * the links instead of undoing every cover (the quick way out after solve({ unwind: false })).
   */
  reset(): void {
    if (this.busy) throw new Error('cannot reset while a search is running on this matrix (e.g. from onSolution)');
    const p = this.pristine;
    this.ud.set(p.ud);
    this.len.set(p.len);
    this.llink.set(p.llink);
    this.rlink.set(p.rlink);
    this.zeros[0] = p.zeros;
    this.coveredBySelect.fill(0);
    this.selectedRows.length = 0;
    this.dirty = false;
  }

  /**
   * Cover column c (teaching/tracing API): unlink it and every row through it.
   * Returns the number of updates. Must be undone with {@link uncoverColumn} in LIFO order.
   */
  coverColumn(c: number): number {
    this.checkColumn(c);
    this.checkIdle('cover a column');
    return this.coverColumnItem(c + 1);
  }

  /** Undo {@link coverColumn}(c). */
  uncoverColumn(c: number): void {
    this.checkColumn(c);
    this.checkIdle('uncover a column');
    this.uncoverColumnItem(c + 1);
  }

  /**
   * Cover the other columns of row r, going right from its node in column c
   * (what Algorithm X does after choosing r in column c). Returns the updates.
   */
  coverRowFrom(r: number, c: number): number {
    this.checkIdle('cover a row');
    return this.coverRowOthers(this.nodeOf(r, c));
  }

  /** Undo {@link coverRowFrom}(r, c), going left. */
  uncoverRowFrom(r: number, c: number): void {
    this.checkIdle('uncover a row');
    this.uncoverRowOthers(this.nodeOf(r, c));
  }

  /** The column Algorithm X would branch on now, or −1 when no primary column is left. */
  chooseColumn(heuristic: Heuristic = 'mrv'): number {
    const { rlink, len } = this;
    let best = rlink[0];
    if (best === 0) return -1;
    checkChoice('heuristic', heuristic, HEURISTICS);
    if (heuristic === 'mrv') {
      let t = len[best];
      for (let k = rlink[best]; k !== 0 && t > 0; k = rlink[k]) {
        if (len[k] < t) {
          t = len[k];
          best = k;
        }
      }
    }
    return best - 1;
  }

  /**
   * Algorithm X with dancing links, iterative (an explicit level stack).
   * The structure is restored when it returns, whatever the status.
   */
  solve(options: SolveOptions = {}): SolveResult {
    const limit = checkLimit('limit', options.limit ?? Infinity, 1);
    const maxNodes = checkLimit('maxNodes', options.maxNodes ?? Infinity, 0);
    const keep = checkLimit('keep', options.keep ?? 10_000, 0);
    const heuristic = checkChoice('heuristic', options.heuristic ?? 'mrv', HEURISTICS);
    const onSolution = options.onSolution === undefined ? undefined : checkFunction<NonNullable<SolveOptions['onSolution']>>('onSolution', options.onSolution);
    this.checkIdle('solve');
    this.busy = true;
    const t0 = performance.now();
    const out: SolveResult = {
      solutions: [],
      count: 0,
      status: 'complete',
      stats: { nodes: 0, updates: 0, ms: 0 },
    };
    try {
      if (this.rlink[0] === 0) {
        // Every primary column is already covered by selected rows: one solution.
        out.count = 1;
        this.record(out, 0, 1, keep, onSolution);
        if (limit <= 1) out.status = 'limit';
      } else {
        search(this, out, limit, maxNodes, keep, heuristic === 'mrv', onSolution, options.unwind !== false);
      }
    } finally {
      this.busy = false;
    }
    out.stats.ms = performance.now() - t0;
    return out;
  }

  /**
   * Check every link and column size: the item circles are consistent, every column lists
   * exactly the nodes of the rows not knocked out by selected rows, in their original order,
   * with matching sizes. Tests call it after searches to prove the structure was restored.
   */
  sanity(): SanityReport {
    const errors: string[] = [];
    const { llink, rlink, len, top, ud } = this;
    const P = this.primaryCount;
    const N = P + this.secondaryCount;
    const err = (m: string) => {
      if (errors.length < 50) errors.push(m);
    };
    // Which items must be active, which rows available.
    const active = new Uint8Array(N + 1);
    for (let k = 1; k <= N; k++) active[k] = this.coveredBySelect[k] ? 0 : 1;
    const checkCircle = (head: number, lo: number, hi: number) => {
      let prev = head;
      let steps = 0;
      let last = 0;
      for (let k = rlink[head]; k !== head; k = rlink[k]) {
        if (k < lo || k > hi) {
          err(`item list of head ${head} reaches ${k}, outside ${lo}…${hi}`);
          return;
        }
        if (llink[k] !== prev) err(`llink[${k}] = ${llink[k]}, expected ${prev}`);
        if (!active[k]) err(`covered column ${k - 1} is linked in the header list`);
        if (k <= last) err(`header list out of order at column ${k - 1}`);
        last = k;
        prev = k;
        if (++steps > N + 1) {
          err(`item list of head ${head} does not close`);
          return;
        }
      }
      if (llink[head] !== prev) err(`llink of head ${head} = ${llink[head]}, expected ${prev}`);
      let expected = 0;
      for (let k = lo; k <= hi; k++) expected += active[k];
      if (steps !== expected) err(`header list of head ${head} has ${steps} columns, expected ${expected}`);
    };
    checkCircle(0, 1, P);
    checkCircle(N + 1, P + 1, N);
    for (let k = 1; k <= N; k++) {
      // Expected column contents: original nodes whose row has no selected-covered column.
      const expected: number[] = [];
      for (let i = this.colStart[k]; i < this.colStart[k + 1]; i++) {
        const node = this.colNodes[i];
        if (this.rowAvailableAt(node)) expected.push(node);
      }
      if (!active[k]) continue; // a covered column's own list is frozen; its rows are checked elsewhere
      let prev = k;
      let i = 0;
      for (let p = ud[2 * k + 1]; p !== k; p = ud[2 * p + 1]) {
        if (ud[2 * p] !== prev) err(`up link of node ${p} in column ${k - 1} is ${ud[2 * p]}, expected ${prev}`);
        if (top[p] !== k) err(`node ${p} in column ${k - 1} says it belongs to ${top[p] - 1}`);
        if (expected[i] !== p) {
          err(`column ${k - 1}: position ${i} holds node ${p}, expected ${expected[i] ?? 'end'}`);
          break;
        }
        prev = p;
        if (++i > expected.length) break;
      }
      if (i === expected.length && ud[2 * k] !== prev) err(`up link of column ${k - 1} head is ${ud[2 * k]}, expected ${prev}`);
      if (i !== expected.length) err(`column ${k - 1} lists ${i} nodes, expected ${expected.length}`);
      const base = k > P ? SECONDARY : 0;
      if (len[k] !== base + expected.length) err(`len of column ${k - 1} is ${len[k] - base}, expected ${expected.length}`);
    }
    let zeros = 0;
    for (let k = rlink[0]; k !== 0 && zeros <= N; k = rlink[k]) if (len[k] === 0) zeros++;
    if (zeros !== this.zeros[0]) err(`zero-size counter is ${this.zeros[0]}, but ${zeros} active primary columns are empty`);
    return { ok: errors.length === 0, errors };
  }

  /**
   * Plain-object picture of the links, for drawing: per column its name, size, whether it is
   * linked in the header list; per node its row, column and four neighbours (node ids as in
   * the flat arrays; column heads are nodes 1…N, so column c's head is node c+1).
   */
  snapshot(): {
    columns: { name: string; primary: boolean; active: boolean; size: number; left: number; right: number; up: number; down: number }[];
    nodes: { id: number; row: number; column: number; up: number; down: number; left: number; right: number }[];
  } {
    const N = this.primaryCount + this.secondaryCount;
    const activeSet = new Set<number>();
    for (let k = this.rlink[0]; k !== 0; k = this.rlink[k]) activeSet.add(k);
    for (let k = this.rlink[N + 1]; k !== N + 1; k = this.rlink[k]) activeSet.add(k);
    const columns = [];
    for (let k = 1; k <= N; k++) {
      columns.push({
        name: this.columnNames[k - 1],
        primary: k <= this.primaryCount,
        active: activeSet.has(k),
        size: this.len[k] & SIZE_MASK,
        left: this.llink[k],
        right: this.rlink[k],
        up: this.ud[2 * k],
        down: this.ud[2 * k + 1],
      });
    }
    const nodes = [];
    for (let r = 0; r < this.rowCount; r++) {
      const first = this.rowStart[r];
      let last = first;
      while (this.top[last + 1] > 0) last++;
      for (let p = first; p <= last; p++) {
        nodes.push({
          id: p,
          row: r,
          column: this.top[p] - 1,
          up: this.ud[2 * p],
          down: this.ud[2 * p + 1],
          left: p === first ? last : p - 1,
          right: p === last ? first : p + 1,
        });
      }
    }
    return { columns, nodes };
  }

  // ---- internals shared by select, the tracing API and the solver ----

  private nodeOf(r: number, c: number): number {
    this.checkRow(r);
    this.checkColumn(c);
    for (let p = this.rowStart[r]; this.top[p] > 0; p++) if (this.top[p] === c + 1) return p;
    throw new RangeError(`row ${r} has no 1 in column ${c} ('${this.columnNames[c]}')`);
  }

  private rowAvailableAt(node: number): boolean {
    const r = this.rowOf[node];
    for (let p = this.rowStart[r]; this.top[p] > 0; p++) if (this.coveredBySelect[this.top[p]]) return false;
    return true;
  }

  /** Cover item k; returns updates. */
  private coverColumnItem(k: number): number {
    return coverItem(k, this.llink, this.rlink, this.len, this.top, this.ud, this.zeros);
  }

  private uncoverColumnItem(k: number): void {
    uncoverItem(k, this.llink, this.rlink, this.len, this.top, this.ud, this.zeros);
  }

  /** Cover the items of x's row other than x's own, going right (wrapping); returns updates. */
  private coverRowOthers(x: number): number {
    let u = 0;
    for (let q = x + 1; q < this.ne[x]; q++) u += this.coverColumnItem(this.top[q]);
    for (let q = this.nf[x]; q < x; q++) u += this.coverColumnItem(this.top[q]);
    return u;
  }

  /** Undo {@link coverRowOthers}(x), going left. */
  private uncoverRowOthers(x: number): void {
    for (let q = x - 1; q >= this.nf[x]; q--) this.uncoverColumnItem(this.top[q]);
    for (let q = this.ne[x] - 1; q > x; q--) this.uncoverColumnItem(this.top[q]);
  }

  /**
   * After a search stopped early: undo levels `level` … 0. `column` ≥ 1 is the item covered at
   * `level` with no row tried yet; −1 means the row choice[level] is fully applied.
   */
  private unwind(level: number, column: number): void {
    for (let lv = level; lv >= 0; lv--) {
      if (lv === level && column > 0) {
        this.uncoverColumnItem(column);
      } else {
        const y = this.choice[lv];
        this.uncoverRowOthers(y);
        this.uncoverColumnItem(this.top[y]);
      }
    }
  }

  /** Store and/or report the solution made of the selected rows and choice[0 … depth). */
  private record(out: SolveResult, depth: number, count: number, keep: number, onSolution: SolveOptions['onSolution']): void {
    const rows = this.selectedRows.slice();
    for (let l = 0; l < depth; l++) rows.push(this.rowOf[this.choice[l]]);
    if (out.solutions.length < keep) out.solutions.push(rows);
    if (onSolution !== undefined) onSolution(rows.slice(), count);
  }

  private checkRow(r: number): void {
    checkInteger('row', r, 0, this.rowCount - 1);
  }

  private checkColumn(c: number): void {
    checkInteger('column', c, 0, this.primaryCount + this.secondaryCount - 1);
  }

  private checkIdle(what: string): void {
    if (this.dirty) throw new Error(`cannot ${what}: a search was stopped with unwind: false; call reset() first`);
    if (this.busy) throw new Error(`cannot ${what} while a search is running on this matrix (e.g. from onSolution)`);
  }
}


/**
 * Added to len[k] while item k is covered. A covered column's size cannot change (every row
 * through it is hidden), so the offset is exact to remove; with it, the search finds Knuth's
 * column by a linear scan of len[] (the active list is always in index order) that skips covered
 * columns by value, instead of chasing rlink pointers.
 */
const COVERED = 0x20000000;
/** Added to len[k] of every secondary item, so only primary items ever have len 0. */
const SECONDARY = 0x10000000;
/** len[k] & SIZE_MASK is the size of column k. */
const SIZE_MASK = 0x0fffffff;

/**
 * Cover item k (Knuth's cover): unlink k from its circle and hide every row through k.
 * A row is hidden right of the node then left of it, each run ending at a spacer (top ≤ 0);
 * the order inside one row is free, since its nodes sit in different columns.
 */
function coverItem(
  k: number,
  llink: Int32Array,
  rlink: Int32Array,
  len: Int32Array,
  top: Int32Array,
  ud: Int32Array,
  zeros: Int32Array,
): number {
  const l = llink[k];
  const r = rlink[k];
  rlink[l] = r;
  llink[r] = l;
  if (len[k] === 0) zeros[0]--;
  len[k] += COVERED; // frozen while covered; the offset lets the column scan skip it
  let u = 1;
  for (let rr = ud[2 * k + 1]; rr !== k; rr = ud[2 * rr + 1]) {
    let cc = 0;
    for (let nn = rr + 1; (cc = top[nn]) > 0; nn++) {
      const uu = ud[2 * nn];
      const dd = ud[2 * nn + 1];
      ud[2 * uu + 1] = dd;
      ud[2 * dd] = uu;
      if (--len[cc] === 0) zeros[0]++;
      u++;
    }
    for (let nn = rr - 1; (cc = top[nn]) > 0; nn--) {
      const uu = ud[2 * nn];
      const dd = ud[2 * nn + 1];
      ud[2 * uu + 1] = dd;
      ud[2 * dd] = uu;
      if (--len[cc] === 0) zeros[0]++;
      u++;
    }
  }
  return u;
}

/** Exact inverse of {@link coverItem}: unhide rows bottom-up, then relink k. */
function uncoverItem(
  k: number,
  llink: Int32Array,
  rlink: Int32Array,
  len: Int32Array,
  top: Int32Array,
  ud: Int32Array,
  zeros: Int32Array,
): void {
  for (let rr = ud[2 * k]; rr !== k; rr = ud[2 * rr]) {
    let cc = 0;
    for (let nn = rr + 1; (cc = top[nn]) > 0; nn++) {
      const uu = ud[2 * nn];
      const dd = ud[2 * nn + 1];
      ud[2 * uu + 1] = nn;
      ud[2 * dd] = nn;
      if (len[cc]++ === 0) zeros[0]--;
    }
    for (let nn = rr - 1; (cc = top[nn]) > 0; nn--) {
      const uu = ud[2 * nn];
      const dd = ud[2 * nn + 1];
      ud[2 * uu + 1] = nn;
      ud[2 * dd] = nn;
      if (len[cc]++ === 0) zeros[0]--;
    }
  }
  len[k] -= COVERED;
  if (len[k] === 0) zeros[0]++;
  const l = llink[k];
  const r = rlink[k];
  rlink[l] = k;
  llink[r] = k;
}

/** The arrays the search reads (private fields of DancingLinks, plain properties at run time). */
interface Internals {
  llink: Int32Array;
  rlink: Int32Array;
  len: Int32Array;
  top: Int32Array;
  ud: Int32Array;
  nf: Int32Array;
  ne: Int32Array;
  zeros: Int32Array;
  choice: Int32Array;
  record(out: SolveResult, depth: number, count: number, keep: number, cb: SolveOptions['onSolution']): void;
  unwind(level: number, column: number): void;
  coverColumnItem(k: number): number;
  dirty: boolean;
}

/**
 * The search proper (DLX1's steps X2–X8 without recursion). Copies the arrays into locals so
 * the hot loop touches only Int32Arrays and small integers; no allocation per node.
 *
 * There is one call site of coverItem and one of uncoverItem: V8 inlines callees into this loop
 * only up to a budget, and a second site of each would leave one of them a real call per column.
 * So X4's cover of c is the first step of the first row's cover walk (that walk starts at x
 * itself, whose item is c), and X7's uncover of c the last step of the last row's uncover walk.
 * The covers and uncovers happen in Knuth's order, so the counts are his.
 */
function search(
  d: DancingLinks,
  out: SolveResult,
  limit: number,
  maxNodes: number,
  keep: number,
  mrv: boolean,
  onSolution: SolveOptions['onSolution'],
  unwind: boolean,
): void {
  const s = d as unknown as Internals;
  const llink = s.llink, rlink = s.rlink, len = s.len, top = s.top, ud = s.ud, nf = s.nf, ne = s.ne;
  const choice = s.choice;
  const zeros = s.zeros;
  let level = 0;
  let nodes = 0;
  let updates = 0;
  let count = 0;
  let status: 'complete' | 'limit' | 'budget' = 'complete';
  let c = 0; // the column branched on at this level
  let x = 0; // the row (its node in c) tried at this level
  let covered = false; // whether c is covered yet (X4 waits for the first row's walk)
  let trying = false; // X5 (try x) next, else X6 (undo x)
  // True when, at a break, the row choice[level] has its other columns covered.
  let pending = false;
  main: for (;;) {
    // X3: choose column c. Knuth's rule is the first column of smallest size. When one is empty
    // (the counter says so), X4–X8 would cover it, find no row, uncover it and backtrack: one
    // update and no change, so do just that. Otherwise scan len[] in index order (the active list
    // is), four at a time: the sign of the OR of four differences says whether any of them is
    // smaller than t (covered columns and the padding hold ≥ COVERED and never are); the first
    // column of size 1 ends the scan.
    trying = false;
    if (mrv && zeros[0] > 0) {
      updates++;
    } else {
      c = rlink[0];
      if (mrv) {
        const last = llink[0];
        let t = len[c];
        for (let k = c + 1; t > 1 && k <= last; k += 4) {
          if (((len[k] - t) | (len[k + 1] - t) | (len[k + 2] - t) | (len[k + 3] - t)) >= 0) continue;
          for (let j = k; j < k + 4; j++) {
            const lj = len[j];
            if (lj < t) {
              t = lj;
              c = j;
            }
          }
        }
      }
      x = ud[2 * c + 1];
      if (x !== c) {
        covered = false;
        trying = true;
      } else {
        updates++; // an empty column ('first' rule): cover, uncover, backtrack, as above
      }
    }
    for (;;) {
      if (trying) {
        // X5: try row x: cover c first if this is its first row (X4), then x's other columns,
        // going right (wrapping at the row's end).
        if (nodes >= maxNodes) {
          status = 'budget';
          if (!covered) {
            updates += s.coverColumnItem(c); // X4 as Knuth does it, so the counters agree
            covered = true;
          }
          break main;
        }
        nodes++;
        choice[level] = x;
        const f = nf[x];
        const e = ne[x];
        for (let q = covered ? x + 1 : x; ; q++) {
          if (q === e) q = f;
          if (q === x && covered) break;
          updates += coverItem(top[q], llink, rlink, len, top, ud, zeros);
          covered = true;
        }
        if (rlink[0] !== 0) {
          level++;
          continue main;
        }
        // Every primary column is covered: a solution.
        count++;
        if (out.solutions.length < keep || onSolution !== undefined) {
          try {
            s.record(out, level + 1, count, keep, onSolution);
          } catch (err) {
            s.unwind(level, -1); // a throwing onSolution must not leave the matrix half covered
            throw err;
          }
        }
        if (count >= limit) {
          status = 'limit';
          pending = true;
          break main;
        }
      } else {
        // X8: backtrack to the row tried one level up.
        if (level === 0) break main;
        level--;
        x = choice[level];
        c = top[x];
      }
      // X6: uncover x's other columns, going left (the reverse order); after c's last row also
      // c itself (X7), then backtrack; else try the next row down.
      const f = nf[x];
      const e = ne[x];
      const lastRow = ud[2 * x + 1] === c;
      for (let q = x - 1; ; q--) {
        if (q < f) q = e - 1;
        if (q === x && !lastRow) break;
        uncoverItem(top[q], llink, rlink, len, top, ud, zeros);
        if (q === x) break;
      }
      trying = !lastRow;
      if (trying) x = ud[2 * x + 1];
    }
  }
  if (status !== 'complete') {
    if (unwind) s.unwind(level, pending ? -1 : c);
    else s.dirty = true;
  }
  out.count = count;
  out.status = status;
  out.stats.nodes = nodes;
  out.stats.updates = updates;
}
