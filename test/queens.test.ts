import { describeConflict } from '../lib/i18n';
import { describe, expect, it } from 'vitest';
import {
  conflicts,
  isPromising,
  isSolution,
  pathTo,
  traceSearch,
  validatePlacement,
} from '../lib/queens';
import { formatPlacement } from '../lib/queens/placement';
import { searchEvents } from '../lib/queens/trace';

const COURSE_VECTOR = [3, 1, 6, 2, 8, 6, 4, 7];

describe('placements', () => {
  it('conflicts(v) rejects the course example: queens 3 and 6 share a column', () => {
    const found = conflicts(COURSE_VECTOR);
    const column = found.filter((c) => c.kind === 'column');
    expect(column).toEqual([{ rows: [3, 6], columns: [6, 6], kind: 'column' }]);
    expect(describeConflict(column[0])).toBe('queens 3 and 6 share column 6');
    // Every reported pair really attacks, and every attacking pair is reported (brute force).
    const brute: string[] = [];
    for (let i = 0; i < 8; i++) {
      for (let j = i + 1; j < 8; j++) {
        const a = COURSE_VECTOR[i];
        const b = COURSE_VECTOR[j];
        if (a === b) brute.push(`${i + 1}-${j + 1}-column`);
        else if (Math.abs(a - b) === j - i) brute.push(`${i + 1}-${j + 1}-diagonal`);
      }
    }
    expect(found.map((c) => `${c.rows[0]}-${c.rows[1]}-${c.kind}`)).toEqual(brute);
    expect(isSolution(COURSE_VECTOR)).toBe(false);
    expect(validatePlacement(COURSE_VECTOR).problem).toEqual({ kind: 'conflict', conflict: found[0] });
  });

  it('isPromising(v) is the k-promising test on prefixes', () => {
    expect(isPromising([])).toBe(true);
    expect(isPromising([2, 4, 1])).toBe(true);
    expect(isPromising([1, 2])).toBe(false); // diagonal
    expect(isPromising([3, 1, 6, 2])).toBe(true); // the course vector is 4-promising …
    expect(isPromising([3, 1, 6, 2, 8])).toBe(false); // … but not 5-promising: queens 3 and 5 on a diagonal
    expect(isPromising([1, 5], 8)).toBe(true);
  });

  it('isSolution(v) accepts (2,4,1,3) and the course 8×8 solution, rejects partial ones', () => {
    expect(isSolution([2, 4, 1, 3])).toBe(true);
    expect(isSolution([1, 5, 8, 6, 3, 7, 2, 4])).toBe(true);
    expect(isSolution([1])).toBe(true);
    expect(isSolution([2, 4, 1], 4)).toBe(false);
    expect(validatePlacement([2, 4, 1], 4)).toMatchObject({ ok: false, complete: false, problem: { kind: 'incomplete', placed: 3, n: 4 } });
  });

  it('bad vectors: values outside 1…n are rejected with the value and the range', () => {
    expect(() => conflicts([1, 9, 3], 8)).toThrow('x2 must be an integer from 1 to 8 (the explicit constraint), got 9');
    expect(() => isPromising([0, 2])).toThrow(RangeError);
    expect(() => isPromising([1.5])).toThrow('x1 must be an integer from 1 to 50000000 (the largest board, as no n was given), got 1.5');
    expect(() => isPromising([1, 2], 1.5)).toThrow('n must be an integer from 1 to 50000000, got 1.5');
    expect(isSolution([1, 5, 3, 0])).toBe(false);
    expect(validatePlacement([2, 4, 1, 5]).problem).toEqual({ kind: 'outside', row: 4, got: '5', n: 4 });
    expect(validatePlacement([2, 4, 1, 3, 5], 4).problem).toEqual({ kind: 'too-many-rows', rows: 5, n: 4 });
    expect(isSolution(null as unknown as number[])).toBe(false);
    expect(() => conflicts('3162' as unknown as number[])).toThrow(TypeError);
    expect(isSolution([])).toBe(false);
  });

  it('conflicts(v) stops at the limit on a vector where every pair attacks', () => {
    const same = new Array(2000).fill(1);
    expect(conflicts(same, { limit: 50 })).toHaveLength(50);
  });

  it('formatPlacement draws one row per line', () => {
    expect(formatPlacement([2, 4, 1, 3])).toBe('.Q..\n...Q\nQ...\n..Q.');
  });
});

