/**
 * Backtracking (vuelta atrás) for knight's tours, iterative with an explicit stack, so the depth
 * (rows·cols squares) never meets a recursion limit.
 *
 * Glossary
 * - Node: one square placed on the path (a call of the recursive version).
 * - Backtrack: one square taken off the path again.
 * - Order: how the moves out of a square are tried —
 *   `fixed`      MOVES order (board.ts);
 *   `warnsdorff` by current degree, fewest onward moves first; ties go to the square farthest
 *                from the centre (Roth), then MOVES order;
 *   `random`     a fresh seeded shuffle at every node.
 * - Budget: `maxNodes`; when exceeded the search stops with status 'budget' and its counters.
 * - Restarts (after Harvey & Ginsberg's limited discrepancy search, 1995): depth-first search repairs
 *   a bad early choice only after exhausting everything below it, which on thin boards is exponential.
 *   So the search runs in attempts with a node budget each: the plain order, then the same order
 *   with one discrepancy — the heuristic's first choice tried last at depth j — for j = 1 … 32;
 *   then again with 4× the budget per attempt. Every attempt searches the whole tree (only the
 *   order differs), so an attempt that finishes without a tour proves there is none.
 * - Pruning (k-prometedor tests; each only cuts subtrees that hold no tour): available-move counts
 *   at every node; once the search has backtracked, a block test (cut squares of the unvisited
 *   region, see BlockTest); on 4×n boards, Pósa's outer-line count.
 */
import { checkBoolean, checkChoice, checkInteger, checkOptions } from '../check';
import { checkBoard, checkSquare, insertByKey, isLight, knightGraph, unvisitSquare, visitSquare } from './board';
import { startColourAllows, tourExists } from './existence';
import { mulberry32 } from './rng';
import { startAt, Tour } from './tour';

/** Move orders {@link backtrackTour} knows. */
export const ORDERS = ['fixed', 'warnsdorff', 'random'] as const;
/** A move-order name. */
export type MoveOrder = (typeof ORDERS)[number];

/** Options of {@link backtrackTour}. */
export interface BacktrackOptions {
  order?: MoveOrder;
  /** Require the last square to be a knight's move from the first (default false). */
  closed?: boolean;
  /** Stop with status 'budget' after this many nodes (default 10 000 000). */
  maxNodes?: number;
  /** Seed for the `random` order (default 1). */
  seed?: number;
  /**
   * Search in attempts with one discrepancy each (see the header), and seek closed tours from the
   * corner, rotating the cycle to `start`; default true for `warnsdorff`, false otherwise.
   */
  restarts?: boolean;
}

const BACKTRACK_OPTIONS = ['order', 'closed', 'maxNodes', 'seed', 'restarts'] as const;

/** Counters of a search (machine-independent nodes and backtracks, plus wall time). */
export interface SearchStats {
  nodes: number;
  backtracks: number;
  ms: number;
}

/**
 * Result of {@link backtrackTour}. `none`: no such tour from `start` — proved by exhaustive search,
 * or without search by {@link tourExists} or the colour argument (then `stats.nodes` is 0).
 */
export interface BacktrackResult {
  status: 'found' | 'none' | 'budget';
  tour?: Tour;
  /** Summed over all attempts; `attempts` is 1 without restarts (0 when a theorem answered). */
  stats: SearchStats & { attempts: number };
}

const CLOSED_BONUS = 8; // larger than any degree: start's neighbours sort after every other square

/** Boards up to this many squares run the block test (BlockTest) once the search has backtracked; larger ones after 8 backtracks per square. */
export const CONNECTIVITY_SQUARES = 2500;

/** Restarts: depths that get a discrepancy in each round, and the first round's budget per attempt (nodes = this + 2 · squares). */
export const RESTART_DEPTHS = 32;
const RESTART_BASE_NODES = 1000;

/** Largest board {@link backtrackTour} accepts (its tables take about 50 bytes per square). */
export const MAX_BACKTRACK_SQUARES = 4_000_000;

/**
 * Depth-first search for a knight's tour from `start`: `found` with the tour, `none` when the whole
 * tree was explored, `budget` when `maxNodes` ran out. With `order: 'warnsdorff'` it usually runs
 * straight down (nodes ≈ squares) and repairs Warnsdorff's dead ends by backtracking.
 */
