import { describe, expect, it } from 'vitest';
import { backtrackTour, countTours, startColourAllows, tourExists, validateTour } from '../lib/knight';

describe('countTours', () => {
  it('5×5: 1728 directed open tours in all, 304 from a corner (OEIS A165134)', () => {
    expect(countTours(5, 5)).toMatchObject({ status: 'complete', count: 1728 });
    expect(countTours(5, 5, { start: 0 })).toMatchObject({ status: 'complete', count: 304 });
  });

  it('3×4: 16 and 4×5: 164 directed open tours', () => {
    expect(countTours(3, 4).count).toBe(16);
    expect(countTours(4, 5).count).toBe(164);
    expect(countTours(5, 4).count).toBe(164);
  });

  it('3×3 and 4×4: none, quickly', () => {
    for (const n of [3, 4]) {
      const r = countTours(n, n);
      expect(r).toMatchObject({ status: 'complete', count: 0 });
      expect(r.stats.nodes).toBeLessThan(5000);
    }
  });

  it('6×6: 9862 closed tours, each cycle counted once (OEIS A001230)', () => {
    const r = countTours(6, 6, { closed: true });
    expect(r).toMatchObject({ status: 'complete', count: 9862 });
    // Same cycles whatever square the search starts from.
    expect(countTours(5, 6, { closed: true, start: 14 }).count).toBe(countTours(5, 6, { closed: true, start: 0 }).count);
  });

  it('per-square counts of 5×5 sum to the total; minority-colour squares start none', () => {
    let sum = 0;
    for (let s = 0; s < 25; s++) {
      const c = countTours(5, 5, { start: s }).count;
      if (!startColourAllows(5, 5, s)) expect(c).toBe(0);
      sum += c;
    }
    expect(sum).toBe(1728);
  });

  it('stops at the budget with status budget and a lower bound', () => {
    const r = countTours(6, 6, { closed: true, maxNodes: 1000 });
    expect(r.status).toBe('budget');
    expect(r.count).toBeLessThan(9862);
    expect(r.stats.nodes).toBeLessThanOrEqual(1000);
  });

  it('rejects bad input', () => {
    expect(() => countTours(9, 9)).toThrow(/at most 64/);
    expect(() => countTours(5, 5, { start: 30 })).toThrow(/from 0 to 24, got 30/);
    expect(() => countTours(5, 5, { maxNodes: -3 })).toThrow(RangeError);
  });
});

describe('tourExists', () => {
  it('agrees with exhaustive counting on every board with at most 24 squares (open and closed)', () => {
    for (let rows = 1; rows <= 8; rows++) {
      for (let cols = rows; rows * cols <= 24; cols++) {
        const open = countTours(rows, cols).count > 0;
        expect(tourExists(rows, cols, 'open'), `${rows}×${cols} open`).toBe(open);
        const closed = countTours(rows, cols, { closed: true }).count > 0;
        expect(tourExists(rows, cols, 'closed'), `${rows}×${cols} closed`).toBe(closed);
      }
    }
  });

  it('agrees with search on larger boards: 3×n up to n = 12, 4×n, 5×n and 6×n up to 10', () => {
    for (const rows of [3, 4, 5, 6]) {
      for (let cols = rows; cols <= (rows === 3 ? 12 : 10); cols++) {
        for (const closed of [false, true]) {
          const kind = closed ? 'closed' : 'open';
          if (tourExists(rows, cols, kind)) {
            // Constructive side: some start square gives a tour.
            let found = false;
            for (let s = 0; s < rows * cols && !found; s++) {
              for (const order of ['warnsdorff', 'fixed'] as const) {
                const r = backtrackTour(rows, cols, s, { order, closed, maxNodes: 1_000_000 });
                if (r.status === 'found') {
                  expect(validateTour(r.tour!)).toMatchObject({ ok: true, closed: closed || expect.any(Boolean) });
                  found = true;
                  break;
                }
              }
            }
            expect(found, `${rows}×${cols} ${kind}`).toBe(true);
          } else if (rows * cols <= 36) {
            expect(countTours(rows, cols, { closed }).count, `${rows}×${cols} ${kind}`).toBe(0);
          }
        }
      }
    }
  });

  it('is symmetric and knows Schwenk\'s exceptions', () => {
    expect(tourExists(8, 8, 'closed')).toBe(true);
    expect(tourExists(3, 10, 'closed')).toBe(true);
    expect(tourExists(3, 8, 'closed')).toBe(false);
    expect(tourExists(4, 100, 'closed')).toBe(false);
    expect(tourExists(5, 7, 'closed')).toBe(false);
    expect(tourExists(7, 3, 'open')).toBe(tourExists(3, 7, 'open'));
    expect(() => tourExists(5, 5, 'both' as never)).toThrow(`tour kind must be one of 'open', 'closed', got "both"`);
    expect(() => tourExists(0, 5)).toThrow(RangeError);
  });
});
