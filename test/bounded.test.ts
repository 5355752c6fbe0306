/**
 * Budgets: a long search stops when its budget runs out and says so (status 'budget', with the
 * counters of the work done), and small searches finish within their default budgets. The refusals
 * and default bounds that bad input meets (sizes refused before allocation, searches bounded by
 * default) are cases of ./fuzz/bad-input-cases.ts, which test/bad-input.test.ts runs.
 */
import { describe, expect, it } from 'vitest';
import { backtrackTour, countTours } from '../lib/knight';
import { countQueens, countUnique, traceSearch } from '../lib/queens';

describe('budgets: a search stops when its budget runs out, and says so', () => {
  it('countQueens stops inside a task when maxMs runs out, counting the nodes it visited', () => {
    // one task of n = 20 (its first two rows fixed) is hundreds of millions of nodes
    const r = countQueens(20, { maxMs: 100 });
    expect(r.status).toBe('budget');
    expect(r.stats.tasksDone).toBe(0);
    expect(r.count).toBe(0);
    expect(r.stats.nodes).toBeGreaterThan(1);
  });

  it('countQueens(17) without maxMs is refused with an estimate and the option to pass', () => {
    expect(() => countQueens(17)).toThrow(/n = 17 would take about .* seconds.*maxMs/);
  });

  it('countUnique passes maxMs on, and says complete when it finishes', () => {
    expect(countUnique(16, { maxMs: 0 }).status).toBe('budget');
    expect(countUnique(8)).toMatchObject({ status: 'complete', unique: 12, total: 92 });
  });

  it('BFS traces stop on maxSnapshotIds; the default leaves small trees whole', () => {
    expect(traceSearch(8, 'bfs', { stopAt: 'all', maxSnapshotIds: 100 }).status).toBe('budget');
    const whole = traceSearch(8, 'bfs', { stopAt: 'all' });
    expect(whole.status).toBe('complete');
    expect(whole.solutions).toHaveLength(92);
    // without snapshots nothing is copied, so only maxNodes applies
    expect(traceSearch(8, 'bfs', { stopAt: 'all', keep: false, maxSnapshotIds: 0 }).status).toBe('complete');
  });

  it('backtrackTour stops inside an attempt when maxMs runs out, with the nodes it visited', () => {
    // 50×50 in fixed order from square 1 runs far past any budget: only the clock can stop it
    const r = backtrackTour(50, 50, 1, { order: 'fixed', restarts: false, maxMs: 0 });
    expect(r.status).toBe('budget');
    expect(r.tour).toBeUndefined();
    expect(r.stats.nodes).toBeGreaterThan(0);
    expect(r.stats.nodes, 'stopped by the clock, not by the default maxNodes').toBeLessThan(10_000_000);
    expect(() => backtrackTour(5, 5, 0, { maxMs: -1 })).toThrow(/maxMs must be a number ≥ 0 or Infinity, got -1/);
  });

  it('countTours keeps its counts within the default budget', () => {
    expect(countTours(6, 6, { closed: true })).toMatchObject({ status: 'complete', count: 9862 });
  });
});
