import { describeSudokuColumn, contradictionText, sudokuProblemText } from '../lib/i18n';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  columnCounts,
  coverLinks,
  formatSudoku,
  isExactCover,
  loadSudokuSet,
  parseSudoku,
  rowsToSudoku,
  solveSudoku,
  sudokuCover,
  sudokuLinks,
  SudokuSolver,
  validateSudoku,
  validateSudokuOfOrder,
  sudokuCandidate,
  sudokuRowIndex,
  sudokuColumnOf,
  sudokuColumnCells,
  sudokuCellZoom,
} from '../lib/exact-cover';
import { sudokuConflicts } from '../lib/exact-cover/sudoku';

const TOP1 = '4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......';

/** Solve every puzzle (limit 2), check it is unique and that the grid is valid and keeps the givens. */
function checkUnique(puzzles: string[]): void {
  for (const p of puzzles) {
    const res = solveSudoku(p, { limit: 2 });
    expect(res.status, p).toBe('complete');
    expect(res.count, p).toBe(1);
    expect(validateSudoku(res.solutions[0], p), p).toEqual({ ok: true });
  }
}

describe('sudokuCover(): the 729 × 324 matrix', () => {
  const m = sudokuCover();
  it('has 729 rows, 324 columns, 2,916 ones: four per row, nine per column', () => {
    expect(m.rows).toHaveLength(729);
    expect(m.columns).toHaveLength(324);
    expect(m.rows.reduce((s, r) => s + r.columns.length, 0)).toBe(2916);
    expect(m.rows.every((r) => r.columns.length === 4)).toBe(true);
    expect(m.primary).toBe(324);
    expect(columnCounts(m).every((k) => k === 9)).toBe(true);
  });

  it('groups rows by cell and columns by constraint kind (cell, row–digit, column–digit, box–digit)', () => {
    expect(m.columns.map((c) => c.kind).filter((k, i, a) => i === 0 || a[i - 1] !== k)).toEqual([
      'cell',
      'row-digit',
      'col-digit',
      'box-digit',
    ]);
    for (const k of ['cell', 'row-digit', 'col-digit', 'box-digit']) expect(m.columns.filter((c) => c.kind === k)).toHaveLength(81);
    for (const r of m.rows) {
      expect(r.index).toBe((9 * r.row + r.col) * 9 + r.digit - 1);
      const [cell, rd, cd, bd] = r.columns.map((c) => m.columns[c]);
      expect([cell.kind, rd.kind, cd.kind, bd.kind]).toEqual(['cell', 'row-digit', 'col-digit', 'box-digit']);
      expect(cell.name).toBe(`p${r.row}${r.col}`);
      expect(rd.name).toBe(`r${r.row}${r.digit}`);
      expect(cd.name).toBe(`c${r.col}${r.digit}`);
      expect(bd.name).toBe(`b${3 * Math.floor(r.row / 3) + Math.floor(r.col / 3)}${r.digit}`);
    }
  });

  it('a solved grid is an exact cover of it', () => {
    const sol = solveSudoku(TOP1).solutions[0];
    const rows = [...sol].map((d, i) => i * 9 + Number(d) - 1);
    expect(isExactCover(m, rows)).toEqual({ ok: true });
    expect(rowsToSudoku(rows)).toBe(sol);
  });
});

describe('the matrix vocabulary: candidates and columns', () => {
  it('sudokuCandidate inverts sudokuRowIndex, and every candidate row covers the columns named for it', () => {
    const m = sudokuCover();
    for (let i = 0; i < 729; i++) {
      const { digit, row, col } = sudokuCandidate(i);
      expect(sudokuRowIndex(digit, row, col)).toBe(i);
      for (const c of m.rows[i].columns) {
        const what = sudokuColumnOf(c);
        expect(what.kind).toBe(m.columns[c].kind);
        expect(sudokuColumnCells(c)).toContain(9 * row + col);
        if (what.kind !== 'cell') expect(what.digit).toBe(digit);
      }
    }
    expect(() => sudokuCandidate(729)).toThrow('row index must be an integer from 0 to 728, got 729');
  });

  it('a column concerns one cell or nine, and says so in words', () => {
    expect(sudokuColumnCells(0)).toEqual([0]);
    expect(sudokuColumnCells(243 + 9 * 4 + 6)).toEqual([30, 31, 32, 39, 40, 41, 48, 49, 50]);
    expect(describeSudokuColumn(243 + 9 * 4 + 6, 'en')).toBe('box 5 needs a 7');
    expect(describeSudokuColumn(80, 'en')).toBe('cell r9c9 needs a digit');
    expect(() => sudokuColumnOf(324)).toThrow('column must be an integer from 0 to 323, got 324');
  });
});

