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
 * Files: dlx-links.ts builds the structure (its arrays are pictured there), dlx-cover.ts holds
 * Knuth's cover and uncover, dlx-reference.ts the readable search made of them, dlx-search.ts the
 * fast one, dlx-sanity.ts checks the links, dlx-options.ts a search's options; this class is the
 * API over them (it checks the arguments, once), trace.ts the stepper.
 */

import { checkChoice, checkInteger } from '../check';
import { cover, coverOthers, uncover, uncoverOthers } from './dlx-cover';
import { buildLinks, LINK_FLAGS, type DancingLinksInput, type Links } from './dlx-links';
import { checkSolveOptions, HEURISTICS, isCheckedSolveOptions } from './dlx-options';
import { chooseItem, referenceSearch } from './dlx-reference';
import { sanityCheck } from './dlx-sanity';
import { record, search, type SearchRun } from './dlx-search';
import type { CheckedSolveOptions, DlxSolveOptions, DlxSolveResult, Heuristic, SanityReport } from './dlx-types';

export type { ColumnSpec, DancingLinksInput } from './dlx-links';
export type { CheckedSolveOptions, DlxSolveOptions, DlxSolveResult, DlxStats, Engine, Heuristic, SanityReport } from './dlx-types';

/** len[]'s flags (dlx-links.ts): a covered column, and a column's size. */
const { COVERED, SIZE_MASK } = LINK_FLAGS;

/**
 * What a DancingLinks is doing (see the class comment). Covers made one at a time, by hand or by a
 * step generator, are kept newest last: item k for a column, −x for the other columns of node x's row.
 */
type State =
  | { readonly kind: 'idle' }
  | { readonly kind: 'searching' }
  | { readonly kind: 'stopped' }
  | { readonly kind: 'manual'; readonly covers: number[] }
  | { readonly kind: 'stepping'; readonly covers: number[]; readonly hold: { live: boolean } };

const IDLE: State = { kind: 'idle' };
const SEARCHING: State = { kind: 'searching' };
const STOPPED: State = { kind: 'stopped' };

/** The states an action may start in, for {@link DancingLinks.guard}. */
const FREE = ['idle'] as const;
const BY_HAND = ['idle', 'manual'] as const;
const NOT_SEARCHING = ['idle', 'stopped', 'manual', 'stepping'] as const;

/**
 * A step generator's hold on a DancingLinks (trace.ts's algorithmXSteps opens one at its first
 * step with `dlx[openStepSession]()`). Its covers are undone newest first; reset() on the matrix
 * ends it (`live` turns false: the generator must then stop, with nothing to undo, since reset()
 * already restored the links).
 */
export interface StepSession {
  readonly live: boolean;
  /** Cover column c; returns the updates. */
  cover(c: number): number;
  /** Cover the other columns of row r, going right from its node in column c; returns the updates. */
  coverRow(r: number, c: number): number;
  /** Undo this session's newest cover. */
  undo(): void;
  /** Undo what this session still has covered, newest first, and give the matrix back. */
  close(): void;
}

/**
 * The key of the method that opens a {@link StepSession}: a symbol, so that only lib/exact-cover
 * (trace.ts) calls it; lib/exact-cover's index does not export it.
 */
export const openStepSession: unique symbol = Symbol('DancingLinks step session');