export function backtrackTour(rows: number, cols: number = rows, start = 0, opts: BacktrackOptions = {}): BacktrackResult {
  checkBoard(rows, cols, MAX_BACKTRACK_SQUARES);
  checkSquare(rows, cols, start);
  const options = checkOptions(opts, BACKTRACK_OPTIONS);
  const order = checkChoice('order', options.order ?? 'warnsdorff', ORDERS);
  const closed = checkBoolean('closed', options.closed ?? false);
  const maxNodes = checkInteger('maxNodes', options.maxNodes ?? 10_000_000, 1);
  const seed = checkInteger('seed', options.seed ?? 1, -(2 ** 31), 2 ** 32 - 1);
  const restarts = checkBoolean('restarts', options.restarts ?? order === 'warnsdorff');
  // Theorems and the colour argument settle some cases without search.
  if (!tourExists(rows, cols, closed ? 'closed' : 'open') || !startColourAllows(rows, cols, start)) {
    return { status: 'none', stats: { nodes: 0, backtracks: 0, ms: 0, attempts: 0 } };
  }
  const t0 = performance.now();
  const n = rows * cols;
  // A closed tour is a cycle through every square, so with restarts it is sought from the corner,
  // where Warnsdorff's order does best, and then started at `start` (3×n boards from other squares
  // otherwise run out of budget).
  const from = closed && restarts ? 0 : start;
  const stats = { nodes: 0, backtracks: 0, ms: 0, attempts: 0 };
  const attempt = (budget: number, rotateAt: number) => {
    const r = searchTours(rows, cols, from, { order, closed, maxNodes: budget, seed, countAll: false, rotateAt });
    stats.nodes += r.stats.nodes;
    stats.backtracks += r.stats.backtracks;
    stats.attempts++;
    return r;
  };
  const done = (status: BacktrackResult['status'], path?: Int32Array): BacktrackResult => {
    stats.ms = performance.now() - t0;
    if (status !== 'found') return { status, stats };
    const tour = { rows, cols, path: path! };
    return { status, tour: from === start ? tour : startAt(tour, start), stats };
  };
  if (!restarts) {
    const r = attempt(maxNodes, -1);
    return done(r.status === 'complete' ? 'none' : r.status, r.path);
  }
  // Depth j = 0 is the plain order; j ≥ 1 tries the first choice at depth j last.
  const depths = Math.max(0, Math.min(n - 2, RESTART_DEPTHS));
  for (let perAttempt = RESTART_BASE_NODES + 2 * n; ; perAttempt *= 4) {
    for (let j = 0; j <= depths; j++) {
      const budget = Math.min(perAttempt, maxNodes - stats.nodes);
      if (budget <= 0) return done('budget');
      const r = attempt(budget, j === 0 ? -1 : j);
      if (r.status === 'found') return done('found', r.path);
      if (r.status === 'complete') return done('none'); // the whole tree, in another order: no tour
      if (budget < perAttempt) return done('budget');
    }
  }
}

/** Internal options of {@link searchTours} (already validated). */
export interface SearchOptions {
  order: MoveOrder;
  closed: boolean;
  maxNodes: number;
  seed: number;
  /** Count every tour instead of stopping at the first. */
  countAll: boolean;
  /** Counting closed tours: only paths whose first move is to this square (−1: any). */
  firstMove?: number;
  /** Use the available-moves pruning (default true; false gives the plain textbook search). */
  prune?: boolean;
  /** Try the order's first candidate last at this depth, every time the search is there (one discrepancy; −1: none). */
  rotateAt?: number;
  /** Also prune with the structure tests: the block test (the unvisited squares fall apart, or leave two dead-end pockets; see {@link CONNECTIVITY_SQUARES}) and the 4×n outer-line count (default true). */
  connectivity?: boolean;
}

/** Result of {@link searchTours}: `count` tours met (directed, from `start`); `path` the first tour when found. */
export interface SearchResult {
  status: 'found' | 'complete' | 'budget';
  count: number;
  path: Int32Array;
  stats: SearchStats;
}

