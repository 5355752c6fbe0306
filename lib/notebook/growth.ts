/**
 * `measureGrowth`: how the time of `run(n)` grows with n, measured so that the fitted exponent
 * holds up on a busy machine, next to a machine-independent counter (nodes, updates, squares).
 *
 * Method: one unmeasured pass over all sizes (the engine compiles the hot code); per size a batch
 * of calls lasting at least `minSampleMs`; then `repeat` rounds over all sizes (interleaved, so a
 * burst of load elsewhere hits every size alike), each sample timed by `timeIt`; per size the median
 * (or minimum) of its samples. The garbage collector is not forced between samples (`collectGarbage`):
 * a forced collection frees the last call's arrays, so the next call writes into fresh pages, and on
 * a virtual machine the first touch of a page can cost more than the algorithm itself (measured on
 * our 2-core Firecracker VM: about 18 ns per square of a fresh Int32Array, against 1.5 ns for the
 * divide-and-conquer numbering; with forced collections notebook 02's fit fell to n^1.5, r² 0.4).
 * The kernel also keeps freed blocks for reuse (KERNEL_MALLOC_ENV in platform/kernel/kernel-spec.ts). The clock is the process's CPU time by
 * default: on a shared machine, time spent waiting for a core is not the algorithm's. The power law is fitted only over sizes
 * whose time per call is above `noiseFloorMs`; with fewer than three of them, or r² below `minR2`,
 * the result says "too noisy — rerun or raise the sizes" instead of drawing a line through noise.
 *
 * Glossary: a *point* is one size with its time and count; the *fit* is y ≈ a·nᵇ on log–log axes.
 */
import { checkArrayLike, checkBoolean, checkChoice, checkFunction, checkInteger, checkNumber, checkObject, checkOptions, checkString, checkText } from '../check';
import { labels } from '../i18n/labels';
import { languageOption, type Language } from '../i18n/language';
import { availableClock, fitPowerLaw, median, powerLaw, timeIt } from './timing';
import { minOf, maxOf } from './extent';
import { aboveFloor, fitCounts, fitTimes, GROWTH_STATUSES, type GrowthFit, type GrowthStatus } from './growth-fit';

export { GROWTH_STATUSES, fitGrowth, type GrowthFit } from './growth-fit';

/** Options for `measureGrowth`; `sizes` and `run` are required. */
export interface GrowthOptions<R> {
  /** Name of the series (legend, summary line), at most 200 characters. */
  label: string;
  /** The method's key (`'warnsdorff'`, `'dfs'` …): its colour in every chart (lib/notebook/palette). */
  method?: string;
  /** The sizes n, increasing. */
  sizes: readonly number[];
  /** The measured call. Its result feeds `counter`. */
  run: (n: number) => R;
  /** A machine-independent count for one call (nodes, updates, squares written). */
  counter?: (result: R, n: number) => number;
  /** Samples per size (default 5). */
  repeat?: number;
  /** A sample lasts at least this long; fast calls are batched (default 5 ms). */
  minSampleMs?: number;
  /** Sizes whose time per call is below this are drawn but not fitted (default 0.5 ms). */
  noiseFloorMs?: number;
  /** Sizes below this are drawn but not fitted (fixed costs; default: none). */
  fitFrom?: number;
  /** The smallest r² worth reporting as a growth rate (default 0.9). */
  minR2?: number;
  /** `median` of the samples (default) or `min` (the least disturbed sample). */
  statistic?: 'median' | 'min';
  /** `power` (default): time ≈ a·nᵇ; `exponential`: time ≈ a·bⁿ (searches whose tree grows per row). */
  model?: 'power' | 'exponential';
  /** `cpu` (default): CPU time of the kernel process, blind to waiting for a busy core; or `wall`. */
  clock?: 'cpu' | 'wall';
  /**
   * Run the garbage collector before each sample, outside the timed region (default false). Off by
   * default: a forced full collection frees the previous call's arrays, so the next call writes into
   * fresh pages, whose first touch costs more than the algorithm on some machines (see the file comment).
   */
  collectGarbage?: boolean;
  /** Called after each size (progress bars). */
  onSize?: (n: number) => void;
}

