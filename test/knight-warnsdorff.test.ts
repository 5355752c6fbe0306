import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIE_BREAKS, degreeMap, validateTour, warnsdorffSteps, warnsdorffTour } from '../lib/knight';
import { squirrelSchedule, squirrelSwitchSquare } from '../lib/knight/squirrel-cull';
import { tieRule, warnsdorffChoice, type WarnsdorffOptions } from '../lib/knight/warnsdorff';

/** The readable rule's run: the path of warnsdorffSteps' chosen squares and its tied choices. */
function readableRun(rows: number, cols: number, start: number, options: WarnsdorffOptions = {}): { path: Int32Array; ties: number } {
  const path = [start];
  let ties = 0;
  for (const step of warnsdorffSteps(rows, cols, start, options)) {
    if (step.chosen < 0) break;
    path.push(step.chosen);
    if (step.tie) ties++;
  }
  return { path: Int32Array.from(path), ties };
}

/** Fails naming the board when warnsdorffTour's fast pass and the readable rule choose differently. */
function expectSameChoices(rows: number, cols: number, start: number, options: WarnsdorffOptions): void {
  const fast = warnsdorffTour(rows, cols, start, options);
  const readable = readableRun(rows, cols, start, options);
  const where = `${options.tieBreak} seed ${options.seed ?? 1} ${rows}×${cols} from ${start}`;
  expect(fast.path, where).toEqual(readable.path);
  expect(fast.stats.ties, where).toBe(readable.ties);
  expect(fast.stats.visited, where).toBe(readable.path.length);
}

