/**
 * Search for structured closed tours, the base cases of divide and conquer.
 *
 * Glossary
 * - Forced move: a corner move (structured.ts) the cycle must contain; a square has at most two.
 * - Restart: the search is depth-first with Warnsdorff's order (fewest onward moves first, ties
 *   broken by a seeded random number) and a node budget per attempt; when an attempt runs out it
 *   starts again with the next seed; every fourth restart doubles the budget. Boards with sides
 *   6–12 need one or two attempts; 5×9 minus a corner is the hard one (millions of nodes).
 */
import { checkBoolean, checkInteger, checkOptions } from '../check';
import { insertByKey, knightGraph, unvisitSquare, visitSquare } from './board';
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
}

/** Result of {@link searchStructuredCycle}: the cycle (squares in order) when found. */
export interface StructuredSearchResult {
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
  options = checkOptions(options, ['cornerless', 'seed', 'nodesPerAttempt', 'maxNodes']);
  const cornerless = checkBoolean('cornerless', options.cornerless ?? false);
  const n = rows * cols;
  const m = cornerless ? n - 1 : n;
  const seed0 = checkInteger('seed', options.seed ?? 1, 0, 2 ** 31);
  const perAttempt = checkInteger('nodesPerAttempt', options.nodesPerAttempt ?? 40 * n, 1);
  const maxNodes = checkInteger('maxNodes', options.maxNodes ?? 200_000_000, 1);
  if (!cornerless && m % 2 === 1) {
    // A knight alternates colours, so a closed tour needs an even number of squares.
    return { status: 'none', stats: { nodes: 0, backtracks: 0, attempts: 0, ms: 0 } };
  }
  const t0 = Date.now();

  // The knight's graph without the left-out corner.
  const { adj, count: deg } = knightGraph(rows, cols, cornerless ? 0 : -1);
  // Forced moves: at most two per square, or no structured tour exists.
  const forced = new Int32Array(2 * n).fill(-1);
  for (const [a, b] of structuredEdges(rows, cols, cornerless)) {
    for (const [x, y] of [[a, b], [b, a]]) {
      if (forced[2 * x] === y || forced[2 * x + 1] === y) continue;
      if (forced[2 * x] < 0) forced[2 * x] = y;
      else if (forced[2 * x + 1] < 0) forced[2 * x + 1] = y;
      else return { status: 'none', stats: { nodes: 0, backtracks: 0, attempts: 0, ms: Date.now() - t0 } };
    }
  }
  const start = structuredEdges(rows, cols, cornerless)[0][0];
  const first = forced[2 * start];
  const last = forced[2 * start + 1]; // −1: any neighbour of start may close the cycle

  const visited = new Uint8Array(n);
  const free = new Uint8Array(n); // unvisited neighbours
  const path = new Int32Array(m);
  const cand = new Int32Array(8 * m);
  const candCount = new Uint8Array(m);
  const candIndex = new Uint8Array(m);
  const keys = new Float64Array(8);
  let nodes = 0;
  let backtracks = 0;
  let attempts = 0;

  const visit = (s: number) => visitSquare(s, visited, free, adj, deg);
  const unvisit = (s: number) => unvisitSquare(s, visited, free, adj, deg);

  // Fills cand[8·depth …] with the moves allowed out of path[depth], in Warnsdorff's order; returns how many.
  const expand = (depth: number, rand: () => number): number => {
    const head = path[depth];
    const base = 8 * depth;
    const prev = depth > 0 ? path[depth - 1] : -1;
    // Every neighbour of start used before the end: the cycle can no longer close.
    if (free[start] === 0) return 0;
    // Forced moves out of head.
    let must = -1;
    for (let j = 0; j < 2; j++) {
      const f = forced[2 * head + j];
      if (f < 0 || f === prev) continue;
      if (head === start) continue; // start's forced moves are first (taken) and last (checked at the end)
      if (visited[f] || must >= 0) return 0;
      must = f;
    }
    if (must >= 0) {
      if (must === last && depth + 1 !== m - 1) return 0;
      cand[base] = must;
      return 1;
    }
    // Warnsdorff order among unvisited neighbours; a neighbour left with no way on must come next.
    let count = 0;
    let deadEnds = 0;
    for (let k = 0; k < deg[head]; k++) {
      const v = adj[8 * head + k];
      if (visited[v]) continue;
      if (v === last && depth + 1 !== m - 1) continue;
      if (free[v] === 0 && depth + 1 !== m - 1) {
        deadEnds++;
        continue;
      }
      insertByKey(keys, cand, base, count++, free[v] + rand() * 0.5, v);
    }
    return deadEnds > 0 ? 0 : count;
  };

  // The last square closes the cycle if it is start's required (or any) neighbour and its own
  // forced moves are the two it uses: to the square before it and back to start.
  const closes = (head: number, prev: number) => {
    for (let j = 0; j < 2; j++) {
      const f = forced[2 * head + j];
      if (f >= 0 && f !== prev && f !== start) return false;
    }
    if (last >= 0) return head === last;
    for (let k = 0; k < deg[start]; k++) if (adj[8 * start + k] === head) return true;
    return false;
  };

  while (nodes < maxNodes) {
    const rand = mulberry32(seed0 + attempts);
    attempts++;
    // Doubling budgets: quick restarts first, yet a hard board eventually gets a long deep search.
    const attemptEnd = Math.min(maxNodes, nodes + perAttempt * 2 ** Math.min(Math.floor((attempts - 1) / 4), 30));
    visited.fill(0);
    for (let s = 0; s < n; s++) free[s] = deg[s];
    path[0] = start;
    visit(start);
    path[1] = first;
    visit(first);
    nodes += 2;
    let depth = 1;
    candCount[1] = expand(1, rand);
    candIndex[1] = 0;
    let found = false;
    let exhausted = false;
    while (depth >= 1 && nodes < attemptEnd) {
      // Back up from a full path that does not close, or from a square whose moves are all tried.
      const full = depth === m - 1;
      if (full && closes(path[depth], path[depth - 1])) {
        found = true;
        break;
      }
      if (full || candIndex[depth] >= candCount[depth]) {
        if (depth === 1 && !full) {
          exhausted = true;
          break;
        }
        unvisit(path[depth]);
        depth--;
        backtracks++;
        continue;
      }
      const v = cand[8 * depth + candIndex[depth]++];
      depth++;
      path[depth] = v;
      visit(v);
      nodes++;
      if (depth < m - 1) {
        candCount[depth] = expand(depth, rand);
        candIndex[depth] = 0;
      }
    }
    if (found) {
      const cycle = path.slice();
      const check = checkCycle(rows, cols, cycle, cornerless);
      if (!check.ok) throw new Error(`internal error: search returned a bad cycle (checkCycle found ${JSON.stringify(check.problem)})`);
      return { status: 'found', cycle, stats: { nodes, backtracks, attempts, ms: Date.now() - t0 } };
    }
    if (exhausted) {
      // The first attempt explored its whole tree: with forced moves fixed, no structured tour exists.
      return { status: 'none', stats: { nodes, backtracks, attempts, ms: Date.now() - t0 } };
    }
  }
  return { status: 'budget', stats: { nodes, backtracks, attempts, ms: Date.now() - t0 } };
}
