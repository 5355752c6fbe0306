/**
 * Property tests of the presentation layer (issue 34), written like the solvers' own: random and
 * extreme inputs to lib/notebook's pictures, charts, tables, statistics and lib/i18n's wording
 * functions, tried as a careless student and a hostile one would. Each call must
 *
 *   - return markup with no NaN, undefined or Infinity in it and no negative width or height, or
 *     a value the property checks (a correlation, a depth, a sentence without "undefined"), or
 *   - throw the library's refusal: a TypeError/RangeError "<name> must …, got …" (not the engine's
 *     words, not a stack overflow),
 *
 * and take less than a second of CPU. In-process (no child pool): after issue 34 nothing here may hang.
 * The second is the process's CPU time, not the wall clock: on two cores shared by the whole suite a
 * call that needs a tenth of a second can wait longer than a second for a core, which says nothing of it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_TEXT_LENGTH } from '../lib/check';
import { MAX_SPEEDUP_ROWS } from '../lib/notebook/speedup';
import { MAX_BOARD_SQUARES } from '../lib/notebook/board-svg';
import { MAX_TREE_NODES } from '../lib/notebook/tree-svg';
import { DancingLinks } from '../lib/exact-cover';
import { divideAndConquerStructure } from '../lib/knight';
import {
  Plot,
  boardSvg,
  claimMarkup,
  correlation,
  cycleProblemText,
  escapeXml,
  exactCoverProblemText,
  growthChart,
  htmlTable,
  judgeSpeedups,
  levelProfileChart,
  linksSvg,
  matrixSvg,
  median,
  noTourReasonText,
  pentominoProblemText,
  placementProblemText,
  placementSvg,
  attackSvg,
  plot,
  spread,
  sudokuProblemText,
  timeIt,
  tourProblemText,
  treeDepth,
  treeSvg,
  type Growth,
} from '../lib/notebook';
import { RAW_ERROR } from './fuzz/judge';

const LIMIT_MS = 1000;

/** The CPU time this process has used, in ms (every thread: the call's own and its garbage collection). */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** A refusal in the library's format: a TypeError/RangeError whose message names what must be what (or an unknown option). */
function isRefusal(e: unknown): boolean {
  return (e instanceof TypeError || e instanceof RangeError) && !RAW_ERROR.test(e.message) && /\b(must|has no option)\b/.test(e.message);
}

/** Runs `call`: its result (undefined when refused), after checking the refusal's kind and the time taken. */
function attempt<T>(what: string, call: () => T): T | undefined {
  const t0 = cpuMs();
  let result: T | undefined;
  try {
    result = call();
  } catch (e) {
    if (!isRefusal(e)) throw new Error(`${what} threw what is not a refusal: ${e instanceof Error ? `${e.name}: ${e.message.slice(0, 300)}` : String(e)}`);
  }
  const ms = cpuMs() - t0;
  if (ms > LIMIT_MS) throw new Error(`${what} took ${Math.round(ms)} ms of CPU (more than ${LIMIT_MS} ms)`);
  return result;
}

/** Markup a browser can draw: no NaN/undefined/Infinity, no negative size, a width and height where an <svg> opens. */
function expectSaneMarkup(what: string, markup: unknown): void {
  expect(typeof markup, what).toBe('string');
  const text = markup as string;
  expect(text, what).not.toMatch(/NaN|undefined|Infinity/);
  for (const m of text.matchAll(/\b(width|height|r)="([^"]*)"/g)) {
    expect(Number(m[2]), `${what}: ${m[0]}`).toBeGreaterThanOrEqual(0);
  }
  for (const m of text.matchAll(/<svg\b[^>]*>/g)) expect(m[0], what).toMatch(/\bwidth="[\d.]+".*\bheight="[\d.]+"|\bheight="[\d.]+".*\bwidth="[\d.]+"/);
}

// ---------------------------------------------------------------------------------------------
// Values a student types, and a hostile one

const LONG = 'x'.repeat(MAX_TEXT_LENGTH);
const TOO_LONG = '<'.repeat(MAX_TEXT_LENGTH + 1);
const HUGE = '<'.repeat(2_000_000);

