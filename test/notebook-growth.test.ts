import { describe, expect, it } from 'vitest';
import { countSteps, exponentsOverSharedSizes, fitExponential, fitTimes, type Growth, growthChart, logTicks, measureGrowth, plainNumber, timeIt, timeUnit } from '../lib/notebook';
import { formatCount } from '../lib/i18n';

/** Busy work proportional to `units` (no allocation, so the garbage collector stays out of it). */
function work(units: number): number {
  let x = 0;
  for (let i = 0; i < units * 2000; i++) x = (x * 31 + i) | 0;
  return x;
}

describe('timeIt options', () => {
  it('minSampleMs batches fast calls and reports time per call', () => {
    let calls = 0;
    const t = timeIt(() => calls++, { repeat: 3, warmup: 0, minSampleMs: 2 });
    expect(t.batch).toBeGreaterThan(1);
    expect(t.runs).toHaveLength(3);
    expect(calls).toBeGreaterThanOrEqual(3 * t.batch);
  });

  it('a fixed batch skips the calibration; the cpu clock counts this process', () => {
    let calls = 0;
    const t = timeIt(() => { calls++; work(50); }, { repeat: 2, warmup: 0, batch: 4, clock: 'cpu', collectGarbage: true });
    expect(calls).toBe(8);
    expect(t.batch).toBe(4);
    expect(t.min).toBeGreaterThan(0);
  });

  it('rejects bad options with the one message format', () => {
    expect(() => timeIt(() => 0, { clock: 'sun' as never })).toThrow(/clock must be one of 'wall', 'cpu', got "sun"/);
    expect(() => timeIt(() => 0, { minSampleMs: -1 })).toThrow(/minSampleMs must be a finite number from 0 to 60000, got -1/);
  });
});

