// firstSolutionCosts (lib/queens/costs): the counters notebook 03 §4 draws, the same as traceSearch's own.
import { describe, expect, it } from 'vitest';
import { firstSolutionCosts, traceSearch } from '../lib/queens';

describe('firstSolutionCosts', () => {
  it('gives DFS then BFS per size, with traceSearch\'s counters; DFS holds n nodes on its stack at the first solution', () => {
    const rows = firstSolutionCosts([4, 5, 6]);
    expect(rows.map((r) => `${r.n}${r.search}`)).toEqual(['4DFS', '4BFS', '5DFS', '5BFS', '6DFS', '6BFS']);
    for (const r of rows) {
      const t = traceSearch(r.n, r.search === 'DFS' ? 'dfs' : 'bfs', { keep: false });
      expect([r.generated, r.frontier, r.expanded]).toEqual([t.stats.generated, t.stats.maxFrontier, t.stats.expanded]);
      if (r.search === 'DFS') expect(r.frontier).toBe(r.n);
    }
  });
  it('refuses a side it cannot search and a search that runs out of nodes', () => {
    expect(() => firstSolutionCosts([3])).toThrow(/sizes\[0\] must be an integer from 4 to 30, got 3/);
    expect(() => firstSolutionCosts('8' as never)).toThrow(/sizes must be an array, got "8"/);
    expect(() => firstSolutionCosts([8], 10)).toThrow(/dfs on 8×8 found no valid solution within 10 nodes \(status budget\)/);
  });
});