const text: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.string({ maxLength: 16 }), weight: 6 },
  { arbitrary: fc.constantFrom('', '<&>"\'', 'a]]>b', LONG, TOO_LONG, HUGE), weight: 3 },
  { arbitrary: fc.constantFrom<unknown>(7, NaN, Infinity, null, undefined, {}, [], true, () => 1, Symbol('s')), weight: 2 },
);

/** A size in px: plausible, or negative, NaN, infinite, a string, an object. */
const size: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.integer({ min: 50, max: 900 }), weight: 5 },
  { arbitrary: fc.constantFrom<unknown>(undefined, -5, -100, 0, 1, 9, 10, 99, 100, 1e4, 1e4 + 1, 1e9, NaN, Infinity, -Infinity, 'tall', '100', null, {}), weight: 4 },
  { arbitrary: fc.double(), weight: 1 },
);

const smallInt = fc.oneof(fc.integer({ min: -2, max: 12 }), fc.constantFrom<unknown>(NaN, 2.5, 1e9, '3', null));

/** Numbers from every corner of the doubles. */
const anyNumber = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 5e-324, -5e-324, 1e-170, 1e160, 1e300, -1e308, Number.MAX_VALUE, Number.EPSILON, 1, -1),
);

/** A label of a picture: a step number, text, or something that is neither. */
const label = fc.oneof({ arbitrary: fc.integer({ min: -5, max: 9999 }), weight: 4 }, { arbitrary: text, weight: 1 });

// ---------------------------------------------------------------------------------------------

