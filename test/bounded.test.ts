/**
 * Regression tests for items 3 and 4 of issue 13: every long computation is bounded by default (or
 * refused with an estimate), and sizes are refused before allocation with the bytes needed. The case
 * bodies are in ./fuzz/bad-input-cases.ts; each runs in a child process (./fuzz/pool) with its own
 * time limit, so an abort or a hang fails its test instead of killing or stalling the suite.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { backtrackTour, countTours } from '../lib/knight';
import { countQueens, countUnique, traceSearch } from '../lib/queens';
import { CASES } from './fuzz/bad-input-cases';
import { FuzzPool } from './fuzz/pool';

const BOUNDED = [
  // sizes refused before allocation, no abort
  'pathTo-cycle',
  'stepLabels-1e9',
  'tourToGrid-huge',
  'formatPlacement-huge',
  'degreeMap-huge',
  // long searches bounded by default, budgets honoured inside the search
  'countQueens-maxMs',
  'countQueens-17-unasked',
  'countUnique-maxMs',
  'estimateCountSeconds-Infinity',
  'traceSearch-bfs-16',
  'traceSearch-bfs-12-all',
  'dlx-solve-default-budget',
  'solveSudoku-default-budget',
  'countTours-8x8',
  'backtrackTour-50x50-fixed',
];

// Two children: the slow cases (time limits of 10–20 s) run side by side.
const pool = new FuzzPool({ size: 2, heapMb: 512 });
afterAll(() => pool.close());

describe('issue 13: long runs bounded by default, sizes refused before allocation', () => {
  it.concurrent.each(BOUNDED.map((name) => [name, CASES[name]] as const))('%s', async (name, c) => {
    expect(c, `no case named ${name} in test/fuzz/bad-input-cases.ts`).toBeDefined();
    const { result, ms } = await pool.run({ type: 'case', name }, c.limitMs);
    const verdict = result.verdict === 'ok' ? 'ok' : result.verdict === 'lie' ? result.detail : `${result.verdict}: ${result.detail}`;
    expect(verdict, `${c.says}\n(${Math.round(ms)} ms)`).toBe('ok');
  }, 600_000);
});

describe('the budgets behind those cases', () => {
  it('countQueens stops inside a task when maxMs runs out, counting the nodes it visited', () => {
    const r = countQueens(16, { maxMs: 200 });
    expect(r.status).toBe('budget');
    expect(r.stats.tasksDone).toBeLessThan(r.stats.tasks);
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

  it('backtrackTour stops on maxMs inside an attempt (the clock is read every 4096 nodes)', () => {
    const r = backtrackTour(50, 50, 1, { order: 'fixed', restarts: false, maxMs: 0 });
    expect(r.status).toBe('budget');
    expect(r.stats.nodes).toBe(4096);
    expect(() => backtrackTour(5, 5, 0, { maxMs: -1 })).toThrow(/maxMs must be a number ≥ 0 or Infinity, got -1/);
  });

  it('countTours keeps its counts within the default budget', () => {
    expect(countTours(6, 6, { closed: true })).toMatchObject({ status: 'complete', count: 9862 });
  });
});
