// The sweeps notebook 01 draws (lib/knight/sweeps): the same counts as the solvers run one by one.
import { describe, expect, it } from 'vitest';
import { backtrackSweep, backtrackTour, failingStartSweep, startColourAllows, TIE_BREAKS, warnsdorffTour } from '../lib/knight';

describe('failingStartSweep', () => {
  const { rows, maps } = failingStartSweep(5, 8);
  it('has one row per size and tie-break, the starts the colour argument allows, and the failing starts of each', () => {
    expect(rows.map((r) => `${r.n}${r.tieBreak}`)).toEqual([5, 6, 7, 8].flatMap((n) => TIE_BREAKS.map((t) => `${n}${t}`)));
    for (const r of rows) {
      expect(r.starts).toBe(r.n % 2 ? (r.n * r.n + 1) / 2 : r.n * r.n);
      let failing = 0;
      for (let s = 0; s < r.n * r.n; s++) {
        if (startColourAllows(r.n, r.n, s) && warnsdorffTour(r.n, r.n, s, { tieBreak: r.tieBreak, seed: s }).status === 'stuck') failing++;
      }
      expect(r.failing, `${r.n} ${r.tieBreak}`).toBe(failing);
    }
  });
  it('maps the failing starts of the first tie-break square by square', () => {
    for (const [n, map] of maps) {
      expect(map.reduce((a, b) => a + b, 0)).toBe(rows.find((r) => r.n === n && r.tieBreak === 'first')!.failing);
      map.forEach((f, s) => { if (f) expect(warnsdorffTour(n, n, s, { tieBreak: 'first' }).status).toBe('stuck'); });
    }
    expect(() => failingStartSweep(6, 5)).toThrow(/to must be an integer from 6 to 40, got 5/);
    expect(() => failingStartSweep(5, 41)).toThrow(/to must be an integer from 5 to 40, got 41/);
  });
});

describe('backtrackSweep', () => {
  it('runs each variant as backtrackTour does, stopping a variant at its first size out of budget', () => {
    const rows = backtrackSweep([5, 6, 7], [12], 20_000);
    const textbook = rows.filter((r) => r.key === 'textbook');
    const want = backtrackTour(5, 5, 0, { order: 'fixed', maxNodes: 20_000, prune: false });
    expect([textbook[0].status, textbook[0].nodes]).toEqual([want.status, want.stats.nodes]);
    for (const key of ['textbook', 'fixed', 'random', 'warnsdorff'] as const) {
      const mine = rows.filter((r) => r.key === key);
      expect(mine.slice(0, -1).every((r) => r.status !== 'budget'), key).toBe(true);
    }
    expect(rows.filter((r) => r.key === 'warnsdorff').map((r) => [r.n, r.status])).toEqual([[5, 'found'], [6, 'found'], [7, 'found'], [12, 'found']]);
    expect(() => backtrackSweep([5], [], 0)).toThrow(/budget must be an integer/);
  });
});
