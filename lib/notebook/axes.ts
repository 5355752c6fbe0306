/**
 * Axes a student can read: a time unit chosen from the data (µs, ms or s, named in the axis
 * label, never an SI prefix glued onto it) and log-axis ticks at 1, 2, 5 × 10ᵏ, labelled in
 * plain numbers so they neither overlap nor read "100m" on an axis already in milliseconds.
 */
import { checkArrayLike, checkInteger, checkNumber, describe } from '../check';
import { formatNumber } from '../i18n/numbers';
import type { Language } from '../i18n/language';

/** A time unit: its name and how many of it make one millisecond. */
export interface TimeUnit {
  name: 'µs' | 'ms' | 's';
  perMs: number;
}

/** The unit that keeps most of these millisecond values between 1 and 1000. */
export function timeUnit(msValues: readonly number[]): TimeUnit {
  checkArrayLike('msValues', msValues);
  for (let i = 0; i < msValues.length; i++) {
    if (typeof msValues[i] !== 'number') throw new TypeError(`msValues[${i}] must be a number of milliseconds, got ${describe(msValues[i])}`);
  }
  const positive = Array.from(msValues).filter((v) => v > 0 && Number.isFinite(v)).sort((a, b) => a - b);
  if (positive.length === 0) return { name: 'ms', perMs: 1 };
  const middle = positive[positive.length >> 1];
  if (middle < 0.5) return { name: 'µs', perMs: 1000 };
  if (middle >= 2000) return { name: 's', perMs: 0.001 };
  return { name: 'ms', perMs: 1 };
}

/** A number as a reader writes it: no exponent, no SI prefix, thousands separated in the reader's language (12,000; 12 000; 0.05). */
export function plainNumber(v: number, lang?: Language): string {
  checkNumber('v', v);
  if (v === 0) return '0';
  const abs = Math.abs(v);
  if (abs >= 1) return formatNumber(v, 2, lang);
  return String(Number(v.toPrecision(2)));
}

/**
 * Ticks for a log axis over [lo, hi]: 1·10ᵏ, 2·10ᵏ, 5·10ᵏ, thinned to powers of ten when that
 * would give more than `max` labels (default 8).
 */
export function logTicks(lo: number, hi: number, max = 8): number[] {
  checkNumber('lo', lo);
  checkNumber('hi', hi);
  checkInteger('max', max, 1, 1000);
  // no data above zero: no ticks (a log axis has none to give)
  if (!(lo > 0) || !(hi > 0)) return [];
  const a = Math.min(lo, hi);
  const b = Math.max(lo, hi);
  const kLo = Math.floor(Math.log10(a));
  const kHi = Math.ceil(Math.log10(b));
  const pick = (mults: number[]) => {
    const out: number[] = [];
    for (let k = kLo; k <= kHi; k++) for (const m of mults) {
      const v = Number((m * 10 ** k).toPrecision(3));
      if (v >= a * 0.999 && v <= b * 1.001) out.push(v);
    }
    return out;
  };
  for (const mults of [[1, 2, 5], [1, 3], [1]]) {
    const ticks = pick(mults);
    if (ticks.length <= max && ticks.length >= 2) return ticks;
  }
  const tens = pick([1]);
  if (tens.length <= max) return tens.length ? tens : [a, b];
  const step = Math.ceil(tens.length / max);
  return tens.filter((_, i) => i % step === 0);
}
