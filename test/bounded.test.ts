/**
 * Regression tests for items 3 and 4 of issue 13: every long computation is bounded by default (or
 * refused with an estimate), and sizes are refused before allocation with the bytes needed. The case
 * bodies are in ./fuzz/bad-input-cases.ts; each runs in a child process (./fuzz/pool) with its own
 * time limit, so an abort or a hang fails its test instead of killing or stalling the suite.
 */
import { afterAll, describe, expect, it } from 'vitest';
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