/**
 * The search engine behind {@link backtrackTour} and `countTours`: iterative DFS over the knight's
 * graph with cheap prunings that make Warnsdorff's order robust (thin boards included) and
 * exhaustive counts fast.
 *
 * "Available moves" of an unvisited square u = its unvisited neighbours, plus 1 if u is next to the
 * knight, plus (closed tours) 1 if u is next to the start. A path through all unvisited squares needs
 * 2 for every square but its last; so an open search dies when some square has 0 or two squares
 * have ≤ 1, a closed search when any square has ≤ 1. Both counters are kept up to date in O(8) per
 * move: moving the knight p → h only lowers the squares next to p (squares next to h lose h as an
 * unvisited neighbour but gain it as the knight's square; the knight's graph is bipartite, so no
 * square is next to both).
 */
export function searchTours(rows: number, cols: number, start: number, o: SearchOptions): SearchResult {
  const t0 = performance.now();
  const { order, closed, maxNodes, countAll } = o;
  const firstMove = o.firstMove ?? -1;
  const rotateAt = o.rotateAt ?? -1;
  const rng = mulberry32(o.seed);
  const n = rows * cols;
  const { adj, count } = knightGraph(rows, cols);
  const visited = new Uint8Array(n);
  const deg = Uint8Array.from(count); // unvisited neighbours of each square (kept for visited ones too)
  const path = new Int32Array(n);
  const cand = new Int32Array(8 * n); // candidates at depth d live in cand[8d … 8d + ncand[d])
  const ncand = new Uint8Array(n);
  const next = new Uint8Array(n); // index of the next candidate to try at depth d
  const keys = new Float64Array(8);
  const nearStart = new Uint8Array(n);
  if (closed) for (let k = 0; k < count[start]; k++) nearStart[adj[8 * start + k]] = 1;
  let weak = 0; // unvisited squares with ≤ 1 available moves
  let zero = 0; // unvisited squares with 0 available moves
  const tally = (a: number, sign: number) => {
    if (a <= 1) weak += sign;
    if (a === 0) zero += sign;
  };
  const prune = o.prune ?? true;
  // Structure test (see BlockTest): O(squares) per node, so it runs only once the search has
  // backtracked (see CONNECTIVITY_SQUARES). It only ever prunes dead subtrees, so skipping it is safe;
  // its tables are allocated on first use, as most searches from the corner never backtrack.
  let blocks: BlockTest | null = null;
  const structureOk = (h: number, remaining: number) => {
    if (blocks === null) blocks = new BlockTest(rows, cols, adj, count, closed ? start : -1);
    return blocks.ok(visited, h, remaining);
  };
  const useConnectivity = (o.connectivity ?? true) && prune;
  // Boards 4×n (Pósa's argument that they have no closed tour, sharpened for open ones): the two
  // outer lines are pairwise non-adjacent, so on the rest of the path, N squares from the knight h
  // with o outer ones, at most N − 2o + [h outer] moves join two inner squares. Call a square's
  // class its colour XOR "outer": moves between the lines keep it, inner–inner moves flip it. So
  // while squares of the other class remain, one more inner–inner move must still fit. O(1) per node.
  // (From the start: the path needs exactly one such move, so it starts and ends on an outer line.)
  const outer = useConnectivity && !closed && Math.min(rows, cols) === 4 ? new Uint8Array(n) : null;
  let outerLeft = 0; // unvisited outer squares
  const classLeft = new Int32Array(2); // unvisited squares of each class
  if (outer) {
    for (let u = 0; u < n; u++) {
      const line = rows === 4 ? (u / cols) | 0 : u % cols;
      outer[u] = line === 0 || line === 3 ? 1 : 0;
      outerLeft += outer[u];
      classLeft[outer[u] ^ isLight(cols, u)]++;
    }
  }
  // h the knight, `squares` = h and the unvisited squares.
  const outerDead = (outer: Uint8Array, h: number, squares: number) => {
    const innerMoves = squares - 2 * (outerLeft + outer[h]) + outer[h]; // at most this many inner–inner moves left
    return innerMoves < (classLeft[1 ^ outer[h] ^ isLight(cols, h)] > 0 ? 1 : 0);
  };
  const countOuter = (outer: Uint8Array, s: number, sign: number) => {
    outerLeft += sign * outer[s];
    classLeft[outer[s] ^ isLight(cols, s)] += sign;
  };
  const dead = (d: number) => {
    if (!prune) return false;
    if (closed ? weak > 0 : zero > 0 || weak > 1) return true;
    if (outer !== null && outerDead(outer, path[d], n - d)) return true;
    if (useConnectivity && backtracks > (n <= CONNECTIVITY_SQUARES ? 0 : 8 * n)) return !structureOk(path[d], n - 1 - d);
    return false;
  };

  // Knight moves p → h (h was unvisited and next to p).
  const advance = (p: number, h: number) => {
    tally(deg[h] + 1 + nearStart[h], -1);
    visitSquare(h, visited, deg, adj, count);
    for (let k = 0, b = 8 * p; k < count[p]; k++) {
      const u = adj[b + k];
      if (visited[u]) continue;
      const a = deg[u] + 1 + nearStart[u];
      tally(a, -1);
      tally(a - 1, 1);
    }
  };
  // Undo advance(p, h).
  const retreat = (p: number, h: number) => {
    for (let k = 0, b = 8 * p; k < count[p]; k++) {
      const u = adj[b + k];
      if (visited[u] || u === h) continue;
      const a = deg[u] + nearStart[u]; // not next to the knight while h is the knight
      tally(a, -1);
      tally(a + 1, 1);
    }
    unvisitSquare(h, visited, deg, adj, count);
    tally(deg[h] + 1 + nearStart[h], 1);
  };
  const expand = (d: number) => {
    const s = path[d];
    const base = 8 * d;
    let m = 0;
    for (let k = 0, b = 8 * s; k < count[s]; k++) {
      const q = adj[b + k];
      if (visited[q]) continue;
      if (d === 0 && firstMove >= 0 && q !== firstMove) continue;
      if (order === 'warnsdorff') {
        // Fewest onward moves first; among equal degrees the square farthest from the centre
        // (Roth's tie-break), then MOVES order (the insertion sort is stable).
        const y = 2 * ((q / cols) | 0) - (rows - 1);
        const x = 2 * (q % cols) - (cols - 1);
        // Closed tours keep the start's neighbours for the end (the way home): they sort last.
        insertByKey(keys, cand, base, m, (deg[q] + (nearStart[q] ? CLOSED_BONUS : 0)) * 0x1000000 - (x * x + y * y), q);
      } else cand[base + m] = q;
      m++;
    }
    if (order === 'random') {
      for (let i = m - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        const t = cand[base + i];
        cand[base + i] = cand[base + j];
        cand[base + j] = t;
      }
    }
    if (d === rotateAt && m > 1) {
      const first = cand[base];
      cand.copyWithin(base, base + 1, base + m);
      cand[base + m - 1] = first;
    }
    ncand[d] = m;
    next[d] = 0;
  };

  path[0] = start;
  visitSquare(start, visited, deg, adj, count);
  if (outer !== null) countOuter(outer, start, -1);
  for (let u = 0; u < n; u++) if (u !== start) tally(deg[u] + (nearStart[u] ? 2 : 0) + (closed ? 0 : adjacentTo(u)), 1);
  function adjacentTo(u: number): number {
    for (let k = 0, b = 8 * start; k < count[start]; k++) if (adj[b + k] === u) return 1;
    return 0;
  }
  let nodes = 1;
  let backtracks = 0;
  let found = 0;
  let status: SearchResult['status'] = 'complete';
  let d = 0;
  let firstPath: Int32Array | null = null;
  if (n === 1) {
    found = 1;
    firstPath = path.slice();
    d = -1;
  } else expand(0);
  while (d >= 0) {
    if (next[d] < ncand[d]) {
      const q = cand[8 * d + next[d]++];
      if (nodes >= maxNodes) {
        status = 'budget';
        break;
      }
      nodes++;
      advance(path[d], q);
      if (outer !== null) countOuter(outer, q, -1);
      path[++d] = q;
      if (d === n - 1) {
        if (!closed || nearStart[q]) {
          found++;
          if (!firstPath) firstPath = path.slice();
          if (!countAll) {
            status = 'found';
            break;
          }
        }
        ncand[d] = 0;
        next[d] = 0;
      } else if (dead(d)) {
        ncand[d] = 0;
        next[d] = 0;
      } else expand(d);
    } else {
      if (d === 0) break;
      retreat(path[d - 1], path[d]);
      if (outer !== null) countOuter(outer, path[d], 1);
      d--;
      backtracks++;
    }
  }
  if (n === 1) status = countAll ? 'complete' : 'found';
  return { status, count: found, path: firstPath ?? new Int32Array(0), stats: { nodes, backtracks, ms: performance.now() - t0 } };
}