describe("issue 34's examples: refused or answered right", () => {
  it('an escaped title is capped (it no longer exhausts the heap); the refusal names it', () => {
    expect(() => boardSvg({ rows: 2, cols: 2, title: '<'.repeat(2e8) })).toThrow(new RangeError(`title must be a string of at most ${MAX_TEXT_LENGTH} characters, got "${'<'.repeat(37)}..."`));
    expectSaneMarkup('boardSvg', boardSvg({ rows: 2, cols: 2, title: '<'.repeat(MAX_TEXT_LENGTH) }));
  });

  it('treeDepth walks a 300 000-node chain listed child first in linear time', () => {
    const n = 300_000;
    const chain = Array.from({ length: n }, (_, i) => ({ id: n - 1 - i, parent: i === n - 1 ? null : n - 2 - i }));
    const t0 = cpuMs();
    expect(treeDepth(chain)).toBe(n - 1);
    // linear: about 0.5 s of CPU, where the quadratic walk took more than 10 s
    expect(cpuMs() - t0).toBeLessThan(3 * LIMIT_MS);
  });

  it('correlation scales before squaring: 1e160 and 1e-170 are as correlated as 1, 2, 3', () => {
    expect(correlation([1e160, 2e160, 3e160], [1, 2, 3]).r).toBeCloseTo(1, 12);
    expect(correlation([1e-170, 2e-170, 3e-170], [1, 2, 3]).r).toBeCloseTo(1, 12);
    expect(correlation([1e-170, 1e-170, 1e-170], [1, 2, 3])).toEqual({ defined: false, why: 'constant x' });
    // the mean of equal values can round off them: constant is decided by comparison
    expect(correlation([0.1, 0.1, 0.1], [1, 2, 3])).toEqual({ defined: false, why: 'constant x' });
  });

  it('min and max by a loop: spread takes long lists without a stack overflow; judgeSpeedups and growthChart take theirs up to their caps and refuse past them', () => {
    const s = spread(timeIt(() => 1, { repeat: 150_000, warmup: 0 }).runs);
    expect(s.min).toBeLessThanOrEqual(s.median);
    expect(s.max).toBeGreaterThanOrEqual(s.median);
    const row = { n: 10, count: 1, t1: 500, tw: 250, threads: 2, workerTasks: 5, tasks: 10 };
    expect(judgeSpeedups(Array.from({ length: MAX_SPEEDUP_ROWS }, () => row), { cores: 2, load: 0 }).best).toBe(2);
    expect(() => judgeSpeedups(Array.from({ length: 200_000 }, () => row), { cores: 2, load: 0 })).toThrow(`rows must hold at most ${MAX_SPEEDUP_ROWS} measured boards, got 200000`);
    const points = Array.from({ length: 200_000 }, (_, i) => ({ n: i + 1, ms: 1, minMs: 1, maxMs: 1, batch: 1, count: 1, fitted: true }));
    expect(() => growthChart([{ label: 'a', points, fit: null, countFit: null, status: 'too few sizes', clock: 'cpu', summary: '' }])).toThrow(/^growths must hold at most 5000 points in all, got 200000/);
  });

  it('at the documented caps: the largest board (every square labelled, filled, on the path) and the longest tree (a chain, the longest labels) are drawn within the limit; one more is refused', () => {
    const side = Math.sqrt(MAX_BOARD_SQUARES);
    const all = Array.from({ length: MAX_BOARD_SQUARES }, (_, i) => i);
    const board = attempt('boardSvg at its cap', () => boardSvg({ rows: side, cols: side, path: all, labels: all.map((i) => i + 1), fills: all.map((i) => (i % 3 ? '#abc' : null)), arrows: true, showCoordinates: true }));
    expectSaneMarkup('boardSvg at its cap', board);
    expect(() => boardSvg({ rows: side + 1, cols: side })).toThrow(new RangeError(`rows × cols must be at most ${MAX_BOARD_SQUARES} squares (250 × 250), got ${side + 1} × ${side} = ${(side + 1) * side}`));
    const chain = Array.from({ length: MAX_TREE_NODES }, (_, i) => ({ id: i, parent: i === 0 ? null : i - 1, label: 'x'.repeat(200), status: `s${i % 7}` }));
    expectSaneMarkup('treeSvg at its cap', attempt('treeSvg at its cap', () => treeSvg({ nodes: chain, showIds: true, legend: true })));
    expect(() => treeSvg({ nodes: [...chain, { id: MAX_TREE_NODES, parent: 0, label: 'one more' }] })).toThrow(`nodes must hold from 1 to ${MAX_TREE_NODES} nodes`);
  });

  it('sizes are checked: a negative width or a word for a height is refused by name', () => {
    expect(() => levelProfileChart([1, 2], { width: -5 })).toThrow('options.width must be a finite number from 100 to 10000, got -5');
    expect(() => levelProfileChart([1, 2], { height: 'tall' as never })).toThrow('options.height must be a finite number from 100 to 10000, got "tall"');
    expect(() => plot({ width: -100, marks: [] })).toThrow('options.width must be a finite number from 10 to 10000, got -100');
    expect(() => plot({ height: 40, marks: [] })).toThrow(/^options\.height must be more than the margins/);
  });

  it("an input object's keys are checked like an options object's: a misspelt secondary is refused", () => {
    expect(() => new DancingLinks({ primary: ['a', 'b'], secundary: ['s'], rows: [['a'], ['b']] } as never)).toThrow(
      'input must be an object with no keys but primary, secondary, rows, lines, got key "secundary"',
    );
    expect(new DancingLinks({ primary: ['a', 'b'], secondary: ['s'], rows: [['a'], ['b']] }).solve().count).toBe(1);
  });

  it('wording functions refuse an unknown kind and a missing field by name', () => {
    expect(() => tourProblemText({ kind: 'teleport' } as never)).toThrow(/^problem\.kind must be one of 'not-a-tour', .*got "teleport"$/);
    expect(() => noTourReasonText({ kind: 'euler' } as never)).toThrow(/^reason\.kind must be one of/);
    expect(() => cycleProblemText({ kind: 'loop' } as never)).toThrow(/^problem\.kind must be one of/);
    expect(() => tourProblemText({ kind: 'repeat' } as never)).toThrow('problem.step must be an integer, got undefined');
    expect(() => sudokuProblemText({ kind: 'cell-count' } as never)).toThrow('problem.cells must be an integer, got undefined');
    expect(tourProblemText({ kind: 'repeat', step: 3, square: 7 })).toBe('step 3: square 7 visited twice');
  });

  it('divideAndConquerStructure enforces its documented cap of 2^24 squares', () => {
    expect(() => divideAndConquerStructure(5000, 5000)).toThrow('rows × cols must be at most 16777216 squares (2^24: the plan records every join), got 5000×5000 = 25000000');
  });
});

