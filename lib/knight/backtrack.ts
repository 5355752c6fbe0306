/**
 * Backtracking (vuelta atrás) for knight's tours: the driver. It checks the arguments, answers from
 * the theorems when it can, and runs the engine (backtrack-engine.ts) in attempts.
 *
 * Glossary
 * - Node, backtrack, move order, pruning: see backtrack-engine.ts.
 * - Budget: `maxNodes`; when exceeded the search stops with status 'budget' and its counters.
 * - Restarts (after Harvey & Ginsberg's limited discrepancy search, 1995): depth-first search repairs
 *   a bad early choice only after exhausting everything below it, which on thin boards is exponential.
 *   So the search runs in attempts with a node budget each: the plain order, then the same order
 *   with one discrepancy — the heuristic's first choice tried last at depth j — for j = 1 … 32;
 *   then again with 4× the budget per attempt. Every attempt searches the whole tree (only the
 *   order differs), so an attempt that finishes without a tour proves there is none.
 * - Plain mode (`prune: false`): the textbook search — no pruning, no theorem shortcut; the same
 *   choices and counts as backtrackSteps (backtrack-steps.ts).
 */
import { checkBoolean, checkChoice, checkInteger, checkLimit, checkOptions } from '../check';
import { checkBoard, checkSquareOn } from './board';
import { MAX_BACKTRACK_SQUARES, MoveOrder, ORDERS, SEARCH_DEFAULTS, SearchStats, TourSearch } from './backtrack-engine';
import { startColourAllows, tourExists } from './existence';
import { startAt, Tour } from './tour';

/** Options of {@link backtrackTour}. */
export interface BacktrackOptions {
  order?: MoveOrder;
  /** Require the last square to be a knight's move from the first (default false). */
  closed?: boolean;
  /** Stop with status 'budget' after this many nodes (default 10 000 000). */
  maxNodes?: number;
  /**
   * Stop with status 'budget' after this many milliseconds (default 10 000; Infinity for none). On
   * big boards the block test makes a node cost O(squares), so the node budget alone can take minutes.
   */
  maxMs?: number;
  /** Seed for the `random` order (default 1). */
  seed?: number;
  /**
   * Search in attempts with one discrepancy each (see the header), and seek closed tours from the
   * corner, rotating the cycle to `start`; default true for `warnsdorff` with pruning, false otherwise.
   */
  restarts?: boolean;
  /**
   * Prune subtrees that hold no tour (the engine's three tests) and answer from the theorems without
   * search (default true). `false` gives the plain textbook search: every move tried in order,
   * undone on failure — the choices and counts of `backtrackSteps`.
   */
  prune?: boolean;
}

const BACKTRACK_OPTIONS = ['order', 'closed', 'maxNodes', 'maxMs', 'seed', 'restarts', 'prune'] as const;

/**
 * Result of {@link backtrackTour}. `none`: no such tour from `start` — proved by exhaustive search,
 * or (unless `prune: false`) without search by {@link tourExists} or the colour argument (then
 * `stats.nodes` is 0).
 */
export interface BacktrackResult {
  status: 'found' | 'none' | 'budget';
  tour?: Tour;
  /** Summed over all attempts; `attempts` is 1 without restarts (0 when a theorem answered). */
  stats: SearchStats & { attempts: number };
}

/** Restarts: depths that get a discrepancy in each round, and the first round's budget per attempt (nodes = this + 2 · squares). */
export const RESTART_DEPTHS = 32;
const RESTART_BASE_NODES = 1000;

export { MAX_BACKTRACK_SQUARES };

/**
 * Depth-first search for a knight's tour from `start`: `found` with the tour, `none` when the whole
 * tree was explored, `budget` when `maxNodes` ran out. With `order: 'warnsdorff'` it usually runs
 * straight down (nodes ≈ squares) and repairs Warnsdorff's dead ends by backtracking.
 */
export function backtrackTour(rows: number, cols: number = rows, start = 0, opts: BacktrackOptions = {}): BacktrackResult {
  checkBoard(rows, cols, MAX_BACKTRACK_SQUARES);
  checkSquareOn(rows, cols, start);
  const options = checkOptions(opts, BACKTRACK_OPTIONS);
  const order = checkChoice('order', options.order ?? 'warnsdorff', ORDERS);
  const closed = checkBoolean('closed', options.closed ?? false);
  const maxNodes = checkInteger('maxNodes', options.maxNodes ?? 10_000_000, 1);
  const maxMs = checkLimit('maxMs', options.maxMs ?? 10_000, 0, false);
  const seed = checkInteger('seed', options.seed ?? 1, -(2 ** 31), 2 ** 32 - 1);
  const prune = checkBoolean('prune', options.prune ?? true);
  const restarts = checkBoolean('restarts', options.restarts ?? (order === 'warnsdorff' && prune));
  // Theorems and the colour argument settle some cases without search.
  if (prune && (!tourExists(rows, cols, closed ? 'closed' : 'open') || !startColourAllows(rows, cols, start))) {
    return { status: 'none', stats: { nodes: 0, backtracks: 0, ms: 0, attempts: 0 } };
  }
  const t0 = performance.now();
  const deadline = Date.now() + Math.min(maxMs, 8.64e15 - Date.now());
  const n = rows * cols;
  // A closed tour is a cycle through every square, so with restarts it is sought from the corner,
  // where Warnsdorff's order does best, and then started at `start` (3×n boards from other squares
  // otherwise run out of budget).
  const from = closed && restarts ? 0 : start;
  const stats = { nodes: 0, backtracks: 0, ms: 0, attempts: 0 };
  const attempt = (budget: number, rotateAt: number) => {
    const r = new TourSearch(rows, cols, from, { ...SEARCH_DEFAULTS, order, closed, maxNodes: budget, deadline, seed, rotateAt, prune }).run();
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
      if (budget < perAttempt || Date.now() > deadline) return done('budget');
    }
  }
}