describe('warnsdorffTour', () => {
  it('on 8×8 every tour it returns is valid and starts where asked; most starts succeed', () => {
    let found = 0;
    for (let s = 0; s < 64; s++) {
      const r = warnsdorffTour(8, 8, s);
      if (r.status !== 'found') continue;
      found++;
      expect(validateTour(r.tour!).ok).toBe(true);
      expect(r.tour!.path[0]).toBe(s);
      expect(r.stats.visited).toBe(64);
    }
    expect(found).toBeGreaterThan(48);
    expect(warnsdorffTour(8, 8, 0).status).toBe('found');
  });

  it('with tie-break first from the corner, the first n×n that dead-ends is n = 64', () => {
    for (let n = 5; n < 64; n++) expect(warnsdorffTour(n, n, 0).status, `n = ${n}`).toBe('found');
    const r = warnsdorffTour(64, 64, 0);
    expect(r.status).toBe('stuck');
    expect(r.tour).toBeUndefined();
    expect(r.path.length).toBe(r.stats.visited);
    expect(r.path.length).toBeLessThan(64 * 64);
  });

  it('a stuck pass returns a valid partial path that cannot be extended', () => {
    const r = warnsdorffTour(64, 64, 0);
    const seen = new Set(r.path);
    expect(seen.size).toBe(r.path.length);
    const last = r.path[r.path.length - 1];
    const lr = Math.floor(last / 64);
    const lc = last % 64;
    for (const [dr, dc] of [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]]) {
      const rr = lr + dr;
      const cc = lc + dc;
      if (rr >= 0 && rr < 64 && cc >= 0 && cc < 64) expect(seen.has(rr * 64 + cc)).toBe(true);
    }
  });

  it("squirrel (Squirrel & Cull's schedule, repaired: the library's default) tours from the corner on every n×n from 5 to 400", () => {
    const failures: number[] = [];
    for (let n = 5; n <= 400; n++) {
      const r = warnsdorffTour(n, n, 0, { tieBreak: 'squirrel' });
      if (r.status === 'found') {
        const check = validateTour(r.tour!);
        expect(check.ok, `n = ${n}: ${JSON.stringify(check)}`).toBe(true);
        expect(r.tour!.path[0], `n = ${n}`).toBe(0);
      } else failures.push(n);
    }
    expect(failures).toEqual([]);
    expect(squirrelSchedule(8).length).toBe(5);
  });

  it("squirrel with the published schedule tours from the corner on every n from 5 to 400 but 74", () => {
    const failures: number[] = [];
    for (let n = 5; n <= 400; n++) {
      const r = warnsdorffTour(n, n, 0, { tieBreak: 'squirrel', schedule: 'published' });
      if (r.status === 'found') expect(validateTour(r.tour!).ok, `n = ${n}`).toBe(true);
      else failures.push(n);
    }
    expect(failures).toEqual([74]);
  });

  it("squirrel at n = 74 with the published schedule is stuck where Squirrel's own program is stuck", () => {
    // Our table is entry for entry the one in Squirrel's program (github.com/douglassquirrel/warnsdorff,
    // config.py; see lib/knight/squirrel-cull.ts). That program, run as Python 3, stops after 5432 of
    // the 5476 squares of 74×74, as we do; so this is the source's failure, not a transcription error.
    // (Its n ≡ 2 (mod 8) schedule is the only one involved: 66, 82 and 90 succeed.)
    const r = warnsdorffTour(74, 74, 0, { tieBreak: 'squirrel', schedule: 'published' });
    expect(r.status).toBe('stuck');
    expect(r.stats.visited).toBe(5432);
    for (const n of [66, 82, 90]) expect(warnsdorffTour(n, n, 0, { tieBreak: 'squirrel', schedule: 'published' }).status, `n = ${n}`).toBe('found');
  });

  it('the repair moves one switch square of the n ≡ 2 (mod 8) schedule one column, and nothing else', () => {
    for (let n = 5; n <= 60; n++) {
      const phases = squirrelSchedule(n, n, 'published').length;
      expect(squirrelSchedule(n, n, 'repaired').length).toBe(phases);
      for (let i = 0; i < phases; i++) {
        const [a, b] = [squirrelSwitchSquare(n, i, 'published'), squirrelSwitchSquare(n, i, 'repaired')];
        if (n % 8 === 2 && i === 4) expect(b, `n = ${n}`).toEqual([a![0], a![1] + 1]);
        else expect(b, `n = ${n}, phase ${i}`).toEqual(a);
      }
    }
    expect(squirrelSwitchSquare(74, 4, 'published')).toEqual([5, 34]);
    expect(squirrelSwitchSquare(74, 4)).toEqual([5, 35]);
  });

  it('rejects an unknown schedule and phase with the value and what is allowed', () => {
    expect(() => warnsdorffTour(8, 8, 0, { tieBreak: 'squirrel', schedule: 'fixed' as never })).toThrow(`schedule must be one of 'repaired', 'published', got "fixed"`);
    expect(() => squirrelSwitchSquare(10, 6)).toThrow('phase must be an integer from 0 to 5, got 6');
  });

  it('random tie-break is reproducible by seed and differs between seeds', () => {
    const a = warnsdorffTour(20, 20, 0, { tieBreak: 'random', seed: 7 });
    const b = warnsdorffTour(20, 20, 0, { tieBreak: 'random', seed: 7 });
    const c = warnsdorffTour(20, 20, 0, { tieBreak: 'random', seed: 8 });
    expect(a.path).toEqual(b.path);
    expect(a.path).not.toEqual(c.path);
  });

  it('rejects bad sizes, starts, tie-breaks and seeds with the value and the allowed range', () => {
    expect(() => warnsdorffTour(0, 5)).toThrow(RangeError);
    expect(() => warnsdorffTour(5.5, 5)).toThrow(/5\.5/);
    expect(() => warnsdorffTour(5, 5, 25)).toThrow(/start square must be an integer from 0 to 24, got 25/);
    expect(() => warnsdorffTour(5, 5, 0, { tieBreak: 'foo' as never })).toThrow(`tie-break must be one of 'first', 'random', 'roth', 'squirrel', got "foo"`);
    expect(() => warnsdorffTour(5, 5, 0, { seed: 1.5 })).toThrow(/seed/);
    expect(() => warnsdorffTour(5, 5, 0, null as never)).toThrow(TypeError);
  });

  it('property: every returned tour is valid on rows×cols in 5…40 from random starts, any tie-break', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 40 }), fc.integer({ min: 5, max: 40 }), fc.nat(), fc.constantFrom(...TIE_BREAKS), fc.integer({ min: 0, max: 1000 }),
        (rows, cols, s, tieBreak, seed) => {
          const start = s % (rows * cols);
          const r = warnsdorffTour(rows, cols, start, { tieBreak, seed });
          if (r.status === 'found') {
            expect(validateTour(r.tour!).ok).toBe(true);
            expect(r.tour!.path[0]).toBe(start);
          } else {
            expect(r.path.length).toBeLessThan(rows * cols);
            expect(new Set(r.path).size).toBe(r.path.length);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('warnsdorffSteps', () => {
  it('makes the same choices as warnsdorffTour for every tie-break (found and stuck runs)', () => {
    for (const tieBreak of TIE_BREAKS) {
      for (const [rows, cols, start] of [[8, 8, 0], [11, 11, 0], [7, 12, 30], [64, 64, 0], [9, 13, 58], [30, 17, 255], [23, 23, 264]]) {
        expectSameChoices(rows, cols, start, { tieBreak, seed: 3 });
      }
    }
  });

  it('makes the same choices as warnsdorffTour with both schedules of squirrel, where they differ (n ≡ 2 mod 8), the published one stuck at 74', () => {
    for (const schedule of ['repaired', 'published'] as const) {
      for (const n of [18, 26, 74]) expectSameChoices(n, n, 0, { tieBreak: 'squirrel', schedule });
    }
  });

  it('roth on boards long enough that the fast pass cuts the longer coordinate (above 2^17) still agrees', () => {
    // 3×262200: the knight's doubled column offset from the centre reaches ±262199. From the corner
    // (393 306 squares before it is stuck) the fast pass keys roth by the cut column offset for its
    // first 131 000 columns (warnsdorff-pass.ts, ROTH_CUT; without the cut the keys overflow and this
    // fails); on 262200×3 by the cut row offset; from the middle (196 517 squares) it never cuts.
    for (const [rows, cols, start] of [[3, 262200, 0], [262200, 3, 3 * 262200 - 1], [3, 262200, 131000]]) {
      expectSameChoices(rows, cols, start, { tieBreak: 'roth' });
      expect(warnsdorffTour(rows, cols, start, { tieBreak: 'roth' }).stats.visited).toBeGreaterThan(100_000);
    }
  });

  it('yields candidates with their degrees, and the chosen square has the minimum degree', () => {
    const deg = degreeMap(8, 8);
    const first = warnsdorffSteps(8, 8, 0).next().value!;
    expect(first.from).toBe(0);
    expect(first.candidates.map((c) => c.square).sort()).toEqual([10, 17]);
    for (const c of first.candidates) expect(c.degree).toBe(deg[c.square] - 1);
    for (const step of warnsdorffSteps(10, 10, 0, { tieBreak: 'roth' })) {
      if (step.chosen < 0) continue;
      const min = Math.min(...step.candidates.map((c) => c.degree));
      expect(step.candidates.find((c) => c.square === step.chosen)!.degree).toBe(min);
    }
  });
});

describe('warnsdorffChoice', () => {
  const cand = (square: number, move: number, degree: number) => ({ square, move, degree });

  it('picks the fewest onward moves; among equals the tie-break decides, by name', () => {
    const cs = [cand(10, 0, 3), cand(17, 1, 2), cand(5, 2, 2), cand(30, 3, 4)];
    expect(warnsdorffChoice(cs, tieRule('first', 8, 8).prefers)).toBe(1);
    expect(warnsdorffChoice([], tieRule('first', 8, 8).prefers)).toBe(-1);
    // roth: the farther from the centre of 8×8 wins the tie (square 5 = (0, 5) is farther than 17 = (2, 1))
    expect(warnsdorffChoice(cs, tieRule('roth', 8, 8).prefers)).toBe(2);
    // squirrel on 8×8 starts with Squirrel & Cull's ordering 34261578: their move 3 (+1,+2) = MOVES[1] ranks first
    expect(warnsdorffChoice([cand(0, 0, 1), cand(0, 1, 1)], tieRule('squirrel', 8, 8).prefers)).toBe(1);
    expect(warnsdorffChoice(cs, () => true, 2)).toBe(1); // only the first `count` candidates count
  });

  it('random: each tied candidate is chosen about equally often', () => {
    const rule = tieRule('random', 8, 8, { seed: 11 });
    const cs = [cand(1, 0, 2), cand(2, 1, 2), cand(3, 2, 2), cand(4, 3, 5)];
    const hits = [0, 0, 0, 0];
    for (let i = 0; i < 3000; i++) hits[warnsdorffChoice(cs, rule.prefers)]++;
    expect(hits[3]).toBe(0);
    for (const h of hits.slice(0, 3)) expect(h).toBeGreaterThan(850); // 1000 expected; 850 is about 5.5 standard deviations off
  });
});

describe('warnsdorffTour (the fast pass) chooses the squares of warnsdorffSteps (the readable rule)', () => {
  // The fast pass (warnsdorff-pass.ts: padded byte board, tie-breaks as keys) and the readable rule
  // (warnsdorff.ts: steps with warnsdorffChoice and tieRule) share no code: a bug in either shows here.
  it('on every n×n, n = 5…64, from the corner and from the centre, for every tie-break', () => {
    for (const tieBreak of TIE_BREAKS) {
      for (let n = 5; n <= 64; n++) {
        for (const start of [0, (n >> 1) * n + (n >> 1)]) expectSameChoices(n, n, start, { tieBreak, seed: 5 });
      }
    }
  });

  it('on every rows×cols with sides 1…16 from three starts, for every tie-break (random with three seeds)', () => {
    for (const tieBreak of TIE_BREAKS) {
      for (let rows = 1; rows <= 16; rows++) {
        for (let cols = 1; cols <= 16; cols++) {
          for (const start of [0, rows * cols - 1, (rows * cols) >> 1]) {
            for (const seed of tieBreak === 'random' ? [1, 2, 3] : [1]) expectSameChoices(rows, cols, start, { tieBreak, seed });
          }
        }
      }
    }
  });
});
