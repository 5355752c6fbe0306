import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { A000170, validatePlacement } from '../lib/queens';
import {
  PENTOMINO_NAMES,
  coverLinks,
  isExactCover,
  loadDlxText,
  parseDlx,
  pentominoCover,
  pentominoGrid,
  queensCover,
  queensPlacement,
  validatePentominoTiling,
} from '../lib/exact-cover';
import { orientations } from '../lib/exact-cover/pentomino';

describe('queensCover(n): N-queens with diagonals as secondary columns', () => {
  it('counts agree with OEIS A000170 for n = 1 … 11, every solution a valid placement', () => {
    for (let n = 1; n <= 11; n++) {
      const m = queensCover(n);
      const res = coverLinks(m).solve({ keep: 100 });
      expect(res.count, `n = ${n}`).toBe(A000170[n]);
      for (const s of res.solutions) {
        expect(isExactCover(m, s).ok).toBe(true);
        expect(validatePlacement(queensPlacement(n, s)).ok).toBe(true);
      }
    }
  });

  it('n = 8 is exactly Knuth\'s q8.dlx (same columns, same rows, same update count)', () => {
    const m = queensCover(8);
    const file = parseDlx(loadDlxText('q8'));
    expect(m.columns.slice(0, m.primary).map((c) => c.name)).toEqual(file.primary);
    expect(m.columns.slice(m.primary).map((c) => c.name)).toEqual(file.secondary);
    expect(m.rows.map((r) => r.columns.map((c) => m.columns[c].name))).toEqual(file.rows);
    expect(coverLinks(m).solve({ keep: 0 }).stats.updates).toBe(16_680);
  });

  it('has n² rows; 2n primary and 4n − 6 secondary columns', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), (n) => {
        const m = queensCover(n);
        expect(m.rows).toHaveLength(n * n);
        expect(m.primary).toBe(2 * n);
        expect(m.columns.length - m.primary).toBe(2 * (2 * n - 3));
        expect(m.columns.slice(0, m.primary).every((c) => c.kind === 'rank' || c.kind === 'file')).toBe(true);
      }),
      { numRuns: 29 },
    );
  });

  it('finds a first solution fast for larger n (limit 1), valid', () => {
    for (const n of [20, 32, 50]) {
      const res = coverLinks(queensCover(n)).solve({ limit: 1 });
      expect(res.status).toBe('limit');
      expect(validatePlacement(queensPlacement(n, res.solutions[0])).ok).toBe(true);
    }
  });

  it('queensCover rejects a bad n', () => {
    expect(() => queensCover(0)).toThrow('n must be an integer from 1 to 1000, got 0');
    expect(() => queensCover(2.5)).toThrow(RangeError);
  });
});

