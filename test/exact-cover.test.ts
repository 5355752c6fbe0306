import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DancingLinks,
  algorithmXSteps,
  coverLinks,
  formatDlx,
  isExactCover,
  knuthExample,
  loadDlxText,
  dlxInstances,
  parseDlx,
  type AlgorithmXStep,
  type CoverMatrix,
} from '../lib/exact-cover';

/** Brute force over all subsets of rows: the oracle for small random matrices. */
function bruteForceCount(primary: number, secondary: number, rows: number[][]): number {
  let count = 0;
  for (let mask = 0; mask < 1 << rows.length; mask++) {
    const hits = new Array<number>(primary + secondary).fill(0);
    let ok = true;
    for (let r = 0; r < rows.length && ok; r++) {
      if (mask & (1 << r)) for (const c of rows[r]) if (++hits[c] > 1) ok = false;
    }
    for (let c = 0; c < primary && ok; c++) if (hits[c] !== 1) ok = false;
    if (ok) count++;
  }
  return count;
}

function matrixOf(primary: number, secondary: number, rows: number[][]): CoverMatrix {
  return {
    columns: Array.from({ length: primary + secondary }, (_, i) => ({ name: `c${i}`, kind: i < primary ? 'primary' : 'secondary' })),
    primary,
    rows: rows.map((columns) => ({ columns })),
  };
}

function lastStep(steps: Iterable<AlgorithmXStep>): AlgorithmXStep {
  let last: AlgorithmXStep | undefined;
  for (const s of steps) last = s;
  return last!;
}

describe('DancingLinks on Knuth\'s 7-column example', () => {
  it('finds the unique exact cover {A D} {B G} {C E F}', () => {
    const m = knuthExample();
    const dlx = coverLinks(m);
    const res = dlx.solve();
    expect(res.status).toBe('complete');
    expect(res.count).toBe(1);
    expect(isExactCover(m, res.solutions[0]).ok).toBe(true);
    expect([...res.solutions[0]].sort()).toEqual([0, 3, 4]);
    expect(res.stats.nodes).toBeGreaterThan(0);
    expect(dlx.sanity()).toEqual({ ok: true, errors: [] });
  });

  it('branches first on column A (first of the smallest size, 2)', () => {
    const dlx = coverLinks(knuthExample());
    expect(dlx.chooseColumn('mrv')).toBe(0);
    expect(dlx.columnSize(0)).toBe(2);
    expect(dlx.columnRows(0)).toEqual([1, 3]);
  });

  it('coverColumn / uncoverColumn change sizes and restore them exactly', () => {
    const dlx = coverLinks(knuthExample());
    const before = dlx.snapshot();
    const u = dlx.coverColumn(0); // A: hides rows 1 (A D G) and 3 (A D)
    expect(u).toBe(1 + 2 + 1);
    expect(dlx.activeColumns()).toEqual([1, 2, 3, 4, 5, 6]);
    expect(dlx.columnSize(3)).toBe(1); // D keeps only D E G
    expect(dlx.columnSize(6)).toBe(2); // G keeps B G and D E G
    expect(dlx.sanity().ok).toBe(false); // A is covered but nothing was selected: sanity says so
    dlx.uncoverColumn(0);
    expect(dlx.snapshot()).toEqual(before);
    expect(dlx.sanity().ok).toBe(true);
  });

  it('select puts a row into every solution and refuses a clashing row', () => {
    const m = knuthExample();
    const dlx = coverLinks(m);
    expect(dlx.select(4)).toBe(true); // B G
    expect(dlx.select(2)).toBe(false); // B C F clashes on B
    expect(dlx.sanity().ok).toBe(true);
    const res = dlx.solve();
    expect(res.count).toBe(1);
    expect(res.solutions[0][0]).toBe(4);
    expect(isExactCover(m, res.solutions[0]).ok).toBe(true);
    expect(dlx.unselect()).toBe(4);
    expect(dlx.unselect()).toBe(-1);
    expect(dlx.select(2)).toBe(true); // B C F: then nothing fits
    expect(dlx.solve().count).toBe(0);
    dlx.unselectAll();
    expect(dlx.sanity().ok).toBe(true);
    expect(dlx.solve().count).toBe(1);
  });

  it('a matrix whose primary columns are all covered by selected rows has one solution', () => {
    const dlx = new DancingLinks({ primary: 2, rows: [[0], [1], [0, 1]] });
    expect(dlx.select(2)).toBe(true);
    const res = dlx.solve();
    expect(res).toMatchObject({ count: 1, status: 'complete', solutions: [[2]] });
    dlx.unselectAll();
    expect(dlx.solve().count).toBe(2);
  });
});

