/**
 * divideAndConquerTour validates once, at its door: its arguments pass through lib/check.ts there
 * and nowhere behind it (layout, tiles, base cases, joins and numbering take them as checked; a
 * base file is judged once, when first read). Every check function is wrapped to record its calls.
 */
import { describe, expect, it, vi } from 'vitest';

const spy = vi.hoisted(() => ({ calls: [] as string[] }));

vi.mock('../lib/check', async (importOriginal) => {
  const real = await importOriginal<Record<string, unknown>>();
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(real)) {
    wrapped[name] = typeof value !== 'function' || !name.startsWith('check')
      ? value
      : (...args: unknown[]) => {
          spy.calls.push(`${name}(${args.map((a) => (typeof a === 'object' ? '…' : String(a))).join(', ')})`);
          return (value as (...a: unknown[]) => unknown)(...args);
        };
  }
  return wrapped;
});

describe('divideAndConquerTour validates at the public boundary', () => {
  it('checks its options, rows, cols and maxBytes once on the way in, and nothing while building the tour', async () => {
    const { divideAndConquerTour } = await import('../lib/knight/divide-and-conquer');
    const { validateTour } = await import('../lib/knight/tour');
    divideAndConquerTour(1003, 1001); // reads and judges the base files it needs (then cached)
    spy.calls.length = 0;
    const tour = divideAndConquerTour(1003, 1001);
    const calls = spy.calls.slice();
    expect(validateTour(tour).ok).toBe(true);
    expect(calls).toEqual([
      'checkOptions(…, …)',
      'checkInteger(rows, 1003, -9007199254740991)',
      'checkInteger(cols, 1001, -9007199254740991)',
      'checkInteger(maxBytes, 2147483648, 1)',
    ]);
  });

  it('still refuses bad input there with the one message format', async () => {
    const { divideAndConquerTour } = await import('../lib/knight/divide-and-conquer');
    expect(() => divideAndConquerTour(1003.5, 1001)).toThrow('rows must be an integer, got 1003.5');
    expect(() => divideAndConquerTour(4, 4)).toThrow(/no knight's tour exists on 4×4/);
  });
});
