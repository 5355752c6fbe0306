/**
 * Durations as data: seconds in the largest unit they reach, for the presentation layer to word
 * (lib/i18n's `formatDuration`). No Node imports, so the page's widgets can use it too.
 */
import { checkLimit } from '../check';

/** The units of a `Duration`, largest first. */
export type DurationUnit = 'years' | 'days' | 'hours' | 'minutes' | 'seconds' | 'ms';

/** A duration in its largest whole unit: `{ amount: 3.2, unit: 'hours' }`. */
export interface Duration {
  amount: number;
  unit: DurationUnit;
}

const DURATION_UNITS: [number, DurationUnit][] = [[365.25 * 86400, 'years'], [86400, 'days'], [3600, 'hours'], [60, 'minutes'], [1, 'seconds']];

/** Seconds in the largest unit they reach (milliseconds below one second); Infinity is Infinity years. */
export function durationOf(seconds: number): Duration {
  checkLimit('seconds', seconds, 0, false);
  for (const [size, unit] of DURATION_UNITS) if (seconds >= size) return { amount: seconds / size, unit };
  return { amount: seconds * 1000, unit: 'ms' };
}
