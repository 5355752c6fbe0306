import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIE_BREAKS, degreeMap, squirrelSchedule, validateTour, warnsdorffSteps, warnsdorffTour } from '../lib/knight';

describe('warnsdorffTour', () => {
  it('on 8×8 every tour it returns is valid and starts where asked; most starts succeed', () => {
    let found = 0;
    for (let s = 0; s < 64; s++) {
      const r = warnsdorffTour(8, 8, s);
      if (r.status !== 'found') continue;
      found++;
      expect(validateTour(r.tour!).ok).toBe(true);
      expect(r.tour!.path[0]).toBe(s);
      expect(r.stats.visited).toBe(64);
    }
    expect(found).toBeGreaterThan(48);
    expect(warnsdorffTour(8, 8, 0).status).toBe('found');
  });

  it('with tie-break first from the corner, the first n×n that dead-ends is n = 64', () => {
    for (let n = 5; n < 64; n++) expect(warnsdorffTour(n, n, 0).status, `n = ${n}`).toBe('found');
    const r = warnsdorffTour(64, 64, 0);
    expect(r.status).toBe('stuck');
    expect(r.tour).toBeUndefined();
    expect(r.path.length).toBe(r.stats.visited);
    expect(r.path.length).toBeLessThan(64 * 64);
  });

  it('a stuck pass returns a valid partial path that cannot be extended', () => {
    const r = warnsdorffTour(64, 64, 0);
    const seen = new Set(r.path);
    expect(seen.size).toBe(r.path.length);
    const last = r.path[r.path.length - 1];
    const lr = Math.floor(last / 64);
    const lc = last % 64;
    for (const [dr, dc] of [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]]) {
      const rr = lr + dr;
      const cc = lc + dc;
      if (rr >= 0 && rr < 64 && cc >= 0 && cc < 64) expect(seen.has(rr * 64 + cc)).toBe(true);
    }
  });

  it('squirrel (Squirrel & Cull schedule) completes from the corner for n = 5…120 except n = 74', () => {
    const failures: number[] = [];
    for (let n = 5; n <= 120; n++) {
      const r = warnsdorffTour(n, n, 0, { tieBreak: 'squirrel' });
      if (r.status === 'found') expect(validateTour(r.tour!).ok).toBe(true);
      else failures.push(n);
    }
    expect(failures).toEqual([74]);
    expect(squirrelSchedule(8).length).toBe(5);
  });

  it('random tie-break is reproducible by seed and differs between seeds', () => {
    const a = warnsdorffTour(20, 20, 0, { tieBreak: 'random', seed: 7 });
    const b = warnsdorffTour(20, 20, 0, { tieBreak: 'random', seed: 7 });
    const c = warnsdorffTour(20, 20, 0, { tieBreak: 'random', seed: 8 });
    expect(a.path).toEqual(b.path);
    expect(a.path).not.toEqual(c.path);
  });

  it('rejects bad sizes, starts, tie-breaks and seeds with the value and the allowed range', () => {
    expect(() => warnsdorffTour(0, 5)).toThrow(RangeError);
    expect(() => warnsdorffTour(5.5, 5)).toThrow(/5\.5/);
    expect(() => warnsdorffTour(5, 5, 25)).toThrow(/start square must be an integer from 0 to 24, got 25/);
    expect(() => warnsdorffTour(5, 5, 0, { tieBreak: 'foo' as never })).toThrow(`tie-break must be one of 'first', 'random', 'roth', 'squirrel', got "foo"`);
    expect(() => warnsdorffTour(5, 5, 0, { seed: 1.5 })).toThrow(/seed/);
    expect(() => warnsdorffTour(5, 5, 0, null as never)).toThrow(TypeError);
  });

  it('property: every returned tour is valid on rows×cols in 5…40 from random starts, any tie-break', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 40 }), fc.integer({ min: 5, max: 40 }), fc.nat(), fc.constantFrom(...TIE_BREAKS), fc.integer({ min: 0, max: 1000 }),
        (rows, cols, s, tieBreak, seed) => {
          const start = s % (rows * cols);
          const r = warnsdorffTour(rows, cols, start, { tieBreak, seed });
          if (r.status === 'found') {
            expect(validateTour(r.tour!).ok).toBe(true);
            expect(r.tour!.path[0]).toBe(start);
          } else {
            expect(r.path.length).toBeLessThan(rows * cols);
            expect(new Set(r.path).size).toBe(r.path.length);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('warnsdorffSteps', () => {
  it('makes the same choices as warnsdorffTour for every tie-break (found and stuck runs)', () => {
    for (const tieBreak of TIE_BREAKS) {
      for (const [rows, cols, start] of [[8, 8, 0], [11, 11, 0], [7, 12, 30], [64, 64, 0], [9, 13, 58], [30, 17, 255], [23, 23, 264]]) {
        const fast = warnsdorffTour(rows, cols, start, { tieBreak, seed: 3 });
        const steps = [...warnsdorffSteps(rows, cols, start, { tieBreak, seed: 3 })];
        const path = [start, ...steps.filter((s) => s.chosen >= 0).map((s) => s.chosen)];
        expect(Int32Array.from(path), `${tieBreak} ${rows}×${cols}`).toEqual(fast.path);
        expect(steps.filter((s) => s.tie && s.chosen >= 0).length).toBe(fast.stats.ties);
      }
    }
  });

  it('roth on a board too long for packed keys (rows + cols ≥ 2^18) takes the general loop and still agrees', () => {
    const [rows, cols, start] = [3, 262200, 131000];
    const fast = warnsdorffTour(rows, cols, start, { tieBreak: 'roth' });
    let k = 0;
    let ties = 0;
    for (const step of warnsdorffSteps(rows, cols, start, { tieBreak: 'roth' })) {
      if (step.chosen < 0) break;
      if (step.tie) ties++;
      expect(step.chosen).toBe(fast.path[++k]);
    }
    expect(k + 1).toBe(fast.stats.visited);
    expect(ties).toBe(fast.stats.ties);
    expect(fast.stats.visited).toBeGreaterThan(100_000);
  });

  it('yields candidates with their degrees, and the chosen square has the minimum degree', () => {
    const deg = degreeMap(8, 8);
    const first = warnsdorffSteps(8, 8, 0).next().value!;
    expect(first.from).toBe(0);
    expect(first.candidates.map((c) => c.square).sort()).toEqual([10, 17]);
    for (const c of first.candidates) expect(c.degree).toBe(deg[c.square] - 1);
    for (const step of warnsdorffSteps(10, 10, 0, { tieBreak: 'roth' })) {
      if (step.chosen < 0) continue;
      const min = Math.min(...step.candidates.map((c) => c.degree));
      expect(step.candidates.find((c) => c.square === step.chosen)!.degree).toBe(min);
    }
  });
});
