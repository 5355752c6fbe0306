import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { backtrackTour, startColourAllows, tourExists, validateTour } from '../lib/knight';
import { ORDERS, SEARCH_DEFAULTS, searchTours } from '../lib/knight/backtrack-engine';

describe('backtrackTour', () => {
  // Every n from 5 to 300 is checked (and validated) in test/knight.bench.ts; here 5…120 and a few large ones.
  it('with Warnsdorff order finds a tour from the corner for every n from 5 to 120, and n = 200, 261, 300', () => {
    for (const n of [...Array.from({ length: 116 }, (_, i) => i + 5), 200, 261, 300]) {
      const r = backtrackTour(n, n, 0, { order: 'warnsdorff', maxNodes: 5_000_000 });
      expect(r.status, `n = ${n}`).toBe('found');
      const check = validateTour(r.tour!);
      expect(check.ok, `n = ${n}: ${JSON.stringify(check.problem)}`).toBe(true);
      expect(r.stats.nodes).toBe(n * n + r.stats.backtracks);
    }
  });

  it('repairs plain Warnsdorff where it dead-ends (n = 64 from the corner) with a few backtracks', () => {
    const r = backtrackTour(64, 64, 0);
    expect(r.status).toBe('found');
    expect(validateTour(r.tour!).ok).toBe(true);
  });

  it('every order finds valid open and closed tours on 6×6 and 8×8', () => {
    for (const order of ORDERS) {
      for (const n of [6, 8]) {
        for (const closed of [false, true]) {
          const r = backtrackTour(n, n, 0, { order, closed, maxNodes: 20_000_000, seed: 5 });
          expect(r.status, `${order} ${n} ${closed}`).toBe('found');
          expect(validateTour(r.tour!)).toEqual({ ok: true, closed: closed ? true : expect.any(Boolean) });
        }
      }
    }
  });

  // Thin boards used to exhaust the budget (5×15, 5×19, 4×11, 3×25 … from the corner); the block test
  // (cut squares, colour counts on each side) and the 4×n outer-line count repair them.
  it('thin rectangles: from the corner of every m×n, 3 ≤ m ≤ 8, m ≤ n ≤ 60 (both orientations, where a tour exists), within 10⁵ nodes', () => {
    let worst = 0;
    for (let m = 3; m <= 8; m++) {
      for (let n = m; n <= 60; n++) {
        if (!tourExists(m, n, 'open')) continue;
        for (const [rows, cols] of [[m, n], [n, m]]) {
          const r = backtrackTour(rows, cols, 0, { order: 'warnsdorff', maxNodes: 100_000 });
          expect(r.status, `${rows}×${cols}`).toBe('found');
          expect(validateTour(r.tour!).ok, `${rows}×${cols}`).toBe(true);
          worst = Math.max(worst, r.stats.nodes - rows * cols);
        }
      }
    }
    // In fact at most about 5 400 extra nodes (56×3, where the first attempt's budget falls just short).
    expect(worst).toBeLessThan(10_000);
  });

  it('thin rectangles: middle starts where plain depth-first search explodes are found by the restarts', () => {
    // Measured: without restarts each of these exhausts 10⁵ nodes (and far more); with them, a few thousand.
    for (const [rows, cols, s] of [[3, 26, 12], [5, 26, 8], [3, 30, 14], [3, 30, 84], [3, 44, 14], [26, 3, 36]]) {
      const plain = backtrackTour(rows, cols, s, { maxNodes: 100_000, restarts: false });
      expect(plain.status, `${rows}×${cols} from ${s}, no restarts`).toBe('budget');
      expect(plain.stats.attempts).toBe(1);
      const r = backtrackTour(rows, cols, s, { maxNodes: 100_000 });
      expect(r.status, `${rows}×${cols} from ${s}`).toBe('found');
      expect(r.stats.attempts).toBeGreaterThan(1);
      expect(validateTour(r.tour!).ok).toBe(true);
      expect(r.tour!.path[0]).toBe(s);
    }
  });

  it('property: any start of any m×n, 3 ≤ m ≤ 8, m ≤ n ≤ 60 (either way round): a valid tour or a proof of none within 10⁵ nodes', () => {
    forThinBoards('open', 60, 300, (rows, cols, s, m) => {
      const r = backtrackTour(rows, cols, s, { maxNodes: 100_000 });
      expect(r.status, `${rows}×${cols} from ${s}`).not.toBe('budget');
      expect(r.stats.nodes).toBeLessThanOrEqual(100_000);
      if (r.status === 'found') {
        expect(validateTour(r.tour!).ok).toBe(true);
        expect(r.tour!.path[0]).toBe(s);
      } else if (startColourAllows(rows, cols, s) && m >= 4) {
        // As above: on 4×n only inner-line starts lack a tour; from m ≥ 5 every allowed start has one.
        expect(m, `${rows}×${cols} from ${s}`).toBe(4);
        const line = rows === 4 ? Math.floor(s / cols) : s % cols;
        expect([1, 2]).toContain(line);
      }
    });
  });

  it('thin rectangles: from every start square of m×n, 3 ≤ m ≤ 8, m ≤ n ≤ 16, a tour or a proof of none within 10⁵ nodes', () => {
    for (let m = 3; m <= 8; m++) {
      for (let n = m; n <= 16; n++) {
        if (!tourExists(m, n, 'open')) continue;
        for (let s = 0; s < m * n; s++) {
          const r = backtrackTour(m, n, s, { maxNodes: 100_000 });
          expect(r.status, `${m}×${n} from ${s}`).not.toBe('budget');
          if (r.status === 'found') {
            expect(validateTour(r.tour!).ok).toBe(true);
            expect(r.tour!.path[0]).toBe(s);
          } else if (startColourAllows(m, n, s) && m >= 4) {
            // 4×n: an open tour starts on an outer line (see backtrack.ts); m ≥ 5: every allowed start works.
            expect(m, `${m}×${n} from ${s}`).toBe(4);
            expect([1, 2]).toContain(Math.floor(s / n));
          }
        }
      }
    }
  });

  it('the structure tests are sound: with them, exhaustive counts (every start, open and closed) are unchanged', () => {
    const cases: [number, number, boolean][] = [[3, 8, false], [4, 6, false], [6, 4, false], [5, 5, false], [3, 10, true], [5, 6, true]];
    for (const [rows, cols, closed] of cases) {
      for (const s of closed ? [0, 7] : Array.from({ length: rows * cols }, (_, i) => i)) {
        const base = { closed, maxNodes: 1e8, seed: 1, countAll: true } as const;
        const plain = searchTours(rows, cols, s, { ...base, order: 'fixed', connectivity: false });
        const pruned = searchTours(rows, cols, s, { ...base, order: 'warnsdorff' });
        expect(pruned.status).toBe('complete');
        expect(pruned.count, `${rows}×${cols} from ${s}${closed ? ' closed' : ''}`).toBe(plain.count);
        expect(pruned.stats.nodes).toBeLessThanOrEqual(plain.stats.nodes);
      }
    }
  });

  it('property: closed tours from any start of m×n, 3 ≤ m ≤ 8, m ≤ n ≤ 40 (either way round), where one exists', () => {
    // With restarts a closed tour is sought from the corner and rotated to the start; before, 1 213 of
    // the 34 484 starts on these boards (all on 3×n) ran out of 10⁵ nodes.
    forThinBoards('closed', 40, 200, (rows, cols, s) => {
      const r = backtrackTour(rows, cols, s, { closed: true, maxNodes: 100_000 });
      expect(r.status, `${rows}×${cols} from ${s}`).toBe('found');
      expect(validateTour(r.tour!)).toEqual({ ok: true, closed: true });
      expect(r.tour!.path[0]).toBe(s);
    });
    const hard = backtrackTour(3, 28, 3, { closed: true, maxNodes: 100_000, restarts: false });
    expect(hard.status).toBe('budget'); // from the start square itself, plain depth-first search
  });

  it('closed tours with Warnsdorff order for every even n from 6 to 100', () => {
    for (let n = 6; n <= 100; n += 2) {
      const r = backtrackTour(n, n, 0, { closed: true, maxNodes: 2_000_000 });
      expect(r.status, `n = ${n}`).toBe('found');
      expect(validateTour(r.tour!).closed).toBe(true);
    }
  });

  it('reports none for boards without tours: 3×3, 4×4, closed 5×5 and closed 4×n (theorem), without search', () => {
    for (const [rows, cols, closed] of [[3, 3, false], [4, 4, false], [5, 5, true], [4, 9, true], [3, 6, true]] as const) {
      const r = backtrackTour(rows, cols, 0, { closed });
      expect(r.status).toBe('none');
      expect(r.tour).toBeUndefined();
    }
  });

  it('reports none from a minority-colour square of an odd board (5×5 square 1) and agrees with exhaustive search', () => {
    expect(backtrackTour(5, 5, 1).status).toBe('none');
    const exhaustive = searchTours(5, 5, 1, { order: 'fixed', closed: false, maxNodes: 1e7, seed: 1, countAll: false });
    expect(exhaustive.status).toBe('complete');
    expect(exhaustive.count).toBe(0);
  });

  it('exhaustive search without pruning agrees with the pruned search (same first tour, more nodes)', () => {
    const a = searchTours(6, 6, 0, { order: 'fixed', closed: false, maxNodes: 1e8, seed: 1, countAll: false });
    const b = searchTours(6, 6, 0, { order: 'fixed', closed: false, maxNodes: 1e8, seed: 1, countAll: false, prune: false });
    expect(a.status).toBe('found');
    expect(a.path).toEqual(b.path);
    expect(b.stats.nodes).toBeGreaterThanOrEqual(a.stats.nodes);
  });

  it('stops at the node budget with status budget and the counters so far', () => {
    const r = backtrackTour(8, 8, 0, { order: 'fixed', maxNodes: 100, closed: true });
    expect(r.status).toBe('budget');
    expect(r.stats.nodes).toBe(100);
    expect(r.stats.attempts).toBe(1);
    expect(r.tour).toBeUndefined();
    // With restarts the budget bounds the nodes of all attempts together.
    for (const maxNodes of [1, 500, 1_234, 2_000]) {
      const w = backtrackTour(3, 26, 12, { maxNodes }); // needs 2 422 nodes in 3 attempts
      expect(w.status).toBe('budget');
      expect(w.stats.nodes).toBe(maxNodes);
    }
  });

  it('handles 500×500 (250 000 squares deep) without a stack overflow', () => {
    const r = backtrackTour(500, 500, 0);
    expect(r.status).toBe('found');
    expect(validateTour(r.tour!).ok).toBe(true);
  });

  it('rejects bad input with the value and the allowed range', () => {
    expect(() => backtrackTour(-1, 5)).toThrow(/rows.*got -1/);
    expect(() => backtrackTour(5, 5, 99)).toThrow(/from 0 to 24, got 99/);
    expect(() => backtrackTour(5, 5, 0, { order: 'bogus' as never })).toThrow(`order must be one of 'fixed', 'warnsdorff', 'random', got "bogus"`);
    expect(() => backtrackTour(5, 5, 0, { maxNodes: 0 })).toThrow(/maxNodes/);
    expect(() => backtrackTour(5, 5, 0, { closed: 'yes' as never })).toThrow(TypeError);
    expect(() => backtrackTour(5, 5, 0, { restarts: 1 as never })).toThrow(/restarts must be true or false, got 1/);
    expect(() => backtrackTour(3000, 3000)).toThrow(/at most/);
  });

  it('property: n×n in 5…40 from random starts always finds a valid tour (or proves none by colour)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 40 }), fc.nat(), (n, s) => {
        const start = s % (n * n);
        const r = backtrackTour(n, n, start, { maxNodes: 2_000_000 });
        const minority = n % 2 === 1 && (Math.floor(start / n) + (start % n)) % 2 === 1;
        expect(r.status).toBe(minority ? 'none' : 'found');
        if (r.tour) {
          expect(validateTour(r.tour).ok).toBe(true);
          expect(r.tour.path[0]).toBe(start);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('property: rectangles in 5…40 — whatever is returned is valid; budget is the only failure', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 40 }), fc.integer({ min: 5, max: 40 }), fc.nat(), fc.constantFrom(...ORDERS), (rows, cols, s, order) => {
        const start = s % (rows * cols);
        const r = backtrackTour(rows, cols, start, { order, maxNodes: 20_000, seed: s });
        if (r.status === 'found') expect(validateTour(r.tour!).ok).toBe(true);
        if (r.status === 'none') expect((rows * cols) % 2).toBe(1);
      }),
      { numRuns: 40 },
    );
  });
});

