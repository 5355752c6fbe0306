// The exercise checks (lib/exercises): right answers pass, wrong ones get a hint that does not
// give the answer away, nothing crashes, and every exercise has its check cell in its notebook.
import { readFileSync } from 'fs';
import * as path from 'path';
import { describe, expect, it } from 'vitest';
import { checkExercise, collectAnswer, EXERCISES, exercise, exercisesOf, NOT_ANSWERED, recordedAnswers, verdictFor } from '../lib/exercises';
import { cutCycleReference, seamTiles } from '../lib/exercises/notebook-02';
import { warnsdorffLastTie } from '../lib/exercises/notebook-01';
import { knightPairCount } from '../lib/exercises/notebook-00';
import { backtrackTour, divideAndConquerTour, loadBaseCase, neighbours, startAt, type Tour } from '../lib/knight';
import { listNotebooks, notebooksDir } from '../platform/kernel';
import { QUESTIONS, questionsOf } from '../lib/exercises/questions';
import { collectData, verdictOn } from '../lib/exercises/check-exercise';

const verdict = (id: string, answer: unknown) => verdictFor(id, collectAnswer(id, answer));

describe('the exercise registry', () => {
  it('has unique ids NN.k, numbered 1, 2, … in every notebook', () => {
    expect(new Set(EXERCISES.map((e) => e.id)).size).toBe(EXERCISES.length);
    for (const nb of ['00', '01', '02', '03', '04']) {
      expect(exercisesOf(nb).map((e) => e.id)).toEqual(exercisesOf(nb).map((_, i) => `${nb}.${i + 1}`));
    }
  });

  it('ramps in every notebook: a warm-up first, an extension last; 02 and 04 have an intermediate step', () => {
    for (const nb of ['00', '01', '02', '03', '04']) {
      const levels = exercisesOf(nb).map((e) => e.level);
      expect(levels.length).toBeGreaterThanOrEqual(4);
      expect(levels[0]).toBe('warm-up');
      expect(levels[levels.length - 1]).toBe('extend');
    }
    for (const nb of ['02', '04']) expect(exercisesOf(nb).map((e) => e.level)).toContain('step');
  });

  it('refuses an unknown id, naming the ids there are', () => {
    expect(() => exercise('09.1')).toThrow(/^exercise id must be one of '00.1', .*got "09.1"$/);
  });

  it.each(EXERCISES.map((e) => e.id))('%s says "not answered yet" for null and undefined', (id) => {
    expect(verdict(id, null)).toEqual({ ok: false, message: NOT_ANSWERED });
    expect(verdict(id, undefined)).toEqual({ ok: false, message: NOT_ANSWERED });
  });

  it.each(EXERCISES.map((e) => e.id))('%s gives a hint, not a crash, for answers of the wrong shape', (id) => {
    for (const junk of [0, 'x', [], {}, [1, 2], { rows: 'a' }, () => 1, () => { throw new Error('boom'); }]) {
      const v = verdict(id, junk);
      expect(v.ok, `${id} accepted ${String(junk)}`).toBe(false);
      expect(v.message.length).toBeGreaterThan(5);
    }
  });
});

describe('checkExercise', () => {
  it('prints ✓ or ✗ with the title, and records the data (a later call replaces the earlier)', () => {
    expect(checkExercise('00.1', 7)).toMatch(/^✗ 00\.1 .*: square 7 is reached in 1 move from the corner/);
    expect(checkExercise('00.1', 4)).toMatch(/^✓ 00\.1 /);
    expect(recordedAnswers()['00.1']).toBe(4);
  });

  it('records what a function answer computed, not the function', () => {
    checkExercise('02.5', cutCycleReference);
    const data = recordedAnswers()['02.5'] as { results: number[][] };
    expect(data.results[0]).toEqual([3, 4, 0, 1, 2]);
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
  });

  it('turns an error thrown by the student code into a hint', () => {
    expect(checkExercise('03.5', () => { throw new RangeError('oops'); })).toBe('✗ 03.5 count solutions with your own backtracking: your answer failed when the check used it: RangeError: oops');
  });
});

