import { describe, expect, it } from 'vitest';
import {
  A000170,
  countQueens,
  countQueensNaive,
  countUnique,
  estimateCountSeconds,
  isSolution,
  solveQueens,
  symmetries,
  traceSearch,
  validatePlacement,
} from '../lib/queens';
import { canonical, countRotationFixed } from '../lib/queens/symmetry';

// OEIS A002562 (a fixture; A000170 is lib/queens's table, which no solver reads).
const A002562 = [1, 0, 0, 1, 2, 1, 6, 12, 46, 92, 341, 1787];

/** O(n) validator independent of the library: columns, both diagonals as occupancy arrays. */
function validFast(v: ArrayLike<number>): boolean {
  const n = v.length;
  const col = new Uint8Array(n + 1);
  const d = new Uint8Array(2 * n + 1);
  const a = new Uint8Array(2 * n + 1);
  for (let i = 0; i < n; i++) {
    const x = v[i];
    if (!Number.isInteger(x) || x < 1 || x > n) return false;
    if (col[x] || d[i - x + n] || a[i + x]) return false;
    col[x] = d[i - x + n] = a[i + x] = 1;
  }
  return true;
}

describe('countQueens', () => {
  it('matches A000170 for n = 1…13 with and without symmetry', () => {
    for (let n = 1; n <= 13; n++) {
      expect(countQueens(n).count, `n = ${n}`).toBe(A000170[n]);
      if (n <= 11) expect(countQueens(n, { symmetry: false }).count).toBe(A000170[n]);
    }
  });

  it('agrees with the traced search and the naive count (solutions and nodes)', () => {
    for (let n = 1; n <= 9; n++) {
      const trace = traceSearch(n, 'dfs', { stopAt: 'all', keep: false });
      const plain = countQueens(n, { symmetry: false });
      expect(plain.count).toBe(trace.stats.solutions);
      // The bitmask search visits exactly the promising vectors of the tree.
      expect(plain.stats.nodes).toBe(trace.stats.promising);
      expect(countQueensNaive(n)).toMatchObject({ count: trace.stats.solutions, stats: { nodes: trace.stats.promising } });
      // Symmetry visits about half the nodes.
      if (n >= 6) expect(countQueens(n).stats.nodes).toBeLessThan(0.6 * plain.stats.nodes);
    }
  });

  it('with worker threads gives the same counts (n = 12, 13, 14)', () => {
    for (const n of [12, 13, 14]) {
      const r = countQueens(n, { workers: 2 });
      expect(r.count).toBe(A000170[n]);
      expect(r.status).toBe('complete');
      expect(r.stats.workers).toBe(2);
      expect(r.stats.tasksDone).toBe(r.stats.tasks);
    }
    expect(countQueens(11, { workers: 3, symmetry: false }).count).toBe(2680);
    // Long enough (≈ 1 s) for a worker to start even on a busy machine: it must take part.
    const big = countQueens(15, { workers: 2 });
    expect(big.count).toBe(A000170[15]);
    expect(big.stats.workerTasks, 'tasks done by the worker thread').toBeGreaterThan(0);
  });

  it('maxMs: status budget with a partial count and the counters', () => {
    const r = countQueens(17, { maxMs: 1 });
    expect(r.status).toBe('budget');
    expect(r.stats.tasksDone).toBeLessThan(r.stats.tasks);
    expect(r.count).toBeLessThan(95815104);
    const naive = countQueensNaive(12, { maxNodes: 1000 });
    expect(naive).toMatchObject({ status: 'budget', stats: { nodes: 1000 } });
  });

  it('refuses bad n with the value and the range; far-off n with a time estimate', () => {
    expect(() => countQueens(0)).toThrow(/^n must be an integer ≥ 1, got 0$/);
    expect(() => countQueens(7.5)).toThrow(/got 7.5/);
    expect(() => countQueens(NaN)).toThrow(TypeError);
    expect(() => countQueens(26)).toThrow(/MAX_SAFE_INTEGER.*years/);
    expect(() => countQueens(40)).toThrow(/years/);
    expect(() => countQueens(22)).toThrow(/days.*maxMs/);
    expect(() => countQueens(8, { workers: -1 })).toThrow('workers must be an integer from 0 to 256, got -1');
    expect(estimateCountSeconds(17)).toBeGreaterThan(estimateCountSeconds(16));
  });
});

describe('countUnique and the symmetries', () => {
  it('matches A002562 for n = 1…12', () => {
    for (let n = 1; n <= 12; n++) expect(countUnique(n).unique, `n = ${n}`).toBe(A002562[n - 1]);
  });

  it('agrees with canonical forms of all solutions (n ≤ 8) and with the rotation-fixed counts', () => {
    for (let n = 4; n <= 8; n++) {
      const all = traceSearch(n, 'dfs', { stopAt: 'all', keep: false }).solutions;
      const classes = new Set(all.map((v) => canonical(v).join(',')));
      expect(classes.size).toBe(A002562[n - 1]);
      const fixed90 = all.filter((v) => symmetries(v)[1].join() === v.join()).length;
      const fixed180 = all.filter((v) => symmetries(v)[2].join() === v.join()).length;
      expect(countRotationFixed(n, 90)).toBe(fixed90);
      expect(countRotationFixed(n, 180)).toBe(fixed180);
      for (const v of all) for (const w of symmetries(v)) expect(isSolution(w)).toBe(true);
    }
  });
});

describe('solveQueens', () => {
  it('builds a valid solution for every n from 1 to 300 except 2 and 3', () => {
    for (let n = 1; n <= 300; n++) {
      const r = solveQueens(n);
      if (n === 2 || n === 3) {
        expect(r.status).toBe('none');
        continue;
      }
      expect(r.status, `n = ${n}`).toBe('found');
      if (r.status === 'found') {
        expect(validFast(r.vector), `n = ${n}`).toBe(true);
        expect(isSolution(r.vector)).toBe(true);
      }
    }
  });

  it('n = 10⁶ (and every residue mod 6 near it) is built and validated quickly', () => {
    for (let n = 1_000_000; n < 1_000_006; n++) {
      const r = solveQueens(n);
      expect(r.status).toBe('found');
      if (r.status === 'found') {
        expect(r.vector).toHaveLength(n);
        expect(validFast(r.vector)).toBe(true);
        expect(validatePlacement(r.vector).ok).toBe(true);
      }
    }
  });

  it("n = 2, 3 have no solution (status 'none', no vector) and bad n is refused", () => {
    expect(solveQueens(2)).toMatchObject({ status: 'none', n: 2 });
    expect(solveQueens(3)).not.toHaveProperty('vector');
    expect(countQueens(3).count).toBe(0);
    expect(() => solveQueens(0)).toThrow(RangeError);
    expect(() => solveQueens(-4)).toThrow(/got -4/);
  });
});