describe('DancingLinks: secondary columns', () => {
  it('a secondary column may stay uncovered but not be covered twice', () => {
    const free = new DancingLinks({ primary: ['A'], secondary: ['x'], rows: [['A', 'x'], ['A']] });
    expect(free.solve().count).toBe(2);
    const clash = new DancingLinks({ primary: ['A', 'B'], secondary: ['x'], rows: [['A', 'x'], ['B', 'x']] });
    expect(clash.solve().count).toBe(0);
    expect(clash.sanity().ok).toBe(true);
  });

  it('never branches on a secondary column, even an empty one', () => {
    const dlx = new DancingLinks({ primary: 2, secondary: 1, rows: [[0], [1]] });
    expect(dlx.chooseColumn('mrv')).toBe(0);
    expect(dlx.solve().count).toBe(1);
  });
});

describe('DancingLinks.solve options', () => {
  const q8 = () => new DancingLinks(parseDlx(loadDlxText('q8')));

  it('limit stops with status limit and leaves the structure restored', () => {
    const dlx = q8();
    const res = dlx.solve({ limit: 5 });
    expect(res.status).toBe('limit');
    expect(res.count).toBe(5);
    expect(res.solutions).toHaveLength(5);
    expect(dlx.sanity()).toEqual({ ok: true, errors: [] });
    expect(dlx.solve().count).toBe(92);
    expect(dlx.sanity().ok).toBe(true);
  });

  it('maxNodes stops with status budget and the counters so far', () => {
    const dlx = q8();
    const res = dlx.solve({ maxNodes: 100 });
    expect(res.status).toBe('budget');
    expect(res.stats.nodes).toBe(100);
    expect(res.stats.updates).toBeGreaterThan(0);
    expect(res.count).toBeLessThan(92);
    expect(dlx.sanity()).toEqual({ ok: true, errors: [] });
    expect(dlx.solve({ maxNodes: 0 }).status).toBe('budget');
    expect(dlx.solve().count).toBe(92);
  });

  it('keep bounds the stored solutions, onSolution sees every one', () => {
    const m = parseDlx(loadDlxText('q8'));
    const dlx = new DancingLinks(m);
    const seen: number[][] = [];
    const res = dlx.solve({ keep: 3, onSolution: (rows, count) => seen.push([count, ...rows]) });
    expect(res.count).toBe(92);
    expect(res.solutions).toHaveLength(3);
    expect(seen).toHaveLength(92);
    expect(seen.map((s) => s[0])).toEqual(Array.from({ length: 92 }, (_, i) => i + 1));
    expect(seen[0].slice(1)).toEqual(res.solutions[0]);
    expect(new Set(seen.map((s) => s.slice(1).sort((a, b) => a - b).join())).size).toBe(92);
  });

  it("heuristic 'first' finds the same solutions with more nodes than Knuth's rule", () => {
    const dlx = q8();
    const mrv = dlx.solve({ keep: 0 });
    const first = dlx.solve({ keep: 0, heuristic: 'first' });
    expect(first.count).toBe(mrv.count);
    expect(first.stats.nodes).toBeGreaterThan(mrv.stats.nodes);
    expect(dlx.sanity().ok).toBe(true);
  });

  it('unwind: false leaves the links mid-search until reset(); reset() restores the structure as built', () => {
    const dlx = q8();
    expect(dlx.select(0)).toBe(true);
    const res = dlx.solve({ limit: 3, unwind: false });
    expect(res.status).toBe('limit');
    expect(dlx.sanity().ok).toBe(false);
    expect(() => dlx.solve()).toThrow(/call reset\(\) first/);
    expect(() => dlx.select(1)).toThrow(/call reset\(\) first/);
    expect(() => dlx.coverColumn(0)).toThrow(/call reset\(\) first/);
    dlx.reset();
    expect(dlx.selected).toEqual([]);
    expect(dlx.sanity()).toEqual({ ok: true, errors: [] });
    expect(dlx.solve().count).toBe(92);
    // A complete search needs no unwinding, so unwind: false changes nothing then.
    expect(dlx.solve({ unwind: false }).count).toBe(92);
    expect(dlx.sanity().ok).toBe(true);
  });

  it('reset() also drops selected rows', () => {
    const dlx = q8();
    for (const r of [0, 10, 20]) dlx.select(r);
    expect(dlx.selected).toHaveLength(3);
    dlx.reset();
    expect(dlx.selected).toEqual([]);
    expect(dlx.sanity().ok).toBe(true);
    expect(dlx.select(0)).toBe(true);
    expect(dlx.select(1)).toBe(false); // same rank as row 0
    dlx.unselectAll();
    expect(dlx.sanity().ok).toBe(true);
  });

  it('rejects bad options with the value in the message', () => {
    const dlx = q8();
    expect(() => dlx.solve({ limit: 0 })).toThrow('limit must be an integer ≥ 1 or Infinity, got 0');
    expect(() => dlx.solve({ maxNodes: -1 })).toThrow('maxNodes must be an integer ≥ 0 or Infinity, got -1');
    expect(() => dlx.solve({ heuristic: 'best' as never })).toThrow(`heuristic must be one of 'mrv', 'first', got "best"`);
    expect(() => dlx.solve({ onSolution: 3 as never })).toThrow(TypeError);
  });

  it('refuses to select while a search runs (from onSolution)', () => {
    const dlx = q8();
    expect(() => dlx.solve({ onSolution: () => dlx.select(0) })).toThrow(/cannot select a row: a search is running/);
    expect(dlx.sanity().ok).toBe(true);
  });
});

