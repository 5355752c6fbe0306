import { describe, expect, it } from 'vitest';
import * as fs from 'fs';
import * as path from 'path';
import * as os from 'os';
import fc from 'fast-check';
import { validateTour } from '../lib/knight/tour';
import { backtrackTour } from '../lib/knight/backtrack';
import { checkCycle, structuredEdges } from '../lib/knight/structured';
import { searchStructuredCycle } from '../lib/knight/base-case-search';
import { baseFileName, baseSizes, defaultBaseDir, formatBaseCase, parseBaseCase, loadBaseCase } from '../lib/knight/base-cases';
import { divideAndConquerTourByCopying } from '../lib/knight/divide-and-conquer-copying';
import {
  divideAndConquerPlan, divideAndConquerStructure, divideAndConquerTour, estimateDivideAndConquerBytes,
} from '../lib/knight/divide-and-conquer';
import { divideAndConquerTourBySuccessors } from '../lib/knight/divide-and-conquer-successors';
import { fourWayPatterns } from '../lib/knight/divide-and-conquer-joins';
import { splitSide, tileLayout } from '../lib/knight/divide-and-conquer-layout';
import { startAt } from '../lib/knight/tour';

const knight = (cols: number, a: number, b: number) =>
  Math.abs(Math.floor(a / cols) - Math.floor(b / cols)) * Math.abs((a % cols) - (b % cols)) === 2;

describe('base_cases/', () => {
  const dir = defaultBaseDir();
  it('holds one file per base size and nothing else', () => {
    const want = baseSizes().map((s) => baseFileName(s.rows, s.cols, s.cornerless)).sort();
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.txt')).sort()).toEqual(want);
  });
  for (const { rows, cols, cornerless } of baseSizes()) {
    const name = baseFileName(rows, cols, cornerless);
    it(`${name} is a valid, closed, structured tour`, () => {
      const text = fs.readFileSync(path.join(dir, name), 'utf8');
      expect(text.split('\n')[0]).toMatch(/^# /);
      const bc = parseBaseCase(text);
      expect([bc.rows, bc.cols, bc.cornerless]).toEqual([rows, cols, cornerless]);
      const check = checkCycle(rows, cols, bc.cycle, cornerless);
      expect(check.problem).toBeUndefined();
      expect(check.ok).toBe(true);
      const m = bc.cycle.length;
      expect(knight(cols, bc.cycle[m - 1], bc.cycle[0])).toBe(true); // closed
      for (const [a, b] of structuredEdges(rows, cols, cornerless)) {
        const i = bc.cycle.indexOf(a);
        expect([bc.cycle[(i + 1) % m], bc.cycle[(i + m - 1) % m]]).toContain(b);
      }
      if (cornerless) {
        // The corner plus the cycle entered at (1, 2) is an open tour of the whole board.
        const k = bc.cycle.indexOf(cols + 2);
        const open = Int32Array.from([0, ...bc.cycle.slice(k), ...bc.cycle.slice(0, k)]);
        expect(validateTour({ rows, cols, path: open }).ok).toBe(true);
      }
      // Round trip through the text format.
      expect(parseBaseCase(formatBaseCase(bc)).cycle).toEqual(bc.cycle);
    });
  }
  it('loadBaseCase transposes b×a from the a×b file and keeps it structured', () => {
    const bc = loadBaseCase(12, 7);
    expect(checkCycle(12, 7, bc.cycle, false).ok).toBe(true);
    const odd = loadBaseCase(9, 5);
    expect(odd.cornerless).toBe(true);
    expect(checkCycle(9, 5, odd.cycle, true).ok).toBe(true);
  });
  it('a missing or unstructured base file is reported, not used', () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'base-'));
    expect(() => divideAndConquerTour(6, 6, { baseDir: tmp })).toThrow(/missing: run npm run base-cases/);
    // Two neighbouring steps swapped: no longer a knight's tour, so the loader must refuse the file.
    const bc = loadBaseCase(6, 6);
    const broken = { ...bc, cycle: bc.cycle.slice() };
    [broken.cycle[3], broken.cycle[4]] = [broken.cycle[4], broken.cycle[3]];
    fs.writeFileSync(path.join(tmp, '06x06.txt'), formatBaseCase(broken));
    expect(() => loadBaseCase(6, 6, tmp)).toThrow(/not a structured closed tour/);
    fs.rmSync(tmp, { recursive: true });
  });
  it('parseBaseCase rejects broken files', () => {
    expect(() => parseBaseCase('no header\n|1|2|')).toThrow(RangeError);
    expect(() => parseBaseCase('# x\n| 0| 1|\n| 1| 2|')).toThrow(/repeated|range/);
  });
});