describe('pentominoCover(rows, cols)', () => {
  it('each piece has its known number of orientations (63 in all)', () => {
    const counts = Object.fromEntries(PENTOMINO_NAMES.map((p) => [p, orientations(p).length]));
    expect(counts).toEqual({ I: 2, F: 8, L: 8, N: 8, P: 8, T: 4, U: 4, V: 4, W: 4, X: 1, Y: 8, Z: 4 });
  });

  it('6 × 10: 2,056 placements, six 1s each, same as Knuth\'s pent_6x10.dlx; reduced keeps 8 X placements', () => {
    const m = pentominoCover(6, 10);
    expect(m.rows).toHaveLength(2056);
    expect(m.rows.every((r) => r.columns.length === 6)).toBe(true);
    expect(m.columns).toHaveLength(72);
    const file = parseDlx(loadDlxText('pent_6x10'));
    expect(m.columns.map((c) => c.name).sort()).toEqual([...file.primary].sort());
    const norm = (rows: string[][]) => rows.map((r) => [...r].sort().join(' ')).sort();
    expect(norm(m.rows.map((r) => r.columns.map((c) => m.columns[c].name)))).toEqual(norm(file.rows));
    const red = pentominoCover(6, 10, { symmetry: 'reduced' });
    expect(red.rows.filter((r) => r.piece === 'X')).toHaveLength(8);
    expect(red.rows).toHaveLength(2032);
  });

  it('3 × 20: 8 tilings in all, 2 up to symmetry (Knuth\'s update count too), all valid', () => {
    const all = pentominoCover(3, 20);
    const dlx = coverLinks(all);
    const res = dlx.solve();
    expect(res.count).toBe(8);
    expect(res.stats.updates).toBe(10_901_833);
    expect(dlx.sanity().ok).toBe(true);
    const grids = res.solutions.map((s) => pentominoGrid(3, 20, s.map((i) => all.rows[i])).join('\n'));
    expect(new Set(grids).size).toBe(8);
    for (const s of res.solutions) {
      expect(isExactCover(all, s).ok).toBe(true);
      expect(validatePentominoTiling(pentominoGrid(3, 20, s.map((i) => all.rows[i])))).toEqual({ ok: true });
    }
    const red = pentominoCover(3, 20, { symmetry: 'reduced' });
    const rres = coverLinks(red).solve();
    expect(rres.count).toBe(2);
    // The two reduced tilings are not mirror images of each other.
    const [a, b] = rres.solutions.map((s) => pentominoGrid(3, 20, s.map((i) => red.rows[i])));
    const mirrors = (g: string[]) => [g, [...g].reverse(), g.map((l) => [...l].reverse().join('')), [...g].reverse().map((l) => [...l].reverse().join(''))];
    expect(mirrors(a).map((g) => g.join())).not.toContain(b.join());
  });

  it('6 × 10: the first tilings found are valid (the full counts run in the benchmark)', () => {
    for (const symmetry of ['all', 'reduced'] as const) {
      const m = pentominoCover(6, 10, { symmetry });
      const dlx = coverLinks(m);
      const res = dlx.solve({ limit: 20 });
      expect(res.count).toBe(20);
      for (const s of res.solutions) expect(validatePentominoTiling(pentominoGrid(6, 10, s.map((i) => m.rows[i])))).toEqual({ ok: true });
      expect(dlx.sanity().ok).toBe(true);
    }
  });

  it('validatePentominoTiling rejects broken tilings', () => {
    const m = pentominoCover(3, 20);
    const res = coverLinks(m).solve({ limit: 1 });
    const g = pentominoGrid(3, 20, res.solutions[0].map((i) => m.rows[i]));
    expect(validatePentominoTiling(g)).toEqual({ ok: true });
    const swap = [g[0].replace(/^(.)(.)/, '$2$1'), g[1], g[2]];
    if (swap[0] !== g[0]) expect(validatePentominoTiling(swap).ok).toBe(false);
    expect(validatePentominoTiling([g[0].replace(/^./, 'Q'), g[1], g[2]]).problem).toEqual({ kind: 'not-a-letter', row: 0, col: 0, got: '"Q"' });
    expect(validatePentominoTiling(g.slice(0, 2)).problem).toEqual({ kind: 'board-size', rows: 2, cols: 20 });
    // A sparse array has holes where the rows should be: refused as not an array of strings.
    expect(() => validatePentominoTiling(Object.assign([], { length: 5 }))).toThrow(/grid must be an array of strings \(one per board row\), got/);
  });

  it('bad sizes and options are rejected', () => {
    expect(() => pentominoCover(8, 8)).toThrow(/rows × cols must be 60, got 8×8 = 64/);
    expect(() => pentominoCover(0, 60)).toThrow('rows must be an integer from 1 to 60, got 0');
    expect(() => pentominoCover(6, 10, { symmetry: 'none' as never })).toThrow(`symmetry must be one of 'all', 'reduced', got "none"`);
    expect(() => orientations('Q' as never)).toThrow(`piece must be one of 'I', 'F', 'L', 'N', 'P', 'T', 'U', 'V', 'W', 'X', 'Y', 'Z', got "Q"`);
  });
});
