/**
 * Knight's tour I benchmarks: ratios within one run (vitest prints "× faster than" per group).
 * `npx vitest bench --run test/knight.bench.ts`
 */
import KnightsTour from 'knightstour';
import { bench, describe } from 'vitest';
import { backtrackTour, validateTour, warnsdorffTour } from '../lib/knight';

const N = 1000;
let sink = 0;

function fillBaseline(n: number): void {
  const a = new Int32Array(n * n);
  for (let i = 0; i < a.length; i++) a[i] = i;
  sink += a[a.length - 1];
}

function mustFind(ok: boolean, what: string): void {
  if (!ok) throw new Error(`${what} did not produce a valid tour`);
}

describe(`warnsdorffTour on ${N}×${N} (10^6 squares) against one pass writing an ${N}×${N} Int32Array`, () => {
  bench('baseline: fresh Int32Array(n²), write every square', () => fillBaseline(N), { time: 1500 });
  bench('warnsdorffTour tie-break squirrel', () => {
    const r = warnsdorffTour(N, N, 0, { tieBreak: 'squirrel' });
    mustFind(r.status === 'found', 'squirrel');
    sink += r.path[1];
  }, { time: 1500 });
  bench('warnsdorffTour tie-break roth', () => {
    const r = warnsdorffTour(N, N, 0, { tieBreak: 'roth' });
    mustFind(r.status === 'found', 'roth');
    sink += r.path[1];
  }, { time: 1500 });
  bench('warnsdorffTour tie-break first (dead-ends after 869 355 squares)', () => {
    sink += warnsdorffTour(N, N, 0).stats.visited;
  }, { time: 1500 });
  const tour = warnsdorffTour(N, N, 0, { tieBreak: 'squirrel' }).tour!;
  bench('validateTour on the same tour', () => {
    mustFind(validateTour(tour).ok, 'validate');
  }, { time: 1500 });
});

describe('backtrackTour (Warnsdorff order) against warnsdorffTour (one greedy pass), n = 300', () => {
  bench('warnsdorffTour roth (baseline)', () => {
    sink += warnsdorffTour(300, 300, 0, { tieBreak: 'roth' }).stats.visited;
  });
  bench('backtrackTour order warnsdorff', () => {
    const r = backtrackTour(300, 300, 0);
    mustFind(r.status === 'found', 'backtrack 300');
  });
});

describe('backtrackTour sweep: every n from 5 to 300 from the corner (each result validated)', () => {
  bench('backtrackTour warnsdorff order, n = 5…300', () => {
    for (let n = 5; n <= 300; n++) {
      const r = backtrackTour(n, n, 0, { maxNodes: 5_000_000 });
      mustFind(r.status === 'found' && validateTour(r.tour!).ok, `backtrack ${n}`);
    }
  }, { iterations: 2, time: 0, warmupIterations: 0 });
});

/** knightstour: its `solve()` recurses once per move (and restarts with random choices up to 1000 times). */
function knightstourSolve(n: number): { ok: boolean; error?: string } {
  try {
    const g = new KnightsTour({ rows: n, cols: n, gameMode: 'Open' });
    g.solve();
    const path = Int32Array.from(g.players[0].moveIndexes);
    return { ok: g.solved && validateTour({ rows: n, cols: n, path }).ok };
  } catch (e) {
    return { ok: false, error: (e as Error).message };
  }
}

// Where knightstour overflows its stack, measured once and printed (not a timing).
{
  const rows: string[] = [];
  let firstOverflow = 0;
  for (const n of [8, 16, 24, 32, 40, 44, 48, 52, 56, 64]) {
    const r = knightstourSolve(n);
    rows.push(`${n}: ${r.ok ? 'tour' : r.error ?? 'no tour'}`);
    if (r.error && /call stack/.test(r.error) && !firstOverflow) firstOverflow = n;
  }
  console.log(`knightstour solve(): ${rows.join('; ')}${firstOverflow ? ` — first stack overflow at n = ${firstOverflow}` : ''}`);
}

for (const n of [8, 20, 40]) {
  describe(`same board ${n}×${n}: npm knightstour (baseline) against lib/knight`, () => {
    bench('knightstour solve() (random start, random ties, retries)', () => {
      mustFind(knightstourSolve(n).ok, `knightstour ${n}`);
    }, { time: 1000, iterations: 3 });
    bench('warnsdorffTour roth', () => {
      const r = warnsdorffTour(n, n, 0, { tieBreak: 'roth' });
      sink += r.stats.visited;
    }, { time: 1000 });
    bench('backtrackTour warnsdorff order', () => {
      mustFind(backtrackTour(n, n, 0).status === 'found', `backtrack ${n}`);
    }, { time: 1000 });
  });
}

export { sink };
