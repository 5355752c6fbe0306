/**
 * Search for structured closed tours, the base cases of divide and conquer.
 *
 * Glossary
 * - Forced move: a corner move (structured.ts) the cycle must contain; a square has at most two.
 * - Restart: the search is depth-first with Warnsdorff's order (fewest onward moves first, ties
 *   broken by a seeded random number) and a node budget per attempt; when an attempt runs out it
 *   starts again with the next seed; every fourth restart doubles the budget. Boards with sides
 *   6–12 need one or two attempts; 5×9 minus a corner is the hard one (millions of nodes).
 * - Budgets: `maxNodes` in all and `maxMs` of wall time; either ends the search with status 'budget'.
 */
import { checkBoolean, checkInteger, checkLimit, checkOptions } from '../check';
import { knightGraph } from './board';
import { mulberry32 } from './rng';
import { structuredEdges, checkCycle } from './structured';

/** Options of {@link searchStructuredCycle}. */
export interface StructuredSearchOptions {
  /** Leave out the top-left corner (for boards with both sides odd). Default false. */
  cornerless?: boolean;
  /** First seed; attempt i uses seed + i. Default 1. */
  seed?: number;
  /** Nodes of the first attempt before restarting (default 40 × squares); each restart doubles it. */
  nodesPerAttempt?: number;
  /** Total node budget over all attempts (default 200 000 000). */
  maxNodes?: number;
  /** Stop with status 'budget' after this many milliseconds (default 10 000; Infinity for none; the clock is read every 4096 nodes). */
  maxMs?: number;
}

/** Result of {@link searchStructuredCycle}: the cycle (squares in order) when found. */
export interface StructuredSearchResult {
  /** 'budget': `maxNodes` or `maxMs` ran out first. */
  status: 'found' | 'none' | 'budget';
  cycle?: Int32Array;
  stats: { nodes: number; backtracks: number; attempts: number; ms: number };
}

/** Largest side {@link searchStructuredCycle} accepts (base cases are small boards). */
export const MAX_BASE_SIDE = 40;

/**
 * Finds a structured closed tour of a rows×cols board (or of the board minus its top-left corner),
 * by depth-first search with forced corner moves, Warnsdorff's order and seeded restarts.
 */
export function searchStructuredCycle(rows: number, cols: number, options: StructuredSearchOptions = {}): StructuredSearchResult {
  checkInteger('rows', rows, 5, MAX_BASE_SIDE);
  checkInteger('cols', cols, 5, MAX_BASE_SIDE);
  options = checkOptions(options, ['cornerless', 'seed', 'nodesPerAttempt', 'maxNodes', 'maxMs']);
  const cornerless = checkBoolean('cornerless', options.cornerless ?? false);
  const n = rows * cols;
  const budget: Budget = {
    seed: checkInteger('seed', options.seed ?? 1, 0, 2 ** 31),
    perAttempt: checkInteger('nodesPerAttempt', options.nodesPerAttempt ?? 40 * n, 1),
    maxNodes: checkInteger('maxNodes', options.maxNodes ?? 200_000_000, 1),
    maxMs: checkLimit('maxMs', options.maxMs ?? 10_000, 0, false),
  };
  const t0 = Date.now();
  const none = (): StructuredSearchResult => ({ status: 'none', stats: { nodes: 0, backtracks: 0, attempts: 0, ms: Date.now() - t0 } });
  // A knight alternates colours, so a closed tour needs an even number of squares.
  if (!cornerless && n % 2 === 1) return none();
  const forced = forcedMoves(rows, cols, cornerless);
  if (forced === null) return none();
  return new StructuredSearch(rows, cols, cornerless, forced).run(budget, t0);
}

interface Budget {
  seed: number;
  perAttempt: number;
  maxNodes: number;
  maxMs: number;
}

