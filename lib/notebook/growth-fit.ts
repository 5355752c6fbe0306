/**
 * The noise-floor rule, in one place for `measureGrowth` and the measurement lab: a growth law is
 * fitted only over the sizes whose time per call is at or above the clock's noise floor (and from
 * `fitFrom` on); with fewer than three such sizes, or an r² below `minR2`, there is no fit, and the
 * status says why, instead of a line drawn through clock noise.
 *
 * Plain arithmetic only: the widgets' browser bundle imports this file.
 */
import { checkArrayLike, checkChoice, checkNumber, checkObject, checkOptions } from '../check';
import { fitExponential, fitPowerLaw, type PowerLawFit } from './timing';

/**
 * A fitted growth law. `power`: y ≈ coefficient · n^exponent. `exponential`: y ≈ coefficient · base^n
 * (then `exponent` is ln base, the slope on a log axis).
 */
export interface GrowthFit extends PowerLawFit {
  model: 'power' | 'exponential';
  /** Growth factor per unit step of n (exponential model; e^exponent). */
  base: number;
}

/** The statuses a growth can have (the values stay English: code compares them). */
export const GROWTH_STATUSES = Object.freeze(['fitted', 'too few sizes', 'too noisy'] as const);
export type GrowthStatus = (typeof GROWTH_STATUSES)[number];

/** Where the rule draws its lines. */
export interface FitRule {
  /** Sizes whose time per call is below this are drawn but not fitted (ms). */
  noiseFloorMs: number;
  /** Sizes below this are drawn but not fitted (fixed costs). */
  fitFrom: number;
  /** The smallest r² worth reporting as a growth rate. */
  minR2: number;
  model: 'power' | 'exponential';
}

/** The defaults of `measureGrowth` (0.5 ms floor, every size, r² ≥ 0.9, power law). */
export const DEFAULT_FIT_RULE: Readonly<FitRule> = Object.freeze({ noiseFloorMs: 0.5, fitFrom: 0, minR2: 0.9, model: 'power' });

/** The smallest number of sizes above the floor that a time fit needs. */
export const MIN_FITTED_SIZES = 3;

/** A law fitted through points (x, y) by least squares on log axes. */
export function fitGrowth(model: 'power' | 'exponential', pts: { x: number; y: number }[]): GrowthFit {
  if (model === 'power') {
    const f = fitPowerLaw(pts);
    return { ...f, model, base: Math.exp(f.exponent) };
  }
  const f = fitExponential(pts);
  return { model, base: f.base, exponent: Math.log(f.base), coefficient: f.coefficient, r2: f.r2 };
}

/** Whether a size enters the time fit under the rule. */
export function aboveFloor(p: { n: number; ms: number }, rule: FitRule): boolean {
  return p.ms >= rule.noiseFloorMs && p.n >= rule.fitFrom && p.ms > 0;
}

/** What the rule makes of measured times: which sizes it used, the fit (or null) and why. */
export interface TimeFitVerdict {
  status: GrowthStatus;
  /** The law over the used sizes when `status` is `fitted`. */
  fit: GrowthFit | null;
  /** The law it rejected as too noisy (r² below minR2), for the reader; null otherwise. */
  rejected: GrowthFit | null;
  /** The sizes above the floor, in order. */
  used: number[];
}

/** The time fit of `points` under `rule` (see the file comment). */
export function fitTimes(points: readonly { n: number; ms: number }[], rule: FitRule = DEFAULT_FIT_RULE): TimeFitVerdict {
  points = checkPoints(points, 'ms');
  const r = checkOptions(rule, ['noiseFloorMs', 'fitFrom', 'minR2', 'model'], 'rule');
  rule = {
    noiseFloorMs: checkNumber('rule.noiseFloorMs', r.noiseFloorMs ?? DEFAULT_FIT_RULE.noiseFloorMs, 0),
    fitFrom: checkNumber('rule.fitFrom', r.fitFrom ?? DEFAULT_FIT_RULE.fitFrom, 0),
    minR2: checkNumber('rule.minR2', r.minR2 ?? DEFAULT_FIT_RULE.minR2, 0, 1),
    model: checkChoice('rule.model', r.model ?? DEFAULT_FIT_RULE.model, ['power', 'exponential'] as const),
  };
  const used = points.filter((p) => aboveFloor(p, rule));
  const sizes = used.map((p) => p.n);
  if (new Set(sizes).size < MIN_FITTED_SIZES) return { status: 'too few sizes', fit: null, rejected: null, used: sizes };
  const fit = fitGrowth(rule.model, used.map((p) => ({ x: p.n, y: p.ms })));
  if (!(fit.r2 >= rule.minR2)) return { status: 'too noisy', fit: null, rejected: fit, used: sizes };
  return { status: 'fitted', fit, rejected: null, used: sizes };
}

/** The counter's law: exact counts need no floor, only two distinct sizes from `fitFrom` on. */
export function fitCounts(points: readonly { n: number; count: number | null }[], model: 'power' | 'exponential', fitFrom = 0): GrowthFit | null {
  points = checkPoints(points, 'count');
  checkChoice('model', model, ['power', 'exponential'] as const);
  checkNumber('fitFrom', fitFrom, 0);
  const counted = points.filter((p) => p.count !== null && p.count > 0 && p.n >= fitFrom);
  return counted.length >= 2 && new Set(counted.map((p) => p.n)).size >= 2
    ? fitGrowth(model, counted.map((p) => ({ x: p.n, y: p.count! }))) : null;
}

/**
 * The counter's growth factor per unit of n between each pair of consecutive sizes, (count_b / count_a)^(1/(b − a)):
 * an exponential law has the same step everywhere, so a step that moves with n says why factors fitted over different
 * sizes differ. Points are taken in the order given; points without a positive count are left out.
 */
export function countSteps(points: readonly { n: number; count: number | null }[]): { from: number; to: number; factor: number }[] {
  const counted = checkPoints(points, 'count').filter((p) => p.count !== null && p.count > 0);
  const steps: { from: number; to: number; factor: number }[] = [];
  for (let i = 1; i < counted.length; i++) {
    const [a, b] = [counted[i - 1], counted[i]];
    if (!(b.n > a.n)) throw new RangeError(`points[${i}].n must be larger than the size before it, ${a.n}, got ${b.n}`);
    steps.push({ from: a.n, to: b.n, factor: (b.count! / a.count!) ** (1 / (b.n - a.n)) });
  }
  return steps;
}

/** Points as the rule reads them: an array of { n, ms } (or { n, count }), n > 0 and the value a number ≥ 0 (a count may be null). */
function checkPoints<P extends { n: number }>(points: readonly P[], value: 'ms' | 'count'): P[] {
  return Array.from(checkArrayLike<P>('points', points), (p, i) => {
    checkObject(`points[${i}]`, p, `{ n, ${value} }`);
    const v = (p as unknown as Record<string, unknown>)[value];
    const n = checkNumber(`points[${i}].n`, p.n, Number.MIN_VALUE);
    const checked = value === 'count' && v === null ? null : checkNumber(`points[${i}].${value}`, v, 0);
    return { n, [value]: checked } as unknown as P;
  });
}
