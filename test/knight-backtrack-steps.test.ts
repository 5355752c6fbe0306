import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BacktrackStep, backtrackSteps, backtrackTour, isKnightMove, validateTour } from '../lib/knight';
import { ORDERS, searchTours } from '../lib/knight/backtrack-engine';

/**
 * Runs the generator to its end step, checking on the way (with plain comparisons: a million steps
 * through expect() would take minutes) that every step follows from the one before.
 */
function runSteps(...args: Parameters<typeof backtrackSteps>): { last: BacktrackStep; steps: number } {
  const [rows, cols = rows, start = 0] = args;
  const path = [start];
  const onPath = new Set(path);
  let prev = { nodes: 1, backtracks: 0 };
  let steps = 0;
  const fail = (st: BacktrackStep, why: string) => new Error(`step ${steps} ${JSON.stringify(st)}: ${why}`);
  for (const st of backtrackSteps(...args)) {
    steps++;
    if (st.kind === 'move') {
      if (!isKnightMove(rows, cols, path[path.length - 1], st.square) || onPath.has(st.square)) throw fail(st, 'not a move to a new square');
      path.push(st.square);
      onPath.add(st.square);
      if (st.nodes !== prev.nodes + 1 || st.backtracks !== prev.backtracks) throw fail(st, 'counters');
    } else if (st.kind === 'backtrack') {
      if (path.pop() !== st.square) throw fail(st, 'not the last square');
      onPath.delete(st.square);
      if (st.nodes !== prev.nodes || st.backtracks !== prev.backtracks + 1) throw fail(st, 'counters');
    } else {
      expect(st.square).toBe(path[path.length - 1]);
      expect(st.depth).toBe(path.length);
      if (st.kind === 'found') expect(st.path).toEqual(path);
      return { last: st, steps };
    }
    if (st.depth !== path.length) throw fail(st, 'depth');
    prev = st;
  }
  throw new Error('the generator ended without a found, none or budget step');
}

describe('backtrackSteps', () => {
  it('5×5 from the corner: moves and backtracks alternate as the textbook search, ending with a valid tour', () => {
    const { last, steps } = runSteps(5, 5, 0);
    expect(last.kind).toBe('found');
    expect(steps).toBe(last.nodes - 1 + last.backtracks + 1);
    expect(validateTour({ rows: 5, cols: 5, path: Int32Array.from(last.path!) }).ok).toBe(true);
  });

  it('property: the same choices and counts as the engine with pruning off (every order, open and closed)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }), fc.integer({ min: 1, max: 6 }), fc.nat(), fc.constantFrom(...ORDERS), fc.boolean(), fc.integer({ min: 1, max: 1000 }),
        (rows, cols, s, order, closed, seed) => {
          const start = s % (rows * cols);
          const maxNodes = 20_000;
          const { last } = runSteps(rows, cols, start, { order, closed, maxNodes, seed });
          const engine = searchTours(rows, cols, start, { order, closed, maxNodes, seed, countAll: false, prune: false });
          expect(last.kind).toBe(engine.status === 'complete' ? 'none' : engine.status);
          expect([last.nodes, last.backtracks]).toEqual([engine.stats.nodes, engine.stats.backtracks]);
          if (last.kind === 'found') expect(last.path).toEqual(Array.from(engine.path));
          // backtrackTour's plain mode is the same search.
          const plain = backtrackTour(rows, cols, start, { order, closed, maxNodes, seed, prune: false });
          expect([plain.status, plain.stats.nodes, plain.stats.backtracks]).toEqual([last.kind, last.nodes, last.backtracks]);
          if (plain.tour) expect(Array.from(plain.tour.path)).toEqual(last.path);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('agrees with the engine on the larger boards the notebook shows (6×6, 3×7, 4×5 from the corner)', () => {
    for (const [rows, cols] of [[6, 6], [3, 7], [4, 5]]) {
      const { last } = runSteps(rows, cols, 0, { maxNodes: 1e7 });
      const engine = searchTours(rows, cols, 0, { order: 'fixed', closed: false, maxNodes: 1e7, seed: 1, countAll: false, prune: false });
      expect(last.kind, `${rows}×${cols}`).toBe('found');
      expect([last.nodes, last.backtracks]).toEqual([engine.stats.nodes, engine.stats.backtracks]);
      expect(last.path).toEqual(Array.from(engine.path));
    }
  });

  it('proves none on 4×4 (from a corner and from an inner square) by trying everything, as the engine does', () => {
    for (const start of [0, 5]) {
      const { last } = runSteps(4, 4, start);
      const engine = searchTours(4, 4, start, { order: 'fixed', closed: false, maxNodes: 1e7, seed: 1, countAll: false, prune: false });
      expect(engine.status).toBe('complete');
      expect(last).toMatchObject({ kind: 'none', depth: 1, nodes: engine.stats.nodes, backtracks: engine.stats.backtracks });
      expect(last.backtracks).toBe(last.nodes - 1);
    }
  });

  it('stops at the node budget with a budget step', () => {
    const { last } = runSteps(8, 8, 0, { maxNodes: 500 });
    expect(last).toMatchObject({ kind: 'budget', nodes: 500 });
  });

  it('checks its arguments when called, before the first step', () => {
    expect(() => backtrackSteps(0, 5)).toThrow(/rows must be an integer ≥ 1, got 0/);
    expect(() => backtrackSteps(5, 5, 25)).toThrow(/from 0 to 24, got 25/);
    expect(() => backtrackSteps(5, 5, 0, { order: 'best' as never })).toThrow(`order must be one of 'fixed', 'warnsdorff', 'random', got "best"`);
    expect(() => backtrackSteps(5, 5, 0, { maxNodes: 0 })).toThrow(/maxNodes must be an integer ≥ 1, got 0/);
    expect(() => backtrackSteps(5, 5, 0, { prune: false } as never)).toThrow(/no option 'prune'/);
    expect(() => backtrackSteps(200, 200)).toThrow(/at most 10000/);
  });
});