describe('structured tours', () => {
  it('checkCycle reports broken moves and missing corner moves', () => {
    const bc = loadBaseCase(6, 6);
    const broken = bc.cycle.slice();
    [broken[1], broken[2]] = [broken[2], broken[1]];
    expect(checkCycle(6, 6, broken).ok).toBe(false);
    // A closed 6×6 tour found without the corner constraint usually lacks some corner moves.
    const plain = backtrackTour(6, 6, 0, { closed: true, order: 'warnsdorff' });
    expect(plain.status).toBe('found');
    const check = checkCycle(6, 6, plain.tour!.path);
    const edges = structuredEdges(6, 6);
    expect(check.missing.length + edges.filter(([a, b]) => {
      const m = plain.tour!.path;
      const i = m.indexOf(a);
      return m[(i + 1) % 36] === b || m[(i + 35) % 36] === b;
    }).length).toBe(8);
  });
  it('searchStructuredCycle finds structured tours on small boards', () => {
    for (const [r, c, cl] of [[6, 6, false], [5, 6, false], [7, 7, true], [8, 10, false]] as const) {
      const res = searchStructuredCycle(r, c, { cornerless: cl, seed: 7 });
      expect(res.status).toBe('found');
      expect(checkCycle(r, c, res.cycle!, cl).ok).toBe(true);
      expect(res.stats.nodes).toBeGreaterThan(0);
    }
  });
  it('searchStructuredCycle reports none for an odd number of squares and budget when starved', () => {
    expect(searchStructuredCycle(5, 5).status).toBe('none');
    const res = searchStructuredCycle(5, 9, { cornerless: true, maxNodes: 1000, nodesPerAttempt: 100 });
    expect(res.status).toBe('budget');
    expect(res.stats.nodes).toBeGreaterThanOrEqual(1000);
  });
  it('searchStructuredCycle stops with status budget when its time budget (maxMs) runs out', () => {
    // 5×9 minus a corner needs about 24 million nodes; with no time it stops at the first clock reading
    const res = searchStructuredCycle(5, 9, { cornerless: true, maxMs: 0 });
    expect(res.status).toBe('budget');
    expect(res.cycle).toBeUndefined();
    expect(res.stats.nodes).toBeLessThan(1_000_000);
    expect(() => searchStructuredCycle(6, 6, { maxMs: -1 })).toThrow(/maxMs/);
  });
});

describe('layout and joins', () => {
  it('splitSide gives bands of 5–12 with the right parity', () => {
    for (let s = 5; s <= 400; s++) {
      for (const mode of ['even', 'any', 'odd-first'] as const) {
        if (mode === 'even' && (s % 2 === 1 || s < 6)) continue;
        if (mode === 'odd-first' && s % 2 === 0) continue;
        const b = splitSide(s, mode);
        expect(b.reduce((x, y) => x + y, 0)).toBe(s);
        for (const x of b) expect(x >= 5 && x <= 12).toBe(true);
        if (mode === 'even') for (const x of b) expect(x % 2).toBe(0);
        if (mode === 'odd-first') b.forEach((x, i) => expect(x % 2).toBe(i === 0 ? 1 : 0));
      }
    }
  });
  it('fourWayPatterns: Parberry\'s join and three others, each a single ring', () => {
    const pats = fourWayPatterns();
    expect(pats.length).toBe(4);
    for (const p of pats) {
      expect(p.deleted.length).toBe(4);
      expect(p.added.length).toBe(4);
      for (const [a, b] of p.added) expect(Math.abs(a[0] - b[0]) * Math.abs(a[1] - b[1])).toBe(2);
    }
  });
  it('divideAndConquerPlan records a recursion tree and joins whose moves are in/out of the tour', () => {
    const plan = divideAndConquerPlan(40);
    const { tour, joins, nodes } = plan;
    expect(validateTour(tour).closed).toBe(true);
    const n = 40 * 40;
    const pos = new Int32Array(n);
    tour.path.forEach((s, k) => (pos[s] = k));
    const inTour = (a: number, b: number) => {
      const d = Math.abs(pos[a] - pos[b]);
      return d === 1 || d === n - 1;
    };
    for (const j of joins) {
      for (const [a, b] of j.added) expect(inTour(a, b)).toBe(true);
      for (const [a, b] of j.deleted) expect(inTour(a, b)).toBe(false);
    }
    expect(nodes[0].parent).toBeNull();
    expect(nodes.filter((x) => x.split === 'tile').length).toBe(plan.tiles.length);
    expect(plan.fourWay + plan.twoWay).toBe(plan.tiles.length - 1 - 2 * plan.fourWay);
    expect(tileLayout(40, 40).kind).toBe('closed');
    const st = divideAndConquerStructure(40);
    expect([st.fourWay, st.twoWay, st.tiles.length]).toEqual([plan.fourWay, plan.twoWay, plan.tiles.length]);
  });
});

