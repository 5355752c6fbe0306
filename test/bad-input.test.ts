/**
 * Regression tests for the examples of issue 13 ("Bad input never kills the kernel or lies"): one
 * test per example, each stating the required behaviour — a right answer or a clear refusal naming
 * the argument. The bodies are in ./fuzz/bad-input-cases.ts and run in a child process (./fuzz/pool)
 * with the case's time limit, so an abort or a hang fails its test instead of killing or stalling
 * the suite. Functions are looked up by name in each folder's index when the case runs.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { CASES } from './fuzz/bad-input-cases';
import { FuzzPool } from './fuzz/pool';

// Two children: the slow cases (time limits of 10–20 s) run side by side.
const pool = new FuzzPool({ size: 2, heapMb: 512 });
afterAll(() => pool.close());

describe('issue 13: each bad input of the issue gets a right answer or a clear refusal', () => {
  it.concurrent.each(Object.entries(CASES))('%s', async (name, c) => {
    const { result, ms } = await pool.run({ type: 'case', name }, c.limitMs);
    // 'lie' here means the case failed (its detail says how); hang and abort are seen from outside
    const verdict = result.verdict === 'ok' ? 'ok' : result.verdict === 'lie' ? result.detail : `${result.verdict}: ${result.detail}`;
    expect(verdict, `${c.says}\n(${Math.round(ms)} ms)`).toBe('ok');
  }, 600_000); // the pool enforces each case's own limit; this one also covers waiting for a free child
});

// ---------------------------------------------------------------------------------------------
// lib/knight: the last slips of the public-API fuzz (issue 26, item 8). A separate block, imports
// inside it, so it merges apart from the other folders' cases above.
describe('knight: squares, moves and tours off the board are refused, naming the argument', () => {
  it('squareOf knows the board: a row or column off it is refused, not turned into a square', async () => {
    const { squareOf } = await import('../lib/knight/board');
    expect(squareOf(8, 8, 7, 7)).toBe(63);
    expect(() => squareOf(8, 8, 9, 0)).toThrow('row must be an integer from 0 to 7, got 9');
    expect(() => squareOf(8, 8, 0, 8)).toThrow('col must be an integer from 0 to 7, got 8');
    // the old call shape squareOf(cols, row, col) no longer answers 72: it names the missing col
    expect(() => (squareOf as (...a: number[]) => number)(8, 9, 0)).toThrow(/col must be an integer/);
  });

  it('isKnightMove knows the board: square 64 of an 8×8 board is refused, not called a knight move', async () => {
    const { isKnightMove } = await import('../lib/knight/board');
    expect(isKnightMove(8, 8, 49, 50)).toBe(false);
    expect(isKnightMove(8, 8, 49, 59)).toBe(true);
    expect(() => isKnightMove(8, 8, 64, 49)).toThrow('a must be an integer from 0 to 63, got 64');
    expect(() => isKnightMove(8, 8, 49, -1)).toThrow('b must be an integer from 0 to 63, got -1');
  });

  it('makeTour refuses a path that is not one square per square of the board; validateTour still judges short paths', async () => {
    const { makeTour, validateTour } = await import('../lib/knight/tour');
    expect(() => makeTour(5, 5, [1, 2, 3])).toThrow('path must have 25 squares (one per square of the 5×5 board), got 3');
    const verdict = validateTour({ rows: 5, cols: 5, path: Int32Array.from([1, 2, 3]) });
    expect(verdict.ok).toBe(false);
    expect(verdict.closed).toBe(false);
  });

  it('searchStructuredCycle has a time budget as well as a node budget, reported as status budget', async () => {
    const { searchStructuredCycle } = await import('../lib/knight/base-case-search');
    const r = searchStructuredCycle(5, 9, { cornerless: true, maxMs: 0 });
    expect(r.status).toBe('budget');
    expect(() => searchStructuredCycle(5, 9, { maxMs: Number.NaN })).toThrow(/maxMs/);
  });
});
