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
 * Files: dlx-links.ts builds the structure (its arrays are pictured there), dlx-search.ts runs the
 * search on it, dlx-sanity.ts checks it; this class is the API over them, trace.ts the stepper.
 */

import { checkChoice, checkFunction, checkInteger, checkLimit } from '../check';
import { buildLinks, type DancingLinksInput, type Links } from './dlx-links';
import { sanityCheck } from './dlx-sanity';
import { coverColumnItem, coverRowOthers, record, search, SIZE_MASK, uncoverColumnItem, uncoverRowOthers } from './dlx-search';

export type { ColumnSpec, DancingLinksInput } from './dlx-links';

/**
 * How the next column to branch on is chosen: 'mrv' is Knuth's rule, the first column of smallest
 * size (minimum remaining values; his update counts need exactly this rule); 'first' takes the
 * first active column (no heuristic), to show what the rule buys.
 */
export type Heuristic = 'mrv' | 'first';

/**
 * Default node budget of `solve` (and so of solveSudoku): about 5 s at the 4 million nodes a second
 * measured here on Sudoku, so a search that would run for hours ends with status 'budget' instead.
 * A node's cost is its updates: a pentomino tiling node makes about 340 (Sudoku: 11), so on such
 * matrices the default allows minutes (the full 6×10 count takes 3.6 million nodes).
 */
export const DEFAULT_MAX_NODES = 20_000_000;

/** The column rules, for input checks and menus. */
export const HEURISTICS: readonly Heuristic[] = ['mrv', 'first'];

/** Options for {@link DancingLinks.solve}. */
export interface DlxSolveOptions {
  /** Stop after this many solutions (status 'limit'). Default: all. */
  limit?: number;
  /** Stop after trying this many rows (status 'budget'). Default {@link DEFAULT_MAX_NODES}; Infinity for none. */
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
export interface DlxStats {
  /** Rows tried (search-tree nodes below the root). */
  nodes: number;
  /** Columns unlinked from the header list plus nodes unlinked from their columns. */
  updates: number;
  /** Wall-clock milliseconds. */
  ms: number;
}

/** Result of {@link DancingLinks.solve}. */
export interface DlxSolveResult {
  solutions: number[][];
  count: number;
  status: 'complete' | 'limit' | 'budget';
  stats: DlxStats;
}

/** One inconsistency found by {@link DancingLinks.sanity}. */
export interface SanityReport {
  ok: boolean;
  errors: string[];
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

  /** The arrays (see dlx-links.ts); only this folder's search and sanity check read them. */
  private readonly links: Links;
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
    const links = buildLinks(input);
    this.links = links;
    this.primaryCount = links.P;
    this.secondaryCount = links.S;
    this.rowCount = links.R;
    this.columnNames = links.names;
    this.coveredBySelect = new Uint8Array(links.N + 1);
    this.choice = new Int32Array(links.P + 1);
    this.pristine = { ud: links.ud.slice(), len: links.len.slice(), llink: links.llink.slice(), rlink: links.rlink.slice(), zeros: links.zeros[0] };
  }

  /** Column indices of row r, in the order given. */
  rowColumns(r: number): number[] {
    this.checkRow(r);
    const out: number[] = [];
    for (let p = this.links.rowStart[r]; this.links.top[p] > 0; p++) out.push(this.links.top[p] - 1);
    return out;
  }

  /** Current number of rows linked into column c (its size). */
  columnSize(c: number): number {
    this.checkColumn(c);
    return this.links.len[c + 1] & SIZE_MASK;
  }

  /** Active primary columns, in list order (those not yet covered). */
  activeColumns(): number[] {
    const out: number[] = [];
    for (let k = this.links.rlink[0]; k !== 0; k = this.links.rlink[k]) out.push(k - 1);
    return out;
  }

  /** Rows still linked into column c, top to bottom. */
  columnRows(c: number): number[] {
    this.checkColumn(c);
    const out: number[] = [];
    const k = c + 1;
    for (let p = this.links.ud[2 * k + 1]; p !== k; p = this.links.ud[2 * p + 1]) out.push(this.links.rowOf[p]);
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
    const top = this.links.top;
    const sel = this.coveredBySelect;
    const first = this.links.rowStart[r];
    let end = first;
    for (; top[end] > 0; end++) if (sel[top[end]]) return false;
    // Covering the row's columns left to right: the first one hides the row itself from the rest.
    for (let q = first; q < end; q++) {
      sel[top[q]] = 1;
      coverColumnItem(this.links, top[q]);
    }
    this.selectedRows.push(r);
    return true;
  }