/**
 * Flat Dancing Links structure with primary and secondary columns; build once, solve many times.
 *
 * Shared state is never a silent lie. The instance's lifecycle is one field, `state`, changed only
 * by `moveTo`; every method that changes the links first passes `guard`, which refuses it unless
 * it may start in the current state, with an Error saying what holds the matrix and how to free it:
 *
 *     idle ── solve ──▶ searching ──▶ idle, or stopped (it stopped early with unwind: false)
 *     idle ── coverColumn, coverRowFrom ──▶ manual ── the last uncover ──▶ idle
 *     idle ── a step generator's first step ──▶ stepping ── it ends, or return() ──▶ idle
 *     any state but searching ── reset() ──▶ idle (a step generator then stops at its next step)
 *
 * Selected rows are part of the problem, not a state: select and unselect need idle. Manual
 * uncovers must mirror the covers in reverse (LIFO) order; any other is refused before it touches
 * a link.
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

  /** The arrays (see dlx-links.ts); only this folder's searches and sanity check read them. */
  private readonly links: Links;
  /** 1 when an item is covered by a selected row. */
  private readonly coveredBySelect: Uint8Array;
  private readonly selectedRows: number[] = [];
  /** Chosen node per level (search stack; no recursion). */
  private readonly choice: Int32Array;
  /** Rows tried per level in the last search (Knuth's profile). */
  private readonly profile: Float64Array;
  private state: State = IDLE;
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
    this.guard('select a row', FREE);
    const { top, rowStart } = this.links;
    const sel = this.coveredBySelect;
    const first = rowStart[r];
    let end = first;
    for (; top[end] > 0; end++) if (sel[top[end]]) return false;
    // Covering the row's columns left to right: the first one hides the row itself from the rest.
    for (let q = first; q < end; q++) {
      sel[top[q]] = 1;
      cover(this.links, top[q]);
    }
    this.selectedRows.push(r);
    return true;
  }

  /** Undo the most recent {@link select}; returns the row, or −1 when nothing is selected. */
  unselect(): number {
    this.guard('unselect a row', FREE);
    const r = this.selectedRows.pop();
    if (r === undefined) return -1;
    const { top, rowStart } = this.links;
    const first = rowStart[r];
    let end = first;
    while (top[end] > 0) end++;
    for (let q = end - 1; q >= first; q--) {
      uncover(this.links, top[q]);
      this.coveredBySelect[top[q]] = 0;
    }
    return r;
  }

  /** Undo every {@link select}, newest first. */
  unselectAll(): void {
    while (this.selectedRows.length > 0) this.unselect();
  }

  /** True after solve({ unwind: false }) stopped early: call {@link reset} before anything else. */
  get needsReset(): boolean {
    return this.state.kind === 'stopped';
  }

  /**
   * What keeps this matrix from a new search, in words (a running solve, a part-way step
   * generator, manual covers, a search stopped without unwinding); null when it is free.
   * Selected rows do not count: a search takes them as part of the problem.
   */
  get busyWith(): string | null {
    const s = this.state;
    switch (s.kind) {
      case 'idle':
        return null;
      case 'searching':
        return 'a search is running on this matrix (e.g. called from onSolution)';
      case 'stopped':
        return 'a search was stopped with unwind: false; call reset() first';
      case 'stepping':
        return 'a step generator (algorithmXSteps) is part-way through on this matrix; run it to the end, call its return(), or call reset()';
      case 'manual': {
        const n = s.covers.length;
        return `${n} manual cover${n === 1 ? ' is' : 's are'} active (coverColumn/coverRowFrom); undo ${n === 1 ? 'it' : 'them, newest first,'} with uncoverColumn/uncoverRowFrom, or call reset()`;
      }
    }
  }

  /**
   * Back to the structure as built, with nothing selected, by copying saved arrays: one memcpy of
   * the links instead of undoing every cover (the quick way out after solve({ unwind: false })).
   */
  reset(): void {
    this.guard('reset', NOT_SEARCHING);
    this.moveTo(IDLE);
    const p = this.pristine;
    this.links.ud.set(p.ud);
    this.links.len.set(p.len);
    this.links.llink.set(p.llink);
    this.links.rlink.set(p.rlink);
    this.links.zeros[0] = p.zeros;
    this.coveredBySelect.fill(0);
    this.selectedRows.length = 0;
  }

  /**
   * Cover column c (teaching/tracing API): unlink it and every row through it.
   * Returns the number of updates. Must be undone with {@link uncoverColumn} in LIFO order;
   * a column already covered is refused.
   */
  coverColumn(c: number): number {
    this.checkColumn(c);
    this.guard('cover a column', BY_HAND);
    const k = c + 1;
    if (this.links.len[k] & COVERED) {
      throw new RangeError(`column must be a column not covered yet, got ${c} ('${this.columnNames[c]}', covered ${this.coveredHow(k)})`);
    }
    return this.coverByHand(k);
  }

  /** Undo {@link coverColumn}(c); only the newest manual cover can be undone. */
  uncoverColumn(c: number): void {
    this.checkColumn(c);
    this.guard('uncover a column', BY_HAND);
    this.checkNewest('column', c, c + 1);
    this.uncoverByHand();
  }

  /**
   * Cover the other columns of row r, going right from its node in column c
   * (what Algorithm X does after choosing r in column c). Returns the updates.
   * Refused when one of those columns is covered already.
   */
  coverRowFrom(r: number, c: number): number {
    const x = this.nodeOf(r, c);
    this.guard('cover a row', BY_HAND);
    const { top, len, rowStart, rowOf } = this.links;
    for (let q = rowStart[rowOf[x]]; top[q] > 0; q++) {
      if (q !== x && len[top[q]] & COVERED) {
        const j = top[q] - 1;
        throw new RangeError(`row must be a row whose other columns are not covered, got ${r} (its column ${j} '${this.columnNames[j]}' is covered ${this.coveredHow(top[q])})`);
      }
    }
    return this.coverByHand(-x);
  }

  /** Undo {@link coverRowFrom}(r, c), going left; only the newest manual cover can be undone. */
  uncoverRowFrom(r: number, c: number): void {
    const x = this.nodeOf(r, c);
    this.guard('uncover a row', BY_HAND);
    this.checkNewest('row', r, -x);
    this.uncoverByHand();
  }

  /** The column Algorithm X would branch on now, or −1 when no primary column is left. */
  chooseColumn(heuristic: Heuristic = 'mrv'): number {
    checkChoice('heuristic', heuristic, HEURISTICS);
    return chooseItem(this.links, heuristic === 'mrv') - 1;
  }

  /**
   * Algorithm X with dancing links, iterative (an explicit level stack).
   * The structure is restored when it returns, whatever the status (unless `unwind: false`).
   */
  solve(options?: DlxSolveOptions): DlxSolveResult {
    const o = isCheckedSolveOptions(options) ? options : checkSolveOptions(options);
    this.guard('solve', FREE);
    const t0 = performance.now();
    const run = this.searchRun(o, t0);
    this.moveTo(SEARCHING);
    let stopped = false;
    try {
      if (this.links.rlink[0] === 0) {
        // Every primary column is already covered by selected rows: one solution.
        run.out.count = 1;
        record(this.links, run, 0);
        if (o.limit <= 1) run.out.status = 'limit';
      } else {
        stopped = (o.engine === 'fast' ? search : referenceSearch)(this.links, run);
      }
    } finally {
      this.moveTo(stopped ? STOPPED : IDLE);
    }
    run.out.stats.profile = profileArray(this.profile);
    run.out.stats.ms = performance.now() - t0;
    return run.out;
  }

  /** A search's settings from its checked options `o`, started at time t0, with an empty result. */
  private searchRun(o: CheckedSolveOptions, t0: number): SearchRun {
    this.profile.fill(0);
    return {
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
      out: { solutions: [], count: 0, status: 'complete', stats: { nodes: 0, updates: 0, profile: [], ms: 0 } },
    };
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

  /**
   * A step generator's hold (see {@link StepSession}): moves idle → stepping, refused in any other
   * state. Its covers go on a stack of their own, like manual ones; close() moves back to idle.
   */
  [openStepSession](): StepSession {
    this.guard('start a step generator', FREE);
    const covers: number[] = [];
    const hold = { live: true };
    this.moveTo({ kind: 'stepping', covers, hold });
    const ownCovers = (): number[] => {
      if (!hold.live) throw new Error('this step session has ended (closed, or reset() was called on its matrix)');
      return covers;
    };
    return {
      get live() {
        return hold.live;
      },
      cover: (c) => this.push(ownCovers(), c + 1),
      coverRow: (r, c) => this.push(ownCovers(), -this.nodeOf(r, c)),
      undo: () => this.pop(ownCovers()),
      close: () => {
        if (!hold.live) return;
        while (covers.length > 0) this.pop(covers);
        this.moveTo(IDLE);
      },
    };
  }

  // ---- the lifecycle ----

  /** Refuses `what` unless the state is one it may start `from`, saying what holds the matrix and how to free it. */
  private guard(what: string, from: readonly State['kind'][]): void {
    if (!from.includes(this.state.kind)) throw new Error(`cannot ${what}: ${this.busyWith}`);
  }

  /** The one place the state changes; leaving 'stepping' ends the step session's hold. */
  private moveTo(next: State): void {
    if (this.state.kind === 'stepping') this.state.hold.live = false;
    this.state = next;
  }

  /** A manual cover (`entry` as kept in `covers`): the first one moves idle → manual. */
  private coverByHand(entry: number): number {
    const s = this.state.kind === 'manual' ? this.state : { kind: 'manual' as const, covers: [] };
    if (s !== this.state) this.moveTo(s);
    return this.push(s.covers, entry);
  }

  /** Undo the newest manual cover (checked by the caller); the last one moves manual → idle. */
  private uncoverByHand(): void {
    const covers = this.manualCovers();
    this.pop(covers);
    if (covers.length === 0) this.moveTo(IDLE);
  }

  /** The manual covers, newest last (none unless the state is manual). */
  private manualCovers(): number[] {
    return this.state.kind === 'manual' ? this.state.covers : [];
  }

  /** Make the cover `entry` (item k, or −x: the other items of node x's row) and push it on `covers`. */
  private push(covers: number[], entry: number): number {
    covers.push(entry);
    return entry > 0 ? cover(this.links, entry) : coverOthers(this.links, -entry);
  }

  /** Undo the newest cover on `covers`. */
  private pop(covers: number[]): void {
    const entry = covers.pop()!;
    if (entry > 0) uncover(this.links, entry);
    else uncoverOthers(this.links, -entry);
  }

  // ---- argument checks ----

  private nodeOf(r: number, c: number): number {
    this.checkRow(r);
    this.checkColumn(c);
    for (let p = this.links.rowStart[r]; this.links.top[p] > 0; p++) if (this.links.top[p] === c + 1) return p;
    throw new RangeError(`row ${r} has no 1 in column ${c} ('${this.columnNames[c]}')`);
  }

  // The message (a new string) is built only on failure: solveSudoku selects a row per given.
  private checkRow(r: number): void {
    if (!(Number.isInteger(r) && r >= 0 && r < this.rowCount)) checkInteger('row', r, 0, this.rowCount - 1);
  }

  private checkColumn(c: number): void {
    const n = this.primaryCount + this.secondaryCount;
    if (!(Number.isInteger(c) && c >= 0 && c < n)) checkInteger('column', c, 0, n - 1);
  }

  /** Refuses an uncover that is not of the newest manual cover (`entry` as kept in the covers). */
  private checkNewest(name: 'column' | 'row', value: number, entry: number): void {
    const covers = this.manualCovers();
    const n = covers.length;
    if (n > 0 && covers[n - 1] === entry) return;
    if (n === 0) throw new RangeError(`${name} must be one covered by hand to uncover it, got ${value}: nothing is covered by hand (coverColumn/coverRowFrom)`);
    const last = covers[n - 1];
    const newest = last > 0 ? `coverColumn(${last - 1})` : `coverRowFrom(${this.links.rowOf[-last]}, ${this.links.top[-last] - 1})`;
    throw new RangeError(`${name} must be the one covered last (uncovers go newest first), got ${value}: the newest manual cover is ${newest}`);
  }

  /** How column item k came to be covered, for messages. */
  private coveredHow(k: number): string {
    return this.coveredBySelect[k] ? 'by a selected row' : 'by hand';
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