describe('DancingLinks: bad input', () => {
  it('empty matrix', () => {
    expect(() => new DancingLinks({ primary: 0, rows: [] })).toThrow('input.primary must be at least one column (DancingLinks needs a primary column), got 0 columns');
    expect(() => new DancingLinks({ primary: [], secondary: ['x'], rows: [] })).toThrow(RangeError);
  });
  it('rows naming unknown columns, twice the same column, empty rows', () => {
    expect(() => new DancingLinks({ primary: ['A', 'B'], rows: [['A'], ['C']] })).toThrow(`input.rows[1][0] must be a column name or a column from 0 to 1, got "C" (unknown column)`);
    expect(() => new DancingLinks({ primary: 3, rows: [[0, 3]] })).toThrow('input.rows[0][1] must be a column from 0 to 2 or a column name, got 3');
    expect(() => new DancingLinks({ primary: 3, rows: [[1, 1]] })).toThrow("input.rows[0] must list each column once, got column '1' twice");
    expect(() => new DancingLinks({ primary: 3, rows: [[0], []] })).toThrow('input.rows[1] must list at least one column, got an empty row');
    expect(() => new DancingLinks({ primary: 1, secondary: 1, rows: [[0], [1]] })).toThrow(/input.rows\[1\] must have a primary column/);
    expect(() => new DancingLinks({ primary: ['A', 'A'], rows: [] })).toThrow('input.primary[1] must be a name not used before, got "A" (a duplicate column name)');
    expect(() => new DancingLinks({ primary: 2.5, rows: [] })).toThrow('input.primary must be an integer from 0 to 1000000, got 2.5');
  });
  it('out-of-range rows and columns in the teaching API', () => {
    const dlx = coverLinks(knuthExample());
    expect(() => dlx.select(6)).toThrow('row must be an integer from 0 to 5, got 6');
    expect(() => dlx.coverColumn(-1)).toThrow('column must be an integer from 0 to 6, got -1');
    expect(() => dlx.coverRowFrom(0, 0)).toThrow(/row 0 has no 1 in column 0/);
  });
});

