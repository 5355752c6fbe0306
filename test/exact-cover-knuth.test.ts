// The reference Algorithm X (Knuth's steps X1–X8, dlx-reference.ts) against the fast search
// (dlx-search.ts): the same solutions in the same order, the same nodes, updates and per-level
// profile, on every instance in data/exact-cover; and both against a plain C build of Knuth's
// DLX1 (test/fixtures/exact-cover/dlx.c) where a C compiler exists.
import { execFileSync } from 'node:child_process';
import * as path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DancingLinks, dlxInstances, loadDlxText, parseDlx, solveSudoku, type DlxSolveOptions, type DlxSolveResult } from '../lib/exact-cover';
import { dataDir } from '../lib/exact-cover/data';
import { TIME_CHECK_NODES } from '../lib/exact-cover/dlx-search';
import { compileC } from './helpers/compile-c';

/** Solutions and Knuth's update counts (data/README.md); null where the README gives none. */
const KNOWN: Record<string, [number, number | null]> = {
  q8: [92, 16_680],
  q12: [14_200, 3_594_752],
  q13: [73_712, 17_463_157],
  langford3: [2, null],
  langford4: [2, null],
  langford7: [52, null],
  langford8: [300, null],
  langford11: [35_584, 5_974_979],
  langford12: [216_288, 38_673_459],
  pent_3x20: [8, 10_901_833],
  pent_4x15: [1_472, 277_230_986],
  pent_5x12: [4_040, 755_022_110],
  pent_6x10: [9_356, 1_234_494_906],
  pent6x10_xq: [2_339, 304_660_899],
};

/**
 * Instances with more updates than this are searched with a node budget here (both engines stop
 * at the same node, with the same counters); their full counts are pinned by the bench, which
 * runs pent6x10_xq to the end.
 */
const FULL_RUN_UPDATES = 40_000_000;
const BUDGET_NODES = 20_000;

const load = (name: string) => new DancingLinks(parseDlx(loadDlxText(name)));

/** A search's result with a digest of every solution in the order found (all are seen, the first 100 kept). */
type Digested = DlxSolveResult & { digest: number };

/** Both engines on one structure, with sanity() after each; returns [fast, reference]. */
function both(dlx: DancingLinks, options: DlxSolveOptions): [Digested, Digested] {
  const run = (engine: 'fast' | 'reference'): Digested => {
    let digest = 0;
    const onSolution = (rows: number[]) => {
      for (const r of rows) digest = (Math.imul(digest, 31) + r + 1) | 0;
      digest = Math.imul(digest, 17) | 0;
    };
    const res = dlx.solve({ keep: 100, ...options, engine, onSolution });
    expect(dlx.sanity()).toEqual({ ok: true, errors: [] });
    return { ...res, digest };
  };
  return [run('fast'), run('reference')];
}

/** Everything but the milliseconds. */
const counted = (r: DlxSolveResult & { digest?: number }) => ({
  solutions: r.solutions,
  digest: r.digest,
  count: r.count,
  status: r.status,
  nodes: r.stats.nodes,
  updates: r.stats.updates,
  profile: r.stats.profile,
});

describe("solve({ engine: 'reference' }) agrees with the fast engine on every instance in data/exact-cover", () => {
  it('the table of known counts covers every instance', () => {
    expect(dlxInstances().sort()).toEqual(Object.keys(KNOWN).sort());
  });

  for (const name of dlxInstances()) {
    const [solutions, updates] = KNOWN[name] ?? [NaN, null];
    const full = updates === null || updates <= FULL_RUN_UPDATES;
    it(full ? `${name}: ${solutions} solutions${updates ? `, ${updates} updates` : ''}, the same from both` : `${name}: the first ${BUDGET_NODES} nodes, the same from both`, () => {
      const dlx = load(name);
      const [fast, reference] = both(dlx, { maxNodes: full ? Infinity : BUDGET_NODES, maxMs: Infinity });
      expect(counted(reference)).toEqual(counted(fast));
      if (full) {
        expect(fast).toMatchObject({ status: 'complete', count: solutions });
        if (updates !== null) expect(fast.stats.updates).toBe(updates);
      } else {
        expect(fast).toMatchObject({ status: 'budget', stats: { nodes: BUDGET_NODES } });
        expect(fast.count).toBeLessThan(solutions);
      }
      expect(fast.stats.profile.reduce((a, b) => a + b, 0)).toBe(fast.stats.nodes);
    });
  }
});

