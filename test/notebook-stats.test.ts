// lib/notebook's statistics (correlation with an explicit undefined verdict, spread) and the policy
// that reads a thread speed-up (judgeSpeedups), with their words in both languages.
import { describe, expect, it } from 'vitest';
import { correlation, correlationText, spread, judgeSpeedups, rowVerdictText, setLanguage, type SpeedupRow } from '../lib/notebook';

describe('correlation(xs, ys)', () => {
  it('is Pearson r: 1 on a rising line, −1 on a falling one, and symmetric', () => {
    expect(correlation([1, 2, 3], [2, 4, 6])).toEqual({ defined: true, r: 1 });
    expect(correlation([1, 2, 3], [3, 2, 1])).toEqual({ defined: true, r: -1 });
    const a = [1, 5, 2, 8, 3];
    const b = [2, 3, 1, 9, 4];
    const r = correlation(a, b);
    expect(r.defined && r.r).toBeCloseTo(correlation(b, a).r!, 12);
    // against the textbook formula on the same numbers
    const m = (v: number[]) => v.reduce((s, x) => s + x, 0) / v.length;
    const cov = m(a.map((x, i) => (x - m(a)) * (b[i] - m(b))));
    const sd = (v: number[]) => Math.sqrt(m(v.map((x) => (x - m(v)) ** 2)));
    expect(r.r).toBeCloseTo(cov / (sd(a) * sd(b)), 12);
  });

  it('is undefined, never 0, when either variable is constant or there are fewer than two points', () => {
    // the bug it replaces: a set whose puzzles all have the same number of givens printed 0.00
    expect(correlation([24, 24, 24], [1, 5, 9])).toEqual({ defined: false, why: 'constant x' });
    expect(correlation([1, 2, 3], [7, 7, 7])).toEqual({ defined: false, why: 'constant y' });
    expect(correlation([1], [2])).toEqual({ defined: false, why: 'too few points' });
    expect(() => correlation([1, 2], [1])).toThrow('xs and ys must have the same length, got 2 and 1');
    expect(() => correlation([1, NaN], [1, 2])).toThrow(/xs\[1\]/);
  });

  it('says so in words, in English and Spanish', () => {
    const names = { x: 'givens', y: 'log(nodes)' };
    expect(correlationText(correlation([1, 2, 3], [1, 3, 2]), names, 2, 'en')).toBe('0.50');
    expect(correlationText(correlation([24, 24], [1, 5]), names, 2, 'en')).toBe('undefined (every point has the same givens)');
    expect(correlationText(correlation([24, 24], [1, 5]), { x: 'pistas', y: 'y' }, 2, 'es')).toBe('no definida (todos los puntos tienen el mismo valor de pistas)');
    expect(correlationText(correlation([1], [1]), names, 2, 'es')).toBe('no definida (hay menos de dos puntos)');
    // A negative correlation in Spanish takes a typographic minus, not a hyphen; English keeps the hyphen.
    expect(correlationText(correlation([1, 2, 3], [3, 1, 2]), names, 2, 'es')).toBe('\u22120.50');
    expect(correlationText(correlation([1, 2, 3], [3, 1, 2]), names, 2, 'en')).toBe('-0.50');
  });
});

describe('spread(values)', () => {
  it('min, median, max and their ratio; refuses an empty list', () => {
    expect(spread([5, 1, 20, 2])).toEqual({ min: 1, median: 3.5, max: 20, ratio: 20 });
    expect(() => spread([])).toThrow(/at least one number/);
  });
});

describe('judgeSpeedups(rows, { cores, load })', () => {
  const row = (n: number, t1: number, tw: number, workerTasks = 5): SpeedupRow => ({ n, count: 1, t1, tw, threads: 2, workerTasks, tasks: 10 });

  it('unreadable rows: no worker task, or one thread under minMs', () => {
    const v = judgeSpeedups([row(10, 500, 300, 0), row(11, 50, 30)], { cores: 2, load: 0 });
    expect(v.rows.map((r) => r.verdict.kind)).toEqual(['no tasks', 'too fast']);
    expect(v.overall).toBe('none');
    expect(Number.isNaN(v.best)).toBe(true);
  });

  it('a speed-up above the cores is noise; a readable one on free cores is "free", on busy cores "busy"', () => {
    const free = judgeSpeedups([row(14, 400, 100), row(15, 800, 450)], { cores: 2, load: 0.3 });
    expect(free.rows.map((r) => r.verdict.kind)).toEqual(['noise', 'readable']);
    expect(free.overall).toBe('free');
    expect(free.best).toBeCloseTo(800 / 450, 12);
    const busy = judgeSpeedups([row(15, 800, 700)], { cores: 2, load: 3 });
    expect(busy.overall).toBe('busy');
    // ideal is min(threads, cores): 2 threads on 1 core cannot beat ×1
    expect(judgeSpeedups([row(15, 800, 500)], { cores: 1, load: 0 }).rows[0].verdict).toEqual({ kind: 'noise', speedup: 1.6, ideal: 1 });
    expect(() => judgeSpeedups([], { cores: 2, load: 0 })).toThrow(/at least one/);
  });

  it('row verdicts in words, in both languages', () => {
    const [a, b, c] = judgeSpeedups([row(10, 500, 300, 0), row(11, 50, 30), row(12, 400, 100)], { cores: 2, load: 0 }).rows.map((r) => r.verdict);
    expect([a, b, c].map(rowVerdictText)).toEqual(['none to read: the workers took no task', 'none to read: one thread needs only 50 ms (< 100 ms)', '×4.00: above ×2, measurement noise']);
    setLanguage('es');
    try {
      expect([a, b, c].map(rowVerdictText)).toEqual(['nada que leer: los hilos de trabajo no tomaron ninguna tarea', 'nada que leer: a un solo hilo le bastan 50 ms (< 100 ms)', '×4.00: por encima de ×2, ruido de medición']);
    } finally {
      setLanguage('en');
    }
  });
});
