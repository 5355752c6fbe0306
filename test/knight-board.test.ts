import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MOVES, TIE_BREAKS, checkSquare, degreeMap, divideAndConquerTour, formatBaseCase,
  formatGrid, isKnightMove, neighbours, startAt, tourToGrid, validateTour, warnsdorffSteps,
} from '../lib/knight';
import { checkBoard, coordsOf, knightGraph, squareOf } from '../lib/knight/board';
import { gridToTour, makeTour } from '../lib/knight/tour';
import { TOUR_KINDS } from '../lib/knight/existence';
import { CORNERS } from '../lib/knight/structured';
import { ORDERS, searchTours } from '../lib/knight/backtrack-engine';
import { splitSide, tileLayout } from '../lib/knight/divide-and-conquer-layout';
import { checkAllocation, checkChoice, checkInteger, checkNumber, checkOptions, describe as describeValue } from '../lib/check';

describe('board geometry', () => {
  it('MOVES holds the 8 distinct knight moves', () => {
    expect(MOVES).toHaveLength(8);
    expect(new Set(MOVES.map(([r, c]) => `${r},${c}`)).size).toBe(8);
    for (const [r, c] of MOVES) expect(Math.abs(r * c)).toBe(2);
    // The documented order (the n = 64 fact and warnsdorff-pass.ts's unrolled Roth keys depend on it).
    expect(MOVES).toEqual([[2, 1], [1, 2], [-1, 2], [-2, 1], [-2, -1], [-1, -2], [1, -2], [2, -1]]);
  });

  it('neighbours(8, 8, corner) has 2 squares, centre has 8, in MOVES order', () => {
    expect(neighbours(8, 8, 0)).toEqual([17, 10]);
    expect(neighbours(8, 8, squareOf(8, 8, 3, 3))).toHaveLength(8);
    for (const s of neighbours(8, 8, 27)) expect(isKnightMove(8, 8, 27, s)).toBe(true);
  });

  it('degreeMap(8, 8) sums to twice the 168 knight-move edges of the chessboard', () => {
    const d = degreeMap(8, 8);
    expect(d.reduce((a, b) => a + b, 0)).toBe(2 * 168);
    expect([d[0], d[1], d[9], d[27]]).toEqual([2, 3, 4, 8]);
  });

  it('knightGraph agrees with neighbours on rectangles', () => {
    for (const [r, c] of [[3, 4], [5, 7], [1, 6]]) {
      const g = knightGraph(r, c);
      for (let s = 0; s < r * c; s++) {
        expect(Array.from(g.adj.subarray(8 * s, 8 * s + g.count[s]))).toEqual(neighbours(r, c, s));
      }
    }
  });

  it('coordsOf inverts squareOf', () => {
    expect(coordsOf(6, 7, squareOf(6, 7, 4, 5))).toEqual([4, 5]);
  });

  it('validation helpers throw RangeError/TypeError naming the value and the range', () => {
    expect(() => checkBoard(0, 5)).toThrow(RangeError);
    expect(() => checkBoard(0, 5)).toThrow(/^rows must be an integer ≥ 1, got 0$/);
    expect(() => checkBoard(2.5, 5)).toThrow(/got 2\.5/);
    expect(() => checkBoard('8' as unknown as number, 5)).toThrow(TypeError);
    expect(() => checkBoard(NaN, 5)).toThrow(TypeError);
    expect(() => checkSquare(5, 5, 25)).toThrow(/^start square must be an integer from 0 to 24, got 25$/);
    expect(() => checkSquare(5, 5, -1)).toThrow(RangeError);
  });
});

