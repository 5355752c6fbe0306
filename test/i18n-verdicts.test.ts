// The solvers of lib/queens and lib/exact-cover return verdicts as data; lib/i18n words them in both
// languages. Each kind of verdict comes from a real call, and is worded in English and in Spanish.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { validatePlacement } from '../lib/queens';
import { durationOf } from '../lib/queens/duration';
import { isExactCover, knuthExample, pentominoCover, pentominoGrid, coverLinks, solveSudoku, validateSudoku, validateSudokuOfOrder, validatePentominoTiling } from '../lib/exact-cover';
import {
  contradictionText, describeConflict, exactCoverProblemText, pentominoProblemText, describeSudokuColumn, formatDuration, placementProblemText, setLanguage, sudokuProblemText,
} from '../lib/i18n';

describe('lib/queens and lib/exact-cover: no words, no language', () => {
  it('no file of lib/queens or lib/exact-cover imports lib/i18n', () => {
    for (const dir of ['lib/queens', 'lib/exact-cover']) {
      for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
        expect(readFileSync(`${dir}/${f}`, 'utf8'), `${dir}/${f}`).not.toMatch(/from ['"]\.\.\/i18n/);
      }
    }
  });
});

describe('placementProblemText(validatePlacement(v).problem)', () => {
  const cases: [string, ReturnType<typeof validatePlacement>, string, string][] = [
    ['conflict', validatePlacement([1, 1], 2), 'queens 1 and 2 share column 1', 'las reinas 1 y 2 comparten la columna 1'],
    ['incomplete', validatePlacement([2, 4, 1], 4), 'only 3 of 4 rows have a queen', 'solo 3 de las 4 filas tienen reina'],
    ['outside', validatePlacement([3, 1, 9, 2, 8, 5, 4, 7]), 'x3 = 9 breaks the explicit constraint: a column must be an integer from 1 to 8',
      'x3 = 9 incumple la restricción explícita: una columna debe ser un entero del 1 al 8'],
    ['too-many-rows', validatePlacement([2, 4, 1, 3, 5], 4), 'the vector has 5 rows but the board has only 4', 'el vector tiene 5 filas, pero el tablero solo tiene 4'],
    ['bad-size', validatePlacement([1], 0), 'the board size n must be an integer from 1 to 50000000, got 0', 'el tamaño del tablero n debe ser un entero del 1 al 50\u00a0000\u00a0000, y es 0'],
    ['not-vector', validatePlacement('12' as never), 'not a vector of columns (x1 … xk, one per row): got "12"', 'no es un vector de columnas (x1 … xk, una por fila): es "12"'],
  ];
  for (const [kind, check, en, es] of cases) {
    it(`${kind}: worded in English and Spanish`, () => {
      expect(check.ok).toBe(false);
      expect(check.problem?.kind).toBe(kind);
      expect(placementProblemText(check.problem!, 'en')).toBe(en);
      expect(placementProblemText(check.problem!, 'es')).toBe(es);
    });
  }
  it('a diagonal conflict, and the language setLanguage chose when none is given', () => {
    const c = validatePlacement([1, 2]).problem!;
    expect(c.kind).toBe('conflict');
    setLanguage('es');
    try {
      expect(placementProblemText(c)).toBe('las reinas 1 y 2 comparten una diagonal (|1 − 2| = |1 − 2|)');
    } finally {
      setLanguage('en');
    }
    expect(placementProblemText(c)).toBe('queens 1 and 2 share a diagonal (|1 − 2| = |1 − 2|)');
    expect(() => describeConflict({ rows: [1], columns: [1, 1], kind: 'column' } as never, 'en')).toThrow(/c must be a conflict/);
  });
});

describe('formatDuration(durationOf(seconds))', () => {
  it('the largest unit, two significant digits, in either language', () => {
    expect(durationOf(3 * 3600)).toEqual({ amount: 3, unit: 'hours' });
    expect(formatDuration(3 * 3600, 'en')).toBe('3.0 hours');
    expect(formatDuration(3 * 3600, 'es')).toBe('3.0 horas');
    expect(formatDuration(41 * 365.25 * 86400, 'es')).toBe('41 años');
    expect(formatDuration(0.25, 'en')).toBe('250 ms');
    expect(formatDuration(4.7e6 * 365.25 * 86400, 'en')).toBe('4,700,000 years');
    expect(formatDuration(4.7e6 * 365.25 * 86400, 'es')).toBe('4\u00a0700\u00a0000 años');
    expect(formatDuration(Infinity, 'en')).toBe('Infinity years');
    expect(formatDuration({ amount: 2, unit: 'days' }, 'es')).toBe('2.0 días');
  });
});

describe('Sudoku verdicts in words', () => {
  const solved = solveSudoku('4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......').solutions[0];
  it('every kind of validateSudoku problem, in English and Spanish', () => {
    const swapped = solved[1] + solved[0] + solved.slice(2);
    const cases: [string, ReturnType<typeof validateSudoku>, RegExp, RegExp][] = [
      ['cell-count', validateSudoku(solved.slice(1)), /^the grid has 80 cells, expected 81$/, /^la cuadrícula tiene 80 celdas, y debe tener 81$/],
      ['character', validateSudoku('x' + solved.slice(1)), /^the text holds "x" at position 0/, /^el texto contiene "x" en la posición 0/],
      ['not-digit', validateSudoku('.' + solved.slice(1)), /^cell r1c1 holds 0, expected a digit from 1 to 9$/, /^la celda r1c1 contiene 0, y debe ser un dígito del 1 al 9$/],
      ['repeat', validateSudoku(swapped), /^digit \d twice in column \d \(r1c\d and r\dc\d\)$/, /^el dígito \d aparece dos veces en la columna \d \(r1c\d y r\dc\d\)$/],
      ['given-changed', validateSudoku(solveSudoku('.'.repeat(81)).solutions[0], '4' + '.'.repeat(80)), /^the given 4 at r1c1 was changed to \d$/, /^la pista 4 de r1c1 se cambió por \d$/],
    ];
    for (const [kind, check, en, es] of cases) {
      expect(check.problem?.kind, kind).toBe(kind);
      expect(sudokuProblemText(check.problem!, 'en'), kind).toMatch(en);
      expect(sudokuProblemText(check.problem!, 'es'), kind).toMatch(es);
    }
  });
  it('an order-4 grid names its cells on a 4×4 board', () => {
    const p = validateSudokuOfOrder([1, 2, 3, 4, 2, 1, 4, 3, 3, 4, 1, 2, 4, 3, 2, 1], 4).problem!;
    expect(sudokuProblemText(p, 'en')).toBe('digit 2 twice in box 1 (r1c2 and r2c1)');
    expect(sudokuProblemText(p, 'es')).toBe('el dígito 2 aparece dos veces en la caja 1 (r1c2 y r2c1)');
  });
  it('contradictory givens and a column, in words', () => {
    const res = solveSudoku('55' + '.'.repeat(79));
    expect(contradictionText(res.contradiction!, 'es')).toBe(
      'no hay solución: las pistas se contradicen: el dígito 5 aparece dos veces en la fila 1 (r1c1 y r1c2); el dígito 5 aparece dos veces en la caja 1 (r1c1 y r1c2)');
    expect(describeSudokuColumn(243 + 9 * 4 + 6, 'es')).toBe('la caja 5 necesita un 7');
    expect(describeSudokuColumn(80, 'es')).toBe('la celda r9c9 necesita un dígito');
  });
});

describe('isExactCover and validatePentominoTiling verdicts in words', () => {
  it('every kind of cover problem, from real calls on Knuth\'s example, in English and Spanish', () => {
    const m = knuthExample(); // the one exact cover is rows 0, 3, 4
    const bad = { ...m, rows: [...m.rows, { columns: [0, 0] }] };
    const cases: [string, ReturnType<typeof isExactCover>, string, string][] = [
      ['not-a-row', isExactCover(m, [9]), '9 is not a row of the matrix (rows are numbered from 0 to 5)', '9 no es una fila de la matriz (las filas van de la 0 a la 5)'],
      ['row-twice', isExactCover(m, [0, 0]), 'row 0 is used twice', 'la fila 0 se usa dos veces'],
      ['bad-column', isExactCover(bad, [6]), "row 6 names 0 at position 1, not one of the matrix's columns 0 to 6 (or a repeat)",
        'la fila 6 nombra 0 en la posición 1, que no es una de las columnas 0 a 6 de la matriz (o está repetida)'],
      ['covered-twice', isExactCover(m, [1, 3]), 'column A is covered twice', 'la columna A queda cubierta dos veces'],
      ['uncovered', isExactCover(m, [0, 3]), 'primary column B is not covered', 'la columna primaria B queda sin cubrir'],
    ];
    for (const [kind, check, en, es] of cases) {
      expect(check.problem?.kind, kind).toBe(kind);
      expect(exactCoverProblemText(check.problem!, 'en')).toBe(en);
      expect(exactCoverProblemText(check.problem!, 'es')).toBe(es);
    }
    expect(isExactCover(m, [0, 3, 4])).toEqual({ ok: true });
  });

  it('tiling problems from a damaged 3×20 tiling, in English and Spanish', () => {
    const m = pentominoCover(3, 20);
    const g = pentominoGrid(3, 20, coverLinks(m).solve({ limit: 1 }).solutions[0].map((i) => m.rows[i]));
    expect(validatePentominoTiling(g)).toEqual({ ok: true });
    const letter = validatePentominoTiling([g[0].replace(/^./, 'Q'), g[1], g[2]]).problem!;
    expect(pentominoProblemText(letter, 'en')).toBe('square (0, 0) holds "Q", not a pentomino letter');
    expect(pentominoProblemText(letter, 'es')).toBe('la casilla (0, 0) contiene "Q", que no es la letra de un pentominó');
    const size = validatePentominoTiling(g.slice(0, 2)).problem!;
    expect(pentominoProblemText(size, 'es')).toBe('el tablero es de 2×20, no de 60 casillas');
    const ragged = validatePentominoTiling([g[0], g[1].slice(1) + g[2][0], g[2].slice(1)]).problem!;
    expect(ragged.kind).toBe('ragged');
    // two pieces' letters swapped: their squares no longer make 5 of each, or their shapes
    const a = g[0][0];
    const b = [...g.join('')].find((ch) => ch !== a)!;
    const swapped = g.map((row) => [...row].map((ch) => (ch === a ? b : ch === b ? a : ch)).join(''));
    const swap = validatePentominoTiling(swapped.map((row, r) => (r === 0 ? b + row.slice(1) : row))).problem!;
    expect(['piece-size', 'wrong-shape']).toContain(swap.kind);
    expect(pentominoProblemText(swap, 'es')).toMatch(/^(la pieza . cubre \d+ casillas, y debe cubrir 5|las casillas marcadas con . no forman el pentominó .)$/);
  });
});
