// The exercise checks in Spanish (setLanguage('es')): titles, verdicts and hints read in Spanish, from
// the same values as the English ones, which stay as they were.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkExercise, collectAnswer, EXERCISES, verdictFor } from '../lib/exercises';
import { cutCycleReference, seamTiles } from '../lib/exercises/notebook-02';
import { warnsdorffLastTie } from '../lib/exercises/notebook-01';
import { knightPairCount } from '../lib/exercises/notebook-00';
import { setLanguage, type Language } from '../lib/i18n';
import { backtrackTour, divideAndConquerTour, loadBaseCase, startAt, type Tour } from '../lib/knight';
import { countQueens } from '../lib/queens';

const verdict = (id: string, answer: unknown) => verdictFor(id, collectAnswer(id, answer));
/** The verdict in one language, the current one restored afterwards. */
function verdictIn(lang: Language, id: string, answer: unknown) {
  setLanguage(lang);
  try {
    return verdict(id, answer);
  } finally {
    setLanguage('es');
  }
}
// English function words: none belongs in a Spanish message (code names like `tour` or `rows` may).
const ENGLISH = /\b(the|should|your|is|are|and|with|of|not|from|must|got)\b/;

/** Checks one answer in Spanish: the verdict, a Spanish message matching `pattern`, and English the same as before. */
function expectSpanish(id: string, answer: unknown, ok: boolean, pattern: RegExp) {
  const v = verdict(id, answer);
  expect(v.ok, `${id}: ${v.message}`).toBe(ok);
  expect(v.message).toMatch(pattern);
  expect(v.message, `${id}: ${v.message}`).not.toMatch(ENGLISH);
  const en = verdictIn('en', id, answer);
  expect(en.ok).toBe(ok);
  expect(en.message).not.toBe(v.message);
  return v.message;
}

const linear = (n: number) => {
  let ends = 0;
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) {
    for (const [dr, dc] of [[1, 2], [2, 1], [-1, 2], [-2, 1], [1, -2], [2, -1], [-1, -2], [-2, -1]]) {
      if (r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < n) ends++;
    }
  }
  return ends / 2;
};