describe('parseDlx (Knuth\'s format)', () => {
  it('reads every instance in data/exact-cover', () => {
    const names = dlxInstances();
    expect(names.length).toBeGreaterThanOrEqual(14);
    for (const name of names) {
      const p = parseDlx(loadDlxText(name));
      expect(p.primary.length).toBeGreaterThan(0);
      expect(p.rows.length).toBe(p.lines.length);
      expect(p.rows.length).toBeGreaterThan(0);
    }
    const q8 = parseDlx(loadDlxText('q8'));
    expect([q8.primary.length, q8.secondary.length, q8.rows.length]).toEqual([16, 26, 64]);
    expect(q8.rows[0]).toEqual(['r0', 'c0', 'b7']);
    expect(q8.lines[0]).toBe(3); // after the comment and the item line
  });

  it('round-trips through formatDlx', () => {
    const p = parseDlx(loadDlxText('langford4'));
    const q = parseDlx(formatDlx(p));
    expect(q.primary).toEqual(p.primary);
    expect(q.secondary).toEqual(p.secondary);
    expect(q.rows).toEqual(p.rows);
  });

  it('names the line of a malformed file', () => {
    expect(() => parseDlx('')).toThrow('text must have an item line (the primary items), got none: an empty matrix');
    expect(() => parseDlx('| only a comment\n')).toThrow(/text must have an item line/);
    expect(() => parseDlx('A B\nA\nA C\n')).toThrow('text line 3: unknown item "C"');
    expect(() => parseDlx('A B\n\n| c\nA A\n')).toThrow('text line 4: item "A" appears twice');
    expect(() => parseDlx('A A\n')).toThrow('text line 1: item "A" is named twice');
    expect(() => parseDlx('| x\nA | b | c\n')).toThrow("text line 2: a second '|'");
    expect(() => parseDlx('A B\nA B:1\n')).toThrow('text line 2: unknown item "B:1" (colours are not supported)');
    expect(() => parseDlx(3 as never)).toThrow(TypeError);
  });
});

describe("Knuth's instances: solutions and his update counts", () => {
  // Counts from data/README.md (Knuth's DANCE with his column rule, the files' row order).
  const cases: [string, number, number | null][] = [
    ['q8', 92, 16_680],
    ['q12', 14_200, 3_594_752],
    ['q13', 73_712, 17_463_157],
    ['langford3', 2, null],
    ['langford4', 2, null],
    ['langford7', 52, null],
    ['langford8', 300, null],
    ['langford11', 35_584, 5_974_979],
    ['pent_3x20', 8, 10_901_833],
  ];
  for (const [name, solutions, updates] of cases) {
    it(`${name}: ${solutions} solutions${updates ? `, ${updates} updates` : ''}`, () => {
      const p = parseDlx(loadDlxText(name));
      const dlx = new DancingLinks(p);
      const res = dlx.solve({ keep: 50 });
      expect(res.status).toBe('complete');
      expect(res.count).toBe(solutions);
      if (updates !== null) expect(res.stats.updates).toBe(updates);
      const m = matrixOf(p.primary.length, p.secondary.length, []);
      const index = new Map([...p.primary, ...p.secondary].map((n, i) => [n, i]));
      m.rows = p.rows.map((r) => ({ columns: r.map((n) => index.get(n)!) }));
      for (const s of res.solutions) expect(isExactCover(m, s)).toEqual({ ok: true });
      expect(dlx.sanity()).toEqual({ ok: true, errors: [] });
    });
  }
});