describe('measureGrowth', () => {
  it('fits the counter exactly and the time roughly for quadratic work', () => {
    const g = measureGrowth({
      label: 'quadratic', sizes: [8, 16, 32, 64], repeat: 3, minSampleMs: 2, noiseFloorMs: 0,
      run: (n) => work((n * n) / 16), counter: (_, n) => n * n,
    });
    expect(g.points.map((p) => p.count)).toEqual([64, 256, 1024, 4096]);
    expect(g.countFit!.exponent).toBeCloseTo(2, 10);
    // A machine-independent check only: the time fit exists or says why not, never a silent line.
    if (g.fit) expect(g.summary).toMatch(/time ∝ n\^\d\.\d\d \(r² /);
    else expect(g.summary).toMatch(/too noisy — rerun or raise the sizes|too few sizes/);
  });

  it('does not fit below the noise floor, and says so', () => {
    const g = measureGrowth({ label: 'tiny', sizes: [1, 2, 3], repeat: 1, minSampleMs: 0, noiseFloorMs: 1e6, run: () => 0 });
    expect(g.fit).toBeNull();
    expect(g.status).toBe('too few sizes');
    expect(g.summary).toBe('tiny: too few sizes above 1000000 ms to fit (0 of 3) — raise the sizes');
    expect(g.points.every((p) => !p.fitted)).toBe(true);
  });

  it('reports "too noisy" instead of a line when r² is below minR2', () => {
    // Work that zigzags with n (5, 1, 9, 1, 7 units): no power law fits it, whatever the machine.
    const units: Record<number, number> = { 10: 5, 20: 1, 30: 9, 40: 1, 50: 7 };
    const g = measureGrowth({ label: 'zigzag', sizes: [10, 20, 30, 40, 50], repeat: 3, minSampleMs: 1, noiseFloorMs: 0, run: (n) => work(units[n] * 20) });
    expect(g.status).toBe('too noisy');
    expect(g.fit).toBeNull();
    expect(g.summary).toMatch(/^zigzag: too noisy — rerun or raise the sizes \(a line would say ∝ n\^-?\d\.\d\d, but r² 0\.\d\d < 0\.9 over n = 10…50\)$/);
  });

  it('the exponential model fits growth per step of n', () => {
    const g = measureGrowth({ label: 'tree', sizes: [4, 5, 6, 7], repeat: 1, minSampleMs: 0, model: 'exponential', run: () => 0, counter: (_, n) => 3 ** n });
    expect(g.countFit!.model).toBe('exponential');
    expect(g.countFit!.base).toBeCloseTo(3, 10);
  });

  it('rejects bad options, naming them', () => {
    expect(() => measureGrowth({ label: 'x', sizes: [], run: () => 0 })).toThrow(/sizes must be a non-empty array/);
    expect(() => measureGrowth({ label: 'x', sizes: [1], run: () => 0, repeat: 0 })).toThrow(/repeat must be an integer from 1 to 1000, got 0/);
    expect(() => measureGrowth({ label: 'x', sizes: [1], run: () => 0, model: 'cubic' as never })).toThrow(/model must be one of 'power', 'exponential'/);
  });
});

describe('fitExponential', () => {
  it('recovers y = 2·3ˣ exactly', () => {
    const f = fitExponential([1, 2, 3, 4].map((x) => ({ x, y: 2 * 3 ** x })));
    expect(f.base).toBeCloseTo(3, 10);
    expect(f.coefficient).toBeCloseTo(2, 8);
    expect(f.r2).toBeCloseTo(1, 10);
  });
});

describe('readable axes', () => {
  it('timeUnit picks µs, ms or s so most values land between 1 and 1000', () => {
    expect(timeUnit([0.01, 0.02, 0.05]).name).toBe('µs');
    expect(timeUnit([0.5, 3, 40]).name).toBe('ms');
    expect(timeUnit([2500, 4000, 9000]).name).toBe('s');
  });

  it('plainNumber never uses an SI prefix or an exponent', () => {
    expect([0.05, 0.2, 1, 12000, 1e6].map((v) => plainNumber(v))).toEqual(['0.05', '0.2', '1', '12,000', '1,000,000']);
  });

  it('plainNumber groups thousands as each language does: commas in English, a no-break space from five digits in Spanish (and its minus sign, −)', () => {
    expect([0.05, 2.5, 2339, 12000, 1234567.891].map((v) => plainNumber(v, 'es'))).toEqual(['0.05', '2.5', '2339', '12\u00a0000', '1\u00a0234\u00a0567.89']);
    expect([-16680, 9862].map((n) => formatCount(n, 'es'))).toEqual(['\u221216\u00a0680', '9862']);
    expect([-16680, 9862].map((n) => formatCount(n, 'en'))).toEqual(['-16,680', '9,862']);
    expect(() => formatCount(2.5, 'es')).toThrow('n must be an integer');
  });

  it('logTicks gives 1-2-5 ticks, thinned for wide ranges', () => {
    expect(logTicks(1, 100)).toEqual([1, 2, 5, 10, 20, 50, 100]);
    const wide = logTicks(1, 1e9);
    expect(wide.length).toBeLessThanOrEqual(8);
    expect(wide.every((t) => Number.isInteger(Math.log10(t)))).toBe(true);
  });

  it('growthChart labels the time axis with its unit, titles the legend, and draws the counter beside', () => {
    const g = measureGrowth({ label: 'quadratic', sizes: [8, 16, 32], repeat: 1, minSampleMs: 1, noiseFloorMs: 0, run: (n) => work(n), counter: (_, n) => n * n });
    const html = growthChart([g], { xLabel: 'side n', counterLabel: 'squares', legendLabel: 'method' });
    expect(html).toMatch(/CPU time per call \((µs|ms|s)\)/);
    expect(html).toContain('<b>method:</b>');
    expect(html).toContain('squares per call');
    expect((html.match(/<svg/g) ?? []).length).toBe(2);
    expect(html).not.toMatch(/>\d+(\.\d+)?m</); // no "100m" on a millisecond axis
  });
});

describe('the noise-floor rule (fitTimes), shared by measureGrowth and the measurement lab', () => {
  const law = (ns: number[], c: number, b: number) => ns.map((n) => ({ n, ms: c * n ** b }));
  it('fits a power law only over the sizes at or above the floor', () => {
    // 0.01 ms at n = 10 … 10 ms at n = 1000 (n^1.5): the three smallest sizes sit under 0.5 ms.
    const pts = law([10, 20, 40, 100, 200, 400, 1000], 1e-3 / Math.sqrt(10), 1.5);
    const v = fitTimes(pts);
    expect(v.status).toBe('fitted');
    expect(v.used).toEqual(pts.filter((p) => p.ms >= 0.5).map((p) => p.n));
    expect(v.fit!.exponent).toBeCloseTo(1.5, 6);
  });
  it('refuses to fit with fewer than three sizes above the floor, and says which it had', () => {
    const v = fitTimes([{ n: 4, ms: 0.1 }, { n: 5, ms: 0.1 }, { n: 6, ms: 0.2 }, { n: 7, ms: 0.6 }, { n: 8, ms: 0.9 }]);
    expect(v).toEqual({ status: 'too few sizes', fit: null, rejected: null, used: [7, 8] });
  });
  it('rejects a fit whose r² is under minR2, keeping it for the reader', () => {
    const v = fitTimes([{ n: 10, ms: 1 }, { n: 20, ms: 9 }, { n: 40, ms: 1.2 }, { n: 80, ms: 8 }, { n: 160, ms: 1.1 }]);
    expect(v.status).toBe('too noisy');
    expect(v.rejected!.r2).toBeLessThan(0.9);
  });
});

describe('exponentsOverSharedSizes (notebook 02 §5: two exponents over the same sizes)', () => {
  const growth = (pts: { n: number; ms: number; fitted: boolean }[]) => ({ points: pts.map((p) => ({ ...p, count: null })) }) as unknown as Growth;
  it('refits both over the sizes both fitted, and only those', () => {
    const a = growth([10, 20, 40, 80, 160].map((n) => ({ n, ms: n * n, fitted: n > 10 })));
    const b = growth([10, 20, 40, 80, 160].map((n) => ({ n, ms: n === 160 ? 1 : n ** 3, fitted: n < 160 })));
    const r = exponentsOverSharedSizes(a, b)!;
    expect(r.sizes).toEqual([20, 40, 80]);
    expect(r.a).toBeCloseTo(2, 10);
    expect(r.b).toBeCloseTo(3, 10);
  });
  it('says null when fewer than three sizes are shared', () => {
    const a = growth([10, 20, 40].map((n) => ({ n, ms: n, fitted: true })));
    const b = growth([10, 20, 40].map((n) => ({ n, ms: n, fitted: n !== 20 })));
    expect(exponentsOverSharedSizes(a, b)).toBeNull();
  });
});

describe('countSteps (notebook 03: the factor per row between consecutive sizes)', () => {
  it('gives the same step everywhere for an exponential count, per unit of n across gaps', () => {
    const steps = countSteps([{ n: 1, count: 3 }, { n: 2, count: 6 }, { n: 4, count: 24 }, { n: 5, count: 48 }]);
    expect(steps.map((s) => [s.from, s.to])).toEqual([[1, 2], [2, 4], [4, 5]]);
    for (const s of steps) expect(s.factor).toBeCloseTo(2, 12);
  });
  it('shows a step that rises with n, as the queens tree does', () => {
    const steps = countSteps([6, 7, 8, 9].map((n) => ({ n, count: [1, 1, 2, 6, 24, 120, 720, 5040, 40320, 362880][n] })));
    expect(steps.map((s) => s.factor)).toEqual([7, 8, 9].map((n) => expect.closeTo(n, 9)));
    expect(steps[2].factor).toBeGreaterThan(steps[0].factor);
  });
  it('leaves out points without a count, and refuses sizes out of order', () => {
    expect(countSteps([{ n: 2, count: null }, { n: 3, count: 4 }, { n: 4, count: 8 }])).toEqual([{ from: 3, to: 4, factor: 2 }]);
    expect(() => countSteps([{ n: 5, count: 4 }, { n: 4, count: 8 }])).toThrow(/points\[1\]\.n must be larger than the size before it, 5, got 4/);
  });
});