describe('parseSudoku / formatSudoku', () => {
  it("reads digits, '.' and '0' blanks and ignores whitespace", () => {
    const g = parseSudoku(TOP1);
    expect(g).toHaveLength(81);
    expect(g.filter((d) => d > 0)).toHaveLength(17);
    const spaced = formatSudoku(g, { pretty: true });
    expect(spaced.split('\n')).toHaveLength(11);
    expect(parseSudoku(spaced.replace(/[|+-]/g, ' '))).toEqual(g);
    expect(parseSudoku(TOP1.replace(/\./g, '0'))).toEqual(g);
    expect(formatSudoku(g)).toBe(TOP1);
  });

  it('names the position of a bad character and the length of a wrong-sized text', () => {
    expect(() => parseSudoku(TOP1.slice(0, 80))).toThrow('text must have 81 cells, got 80');
    expect(() => parseSudoku(TOP1 + '1')).toThrow('text must have 81 cells, got more (an extra cell at position 81)');
    expect(() => parseSudoku('x' + TOP1.slice(1))).toThrow(`text must hold only digits 1–9, '.' or '0' (and spaces), got "x" at position 0 (cell 1)`);
    expect(() => parseSudoku(TOP1.slice(0, 40) + 'a' + TOP1.slice(41))).toThrow(/position 40 \(cell 41\)/);
    expect(() => parseSudoku(17 as never)).toThrow(TypeError);
    expect(() => formatSudoku([1, 2, 3])).toThrow('grid must have 81 cells, got 3');
    expect(() => formatSudoku(new Array(81).fill(10))).toThrow('grid[0] must be an integer from 0 to 9, got 10');
  });
});

describe('solveSudoku on the puzzle sets in data/sudoku', () => {
  it('top95: every puzzle has exactly one solution, valid and keeping the givens', () => checkUnique(loadSudokuSet('top95')));
  it('hardest: likewise', () => checkUnique(loadSudokuSet('hardest')));
  it('17-clue: all 1000 unique and valid', () => checkUnique(loadSudokuSet('17_clue_1000')));
  it('forum hardest (every 3rd) and magictour (every 5th): unique and valid', () => {
    checkUnique(loadSudokuSet('forum_hardest_1106').filter((_, i) => i % 3 === 0));
    checkUnique(loadSudokuSet('magictour_top1465').filter((_, i) => i % 5 === 0));
  });

  it('serg multi-solution set (every 20th): limit 2 reports two different valid solutions', () => {
    const set = loadSudokuSet('serg_benchmark_multi').filter((_, i) => i % 20 === 0);
    expect(set.length).toBe(500);
    for (const p of set) {
      const res = solveSudoku(p, { limit: 2 });
      expect(res.status, p).toBe('limit');
      expect(res.count, p).toBe(2);
      expect(res.solutions[0]).not.toBe(res.solutions[1]);
      for (const s of res.solutions) expect(validateSudoku(s, p), p).toEqual({ ok: true });
    }
  });

  it("a SudokuSolver's links are as built after every puzzle, whatever its status", () => {
    const solver = new SudokuSolver();
    for (const p of loadSudokuSet('hardest')) {
      for (const opts of [{ limit: 2 }, { limit: 1 }, { maxNodes: 3 }]) {
        expect(validateSudoku(solver.solve(p, opts).solutions[0] ?? '', p).ok || opts.maxNodes === 3).toBe(true);
        expect(solver.sanity()).toEqual({ ok: true, errors: [] });
      }
    }
    expect(sudokuLinks().selected).toEqual([]);
  });
});