/** One measured size. */
export interface GrowthPoint {
  n: number;
  /** Time per call, ms (the chosen statistic). */
  ms: number;
  minMs: number;
  maxMs: number;
  /** Calls per sample. */
  batch: number;
  /** The counter for one call, if a counter was given. */
  count: number | null;
  /** Used in the fit (past the noise floor and `fitFrom`). */
  fitted: boolean;
}

/** The fitted law evaluated at n. */
export function growthAt(fit: GrowthFit, n: number): number {
  return fit.model === 'power' ? powerLaw(fit, n) : fit.coefficient * Math.pow(fit.base, n);
}

/** The law in words, in the current language: `∝ n^2.01` or `grows ×4.82 per step of n`. */
export function describeFit(fit: GrowthFit): string {
  const t = labels().notebook.growth;
  return fit.model === 'power' ? t.power(fit.exponent.toFixed(2)) : t.exponential(fit.base.toFixed(2));
}

/** What `measureGrowth` found. */
export interface Growth {
  label: string;
  points: GrowthPoint[];
  /** Time ≈ a·nᵇ (or a·bⁿ) over the fitted points; null when too few or too noisy. */
  fit: GrowthFit | null;
  /** The counter's law over the same sizes (exact, machine-independent). */
  countFit: GrowthFit | null;
  status: GrowthStatus;
  /** The method's key for the course palette (`methodColour`), when given. */
  method?: string;
  /** Which time was measured: CPU time of the process or elapsed (wall-clock) time. */
  clock: 'cpu' | 'wall';
  /** One line for the reader: exponent and r², or what to do. */
  summary: string;
}

/** A growth's status in words of `lang` (default: the notebook's language), for prose that names it. */
export function growthStatusText(status: Growth['status'], lang?: Language): string {
  return labels(languageOption(lang)).notebook.growth.statuses[checkChoice('status', status, GROWTH_STATUSES)];
}

const GROWTH_OPTIONS = ['label', 'method', 'sizes', 'run', 'counter', 'repeat', 'minSampleMs', 'noiseFloorMs', 'fitFrom', 'minR2', 'statistic', 'model', 'clock', 'collectGarbage', 'onSize'] as const;

