// The handout's Fig. 1 (a queen's lines of attack): the squares lib/queens lists, and the picture drawn from them.
import { describe, expect, it } from 'vitest';
import { queenAttacks, conflicts } from '../lib/queens';
import { attackSvg } from '../lib/notebook';
import { STATE } from '../lib/notebook/palette';

describe('queenAttacks', () => {
  it('lists exactly the squares on the queen\'s row, column and diagonals (i − j = k − l or i + j = k + l), each with its line', () => {
    for (let n = 1; n <= 7; n++) {
      for (let row = 1; row <= n; row++) {
        for (let col = 1; col <= n; col++) {
          const listed = new Map(queenAttacks(n, row, col).map((a) => [`${a.row},${a.col}`, a.line]));
          for (let r = 1; r <= n; r++) {
            for (let c = 1; c <= n; c++) {
              const line = r === row && c === col ? undefined : r === row ? 'row' : c === col ? 'column'
                : r - c === row - col ? 'diagonal' : r + c === row + col ? 'antiDiagonal' : undefined;
              expect(listed.get(`${r},${c}`), `n = ${n}, queen (${row}, ${col}), square (${r}, ${c})`).toBe(line);
            }
          }
        }
      }
    }
  });

  it('agrees with conflicts(): a queen in row 1 attacks a square of row 2 exactly when the two-queen vector has a conflict', () => {
    for (let a = 1; a <= 8; a++) {
      const attacked = new Set(queenAttacks(8, 1, a).filter((s) => s.row === 2).map((s) => s.col));
      for (let b = 1; b <= 8; b++) expect(attacked.has(b), `(${a}, ${b})`).toBe(conflicts([a, b], 8).length > 0);
    }
  });

  it('counts 21 squares from a corner of 8×8 and 27 from a centre square, sorted by row then column', () => {
    expect(queenAttacks(8, 1, 1)).toHaveLength(21);
    const centre = queenAttacks(8, 4, 5);
    expect(centre).toHaveLength(27);
    expect(centre.map((s) => s.row * 100 + s.col)).toEqual([...centre.map((s) => s.row * 100 + s.col)].sort((x, y) => x - y));
    expect(queenAttacks(1, 1, 1)).toEqual([]);
  });

  it('refuses a square off the board or a bad board, naming the value and the range', () => {
    expect(() => queenAttacks(8, 9, 1)).toThrow(/row must be an integer from 1 to 8, got 9/);
    expect(() => queenAttacks(8, 1, 0)).toThrow(/col must be an integer from 1 to 8, got 0/);
    expect(() => queenAttacks(0, 1, 1)).toThrow(/n must be an integer from 1/);
    expect(() => queenAttacks(2.5, 1, 1)).toThrow(/n must be an integer/);
  });
});

describe('attackSvg', () => {
  it('draws the queen, one light-red square per attacked square and one line per ray (dashed for the diagonals)', () => {
    const attacked = queenAttacks(8, 4, 5);
    const svg = attackSvg(8, [4, 5], attacked, { title: 'Fig. 1' });
    expect((svg.match(/♛/g) ?? []).length).toBe(1);
    expect(svg).toContain('Fig. 1');
    expect(svg.split(STATE.deadEndLight).length - 1).toBe(attacked.length);
    // Eight rays from (4, 5) on 8×8, four of them diagonal.
    expect((svg.match(/stroke-dasharray/g) ?? []).length).toBe(4);
    // A ray of one square has no line: on 2×2 the corner queen's three rays are one square each.
    const tiny = attackSvg(2, [1, 1], queenAttacks(2, 1, 1));
    expect(tiny.split(STATE.deadEndLight).length - 1).toBe(3);
    expect(tiny).not.toContain(STATE.deadEnd + '"');
  });

  it('refuses a queen off the board, a square off the queen\'s lines and a malformed square', () => {
    expect(() => attackSvg(8, [9, 1], [])).toThrow(/queen\[0\] \(row\) must be an integer from 1 to 8, got 9/);
    expect(() => attackSvg(8, [1], [])).toThrow(/queen must be a pair/);
    expect(() => attackSvg(8, [1, 1], [{ row: 2, col: 3, line: 'row' }])).toThrow(/attacked\[0\] must be a square on a line of the queen at \(1, 1\), got \(2, 3\)/);
    expect(() => attackSvg(8, [1, 1], [{ row: 1, col: 9, line: 'row' }])).toThrow(/attacked\[0\]\.col must be an integer from 1 to 8, got 9/);
  });
});