/**
 * The block test of {@link searchTours}: one depth-first search (Tarjan's low links) over G = the
 * knight's square h plus the unvisited squares (plus, for closed tours, the start, which must be
 * the path's end). The rest of the tour is a Hamiltonian path of G from h, so G must be connected
 * with h no cut square; and when a square p cuts off a part T of G away from h, the path runs
 * h → … → p through everything outside T, then covers T and ends there. Hence every such T holds
 * the end: they must all overlap (as DFS subtrees: be nested), closed tours need the start inside
 * them, and the colours must alternate along h → … → p (a count of each colour outside T).
 */
class BlockTest {
  private readonly n: number;
  private readonly white: Uint8Array; // 1 on squares with row + col even
  private readonly stamp: Int32Array;
  private readonly disc: Int32Array; // preorder number
  private readonly low: Int32Array; // Tarjan's low link
  private readonly whitesBefore: Int32Array; // white squares discovered before this one
  private readonly stack: Int32Array;
  private readonly edge: Uint8Array; // next neighbour index to scan
  private readonly cuts: Int32Array; // (subtree size, its white squares, cut square) per separated subtree
  private stampNo = 0;

  constructor(rows: number, cols: number, private readonly adj: Int32Array, private readonly count: Uint8Array, private readonly end: number) {
    const n = rows * cols;
    this.n = n;
    this.white = new Uint8Array(n);
    for (let u = 0; u < n; u++) this.white[u] = isLight(cols, u);
    this.stamp = new Int32Array(n);
    this.disc = new Int32Array(n);
    this.low = new Int32Array(n);
    this.whitesBefore = new Int32Array(n);
    this.stack = new Int32Array(n);
    this.edge = new Uint8Array(n);
    this.cuts = new Int32Array(3 * n);
  }

