// shortestRoute (lib/knight/board): the route notebook 00 draws from its own breadth-first distances.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKnightMove, neighbours, shortestRoute } from '../lib/knight';

/** Breadth-first distances, written independently of the library's route. */
function bfs(rows: number, cols: number, start: number): number[] {
  const dist = new Array<number>(rows * cols).fill(-1);
  const queue = [start];
  dist[start] = 0;
  for (let h = 0; h < queue.length; h++) for (const t of neighbours(rows, cols, queue[h])) if (dist[t] < 0) { dist[t] = dist[queue[h]] + 1; queue.push(t); }
  return dist;
}

describe('shortestRoute', () => {
  it('goes from the start to the target in exactly dist[target] knight moves, on any board and squares', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 12 }), fc.nat(), fc.nat(), (rows, cols, a, b) => {
      const start = a % (rows * cols);
      const target = b % (rows * cols);
      const dist = bfs(rows, cols, start);
      const route = shortestRoute(rows, cols, dist, target);
      if (dist[target] < 0) return route.length === 0;
      return route.length === dist[target] + 1 && route[0] === start && route[route.length - 1] === target &&
        route.every((s, k) => k === 0 || isKnightMove(rows, cols, route[k - 1], s));
    }));
  });

  it('on 8×8 from the corner the farthest square needs 6 moves', () => {
    const dist = bfs(8, 8, 0);
    expect(shortestRoute(8, 8, dist, dist.indexOf(Math.max(...dist)))).toHaveLength(7);
    expect(shortestRoute(3, 3, bfs(3, 3, 0), 4)).toEqual([]);
  });

  it('refuses a target off the board and a table that is not one of knight distances', () => {
    expect(() => shortestRoute(8, 8, bfs(8, 8, 0), 64)).toThrow(/target square must be an integer from 0 to 63, got 64/);
    expect(() => shortestRoute(8, 8, [0, 1], 5)).toThrow(/dist must hold one distance per square \(64\), got 2/);
    const bad = bfs(8, 8, 0);
    bad[10] = 5;
    expect(() => shortestRoute(8, 8, bad, 10)).toThrow(/not a table of knight distances: square 10/);
  });
});