describe('property: the pictures draw what they can and refuse the rest', () => {
  it('boardSvg', () => {
    const board = fc.record(
      {
        rows: fc.oneof(fc.integer({ min: 1, max: 12 }), smallInt),
        cols: fc.oneof(fc.integer({ min: 1, max: 12 }), smallInt),
        title: text,
        cellSize: size,
        labels: fc.array(label, { maxLength: 30 }),
        fills: fc.array(fc.oneof(fc.constantFrom('#abc', null, '', 'red'), text), { maxLength: 30 }),
        path: fc.array(fc.oneof(fc.integer({ min: 0, max: 40 }), smallInt), { maxLength: 30 }),
        closed: fc.oneof(fc.boolean(), text),
      },
      { requiredKeys: ['rows', 'cols'] },
    );
    fc.assert(
      fc.property(board, (o) => {
        const svg = attempt('boardSvg', () => boardSvg(o as never));
        if (svg !== undefined) expectSaneMarkup('boardSvg', svg);
      }),
      { numRuns: 300 },
    );
  });

  it('treeSvg and treeDepth', () => {
    const nodes = fc.array(
      fc.record({ id: fc.integer({ min: 0, max: 30 }), parent: fc.oneof(fc.constant(null), fc.integer({ min: -1, max: 30 })), label, status: fc.oneof(fc.constantFrom('dead', 'solution', 'constructor', '__proto__'), text) }, { requiredKeys: ['id', 'parent'] }),
      { minLength: 1, maxLength: 30 },
    );
    fc.assert(
      fc.property(nodes, size, size, text, (ns, width, height, title) => {
        const svg = attempt('treeSvg', () => treeSvg({ nodes: ns, width, height, title } as never));
        if (svg !== undefined) expectSaneMarkup('treeSvg', svg);
        const depth = attempt('treeDepth', () => treeDepth(ns as never));
        if (svg !== undefined) expect(depth).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('treeDepth agrees with a walk up from every node, on trees listed in any order', () => {
    const tree = fc.integer({ min: 1, max: 200 }).chain((n) =>
      fc.tuple(fc.array(fc.nat(), { minLength: n - 1, maxLength: n - 1 }), fc.array(fc.nat(), { minLength: n, maxLength: n })).map(([ps, keys]) => {
        const nodes = Array.from({ length: n }, (_, i) => ({ id: i, parent: i === 0 ? null : ps[i - 1] % i }));
        return nodes.map((x, i) => ({ x, k: keys[i] })).sort((a, b) => a.k - b.k).map((e) => e.x);
      }),
    );
    fc.assert(
      fc.property(tree, (nodes) => {
        const parent = new Map(nodes.map((x) => [x.id, x.parent]));
        let deepest = 0;
        for (const x of nodes) {
          let d = 0;
          for (let at = parent.get(x.id); at !== null && at !== undefined; at = parent.get(at)) d++;
          deepest = Math.max(deepest, d);
        }
        expect(treeDepth(nodes)).toBe(deepest);
      }),
      { numRuns: 200 },
    );
  });

  it('matrixSvg, placementSvg and linksSvg', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 8 }),
        fc.array(fc.array(fc.oneof(fc.integer({ min: 0, max: 9 }), smallInt), { maxLength: 4 }), { maxLength: 9 }),
        fc.record({ cell: size, title: text, rowLabels: fc.array(text, { maxLength: 9 }), colColors: fc.array(text, { maxLength: 9 }) }, { requiredKeys: [] }),
        (rows, cols, ones, opts) => {
          const svg = attempt('matrixSvg', () => matrixSvg({ rows, cols, ones, ...opts } as never));
          if (svg !== undefined) expectSaneMarkup('matrixSvg', svg);
        },
      ),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 1, max: 8 }), smallInt), { maxLength: 9 }), fc.record({ n: smallInt, title: text }, { requiredKeys: [] }), (v, opts) => {
        const svg = attempt('placementSvg', () => placementSvg(v as never, opts as never));
        if (svg !== undefined) expectSaneMarkup('placementSvg', svg);
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(smallInt, fc.array(fc.oneof(fc.integer({ min: 1, max: 8 }), smallInt), { maxLength: 3 }),
        fc.array(fc.record({ row: fc.oneof(fc.integer({ min: 1, max: 8 }), smallInt), col: fc.oneof(fc.integer({ min: 1, max: 8 }), smallInt), line: text }), { maxLength: 6 }),
        fc.record({ title: text }, { requiredKeys: [] }), (n, queen, attacked, opts) => {
          const svg = attempt('attackSvg', () => attackSvg(n as never, queen as never, attacked as never, opts as never));
          if (svg !== undefined) expectSaneMarkup('attackSvg', svg);
        }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.array(text, { maxLength: 4 }), smallInt, text, (names, rows, title) => {
        const snapshot = { columns: names.map((name, c) => ({ name, active: c % 2 === 0, size: 0, down: c + 1 })), nodes: [] };
        const svg = attempt('linksSvg', () => linksSvg(snapshot as never, rows as never, title as never));
        if (svg !== undefined) expectSaneMarkup('linksSvg', svg);
      }),
      { numRuns: 200 },
    );
  });
});

