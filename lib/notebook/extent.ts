/**
 * The smallest and largest of a list by a loop. `Math.min(...values)` passes every value as an
 * argument and overflows the stack past about 125 000 of them (a million timed runs, say).
 */

/** The smallest value (Infinity for an empty list; NaN if any value is NaN, as Math.min). */
export function minOf(values: ArrayLike<number>): number {
  let min = Infinity;
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (Number.isNaN(x)) return NaN;
    if (x < min) min = x;
  }
  return min;
}

/** The largest value (-Infinity for an empty list; NaN if any value is NaN, as Math.max). */
export function maxOf(values: ArrayLike<number>): number {
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const x = values[i];
    if (Number.isNaN(x)) return NaN;
    if (x > max) max = x;
  }
  return max;
}