describe('the engines agree on the options too', () => {
  it("limits, the 'first' rule, selected rows, and the order onSolution sees", () => {
    const dlx = load('q8');
    for (const options of [{ limit: 7 }, { heuristic: 'first' as const }, { limit: 1, heuristic: 'first' as const }, { maxNodes: 50 }, { maxNodes: 0 }]) {
      const seen: string[][] = [[], []];
      const [fast, reference] = both(dlx, options);
      expect(counted(reference)).toEqual(counted(fast));
      dlx.solve({ ...options, engine: 'fast', onSolution: (rows, k) => seen[0].push(`${k}:${rows}`) });
      dlx.solve({ ...options, engine: 'reference', onSolution: (rows, k) => seen[1].push(`${k}:${rows}`) });
      expect(seen[1]).toEqual(seen[0]);
      expect(seen[0]).toHaveLength(fast.count);
    }
    expect(dlx.select(3)).toBe(true);
    const [fast, reference] = both(dlx, {});
    expect(counted(reference)).toEqual(counted(fast));
    expect(fast.solutions.every((s) => s[0] === 3)).toBe(true);
  });

  it('maxMs: 0 stops both at the first clock check', () => {
    const [fast, reference] = both(load('pent6x10_xq'), { maxMs: 0, keep: 0 });
    expect(counted(reference)).toEqual(counted(fast));
    expect(fast).toMatchObject({ status: 'budget', stats: { nodes: TIME_CHECK_NODES } });
  });

  it('a throwing onSolution leaves the links restored under either engine', () => {
    const dlx = load('langford4');
    for (const engine of ['fast', 'reference'] as const) {
      expect(() =>
        dlx.solve({
          engine,
          onSolution: () => {
            throw new Error('stop here');
          },
        }),
      ).toThrow('stop here');
      expect(dlx.sanity()).toEqual({ ok: true, errors: [] });
    }
  });

  it("unwind: false under 'reference' leaves the links for reset(), as under 'fast'", () => {
    const dlx = load('q8');
    expect(dlx.solve({ engine: 'reference', limit: 3, unwind: false }).status).toBe('limit');
    expect(dlx.needsReset).toBe(true);
    dlx.reset();
    expect(dlx.sanity().ok).toBe(true);
    expect(dlx.solve({ engine: 'reference' }).count).toBe(92);
  });

  it('refuses an unknown engine by name', () => {
    expect(() => load('q8').solve({ engine: 'turbo' as never })).toThrow(`engine must be one of 'fast', 'reference', got "turbo"`);
  });
});

describe('stats.profile: rows tried per level', () => {
  it('q8: one row per level is forced at the top, and the levels add up to the nodes', () => {
    const res = load('q8').solve();
    expect(res.stats.profile.length).toBe(8); // eight queens: depths 0 … 7
    expect(res.stats.profile.reduce((a, b) => a + b, 0)).toBe(res.stats.nodes);
    expect(res.stats.profile.every((n) => n > 0)).toBe(true);
  });

  it('solveSudoku reports it too; a search that stops at once has an empty profile', () => {
    const res = solveSudoku('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......');
    expect(res.stats.profile.reduce((a, b) => a + b, 0)).toBe(res.stats.nodes);
    expect(load('q8').solve({ maxNodes: 0 }).stats.profile).toEqual([]);
  });
});

// Three implementations agreeing: the C build reads the same files and prints its counters.
const c = compileC(path.join(__dirname, 'fixtures', 'exact-cover', 'dlx.c'));
afterAll(() => c?.remove());

describe.skipIf(!c)("a C build of Knuth's DLX1 (test/fixtures/exact-cover/dlx.c)", () => {
  for (const name of ['q8', 'q12', 'langford8', 'langford11', 'pent_3x20']) {
    it(`${name}: the same solutions, nodes, updates and profile as lib/exact-cover`, () => {
      const [line1, line2] = execFileSync(c!.binary, [path.join(dataDir(), 'exact-cover', `${name}.dlx`)], { encoding: 'utf8' }).trim().split('\n');
      const [count, updates, nodes] = line1.split(' ').map(Number);
      const res = load(name).solve({ keep: 0, maxNodes: Infinity, maxMs: Infinity });
      expect({ count, updates, nodes, profile: line2.split(' ').map(Number) }).toEqual({ count: res.count, updates: res.stats.updates, nodes: res.stats.nodes, profile: res.stats.profile });
    });
  }
});
