// A DancingLinks' state: a second search on it is refused while it is held, never a silent lie;
// manual covers are checked LIFO; Sudoku matrices are not shared; solve has a time budget checked
// inside the search; every export checks its input.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DancingLinks,
  PENTOMINOES,
  PENTOMINO_NAMES,
  algorithmXSteps,
  coverLinks,
  formatDlx,
  isExactCover,
  parseDlx,
  pentominoCover,
  queensCover,
  queensPlacement,
  solveSudoku,
  sudokuLinks,
  SudokuSolver,
  validateSudoku,
  type AlgorithmXStep,
} from '../lib/exact-cover';
import { TIME_CHECK_NODES } from '../lib/exact-cover/dlx-search';

/** Two exact covers: rows {0, 1} and {2}. */
const TWO_WAYS = { primary: 2, rows: [[0], [1], [0, 1]] };
const PUZZLE = '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79';
const SOLVED = '534678912672195348198342567859761423426913756713284691961537284287419635345286179';

const sane = (d: DancingLinks) => expect(d.sanity()).toEqual({ ok: true, errors: [] });

describe('a step generator holds its DancingLinks: other searches are refused meanwhile', () => {
  it('half-consumed: solve, select, manual covers and a second generator are refused; return() frees it', () => {
    const d = new DancingLinks(TWO_WAYS);
    const g = algorithmXSteps(d);
    g.next();
    g.next(); // column 0 covered by the generator
    expect(d.busyWith).toMatch(/step generator \(algorithmXSteps\) is part-way through/);
    expect(() => d.solve()).toThrow(/cannot solve: a step generator/);
    expect(() => d.select(0)).toThrow(/cannot select a row: a step generator/);
    expect(() => d.coverColumn(1)).toThrow(/cannot cover a column: a step generator/);
    expect(() => d.uncoverColumn(0)).toThrow(/cannot uncover a column: a step generator/);
    expect(() => algorithmXSteps(d)).toThrow(/dlx must be free for a new search/);
    g.return(undefined);
    expect(d.busyWith).toBeNull();
    sane(d);
    expect(d.solve().count).toBe(2);
  });

  it('a generator never started holds nothing; one read up to its done step has already freed the matrix', () => {
    const d = new DancingLinks(TWO_WAYS);
    algorithmXSteps(d); // created, never started
    expect(d.solve().count).toBe(2);
    const g = algorithmXSteps(d, { limit: 1 });
    let step: IteratorResult<AlgorithmXStep, void>;
    do step = g.next();
    while (!step.done && step.value.kind !== 'done');
    expect(d.busyWith).toBeNull(); // the consumer stopped at 'done' without the final next()
    sane(d);
    expect(d.solve().count).toBe(2);
  });

  it('reset() takes the matrix back: the generator then stops with an error, and undoes nothing', () => {
    const d = new DancingLinks(TWO_WAYS);
    const g = algorithmXSteps(d);
    for (let i = 0; i < 3; i++) g.next();
    d.reset();
    sane(d);
    expect(() => g.next()).toThrow(/generator was stopped: reset\(\) was called/);
    sane(d);
    expect(d.solve().count).toBe(2);
    expect(g.next().done).toBe(true);
  });

  it('checks its arguments when created, not at the first next()', () => {
    expect(() => algorithmXSteps(null as never)).toThrow('dlx must be a DancingLinks, got null');
    const d = new DancingLinks(TWO_WAYS);
    expect(() => algorithmXSteps(d, { heuristic: 'best' as never })).toThrow(`heuristic must be one of 'mrv', 'first', got "best"`);
    expect(() => algorithmXSteps(d, null as never)).toThrow('options must be an object (or left out), got null');
    expect(() => algorithmXSteps(d, { limt: 1 } as never)).toThrow(/options has no option 'limt'/);
    expect(() => algorithmXSteps(d, { maxNodes: -1 })).toThrow('maxNodes must be an integer ≥ 0 or Infinity, got -1');
  });
});

