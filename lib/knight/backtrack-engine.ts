/**
 * The backtracking engine behind backtrackTour (backtrack.ts) and countTours (count.ts): iterative
 * depth-first search with an explicit stack, so the depth (rows·cols squares) never meets a
 * recursion limit. `searchTours` checks its arguments (it is exported for experiments with the raw
 * engine); backtrackTour and countTours call `searchToursUnchecked` after their own checks.
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
import { checkBoard, checkSquareOn, isLightUnchecked as isLight, knightGraph } from './board';
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

/** Options of {@link searchTours} (called directly, every key may be left out: order 'fixed', closed false, maxNodes 10⁶, seed 1, countAll false). */
export interface SearchOptions {
  order: MoveOrder;
  closed: boolean;
  maxNodes: number;
  /** Stop with status 'budget' once Date.now() passes this (checked every 4096 nodes; default Infinity). */
  deadline?: number;
  seed: number;
  /** Count every tour instead of stopping at the first. */
  countAll: boolean;
  /** Counting closed tours: only paths whose first move is to this square (−1: any). */
  firstMove?: number;
  /** Prune: the available-moves counts, and the structure tests unless `connectivity` is false (default true; false gives the plain textbook search, the search of backtrack-steps.ts). */
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
 * The search engine behind `backtrackTour` and `countTours`: iterative DFS over the knight's
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
  checkBoard(rows, cols, MAX_BACKTRACK_SQUARES);
  checkSquareOn(rows, cols, start);
  const options = checkOptions(o, SEARCH_OPTIONS, 'o');
  const n = rows * cols;
  return searchToursUnchecked(rows, cols, start, {
    order: checkChoice('order', options.order ?? 'fixed', ORDERS),
    closed: checkBoolean('closed', options.closed ?? false),
    maxNodes: checkInteger('maxNodes', options.maxNodes ?? 1_000_000, 1),
    deadline: checkLimit('deadline', options.deadline ?? Infinity, 0, false),
    seed: checkInteger('seed', options.seed ?? 1, -(2 ** 31), 2 ** 32 - 1),
    countAll: checkBoolean('countAll', options.countAll ?? false),
    firstMove: checkInteger('firstMove', options.firstMove ?? -1, -1, n - 1),
    prune: checkBoolean('prune', options.prune ?? true),
    rotateAt: checkInteger('rotateAt', options.rotateAt ?? -1, -1, n),
    connectivity: checkBoolean('connectivity', options.connectivity ?? true),
  });
}

const SEARCH_OPTIONS = ['order', 'closed', 'maxNodes', 'deadline', 'seed', 'countAll', 'firstMove', 'prune', 'rotateAt', 'connectivity'] as const;

/** {@link searchTours} without the checks, for backtrackTour and countTours (their arguments are checked at their own entry). */
export function searchToursUnchecked(rows: number, cols: number, start: number, o: SearchOptions): SearchResult {
  const t0 = performance.now();
  const { order, closed, maxNodes, countAll } = o;
  const firstMove = o.firstMove ?? -1;
  const deadline = o.deadline ?? Infinity;
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
  const keys = new Int32Array(8);
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

  // visitSquare/unvisitSquare of board.ts, written out here on purpose: this is the engine's hottest
  // loop, and with calls to the shared helpers (and insertByKey below) countTours and backtrackTour
  // took about 1.1–1.4× the CPU time (A/B in one process); written out they match the old engine.
  const visit = (s: number) => {
    visited[s] = 1;
    for (let k = 0, b = 8 * s; k < count[s]; k++) deg[adj[b + k]]--;
  };
  const unvisit = (s: number) => {
    visited[s] = 0;
    for (let k = 0, b = 8 * s; k < count[s]; k++) deg[adj[b + k]]++;
  };
  // Knight moves p → h (h was unvisited and next to p).
  const advance = (p: number, h: number) => {
    tally(deg[h] + 1 + nearStart[h], -1);
    visit(h);
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
    unvisit(h);
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
        // insertByKey (board.ts) written out on Int32 keys, on purpose: it runs at every node (see visit).
        const key = (deg[q] + (nearStart[q] ? CLOSED_BONUS : 0)) * 0x1000000 - (x * x + y * y);
        let i = m;
        while (i > 0 && keys[i - 1] > key) {
          keys[i] = keys[i - 1];
          cand[base + i] = cand[base + i - 1];
          i--;
        }
        keys[i] = key;
        cand[base + i] = q;
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
  visit(start);
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
      // the clock only every 4096 nodes: the block test makes a node O(squares) on big boards
      if (nodes >= maxNodes || ((nodes & 4095) === 0 && Date.now() > deadline)) {
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
