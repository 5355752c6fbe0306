import { describe, expect, it } from 'vitest';
import { ManualGame, backtrackTour, neighbours, validateTour } from '../lib/knight';

describe('ManualGame', () => {
  it('starts with the knight on the start square and labels the reachable squares 0…', () => {
    const g = new ManualGame(5, 5, 0);
    expect(g.status).toBe('playing');
    expect(g.knight).toBe(0);
    const opts = g.options();
    expect(opts.map((o) => o.label)).toEqual([0, 1]);
    expect(opts.map((o) => o.square).sort()).toEqual(neighbours(5, 5, 0).sort());
    expect(g.render()).toBe(['|k|o|o|o|o|', '|o|o|1|o|o|', '|o|0|o|o|o|', '|o|o|o|o|o|', '|o|o|o|o|o|'].join('\n'));
  });

  it('move marks visited squares x and undo restores the board exactly', () => {
    const g = new ManualGame(5, 5, 0);
    const before = g.render();
    const to = g.move(1);
    expect(g.knight).toBe(to);
    expect(g.render()).toMatch(/x/);
    expect(g.render().match(/k/g)).toHaveLength(1);
    expect(g.undo()).toBe(true);
    expect(g.render()).toBe(before);
    expect(g.undo()).toBe(false);
  });

  it('replaying a tour by labels wins, and the tour is valid', () => {
    const tour = backtrackTour(6, 6, 0).tour!;
    const g = new ManualGame(6, 6, 0);
    for (let k = 1; k < tour.path.length; k++) {
      const opt = g.options().find((o) => o.square === tour.path[k])!;
      g.move(opt.label);
    }
    expect(g.status).toBe('won');
    expect(validateTour(g.tour()!).ok).toBe(true);
    expect(g.render()).not.toMatch(/o/);
    // Undo after winning goes back to playing.
    g.undo();
    expect(g.status).toBe('playing');
    expect(g.tour()).toBeNull();
  });

  it('gets stuck when no move is left, refuses to move, and undo after stuck works', () => {
    const g = new ManualGame(3, 3, 0);
    while (g.status === 'playing') g.move(0);
    expect(g.status).toBe('stuck');
    expect(g.options()).toEqual([]);
    expect(() => g.move(0)).toThrow(/no move is possible/);
    const len = g.path.length;
    expect(g.undo()).toBe(true);
    expect(g.path.length).toBe(len - 1);
    expect(g.status).toBe('playing');
  });

  it('rejects labels not on offer and bad boards with the allowed range', () => {
    const g = new ManualGame(8, 8, 0);
    expect(() => g.move(2)).toThrow(/label must be an integer from 0 to 1, got 2/);
    expect(() => g.move(-1)).toThrow(RangeError);
    expect(() => g.move(0.5)).toThrow(RangeError);
    expect(() => new ManualGame(0, 8)).toThrow(RangeError);
    expect(() => new ManualGame(8, 8, 64)).toThrow(/from 0 to 63, got 64/);
    expect(() => new ManualGame(1000, 1000)).toThrow(/at most/);
  });
});
