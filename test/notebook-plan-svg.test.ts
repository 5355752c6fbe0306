// planSvg, planFills, joinSegments (lib/notebook/plan-svg): a divide-and-conquer plan drawn as notebook 02 shows it.
import { describe, expect, it } from 'vitest';
import { divideAndConquerPlan } from '../lib/knight';
import { BOARD, STATE, joinSegments, openingSegments, planFills, planSvg } from '../lib/notebook';
import { isKnightMove, validateTour } from '../lib/knight';

describe('a plan drawn', () => {
  it('fills every square of every tile, greys the one left-out corner of an odd board, and gives neighbouring tiles different colours', () => {
    for (const n of [12, 21, 31]) {
      const pl = divideAndConquerPlan(n);
      const fills = planFills(pl);
      expect(fills.every((f) => f !== null), `${n}`).toBe(true);
      expect(fills.filter((f) => f === STATE.excluded)).toHaveLength(n % 2);
      const tileOf = (s: number) => pl.tiles.findIndex((t) => Math.floor(s / n) >= t.row && Math.floor(s / n) < t.row + t.rows && s % n >= t.col && s % n < t.col + t.cols);
      for (let s = 0; s < n * n; s++) {
        if (s % n + 1 < n && tileOf(s) !== tileOf(s + 1) && fills[s] !== STATE.excluded && fills[s + 1] !== STATE.excluded) expect(fills[s]).not.toBe(fills[s + 1]);
      }
    }
  });
  it('draws each join move once: deleted dashed in red, added in green', () => {
    const pl = divideAndConquerPlan(24);
    const segs = joinSegments(pl, 3);
    expect(segs).toHaveLength(pl.joins.reduce((s, j) => s + j.deleted.length + j.added.length, 0));
    expect(new Set(segs.filter((x) => x.dash).map((x) => x.color))).toEqual(new Set([BOARD.removed]));
    expect(new Set(segs.filter((x) => !x.dash).map((x) => x.color))).toEqual(new Set([BOARD.added]));
    expect(planSvg(pl, 'a < b')).toMatch(/^<svg[\s\S]*a &lt; b[\s\S]*<\/svg>$/);
  });
  it("draws an odd board's entry from the corner (unir_impar's last step): the closing move deleted, the corner's move added, both knight moves", () => {
    for (const n of [13, 15, 25]) {
      const pl = divideAndConquerPlan(n);
      const [deleted, added] = openingSegments(pl, 2);
      const path = pl.tour.path;
      expect(validateTour(pl.tour)).toEqual({ ok: true, closed: false });
      expect(added).toMatchObject({ from: 0, to: path[1], color: BOARD.added });
      expect(deleted).toMatchObject({ from: path[path.length - 1], to: path[1], color: BOARD.removed, dash: true });
      expect(isKnightMove(n, n, deleted.from, deleted.to) && isKnightMove(n, n, added.from, added.to)).toBe(true);
      const plain = planSvg(pl, 't');
      const withOpening = planSvg(pl, 't', 220, { opening: true });
      expect((withOpening.match(/<line/g) ?? []).length).toBe((plain.match(/<line/g) ?? []).length + 2);
    }
    expect(openingSegments(divideAndConquerPlan(16), 2)).toEqual([]);
    expect(() => planSvg(divideAndConquerPlan(13), 't', 220, { opening: 'yes' as never })).toThrow(/opening must be true or false, got "yes"/);
    expect(() => planSvg(divideAndConquerPlan(13), 't', 220, { corner: true } as never)).toThrow(/corner/);
  });
  it('refuses what is not a plan, and a tile outside its board (which would draw past the board, or for ever)', () => {
    const pl = divideAndConquerPlan(12);
    expect(() => planFills(null as never)).toThrow(/plan must be an object/);
    const far = { ...pl, tiles: [{ ...pl.tiles[0], row: 1e9, rows: 1e9 }, ...pl.tiles.slice(1)] };
    expect(() => planFills(far)).toThrow(/plan must be an object \(divideAndConquerPlan's result/);
    expect(() => planSvg({ ...pl, tiles: [{ ...pl.tiles[0], cols: 13 }] }, 't')).toThrow(/plan must be an object/);
    expect(() => joinSegments(pl, 0)).toThrow(/width must be a finite number from 0.1 to 100, got 0/);
  });
});
