import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conflicts, countQueens, isPromising, isSolution, solveQueens, symmetries, traceSearch, validatePlacement } from '../lib/queens';

/** Brute-force attack test, the definition itself: O(k²). */
function attacks(v: number[]): boolean {
  for (let i = 0; i < v.length; i++) {
    for (let j = i + 1; j < v.length; j++) {
      if (v[i] === v[j] || Math.abs(v[i] - v[j]) === j - i) return true;
    }
  }
  return false;
}

const vectorArb = fc.integer({ min: 1, max: 12 }).chain((n) =>
  fc.array(fc.integer({ min: 1, max: n }), { minLength: 0, maxLength: n }).map((v) => ({ n, v })),
);

describe('property: placement checks agree with the definition', () => {
  it('isPromising(v) ⇔ no pair attacks ⇔ conflicts(v) is empty', () => {
    fc.assert(
      fc.property(vectorArb, ({ n, v }) => {
        const bad = attacks(v);
        expect(isPromising(v, n)).toBe(!bad);
        expect(conflicts(v, n).length === 0).toBe(!bad);
        for (const c of conflicts(v, n)) {
          const [i, j] = c.rows;
          const [a, b] = c.columns;
          expect(a).toBe(v[i - 1]);
          expect(b).toBe(v[j - 1]);
          expect(c.kind === 'column' ? a === b : Math.abs(a - b) === j - i).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('isSolution(v) ⇔ complete and promising; never throws on out-of-range values', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -2, max: 12 }), { minLength: 1, maxLength: 10 }), (v) => {
        const n = v.length;
        const inRange = v.every((x) => x >= 1 && x <= n);
        const expected = inRange && !attacks(v);
        expect(isSolution(v)).toBe(expected);
        const check = validatePlacement(v);
        expect(check.ok).toBe(expected);
        if (!expected) expect(check.problem?.kind).toBeTruthy();
      }),
      { numRuns: 300 },
    );
  });
});

describe('property: searches', () => {
  it('every node traced by DFS/BFS has the status the checks give, and every solution is valid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.constantFrom('dfs' as const, 'bfs' as const),
        fc.constantFrom('permutation' as const, 'full' as const),
        fc.constantFrom('first' as const, 'all' as const),
        (n, strategy, tree, stopAt) => {
          const r = traceSearch(n, strategy, { tree, stopAt });
          for (const x of r.nodes) {
            const ok = isPromising(x.vector, n);
            expect(x.status).toBe(!ok ? 'dead' : x.vector.length === n ? 'solution' : 'promising');
            if (tree === 'permutation') expect(new Set(x.vector).size).toBe(x.vector.length);
          }
          for (const v of r.solutions) expect(isSolution(v)).toBe(true);
          if (stopAt === 'all') expect(r.solutions.length).toBe(countQueens(n).count);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('solveQueens(n) is a solution and its 8 images are too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 400 }), (n) => {
        const r = solveQueens(n);
        expect(r.status).toBe('found');
        if (r.status !== 'found') return;
        expect(isSolution(r.vector)).toBe(true);
        for (const w of symmetries(r.vector)) expect(isSolution(w)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('counting with and without symmetry, with and without a worker, agree', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.boolean(), (n, symmetry) => {
        expect(countQueens(n, { symmetry }).count).toBe(countQueens(n, { symmetry: !symmetry }).count);
      }),
      { numRuns: 20 },
    );
  });
});