describe('solveSudoku: contradictions, budgets, heuristics', () => {
  it('duplicate givens in a unit: no solution, said plainly', () => {
    const p = '55' + '.'.repeat(79);
    const res = solveSudoku(p);
    expect(res.count).toBe(0);
    expect(res.solutions).toEqual([]);
    expect(res.contradiction).toEqual([
      { digit: 5, unit: 'row', index: 1, cells: [0, 1] },
      { digit: 5, unit: 'box', index: 1, cells: [0, 1] },
    ]);
    expect(contradictionText(res.contradiction!, 'en')).toMatch(/no solution: the givens contradict each other: digit 5 twice in row 1 \(r1c1 and r1c2\); digit 5 twice in box 1/);
    expect(sudokuConflicts(parseSudoku('1' + '.'.repeat(8) + '1' + '.'.repeat(71)))).toEqual([
      { digit: 1, unit: 'column', index: 1, cells: [0, 9] },
      { digit: 1, unit: 'box', index: 1, cells: [0, 9] },
    ]);
    const solver = new SudokuSolver();
    expect(solver.solve(p).contradiction).toEqual(res.contradiction);
    expect(solver.sanity().ok).toBe(true);
    expect(solver.solve(TOP1).count).toBe(1);
  });

  it('no clash among the givens but no solution: count 0, search complete', () => {
    // Row 1 misses only a 9 in its last cell, but column 9 already has a 9 lower down.
    const p = '12345678.' + '........9' + '.'.repeat(63);
    const res = solveSudoku(p);
    expect(res.contradiction).toBeUndefined();
    expect(res).toMatchObject({ count: 0, status: 'complete', solutions: [] });
  });

  it('a full valid grid is its own unique solution; the empty grid has many', () => {
    const full = solveSudoku(TOP1).solutions[0];
    expect(solveSudoku(full, { limit: 2 })).toMatchObject({ count: 1, status: 'complete', solutions: [full] });
    const empty = solveSudoku('.'.repeat(81), { limit: 3 });
    expect(empty.count).toBe(3);
    for (const s of empty.solutions) expect(validateSudoku(s)).toEqual({ ok: true });
  });

  it('a node budget stops the search with status budget and leaves the matrix ready', () => {
    const res = solveSudoku(TOP1, { maxNodes: 5 });
    expect(res.status).toBe('budget');
    expect(res.stats.nodes).toBe(5);
    const solver = new SudokuSolver();
    expect(solver.solve(TOP1, { maxNodes: 5 }).stats).toMatchObject({ nodes: 5, updates: res.stats.updates });
    expect(solver.sanity().ok).toBe(true);
    expect(solveSudoku(TOP1).count).toBe(1);
  });

  it("Knuth's rule needs far fewer nodes than taking the first column", () => {
    const easy = '..3.2.6..9..3.5..1..18.64....81.29..7.......8..67.82....26.95..8..2.3..9..5.1.3..';
    const mrv = solveSudoku(easy);
    const first = solveSudoku(easy, { heuristic: 'first' });
    expect(first.solutions).toEqual(mrv.solutions);
    expect(first.stats.nodes).toBeGreaterThan(mrv.stats.nodes);
  });

  it('accepts a grid as numbers; rejects bad grids', () => {
    expect(solveSudoku(parseSudoku(TOP1)).count).toBe(1);
    expect(() => solveSudoku([1, 2])).toThrow('puzzle must have 81 cells, got 2');
    expect(() => solveSudoku(new Array(81).fill(-1))).toThrow('puzzle[0] must be an integer from 0 to 9, got -1');
    expect(() => solveSudoku(TOP1, { limit: 0 })).toThrow('limit must be an integer ≥ 1 or Infinity, got 0');
  });
});

