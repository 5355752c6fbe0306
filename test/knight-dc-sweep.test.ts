// The big sweep (slower, bounded: a few seconds on 2 busy cores): every n from 5 to 200, a sample of
// rectangles, and large boards up to 2000×2000, each through validateTour.
import { describe, expect, it } from 'vitest';
import { validateTour } from '../lib/knight/tour';
import { divideAndConquerTour } from '../lib/knight/divide-and-conquer';

describe('divideAndConquerTour sweep', () => {
  it('every n×n for n = 5…200', () => {
    for (let n = 5; n <= 200; n++) {
      const v = validateTour(divideAndConquerTour(n));
      expect(v.ok, `n=${n}: ${JSON.stringify(v.problem)}`).toBe(true);
      expect(v.closed).toBe(n % 2 === 0);
    }
  });
  it('every rectangle with sides 5…40', () => {
    for (let r = 5; r <= 40; r++) {
      for (let c = 5; c <= 40; c++) {
        const v = validateTour(divideAndConquerTour(r, c));
        expect(v.ok, `${r}×${c}: ${JSON.stringify(v.problem)}`).toBe(true);
        expect(v.closed).toBe((r * c) % 2 === 0);
      }
    }
  });
  it('large and lopsided boards up to 2000', () => {
    for (const [r, c] of [[500, 500], [999, 999], [1000, 1001], [5, 2000], [2000, 7], [1234, 777], [1999, 1999], [2000, 2000]]) {
      const t = divideAndConquerTour(r, c);
      const v = validateTour(t);
      expect(v.ok, `${r}×${c}: ${JSON.stringify(v.problem)}`).toBe(true);
      expect(v.closed).toBe((r * c) % 2 === 0);
    }
  });
});
