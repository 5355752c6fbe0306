/**
 * Measuring: `timeIt` (wall-clock milliseconds over repeats, after warm-up runs) and
 * `fitPowerLaw` (least squares on log–log axes: y ≈ coefficient · x^exponent).
 *
 * Glossary: a *run* is one call of the measured function; the *median* of the runs is what the
 * notebooks report, because single runs are disturbed by garbage collection and other processes.
 */

import { checkFunction, checkInteger, describe } from '../check';

/** Result of `timeIt`, all in milliseconds; `runs` in the order measured. */
export interface Timing {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

/** Options for `timeIt`: measured repeats (default 5) and unmeasured warm-up calls (default 1). */
export interface TimeItOptions {
  repeat?: number;
  warmup?: number;
}

/** A point of a measurement series. */
export interface Point {
  x: number;
  y: number;
}

/** Result of `fitPowerLaw`: y ≈ coefficient · x^exponent, with r² of the log–log line. */
export interface PowerLawFit {
  exponent: number;
  coefficient: number;
  r2: number;
}

function checkRuns(opts: TimeItOptions): { repeat: number; warmup: number } {
  const repeat = checkInteger('repeat', opts.repeat ?? 5, 1, 1_000_000);
  const warmup = checkInteger('warmup', opts.warmup ?? 1, 0, 1_000_000);
  return { repeat, warmup };
}

function isThenable(value: unknown): boolean {
  return typeof (value as { then?: unknown } | null)?.then === 'function';
}

/** Median of a non-empty list (mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of an empty list is undefined');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function summarize(runs: number[]): Timing {
  return { median: median(runs), min: Math.min(...runs), max: Math.max(...runs), runs };
}

/** Times a synchronous function: `warmup` unmeasured calls, then `repeat` measured ones (ms). */
export function timeIt(fn: () => unknown, opts: TimeItOptions = {}): Timing {
  checkFunction('fn', fn);
  const { repeat, warmup } = checkRuns(opts);
  for (let i = 0; i < warmup; i++) {
    if (isThenable(fn())) throw new TypeError('timeIt measures synchronous functions; use timeItAsync for promises');
  }
  const runs: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const t0 = performance.now();
    const result = fn();
    const t1 = performance.now();
    if (isThenable(result)) throw new TypeError('timeIt measures synchronous functions; use timeItAsync for promises');
    runs.push(t1 - t0);
  }
  return summarize(runs);
}

/** Like `timeIt` for a function returning a promise: each run is awaited before the next. */
export async function timeItAsync(fn: () => Promise<unknown>, opts: TimeItOptions = {}): Promise<Timing> {
  checkFunction('fn', fn);
  const { repeat, warmup } = checkRuns(opts);
  for (let i = 0; i < warmup; i++) await fn();
  const runs: number[] = [];
  for (let i = 0; i < repeat; i++) {
    const t0 = performance.now();
    await fn();
    runs.push(performance.now() - t0);
  }
  return summarize(runs);
}

/** Least-squares fit of y ≈ coefficient · x^exponent on log–log axes; needs ≥ 2 points with x, y > 0. */
export function fitPowerLaw(points: readonly Point[]): PowerLawFit {
  if (!Array.isArray(points)) throw new TypeError(`points must be an array of {x, y}, got ${describe(points)}`);
  if (points.length < 2) throw new RangeError(`points must hold at least 2 points, got ${points.length}`);
  const lx: number[] = [];
  const ly: number[] = [];
  points.forEach((p, i) => {
    const x = p?.x;
    const y = p?.y;
    if (typeof x !== 'number' || typeof y !== 'number' || !(x > 0) || !(y > 0) || !Number.isFinite(x) || !Number.isFinite(y)) {
      throw new RangeError(
        `points[${i}] must have finite x > 0 and y > 0, got {x: ${describe(x)}, y: ${describe(y)}}`,
      );
    }
    lx.push(Math.log(x));
    ly.push(Math.log(y));
  });
  const n = lx.length;
  const mx = lx.reduce((a, b) => a + b, 0) / n;
  const my = ly.reduce((a, b) => a + b, 0) / n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = lx[i] - mx;
    const dy = ly[i] - my;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  if (sxx === 0) throw new RangeError('points must have at least 2 distinct x values, got all x equal');
  const exponent = sxy / sxx;
  const intercept = my - exponent * mx;
  let ssRes = 0;
  for (let i = 0; i < n; i++) ssRes += (ly[i] - intercept - exponent * lx[i]) ** 2;
  // All y equal: the horizontal line fits exactly.
  const r2 = syy === 0 ? 1 : Math.max(0, Math.min(1, 1 - ssRes / syy));
  return { exponent, coefficient: Math.exp(intercept), r2 };
}

/** Evaluates a fitted power law at x (for drawing the fitted line next to the measurements). */
export function powerLaw(fit: PowerLawFit, x: number): number {
  return fit.coefficient * Math.pow(x, fit.exponent);
}
