/**
 * The backtracking engine behind backtrackTour (backtrack.ts) and countTours (count.ts): iterative
 * depth-first search with an explicit stack, so the depth (rows·cols squares) never meets a
 * recursion limit. `searchTours` is its checked entry; backtrackTour and countTours, whose own doors
 * check what they pass, run {@link TourSearch} directly: on an 8×8 board an attempt takes some 20 µs,
 * and checking its ten options again would add 5% to every attempt.
 * backtrack-steps.ts is the same search without pruning, written to be read, one step at a time.
 *
 * Glossary
 * - Node: one square placed on the path (a call of the recursive version).
 * - Backtrack: one square taken off the path again.
 * - Order: how the moves out of a square are tried —
 *   `fixed`      MOVES order (board.ts);
 *   `warnsdorff` by current degree, fewest onward moves first; ties go to the square farthest
 *                from the centre (Roth), then MOVES order;
 *   `random`     a fresh seeded shuffle at every node.
 * - Pruning (k-prometedor tests; each only cuts subtrees that hold no tour): available-move counts
 *   at every node; once the search has backtracked, a block test (cut squares of the unvisited
 *   region, see block-test.ts); on 4×n boards, Pósa's outer-line count.
 */
import { checkBoolean, checkChoice, checkInteger, checkLimit, checkOptions } from '../check';
import { checkBoard, checkSquareOn, isLight, knightGraph } from './board';
import { BlockTest } from './block-test';
import { mulberry32 } from './rng';

/** Move orders backtrackTour knows. */
export const ORDERS = Object.freeze(['fixed', 'warnsdorff', 'random'] as const);
/** A move-order name. */
export type MoveOrder = (typeof ORDERS)[number];

/** Counters of a search (machine-independent nodes and backtracks, plus wall time). */
export interface SearchStats {
  nodes: number;
  backtracks: number;
  ms: number;
}

const CLOSED_BONUS = 8; // larger than any degree: start's neighbours sort after every other square

/** Boards up to this many squares run the block test (BlockTest) once the search has backtracked; larger ones after 8 backtracks per square. */
export const CONNECTIVITY_SQUARES = 2500;

/** Largest board {@link searchTours} (and backtrackTour) accepts: its tables take about 80 bytes a square. */
export const MAX_BACKTRACK_SQUARES = 4_000_000;

/** Options of {@link searchTours}; every key may be left out (the defaults are {@link SEARCH_DEFAULTS}). */
export interface SearchOptions {
  /** How the moves out of a square are tried (default 'fixed'). */
  order?: MoveOrder;
  /** Require the last square to be a knight's move from the first (default false). */
  closed?: boolean;
  /** Stop with status 'budget' after this many nodes (default 10⁶). */
  maxNodes?: number;
  /** Stop with status 'budget' once Date.now() passes this (checked every 4096 nodes; default Infinity). */
  deadline?: number;
  /** Seed for the `random` order (default 1). */
  seed?: number;
  /** Count every tour instead of stopping at the first (default false). */
  countAll?: boolean;
  /** Counting closed tours: only paths whose first move is to this square (−1, the default: any). */
  firstMove?: number;
  /** Prune: the available-moves counts, and the structure tests unless `connectivity` is false (default true; false gives the plain textbook search, the search of backtrack-steps.ts). */
  prune?: boolean;
  /** Try the order's first candidate last at this depth, every time the search is there (one discrepancy; −1, the default: none). */
  rotateAt?: number;
  /** Also prune with the structure tests: the block test (the unvisited squares fall apart, or leave two dead-end pockets; see {@link CONNECTIVITY_SQUARES}) and the 4×n outer-line count (default true). */
  connectivity?: boolean;
}

/** The defaults of {@link SearchOptions}. */
export const SEARCH_DEFAULTS: Readonly<Required<SearchOptions>> = Object.freeze({
  order: 'fixed',
  closed: false,
  maxNodes: 1_000_000,
  deadline: Infinity,
  seed: 1,
  countAll: false,
  firstMove: -1,
  prune: true,
  rotateAt: -1,
  connectivity: true,
});

/** Result of {@link searchTours}: `count` tours met (directed, from `start`); `path` the first tour when found. */
export interface SearchResult {
  status: 'found' | 'complete' | 'budget';
  count: number;
  path: Int32Array;
  stats: SearchStats;
}

/**
 * The search engine behind `backtrackTour` and `countTours`: iterative DFS over the knight's
 * graph with cheap prunings that make Warnsdorff's order robust (thin boards included) and
 * exhaustive counts fast. Checks its arguments (it is exported for experiments with the raw engine).
 */
