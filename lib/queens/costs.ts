/**
 * What each search order costs to its first solution (notebook 03 §4): nodes generated, the largest frontier (stack or
 * queue) and nodes expanded, depth-first and breadth-first, for each board side. Data only; every solution is
 * validated here, so a chart never plots a search that went wrong.
 */
import { checkArrayLike, checkInteger } from '../check';
import { isSolution } from './placement';
import { traceSearch } from './trace';

/** One search to its first solution on an n×n board. */
export interface SearchCostRow {
  n: number;
  search: 'DFS' | 'BFS';
  generated: number;
  frontier: number;
  expanded: number;
}

/** Depth-first then breadth-first to the first solution, for each side in `sizes` (each search within `maxNodes`). */
export function firstSolutionCosts(sizes: readonly number[], maxNodes = 5_000_000): SearchCostRow[] {
  checkInteger('maxNodes', maxNodes, 1);
  const sides = Array.from(checkArrayLike<number>('sizes', sizes));
  if (sides.length > 30) throw new RangeError(`sizes must list at most 30 board sides, got ${sides.length}`);
  sides.forEach((n, i) => checkInteger(`sizes[${i}]`, n, 4, 30));
  const rows: SearchCostRow[] = [];
  for (const n of sides) {
    for (const strategy of ['dfs', 'bfs'] as const) {
      const r = traceSearch(n, strategy, { keep: false, maxNodes });
      if (r.status !== 'found' || !isSolution(r.solutions[0])) throw new Error(`${strategy} on ${n}×${n} found no valid solution within ${maxNodes} nodes (status ${r.status})`);
      rows.push({ n, search: strategy === 'dfs' ? 'DFS' : 'BFS', generated: r.stats.generated, frontier: r.stats.maxFrontier, expanded: r.stats.expanded });
    }
  }
  return rows;
}