describe("the lifecycle: one state, one guard's words", () => {
  it('reset() is refused while a search runs (from onSolution); the search then ends and frees the matrix', () => {
    const d = new DancingLinks(TWO_WAYS);
    const refusals: string[] = [];
    const res = d.solve({
      onSolution: () => {
        expect(d.busyWith).toBe('a search is running on this matrix (e.g. called from onSolution)');
        try {
          d.reset();
        } catch (e) {
          refusals.push((e as Error).message);
        }
      },
    });
    expect(res.count).toBe(2);
    expect(refusals).toEqual(Array(2).fill('cannot reset: a search is running on this matrix (e.g. called from onSolution)'));
    expect(d.busyWith).toBeNull();
    sane(d);
  });

  it('each way out of a state leads back to idle: the last manual uncover, a stopped search reset, a generator run to its end', () => {
    const d = new DancingLinks({ primary: 3, rows: [[0, 1], [1, 2], [0], [2]] });
    d.coverColumn(0);
    d.coverRowFrom(0, 0);
    d.uncoverRowFrom(0, 0);
    expect(d.busyWith).toMatch(/^1 manual cover is active/);
    d.uncoverColumn(0);
    expect(d.busyWith).toBeNull();
    expect(d.solve({ limit: 1, unwind: false }).status).toBe('limit');
    expect([d.needsReset, d.busyWith]).toEqual([true, 'a search was stopped with unwind: false; call reset() first']);
    d.reset();
    expect([d.needsReset, d.busyWith]).toEqual([false, null]);
    expect([...algorithmXSteps(d)].at(-1)).toMatchObject({ kind: 'done', count: 2 });
    expect(d.busyWith).toBeNull();
    sane(d);
  });

  it("sanity() checks the spacers' links, which both engines walk rows by", () => {
    const d = new DancingLinks(TWO_WAYS);
    const ud = (d as unknown as { links: { ud: Int32Array; rowStart: Int32Array } }).links.ud;
    const first = (d as unknown as { links: { rowStart: Int32Array } }).links.rowStart[2];
    ud[2 * (first - 1) + 1] = first; // the spacer before row 2 ({0, 1}) now points at its first node, not its last
    expect(d.sanity().errors).toEqual([`down link of the spacer before row 2 is ${first}, expected its last node ${first + 1}`]);
  });
});