describe('right answers pass and near misses get hints', () => {
  it('00: the unreachable square, the exponent, the pairs, a linear counter', () => {
    expect(verdict('00.1', 4).ok).toBe(true);
    expect(verdict('00.2', 4).ok).toBe(true);
    expect(verdict('00.2', 2).message).toMatch(/one look per square/);
    expect(verdict('00.3', knightPairCount(7, 9)).ok).toBe(true);
    expect(verdict('00.3', 2 * knightPairCount(7, 9)).message).toMatch(/twice/);
    const linear = (n: number) => {
      let ends = 0;
      for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) {
        for (const [dr, dc] of [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]]) {
          if (r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < n) ends++;
        }
      }
      return ends / 2;
    };
    expect(verdict('00.4', linear).ok).toBe(true);
    expect(verdict('00.4', (n: number) => linear(n) + (n === 25 ? 1 : 0)).message).toMatch(/^on 25×25 your function returns/);
  });

  it('00.4: counting by all pairs gives right counts but is told it is still all pairs (far slower than the eight-moves count at the same n)', { timeout: 120_000 }, () => {
    const allPairs = (n: number) => {
      let pairs = 0;
      for (let a = 0; a < n * n; a++) {
        for (let b = a + 1; b < n * n; b++) if (Math.abs(Math.floor(a / n) - Math.floor(b / n)) * Math.abs((a % n) - (b % n)) === 2) pairs++;
      }
      return pairs;
    };
    expect(verdict('00.4', allPairs).message).toMatch(/^the counts are right, but at n = 180 your function took \d+× as long as a count of the eight moves from each square: that is still all pairs/);
  });

  it('01: tours are validated, the stuck start must really get stuck, the rule must choose as the reference', () => {
    const t = backtrackTour(6, 8, 0, { closed: true }).tour!;
    expect(verdict('01.4', t).ok).toBe(true);
    expect(verdict('01.4', backtrackTour(6, 8, 0).tour!).message).toMatch(/not closed|6×8/);
    const start = 31;
    expect(verdict('01.3', { start, tour: backtrackTour(10, 10, start).tour! }).ok).toBe(true);
    expect(verdict('01.3', { start: 0, tour: backtrackTour(10, 10, 0).tour! }).message).toMatch(/completes the tour/);
    expect(verdict('01.5', warnsdorffLastTie).ok).toBe(true);
    // The same rule with ties going to the first candidate: a different tour, caught at its first tie.
    const firstTie = (rows: number, cols: number, start: number) => {
      const seen = new Set([start]);
      const path = [start];
      for (;;) {
        const cands = neighbours(rows, cols, path[path.length - 1]).filter((c) => !seen.has(c));
        if (cands.length === 0) return path;
        const degree = (c: number) => neighbours(rows, cols, c).filter((t) => !seen.has(t)).length;
        const best = cands.reduce((b, c) => (degree(c) < degree(b) ? c : b));
        seen.add(best);
        path.push(best);
      }
    };
    expect(verdict('01.5', firstTie).message).toMatch(/take the one that comes last in MOVES/);
    expect(verdict('01.5', (r: number, c: number, s: number) => warnsdorffLastTie(r, c, s).slice(0, -1)).message).toMatch(/stop exactly when/);
    expect(verdict('01.2', { '3x6 open': false, '4x6 open': true, '4x8 closed': true, '7x7 closed': false, '6x7 closed': true }).message).toMatch(/^1 of 5 are wrong/);
  });

  it('02: rotation, the cut, the two-way join', () => {
    expect(verdict('02.1', startAt(divideAndConquerTour(10), 55)).ok).toBe(true);
    expect(verdict('02.1', divideAndConquerTour(10)).message).toMatch(/starts at square 0; it should start at 55/);
    expect(verdict('02.5', cutCycleReference).ok).toBe(true);
    const forwardOnly = (cycle: number[], a: number, b: number) => { const i = cycle.indexOf(b); return [...cycle.slice(i), ...cycle.slice(0, i)]; };
    expect(verdict('02.5', forwardOnly).ok).toBe(false);
    // Two tiles side by side, not joined, do not make a tour.
    const { left, right } = seamTiles();
    const notJoined: Tour = { rows: 6, cols: 12, path: Int32Array.from([...left, ...right]) };
    expect(verdict('02.6', notJoined).ok).toBe(false);
    expect(verdict('02.3', { rows: 6, cols: 6, path: loadBaseCase(6, 6).cycle }).message).toMatch(/structured/);
  });

  it('03 and 04: vectors, counters and matrices', () => {
    expect(verdict('03.1', { any: [1, 3, 5, 2, 4], fromTwo: [2, 4, 1, 3, 5] }).ok).toBe(true);
    expect(verdict('03.1', { any: [1, 2, 3, 4, 5], fromTwo: [2, 4, 1, 3, 5] }).message).toMatch(/^any is not a solution: /);
    expect(verdict('03.2', [1, 5, 8, 6, 3, 7, 2, 4]).message).toMatch(/changed; \d are enough/);
    expect(verdict('04.1', { rows: 64, columns: 64, onesPerRow: 4, onesPerColumn: 4 }).ok).toBe(true);
    expect(verdict('04.1', { rows: 64, columns: 48, onesPerRow: 4, onesPerColumn: 4 }).message).toMatch(/four families/);
  });
});