describe('lib/check: one message format, "<name> must be <allowed>, got <value>"', () => {
  it('integers: type errors and range errors name the value as typed', () => {
    expect(() => checkInteger('n', '8', 1, 20)).toThrow(TypeError);
    expect(() => checkInteger('n', '8', 1, 20)).toThrow('n must be an integer from 1 to 20, got "8"');
    expect(() => checkInteger('n', 21, 1, 20)).toThrow(RangeError);
    expect(() => checkInteger('n', 1.5, 1)).toThrow('n must be an integer ≥ 1, got 1.5');
    expect(() => checkInteger('n', NaN, 1)).toThrow(TypeError);
    expect(checkInteger('n', 20, 1, 20)).toBe(20);
  });

  it('numbers must be finite', () => {
    expect(() => checkNumber('maxMs', Infinity, 0)).toThrow('maxMs must be a finite number ≥ 0, got Infinity');
    expect(checkNumber('maxMs', 0.5, 0)).toBe(0.5);
  });

  it('choices list what is allowed in one form, for a wrong type and for an unknown value', () => {
    expect(() => checkChoice('tie-break', 'foo', ['first', 'random'])).toThrow(`tie-break must be one of 'first', 'random', got "foo"`);
    expect(() => checkChoice('tie-break', 3, ['first'])).toThrow(TypeError);
    expect(() => checkChoice('tie-break', 3, ['first'])).toThrow(`tie-break must be one of 'first', got 3`);
  });

  it('options: undefined is {}, null and arrays are refused, an unknown key is named', () => {
    expect(checkOptions(undefined, ['a'])).toEqual({});
    expect(() => checkOptions(null as never, ['a'])).toThrow('options must be an object (or left out), got null');
    expect(() => checkOptions({ limt: 1 } as never, ['limit'])).toThrow("options has no option 'limt' (known: limit)");
  });

  it('allocations are refused before they happen, with the bytes needed', () => {
    expect(() => checkAllocation('a 100000×100000 grid', 1e10, 4)).toThrow(/needs 40 GB .*at most 1\.0 GB/);
    expect(() => checkAllocation('a small grid', 100, 4)).not.toThrow();
  });

  it('describe quotes strings and summarises objects', () => {
    expect(describeValue('8')).toBe('"8"');
    expect(describeValue(8)).toBe('8');
    expect(describeValue([1, 2])).toBe('an array of length 2');
    expect(describeValue(new Int32Array(3))).toBe('Int32Array of length 3');
  });
});

