import { describe, expect, it } from 'vitest';
import { parseSvg } from './helpers/svg';
import { matrixSvg, defaultMatrixCell } from '../lib/notebook';


/** Rectangles (closed sub-paths) in the 1s paths, as [x, y, w, h]. */
function oneRects(doc: Document): number[][] {
  const rects: number[][] = [];
  for (const p of doc.querySelectorAll('g.ones path')) {
    for (const m of p.getAttribute('d')!.matchAll(/M([\d.]+) ([\d.]+)h([\d.]+)v([\d.]+)h-[\d.]+z/g)) {
      rects.push([Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4])]);
    }
  }
  return rects;
}

/** Knuth's example from "Dancing Links": columns A–G, six rows, unique cover {r1, r4, r5}. */
const KNUTH = [[2, 4, 5], [0, 3, 6], [1, 2, 5], [0, 3], [1, 6], [3, 4, 6]];

/** Sudoku's 729×324 exact-cover matrix: row (digit, r, c) covers cell, row–digit, column–digit, box–digit. */
function sudokuOnes(): number[][] {
  const ones: number[][] = [];
  for (let d = 0; d < 9; d++) {
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        const box = Math.floor(r / 3) * 3 + Math.floor(c / 3);
        ones.push([r * 9 + c, 81 + r * 9 + d, 162 + c * 9 + d, 243 + box * 9 + d]);
      }
    }
  }
  return ones;
}

describe('matrixSvg', () => {
  it("draws one cell per 1 for Knuth's 6×7 example, in the right row and column", () => {
    const cell = 20;
    const doc = parseSvg(matrixSvg({ rows: 6, cols: 7, ones: KNUTH, cell }));
    const rects = oneRects(doc);
    expect(rects.length).toBe(16);
    const frame = doc.querySelector('rect')!;
    const x0 = Number(frame.getAttribute('x'));
    const y0 = Number(frame.getAttribute('y'));
    const cells = rects.map(([x, y]) => `${Math.floor((y - y0) / cell)}:${Math.floor((x - x0) / cell)}`).sort();
    const expected = KNUTH.flatMap((cols, r) => cols.map((c) => `${r}:${c}`)).sort();
    expect(cells).toEqual(expected);
  });

  it('row and column labels are shown on big cells', () => {
    const doc = parseSvg(
      matrixSvg({ rows: 6, cols: 7, ones: KNUTH, colLabels: [...'ABCDEFG'], rowLabels: ['1', '2', '3', '4', '5', '6'] }),
    );
    const names = [...doc.querySelectorAll('g.names text')].map((t) => t.textContent);
    expect(names).toEqual(['1', '2', '3', '4', '5', '6', ...'ABCDEFG']);
  });

  it('rowColors colour a row and its 1s; colColors tint columns', () => {
    const rowColors = [null, null, null, '#e76f51', null, null];
    const colColors = ['#999999', null, null, null, null, null, null];
    const doc = parseSvg(matrixSvg({ rows: 6, cols: 7, ones: KNUTH, rowColors, colColors, cell: 16 }));
    const paths = [...doc.querySelectorAll('g.ones path')];
    const byColor = new Map(paths.map((p) => [p.getAttribute('fill'), p.getAttribute('d')!.split('z').length - 1]));
    expect(byColor.get('#e76f51')).toBe(2); // row 4 = {A, D}: the row colour wins over column A's grey
    expect(byColor.get('#999999')).toBe(1); // row 2's 1 in column A
    const tints = [...doc.querySelectorAll('g.tints rect')].map((r) => r.getAttribute('fill'));
    expect(tints).toEqual(['#999999', '#e76f51']);
  });

  it('draws Sudoku’s 729×324 matrix at a sane size with one path per row group', () => {
    const rowGroups = Array.from({ length: 9 }, (_, d) => ({ label: `digit ${d + 1}`, size: 81 }));
    const colGroups = ['cell', 'row–digit', 'col–digit', 'box–digit'].map((label) => ({ label, size: 81 }));
    const svg = matrixSvg({ rows: 729, cols: 324, ones: sudokuOnes(), rowGroups, colGroups, title: 'Sudoku' });
    const doc = parseSvg(svg);
    expect(svg.length).toBeLessThan(150_000);
    const w = Number(doc.documentElement.getAttribute('width'));
    const h = Number(doc.documentElement.getAttribute('height'));
    expect(w).toBeLessThan(900);
    expect(h).toBeLessThan(1600);
    expect(h).toBeGreaterThan(729); // at least 1 px per row
    expect(doc.querySelectorAll('g.ones path').length).toBe(9);
    expect(oneRects(doc).length).toBe(2916);
    // Separators between groups: 8 horizontal + 3 vertical.
    expect(doc.querySelector('path.group-separators')!.getAttribute('d')!.split('M').length - 1).toBe(11);
    const labels = [...doc.querySelectorAll('g.group-labels text')].map((t) => t.textContent);
    expect(labels).toEqual([...rowGroups.map((g) => g.label), ...colGroups.map((g) => g.label)]);
  });

  it('small cells merge neighbouring 1s of a row into one rectangle', () => {
    const doc = parseSvg(matrixSvg({ rows: 2, cols: 8, ones: [[0, 1, 2, 5], [7]], cell: 2 }));
    const widths = oneRects(doc).map((r) => r[2]);
    expect(widths).toEqual([6, 2, 2]);
  });

  it('group labels that do not fit are left out', () => {
    const rowGroups = Array.from({ length: 81 }, (_, i) => ({ label: `cell ${i}`, size: 9 }));
    const doc = parseSvg(matrixSvg({ rows: 729, cols: 324, ones: sudokuOnes(), rowGroups, cell: 1 }));
    expect(doc.querySelectorAll('g.group-labels').length).toBe(0);
  });

  it('default cell size shrinks with the matrix but stays at least 1 px', () => {
    expect(defaultMatrixCell(6, 7)).toBe(24);
    expect(defaultMatrixCell(729, 324)).toBe(2);
    expect(defaultMatrixCell(5000, 5000)).toBe(1);
  });

  it('is deterministic', () => {
    const opts = { rows: 6, cols: 7, ones: KNUTH, title: 'x' };
    expect(matrixSvg(opts)).toBe(matrixSvg(opts));
  });

  it('rejects inconsistent input with a RangeError naming the value', () => {
    expect(() => matrixSvg({ rows: 5, cols: 7, ones: KNUTH })).toThrow('ones must have one entry per row (5), got 6');
    expect(() => matrixSvg({ rows: 2, cols: 3, ones: [[0], [3]] })).toThrow('ones[1][0] must be an integer from 0 to 2, got 3');
    expect(() => matrixSvg({ rows: 2, cols: 3, ones: [[0], [1]], rowGroups: [{ label: 'a', size: 1 }] })).toThrow(
      'rowGroups sizes must add up to 2, got 1',
    );
    expect(() => matrixSvg({ rows: 0, cols: 3, ones: [] })).toThrow('rows must be an integer from 1 to 100000, got 0');
    expect(() => matrixSvg({ rows: 1, cols: 3, ones: [[0]], cell: 0 })).toThrow('cell must be a finite number from 0.5 to 100, got 0');
  });
});