  /** False when no Hamiltonian path of G from h (to `end` if ≥ 0) can exist; `remaining` = unvisited squares. */
  ok(visited: Uint8Array, h: number, remaining: number): boolean {
    const { adj, count, white, stamp, disc, low, whitesBefore, stack, edge, cuts, end } = this;
    const stampNo = ++this.stampNo;
    const size = remaining + 1 + (end >= 0 ? 1 : 0); // squares in G
    let time = 0;
    let whites = 0;
    let top = 0;
    // Intersection of the separated subtrees' preorder intervals: the path's end lies in all of them.
    let lo = 0;
    let hi = size;
    let rootChildren = 0;
    let ncuts = 0;
    stamp[h] = stampNo;
    disc[h] = low[h] = time++;
    whitesBefore[h] = 0;
    whites += white[h];
    edge[h] = 0;
    stack[top++] = h;
    while (top > 0) {
      const v = stack[top - 1];
      if (edge[v] < count[v]) {
        const u = adj[8 * v + edge[v]++];
        if (visited[u] && u !== h && u !== end) continue;
        if (stamp[u] !== stampNo) {
          stamp[u] = stampNo;
          disc[u] = low[u] = time++;
          whitesBefore[u] = whites;
          whites += white[u];
          edge[u] = 0;
          stack[top++] = u;
          if (v === h && ++rootChildren > 1) return false; // h separates the unvisited squares
        } else if (disc[u] < low[v]) low[v] = disc[u];
        continue;
      }
      top--;
      if (top === 0) break;
      const p = stack[top - 1];
      if (low[v] < low[p]) low[p] = low[v];
      if (p !== h && low[v] >= disc[p]) {
        // p cuts off v's subtree T (preorder [disc v, time)).
        if (disc[v] > lo) lo = disc[v];
        if (time < hi) hi = time;
        if (lo >= hi) return false; // two disjoint pockets, each needing the path's end
        cuts[ncuts++] = time - disc[v];
        cuts[ncuts++] = whites - whitesBefore[v];
        cuts[ncuts++] = p;
      }
    }
    if (time !== size) return false;
    if (end >= 0 && (disc[end] < lo || disc[end] >= hi)) return false;
    // Colours alternate along h → … → p, the part of the path outside T: count them there.
    for (let i = 0; i < ncuts; i += 3) {
      const k = size - cuts[i];
      const kWhite = whites - cuts[i + 1];
      const p = cuts[i + 2];
      const same = white[h] ? kWhite : k - kWhite;
      if (same !== (k + 1) >> 1 || (k & 1 ? white[p] !== white[h] : white[p] === white[h])) return false;
    }
    return true;
  }
}
