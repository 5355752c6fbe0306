/**
 * Exhaustive counting of knight's tours on small boards.
 *
 * Glossary (how tours are counted)
 * - Directed open tour: a sequence of squares, each once, consecutive ones a knight's move apart.
 *   A path and its reverse count twice; a closed tour counts as open too (drop its closing move).
 *   OEIS A165134 (n×n, all starts): 5×5 → 1728. From one start square: 5×5 corner → 304.
 * - Closed tour: counted once as a cycle — regardless of where it starts and which way it runs
 *   (OEIS A001230: 6×6 → 9862, 8×8 → 13 267 364 410 532, far beyond exhaustive search).
 */
import { checkBoolean, checkInteger, checkOptions } from '../check';
import { checkBoard, checkSquareOn } from './board';
import { SEARCH_DEFAULTS, SearchStats, TourSearch } from './backtrack-engine';

/** Options of {@link countTours}. */
export interface TourCountOptions {
  /** Count closed tours (cycles) instead of directed open tours (default false). */
  closed?: boolean;
  /** Open tours: count only those starting here (default: all starts). Closed: ignored for the count (every cycle visits every square) but used as the search root. */
  start?: number;
  /** Stop with status 'budget' after this many nodes in all (default 4 000 000: a second or two, a few
   *  on a busy machine; the largest count shown, 6×6 closed, takes 3.3 million). */
  maxNodes?: number;
}

/** Result of {@link countTours}; with status 'budget', `count` is a lower bound (tours met so far). */
export interface TourCountResult {
  status: 'complete' | 'budget';
  count: number;
  stats: SearchStats;
}

/** Default node budget of {@link countTours}: above the 3.3 million of the 6×6 closed count, and small enough that a count refused by it (8×8) ends in seconds. */
const DEFAULT_COUNT_NODES = 4_000_000;

/** Largest board {@link countTours} accepts (anything bigger is hopeless for exhaustive search anyway). */
export const MAX_COUNT_SQUARES = 64;

/**
 * Counts knight's tours exhaustively: directed open tours (from `start`, or from every square), or
 * closed tours as undirected cycles. Same pruned depth-first search as backtrackTour.
 */
export function countTours(rows: number, cols: number = rows, opts: TourCountOptions = {}): TourCountResult {
  checkBoard(rows, cols, MAX_COUNT_SQUARES);
  const options = checkOptions(opts, ['closed', 'start', 'maxNodes']);
  const closed = checkBoolean('closed', options.closed ?? false);
  const maxNodes = checkInteger('maxNodes', options.maxNodes ?? DEFAULT_COUNT_NODES, 1);
  if (options.start !== undefined) checkSquareOn(rows, cols, options.start);
  const n = rows * cols;
  const t0 = performance.now();
  let nodes = 0;
  let backtracks = 0;
  let count = 0;
  let status: TourCountResult['status'] = 'complete';
  const run = (s: number) => {
    const r = new TourSearch(rows, cols, s, { ...SEARCH_DEFAULTS, order: 'fixed', closed, maxNodes: maxNodes - nodes, countAll: true, connectivity: false }).run();
    nodes += r.stats.nodes;
    backtracks += r.stats.backtracks;
    count += r.count;
    if (r.status === 'budget') status = 'budget';
  };
  if (closed) {
    // Each cycle is met twice from its root square, once per direction.
    if (n > 1) run(options.start ?? 0);
    count = n === 1 ? 0 : count / 2;
  } else if (options.start !== undefined) run(options.start);
  else {
    for (let s = 0; s < n && status === 'complete'; s++) {
      if (nodes >= maxNodes) status = 'budget';
      else run(s);
    }
  }
  return { status, count: Math.floor(count), stats: { nodes, backtracks, ms: performance.now() - t0 } };
}