describe('property: the charts and tables', () => {
  it('plot and levelProfileChart refuse sizes they cannot draw', () => {
    fc.assert(
      fc.property(size, size, fc.option(size, { nil: undefined }), text, (width, height, marginLeft, title) => {
        const bars = plot as (o: object) => string;
        const svg = attempt('plot', () => bars({ width, height, marginLeft, title, marks: [Plot.barY([3, 1, 2], { x: (_: number, i: number) => i, y: (d: number) => d })] }));
        if (svg !== undefined) expectSaneMarkup('plot', svg);
      }),
      { numRuns: 60 },
    );
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 0, max: 1e6 }), smallInt), { maxLength: 12 }), size, size, text, (profile, width, height, title) => {
        const svg = attempt('levelProfileChart', () => levelProfileChart(profile as never, { width, height, title } as never));
        if (svg !== undefined) expectSaneMarkup('levelProfileChart', svg);
      }),
      { numRuns: 60 },
    );
  });

  it('growthChart refuses a time no clock can measure (found by this property: subnormal times broke the log axis)', () => {
    const g = { label: 'a', points: [{ n: 1, ms: 1e-323, count: null, minMs: 0, maxMs: 0, batch: 1, fitted: false }], fit: null, countFit: null, status: 'too few sizes', clock: 'cpu', summary: '' } as unknown as Growth;
    expect(() => growthChart([g])).toThrow(/^growths\[0\]\.points\[0\]\.ms must be 0 or at least 1e-12 ms, got 1e-323$/);
  });

  it('growthChart', () => {
    const point = fc.record({ n: fc.oneof(fc.integer({ min: 1, max: 1e6 }), anyNumber), ms: fc.oneof(fc.double({ min: 0, max: 1e4, noNaN: true }), anyNumber), count: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 1e9 })) });
    const growth = fc.record({ label: text, points: fc.array(point, { minLength: 1, maxLength: 8 }), method: fc.option(text, { nil: undefined }) }).map(
      (g) => ({ ...g, points: g.points.map((p) => ({ ...p, minMs: 0, maxMs: 0, batch: 1, fitted: false })), fit: null, countFit: null, status: 'too few sizes', clock: 'cpu', summary: '' }) as Growth,
    );
    fc.assert(
      fc.property(fc.array(growth, { minLength: 1, maxLength: 3 }), size, fc.option(text, { nil: undefined }), (growths, width, counterLabel) => {
        const html = attempt('growthChart', () => growthChart(growths, { width, counterLabel } as never));
        if (html !== undefined) expectSaneMarkup('growthChart', html);
      }),
      { numRuns: 40 },
    );
  });

  it('htmlTable and claimMarkup escape what they may and refuse what they cannot write', () => {
    const cell = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), text);
    fc.assert(
      fc.property(fc.array(text, { minLength: 1, maxLength: 3 }), fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { maxLength: 4 }), text, (header, rows, caption) => {
        const cols = header.length;
        const html = attempt('htmlTable', () => htmlTable(header as never, rows.map((r) => r.slice(0, cols)) as never, { caption } as never));
        if (html !== undefined) {
          expect(html).not.toMatch(/<(?!\/?(table|caption|thead|tbody|tr|th|td)\b)/);
          expect(html.length).toBeLessThan(20 * (cols + 1) * (rows.length + 2) * MAX_TEXT_LENGTH);
        }
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.constantFrom('✓', '✗', '⚠', '?'), text, text, fc.option(text, { nil: undefined }), (mark, statement, evidence, lookFor) => {
        const html = attempt('claimMarkup', () => claimMarkup(mark as never, statement as never, evidence as never, lookFor as never));
        if (html !== undefined) expect(html).not.toContain('<<');
      }),
      { numRuns: 200 },
    );
    expect(() => escapeXml(HUGE)).toThrow(/^text must be a string of at most 1000000 characters/);
  });
});

