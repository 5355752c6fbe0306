/**
 * The words of Algorithm X's interface, at the bottom of the folder: the column rule, the engine, a
 * search's options and its result. dlx-options.ts checks the options and holds their defaults
 * (DEFAULT_MAX_NODES, DEFAULT_MAX_MS, HEURISTICS, ENGINES); both engines (dlx-search.ts,
 * dlx-reference.ts) and the sanity check fill in these results.
 */

/**
 * How the next column to branch on is chosen: 'mrv' is Knuth's rule, the first column of smallest
 * size (minimum remaining values; his update counts need exactly this rule); 'first' takes the
 * first active column (no heuristic), to show what the rule buys.
 */
export type Heuristic = 'mrv' | 'first';

/**
 * Which implementation of Algorithm X runs: 'fast' (dlx-search.ts, the default) or 'reference'
 * (dlx-reference.ts: Knuth's steps X1–X8 one by one, slower, to read). Both make the same moves,
 * so they give the same solutions and stats.
 */
export type Engine = 'fast' | 'reference';

/** Options for `DancingLinks.solve`. */
export interface DlxSolveOptions {
  /** Stop after this many solutions (status 'limit'). Default: all. */
  limit?: number;
  /** Stop after trying this many rows (status 'budget'). Default DEFAULT_MAX_NODES (dlx-options.ts); Infinity for none. */
  maxNodes?: number;
  /** Stop after about this many milliseconds (status 'budget'). Default DEFAULT_MAX_MS (dlx-options.ts); Infinity for none. */
  maxMs?: number;
  /** How many solutions to keep in `solutions` (all are counted). Default 10,000. */
  keep?: number;
  /**
   * false: when the search stops early (limit or budget), leave the links as they are instead of
   * undoing level by level; the next call must then be `DancingLinks.reset`. A shortcut
   * for callers that reset anyway (solveSudoku). Default true.
   */
  unwind?: boolean;
  /** Called with each solution's rows (a fresh array) as it is found. */
  onSolution?: (rows: number[], count: number) => void;
  /** Column choice (see {@link Heuristic}). Default 'mrv' (Knuth's rule). */
  heuristic?: Heuristic;
  /** Implementation (see {@link Engine}). Default 'fast'. */
  engine?: Engine;
}

/** A search's options, checked and filled in (what dlx-options.ts's `checkSolveOptions` returns). */
export type CheckedSolveOptions = Required<Omit<DlxSolveOptions, 'onSolution'>> & Pick<DlxSolveOptions, 'onSolution'>;

/** Search counters, as Knuth reports them. */
export interface DlxStats {
  /** Rows tried (search-tree nodes below the root). */
  nodes: number;
  /** Columns unlinked from the header list plus nodes unlinked from their columns. */
  updates: number;
  /**
   * Knuth's profile: profile[d] = rows tried at depth d (with d rows already chosen, selected rows
   * not counted), up to the deepest level reached; the entries add up to `nodes`. (Knuth counts
   * levels entered, so his profile[d + 1] is this profile[d] less the solutions found at depth d.)
   */
  profile: number[];
  /** Wall-clock milliseconds. */
  ms: number;
}

/** Result of `DancingLinks.solve`. */
export interface DlxSolveResult {
  solutions: number[][];
  count: number;
  /** 'budget': maxNodes or maxMs ran out (stats.nodes and stats.ms say which). */
  status: 'complete' | 'limit' | 'budget';
  stats: DlxStats;
}

/** One inconsistency found by `DancingLinks.sanity`. */
export interface SanityReport {
  ok: boolean;
  errors: string[];
}