describe('validateTour', () => {
  it('accepts a valid open tour and says it is not closed (3×4 has no closed tour)', () => {
    const t = { rows: 3, cols: 4, path: Int32Array.from(findAny(3, 4)) };
    expect(validateTour(t)).toEqual({ ok: true, closed: false });
  });

  it('accepts a closed tour and says so; rotating it keeps it closed', () => {
    const path = findAny(5, 6, true);
    expect(validateTour({ rows: 5, cols: 6, path: Int32Array.from(path) })).toEqual({ ok: true, closed: true });
    const rotated = [...path.slice(7), ...path.slice(0, 7)];
    expect(validateTour({ rows: 5, cols: 6, path: Int32Array.from(rotated) })).toEqual({ ok: true, closed: true });
  });

  it('rejects wrong length, repeats, off-board squares and non-knight steps with a structured reason', () => {
    const path = Int32Array.from(findAny(3, 4));
    expect(validateTour({ rows: 3, cols: 4, path: path.slice(0, 11) })).toEqual({ ok: false, closed: false, problem: { kind: 'length', length: 11, rows: 3, cols: 4, squares: 12 } });
    const rep = path.slice();
    rep[5] = rep[3];
    // A repeated square is named before the move into it is judged.
    expect(validateTour({ rows: 3, cols: 4, path: rep }).problem).toEqual({ kind: 'repeat', step: 5, square: rep[3] });
    const off = path.slice();
    off[4] = 12;
    expect(validateTour({ rows: 3, cols: 4, path: off }).problem).toEqual({ kind: 'off-board', step: 4, square: 12, squares: 12 });
    const swap = path.slice();
    [swap[1], swap[2]] = [swap[2], swap[1]];
    expect(validateTour({ rows: 3, cols: 4, path: swap }).problem).toEqual({ kind: 'not-a-move', step: 1, from: swap[0], to: swap[1] });
    expect(validateTour({ rows: 0, cols: 4, path }).problem).toEqual({ kind: 'bad-size', rows: '0', cols: '4' });
    expect(validateTour({ rows: 3, cols: 4, path: Array.from(path) as unknown as Int32Array }).problem).toEqual({ kind: 'path-type' });
    expect(validateTour(null as never).problem).toEqual({ kind: 'not-a-tour', value: 'null' });
  });

  it('property: validateTour agrees with a plain reference check on valid tours and on mutated ones', () => {
    // The reference divides with Math.floor and compares coordinates; validateTour avoids the division.
    const reference = (rows: number, cols: number, path: number[]) => {
      if (path.length !== rows * cols || new Set(path).size !== path.length) return false;
      if (path.some((s) => !Number.isInteger(s) || s < 0 || s >= rows * cols)) return false;
      return path.every((s, k) => k === 0 || isKnightMove(rows, cols, path[k - 1], s));
    };
    const tours = [[3, 4], [5, 5], [4, 7], [7, 3], [6, 6], [3, 10], [5, 9]].map(([rows, cols]) => ({ rows, cols, path: findAny(rows, cols) }));
    fc.assert(
      fc.property(fc.constantFrom(...tours), fc.nat(), fc.nat(), fc.integer({ min: -3, max: 3 }), fc.constantFrom('swap', 'shift', 'none'), (t, i0, j0, delta, kind) => {
        const path = t.path.slice();
        const i = i0 % path.length;
        const j = j0 % path.length;
        if (kind === 'swap') [path[i], path[j]] = [path[j], path[i]];
        if (kind === 'shift') path[i] += delta * t.cols + (delta & 1 ? 1 : -1); // jumps that may wrap round an edge
        const got = validateTour({ rows: t.rows, cols: t.cols, path: Int32Array.from(path) });
        expect(got.ok, `${t.rows}×${t.cols} ${kind} ${i} ${j} ${delta}`).toBe(reference(t.rows, t.cols, path));
      }),
      { numRuns: 2000 },
    );
  });

  it('a 1×1 tour is trivially open; the 8-square ring of 3×3 misses the centre', () => {
    expect(validateTour({ rows: 1, cols: 1, path: Int32Array.of(0) })).toEqual({ ok: true, closed: false });
    // The 8 outer squares of 3×3 form a knight's cycle; as a tour of 3×3 it misses the centre.
    const ring = Int32Array.of(0, 5, 6, 1, 8, 3, 2, 7);
    expect(validateTour({ rows: 3, cols: 3, path: ring }).ok).toBe(false);
  });

  it('tourToGrid / gridToTour round-trip and formatGrid prints | separated rows', () => {
    const t = { rows: 3, cols: 4, path: Int32Array.from(findAny(3, 4)) };
    const g = tourToGrid(t);
    expect(g).toHaveLength(3);
    expect(g.flat().sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    expect(gridToTour(g).path).toEqual(t.path);
    const text = formatGrid(g);
    const lines = text.split('\n');
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toMatch(/^\|( ?\d+\|){4}$/);
    expect(formatGrid([['k', 'x'], ['o', '0']])).toBe('|k|x|\n|o|0|');
  });
});

describe('bad input (issue 13): refused at the door, naming the argument', () => {
  it('the geometry helpers check their numbers (no NaN squares, no engine errors)', () => {
    expect(() => squareOf(8, 8, 1, 8)).toThrow(/col must be an integer from 0 to 7, got 8/);
    expect(() => coordsOf(8, '8' as never, 3)).toThrow(/cols must be an integer ≥ 1, got "8"/);
    expect(() => isKnightMove(8, 8, 10n as never, 3)).toThrow(TypeError);
    expect(() => neighbours(3, 3, 9)).toThrow(/square square must be an integer from 0 to 8, got 9/);
    expect(() => knightGraph(5, 5, 25)).toThrow(/without must be an integer from -1 to 24, got 25/);
  });

  it('tours and grids: garbage paths, ragged or repeated grids and unprintable cells are refused', () => {
    expect(() => makeTour(5, 5, [1.7, 'x', NaN] as never)).toThrow(/path\[0\] must be an integer from 0 to 24, got 1.7/);
    expect(makeTour(3, 4, [0, 9, 2, 1, 3, 4, 5, 6, 7, 8, 10, 11]).path).toEqual(Int32Array.from([0, 9, 2, 1, 3, 4, 5, 6, 7, 8, 10, 11]));
    expect(() => tourToGrid({ rows: 2, cols: 2, path: [0, 5] } as never)).toThrow(/tour.path\[1\] must be an integer from 0 to 3, got 5/);
    expect(() => gridToTour([])).toThrow(/grid must have at least one row/);
    expect(() => gridToTour([[0, 1], [1, 2]])).toThrow(/step 1 is at grid\[0\]\[1\] and grid\[1\]\[0\]/);
    expect(() => gridToTour([[0, 1], [2]])).toThrow(/grid\[1\] must have 2 cells/);
    expect(() => formatGrid([[{}]] as never)).toThrow(/grid\[0\]\[0\] must be a number or a string/);
    expect(() => formatGrid([['x'.repeat(1e8), 1, 2, 3, 4, 5]])).toThrow(/needs .*GB/);
    expect(() => formatBaseCase({ rows: 1e7, cols: 1e7, cornerless: false, cycle: new Int32Array(0) })).toThrow(/needs .*B/);
  });

  it('startAt needs a valid closed tour', () => {
    expect(() => startAt({ rows: 1, cols: 1 } as never, 0)).toThrow(/tour must be a knight's tour/);
    expect(() => startAt(divideAndConquerTour(5, 5), 3)).toThrow(/tour must be a closed tour/);
  });

  it('searchTours (the engine, exported checked) refuses an off-board start instead of counting 0 tours', () => {
    const o = { order: 'fixed', closed: false, maxNodes: 100_000, seed: 1, countAll: false } as const;
    expect(() => searchTours(5, 5, 25, o)).toThrow(/start square must be an integer from 0 to 24, got 25/);
    expect(() => searchTours(5, 5, 0, null as never)).toThrow(/o must be an object/);
    expect(searchTours(5, 5, 0, o).status).toBe('found');
  });

  it('warnsdorffSteps checks its arguments when created, not at the first next()', () => {
    expect(() => warnsdorffSteps(-1)).toThrow(/rows must be an integer ≥ 1, got -1/);
    expect(() => warnsdorffSteps(5, 5, 0, { tieBreak: 'nope' as never })).toThrow(/tie-break must be one of/);
  });

  it('divide-and-conquer layout helpers refuse sizes and modes they cannot cut (no endless bands)', () => {
    expect(() => splitSide(1.7976931348623157e308, 'any')).toThrow(RangeError);
    expect(() => splitSide(14, 'odd-first')).toThrow(/s must be odd/);
    expect(() => tileLayout(2 ** 31, 5)).toThrow(/rows must be an integer from 5/);
    expect(() => divideAndConquerTour(6, 6, null as never)).toThrow(/options must be an object/);
  });

  it('exported tables cannot be changed', () => {
    for (const table of [CORNERS, ORDERS, TIE_BREAKS, TOUR_KINDS, MOVES, MOVES[0]]) {
      expect(Object.isFrozen(table)).toBe(true);
      expect(() => (table as unknown as unknown[]).push(1)).toThrow(TypeError);
    }
  });
});

/** Small exhaustive search used only as an independent oracle in these tests. */
function findAny(rows: number, cols: number, closed = false): number[] {
  const n = rows * cols;
  for (let s = 0; s < n; s++) {
    const used = new Set([s]);
    const path = [s];
    const dfs = (): boolean => {
      if (path.length === n) return !closed || isKnightMove(rows, cols, path[n - 1], path[0]);
      // Independent of the library's searches: plain recursion, fewest onward moves first (else 5×6 closed takes seconds).
      const onward = (q: number) => neighbours(rows, cols, q).filter((t) => !used.has(t)).length;
      const options = neighbours(rows, cols, path[path.length - 1]).filter((q) => !used.has(q));
      for (const q of options.sort((a, b) => onward(a) - onward(b))) {
        if (used.has(q)) continue;
        used.add(q);
        path.push(q);
        if (dfs()) return true;
        used.delete(q);
        path.pop();
      }
      return false;
    };
    if (dfs()) return path;
  }
  throw new Error('no tour');
}