describe('validators', () => {
  const sol = solveSudoku(TOP1).solutions[0];
  it('validateSudoku catches clashes, blanks and changed givens', () => {
    expect(validateSudoku(sol, TOP1)).toEqual({ ok: true });
    const swapped = sol[1] + sol[0] + sol.slice(2);
    expect(validateSudoku(swapped).ok).toBe(false);
    expect(validateSudoku('.' + sol.slice(1)).problem).toEqual({ kind: 'not-digit', cell: 0, got: '0', order: 9 });
    const other = solveSudoku('.'.repeat(81)).solutions[0];
    const changed = validateSudoku(other, TOP1).problem;
    expect(changed?.kind).toBe('given-changed');
    expect(sudokuProblemText(changed!, 'en')).toMatch(/the given . at r\dc\d was changed/);
  });

  it('validateSudokuOfOrder works for 4 × 4 and 9 × 9 and agrees with validateSudoku on random damage', () => {
    expect(validateSudokuOfOrder([1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1], 4)).toEqual({ ok: true });
    expect(validateSudokuOfOrder([1, 2, 3, 4, 2, 1, 4, 3, 3, 4, 1, 2, 4, 3, 2, 1], 4).problem).toEqual({ kind: 'repeat', order: 4, digit: 2, unit: 'box', index: 1, cells: [1, 4] });
    expect(() => validateSudokuOfOrder([], 5)).toThrow('n must be one of 1, 4, 9, 16, 25 (the order), got 5');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 1, max: 9 }), (cell, digit) => {
        const g = [...sol].map(Number);
        g[cell] = digit;
        expect(validateSudokuOfOrder(g, 9).ok).toBe(validateSudoku(g).ok);
        expect(validateSudoku(g).ok).toBe(digit === Number(sol[cell]));
      }),
      { numRuns: 200 },
    );
  });

  it('a fresh DancingLinks over sudokuCover() agrees with solveSudoku', () => {
    const m = sudokuCover();
    const dlx = coverLinks(m);
    const g = parseSudoku(TOP1);
    g.forEach((d, i) => d && expect(dlx.select(i * 9 + d - 1)).toBe(true));
    const res = dlx.solve({ limit: 2 });
    expect(res.count).toBe(1);
    expect(rowsToSudoku(res.solutions[0])).toBe(solveSudoku(TOP1).solutions[0]);
    expect(res.stats.nodes).toBe(solveSudoku(TOP1, { limit: 2 }).stats.nodes);
    expect(res.stats.updates).toBe(solveSudoku(TOP1, { limit: 2 }).stats.updates);
  });
});

describe('sudokuCellZoom (appendix 04a: the slides\' ⟨2, 5, 7⟩ zoomed in)', () => {
  const cover = sudokuCover();
  it('gives the nine rows of the cell, one per digit, and 36 columns, nine per family, that hold every 1 of them', () => {
    for (const [r, c] of [[4, 6], [0, 0], [8, 8]]) {
      const z = sudokuCellZoom(cover, r, c);
      expect(z.rows.map((x) => x.digit)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(z.rows.every((x) => x.row === r && x.col === c)).toBe(true);
      expect(z.columns).toHaveLength(36);
      expect(['cell', 'row-digit', 'col-digit', 'box-digit'].map((k) => z.columns.filter((j) => cover.columns[j].kind === k).length)).toEqual([9, 9, 9, 9]);
      expect(z.columns.slice(0, 9)).toEqual(Array.from({ length: 9 }, (_, j) => r * 9 + j));
      for (const x of z.rows) for (const j of x.columns) expect(z.columns).toContain(j);
    }
  });
  it('refuses a cell off the grid and a matrix that is not the Sudoku one', () => {
    expect(() => sudokuCellZoom(cover, 9, 0)).toThrow(/r must be an integer from 0 to 8, got 9/);
    expect(() => sudokuCellZoom({ ...cover, rows: cover.rows.slice(0, 5) }, 0, 0)).toThrow(/cover must be sudokuCover\(\)'s 729×324 matrix, got 5 rows over 324 columns/);
  });
});