/** Forced moves: `forced[2s]`, `forced[2s + 1]` the corner moves at s (−1: none), or null when a square would need three. */
function forcedMoves(rows: number, cols: number, cornerless: boolean): Int32Array | null {
  const forced = new Int32Array(2 * rows * cols).fill(-1);
  for (const [a, b] of structuredEdges(rows, cols, cornerless)) {
    for (const [x, y] of [[a, b], [b, a]]) {
      if (forced[2 * x] === y || forced[2 * x + 1] === y) continue;
      if (forced[2 * x] < 0) forced[2 * x] = y;
      else if (forced[2 * x + 1] < 0) forced[2 * x + 1] = y;
      else return null;
    }
  }
  return forced;
}

/** The search's state: the board without the left-out corner, the path and the untried moves at each depth. */
class StructuredSearch {
  private readonly m: number;
  private readonly adj: Int32Array;
  private readonly deg: Uint8Array;
  private readonly start: number;
  /** start's forced moves: the first step, and the last square (−1: any neighbour of start may close the cycle). */
  private readonly first: number;
  private readonly last: number;
  private readonly visited: Uint8Array;
  /** Unvisited neighbours of each square. */
  private readonly free: Uint8Array;
  private readonly path: Int32Array;
  private readonly cand: Int32Array;
  private readonly candCount: Uint8Array;
  private readonly candIndex: Uint8Array;
  private readonly keys = new Float64Array(8);
  private nodes = 0;
  private backtracks = 0;
  private attempts = 0;

  constructor(private readonly rows: number, private readonly cols: number, private readonly cornerless: boolean, private readonly forced: Int32Array) {
    const n = rows * cols;
    const m = (this.m = cornerless ? n - 1 : n);
    const { adj, count } = knightGraph(rows, cols, cornerless ? 0 : -1);
    this.adj = adj;
    this.deg = count;
    this.start = structuredEdges(rows, cols, cornerless)[0][0];
    this.first = forced[2 * this.start];
    this.last = forced[2 * this.start + 1];
    this.visited = new Uint8Array(n);
    this.free = new Uint8Array(n);
    this.path = new Int32Array(m);
    this.cand = new Int32Array(8 * m);
    this.candCount = new Uint8Array(m);
    this.candIndex = new Uint8Array(m);
  }

  /** Attempts with seeds seed, seed + 1, … and doubling node budgets until one finds a cycle, proves none, or a budget runs out. */
  run({ seed, perAttempt, maxNodes, maxMs }: Budget, t0: number): StructuredSearchResult {
    const deadline = t0 + Math.min(maxMs, 8.64e15 - t0);
    const result = (status: StructuredSearchResult['status'], cycle?: Int32Array): StructuredSearchResult =>
      ({ status, cycle, stats: { nodes: this.nodes, backtracks: this.backtracks, attempts: this.attempts, ms: Date.now() - t0 } });
    while (this.nodes < maxNodes && Date.now() <= deadline) {
      this.attempts++;
      // Doubling budgets: quick restarts first, yet a hard board eventually gets a long deep search.
      const attemptEnd = Math.min(maxNodes, this.nodes + perAttempt * 2 ** Math.min(Math.floor((this.attempts - 1) / 4), 30));
      const outcome = this.attempt(mulberry32(seed + this.attempts - 1), attemptEnd, deadline);
      if (outcome === 'found') {
        const cycle = this.path.slice();
        const check = checkCycle(this.rows, this.cols, cycle, this.cornerless);
        if (!check.ok) throw new Error(`internal error: search returned a bad cycle (checkCycle found ${JSON.stringify(check.problem)})`);
        return result('found', cycle);
      }
      // The first attempt explored its whole tree: with forced moves fixed, no structured tour exists.
      if (outcome === 'exhausted') return result('none');
    }
    return result('budget');
  }