describe('algorithmXSteps (the traced search)', () => {
  it('on Knuth\'s example: choose A, try its rows, find one solution; counters equal solve()', () => {
    const dlx = coverLinks(knuthExample());
    const steps = [...algorithmXSteps(dlx)];
    expect(steps[0]).toMatchObject({ kind: 'choose', level: 0, column: 0, size: 2 });
    expect(steps[1]).toMatchObject({ kind: 'cover', level: 0, column: 0 });
    expect(steps[2]).toMatchObject({ kind: 'try', level: 0, row: 1 });
    const sol = steps.filter((s) => s.kind === 'solution');
    expect(sol).toHaveLength(1);
    const done = steps[steps.length - 1];
    const res = dlx.solve();
    expect(done).toEqual({ kind: 'done', level: 0, status: 'complete', count: 1, nodes: res.stats.nodes, updates: res.stats.updates });
    expect(dlx.sanity().ok).toBe(true);
  });

  it('agrees with solve() on q8 (both heuristics), with limits and budgets', () => {
    const dlx = new DancingLinks(parseDlx(loadDlxText('q8')));
    for (const opts of [{}, { heuristic: 'first' as const }, { limit: 7 }, { maxNodes: 50 }, { limit: 1, heuristic: 'first' as const }]) {
      const done = lastStep(algorithmXSteps(dlx, opts));
      const res = dlx.solve(opts);
      expect(done).toMatchObject({ kind: 'done', status: res.status, count: res.count, nodes: res.stats.nodes, updates: res.stats.updates });
      expect(dlx.sanity()).toEqual({ ok: true, errors: [] });
    }
  });

  it('restores the structure when the consumer stops early', () => {
    const dlx = new DancingLinks(parseDlx(loadDlxText('q8')));
    let k = 0;
    for (const s of algorithmXSteps(dlx)) {
      if (s.kind === 'try' && ++k === 20) break;
    }
    expect(dlx.sanity()).toEqual({ ok: true, errors: [] });
    expect(dlx.solve().count).toBe(92);
  });
});

describe('property: random small matrices', () => {
  const matrix = fc
    .record({ primary: fc.integer({ min: 1, max: 6 }), secondary: fc.integer({ min: 0, max: 3 }) })
    .chain(({ primary, secondary }) =>
      fc.record({
        primary: fc.constant(primary),
        secondary: fc.constant(secondary),
        // Each row: one primary column, plus up to three others (Knuth's rows need a primary column).
        rows: fc.array(
          fc
            .tuple(fc.integer({ min: 0, max: primary - 1 }), fc.uniqueArray(fc.integer({ min: 0, max: primary + secondary - 1 }), { maxLength: 3 }))
            .map(([p, rest]) => [p, ...rest.filter((c) => c !== p)]),
          { maxLength: 11 },
        ),
      }),
    );

  it('count equals brute force; every solution is an exact cover; trace agrees; links restored', () => {
    fc.assert(
      fc.property(matrix, fc.constantFrom<'mrv' | 'first'>('mrv', 'first'), ({ primary, secondary, rows }, heuristic) => {
        const m = matrixOf(primary, secondary, rows);
        const dlx = coverLinks(m);
        const res = dlx.solve({ heuristic });
        expect(res.count).toBe(bruteForceCount(primary, secondary, rows));
        for (const s of res.solutions) expect(isExactCover(m, s).ok).toBe(true);
        expect(new Set(res.solutions.map((s) => [...s].sort((a, b) => a - b).join())).size).toBe(res.count);
        expect(dlx.sanity().ok).toBe(true);
        const done = lastStep(algorithmXSteps(dlx, { heuristic }));
        expect(done).toMatchObject({ count: res.count, nodes: res.stats.nodes, updates: res.stats.updates });
        expect(dlx.sanity().ok).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('solutions with a selected row are the unrestricted solutions that contain it', () => {
    fc.assert(
      fc.property(matrix, fc.nat(), ({ primary, secondary, rows }, pick) => {
        fc.pre(rows.length > 0);
        const m = matrixOf(primary, secondary, rows);
        const dlx = coverLinks(m);
        const all = dlx.solve().solutions.map((s) => [...s].sort((a, b) => a - b).join());
        const r = pick % rows.length;
        expect(dlx.select(r)).toBe(true);
        const withR = dlx.solve().solutions.map((s) => [...s].sort((a, b) => a - b).join());
        dlx.unselectAll();
        expect(withR.sort()).toEqual(all.filter((s) => s.split(',').map(Number).includes(r)).sort());
        expect(dlx.sanity().ok).toBe(true);
      }),
      { numRuns: 100 },
    );
  });
});
