// lib/knight returns verdicts as data; lib/i18n words them in each language, whatever setLanguage chose.
// No file of lib/knight imports lib/i18n (the solvers hold no words and read no language).
import { readdirSync, readFileSync } from 'fs';
import * as path from 'path';
import { afterEach, describe, expect, it } from 'vitest';
import { cycleProblemText, labels, noTourReasonText, setLanguage, tourCheckText, tourProblemText } from '../lib/i18n';
import { checkCycle, loadBaseCase, noTourReason, tourExists, validateTour, type BacktrackResult, type BacktrackStep, type GameStatus, type NoTourReason, type TourProblem, type WarnsdorffResult } from '../lib/knight';
import { COURSE_DC_CASES } from '../lib/handouts';
import { TOUR_KINDS } from '../lib/knight/existence';
import { projectRoot } from '../platform/kernel';
import { verdictFor } from '../lib/exercises';

afterEach(() => setLanguage('en'));

describe('knight verdicts are data, worded by lib/i18n', () => {
  it('no file of lib/knight imports lib/i18n (or reads a language)', () => {
    const dir = path.join(projectRoot, 'lib', 'knight');
    const offenders = readdirSync(dir).filter((f) => f.endsWith('.ts')).filter((f) => /from '\.\.\/i18n|setLanguage|language\(\)/.test(readFileSync(path.join(dir, f), 'utf8')));
    expect(offenders).toEqual([]);
  });

  it('validateTour names each problem with its numbers, and each is worded in English and Spanish', () => {
    const cases: [unknown, TourProblem, RegExp, RegExp][] = [
      [null, { kind: 'not-a-tour', value: 'null' }, /^not a tour: null$/, /^no es un recorrido: null$/],
      [{ rows: 0, cols: 4, path: new Int32Array(0) }, { kind: 'bad-size', rows: '0', cols: '4' }, /bad board size 0×4/, /tamaño de tablero incorrecto 0×4/],
      [{ rows: 1, cols: 2, path: [0, 1] }, { kind: 'path-type' }, /Int32Array/, /path debe ser un Int32Array/],
      [{ rows: 1, cols: 2, path: Int32Array.of(0) }, { kind: 'length', length: 1, rows: 1, cols: 2, squares: 2 }, /path has 1 squares, the 1×2 board has 2/, /path tiene 1 casillas, y el tablero de 1×2 tiene 2/],
      [{ rows: 3, cols: 3, path: Int32Array.of(0, 7, 9, 1, 2, 3, 4, 5, 6) }, { kind: 'off-board', step: 2, square: 9, squares: 9 }, /step 2: square 9 is off the board \[0, 8\]/, /paso 2: la casilla 9 está fuera del tablero \[0, 8\]/],
      [{ rows: 3, cols: 3, path: Int32Array.of(0, 7, 0, 1, 2, 3, 4, 5, 6) }, { kind: 'repeat', step: 2, square: 0 }, /step 2: square 0 visited twice/, /paso 2: la casilla 0 se visita dos veces/],
      [{ rows: 3, cols: 3, path: Int32Array.of(0, 1, 2, 3, 4, 5, 6, 7, 8) }, { kind: 'not-a-move', step: 1, from: 0, to: 1 }, /step 1: 0 → 1 is not a knight move/, /paso 1: 0 → 1 no es un movimiento de caballo/],
    ];
    for (const [tour, problem, en, es] of cases) {
      const check = validateTour(tour as never);
      expect(check).toEqual({ ok: false, closed: false, problem });
      expect(tourProblemText(problem, 'en')).toMatch(en);
      expect(tourProblemText(problem, 'es')).toMatch(es);
      expect(tourCheckText(check, 'es')).toBe(tourProblemText(problem, 'es'));
    }
    expect(tourCheckText(validateTour({ rows: 1, cols: 1, path: Int32Array.of(0) }), 'es')).toBe('');
  });

  it('checkCycle names its problem as data too, worded in both languages', () => {
    const cycle = Array.from(loadBaseCase(6, 6).cycle);
    expect(checkCycle(6, 6, cycle)).toEqual({ ok: true, missing: [] });
    expect(checkCycle(6, 6, cycle.slice(1)).problem).toEqual({ kind: 'length', length: 35, expected: 36 });
    const twice = cycle.slice();
    twice[7] = twice[3];
    expect(checkCycle(6, 6, twice).problem).toEqual({ kind: 'repeat', step: 7, square: cycle[3] });
    expect(cycleProblemText({ kind: 'repeat', step: 7, square: 4 }, 'es')).toBe('paso 7: la casilla 4 se visita dos veces');
    expect(cycleProblemText({ kind: 'missing-corners', count: 3 }, 'en')).toBe('3 corner moves missing');
    expect(cycleProblemText({ kind: 'missing-corners', count: 3 }, 'es')).toBe('faltan 3 movimientos de esquina');
    expect(checkCycle(5, 5, [0, ...Array.from({ length: 23 }, (_, i) => i + 1)], true).problem).toEqual({ kind: 'corner-visited', step: 0 });
  });

  it('the rendering follows setLanguage only when no language is given', () => {
    const p: TourProblem = { kind: 'repeat', step: 3, square: 7 };
    setLanguage('es');
    expect(tourProblemText(p)).toBe('paso 3: la casilla 7 se visita dos veces');
    expect(tourProblemText(p, 'en')).toBe('step 3: square 7 visited twice');
  });

  it('noTourReason is null exactly when tourExists, and names the theorem otherwise; both languages word it', () => {
    for (let rows = 1; rows <= 9; rows++) for (let cols = 1; cols <= 9; cols++) for (const kind of TOUR_KINDS) {
      const r = noTourReason(rows, cols, kind);
      expect(r === null, `${rows}×${cols} ${kind}`).toBe(tourExists(rows, cols, kind));
      if (r) {
        expect(r.tour).toBe(kind);
        expect([r.rows, r.cols]).toEqual([rows, cols]);
        expect(r.kind).toBe(kind === 'open' ? 'conrad' : (rows * cols) % 2 === 1 ? 'odd-squares' : 'schwenk');
      }
    }
    const odd = noTourReason(5, 5, 'closed')!;
    expect(odd).toEqual({ kind: 'odd-squares', tour: 'closed', rows: 5, cols: 5, squares: 25 });
    expect(noTourReasonText(odd, 'en')).toBe('a closed tour alternates colours, so it needs an even number of squares; 5×5 has 25');
    expect(noTourReasonText(odd, 'es')).toBe('un recorrido cerrado alterna los colores, así que necesita un número par de casillas; 5×5 tiene 25');
    const schwenk: NoTourReason = noTourReason(4, 8, 'closed')!;
    expect(noTourReasonText(schwenk, 'en')).toMatch(/^no closed tour on 4×8 \(Schwenk 1991/);
    expect(noTourReasonText(schwenk, 'es')).toMatch(/^no hay recorrido cerrado en 4×8 \(Schwenk 1991/);
    expect(noTourReasonText(noTourReason(3, 3, 'open')!, 'es')).toMatch(/^no hay recorrido en 3×3 \(Conrad et al\. 1994/);
    expect(() => noTourReasonText(null as never)).toThrow(/reason must be an object/);
  });

  it("an exercise verdict is worded in the language asked for, without setLanguage (the grader's case)", () => {
    const bad = { rows: 10, cols: 10, path: Array.from({ length: 100 }, (_, i) => i) };
    const en = verdictFor('02.1', bad, 'en');
    const es = verdictFor('02.1', bad, 'es');
    expect(en).toEqual({ ok: false, message: "the tour is not a knight's tour: step 1: 0 → 1 is not a knight move" });
    expect(es).toEqual({ ok: false, message: 'el recorrido no es un recorrido del caballo: paso 1: 0 → 1 no es un movimiento de caballo' });
    expect(verdictFor('02.1', bad)).toEqual(en); // the current language: English
  });
});

describe("the notebooks' own words (lib/i18n's nb00–nb02 sections)", () => {
  const en = labels('en');
  const es = labels('es');
  it('every status and step kind the knight solvers return has a Spanish word; English keeps the value', () => {
    type Status = BacktrackStep['kind'] | GameStatus | WarnsdorffResult['status'] | BacktrackResult['status'];
    const all: Record<Status, true> = { move: true, backtrack: true, found: true, none: true, budget: true, playing: true, won: true, stuck: true };
    for (const s of Object.keys(all)) {
      expect(en.nb01.status(s)).toBe(s);
      expect(es.nb01.status(s), s).not.toBe(s);
    }
  });

  it("the handouts' case names, conditions and constructions all have Spanish words in notebook 02", () => {
    for (const k of COURSE_DC_CASES) {
      expect(en.nb02.caseWhen(k.when)).toBe(k.when);
      expect(es.nb02.caseWhen(k.when), k.when).not.toBe(k.when);
      expect(es.nb02.caseHow(k.how), k.how).not.toBe(k.how);
    }
    expect(es.nb02.caseName('unir_impar (n//2 even)')).toBe('unir_impar (n//2 par)');
  });

  it('table headers have as many columns in both languages', () => {
    for (const nb of ['nb01', 'nb02'] as const) {
      for (const [key, value] of Object.entries(en[nb])) {
        const other = (es[nb] as Record<string, unknown>)[key];
        if (Array.isArray(value)) expect((other as unknown[]).length, `${nb}.${key}`).toBe(value.length);
      }
    }
    expect(es.nb01.failingHeader(30)).toHaveLength(en.nb01.failingHeader(30).length);
    expect(es.nb02.baseHeader(3)).toHaveLength(en.nb02.baseHeader(3).length);
  });
});