export function searchTours(rows: number, cols: number, start: number, o: SearchOptions = {}): SearchResult {
  checkBoard(rows, cols, MAX_BACKTRACK_SQUARES);
  checkSquareOn(rows, cols, start);
  const options = checkOptions(o, SEARCH_OPTIONS, 'o');
  const n = rows * cols;
  const d = SEARCH_DEFAULTS;
  return new TourSearch(rows, cols, start, {
    order: checkChoice('order', options.order ?? d.order, ORDERS),
    closed: checkBoolean('closed', options.closed ?? d.closed),
    maxNodes: checkInteger('maxNodes', options.maxNodes ?? d.maxNodes, 1),
    deadline: checkLimit('deadline', options.deadline ?? d.deadline, 0, false),
    seed: checkInteger('seed', options.seed ?? d.seed, -(2 ** 31), 2 ** 32 - 1),
    countAll: checkBoolean('countAll', options.countAll ?? d.countAll),
    firstMove: checkInteger('firstMove', options.firstMove ?? d.firstMove, -1, n - 1),
    prune: checkBoolean('prune', options.prune ?? d.prune),
    rotateAt: checkInteger('rotateAt', options.rotateAt ?? d.rotateAt, -1, n),
    connectivity: checkBoolean('connectivity', options.connectivity ?? d.connectivity),
  }).run();
}

const SEARCH_OPTIONS = ['order', 'closed', 'maxNodes', 'deadline', 'seed', 'countAll', 'firstMove', 'prune', 'rotateAt', 'connectivity'] as const;

/**
 * One depth-first search from `start`, as a state object: the path with the untried moves at each
 * depth, the counters the pruning rules read, and the search's own counters.
 *
 * "Available moves" of an unvisited square u = its unvisited neighbours, plus 1 if u is next to the
 * knight, plus (closed tours) 1 if u is next to the start. A path through all unvisited squares needs
 * 2 for every square but its last. `weak` and `zero` count the unvisited squares with ≤ 1 and 0
 * available moves; both are kept up to date in O(8) per move: moving the knight p → h only lowers
 * the squares next to p (squares next to h lose h as an unvisited neighbour but gain it as the
 * knight's square; the knight's graph is bipartite, so no square is next to both).
 * It trusts its arguments, every option given (spread {@link SEARCH_DEFAULTS} for the rest).
 */
export class TourSearch {
  private readonly n: number;
  private readonly adj: Int32Array;
  private readonly count: Uint8Array;
  private readonly visited: Uint8Array;
  /** Unvisited neighbours of each square (kept for visited ones too). */
  private readonly deg: Uint8Array;
  private readonly path: Int32Array;
  /** Candidates at depth d live in cand[8d … 8d + ncand[d]); next[d] is the next one to try. */
  private readonly cand: Int32Array;
  private readonly ncand: Uint8Array;
  private readonly next: Uint8Array;
  private readonly keys = new Int32Array(8);
  /** 1 on the start's neighbours when the tour must close (the way home). */
  private readonly nearStart: Uint8Array;
  private readonly rng: () => number;
  private weak = 0;
  private zero = 0;
  /** 4×n open searches: 1 on the two outer lines (see outerLinesExhausted), else null. */
  private readonly outer: Uint8Array | null;
  private outerLeft = 0;
  private readonly classLeft = new Int32Array(2);
  /** The block test's tables, allocated on first use: most searches from the corner never backtrack. */
  private blocks: BlockTest | null = null;
  private nodes = 1;
  private backtracks = 0;
  private found = 0;
  private firstPath: Int32Array | null = null;

  constructor(private readonly rows: number, private readonly cols: number, private readonly start: number, private readonly o: Required<SearchOptions>) {
    const n = (this.n = rows * cols);
    const { adj, count } = knightGraph(rows, cols);
    this.adj = adj;
    this.count = count;
    this.visited = new Uint8Array(n);
    this.deg = Uint8Array.from(count);
    this.path = new Int32Array(n);
    this.cand = new Int32Array(8 * n);
    this.ncand = new Uint8Array(n);
    this.next = new Uint8Array(n);
    this.nearStart = new Uint8Array(n);
    if (o.closed) for (let k = 0; k < count[start]; k++) this.nearStart[adj[8 * start + k]] = 1;
    this.rng = mulberry32(o.seed);
    this.outer = o.prune && o.connectivity && !o.closed && Math.min(rows, cols) === 4 ? this.outerLines() : null;
    this.path[0] = start;
    this.visit(start);
    if (this.outer !== null) this.countOuter(start, -1);
    for (let u = 0; u < n; u++) if (u !== start) this.tally(this.deg[u] + (this.nearStart[u] ? 2 : 0) + (o.closed ? 0 : this.nextToStart(u)), 1);
  }