describe('searchTours', () => {
  it('takes its options as documented: every key may be left out, and the defaults are SEARCH_DEFAULTS', () => {
    const bare = searchTours(5, 5, 0);
    const spelled = searchTours(5, 5, 0, { ...SEARCH_DEFAULTS });
    expect(bare.status).toBe('found');
    expect(bare.stats.nodes).toBe(spelled.stats.nodes);
    expect(bare.path).toEqual(spelled.path);
    expect(searchTours(5, 5, 0, { countAll: true }).count).toBe(304); // directed open tours of 5×5 from a corner
  });
});
/**
 * Property over thin boards: m×n with 3 ≤ m ≤ 8 and m ≤ n ≤ maxN, either way round, where a tour of
 * `kind` exists, from any start square; `check` gets the board, the start and the short side m.
 */
function forThinBoards(kind: 'open' | 'closed', maxN: number, numRuns: number, check: (rows: number, cols: number, s: number, m: number) => void): void {
  fc.assert(
    fc.property(fc.integer({ min: 3, max: 8 }), fc.integer({ min: 3, max: maxN }), fc.boolean(), fc.nat(), (m, k, flip, s0) => {
      const n = Math.max(m, k);
      if (!tourExists(m, n, kind)) return;
      const [rows, cols] = flip ? [n, m] : [m, n];
      check(rows, cols, s0 % (rows * cols), m);
    }),
    { numRuns },
  );
}
