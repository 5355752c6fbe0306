/**
 * Statistics a notebook reports about a set of runs: Pearson's correlation with an explicit verdict
 * when it is undefined, and a five-number summary. Words come from lib/i18n (`correlationText`).
 *
 * Glossary: a correlation is *undefined* when either variable is constant (its variance is 0: the
 * formula divides by 0) or there are fewer than two points; it is then never reported as a number.
 */
import { checkArrayLike, checkBoolean, checkChoice, checkInteger, checkNumber, checkObject, checkText } from '../check';
import { labels } from '../i18n/labels';
import { languageOption, type Language } from '../i18n/language';
import { typographicMinus } from '../i18n/numbers';
import { minOf, maxOf } from './extent';
import { centredSums, median } from './timing';

/** Pearson's r when `defined`; otherwise `r` is undefined and `why` says why it has no value. */
export interface Correlation {
  defined: boolean;
  r?: number;
  why?: 'too few points' | 'constant x' | 'constant y';
}

function checkSeries(name: string, values: readonly number[]): void {
  checkArrayLike(name, values);
  for (let i = 0; i < values.length; i++) checkNumber(`${name}[${i}]`, values[i]);
}

/** Pearson's correlation of `xs` and `ys` (same length); undefined, with the reason, when a variance is 0. */
export function correlation(xs: readonly number[], ys: readonly number[]): Correlation {
  checkSeries('xs', xs);
  checkSeries('ys', ys);
  if (xs.length !== ys.length) throw new RangeError(`xs and ys must have the same length, got ${xs.length} and ${ys.length}`);
  if (xs.length < 2) return { defined: false, why: 'too few points' };
  // constant by comparison, not by a centred sum: the mean of equal values can round off them
  if (minOf(xs) === maxOf(xs)) return { defined: false, why: 'constant x' };
  if (minOf(ys) === maxOf(ys)) return { defined: false, why: 'constant y' };
  // r does not change with scale; scaled to |v| ≤ 1 first, squares of 1e160 cannot overflow nor of 1e-170 underflow
  const { sxx, sxy, syy } = centredSums(scaled(xs), scaled(ys));
  if (sxx === 0) return { defined: false, why: 'constant x' };
  if (syy === 0) return { defined: false, why: 'constant y' };
  // rounding can push |r| a hair past 1
  return { defined: true, r: Math.max(-1, Math.min(1, sxy / (Math.sqrt(sxx) * Math.sqrt(syy)))) };
}

/** The values divided by the largest magnitude among them (a division, not a reciprocal: 1 / 5e-324 is Infinity). */
function scaled(values: readonly number[]): Float64Array {
  const top = Math.max(Math.abs(minOf(values)), Math.abs(maxOf(values)));
  return Float64Array.from(values, (v) => v / top);
}

/** A correlation in words: "0.12", or "undefined (…)" naming the constant variable. */
export function correlationText(c: Correlation, names: { x: string; y: string }, digits = 2, lang?: Language): string {
  checkObject('c', c, "a Correlation { defined, r?, why? } (correlation's result)");
  checkBoolean('c.defined', c.defined);
  if (c.defined) checkNumber('c.r', c.r, -1, 1);
  else checkChoice('c.why', c.why, ['too few points', 'constant x', 'constant y'] as const);
  checkObject('names', names, '{ x, y } (the names of the two variables)');
  checkText('names.x', names.x);
  checkText('names.y', names.y);
  checkInteger('digits', digits, 0, 100);
  const t = labels(languageOption(lang)).notebook.stats;
  // Fixed digits (0.50 stays 0.50), with the minus formatNumber writes.
  if (c.defined && c.r !== undefined) return typographicMinus(c.r.toFixed(digits), lang);
  return t.undefinedCorrelation(c.why === 'too few points' ? t.tooFewPoints : t.constant(c.why === 'constant x' ? names.x : names.y));
}

/**
 * Smallest, median and largest of a non-empty list of numbers ≥ 0 (times, counts), and the spread
 * largest / smallest: 1 when all are equal (zeros too), Infinity when the smallest alone is 0.
 */
export function spread(values: readonly number[]): { min: number; median: number; max: number; ratio: number } {
  const m = median(values); // checks the list
  for (let i = 0; i < values.length; i++) checkNumber(`values[${i}]`, values[i], 0);
  const min = minOf(values) + 0; // -0 becomes 0: max / -0 would be -Infinity
  const max = maxOf(values);
  return { min, median: m, max, ratio: max === min ? 1 : max / min };
}
