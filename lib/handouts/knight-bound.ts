/**
 * What the course's backtracking bound O(2^(n²)) counts, measured: the whole search tree of the
 * plain depth-first search (fixed move order, no pruning) from one square, against the number of
 * distinct states it passes through.
 *
 * Glossary
 * - Node: a path from the start square (one square placed = one node, as in `backtrackTour`).
 * - Visited set: which squares a path has covered — the handout's one bit per square.
 * - State: a visited set together with the knight's square; two nodes with the same state have
 *   the same future, so a search that remembered states would expand each only once.
 */
import { checkInteger } from '../check';
import { neighbours } from '../knight';

/** Counters of {@link exploreWholeTree}. */
export interface WholeTreeCount {
  rows: number;
  cols: number;
  /** Nodes of the whole tree (every path from the start, the start alone included). */
  nodes: number;
  /** Paths through every square (directed open tours from the start). */
  tours: number;
  /** Distinct visited sets among the nodes. */
  sets: number;
  /** Distinct (visited set, knight square) states among the nodes. */
  states: number;
}

/** Largest board {@link exploreWholeTree} accepts (it keeps every state in a hash set). */
export const MAX_WHOLE_TREE_SQUARES = 25;

/** Walks the whole plain search tree from `start` on rows×cols and counts nodes, sets and states. */
export function exploreWholeTree(rows: number, cols: number, start = 0): WholeTreeCount {
  checkInteger('rows', rows, 1, MAX_WHOLE_TREE_SQUARES);
  checkInteger('cols', cols, 1, Math.floor(MAX_WHOLE_TREE_SQUARES / rows));
  const N = rows * cols;
  checkInteger('start', start, 0, N - 1);
  const adj = Array.from({ length: N }, (_, s) => neighbours(rows, cols, s));
  const sets = new Set<number>();
  const states = new Set<number>();
  let nodes = 0;
  let tours = 0;
  // Iterative DFS: the visited set as a bit mask (N ≤ 25 < 31 bits), a next-move index per level.
  const path = [start];
  const next = [0];
  let mask = 1 << start;
  const visit = () => {
    nodes++;
    sets.add(mask);
    states.add(mask * 32 + path[path.length - 1]);
    if (path.length === N) tours++;
  };
  visit();
  while (path.length > 0) {
    const at = path[path.length - 1];
    const k = next[next.length - 1]++;
    if (k < adj[at].length) {
      const to = adj[at][k];
      if (mask & (1 << to)) continue;
      mask |= 1 << to;
      path.push(to);
      next.push(0);
      visit();
    } else {
      mask &= ~(1 << at);
      path.pop();
      next.pop();
    }
  }
  return { rows, cols, nodes, tours, sets: sets.size, states: states.size };
}