/** Measures `run(n)` for every size and fits the growth past the noise floor (see the file comment). */
export function measureGrowth<R>(options: GrowthOptions<R>): Growth {
  checkObject('options', options, '{ label, sizes, run, … }');
  checkOptions(options, GROWTH_OPTIONS);
  const { label, run, counter } = options;
  checkText('label', label, 200);
  const method = options.method === undefined ? {} : { method: checkString('method', options.method, 100) };
  const sizes = Array.from(checkArrayLike<number>('sizes', options.sizes));
  if (sizes.length === 0 || sizes.length > 1000) throw new RangeError(`sizes must be a non-empty array of at most 1000 numbers, got ${sizes.length === 0 ? 'an empty array' : `${sizes.length} of them`}`);
  for (let i = 0; i < sizes.length; i++) checkNumber(`sizes[${i}]`, sizes[i], Number.MIN_VALUE);
  checkFunction('run', run);
  if (counter !== undefined) checkFunction('counter', counter);
  if (options.onSize !== undefined) checkFunction('onSize', options.onSize);
  const repeat = checkInteger('repeat', options.repeat ?? 5, 1, 1000);
  const minSampleMs = checkNumber('minSampleMs', options.minSampleMs ?? 5, 0, 60_000);
  const noiseFloorMs = checkNumber('noiseFloorMs', options.noiseFloorMs ?? 0.5, 0);
  const fitFrom = checkNumber('fitFrom', options.fitFrom ?? 0, 0);
  const minR2 = checkNumber('minR2', options.minR2 ?? 0.9, 0, 1);
  const statistic = checkChoice('statistic', options.statistic ?? 'median', ['median', 'min'] as const);
  // The CPU clock where the kernel has one (the server's); the browser's kernel measures on the wall clock, and says so.
  const clock = availableClock(checkChoice('clock', options.clock ?? 'cpu', ['cpu', 'wall'] as const));
  const model = checkChoice('model', options.model ?? 'power', ['power', 'exponential'] as const);
  const collectGarbage = checkBoolean('collectGarbage', options.collectGarbage ?? false);

  for (const n of sizes) run(n); // warm-up pass: compiled code before any size is timed
  // a counter that is not a count would put NaN in the points and the fit: refused by name
  const counts = sizes.map((n) => (counter ? checkNumber(`counter(result, ${n})`, counter(run(n), n), 0) : null));
  // Batch size per size: calls until one sample lasts minSampleMs.
  const batches = sizes.map((n) => timeIt(() => run(n), { repeat: 1, warmup: 0, minSampleMs, clock }).batch);
  // Rounds over all sizes, so a burst of load elsewhere disturbs every size alike, not the last ones.
  const samples: number[][] = sizes.map(() => []);
  for (let r = 0; r < repeat; r++) {
    sizes.forEach((n, i) => {
      samples[i].push(timeIt(() => run(n), { repeat: 1, warmup: 0, batch: batches[i], collectGarbage, clock }).runs[0]);
      if (r === repeat - 1) options.onSize?.(n);
    });
  }
  const rule = { noiseFloorMs, fitFrom, minR2, model };
  const points: GrowthPoint[] = sizes.map((n, i) => {
    const ms = statistic === 'min' ? minOf(samples[i]) : median(samples[i]);
    return { n, ms, minMs: minOf(samples[i]), maxMs: maxOf(samples[i]), batch: batches[i], count: counts[i], fitted: aboveFloor({ n, ms }, rule) };
  });
  // The counter is exact: fitted over every size from fitFrom on, noise floor or not.
  const countFit = fitCounts(points, model, fitFrom);
  const verdict = fitTimes(points, rule);
  const t = labels().notebook.growth;
  const used = points.filter((p) => p.fitted);
  const range = used.length ? t.range(used[0].n, used[used.length - 1].n) : '';
  // The summary compares time and counter over the same sizes: the counter's law is fitted again over
  // the sizes the time fit used (the chart and `countFit` keep every size).
  const sameCount = used.length >= 2 ? fitCounts(used, model) : null;
  let countText = '';
  if (sameCount) countText = t.counter(describeFit(sameCount), null);
  else if (countFit) {
    // Without a time fit to compare with, the counter's law over the sizes it was fitted on (fitCounts' sizes).
    const counted = points.filter((p) => p.count !== null && p.count > 0 && p.n >= fitFrom);
    countText = t.counter(describeFit(countFit), t.range(counted[0].n, counted[counted.length - 1].n));
  }
  const base = { label, ...method, points, countFit, clock };
  if (verdict.status === 'too few sizes') return { ...base, fit: null, status: verdict.status, summary: t.tooFew(label, noiseFloorMs, used.length, points.length) };
  if (verdict.status === 'too noisy') {
    return { ...base, fit: null, status: verdict.status, summary: t.tooNoisy({ label, law: describeFit(verdict.rejected!), r2: verdict.rejected!.r2.toFixed(2), minR2, range, counter: countText }) };
  }
  const fit = verdict.fit!;
  return { ...base, fit, status: 'fitted', summary: t.fitted({ label, law: describeFit(fit), r2: fit.r2.toFixed(3), statistic: t.statistic[statistic], repeat, range, counter: countText }) };
}

/** The fitted line of a growth over its fitted sizes, for drawing ({ n, ms } pairs); [] without a fit. */
export function fittedLine(growth: Growth): { n: number; ms: number }[] {
  if (!growth.fit) return [];
  const used = growth.points.filter((p) => p.fitted);
  return used.map((p) => ({ n: p.n, ms: growthAt(growth.fit!, p.n) }));
}

/**
 * Two growths' time exponents refitted over exactly the sizes both had fitted (above both noise floors), so that
 * their exponents compare like with like; null when they share fewer than three such sizes.
 */
export function exponentsOverSharedSizes(a: Growth, b: Growth): { sizes: number[]; a: number; b: number } | null {
  for (const [name, g] of [['a', a], ['b', b]] as const) {
    checkObject(name, g, '(a growth from measureGrowth)');
    checkArrayLike(`${name}.points`, g.points);
    Array.from(g.points).forEach((p, i) => checkObject(`${name}.points[${i}]`, p));
  }
  const both = a.points.filter((p) => p.fitted && b.points.some((q) => q.n === p.n && q.fitted)).map((p) => p.n);
  if (both.length < 3) return null;
  const fit = (g: Growth) => fitPowerLaw(g.points.filter((p) => both.includes(p.n)).map((p) => ({ x: p.n, y: p.ms }))).exponent;
  return { sizes: both, a: fit(a), b: fit(b) };
}
