/**
 * Measuring: `timeIt` (wall-clock milliseconds over repeats, after warm-up runs) and
 * `fitPowerLaw` (least squares on log–log axes: y ≈ coefficient · x^exponent).
 *
 * Glossary: a *run* is one call of the measured function; the *median* of the runs is what the
 * notebooks report, because single runs are disturbed by garbage collection and other processes.
 */
import { checkArrayLike, checkBoolean, checkChoice, checkFunction, checkInteger, checkNumber, checkObject, checkOptions, describe } from '../check';
import { minOf, maxOf } from './extent';

/** Result of `timeIt`, all in milliseconds per call; `runs` in the order measured. */
export interface Timing {
  median: number;
  min: number;
  max: number;
  runs: number[];
  /** Calls per measured sample (1 unless `minSampleMs` asked for batches). */
  batch: number;
}

/**
 * Options for `timeIt`: measured repeats (default 5) and unmeasured warm-up calls (default 1);
 * `minSampleMs` (default 0) batches calls until one sample lasts that long, so a fast call is not
 * lost in the timer's resolution (runs are then per call); `collectGarbage` (default false) runs
 * the garbage collector before each sample and lets its background work finish (10 ms), outside
 * the timed region.
 */
export interface TimeItOptions {
  repeat?: number;
  warmup?: number;
  minSampleMs?: number;
  collectGarbage?: boolean;
  /**
   * `wall` (default): elapsed time. `cpu`: CPU time of this process (see `cpuNow`), which does
   * not count time spent waiting for a core while other programs run — steadier on a shared machine.
   */
  clock?: 'wall' | 'cpu';
  /** Calls per sample, fixed (skips the `minSampleMs` calibration). */
  batch?: number;
}

/**
 * Milliseconds of CPU time this process has used (user + system, all its threads): time spent
 * waiting for a core while other programs run does not count. (Node 20 has no per-thread clock;
 * Linux's /proc/thread-self/schedstat only advances at scheduler ticks, too coarse for samples.)
 */