describe('the notebooks hold one check cell per exercise, with a solution between the markers', () => {
  it.each(listNotebooks())('%s', (name) => {
    const nb = JSON.parse(readFileSync(path.join(notebooksDir, name), 'utf8')) as { cells: { cell_type: string; source: string[] }[] };
    const code = nb.cells.filter((c) => c.cell_type === 'code').map((c) => c.source.join(''));
    // An appendix (`03a-…`) has no exercises of its own: they stay in its main notebook, which the grader identifies by them.
    if (/^\d\d[a-z]-/.test(name)) {
      expect(code.filter((s) => s.includes('checkExercise(')), `${name} is an appendix`).toEqual([]);
      return;
    }
    const number = name.slice(0, 2);
    for (const e of exercisesOf(number)) {
      const cells = code.filter((s) => s.includes(`checkExercise('${e.id}'`));
      expect(cells, e.id).toHaveLength(1);
      expect(cells[0]).toMatch(/\/\/ BEGIN SOLUTION\n[\s\S]+\n\/\/ END SOLUTION\n/);
      expect(cells[0].trim().split('\n').pop(), 'the check call is the last line').toMatch(new RegExp(`^checkExercise\\('${e.id.replace('.', '\\.')}', `));
    }
  });
});

describe('the section questions (lib/exercises/questions): checked like exercises, never graded', () => {
  const qVerdict = (id: string, answer: unknown) => { const q = QUESTIONS.find((x) => x.id === id)!; return verdictOn(q, collectData(q, answer)); };
  it('have ids that are not exercise ids (the grader reads checkExercise calls only) and one check cell each, in their notebook', () => {
    for (const q of QUESTIONS) {
      expect(q.id).toMatch(/^\d\d[a-z]?\.q\d+$/);
      const stem = q.id.split('.')[0];
      const file = listNotebooks().find((n) => n.startsWith(`${stem}-`))!;
      const code = (JSON.parse(readFileSync(path.join(notebooksDir, file), 'utf8')) as { cells: { cell_type: string; source: string[] }[] }).cells
        .filter((c) => c.cell_type === 'code').map((c) => c.source.join(''));
      const cells = code.filter((s) => s.includes(`checkQuestion('${q.id}'`));
      expect(cells, q.id).toHaveLength(1);
      expect(cells[0]).toMatch(/\/\/ BEGIN SOLUTION\n[\s\S]+\n\/\/ END SOLUTION\n/);
    }
    expect(questionsOf('00').map((q) => q.id)).toEqual(['00.q1']);
    for (const a of ['01a', '01b', '02a', '03a', '04a']) expect(questionsOf(a).length, `appendix ${a} checks one of its goals`).toBeGreaterThanOrEqual(1);
  });
  it.each(QUESTIONS.map((q) => q.id))('%s says "not answered yet" for null and gives a hint, not a crash, for junk', (id) => {
    expect(qVerdict(id, null)).toEqual({ ok: false, message: NOT_ANSWERED });
    for (const junk of [-1, 'x', [], {}, () => 1]) expect(qVerdict(id, junk).ok, `${id} accepted ${String(junk)}`).toBe(false);
  });
  it('pass the right answers, and the near misses get a hint that does not give the answer', () => {
    expect(qVerdict('00.q1', 4).ok).toBe(true);
    expect(qVerdict('00.q1', 6).message).toMatch(/farthest square from the corner \(START = 0\)/);
    expect(qVerdict('01a.q1', 'first').ok).toBe(true);
    expect(qVerdict('01a.q1', 'roth').message).toMatch(/already fails on 11×11/);
    expect(qVerdict('01b.q1', 304).ok).toBe(true);
    expect(qVerdict('02a.q1', 2.01).ok).toBe(true);
    expect(qVerdict('02a.q1', 1).ok).toBe(false);
    expect(qVerdict('03a.q1', 12).ok).toBe(true);
    expect(qVerdict('03a.q1', 92).message).toMatch(/counts every solution/);
    expect(qVerdict('04a.q1', 8).ok).toBe(true);
    expect(qVerdict('04a.q1', 2).message).toMatch(/up to symmetry/);
    expect(qVerdict('00.q1', 6).message).not.toMatch(/\b4\b/);
    expect(qVerdict('03a.q1', 92).message).not.toMatch(/\b12\b/);
    expect(qVerdict('04a.q1', 2).message).not.toMatch(/\b8\b/);
  });
});
