import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { timeIt, timeItAsync, fitPowerLaw, powerLaw, median } from '../lib/notebook';

/** Busy-waits at least `ms` milliseconds (a lower bound, never an upper one). */
function spin(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spin
  }
}

describe('timeIt', () => {
  it('timeIt(fn) calls fn warmup + repeat times and reports repeat runs', () => {
    let calls = 0;
    const t = timeIt(() => calls++, { repeat: 7, warmup: 2 });
    expect(calls).toBe(9);
    expect(t.runs.length).toBe(7);
    expect(t.min).toBeLessThanOrEqual(t.median);
    expect(t.median).toBeLessThanOrEqual(t.max);
    expect(t.median).toBe(median(t.runs));
    expect(t.min).toBe(Math.min(...t.runs));
  });

  it('defaults to 1 warm-up and 5 runs', () => {
    let calls = 0;
    expect(timeIt(() => calls++).runs.length).toBe(5);
    expect(calls).toBe(6);
  });

  it('measures in milliseconds: a 3 ms busy loop takes at least 3 ms', () => {
    const t = timeIt(() => spin(3), { repeat: 3, warmup: 0 });
    expect(t.min).toBeGreaterThanOrEqual(3);
  });

  it('refuses promises (timeItAsync awaits them)', async () => {
    expect(() => timeIt(async () => 1)).toThrow(/timeItAsync/);
    let calls = 0;
    const t = await timeItAsync(async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 2));
    }, { repeat: 3, warmup: 1 });
    expect(calls).toBe(4);
    expect(t.runs.length).toBe(3);
    expect(t.min).toBeGreaterThanOrEqual(1);
  });

  it('rejects bad repeat and warmup counts', () => {
    expect(() => timeIt(() => 0, { repeat: 0 })).toThrow('repeat must be an integer from 1 to 1000000, got 0');
    expect(() => timeIt(() => 0, { warmup: -1 })).toThrow('warmup must be an integer from 0 to 1000000, got -1');
    expect(() => timeIt(() => 0, { repeat: 2.5 })).toThrow(RangeError);
    expect(() => timeIt(42 as never)).toThrow(TypeError);
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow(RangeError);
  });
});

describe('fitPowerLaw', () => {
  it('recovers y = 3x² exactly', () => {
    const fit = fitPowerLaw([1, 2, 5, 10, 100].map((x) => ({ x, y: 3 * x * x })));
    expect(fit.exponent).toBeCloseTo(2, 10);
    expect(fit.coefficient).toBeCloseTo(3, 9);
    expect(fit.r2).toBeCloseTo(1, 12);
    expect(powerLaw(fit, 7)).toBeCloseTo(147, 8);
  });

  it('recovers any exponent and coefficient from exact data (property)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -3, max: 4, noNaN: true }),
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        fc.uniqueArray(fc.integer({ min: 1, max: 10_000 }), { minLength: 2, maxLength: 12 }),
        (b, a, xs) => {
          const fit = fitPowerLaw(xs.map((x) => ({ x, y: a * x ** b })));
          expect(fit.exponent).toBeCloseTo(b, 6);
          expect(Math.abs(fit.coefficient / a - 1)).toBeLessThan(1e-6);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('r² drops below 1 for noisy data and the slope stays near the truth', () => {
    // Deterministic ±10 % wobble around y = x^1.5.
    const pts = Array.from({ length: 20 }, (_, i) => {
      const x = 10 * 1.3 ** i;
      return { x, y: x ** 1.5 * (1 + 0.1 * Math.sin(7 * i)) };
    });
    const fit = fitPowerLaw(pts);
    expect(fit.exponent).toBeGreaterThan(1.45);
    expect(fit.exponent).toBeLessThan(1.55);
    expect(fit.r2).toBeGreaterThan(0.98);
    expect(fit.r2).toBeLessThan(1);
  });

  it('a constant series has exponent 0 and r² 1', () => {
    const fit = fitPowerLaw([{ x: 1, y: 4 }, { x: 10, y: 4 }]);
    expect(fit.exponent).toBe(0);
    expect(fit.coefficient).toBeCloseTo(4, 12);
    expect(fit.r2).toBe(1);
  });

  it('throws a RangeError on fewer than 2 points or non-positive values', () => {
    expect(() => fitPowerLaw([])).toThrow('points must hold at least 2 points, got 0');
    expect(() => fitPowerLaw([{ x: 1, y: 1 }])).toThrow(RangeError);
    expect(() => fitPowerLaw([{ x: 1, y: 1 }, { x: 0, y: 2 }])).toThrow('points[1] must have finite x > 0 and y > 0, got {x: 0, y: 2}');
    expect(() => fitPowerLaw([{ x: 1, y: -1 }, { x: 2, y: 2 }])).toThrow(RangeError);
    expect(() => fitPowerLaw([{ x: 1, y: NaN }, { x: 2, y: 2 }])).toThrow(RangeError);
    expect(() => fitPowerLaw([{ x: 1, y: Infinity }, { x: 2, y: 2 }])).toThrow(RangeError);
    expect(() => fitPowerLaw([{ x: 3, y: 1 }, { x: 3, y: 2 }])).toThrow(/distinct x/);
  });
});

describe('the clock where a kernel has no CPU clock (the browser\'s)', () => {
  it('measureGrowth asked for CPU time measures on the wall clock and records it; cpuNow refuses', async () => {
    const { measureGrowth } = await import('../lib/notebook');
    const { availableClock, cpuNow, hasCpuClock } = await import('../lib/notebook/timing');
    const run = (n: number) => spin(n / 10);
    expect(hasCpuClock()).toBe(true);
    expect(measureGrowth({ label: 'spin', sizes: [1, 2], run, repeat: 1 }).clock).toBe('cpu');
    const cpuUsage = process.cpuUsage;
    try {
      (process as { cpuUsage?: unknown }).cpuUsage = undefined;
      expect(hasCpuClock()).toBe(false);
      expect(availableClock('cpu')).toBe('wall');
      expect(() => cpuNow()).toThrow(/no CPU clock/);
      expect(measureGrowth({ label: 'spin', sizes: [1, 2], run, repeat: 1 }).clock).toBe('wall');
      expect(timeIt(() => spin(1), { repeat: 2, clock: 'cpu' }).median).toBeGreaterThanOrEqual(1);
    } finally {
      process.cpuUsage = cpuUsage;
    }
  });
});