export function cpuNow(): number {
  if (!hasCpuClock()) throw new Error('this kernel has no CPU clock (a browser\'s has none): measure with clock: \'wall\'');
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** True where the process has a CPU clock (Node's process.cpuUsage); the browser's kernel has none. */
export function hasCpuClock(): boolean {
  return typeof process === 'object' && process !== null && typeof (process as { cpuUsage?: unknown }).cpuUsage === 'function';
}

/**
 * The clock a measurement asked for, or the wall clock where there is no CPU clock (the browser's
 * kernel): the result records the clock actually used, so a chart's axis and a summary say which.
 */
export function availableClock(clock: 'cpu' | 'wall'): 'cpu' | 'wall' {
  return clock === 'cpu' && !hasCpuClock() ? 'wall' : clock;
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

/** Median of a non-empty list of finite numbers (mean of the two middle values for an even count). */
export function median(values: readonly number[]): number {
  checkArrayLike('values', values);
  if (values.length === 0) throw new RangeError('values must hold at least one number (the median of an empty list is undefined), got an empty array');
  for (let i = 0; i < values.length; i++) checkNumber(`values[${i}]`, values[i]);
  const sorted = Array.from(values).sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  if (sorted.length % 2 === 1) return sorted[mid];
  const mean = (sorted[mid - 1] + sorted[mid]) / 2;
  // two values near Number.MAX_VALUE overflow their sum: halved first (not always: half of 5e-324 is 0)
  return Number.isFinite(mean) ? mean : sorted[mid - 1] / 2 + sorted[mid] / 2;
}

function summarize(runs: number[], batch = 1): Timing {
  return { median: median(runs), min: minOf(runs), max: maxOf(runs), runs, batch };
}

let gcFunction: (() => void) | null | undefined;

/**
 * Node's garbage collector as a function, or null. Without `--expose-gc` it is reached by turning
 * the flag on at run time and taking `gc` from a fresh V8 context (the flag applies to new contexts).
 */
export function garbageCollector(): (() => void) | null {
  if (gcFunction !== undefined) return gcFunction;
  const existing = (globalThis as { gc?: () => void }).gc;
  if (typeof existing === 'function') return (gcFunction = existing);
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('v8').setFlagsFromString('--expose-gc');
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const gc = require('vm').runInNewContext('gc') as unknown;
    gcFunction = typeof gc === 'function' ? (gc as () => void) : null;
  } catch {
    gcFunction = null;
  }
  return gcFunction;
}

function checkSampleOptions(opts: TimeItOptions): { minSampleMs: number; collectGarbage: boolean; now: () => number } {
  const minSampleMs = checkNumber('minSampleMs', opts.minSampleMs ?? 0, 0, 60_000);
  const collectGarbage = checkBoolean('collectGarbage', opts.collectGarbage ?? false);
  const clock = availableClock(checkChoice('clock', opts.clock ?? 'wall', ['wall', 'cpu'] as const));
  return { minSampleMs, collectGarbage, now: clock === 'cpu' ? cpuNow : () => performance.now() };
}

const sleeper = typeof SharedArrayBuffer === 'function' ? new Int32Array(new SharedArrayBuffer(4)) : null;

/** Sleeps `ms` milliseconds without spinning (Atomics.wait), so other threads get the core. */
function settle(ms: number): void {
  if (sleeper) Atomics.wait(sleeper, 0, 0, ms);
}

const TIME_IT_OPTIONS = ['repeat', 'warmup', 'minSampleMs', 'collectGarbage', 'clock', 'batch'] as const;

const SYNC_ONLY = 'timeIt measures synchronous functions; use timeItAsync for promises';

/**
 * Times a synchronous function: `warmup` unmeasured calls, then `repeat` measured samples (ms per
 * call). With `minSampleMs`, a sample is a batch of calls lasting at least that long.
 */
export function timeIt(fn: () => unknown, options?: TimeItOptions): Timing {
  checkFunction('fn', fn);
  const opts = checkOptions(options, TIME_IT_OPTIONS);
  const { repeat, warmup } = checkRuns(opts);
  const { minSampleMs, collectGarbage, now } = checkSampleOptions(opts);
  const gc = collectGarbage ? garbageCollector() : null;
  for (let i = 0; i < warmup; i++) {
    if (isThenable(fn())) throw new TypeError(SYNC_ONLY);
  }
  // Batch size: double until one batch lasts minSampleMs (the calibration doubles as warm-up).
  let batch = opts.batch === undefined ? 1 : checkInteger('batch', opts.batch, 1, 1 << 20);
  if (minSampleMs > 0 && opts.batch === undefined) {
    for (;;) {
      const t0 = now();
      for (let k = 0; k < batch; k++) fn();
      if (now() - t0 >= minSampleMs || batch >= 1 << 20) break;
      batch *= 2;
    }
  }
  const runs: number[] = [];
  for (let i = 0; i < repeat; i++) {
    if (gc) {
      gc();
      settle(10); // let the collector's background threads finish before the clock starts
    }
    const t0 = now();
    let result: unknown;
    for (let k = 0; k < batch; k++) result = fn();
    const t1 = now();
    if (isThenable(result)) throw new TypeError(SYNC_ONLY);
    runs.push((t1 - t0) / batch);
  }
  return summarize(runs, batch);
}

/** Like `timeIt` for a function returning a promise: each run is awaited before the next (options `repeat`, `warmup`). */
export async function timeItAsync(fn: () => Promise<unknown>, options?: Pick<TimeItOptions, 'repeat' | 'warmup'>): Promise<Timing> {
  checkFunction('fn', fn);
  const { repeat, warmup } = checkRuns(checkOptions(options, ['repeat', 'warmup']));
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
  const { mx, my, sxx, sxy, syy } = centredSums(lx, ly);
  if (sxx === 0) throw new RangeError('points must have at least 2 distinct x values, got all x equal');
  const exponent = sxy / sxx;
  const intercept = my - exponent * mx;
  let ssRes = 0;
  for (let i = 0; i < n; i++) ssRes += (ly[i] - intercept - exponent * lx[i]) ** 2;
  // All y equal: the horizontal line fits exactly.
  const r2 = syy === 0 ? 1 : Math.max(0, Math.min(1, 1 - ssRes / syy));
  return { exponent, coefficient: Math.exp(intercept), r2 };
}

/** The means of two series of one length n ≥ 1 and their centred sums of squares and products (checked by the callers). */
export function centredSums(xs: ArrayLike<number>, ys: ArrayLike<number>): { mx: number; my: number; sxx: number; sxy: number; syy: number } {
  const n = xs.length;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += xs[i];
    my += ys[i];
  }
  mx /= n;
  my /= n;
  let sxx = 0;
  let sxy = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = xs[i] - mx;
    const dy = ys[i] - my;
    sxx += dx * dx;
    sxy += dx * dy;
    syy += dy * dy;
  }
  return { mx, my, sxx, sxy, syy };
}

/** Evaluates a fitted power law at x > 0 (for drawing the fitted line next to the measurements). */
export function powerLaw(fit: PowerLawFit, x: number): number {
  checkObject('fit', fit, '{ exponent, coefficient } (from fitPowerLaw)');
  const exponent = checkNumber('fit.exponent', fit.exponent);
  const coefficient = checkNumber('fit.coefficient', fit.coefficient);
  checkNumber('x', x, Number.MIN_VALUE);
  const y = coefficient * Math.pow(x, exponent);
  // 0 · ∞ when the power overflows: no number to give
  if (Number.isNaN(y)) throw new RangeError(`x = ${x} is out of the law's reach: ${coefficient} · ${x}^${exponent} is not a number`);
  return y;
}

/** Result of `fitExponential`: y ≈ coefficient · baseˣ, with r² of the line through (x, ln y). */
export interface ExponentialFit {
  base: number;
  coefficient: number;
  r2: number;
}

/**
 * Least-squares fit of y ≈ coefficient · baseˣ (a straight line on a log y axis): the growth
 * factor per unit step of x, e.g. per extra row of an exponential search. Needs ≥ 2 points, y > 0.
 */
export function fitExponential(points: readonly Point[]): ExponentialFit {
  if (!Array.isArray(points)) throw new TypeError(`points must be an array of {x, y}, got ${describe(points)}`);
  // x ↦ eˣ turns the exponential into a power law with exponent ln(base).
  const f = fitPowerLaw(points.map((p, i) => {
    checkObject(`points[${i}]`, p, '{x, y}');
    checkNumber(`points[${i}].x`, p.x, -700, 700); // eˣ stays a finite, non-zero double
    return { x: Math.exp(p.x), y: p.y };
  }));
  return { base: Math.exp(f.exponent), coefficient: f.coefficient, r2: f.r2 };
}
