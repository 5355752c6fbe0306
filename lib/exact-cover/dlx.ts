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
 * - Profile: rows tried per level (Knuth's per-depth profile), in every result's stats.
 * - Engine: which search runs, 'fast' (dlx-search.ts) or 'reference' (dlx-reference.ts, Knuth's
 *   steps X1–X8 one by one); the same moves, so the same solutions and stats.
 *
 * Files: dlx-links.ts builds the structure (its arrays are pictured there), dlx-search.ts runs the
 * fast search on it, dlx-reference.ts the readable one, dlx-sanity.ts checks it; this class is the
 * API over them (it checks the arguments, once), trace.ts the stepper.
 */

import { checkBoolean, checkChoice, checkFunction, checkInteger, checkLimit, checkOptions } from '../check';
import { buildLinks, LINK_FLAGS, type DancingLinksInput, type Links } from './dlx-links';
import { sanityCheck } from './dlx-sanity';
import { referenceSearch } from './dlx-reference';
import type { CheckedSolveOptions, DlxSolveOptions, DlxSolveResult, DlxStats, Engine, Heuristic, SanityReport } from './dlx-types';
import { coverColumnItem, coverRowOthers, record, search, uncoverColumnItem, uncoverRowOthers, type SearchRun } from './dlx-search';

export type { ColumnSpec, DancingLinksInput } from './dlx-links';
export type { CheckedSolveOptions, DlxSolveOptions, DlxSolveResult, DlxStats, Engine, Heuristic, SanityReport } from './dlx-types';

/** len[]'s flags (dlx-links.ts): a covered column, and a column's size. */
const { COVERED, SIZE_MASK } = LINK_FLAGS;

/**
 * Default node budget of `solve` (and so of solveSudoku): about 5 s at the 4 million nodes a second
 * measured here on Sudoku, so a search that would run for hours ends with status 'budget' instead.
 * A node's cost is its updates: a pentomino tiling node makes about 340 (Sudoku: 11), so on such
 * matrices the default allows minutes (the full 6×10 count takes 3.6 million nodes).
 */
export const DEFAULT_MAX_NODES = 20_000_000;

/**
 * Default time budget of `solve` in milliseconds, the time of a notebook cell: what bounds the
 * pentomino-sized searches whose nodes cost hundreds of updates each (the full 6×10 count takes
 * about 20 s here when the machine is shared: pass maxMs: Infinity for it). Checked inside the
 * search every TIME_CHECK_NODES nodes (dlx-search.ts).
 */
export const DEFAULT_MAX_MS = 10_000;

/** The keys {@link DancingLinks.solve} accepts (anything else is a misspelling, refused). */
const SOLVE_OPTIONS = ['limit', 'maxNodes', 'maxMs', 'keep', 'unwind', 'onSolution', 'heuristic', 'engine'];

/** The column rules, for input checks and menus. */
export const HEURISTICS: readonly Heuristic[] = ['mrv', 'first'];

/** The engines, for input checks. */
export const ENGINES: readonly Engine[] = ['fast', 'reference'];

/**
 * A step generator's exclusive hold on a DancingLinks (internal to lib/exact-cover: trace.ts takes
 * one with {@link takeStepHold}). While it is held, every search, selection and manual cover on
 * the instance is refused; reset() breaks it (`live` turns false: the generator must then stop
 * without undoing anything, since reset() already restored the links).
 */
export interface StepHold {
  readonly live: boolean;
  cover(c: number): number;
  uncover(c: number): void;
  coverRow(r: number, c: number): number;
  uncoverRow(r: number, c: number): void;
  /** Give the matrix back (the generator has undone its covers). */
  release(): void;
}

/** What lib/exact-cover's own modules may call past the checks (filled in by the class's static block). */
let friend: {
  run(dlx: DancingLinks, o: CheckedSolveOptions): DlxSolveResult;
  selectRow(dlx: DancingLinks, r: number): boolean;
  takeStepHold(dlx: DancingLinks): StepHold;
};

/**
 * Flat Dancing Links structure with primary and secondary columns; build once, solve many times.
 *
 * Shared state is never a silent lie: while a step generator (algorithmXSteps) is part-way through,
 * or columns are covered by hand (coverColumn, coverRowFrom), or solve({ unwind: false }) stopped
 * early, a second search (solve, select, another generator) is refused with an Error saying what
 * holds the matrix and how to free it (finish or return() the generator, uncover newest first, or
 * reset(), which always works). Manual uncovers must mirror the covers in reverse (LIFO) order;
 * any other is refused before it touches a link.
 */
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
  /** Rows tried per level in the last search (Knuth's profile). */
  private readonly profile: Float64Array;
  private busy = false;
  /** Set by solve({ unwind: false }) when it stops early: only reset() may follow. */
  private dirty = false;
  /** Manual covers, newest last: item k (= column + 1) for coverColumn, −x (x its node) for coverRowFrom. */
  private readonly manual: number[] = [];
  /** The step generator holding the matrix, if any. */
  private holder: StepHold | null = null;
  /** Copies of the links as built, for reset(). */
  private readonly pristine: { ud: Int32Array; len: Int32Array; llink: Int32Array; rlink: Int32Array; zeros: number };

  static {
    // lib/exact-cover's own access to what is private here (see the functions at the end).
    friend = {
      run: (dlx, o) => dlx.run(o),
      selectRow: (dlx, r) => dlx.selectRow(r),
      takeStepHold: (dlx) => dlx.takeStepHold(),
    };
  }

  constructor(input: DancingLinksInput) {
    const links = buildLinks(input);
    this.links = links;
    this.primaryCount = links.P;
    this.secondaryCount = links.S;
    this.rowCount = links.R;
    this.columnNames = links.names;
    this.coveredBySelect = new Uint8Array(links.N + 1);
    this.choice = new Int32Array(links.P + 1);
    this.profile = new Float64Array(links.P + 1);
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
    this.checkFree('select a row', false);
    return this.selectRow(r);
  }

  /** {@link select} without the checks (r a row, the matrix free). */
  private selectRow(r: number): boolean {
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
    this.checkFree('unselect a row', false);
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

  /**
   * What keeps this matrix from a new search, in words (a running solve, a part-way step
   * generator, manual covers, a search stopped without unwinding); null when it is free.
   * Selected rows do not count: a search takes them as part of the problem.
   */
  get busyWith(): string | null {
    if (this.busy) return 'a search is running on this matrix (e.g. called from onSolution)';
    if (this.dirty) return 'a search was stopped with unwind: false; call reset() first';
    if (this.holder !== null) return 'a step generator (algorithmXSteps) is part-way through on this matrix; run it to the end, call its return(), or call reset()';
    const n = this.manual.length;
    if (n > 0) {
      return `${n} manual cover${n === 1 ? ' is' : 's are'} active (coverColumn/coverRowFrom); undo ${n === 1 ? 'it' : 'them, newest first,'} with uncoverColumn/uncoverRowFrom, or call reset()`;
    }
    return null;
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
    if (this.holder !== null) {
      // The generator finds its hold broken at its next step and stops without undoing anything.
      (this.holder as { live: boolean }).live = false;
      this.holder = null;
    }
    this.manual.length = 0;
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
   * Returns the number of updates. Must be undone with {@link uncoverColumn} in LIFO order;
   * a column already covered is refused.
   */
  coverColumn(c: number): number {
    this.checkColumn(c);
    this.checkFree('cover a column', true);
    const k = c + 1;
    if (this.links.len[k] & COVERED) {
      throw new RangeError(`column must be a column not covered yet, got ${c} ('${this.columnNames[c]}', covered ${this.coveredHow(k)})`);
    }
    this.manual.push(k);
    return coverColumnItem(this.links, k);
  }

  /** Undo {@link coverColumn}(c); only the newest manual cover can be undone. */
  uncoverColumn(c: number): void {
    this.checkColumn(c);
    this.checkFree('uncover a column', true);
    this.checkNewest('column', c, c + 1);
    this.manual.pop();
    uncoverColumnItem(this.links, c + 1);
  }

  /**
   * Cover the other columns of row r, going right from its node in column c
   * (what Algorithm X does after choosing r in column c). Returns the updates.
   * Refused when one of those columns is covered already.
   */
  coverRowFrom(r: number, c: number): number {
    const x = this.nodeOf(r, c);
    this.checkFree('cover a row', true);
    const { top, nf, ne, len } = this.links;
    for (let q = nf[x]; q < ne[x]; q++) {
      if (q !== x && len[top[q]] & COVERED) {
        const j = top[q] - 1;
        throw new RangeError(`row must be a row whose other columns are not covered, got ${r} (its column ${j} '${this.columnNames[j]}' is covered ${this.coveredHow(top[q])})`);
      }
    }
    this.manual.push(-x);
    return coverRowOthers(this.links, x);
  }

  /** Undo {@link coverRowFrom}(r, c), going left; only the newest manual cover can be undone. */
  uncoverRowFrom(r: number, c: number): void {
    const x = this.nodeOf(r, c);
    this.checkFree('uncover a row', true);
    this.checkNewest('row', r, -x);
    this.manual.pop();
    uncoverRowOthers(this.links, x);
  }

  /** The column Algorithm X would branch on now, or −1 when no primary column is left. */
  chooseColumn(heuristic: Heuristic = 'mrv'): number {
    checkChoice('heuristic', heuristic, HEURISTICS);
    const { rlink, len } = this.links;
    let best = rlink[0];
    if (best === 0) return -1;
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
   * The structure is restored when it returns, whatever the status (unless `unwind: false`).
   */
  solve(options?: DlxSolveOptions): DlxSolveResult {
    const o = checkOptions(options, SOLVE_OPTIONS);
    const limit = checkLimit('limit', o.limit ?? Infinity, 1);
    const maxNodes = checkLimit('maxNodes', o.maxNodes ?? DEFAULT_MAX_NODES, 0);
    const maxMs = checkLimit('maxMs', o.maxMs ?? DEFAULT_MAX_MS, 0, false);
    const keep = checkLimit('keep', o.keep ?? 10_000, 0);
    const heuristic = checkChoice('heuristic', o.heuristic ?? 'mrv', HEURISTICS);
    const engine = checkChoice('engine', o.engine ?? 'fast', ENGINES);
    const unwind = checkBoolean('unwind', o.unwind ?? true);
    const onSolution = o.onSolution === undefined ? undefined : checkFunction<NonNullable<DlxSolveOptions['onSolution']>>('onSolution', o.onSolution);
    this.checkFree('solve', false);
    return this.run({ limit, maxNodes, maxMs, keep, heuristic, engine, unwind, onSolution });
  }

  /** {@link solve} with its options checked and filled in (also what solveSudoku calls). */
  private run(o: CheckedSolveOptions): DlxSolveResult {
    this.busy = true;
    const t0 = performance.now();
    const out: DlxSolveResult = { solutions: [], count: 0, status: 'complete', stats: { nodes: 0, updates: 0, profile: [], ms: 0 } };
    this.profile.fill(0);
    const run: SearchRun = {
      limit: o.limit,
      maxNodes: o.maxNodes,
      deadline: t0 + o.maxMs,
      keep: o.keep,
      mrv: o.heuristic === 'mrv',
      onSolution: o.onSolution,
      unwind: o.unwind,
      selected: this.selectedRows,
      choice: this.choice,
      profile: this.profile,
      out,
    };
    try {
      if (this.links.rlink[0] === 0) {
        // Every primary column is already covered by selected rows: one solution.
        out.count = 1;
        record(this.links, run, 0);
        if (o.limit <= 1) out.status = 'limit';
      } else {
        this.dirty = (o.engine === 'fast' ? search : referenceSearch)(this.links, run);
      }
    } finally {
      this.busy = false;
    }
    out.stats.profile = profileArray(this.profile);
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

  /**
   * Refuses `what` while the matrix is not free: a running solve, a search stopped without
   * unwinding, a step generator holding it, and (unless `manualOk`) manual covers.
   */
  private checkFree(what: string, manualOk: boolean): void {
    const why = this.busyWith;
    if (why !== null && !(manualOk && this.manual.length > 0 && !this.busy && !this.dirty && this.holder === null)) {
      throw new Error(`cannot ${what}: ${why}`);
    }
  }

  /** Refuses an uncover that is not of the newest manual cover (`entry` as kept in `manual`). */
  private checkNewest(name: 'column' | 'row', value: number, entry: number): void {
    const n = this.manual.length;
    if (n > 0 && this.manual[n - 1] === entry) return;
    if (n === 0) throw new RangeError(`${name} must be one covered by hand to uncover it, got ${value}: nothing is covered by hand (coverColumn/coverRowFrom)`);
    const last = this.manual[n - 1];
    const newest = last > 0 ? `coverColumn(${last - 1})` : `coverRowFrom(${this.links.rowOf[-last]}, ${this.links.top[-last] - 1})`;
    throw new RangeError(`${name} must be the one covered last (uncovers go newest first), got ${value}: the newest manual cover is ${newest}`);
  }

  /** How column item k came to be covered, for messages. */
  private coveredHow(k: number): string {
    return this.coveredBySelect[k] ? 'by a selected row' : 'by hand';
  }

  /** The step generator's hold (see {@link StepHold}); refused unless the matrix is free. */
  private takeStepHold(): StepHold {
    this.checkFree('start a step generator', false);
    const links = this.links;
    const hold = {
      live: true,
      cover: (c: number) => coverColumnItem(links, c + 1),
      uncover: (c: number) => uncoverColumnItem(links, c + 1),
      coverRow: (r: number, c: number) => coverRowOthers(links, this.nodeOf(r, c)),
      uncoverRow: (r: number, c: number) => uncoverRowOthers(links, this.nodeOf(r, c)),
      release: () => {
        hold.live = false;
        if (this.holder === hold) this.holder = null;
      },
    };
    this.holder = hold;
    return hold;
  }
}

/** The profile as a plain array, up to its last non-zero level. */
function profileArray(profile: Float64Array): number[] {
  let depth = profile.length;
  while (depth > 0 && profile[depth - 1] === 0) depth--;
  const out = new Array<number>(depth);
  for (let d = 0; d < depth; d++) out[d] = profile[d];
  return out;
}

/** Internal to lib/exact-cover (trace.ts): take `dlx`'s step hold, refused unless it is free. */
export function takeStepHold(dlx: DancingLinks): StepHold {
  return friend.takeStepHold(dlx);
}

/**
 * Internal to lib/exact-cover (sudoku.ts): `dlx.solve` with options its caller has checked, on a
 * matrix it owns and knows to be free; the checks stay at the public boundary.
 */
export function solveChecked(dlx: DancingLinks, o: CheckedSolveOptions): DlxSolveResult {
  return friend.run(dlx, o);
}

/** Internal to lib/exact-cover (sudoku.ts): `dlx.select(r)` for a row known to exist, on a free matrix. */
export function selectChecked(dlx: DancingLinks, r: number): boolean {
  return friend.selectRow(dlx, r);
}