describe('property: the statistics are right at every scale', () => {
  it('correlation does not change when a series is scaled by 10^k, for k from -300 to 300', () => {
    const series = fc.array(fc.integer({ min: -1000, max: 1000 }), { minLength: 2, maxLength: 40 });
    fc.assert(
      fc.property(series, series, fc.integer({ min: -300, max: 300 }), (xs, ys0, k) => {
        const ys = ys0.concat(new Array(Math.max(0, xs.length - ys0.length)).fill(7)).slice(0, xs.length);
        const plain = correlation(xs, ys);
        const scaled = attempt('correlation', () => correlation(xs.map((x) => x * 10 ** k), ys));
        expect(scaled?.defined).toBe(plain.defined);
        if (plain.defined && scaled?.r !== undefined) expect(Math.abs(scaled.r - plain.r!)).toBeLessThan(1e-9);
        else if (!plain.defined) expect(scaled?.why).toBe(plain.why);
      }),
      { numRuns: 400 },
    );
  });

  it('correlation, spread and median take any list: a number in range, or a refusal', () => {
    const list = fc.oneof(fc.array(anyNumber, { maxLength: 20 }), fc.array(fc.oneof(anyNumber, fc.constantFrom<unknown>(NaN, Infinity, '1', null)), { maxLength: 5 }));
    fc.assert(
      fc.property(list, list, (xs, ys) => {
        const c = attempt('correlation', () => correlation(xs as never, ys as never));
        if (c?.defined) expect(Math.abs(c.r!)).toBeLessThanOrEqual(1);
        const s = attempt('spread', () => spread(xs as never));
        if (s) {
          expect(s.min).toBeLessThanOrEqual(s.median);
          expect(s.median).toBeLessThanOrEqual(s.max);
          expect(s.ratio).toBeGreaterThanOrEqual(1);
        }
        const m = attempt('median', () => median(xs as never));
        if (m !== undefined) expect(Number.isFinite(m)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });
});

describe('property: the verdicts in words', () => {
  const KINDS = ['repeat', 'not-a-move', 'off-board', 'length', 'bad-size', 'not-a-tour', 'path-type', 'odd-squares', 'schwenk', 'conrad', 'missing-corners', 'corner-visited',
    'cell-count', 'character', 'not-digit', 'given-changed', 'not-a-row', 'row-twice', 'bad-column', 'covered-twice', 'uncovered', 'board-size', 'ragged', 'not-a-letter', 'piece-size',
    'wrong-shape', 'not-vector', 'too-many-rows', 'outside', 'incomplete', 'conflict', 'constructor', 'toString', ''];
  const FIELDS = ['step', 'square', 'squares', 'from', 'to', 'length', 'rows', 'cols', 'value', 'count', 'expected', 'cells', 'got', 'position', 'cell', 'order', 'given', 'row', 'column', 'columns', 'col', 'piece', 'max', 'n', 'placed'];
  const verdict = fc.tuple(fc.oneof(fc.constantFrom(...KINDS), text), fc.dictionary(fc.constantFrom(...FIELDS), fc.oneof(fc.integer({ min: 0, max: 80 }), fc.constantFrom('x', '"7"'), text), { maxKeys: 6 })).map(([kind, fields]) => ({ kind, ...fields }));
  const WORDERS = { tourProblemText, noTourReasonText, cycleProblemText, sudokuProblemText, exactCoverProblemText, pentominoProblemText, placementProblemText };

  it('each wording function gives a sentence without "undefined" or refuses, naming the kind or the field', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(WORDERS)), verdict, fc.constantFrom('en', 'es'), (name, v, lang) => {
        const word = WORDERS[name as keyof typeof WORDERS] as (v: unknown, lang: string) => string;
        const sentence = attempt(name, () => word(v, lang));
        if (sentence !== undefined) {
          expect(typeof sentence, name).toBe('string');
          expect(sentence, `${name}(${JSON.stringify(v)})`).not.toMatch(/undefined|NaN|\[object/);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