describe('manual covers: LIFO order checked, misuse refused before any link changes', () => {
  it('uncover without a cover, out of order, or twice; cover twice: refused, and sanity() holds after each', () => {
    const d = new DancingLinks({ primary: 3, rows: [[0, 1], [1, 2], [0], [2]] });
    expect(() => d.uncoverColumn(0)).toThrow('column must be one covered by hand to uncover it, got 0: nothing is covered by hand (coverColumn/coverRowFrom)');
    sane(d);
    d.coverColumn(0);
    d.coverColumn(1);
    expect(() => d.uncoverColumn(0)).toThrow('column must be the one covered last (uncovers go newest first), got 0: the newest manual cover is coverColumn(1)');
    expect(() => d.coverColumn(1)).toThrow(`column must be a column not covered yet, got 1 ('1', covered by hand)`);
    expect(() => d.uncoverColumn(2)).toThrow(RangeError);
    d.uncoverColumn(1);
    d.uncoverColumn(0);
    sane(d);
    expect(() => d.uncoverColumn(0)).toThrow(/nothing is covered by hand/);
    expect(d.solve().count).toBe(2); // {0, 3} and {1, 2}
  });

  it('a search, a selection or a generator is refused while columns are covered by hand', () => {
    const d = new DancingLinks(TWO_WAYS);
    d.coverColumn(0);
    expect(d.busyWith).toBe('1 manual cover is active (coverColumn/coverRowFrom); undo it with uncoverColumn/uncoverRowFrom, or call reset()');
    expect(() => d.solve()).toThrow(/cannot solve: 1 manual cover is active/);
    expect(() => d.select(1)).toThrow(/cannot select a row: 1 manual cover/);
    expect(() => d.unselect()).toThrow(/cannot unselect a row: 1 manual cover/);
    expect(() => algorithmXSteps(d)).toThrow(/dlx must be free for a new search, got a DancingLinks that is busy: 1 manual cover/);
    d.uncoverColumn(0);
    expect(d.solve().count).toBe(2);
  });

  it('coverRowFrom / uncoverRowFrom: Algorithm X by hand, in LIFO order; a row with a covered column refused', () => {
    const d = new DancingLinks({ primary: 3, rows: [[0, 1], [1, 2], [0], [2]] });
    d.coverColumn(0);
    d.coverRowFrom(0, 0); // row 0 = {0, 1}: covers column 1
    expect(d.activeColumns()).toEqual([2]);
    expect(() => d.coverRowFrom(1, 2)).toThrow(`row must be a row whose other columns are not covered, got 1 (its column 1 '1' is covered by hand)`);
    expect(() => d.uncoverColumn(0)).toThrow(/the newest manual cover is coverRowFrom\(0, 0\)/);
    expect(() => d.uncoverRowFrom(2, 0)).toThrow(/row must be the one covered last/);
    d.uncoverRowFrom(0, 0);
    d.uncoverColumn(0);
    sane(d);
  });

  it('property: random manual operations never corrupt the links; after reset() every answer is right', () => {
    const rows = [[0, 1], [1, 2], [0], [2], [0, 2], [1]];
    const matrix = { columns: ['a', 'b', 'c'].map((name) => ({ name, kind: 'x' })), primary: 3, rows: rows.map((columns) => ({ columns })) };
    const covers = [[0, 3], [1, 2], [2, 3, 5], [4, 5]]; // every exact cover, by hand
    const op = fc.tuple(fc.constantFrom('cover', 'uncover', 'coverRow', 'uncoverRow', 'select', 'unselect', 'solve'), fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 2 }));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 12 }), (ops) => {
        const d = new DancingLinks({ primary: 3, rows });
        for (const [name, r, c] of ops) {
          try {
            if (name === 'cover') d.coverColumn(c);
            else if (name === 'uncover') d.uncoverColumn(c);
            else if (name === 'coverRow') d.coverRowFrom(r, c);
            else if (name === 'uncoverRow') d.uncoverRowFrom(r, c);
            else if (name === 'select') d.select(r);
            else if (name === 'unselect') d.unselect();
            else {
              // Refused while anything is covered by hand; otherwise right for the selected rows.
              const res = d.solve();
              for (const s of res.solutions) {
                expect(isExactCover(matrix, s).ok).toBe(true);
                for (const r of d.selected) expect(s).toContain(r);
              }
              expect(res.count).toBe(covers.filter((c) => d.selected.every((r) => c.includes(r))).length);
            }
          } catch (e) {
            // a refusal in words; the links must be intact after it
            expect(e).toBeInstanceOf(Error);
            expect((e as Error).message).toMatch(/^(cannot|row|column)/);
          }
        }
        // Undo whatever is still covered by hand, the only way the API allows: reset().
        d.reset();
        sane(d);
        expect(d.solve().count).toBe(covers.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('Sudoku matrices are their owners\' own', () => {
  it('sudokuLinks() builds a new matrix each call: a manual cover on one does not touch solveSudoku, nor solveSudoku it', () => {
    const links = sudokuLinks();
    expect(sudokuLinks()).not.toBe(links);
    links.coverColumn(5);
    const res = solveSudoku(PUZZLE);
    expect(res.count).toBe(1);
    expect(validateSudoku(res.solutions[0], PUZZLE).ok).toBe(true);
    expect(links.activeColumns()).not.toContain(5); // still covered, by its owner
    links.uncoverColumn(5);
    sane(links);
  });

  it('a half-read generator on a sudokuLinks() matrix runs on to its solution while solveSudoku runs', () => {
    const links = sudokuLinks();
    const g = algorithmXSteps(links, { limit: 1 });
    g.next();
    g.next();
    expect(solveSudoku(PUZZLE).count).toBe(1);
    let last: AlgorithmXStep | undefined;
    for (let step = g.next(); !step.done; step = g.next()) last = step.value;
    expect(last).toMatchObject({ kind: 'done', status: 'limit', count: 1 });
    sane(links);
  });

  it('two SudokuSolvers used in turn give what solveSudoku gives, and keep their links as built', () => {
    const [a, b] = [new SudokuSolver(), new SudokuSolver()];
    const expected = solveSudoku(PUZZLE, { limit: 2 });
    for (const solver of [a, b, a]) {
      const res = solver.solve(PUZZLE, { limit: 2 });
      expect({ ...res, stats: { ...res.stats, ms: 0 } }).toEqual({ ...expected, stats: { ...expected.stats, ms: 0 } });
      expect(solver.sanity()).toEqual({ ok: true, errors: [] });
    }
    expect(() => a.solve(PUZZLE, { limit: 0 })).toThrow('limit must be an integer ≥ 1 or Infinity, got 0');
    expect(() => a.solve(PUZZLE, { maxNodes: -1 })).toThrow('maxNodes must be an integer ≥ 0 or Infinity, got -1');
  });
});

describe('solve: options checked, and a time budget checked inside the search', () => {
  it('maxMs: 0 stops at the first clock check, status budget, links restored', () => {
    const d = coverLinks(pentominoCover(6, 10));
    const res = d.solve({ maxMs: 0, keep: 0 });
    expect(res.status).toBe('budget');
    expect(res.stats.nodes).toBe(TIME_CHECK_NODES);
    sane(d);
    // unwind: false leaves the links for reset(), as with the node budget
    expect(d.solve({ maxMs: 0, unwind: false }).status).toBe('budget');
    expect(d.needsReset).toBe(true);
    d.reset();
    sane(d);
  });

  it('without maxMs the node budget alone decides, as before', () => {
    const d = coverLinks(queensCover(8));
    const res = d.solve({ maxNodes: 10, maxMs: Infinity });
    expect(res.status).toBe('budget');
    expect(res.stats.nodes).toBe(10);
    expect(d.solve({ maxMs: Infinity }).count).toBe(92);
  });

  it('refuses a null, misspelt or ill-typed option by name', () => {
    const d = new DancingLinks(TWO_WAYS);
    expect(() => d.solve(null as never)).toThrow('options must be an object (or left out), got null');
    expect(() => d.solve({ limt: 1 } as never)).toThrow(/options has no option 'limt'/);
    expect(() => d.solve({ limit: 1.5 })).toThrow('limit must be an integer ≥ 1 or Infinity, got 1.5');
    expect(() => d.solve({ maxMs: -1 })).toThrow('maxMs must be a number ≥ 0 or Infinity, got -1');
    expect(() => d.solve({ maxMs: '5' as never })).toThrow('maxMs must be a number ≥ 0 or Infinity, got "5"');
    expect(() => d.solve({ unwind: 0 as never })).toThrow('unwind must be true or false, got 0');
    expect(() => solveSudoku(PUZZLE, null as never)).toThrow('options must be an object (or left out), got null');
    expect(() => pentominoCover(6, 10, null as never)).toThrow('options must be an object (or left out), got null');
  });
});

describe('every export checks its input', () => {
  it('isExactCover: a chosen row naming a column outside the matrix is not a cover; a malformed matrix is refused', () => {
    const m = { columns: [{ name: 'a', kind: 'x' }], primary: 1, rows: [{ columns: [0, 7] }] };
    expect(isExactCover(m, [0])).toEqual({ ok: false, problem: { kind: 'bad-column', row: 0, got: '7', position: 1, columns: 1 } });
    expect(() => isExactCover({ ...m, primary: 4 }, [0])).toThrow('matrix.primary must be an integer from 0 to 1, got 4');
    expect(() => isExactCover(null as never, [0])).toThrow('matrix must be an object { columns, primary, rows }, got null');
    expect(() => coverLinks({ columns: [{ name: 'c0', kind: 'k' }], primary: 4, rows: [] })).toThrow('matrix.primary must be an integer from 0 to 1, got 4');
  });

  it('validateSudoku: 5.5 is not a digit', () => {
    const cells = [...SOLVED].map(Number);
    cells[0] = 5.5;
    expect(validateSudoku(cells)).toEqual({ ok: false, problem: { kind: 'not-digit', cell: 0, got: '5.5', order: 9 } });
    expect(() => validateSudoku(null as never)).toThrow('solution must be an array, got null');
  });

  it('formatDlx refuses names parseDlx could not read back; valid problems round-trip', () => {
    expect(() => formatDlx({ primary: ['a b', 'c'], rows: [['a b']] })).toThrow(`problem.primary[0] must be an item name without spaces, '|' or ':' (so that parseDlx reads it back), got "a b"`);
    expect(() => formatDlx({ primary: 3 as never, rows: [] })).toThrow('problem.primary must be an array of item names, got 3');
    expect(() => formatDlx({ primary: ['a'], rows: [['b']] })).toThrow(/problem.rows\[0\]\[0\] must be an item of problem.primary or problem.secondary/);
    const p = { primary: ['a', 'b'], secondary: ['x'], rows: [['a', 'x'], ['b'], ['a', 'b']] };
    const back = parseDlx(formatDlx(p));
    expect([back.primary, back.secondary, back.rows]).toEqual([p.primary, p.secondary, p.rows]);
  });

  it('queensPlacement: only a solution of queensCover(n) becomes a placement', () => {
    const res = coverLinks(queensCover(6)).solve();
    for (const s of res.solutions) expect(queensPlacement(6, s)).toHaveLength(6);
    expect(() => queensPlacement(4, 11 as never)).toThrow('rows must be an array, got 11');
    expect(() => queensPlacement(4, [])).toThrow(/one row per rank, 4 in all, got 0/);
    expect(() => queensPlacement(4, [0, 5, 10, 15])).toThrow(/got two queens on anti-diagonal 0 \(rows\[1\] = 5\)/);
  });

  it('exported tables are deeply frozen', () => {
    expect(Object.isFrozen(PENTOMINOES)).toBe(true);
    expect(Object.isFrozen(PENTOMINO_NAMES)).toBe(true);
    for (const shape of Object.values(PENTOMINOES)) {
      expect(Object.isFrozen(shape)).toBe(true);
      for (const cell of shape) expect(Object.isFrozen(cell)).toBe(true);
    }
  });
});
