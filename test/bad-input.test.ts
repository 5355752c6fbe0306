/**
 * Bad input gets a right answer or a clear refusal naming the argument ("<name> must be <allowed>,
 * got <value>"), never a crash, a hang or a lie. The cases of ./fuzz/bad-input-cases.ts run in a
 * child process (./fuzz/pool) with each case's time limit, so an abort or a hang fails its test
 * instead of killing or stalling the suite; functions are looked up by name in each folder's index
 * when the case runs. The slips a later fuzz found are tested directly, in their own blocks.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { Plot, plot, timeIt, treeSvg } from '../lib/notebook';
import { isPromising } from '../lib/queens';
import { CASES } from './fuzz/bad-input-cases';
import { FuzzPool } from './fuzz/pool';

describe('queens and notebook inputs the fuzz of the public API found slipping through', () => {
  it('isPromising refuses a column beyond every board, naming it and the largest board', () => {
    expect(() => isPromising([1e10])).toThrow(new RangeError('x1 must be an integer from 1 to 50000000 (the largest board, as no n was given), got 10000000000'));
    expect(() => isPromising([3, 9], 8)).toThrow('x2 must be an integer from 1 to 8 (the explicit constraint), got 9');
    expect(isPromising([50_000_000])).toBe(true);
  });

  it("treeSvg draws a status named like an Object member ('constructor') as any other status: a palette colour", () => {
    const svg = treeSvg({ nodes: [{ id: 0, parent: null, label: 'a', status: 'constructor' }, { id: 1, parent: 0, label: 'b', status: '__proto__' }] });
    const fills = [...svg.matchAll(/<circle [^>]*fill="([^"]*)"/g)].map((m) => m[1]);
    expect(fills.length).toBeGreaterThan(0);
    for (const f of fills) expect(f).toMatch(/^#[0-9a-f]{3,6}$/i);
    expect(svg).not.toContain('function');
  });

  it('timeIt summarises 200 000 runs (min and max by a loop: spreading them as arguments overflowed the stack from about 130 000)', () => {
    const t = timeIt(() => 0, { repeat: 200_000, warmup: 0 });
    expect(t.runs).toHaveLength(200_000);
    let min = Infinity;
    for (const x of t.runs) min = Math.min(min, x);
    expect(t.min).toBe(min);
    expect(t.max).toBeGreaterThanOrEqual(t.median);
    expect(() => timeIt(() => 0, { repeat: 1_000_001 })).toThrow('repeat must be an integer from 1 to 1000000, got 1000001');
  });

  it('plot names the mark without data instead of passing on Plot\'s "values is not iterable"', () => {
    expect(() => plot({ marks: [Plot.frame(), Plot.line(null as never)] })).toThrow(/^options\.marks\[1\] must be a mark with data \(Plot\.line\(rows, …\), rows an array or iterable\), got Plot\.line\(null\)/);
    expect(() => plot({ marks: [[Plot.dot(null as never, { x: [1], y: [1] })]] })).toThrow(/^options\.marks\[0\]\[0\] must be a mark with data/);
    // grid marks have null data too, filled by their ticks: they draw
    expect(plot({ marks: [Plot.gridX(), Plot.dot([1, 2], { x: (d: number) => d, y: (d: number) => d })] })).toMatch(/^<svg/);
  });
});

// Two children: the slow cases (time limits of 10–20 s) run side by side.
const pool = new FuzzPool({ size: 2, heapMb: 512 });
afterAll(() => pool.close());

describe('each case of bad-input-cases.ts gets a right answer or a clear refusal, in a child process', () => {
  it.concurrent.each(Object.entries(CASES))('%s', async (name, c) => {
    const { result, ms } = await pool.run({ type: 'case', name }, c.limitMs);
    // 'lie' here means the case failed (its detail says how); hang and abort are seen from outside
    const verdict = result.verdict === 'ok' ? 'ok' : result.verdict === 'lie' ? result.detail : `${result.verdict}: ${result.detail}`;
    expect(verdict, `${c.says}\n(${Math.round(ms)} ms)`).toBe('ok');
  }, 600_000); // the pool enforces each case's own limit; this one also covers waiting for a free child
});

// ---------------------------------------------------------------------------------------------
// lib/knight: the last slips of the public-API fuzz (issue 26, item 8). A separate block, imports
// inside it, so it merges apart from the other folders' cases above.
describe('knight: squares, moves and tours off the board are refused, naming the argument', () => {
  it('squareOf knows the board: a row or column off it is refused, not turned into a square', async () => {
    const { squareOf } = await import('../lib/knight/board');
    expect(squareOf(8, 8, 7, 7)).toBe(63);
    expect(() => squareOf(8, 8, 9, 0)).toThrow('row must be an integer from 0 to 7, got 9');
    expect(() => squareOf(8, 8, 0, 8)).toThrow('col must be an integer from 0 to 7, got 8');
    // the old call shape squareOf(cols, row, col) no longer answers 72: it names the missing col
    expect(() => (squareOf as (...a: number[]) => number)(8, 9, 0)).toThrow(/col must be an integer/);
  });

  it('isKnightMove knows the board: square 64 of an 8×8 board is refused, not called a knight move', async () => {
    const { isKnightMove } = await import('../lib/knight/board');
    expect(isKnightMove(8, 8, 49, 50)).toBe(false);
    expect(isKnightMove(8, 8, 49, 59)).toBe(true);
    expect(() => isKnightMove(8, 8, 64, 49)).toThrow('a must be an integer from 0 to 63, got 64');
    expect(() => isKnightMove(8, 8, 49, -1)).toThrow('b must be an integer from 0 to 63, got -1');
  });

  it('makeTour refuses a path that is not one square per square of the board; validateTour still judges short paths', async () => {
    const { makeTour, validateTour } = await import('../lib/knight/tour');
    expect(() => makeTour(5, 5, [1, 2, 3])).toThrow('path must have 25 squares (one per square of the 5×5 board), got 3');
    const verdict = validateTour({ rows: 5, cols: 5, path: Int32Array.from([1, 2, 3]) });
    expect(verdict.ok).toBe(false);
    expect(verdict.closed).toBe(false);
  });

  it('searchStructuredCycle has a time budget as well as a node budget, reported as status budget', async () => {
    const { searchStructuredCycle } = await import('../lib/knight/base-case-search');
    const r = searchStructuredCycle(5, 9, { cornerless: true, maxMs: 0 });
    expect(r.status).toBe('budget');
    expect(() => searchStructuredCycle(5, 9, { maxMs: Number.NaN })).toThrow(/maxMs/);
  });
});

// ---------------------------------------------------------------------------------------------
// lib/notebook and lib/i18n's verdict words: the fuzz's slips in the functions added with them
// (judgeSpeedups/showSpeedups, correlationText, tourCheckText, contradictionText, formatDuration).
// A separate block, imports inside it, so it merges apart from the other folders' cases above.
describe('verdict words: a verdict that is not one is refused, naming the argument as the caller sees it', () => {
  const row = { n: 10, count: 1, t1: 500, tw: 300, threads: 2, workerTasks: 5, tasks: 10 };

  it('judgeSpeedups names options.cores and rows[i]; showSpeedups and rowVerdictText name v', async () => {
    const { judgeSpeedups, showSpeedups, rowVerdictText } = await import('../lib/notebook');
    expect(() => judgeSpeedups([row], undefined as never)).toThrow('options must be an object { cores, load, minMs? }, got undefined');
    expect(() => judgeSpeedups([row], { load: 0 } as never)).toThrow('options.cores must be an integer ≥ 1, got undefined');
    expect(() => judgeSpeedups([row, undefined as never], { cores: 2, load: 0 })).toThrow(/^rows\[1\] must be an object/);
    expect(() => judgeSpeedups([{ ...row, tw: 0 }], { cores: 2, load: 0 })).toThrow('rows[0].tw must be a finite number > 0, got 0');
    expect(() => showSpeedups([3, 7, 4] as never)).toThrow(/^v must be an object/);
    expect(() => showSpeedups({ ...judgeSpeedups([row], { cores: 2, load: 0 }), rows: undefined } as never)).toThrow('v.rows must be an array, got undefined');
    expect(() => rowVerdictText(undefined as never)).toThrow(/^v must be an object/);
    expect(() => rowVerdictText({ kind: 'fast' } as never)).toThrow(`v.kind must be one of 'no tasks', 'too fast', 'noise', 'readable', got "fast"`);
  });

  it('correlationText names c, names and digits', async () => {
    const { correlation, correlationText } = await import('../lib/notebook');
    const names = { x: 'x', y: 'y' };
    expect(() => correlationText([] as never, names)).toThrow(/^c must be an object/);
    expect(() => correlationText(correlation([1, 1], [1, 2]), undefined as never)).toThrow(/^names must be an object/);
    expect(() => correlationText({ defined: false } as never, names)).toThrow(`c.why must be one of 'too few points', 'constant x', 'constant y', got undefined`);
    expect(() => correlationText(correlation([1, 2], [1, 3]), names, 101)).toThrow('digits must be an integer from 0 to 100, got 101');
  });

  it('tourCheckText names check, contradictionText names clashes[i], formatDuration names seconds', async () => {
    const { tourCheckText, contradictionText, formatDuration } = await import('../lib/notebook');
    expect(() => tourCheckText(undefined as never)).toThrow(/^check must be an object/);
    expect(() => tourCheckText({ ok: false, closed: false } as never)).toThrow(/^check\.problem must be an object/);
    expect(() => contradictionText(-2147483648 as never)).toThrow('clashes must be an array, got -2147483648');
    expect(() => contradictionText([Number.NaN] as never)).toThrow(/^clashes\[0\] must be an object/);
    expect(() => contradictionText([{ digit: 5, unit: 'row', index: 1, cells: [0] }] as never)).toThrow(/^clashes\[0\]\.cells must be two cell indices/);
    expect(() => formatDuration({} as never)).toThrow('seconds.amount must be a number ≥ 0 or Infinity, got undefined');
    expect(() => formatDuration({ amount: 2, unit: 'weeks' } as never)).toThrow(/^seconds\.unit must be one of/);
    expect(() => formatDuration(null as never)).toThrow(/^seconds must be a number of seconds ≥ 0 or a Duration/);
    expect(formatDuration({ amount: 2, unit: 'days' }, 'en')).toBe('2.0 days');
  });
});