  /** One depth-first attempt from start, until `attemptEnd` nodes in all or the deadline (read every 4096 nodes). */
  private attempt(rand: () => number, attemptEnd: number, deadline: number): 'found' | 'exhausted' | 'budget' {
    const { path, cand, candCount, candIndex, m } = this;
    this.visited.fill(0);
    this.free.set(this.deg);
    path[0] = this.start;
    this.visit(this.start);
    path[1] = this.first;
    this.visit(this.first);
    this.nodes += 2;
    let depth = 1;
    candCount[1] = this.expand(1, rand);
    candIndex[1] = 0;
    while (depth >= 1 && this.nodes < attemptEnd) {
      // Back up from a full path that does not close, or from a square whose moves are all tried.
      const full = depth === m - 1;
      if (full && this.closes(path[depth], path[depth - 1])) return 'found';
      if (full || candIndex[depth] >= candCount[depth]) {
        if (depth === 1 && !full) return 'exhausted';
        this.unvisit(path[depth]);
        depth--;
        this.backtracks++;
        continue;
      }
      const v = cand[8 * depth + candIndex[depth]++];
      path[++depth] = v;
      this.visit(v);
      if ((++this.nodes & 4095) === 0 && Date.now() > deadline) return 'budget';
      if (depth < m - 1) {
        candCount[depth] = this.expand(depth, rand);
        candIndex[depth] = 0;
      }
    }
    return 'budget';
  }

  /** Marks s visited: each of its neighbours has one unvisited neighbour fewer. */
  private visit(s: number): void {
    this.visited[s] = 1;
    for (let b = 8 * s, e = b + this.deg[s]; b < e; b++) this.free[this.adj[b]]--;
  }

  private unvisit(s: number): void {
    this.visited[s] = 0;
    for (let b = 8 * s, e = b + this.deg[s]; b < e; b++) this.free[this.adj[b]]++;
  }

  /**
   * Inserts square v with sort key `key` into the candidates of depth d, the first `count` kept
   * sorted by key; equal keys keep their arrival order (a stable insertion sort of at most 8).
   */
  private insert(d: number, count: number, key: number, v: number): void {
    const { keys, cand } = this;
    const base = 8 * d;
    let i = count;
    while (i > 0 && keys[i - 1] > key) {
      keys[i] = keys[i - 1];
      cand[base + i] = cand[base + i - 1];
      i--;
    }
    keys[i] = key;
    cand[base + i] = v;
  }

  /** Fills cand[8·depth …] with the moves allowed out of path[depth], in Warnsdorff's order; returns how many. */
  private expand(depth: number, rand: () => number): number {
    const { forced, visited, free, start, last, m } = this;
    const head = this.path[depth];
    const prev = depth > 0 ? this.path[depth - 1] : -1;
    // Every neighbour of start used before the end: the cycle can no longer close.
    if (free[start] === 0) return 0;
    // Forced moves out of head (start's are first, taken, and last, checked at the end).
    let must = -1;
    for (let j = 0; j < 2 && head !== start; j++) {
      const f = forced[2 * head + j];
      if (f < 0 || f === prev) continue;
      if (visited[f] || must >= 0) return 0;
      must = f;
    }
    if (must >= 0) {
      if (must === last && depth + 1 !== m - 1) return 0;
      this.cand[8 * depth] = must;
      return 1;
    }
    // Warnsdorff order among unvisited neighbours; a neighbour left with no way on must come next.
    // (The scan goes on past a dead end: the seeded sequence of draws is part of the base cases' recipe.)
    let count = 0;
    let deadEnds = 0;
    for (let k = 0; k < this.deg[head]; k++) {
      const v = this.adj[8 * head + k];
      if (visited[v] || (v === last && depth + 1 !== m - 1)) continue;
      if (free[v] === 0 && depth + 1 !== m - 1) {
        deadEnds++;
        continue;
      }
      this.insert(depth, count++, free[v] + rand() * 0.5, v);
    }
    return deadEnds > 0 ? 0 : count;
  }

  /**
   * The last square closes the cycle if it is start's required (or any) neighbour and its own
   * forced moves are the two it uses: to the square before it and back to start.
   */
  private closes(head: number, prev: number): boolean {
    const { forced, start, last } = this;
    for (let j = 0; j < 2; j++) {
      const f = forced[2 * head + j];
      if (f >= 0 && f !== prev && f !== start) return false;
    }
    if (last >= 0) return head === last;
    for (let k = 0; k < this.deg[start]; k++) if (this.adj[8 * start + k] === head) return true;
    return false;
  }
}
