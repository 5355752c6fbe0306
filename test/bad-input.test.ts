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
