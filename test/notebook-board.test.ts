import { describe, expect, it } from 'vitest';
import { parseSvg } from './helpers/svg';
import { boardSvg, defaultCellSize, stepLabels } from '../lib/notebook';


const num = (el: Element, name: string): number => Number(el.getAttribute(name));

/** An open knight's tour of 5×5 from the corner (checked below as a sequence of knight moves). */
const TOUR_5 = [0, 7, 4, 13, 24, 17, 20, 11, 2, 5, 16, 23, 14, 3, 6, 15, 22, 19, 8, 1, 10, 21, 18, 9, 12];

describe('boardSvg', () => {
  it('fixture is a knight path visiting every square once', () => {
    expect(new Set(TOUR_5).size).toBe(25);
    for (let k = 1; k < TOUR_5.length; k++) {
      const [a, b] = [TOUR_5[k - 1], TOUR_5[k]];
      const dr = Math.abs(Math.floor(a / 5) - Math.floor(b / 5));
      const dc = Math.abs((a % 5) - (b % 5));
      expect(dr * dc).toBe(2);
    }
  });

  it('boardSvg({rows, cols}) draws a well-formed checkered grid for 3×3 up to 60×60', () => {
    for (const [rows, cols] of [[3, 3], [3, 4], [8, 8], [12, 5], [60, 60]]) {
      const doc = parseSvg(boardSvg({ rows, cols }));
      const dark = doc.querySelector('path.dark-squares')!;
      // One closed sub-path per dark square: (r + c) odd.
      expect(dark.getAttribute('d')!.split('z').length - 1).toBe(Math.floor((rows * cols) / 2));
      expect(num(doc.documentElement, 'width')).toBeLessThan(700);
    }
  });

  it('checkered: false leaves out the dark squares', () => {
    const doc = parseSvg(boardSvg({ rows: 4, cols: 4, checkered: false }));
    expect(doc.querySelectorAll('path.dark-squares').length).toBe(0);
  });

  it('labels are one centred text per square, in square order', () => {
    const labels = Array.from({ length: 64 }, (_, i) => i + 1);
    const cell = 40;
    const doc = parseSvg(boardSvg({ rows: 8, cols: 8, labels, cellSize: cell, showCoordinates: false }));
    const texts = [...doc.querySelectorAll('g.labels text')];
    expect(texts.map((t) => t.textContent)).toEqual(labels.map(String));
    expect(doc.querySelector('g.labels')!.getAttribute('text-anchor')).toBe('middle');
    // Centres of neighbouring squares are one cell apart; square 0 sits half a cell inside the frame.
    const frame = doc.querySelector('rect')!;
    expect(num(texts[0], 'x') - num(frame, 'x')).toBeCloseTo(cell / 2);
    expect(num(texts[1], 'x') - num(texts[0], 'x')).toBeCloseTo(cell);
    expect(num(texts[8], 'y') - num(texts[0], 'y')).toBeCloseTo(cell);
    expect(texts[0].getAttribute('dy')).toBe('0.35em');
  });

  it('null, undefined and empty labels leave the square blank', () => {
    const doc = parseSvg(boardSvg({ rows: 3, cols: 3, labels: ['a', null, undefined, '', 'b'] }));
    expect([...doc.querySelectorAll('g.labels text')].map((t) => t.textContent)).toEqual(['a', 'b']);
  });

  it('labels too small to read are hidden automatically on big boards', () => {
    const labels = Array.from({ length: 3600 }, (_, i) => i + 1);
    const svg = boardSvg({ rows: 60, cols: 60, labels });
    expect(defaultCellSize(60, 60)).toBeLessThan(10);
    expect(parseSvg(svg).querySelectorAll('g.labels').length).toBe(0);
    // The same labels are drawn when the squares are big enough.
    expect(parseSvg(boardSvg({ rows: 60, cols: 60, labels, cellSize: 30 })).querySelectorAll('g.labels text').length).toBe(3600);
  });

  it('path is one polyline through the square centres with an arrow per move', () => {
    const doc = parseSvg(boardSvg({ rows: 5, cols: 5, path: TOUR_5, cellSize: 40 }));
    const points = doc.querySelector('polyline.path')!.getAttribute('points')!.trim().split(/\s+/);
    expect(points.length).toBe(25);
    const arrows = doc.querySelectorAll('g.arrows path');
    expect(arrows.length).toBe(24);
    const marker = doc.querySelector('marker')!;
    expect(doc.querySelector('g.arrows')!.getAttribute('marker-end')).toBe(`url(#${marker.getAttribute('id')})`);
    // Each arrow stub lies on the segment between consecutive centres and points the same way.
    const centre = (p: string): number[] => p.split(',').map(Number);
    arrows.forEach((a, k) => {
      const [x1, y1, x2, y2] = a.getAttribute('d')!.replace(/[ML]/g, ' ').trim().split(/\s+/).map(Number);
      const [ax, ay] = centre(points[k]);
      const [bx, by] = centre(points[k + 1]);
      expect(Math.sign(x2 - x1)).toBe(Math.sign(bx - ax));
      expect(Math.sign(y2 - y1)).toBe(Math.sign(by - ay));
      expect((x1 + x2) / 2).toBeCloseTo((ax + bx) / 2, 0);
    });
  });

  it('closed joins the last square to the first', () => {
    const path = [0, 5, 10, 1];
    const open = parseSvg(boardSvg({ rows: 3, cols: 4, path }));
    const closed = parseSvg(boardSvg({ rows: 3, cols: 4, path, closed: true }));
    const pts = (d: Document): string[] => d.querySelector('polyline.path')!.getAttribute('points')!.split(' ');
    expect(pts(open).length).toBe(4);
    expect(pts(closed).length).toBe(5);
    expect(pts(closed)[4]).toBe(pts(closed)[0]);
    expect(closed.querySelectorAll('g.arrows path').length).toBe(4);
  });

  it('start is circled and end is boxed at the first and last squares', () => {
    const cell = 30;
    const doc = parseSvg(boardSvg({ rows: 5, cols: 5, path: TOUR_5, cellSize: cell }));
    const pts = doc.querySelector('polyline.path')!.getAttribute('points')!.split(' ').map((p) => p.split(',').map(Number));
    const start = doc.querySelector('circle.start')!;
    expect([num(start, 'cx'), num(start, 'cy')]).toEqual(pts[0]);
    const end = doc.querySelector('rect.end')!;
    expect(num(end, 'x') + num(end, 'width') / 2).toBeCloseTo(pts[24][0]);
    expect(num(end, 'y') + num(end, 'height') / 2).toBeCloseTo(pts[24][1]);
  });

  it('arrows are left out on small squares, the polyline stays', () => {
    const path = Array.from({ length: 3600 }, (_, i) => i);
    const doc = parseSvg(boardSvg({ rows: 60, cols: 60, path }));
    expect(doc.querySelectorAll('g.arrows').length).toBe(0);
    expect(doc.querySelector('polyline.path')!.getAttribute('points')!.split(' ').length).toBe(3600);
  });

  it('segments are drawn as extra lines, dashed and coloured on request', () => {
    const doc = parseSvg(
      boardSvg({ rows: 8, cols: 8, segments: [{ from: 0, to: 17, dash: true }, { from: 20, to: 35, color: '#00ff00', width: 5 }] }),
    );
    const lines = doc.querySelectorAll('g.segments line');
    expect(lines.length).toBe(2);
    expect(lines[0].getAttribute('stroke-dasharray')).not.toBeNull();
    expect(lines[1].getAttribute('stroke-dasharray')).toBeNull();
    expect(lines[1].getAttribute('stroke')).toBe('#00ff00');
    expect(lines[1].getAttribute('stroke-width')).toBe('5');
  });

  it('fills colour exactly the given squares', () => {
    const fills: (string | null)[] = Array(9).fill(null);
    fills[4] = '#ff0000';
    fills[8] = 'gold';
    const doc = parseSvg(boardSvg({ rows: 3, cols: 3, fills, cellSize: 20, showCoordinates: false }));
    const rects = [...doc.querySelectorAll('g.fills rect')];
    expect(rects.map((r) => r.getAttribute('fill'))).toEqual(['#ff0000', 'gold']);
    expect(num(rects[1], 'x') - num(rects[0], 'x')).toBe(20);
  });

  it('coordinates number the rows and columns from 0', () => {
    const doc = parseSvg(boardSvg({ rows: 3, cols: 5, showCoordinates: true }));
    expect([...doc.querySelectorAll('g.coordinates text')].map((t) => t.textContent)).toEqual(
      ['0', '1', '2', '3', '4', '0', '1', '2'],
    );
  });

  it('coordinates count from 1 when the text counts from 1 (firstCoordinate: 1), and refuse another start', () => {
    const doc = parseSvg(boardSvg({ rows: 3, cols: 5, showCoordinates: true, firstCoordinate: 1 }));
    expect([...doc.querySelectorAll('g.coordinates text')].map((t) => t.textContent)).toEqual(
      ['1', '2', '3', '4', '5', '1', '2', '3'],
    );
    expect(() => boardSvg({ rows: 3, cols: 3, firstCoordinate: 2 as 1 })).toThrow(/firstCoordinate must be an integer from 0 to 1, got 2/);
  });

  it('title and labels are escaped', () => {
    const svg = boardSvg({ rows: 3, cols: 3, title: 'a < b & "c"', labels: ['<x>'] });
    const doc = parseSvg(svg);
    expect(doc.querySelector('title')!.textContent).toBe('a < b & "c"');
    expect(doc.querySelector('g.labels text')!.textContent).toBe('<x>');
  });

  it('is deterministic', () => {
    const opts = { rows: 5, cols: 5, path: TOUR_5, labels: TOUR_5, title: 't' };
    expect(boardSvg(opts)).toBe(boardSvg(opts));
  });

  it('accepts typed arrays for the path', () => {
    const doc = parseSvg(boardSvg({ rows: 5, cols: 5, path: Int32Array.from(TOUR_5) }));
    expect(doc.querySelector('polyline.path')!.getAttribute('points')!.split(' ').length).toBe(25);
  });

  it('keeps a 60×60 board with a full path and labels to a sane size', () => {
    const path = Array.from({ length: 3600 }, (_, i) => i);
    const svg = boardSvg({ rows: 60, cols: 60, path, labels: path, cellSize: 14 });
    parseSvg(svg);
    expect(svg.length).toBeLessThan(1_000_000);
  });

  it('rejects bad sizes, squares and labels with a RangeError naming the value', () => {
    expect(() => boardSvg({ rows: 0, cols: 3 })).toThrow('rows must be an integer from 1 to 1000, got 0');
    expect(() => boardSvg({ rows: 3, cols: 2.5 })).toThrow(RangeError);
    expect(() => boardSvg({ rows: 3, cols: 3, path: [0, 9] })).toThrow('path[1] must be an integer from 0 to 8, got 9');
    expect(() => boardSvg({ rows: 3, cols: 3, path: [0.5] })).toThrow(RangeError);
    expect(() => boardSvg({ rows: 3, cols: 3, labels: Array(10).fill(1) })).toThrow('labels must have at most 9 entries (one per square), got 10');
    expect(() => boardSvg({ rows: 3, cols: 3, segments: [{ from: -1, to: 2 }] })).toThrow('segments[0][0] must be an integer from 0 to 8, got -1');
    expect(() => boardSvg({ rows: 3, cols: 3, cellSize: 0 })).toThrow('cellSize must be a finite number from 2 to 400, got 0');
  });

  it('stepLabels numbers the squares of a path in visiting order', () => {
    const labels = stepLabels(TOUR_5, 25);
    TOUR_5.forEach((square, k) => expect(labels[square]).toBe(k + 1));
    expect(stepLabels([2, 0], 4, 0)).toEqual([1, null, 0, null]);
    expect(() => stepLabels([4], 4)).toThrow('path[0] must be an integer from 0 to 3, got 4');
  });
});

describe('boardSvg titles', () => {
  it('widens the picture for a title longer than the board, so the title is not clipped', () => {
    const title = 'Degree of every square on 8×8 (moves that stay on the board)';
    const doc = parseSvg(boardSvg({ rows: 8, cols: 8, cellSize: 20, title }));
    const width = Number(doc.documentElement.getAttribute('width'));
    expect(width).toBeGreaterThanOrEqual(title.length * 15 * 0.6);
    const board = parseSvg(boardSvg({ rows: 8, cols: 8, cellSize: 20 }));
    expect(Number(board.documentElement.getAttribute('width'))).toBeLessThan(width);
  });
});