  /** The search: `found` at the first tour (or `complete` with every tour counted), or `budget`. */
  run(): SearchResult {
    const t0 = performance.now();
    const { n, path, cand, ncand, next, nearStart, o } = this;
    let status: SearchResult['status'] = 'complete';
    let d = 0;
    if (n === 1) {
      this.found = 1;
      this.firstPath = path.slice();
      d = -1;
      status = o.countAll ? 'complete' : 'found';
    } else this.expand(0);
    while (d >= 0) {
      if (next[d] < ncand[d]) {
        const q = cand[8 * d + next[d]++];
        // the clock only every 4096 nodes: the block test makes a node O(squares) on big boards
        if (this.nodes >= o.maxNodes || ((this.nodes & 4095) === 0 && Date.now() > o.deadline)) {
          status = 'budget';
          break;
        }
        this.nodes++;
        this.advance(path[d], q);
        path[++d] = q;
        if (d === n - 1) {
          if (!o.closed || nearStart[q]) {
            this.found++;
            if (!this.firstPath) this.firstPath = path.slice();
            if (!o.countAll) {
              status = 'found';
              break;
            }
          }
          ncand[d] = 0;
          next[d] = 0;
        } else if (o.prune && this.dead(d)) {
          ncand[d] = 0;
          next[d] = 0;
        } else this.expand(d);
      } else {
        if (d === 0) break;
        this.retreat(path[d - 1], path[d]);
        d--;
        this.backtracks++;
      }
    }
    const stats = { nodes: this.nodes, backtracks: this.backtracks, ms: performance.now() - t0 };
    return { status, count: this.found, path: this.firstPath ?? new Int32Array(0), stats };
  }

  // ---- The pruning rules: each cuts only subtrees that hold no tour (k-prometedor tests).

  /** True when the knight at depth d can no longer complete a tour, by any of the rules below. */
  private dead(d: number): boolean {
    if (this.tooFewMoves()) return true;
    if (this.outer !== null && this.outerLinesExhausted(this.path[d], this.n - d)) return true;
    return this.o.connectivity && this.backtracks > (this.n <= CONNECTIVITY_SQUARES ? 0 : 8 * this.n) && this.regionBlocked(this.path[d], this.n - 1 - d);
  }

  /** A square that can no longer be entered and left (or, open, a second square that can only be entered) ends every path through the rest. */
  private tooFewMoves(): boolean {
    return this.o.closed ? this.weak > 0 : this.zero > 0 || this.weak > 1;
  }

  /**
   * 4×n (Pósa's argument that they have no closed tour, sharpened for open ones): the two outer
   * lines are pairwise non-adjacent, so on the rest of the path, N squares from the knight h with o
   * outer ones, at most N − 2o + [h outer] moves join two inner squares. Call a square's class its
   * colour XOR "outer": moves between the lines keep it, inner–inner moves flip it. So while squares
   * of the other class remain, one more inner–inner move must still fit. O(1) per node.
   * (`squares` = h and the unvisited squares.)
   */
  private outerLinesExhausted(h: number, squares: number): boolean {
    const outer = this.outer!;
    const innerMoves = squares - 2 * (this.outerLeft + outer[h]) + outer[h]; // at most this many inner–inner moves left
    return innerMoves < (this.classLeft[1 ^ outer[h] ^ isLight(this.cols, h)] > 0 ? 1 : 0);
  }

  /** The unvisited squares fall apart, or leave two dead-end pockets (BlockTest): O(squares), so only once the search has backtracked. */
  private regionBlocked(h: number, remaining: number): boolean {
    if (this.blocks === null) this.blocks = new BlockTest(this.rows, this.cols, { adj: this.adj, count: this.count }, this.o.closed ? this.start : -1);
    return !this.blocks.ok(this.visited, h, remaining);
  }

  // ---- Moving the knight and keeping the counters.

  private tally(a: number, sign: number): void {
    if (a <= 1) this.weak += sign;
    if (a === 0) this.zero += sign;
  }

  // Written out on typed arrays (not a shared helper taking the arrays): this is the engine's hottest
  // loop; with calls to shared helpers countTours and backtrackTour took about 1.1–1.4× the CPU time.
  private visit(s: number): void {
    const { adj, count, deg } = this;
    this.visited[s] = 1;
    for (let k = 0, b = 8 * s; k < count[s]; k++) deg[adj[b + k]]--;
  }