  /** Undo the most recent {@link select}; returns the row, or −1 when nothing is selected. */
  unselect(): number {
    this.checkIdle('unselect');
    const r = this.selectedRows.pop();
    if (r === undefined) return -1;
    const top = this.links.top;
    const sel = this.coveredBySelect;
    const first = this.links.rowStart[r];
    let end = first;
    while (top[end] > 0) end++;
    for (let q = end - 1; q >= first; q--) {
      uncoverColumnItem(this.links, top[q]);
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
    this.links.ud.set(p.ud);
    this.links.len.set(p.len);
    this.links.llink.set(p.llink);
    this.links.rlink.set(p.rlink);
    this.links.zeros[0] = p.zeros;
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
    return coverColumnItem(this.links, c + 1);
  }

  /** Undo {@link coverColumn}(c). */
  uncoverColumn(c: number): void {
    this.checkColumn(c);
    this.checkIdle('uncover a column');
    uncoverColumnItem(this.links, c + 1);
  }

  /**
   * Cover the other columns of row r, going right from its node in column c
   * (what Algorithm X does after choosing r in column c). Returns the updates.
   */
  coverRowFrom(r: number, c: number): number {
    this.checkIdle('cover a row');
    return coverRowOthers(this.links, this.nodeOf(r, c));
  }

  /** Undo {@link coverRowFrom}(r, c), going left. */
  uncoverRowFrom(r: number, c: number): void {
    this.checkIdle('uncover a row');
    uncoverRowOthers(this.links, this.nodeOf(r, c));
  }

  /** The column Algorithm X would branch on now, or −1 when no primary column is left. */
  chooseColumn(heuristic: Heuristic = 'mrv'): number {
    const { rlink, len } = this.links;
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
  solve(options: DlxSolveOptions = {}): DlxSolveResult {
    const limit = checkLimit('limit', options.limit ?? Infinity, 1);
    const maxNodes = checkLimit('maxNodes', options.maxNodes ?? DEFAULT_MAX_NODES, 0);
    const keep = checkLimit('keep', options.keep ?? 10_000, 0);
    const heuristic = checkChoice('heuristic', options.heuristic ?? 'mrv', HEURISTICS);
    const onSolution = options.onSolution === undefined ? undefined : checkFunction<NonNullable<DlxSolveOptions['onSolution']>>('onSolution', options.onSolution);
    this.checkIdle('solve');
    this.busy = true;
    const t0 = performance.now();
    const out: DlxSolveResult = {
      solutions: [],
      count: 0,
      status: 'complete',
      stats: { nodes: 0, updates: 0, ms: 0 },
    };
    try {
      if (this.links.rlink[0] === 0) {
        // Every primary column is already covered by selected rows: one solution.
        out.count = 1;
        record(this.links, this.choice, this.selectedRows, out, 0, 1, keep, onSolution);
        if (limit <= 1) out.status = 'limit';
      } else {
        this.dirty = search(this.links, this.choice, this.selectedRows, out, limit, maxNodes, keep, heuristic === 'mrv', onSolution, options.unwind !== false);
      }
    } finally {
      this.busy = false;
    }
    out.stats.ms = performance.now() - t0;
    return out;
  }

  /**
   * Check every link and column size (Knuth's sanity()): the item circles are consistent, every
   * column lists exactly the nodes of the rows not knocked out by selected rows, in their original
   * order, with matching sizes. Tests call it after searches to prove the structure was restored.
   */
  sanity(): SanityReport {
    return sanityCheck(this.links, this.coveredBySelect);
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
    for (let k = this.links.rlink[0]; k !== 0; k = this.links.rlink[k]) activeSet.add(k);
    for (let k = this.links.rlink[N + 1]; k !== N + 1; k = this.links.rlink[k]) activeSet.add(k);
    const columns = [];
    for (let k = 1; k <= N; k++) {
      columns.push({
        name: this.columnNames[k - 1],
        primary: k <= this.primaryCount,
        active: activeSet.has(k),
        size: this.links.len[k] & SIZE_MASK,
        left: this.links.llink[k],
        right: this.links.rlink[k],
        up: this.links.ud[2 * k],
        down: this.links.ud[2 * k + 1],
      });
    }
    const nodes = [];
    for (let r = 0; r < this.rowCount; r++) {
      const first = this.links.rowStart[r];
      let last = first;
      while (this.links.top[last + 1] > 0) last++;
      for (let p = first; p <= last; p++) {
        nodes.push({
          id: p,
          row: r,
          column: this.links.top[p] - 1,
          up: this.links.ud[2 * p],
          down: this.links.ud[2 * p + 1],
          left: p === first ? last : p - 1,
          right: p === last ? first : p + 1,
        });
      }
    }
    return { columns, nodes };
  }

  // ---- internals ----

  private nodeOf(r: number, c: number): number {
    this.checkRow(r);
    this.checkColumn(c);
    for (let p = this.links.rowStart[r]; this.links.top[p] > 0; p++) if (this.links.top[p] === c + 1) return p;
    throw new RangeError(`row ${r} has no 1 in column ${c} ('${this.columnNames[c]}')`);
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