describe('traceSearch(4, …): the course figure', () => {
  it('DFS over the permutation tree: 16 nodes (9 promising, 7 dead), 8 expansions, path 0–10–13–14–15', () => {
    const r = traceSearch(4, 'dfs', { tree: 'permutation' });
    expect(r.status).toBe('found');
    expect(r.nodes.map((x) => x.id)).toEqual([...Array(16).keys()]);
    expect(r.stats).toMatchObject({ generated: 16, promising: 9, dead: 7, expanded: 8, solutions: 1 });
    expect(r.nodes.filter((x) => x.status !== 'dead')).toHaveLength(9);
    expect(r.solutions).toEqual([[2, 4, 1, 3]]);
    expect(r.solutionIds).toEqual([15]);
    expect(pathTo(r.nodes, 15)).toEqual([0, 10, 13, 14, 15]);
    expect(r.nodes[10].vector).toEqual([2]);
    expect(r.nodes[13].vector).toEqual([2, 4]);
    // Every node's status agrees with the placement checks.
    for (const x of r.nodes) {
      expect(x.status === 'dead').toBe(!isPromising(x.vector));
      if (x.parent !== null) expect(r.nodes[x.parent].vector).toEqual(x.vector.slice(0, -1));
    }
    // The recursion stack is the path to the expanded node.
    for (const s of r.steps) expect(s.frontier).toEqual(pathTo(r.nodes, s.expanded));
    expect(r.steps.map((s) => s.expanded)).toEqual([0, 1, 3, 6, 7, 10, 13, 14]);
    expect(r.steps[1].children).toEqual([2, 3, 6]);
  });

  it('DFS over the full tree (all n columns as children) generates 27 nodes', () => {
    const r = traceSearch(4, 'dfs', { tree: 'full' });
    expect(r.stats.generated).toBe(27);
    expect(r.stats.expanded).toBe(8);
    expect(r.solutions).toEqual([[2, 4, 1, 3]]);
  });

  it('BFS over the permutation tree, goal tested on generation: 13 expanded, 31 generated', () => {
    const r = traceSearch(4, 'bfs');
    expect(r.stats.expanded).toBe(13);
    expect(r.stats.generated).toBe(31);
    expect(r.nodes).toHaveLength(31);
    expect(r.solutions).toEqual([[2, 4, 1, 3]]);
    // The queue after each step holds only promising nodes, in generation order, oldest first.
    for (const s of r.steps) {
      for (const id of s.frontier) expect(r.nodes[id].status).toBe('promising');
      expect([...s.frontier].sort((a, b) => a - b)).toEqual(s.frontier);
    }
    // Depth never decreases along the expansion order (level by level).
    const depths = r.steps.map((s) => r.nodes[s.expanded].depth);
    expect([...depths].sort((a, b) => a - b)).toEqual(depths);
  });

  it('BFS with the goal tested on expansion expands more nodes', () => {
    const gen = traceSearch(4, 'bfs');
    const exp = traceSearch(4, 'bfs', { goalTest: 'expansion' });
    expect(exp.solutions).toEqual([[2, 4, 1, 3]]);
    expect(exp.stats.expanded).toBeGreaterThan(gen.stats.expanded);
  });

  it('both orders find both 4×4 solutions with stopAt all', () => {
    for (const strategy of ['dfs', 'bfs'] as const) {
      const r = traceSearch(4, strategy, { stopAt: 'all' });
      expect(r.status).toBe('complete');
      expect(r.solutions.map((v) => v.join(''))).toEqual(['2413', '3142']);
    }
  });
});

describe('traceSearch(8, …)', () => {
  it('DFS meets (1,5,8,6,3,7,2,4) after 114 promising nodes', () => {
    const r = traceSearch(8, 'dfs');
    expect(r.solutions[0]).toEqual([1, 5, 8, 6, 3, 7, 2, 4]);
    expect(r.stats.promising).toBe(114);
    expect(r.stats.maxFrontier).toBe(8);
  });

  it('the tree of promising vectors has 2057 nodes, 92 of them solutions, in both trees and both orders', () => {
    for (const tree of ['permutation', 'full'] as const) {
      for (const strategy of ['dfs', 'bfs'] as const) {
        const r = traceSearch(8, strategy, { tree, stopAt: 'all', keep: false });
        expect(r.stats.promising).toBe(2057);
        expect(r.stats.solutions).toBe(92);
        for (const v of r.solutions) expect(isSolution(v)).toBe(true);
      }
    }
  });

  it('BFS needs far more memory than DFS (largest frontier)', () => {
    const d = traceSearch(8, 'dfs', { keep: false });
    const b = traceSearch(8, 'bfs', { keep: false });
    expect(d.stats.maxFrontier).toBeLessThanOrEqual(8);
    expect(b.stats.maxFrontier).toBeGreaterThan(100);
  });
});

describe('traceSearch: budgets, bad input, events', () => {
  it('maxNodes stops with status budget and the counters so far', () => {
    const r = traceSearch(10, 'bfs', { maxNodes: 100 });
    expect(r.status).toBe('budget');
    expect(r.stats.generated).toBe(100);
    expect(r.nodes).toHaveLength(100);
  });

  it('n = 2 and 3 have no solution: status none', () => {
    expect(traceSearch(2, 'dfs').status).toBe('none');
    expect(traceSearch(3, 'bfs').status).toBe('none');
    expect(traceSearch(3, 'dfs', { stopAt: 'all' })).toMatchObject({ status: 'complete', solutions: [] });
  });

  it('rejects bad arguments with the value and the allowed range', () => {
    expect(() => traceSearch(0, 'dfs')).toThrow(/n must be an integer from 1 to 32, got 0/);
    expect(() => traceSearch(4.5, 'dfs')).toThrow(RangeError);
    expect(() => traceSearch(4, 'ids' as 'dfs')).toThrow(`strategy must be one of 'dfs', 'bfs', got "ids"`);
    expect(() => traceSearch(4, 'dfs', { tree: 'binary' as 'full' })).toThrow(`tree must be one of 'permutation', 'full', got "binary"`);
    expect(() => traceSearch(4, 'dfs', { maxNodes: 0 })).toThrow('maxNodes must be an integer ≥ 1 or Infinity, got 0');
    expect(() => traceSearch('8' as unknown as number, 'dfs')).toThrow(TypeError);
  });

  it('searchEvents yields generate/expand events consistent with traceSearch', () => {
    let generated = 0;
    let expanded = 0;
    let backtracks = 0;
    for (const e of searchEvents(6, 'dfs', { stopAt: 'all' })) {
      if (e.type === 'generate') generated++;
      if (e.type === 'expand') expanded++;
      if (e.type === 'backtrack') backtracks++;
    }
    const r = traceSearch(6, 'dfs', { stopAt: 'all' });
    expect(generated).toBe(r.stats.generated);
    expect(expanded).toBe(r.stats.expanded);
    expect(backtracks).toBe(expanded); // every entered node is left once
  });
});