  private unvisit(s: number): void {
    const { adj, count, deg } = this;
    this.visited[s] = 0;
    for (let k = 0, b = 8 * s; k < count[s]; k++) deg[adj[b + k]]++;
  }

  /** Knight moves p → h (h was unvisited and next to p). */
  private advance(p: number, h: number): void {
    const { adj, count, deg, visited, nearStart } = this;
    this.tally(deg[h] + 1 + nearStart[h], -1);
    this.visit(h);
    for (let k = 0, b = 8 * p; k < count[p]; k++) {
      const u = adj[b + k];
      if (visited[u]) continue;
      const a = deg[u] + 1 + nearStart[u];
      this.tally(a, -1);
      this.tally(a - 1, 1);
    }
    if (this.outer !== null) this.countOuter(h, -1);
  }

  /** Undoes advance(p, h). */
  private retreat(p: number, h: number): void {
    const { adj, count, deg, visited, nearStart } = this;
    for (let k = 0, b = 8 * p; k < count[p]; k++) {
      const u = adj[b + k];
      if (visited[u] || u === h) continue;
      const a = deg[u] + nearStart[u]; // not next to the knight while h is the knight
      this.tally(a, -1);
      this.tally(a + 1, 1);
    }
    this.unvisit(h);
    this.tally(deg[h] + 1 + nearStart[h], 1);
    if (this.outer !== null) this.countOuter(h, 1);
  }

  /** Fills the candidates of depth d: the unvisited neighbours of path[d], in the order's sequence. */
  private expand(d: number): void {
    const { adj, count, visited, cand, o } = this;
    const s = this.path[d];
    const base = 8 * d;
    let m = 0;
    for (let k = 0, b = 8 * s; k < count[s]; k++) {
      const q = adj[b + k];
      if (visited[q] || (d === 0 && o.firstMove >= 0 && q !== o.firstMove)) continue;
      if (o.order === 'warnsdorff') this.insertByDegree(base, m, q);
      else cand[base + m] = q;
      m++;
    }
    if (o.order === 'random') {
      for (let i = m - 1; i > 0; i--) {
        const j = Math.floor(this.rng() * (i + 1));
        const t = cand[base + i];
        cand[base + i] = cand[base + j];
        cand[base + j] = t;
      }
    }
    if (d === o.rotateAt && m > 1) {
      const first = cand[base];
      cand.copyWithin(base, base + 1, base + m);
      cand[base + m - 1] = first;
    }
    this.ncand[d] = m;
    this.next[d] = 0;
  }

  /**
   * Warnsdorff's order: fewest onward moves first; among equal degrees the square farthest from the
   * centre (Roth's tie-break), then MOVES order (the insertion sort is stable). Closed tours keep the
   * start's neighbours, the way home, for last. A stable insertion sort on Int32 keys.
   */
  private insertByDegree(base: number, m: number, q: number): void {
    const { keys, cand, cols, rows } = this;
    const y = 2 * ((q / cols) | 0) - (rows - 1);
    const x = 2 * (q % cols) - (cols - 1);
    const key = (this.deg[q] + (this.nearStart[q] ? CLOSED_BONUS : 0)) * 0x1000000 - (x * x + y * y);
    let i = m;
    while (i > 0 && keys[i - 1] > key) {
      keys[i] = keys[i - 1];
      cand[base + i] = cand[base + i - 1];
      i--;
    }
    keys[i] = key;
    cand[base + i] = q;
  }

  // ---- Setup helpers.

  /** 1 on the two outer lines of a 4×n board; also counts the unvisited outer squares and classes. */
  private outerLines(): Uint8Array {
    const { rows, cols, n } = this;
    const outer = new Uint8Array(n);
    for (let u = 0; u < n; u++) {
      const line = rows === 4 ? (u / cols) | 0 : u % cols;
      outer[u] = line === 0 || line === 3 ? 1 : 0;
      this.outerLeft += outer[u];
      this.classLeft[outer[u] ^ isLight(cols, u)]++;
    }
    return outer;
  }

  private countOuter(s: number, sign: number): void {
    const outer = this.outer!;
    this.outerLeft += sign * outer[s];
    this.classLeft[outer[s] ^ isLight(this.cols, s)] += sign;
  }

  /** 1 when u is a knight's move from the start (the knight's first square). */
  private nextToStart(u: number): number {
    const { adj, count, start } = this;
    for (let k = 0, b = 8 * start; k < count[start]; k++) if (adj[b + k] === u) return 1;
    return 0;
  }
}