describe('exercise checks in Spanish', () => {
  beforeAll(() => setLanguage('es'));
  afterAll(() => setLanguage('en'));

  it('checkExercise prints the Spanish title, the verdict and "aún sin responder"', () => {
    expect(checkExercise('00.1', 7)).toBe(
      '✗ 00.1 la casilla del 3×3 a la que el caballo nunca llega: a la casilla 7 se llega en 1 movimiento desde la esquina: busca la casilla cuya distancia es −1',
    );
    expect(checkExercise('00.1', 4)).toBe(
      '✓ 00.1 la casilla del 3×3 a la que el caballo nunca llega: la casilla 4 no tiene ningún movimiento de caballo en el 3×3, así que ningún recorrido puede pasar por ella',
    );
    expect(checkExercise('02.4', null)).toBe('✗ 02.4 el trabajo para n = 2000: aún sin responder');
    expect(checkExercise('03.5', () => { throw new RangeError('oops'); })).toBe(
      '✗ 03.5 cuenta las soluciones con tu propia vuelta atrás: tu respuesta falló cuando la comprobación la usó: RangeError: oops',
    );
    expect(checkExercise('01.4', { rows: 6, cols: 8, path: [() => 1] })).toMatch(/la respuesta contiene una función \(anónima\) donde se esperaba un valor/);
  });

  it('every exercise has a Spanish title and Spanish hints for answers of the wrong shape', () => {
    for (const e of EXERCISES) {
      expect(e.title.es.length, e.id).toBeGreaterThan(5);
      expect(e.title.es, e.id).not.toBe(e.title.en);
      expect(e.title.es, e.id).not.toMatch(ENGLISH);
      for (const junk of ['x', [1, 2], { rows: 'a' }, () => 1]) {
        const es = verdict(e.id, junk);
        expect(es.ok).toBe(false);
        expect(es.message, `${e.id}: ${es.message}`).not.toMatch(ENGLISH);
        expect(es.message, e.id).not.toBe(verdictIn('en', e.id, junk).message);
      }
    }
  });

  it('00: right and wrong answers', () => {
    expectSpanish('00.1', 4, true, /^la casilla 4 no tiene ningún movimiento/);
    expectSpanish('00.1', 12, false, /^la casilla 12 no está en un tablero de 3×3/);
    expectSpanish('00.2', 4, true, /unas n⁴\/2 comparaciones/);
    expectSpanish('00.2', 2, false, /^2 sería mirar una sola vez cada casilla \(como BFS\)/);
    expectSpanish('00.3', knightPairCount(7, 9), true, /pares = \(suma de los grados\) \/ 2/);
    expectSpanish('00.3', 2 * knightPairCount(7, 9), false, /^así cuentas cada par dos veces/);
    expectSpanish('00.4', (n: number) => linear(n) + (n === 25 ? 1 : 0), false, /^en 25×25 tu función devuelve \d+; el recuento debe ser 4\(n−1\)\(n−2\)/);
    expectSpanish('00.4', linear, true, /^recuentos correctos; con n = 180 tarda [\d.]+ veces el tiempo/);
  });

  it('01: right and wrong answers', () => {
    expectSpanish('01.1', backtrackTour(5, 5, 0).tour!, true, /^un recorrido completo de 5×5 desde la esquina/);
    expectSpanish('01.1', backtrackTour(5, 5, 12).tour!, false, /^el recorrido empieza en la casilla 12; debe empezar en la 0$/);
    expectSpanish('01.2', { '3x6 open': false, '4x6 open': true, '4x8 closed': true, '7x7 closed': false, '6x7 closed': true }, false, /^1 de 5 son incorrectas\. Piensa en los colores/);
    expectSpanish('01.2', { '3x6 open': false, '4x6 open': true, '4x8 closed': false, '7x7 closed': false, '6x7 closed': true }, true, /^las cinco correctas. Las razones: 3×6 — .*; 7×7 — 49 casillas, .*; 6×7 — no son ambos impares/);
    expectSpanish('01.3', { start: 0, tour: backtrackTour(10, 10, 0).tour! }, false, /^desde la casilla 0 la regla con desempate 'first' completa el recorrido/);
    expectSpanish('01.3', { start: 31, tour: backtrackTour(10, 10, 31).tour! }, true, /^la regla se atasca desde 31; la vuelta atrás encuentra un recorrido/);
    expectSpanish('01.4', backtrackTour(6, 8, 0).tour!, false, /^el recorrido es un recorrido válido, pero no cerrado/);
    const t = backtrackTour(6, 8, 0, { closed: true }).tour!;
    expectSpanish('01.4', t, true, /^correcto: las 48 casillas, cada una una vez, y la última a un salto de caballo de la primera$/);
    const broken: Tour = { ...t, path: Int32Array.from(t.path).reverse().map((s, k) => (k === 3 ? t.path[0] : s)) };
    expectSpanish('01.4', broken, false, /^el recorrido no es un recorrido del caballo: paso \d+: /);
    expectSpanish('01.5', (r: number, c: number, s: number) => warnsdorffLastTie(r, c, s).slice(0, -1), false, /^en 5×5 desde 0 tu camino tiene 24 casillas: detente justo cuando/);
    expectSpanish('01.5', warnsdorffLastTie, true, /^las mismas elecciones que la referencia en 6 tableros \(se atasca en \d+ de ellos\)$/);
  });

  it('02: right and wrong answers', () => {
    expectSpanish('02.1', startAt(divideAndConquerTour(10), 55), true, /^cerrado, válido y empieza en 55$/);
    expectSpanish('02.1', divideAndConquerTour(10), false, /^el recorrido empieza en la casilla 0; debe empezar en la 55$/);
    expectSpanish('02.2', { tours: [], closed: [] }, false, /^da cuatro recorridos y cuatro predicciones, en el orden 6×7, 7×9, 5×100, 12×5$/);
    expectSpanish('02.3', { rows: 6, cols: 6, path: loadBaseCase(6, 6).cycle }, false, /es estructurado\. Busca de nuevo con otra semilla/);
    expectSpanish('02.4', { tiles: 1, fourWay: 0, twoWay: 0 }, false, /^tiles: multiplica el número de franjas/);
    expectSpanish('02.5', cutCycleReference, true, /^correcto en los 7 cortes, en los dos sentidos/);
    const forwardOnly = (cycle: number[], a: number, b: number) => { const i = cycle.indexOf(b); return [...cycle.slice(i), ...cycle.slice(0, i)]; };
    expectSpanish('02.5', forwardOnly, false, /^cutCycle\(\[0, 1, 2, 3, 4\], 3, 2\) (debe empezar en b|no sigue el ciclo)/);
    const { left, right } = seamTiles();
    expectSpanish('02.6', { rows: 6, cols: 12, path: [...left, ...right] }, false, /^el recorrido no es un recorrido del caballo: paso 36: .* no es un movimiento de caballo$/);
  });

  it('03: right and wrong answers (the conflict named in Spanish)', () => {
    expectSpanish('03.1', { any: [1, 3, 5, 2, 4], fromTwo: [2, 4, 1, 3, 5] }, true, /^dos soluciones de 5×5, una con la reina de la fila 1 en la columna 2$/);
    expectSpanish('03.1', { any: [1, 2, 3, 4, 5], fromTwo: [2, 4, 1, 3, 5] }, false, /^any no es una solución: las reinas 1 y 2 comparten una diagonal/);
    expectSpanish('03.1', { any: [1, 3, 5, 2, 9], fromTwo: [2, 4, 1, 3, 5] }, false, /^any no es una solución: su componente 5 vale 9, y las columnas van de 1 a 5$/);
    // A column off the board is a hint in English too (it used to reach the check as an error).
    expect(verdictIn('en', '03.1', { any: [1, 3, 5, 2, 9], fromTwo: [2, 4, 1, 3, 5] }).message).toBe('any is not a solution: its component 5 is 9, and columns run from 1 to 5');
    expectSpanish('03.2', [1, 5, 8, 6, 3, 7, 2, 4], false, /^es una solución, pero cambia \d componentes y bastan \d\./);
    expectSpanish('03.3', { extraExpansions: -1, fullTreeGenerated: 0 }, false, /^extraExpansions: las expansiones con goalTest 'expansion'/);
    expectSpanish('03.5', (n: number) => countQueens(n).count, true, /^correcto para n = 1…8$/);
    expectSpanish('03.5', () => 0, false, /^en 1×1 tu función cuenta 0, muy pocas: ¿sigue la búsqueda/);
  });

  it('04: right and wrong answers', () => {
    expectSpanish('04.1', { rows: 64, columns: 64, onesPerRow: 4, onesPerColumn: 4 }, true, /^la construcción del Sudoku, reducida de 9 a 4$/);
    expectSpanish('04.1', { rows: 64, columns: 48, onesPerRow: 4, onesPerColumn: 4 }, false, /^columns: cuatro familias de restricciones/);
    expectSpanish('04.2', { matrix: { columns: [], primary: 0, rows: [{ columns: [3] }] }, count: 0 }, false, /^matrix: una fila se refiere a la columna 3, pero solo hay 0 columnas$/);
    expectSpanish('04.3', () => ({ columns: [], primary: 0, rows: [] }), false, /^langfordCover\(3\) debe tener 9 columnas primarias/);
    expectSpanish('04.4', { index: 100, nodes: 1, mostUpdates: true }, false, /^index debe ser un número de sudoku 0…99$/);
    expectSpanish('04.6', { table: [], matters: 'rule' }, false, /^la tabla no tiene fila para n = 8, regla 'mrv', orden 'middle-out'/);
  });
});
