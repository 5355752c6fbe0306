// traceBranches (lib/exact-cover/trace): a trace read as choices, what notebook 04 §3 prints under the trace.
import { describe, expect, it } from 'vitest';
import { algorithmXSteps, coverLinks, knuthExample, queensCover, traceBranches } from '../lib/exact-cover';

describe('traceBranches', () => {
  it("Knuth's example: column A (2 rows) first; row 1 leads to no solution, row 3 to the only one", () => {
    const m = knuthExample();
    const b = traceBranches(algorithmXSteps(coverLinks(m)));
    expect(b[0]).toMatchObject({ level: 0, column: 0, size: 2 });
    expect(b[0].tries).toEqual([{ row: 1, solutions: 0 }, { row: 3, solutions: 1 }]);
  });

  it('counts every solution once at each level above it, and as many tries as the solver has nodes', () => {
    for (const n of [4, 5, 6]) {
      const m = queensCover(n);
      const solved = coverLinks(m).solve();
      const branches = traceBranches(algorithmXSteps(coverLinks(m)));
      const top = branches.filter((x) => x.level === 0);
      expect(top).toHaveLength(1);
      expect(top[0].tries.reduce((s, t) => s + t.solutions, 0), `n = ${n}`).toBe(solved.count);
      expect(branches.reduce((s, x) => s + x.tries.length, 0)).toBe(solved.stats.nodes);
      for (const x of branches) expect(x.tries.length).toBeLessThanOrEqual(x.size);
    }
  });

  it('refuses a trace that tries a row before choosing a column', () => {
    expect(() => traceBranches([{ kind: 'try', level: 0, column: 0, row: 3, nodes: 1, updates: 0 }])).toThrow('steps must choose a column before trying row 3');
  });
});