describe('divideAndConquerTour', () => {
  it('n×n for n = 5…60: closed for even n, open from the corner for odd n', () => {
    for (let n = 5; n <= 60; n++) {
      const t = divideAndConquerTour(n);
      const v = validateTour(t);
      expect(v.ok, `n=${n}: ${JSON.stringify(v.problem)}`).toBe(true);
      expect(v.closed).toBe(n % 2 === 0);
      if (n % 2 === 1) expect(t.path[0]).toBe(0);
    }
  });
  it('property: random rectangles with sides 5–80 (closed iff a side is even)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 80 }), fc.integer({ min: 5, max: 80 }), (r, c) => {
        const v = validateTour(divideAndConquerTour(r, c));
        return v.ok && v.closed === ((r * c) % 2 === 0);
      }),
      { numRuns: 150 },
    );
  });
  it('thin boards: 5×300, 300×5, 6×301, 7×299', () => {
    for (const [r, c] of [[5, 300], [300, 5], [6, 301], [7, 299]]) {
      const v = validateTour(divideAndConquerTour(r, c));
      expect(v.ok).toBe(true);
      expect(v.closed).toBe((r * c) % 2 === 0);
    }
  });
  it('the copying variant (Θ(N log N)) builds a valid tour of the same kind', () => {
    for (const [r, c] of [[6, 6], [9, 9], [40, 40], [41, 41], [7, 60], [60, 13]]) {
      const v = validateTour(divideAndConquerTourByCopying(r, c));
      expect(v.ok, `${r}×${c}: ${JSON.stringify(v.problem)}`).toBe(true);
      expect(v.closed).toBe((r * c) % 2 === 0);
    }
  });
  it('all three numberings give the same cycle (same joins, only the bookkeeping differs)', () => {
    // Compare as undirected cycles: every square has the same two tour neighbours. An open tour is
    // compared by its corner-less cycle (steps 1 … n−1): which way round it is walked may differ.
    const neighbours = (full: Int32Array, closed: boolean) => {
      const cycle = closed ? full : full.subarray(1);
      const m = cycle.length;
      const nb = new Int32Array(2 * full.length).fill(-1);
      for (let k = 0; k < m; k++) {
        const a = cycle[(k + m - 1) % m];
        const b = cycle[(k + 1) % m];
        nb[2 * cycle[k]] = Math.min(a, b);
        nb[2 * cycle[k] + 1] = Math.max(a, b);
      }
      return nb;
    };
    for (const [r, c] of [[30, 30], [31, 31], [12, 50], [45, 17]]) {
      const closed = (r * c) % 2 === 0;
      const ref = neighbours(divideAndConquerTour(r, c).path, closed);
      expect(neighbours(divideAndConquerTourBySuccessors(r, c).path, closed)).toEqual(ref);
      expect(neighbours(divideAndConquerTourByCopying(r, c).path, closed)).toEqual(ref);
    }
  });
  it('the successor-chasing baseline builds a valid tour of the same kind', () => {
    for (const n of [6, 17, 50, 51]) {
      const v = validateTour(divideAndConquerTourBySuccessors(n));
      expect(v.ok).toBe(true);
      expect(v.closed).toBe(n % 2 === 0);
    }
  });
  it('rejects bad sizes with RangeError/TypeError naming the value', () => {
    expect(() => divideAndConquerTour(6.5)).toThrow(/6\.5/);
    expect(() => divideAndConquerTour(6.5)).toThrow(RangeError);
    expect(() => divideAndConquerTour('8' as unknown as number)).toThrow(TypeError);
    expect(() => divideAndConquerTour(NaN)).toThrow(TypeError);
    expect(() => divideAndConquerTour(4)).toThrow(/no knight's tour exists on 4×4/);
    expect(() => divideAndConquerTour(3, 3)).toThrow(RangeError);
    expect(() => divideAndConquerTour(3, 8)).toThrow(/open tour exists.*backtrackTour/);
    expect(() => divideAndConquerTour(0, 7)).toThrow(RangeError);
    expect(() => divideAndConquerTour(100000)).toThrow(/needs about .*GB.*limit/);
    expect(() => divideAndConquerTour(2000, 2000, { maxBytes: 1e6 })).toThrow(/16\.\d MB|limit of 1\.0 MB/);
    expect(estimateDivideAndConquerBytes(10000, 10000)).toBeGreaterThan(4e8);
  });
});

describe('startAt', () => {
  it('rotates a closed tour to start anywhere, keeping it closed', () => {
    const t = divideAndConquerTour(10, 12);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 119 }), (s) => {
        const r = startAt(t, s);
        const v = validateTour(r);
        return r.path[0] === s && v.ok && v.closed;
      }),
      { numRuns: 50 },
    );
  });
  it('refuses open tours and bad squares', () => {
    expect(() => startAt(divideAndConquerTour(7), 3)).toThrow(/closed tour/);
    expect(() => startAt(divideAndConquerTour(6), 36)).toThrow(RangeError);
    expect(() => startAt(divideAndConquerTour(6), 1.5)).toThrow(RangeError);
  });
});
