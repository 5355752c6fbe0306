/**
 * Notebook 02 (divide and conquer): rotating closed tours, rectangles, structure, the plan, a join of
 * your own, where an unstructured tour can stand in Parberry's join, and the handout's n = m + 1 rule.
 */
import { checkerFor } from './check-exercise';
import { checkCycle, divideAndConquerPlan, fourWayPatterns, isKnightMove, loadBaseCase, tourExists, validateTour } from '../knight';
import { courseMPlusOnePieces } from '../handouts/knight';
import { isVerdict, readTour, tourProblem } from './tours';
import { asIntegers, asRecord, hint, pass, POINTS, toData, type Exercise, type Text, collectCalls, recordedResults } from './types';
import { formatCount } from '../i18n/numbers';

/** The rectangles of 02.2, in the order the answer lists them. */
export const RECTANGLES: [number, number][] = [[6, 7], [7, 9], [5, 100], [12, 5]];

/** The board of 02.4 (02's section 4 prints the plans of 20, 100, 300 and 1000). */
export const PLAN_SIDE = 2000;

/** Cycles and edges on which 02.5 calls the student's cutCycle. */
export function cutCases(): { cycle: number[]; a: number; b: number }[] {
  const base = Array.from(loadBaseCase(6, 6).cycle);
  const small = [0, 1, 2, 3, 4];
  return [
    { cycle: small, a: 2, b: 3 },
    { cycle: small, a: 3, b: 2 },
    { cycle: small, a: 4, b: 0 },
    { cycle: small, a: 0, b: 4 },
    { cycle: base, a: base[10], b: base[11] },
    { cycle: base, a: base[20], b: base[19] },
    { cycle: base, a: base[35], b: base[0] },
  ];
}

/** The path through every square of `cycle` from b to a that leaves out the edge a–b. */
export function cutCycleReference(cycle: readonly number[], a: number, b: number): number[] {
  const m = cycle.length;
  const i = cycle.indexOf(a);
  if (cycle[(i + 1) % m] === b) return Array.from({ length: m }, (_, k) => cycle[(i + 1 + k) % m]);
  return Array.from({ length: m }, (_, k) => cycle[(i - 1 - k + 2 * m) % m]);
}

/** Unordered edges of a cycle, as "a-b" keys with a < b. */
function cycleEdges(path: ArrayLike<number>): Set<string> {
  const out = new Set<string>();
  for (let k = 0; k < path.length; k++) {
    const a = path[k];
    const b = path[(k + 1) % path.length];
    out.add(a < b ? `${a}-${b}` : `${b}-${a}`);
  }
  return out;
}

/** The two 6×6 base-case cycles placed side by side on 6×12 (02.6): left and right, as 6×12 squares. */
export function seamTiles(): { left: number[]; right: number[] } {
  const c = loadBaseCase(6, 6).cycle;
  return {
    left: Array.from(c, (s) => Math.floor(s / 6) * 12 + (s % 6)),
    right: Array.from(c, (s) => Math.floor(s / 6) * 12 + (s % 6) + 6),
  };
}

/** The four positions of a four-way join, in the order `fourWayPatterns()` lists its deleted moves. */
export const JOIN_POSITIONS = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'] as const;
/** The Spanish name of a tile's position in the four-way join, with the field name it answers. */
const JOIN_POSITION_ES: Record<(typeof JOIN_POSITIONS)[number], string> = {
  topLeft: 'arriba a la izquierda (topLeft)', topRight: 'arriba a la derecha (topRight)',
  bottomLeft: 'abajo a la izquierda (bottomLeft)', bottomRight: 'abajo a la derecha (bottomRight)',
};
export type JoinPosition = (typeof JOIN_POSITIONS)[number];

/**
 * 02.7: for a closed 6×6 cycle, whether it holds the move that Parberry's join (pattern 1 of
 * `fourWayPatterns()`, the one the library tries first) deletes in each position. A 6×6 tile in the
 * top-left position has the meeting point at its bottom-right corner, so the square (dRow, dCol)
 * relative to the point is the tile's square (6 + dRow, 6 + dCol); top right (6 + dRow, dCol);
 * bottom left (dRow, 6 + dCol); bottom right (dRow, dCol).
 */
export function parberryFits(cycle: ArrayLike<number>): Record<JoinPosition, boolean> {
  const side = 6;
  const pattern = fourWayPatterns()[1];
  const pos = new Map<number, number>();
  for (let k = 0; k < cycle.length; k++) pos.set(cycle[k], k);
  const out = {} as Record<JoinPosition, boolean>;
  JOIN_POSITIONS.forEach((name, q) => {
    const [dr0, dc0] = [q < 2 ? side : 0, q % 2 === 0 ? side : 0];
    const [[ar, ac], [br, bc]] = pattern.deleted[q];
    const a = pos.get((ar + dr0) * side + ac + dc0);
    const b = pos.get((br + dr0) * side + bc + dc0);
    out[name] = a !== undefined && b !== undefined && (Math.abs(a - b) === 1 || Math.abs(a - b) === cycle.length - 1);
  });
  return out;
}

/** The m of 02.8: the handout's n = m + 1 rule is called for m = 5 … 40. */
export const M_RANGE: number[] = Array.from({ length: 36 }, (_, i) => 5 + i);

/** The handout's sub-case of m×(m+1), in words (02.8's hints name it, never its pieces). */
function subCase(m: number): Text {
  if (m % 4 === 0) return { en: 'm divisible by 4', es: 'm divisible entre 4' };
  if ((m + 1) % 4 === 0) return { en: 'm + 1 divisible by 4', es: 'm + 1 divisible entre 4' };
  if (m % 2 === 0) return { en: 'm even, not divisible by 4', es: 'm par, no divisible entre 4' };
  return { en: 'm + 1 even, not divisible by 4', es: 'm + 1 par, no divisible entre 4' };
}

/** 02.8's reference: the m in M_RANGE for which the handout's rule gives a piece with no closed tour. */
export function failingM(): number[] {
  return M_RANGE.filter((m) => courseMPlusOnePieces(m).some(([r, c]) => !tourExists(r, c, 'closed')));
}

/** Pieces as a sorted list of "short×long" keys: the course turns pieces, so orientation does not count. */
function pieceKeys(pieces: readonly (readonly number[])[]): string {
  return pieces.map(([a, b]) => `${Math.min(a, b)}x${Math.max(a, b)}`).sort().join(',');
}

export const notebook02: Exercise[] = [
  {
    id: '02.1', title: { en: 'a closed tour started anywhere', es: 'un recorrido cerrado que empieza en cualquier casilla' }, level: 'warm-up', points: POINTS['warm-up'],
    check: (data) => {
      const t = readTour(data);
      if (isVerdict(t)) return t;
      return tourProblem(t, { rows: 10, cols: 10, closed: true, start: 55 }) ?? pass({
        en: 'closed, valid, and it starts at 55',
        es: 'cerrado, válido y empieza en 55',
      });
    },
  },
  {
    id: '02.2', title: { en: 'tours of four rectangles, closed or not', es: 'recorridos de cuatro rectángulos, cerrados o no' }, level: 'apply', points: POINTS.apply,
    check: (data) => {
      const r = asRecord(data);
      const tours = r && Array.isArray(r.tours) ? r.tours : undefined;
      const closed = r && Array.isArray(r.closed) ? r.closed : undefined;
      const boards = RECTANGLES.map(([a, b]) => `${a}×${b}`).join(', ');
      if (!tours || !closed) return hint({
        en: `the answer should be { tours, closed }: four tours (${boards}) and four predictions true/false`,
        es: `la respuesta debe ser { tours, closed }: cuatro recorridos (${boards}) y cuatro predicciones true/false`,
      });
      if (tours.length !== RECTANGLES.length || closed.length !== RECTANGLES.length) return hint({
        en: `give four tours and four predictions, in the order ${boards}`,
        es: `da cuatro recorridos y cuatro predicciones, en el orden ${boards}`,
      });
      for (let i = 0; i < RECTANGLES.length; i++) {
        const [rows, cols] = RECTANGLES[i];
        const which = { en: `tour ${i + 1}`, es: `el recorrido ${i + 1}` };
        const t = readTour(tours[i], which);
        if (isVerdict(t)) return t;
        const problem = tourProblem(t, { rows, cols }, which);
        if (problem) return problem;
        if (typeof closed[i] !== 'boolean') return hint({
          en: `prediction ${i + 1} (${rows}×${cols}) should be true or false`,
          es: `la predicción ${i + 1} (${rows}×${cols}) debe ser true o false`,
        });
        if (closed[i] !== tourExists(rows, cols, 'closed')) {
          return hint({
            en: `the prediction for ${rows}×${cols} is wrong: count its squares, and remember that a closed tour alternates colours`,
            es: `la predicción para ${rows}×${cols} es incorrecta: cuenta sus casillas, y recuerda que un recorrido cerrado alterna los colores`,
          });
        }
        if (validateTour(t).closed !== closed[i]) {
          return hint({
            en: `tour ${i + 1} (${rows}×${cols}) is ${closed[i] ? 'open, though a closed one exists' : 'closed?'}: divideAndConquerTour builds a closed tour wherever one exists`,
            es: `el recorrido ${i + 1} (${rows}×${cols}) ${closed[i] ? 'es abierto, aunque existe uno cerrado' : '¿es cerrado?'}: divideAndConquerTour construye un recorrido cerrado siempre que existe uno`,
          });
        }
      }
      return pass({
        en: 'four valid tours, and every prediction right',
        es: 'cuatro recorridos válidos, y todas las predicciones correctas',
      });
    },
  },
  {
    id: '02.3', title: { en: 'a closed 6×6 tour that is not structured', es: 'un recorrido cerrado de 6×6 que no es estructurado' }, level: 'apply', points: POINTS.apply,
    check: (data) => {
      const t = readTour(data);
      if (isVerdict(t)) return t;
      const problem = tourProblem(t, { rows: 6, cols: 6, closed: true });
      if (problem) return problem;
      const c = checkCycle(6, 6, t.path);
      if (c.missing.length === 0) return hint({
        en: 'this closed tour uses all eight corner moves: it is structured. Search again with another seed or move order',
        es: 'este recorrido cerrado usa los ocho movimientos de esquina: es estructurado. Busca de nuevo con otra semilla u otro orden de movimientos',
      });
      return pass({
        en: `a closed tour missing ${c.missing.length} corner move${c.missing.length === 1 ? '' : 's'}: it could not be joined at those corners`,
        es: `un recorrido cerrado al que le falta${c.missing.length === 1 ? '' : 'n'} ${c.missing.length} movimiento${c.missing.length === 1 ? '' : 's'} de esquina: no se podría unir por esas esquinas`,
      });
    },
  },
  {
    id: '02.4', title: { en: `the work for n = ${PLAN_SIDE}`, es: `el trabajo para n = ${PLAN_SIDE}` }, level: 'apply', points: POINTS.apply,
    check: (data) => {
      const r = asRecord(data);
      if (!r || ![r.tiles, r.fourWay, r.twoWay].every(Number.isInteger)) return hint({
        en: 'the answer should be { tiles, fourWay, twoWay }, three integers',
        es: 'la respuesta debe ser { tiles, fourWay, twoWay }, tres enteros',
      });
      const plan = divideAndConquerPlan(PLAN_SIDE);
      if (r.tiles !== plan.tiles.length) return hint({
        en: 'tiles: multiply the number of row bands by the number of column bands in the plan\'s layout',
        es: 'tiles: multiplica el número de franjas de filas por el de franjas de columnas de la disposición del plan',
      });
      if (3 * (r.fourWay as number) + (r.twoWay as number) !== plan.tiles.length - 1) {
        return hint({
          en: 'the joins do not fit: every join merges cycles, so tiles − 1 = 3·fourWay + twoWay',
          es: 'las uniones no cuadran: cada unión fusiona ciclos, así que tiles − 1 = 3·fourWay + twoWay',
        });
      }
      if (r.fourWay !== plan.fourWay) return hint({
        en: 'the equation holds, but the split between four-way and two-way joins is not the plan\'s: count the nodes of the recursion that split four ways',
        es: 'la ecuación se cumple, pero el reparto entre uniones cuádruples y dobles no es el del plan: cuenta los nodos de la recursión que se dividen en cuatro',
      });
      return pass({
        en: `${plan.tiles.length} tiles, ${plan.fourWay} four-way and ${plan.twoWay} two-way joins`,
        es: `${formatCount(plan.tiles.length, 'es')} subtableros, ${formatCount(plan.fourWay, 'es')} uniones cuádruples y ${formatCount(plan.twoWay, 'es')} dobles`,
      });
    },
  },
  {
    id: '02.5', title: { en: 'cut a cycle open at one move', es: 'abre un ciclo cortando un movimiento' }, level: 'step', points: POINTS.step,
    collect: collectCalls(() => cutCases().map(({ cycle, a, b }) => [cycle.slice(), a, b])),
    check: (data) => {
      const paths = recordedResults(data, { en: '(cycle, a, b) => path', es: '(cycle, a, b) => camino' });
      if (!Array.isArray(paths)) return paths;
      const cases = cutCases();
      for (let i = 0; i < cases.length; i++) {
        const { cycle, a, b } = cases[i];
        const got = asIntegers(paths[i]);
        const want = cutCycleReference(cycle, a, b);
        const call = cycle.length <= 5
          ? { en: `cutCycle([${cycle.join(', ')}], ${a}, ${b})`, es: `cutCycle([${cycle.join(', ')}], ${a}, ${b})` }
          : { en: `on the 6×6 base case with a = ${a}, b = ${b},`, es: `en el caso base de 6×6 con a = ${a}, b = ${b},` };
        if (!got) return hint({
          en: `${call.en} should return an array of squares`,
          es: `${call.es} debe devolver un arreglo de casillas`,
        });
        if (got.length !== cycle.length) return hint({
          en: `${call.en} returns ${got.length} squares; every square of the cycle belongs in the path (${cycle.length})`,
          es: `${call.es} devuelve ${got.length} casillas; todas las casillas del ciclo van en el camino (${cycle.length})`,
        });
        if (got[0] !== b || got[got.length - 1] !== a) return hint({
          en: `${call.en} should start at b = ${b} and end at a = ${a}`,
          es: `${call.es} debe empezar en b = ${b} y terminar en a = ${a}`,
        });
        if (got.some((s, k) => s !== want[k])) {
          const forwards = cycle[(cycle.indexOf(a) + 1) % cycle.length] === b;
          return hint({
            en: `${call.en} does not follow the cycle: walk from b away from a (${forwards ? 'here forwards through the array, wrapping round its end' : 'here backwards through the array, wrapping round its start'})`,
            es: `${call.es} no sigue el ciclo: avanza desde b alejándote de a (${forwards ? 'aquí hacia delante por el arreglo, volviendo al principio al pasar del final' : 'aquí hacia atrás por el arreglo, volviendo al final al pasar del principio'})`,
          });
        }
      }
      return pass({
        en: `right on all ${cases.length} cuts, in both directions and across the wrap-round`,
        es: `correcto en los ${cases.length} cortes, en los dos sentidos y al dar la vuelta al arreglo`,
      });
    },
  },
  {
    id: '02.6', title: { en: 'join two 6×6 tiles into one closed 6×12 tour', es: 'une dos subtableros de 6×6 en un recorrido cerrado de 6×12' }, level: 'extend', points: POINTS.extend,
    check: (data) => {
      const t = readTour(data);
      if (isVerdict(t)) return t;
      const problem = tourProblem(t, { rows: 6, cols: 12, closed: true });
      if (problem) return problem;
      const { left, right } = seamTiles();
      const edges = cycleEdges(t.path);
      const kept = (cycle: number[]) => [...cycleEdges(cycle)].filter((e) => edges.has(e)).length;
      const crossing = [...edges].filter((e) => { const [a, b] = e.split('-').map(Number); return (a % 12 < 6) !== (b % 12 < 6); }).length;
      if (crossing !== 2) return hint({
        en: `your tour crosses the seam between the tiles ${crossing} times; a two-way join crosses it exactly twice`,
        es: `tu recorrido cruza ${crossing} veces la junta entre los subtableros; una unión doble la cruza exactamente dos veces`,
      });
      const [keptLeft, keptRight] = [kept(left), kept(right)];
      if (keptLeft !== 35 || keptRight !== 35) {
        return hint({
          en: `a two-way join keeps 35 of each tile's 36 moves; yours keeps ${keptLeft} of the left tile's and ${keptRight} of the right tile's (start from loadBaseCase(6, 6).cycle on both halves)`,
          es: `una unión doble conserva 35 de los 36 movimientos de cada subtablero; la tuya conserva ${keptLeft} del izquierdo y ${keptRight} del derecho (parte de loadBaseCase(6, 6).cycle en las dos mitades)`,
        });
      }
      if (!isKnightMove(6, 12, t.path[0], t.path[t.path.length - 1])) return hint({
        en: 'the tour must close',
        es: 'el recorrido debe ser cerrado',
      });
      return pass({
        en: 'one move deleted in each tile, two added across the seam: one closed tour',
        es: 'un movimiento borrado en cada subtablero y dos añadidos a través de la junta: un solo recorrido cerrado',
      });
    },
  },
  {
    id: '02.7', title: { en: "where an unstructured tour can stand in Parberry's join", es: 'dónde puede ir un recorrido no estructurado en la unión de Parberry' }, level: 'apply', points: POINTS.apply,
    check: (data) => {
      const r = asRecord(data);
      const fits = r ? asRecord(r.fits) : undefined;
      if (!r || !fits) return hint({
        en: 'the answer should be { tour, fits }: a closed 6×6 tour that is not structured, and fits = { topLeft, topRight, bottomLeft, bottomRight }, four booleans',
        es: 'la respuesta debe ser { tour, fits }: un recorrido cerrado de 6×6 no estructurado, y fits = { topLeft, topRight, bottomLeft, bottomRight }, cuatro booleanos',
      });
      const t = readTour(r.tour, { en: 'tour', es: 'tour' });
      if (isVerdict(t)) return t;
      const problem = tourProblem(t, { rows: 6, cols: 6, closed: true });
      if (problem) return problem;
      if (checkCycle(6, 6, t.path).missing.length === 0) return hint({
        en: 'this tour is structured, so it fits every position of every pattern; hand in a closed 6×6 tour that lacks a corner move (exercise 02.3 finds one)',
        es: 'este recorrido es estructurado, así que vale en cualquier posición de cualquier patrón; entrega un recorrido cerrado de 6×6 al que le falte un movimiento de esquina (el ejercicio 02.3 encuentra uno)',
      });
      if (!JOIN_POSITIONS.every((p) => typeof fits[p] === 'boolean')) return hint({
        en: `fits should hold four booleans: ${JOIN_POSITIONS.join(', ')}`,
        es: `fits debe tener cuatro booleanos: ${JOIN_POSITIONS.join(', ')}`,
      });
      const want = parberryFits(t.path);
      if (JOIN_POSITIONS.every((p) => want[p])) return hint({
        en: 'this tour lacks a corner move, but not one that pattern 1 deletes, so it fits all four positions; search on (more seeds) for a tour that lacks one of the moves pattern 1 needs',
        es: 'a este recorrido le falta un movimiento de esquina, pero no uno de los que borra el patrón 1, así que vale en las cuatro posiciones; sigue buscando (más semillas) un recorrido al que le falte uno de los movimientos que necesita el patrón 1',
      });
      const wrong = JOIN_POSITIONS.filter((p) => fits[p] !== want[p]);
      if (wrong.length) return hint({
        en: `${wrong.length} of the 4 are wrong (${wrong.join(', ')}): take pattern 1's deleted move for that position from fourWayPatterns(), turn its squares (relative to the meeting point) into the tile's own squares, and look for that move in your cycle`,
        es: `${wrong.length} de las 4 no son correctas (${wrong.map((p) => JOIN_POSITION_ES[p]).join(', ')}): toma el movimiento borrado del patrón 1 en esa posición de fourWayPatterns(), pasa sus casillas (relativas al punto de encuentro) a casillas del propio subtablero y busca ese movimiento en tu ciclo`,
      });
      const no = JOIN_POSITIONS.filter((p) => !want[p]);
      return pass({
        en: `right: in ${no.join(' and ')} pattern 1 would delete a corner move your tour does not have, so there the join cannot be made; a structured tour has all eight, so it fits every position of every pattern`,
        es: `correcto: ${no.length === 1 ? 'en la posición' : 'en las posiciones'} ${no.map((p) => JOIN_POSITION_ES[p]).join(' y ')}, el patrón 1 borraría un movimiento de esquina que tu recorrido no tiene, así que ahí no se puede unir; un recorrido estructurado tiene los ocho, así que vale en cualquier posición de cualquier patrón`,
      });
    },
  },
  {
    id: '02.8', title: { en: "the handout's n = m + 1 rule, and where it cannot work", es: 'la regla n = m + 1 de los apuntes, y dónde no puede funcionar' }, level: 'extend', points: POINTS.extend,
    // The student's pieces(m) is called here, in the kernel, for every m of M_RANGE.
    collect: (answer) => {
      const r = asRecord(answer);
      if (!r) return typeof answer === 'function' ? { notAnObject: true } : answer;
      const pieces = r.pieces;
      return {
        pieces: typeof pieces === 'function' ? M_RANGE.map((m) => toData((pieces as (m: number) => unknown)(m))) : { notAFunction: typeof pieces },
        failing: toData(r.failing),
      };
    },
    check: (data) => {
      const r = asRecord(data);
      const shape = hint({
        en: 'the answer should be { pieces, failing }: a function pieces(m) returning the four [rows, cols] pieces of m×(m+1), and failing, the m from 5 to 40 whose pieces include one without a closed tour',
        es: 'la respuesta debe ser { pieces, failing }: una función pieces(m) que devuelve las cuatro piezas [rows, cols] de m×(m+1), y failing, los m de 5 a 40 entre cuyas piezas hay una sin recorrido cerrado',
      });
      if (!r || !Array.isArray(r.pieces)) return shape;
      for (let i = 0; i < M_RANGE.length; i++) {
        const m = M_RANGE[i];
        const got = r.pieces[i];
        const which = subCase(m);
        if (!Array.isArray(got) || got.length !== 4 || !got.every((p) => Array.isArray(p) && p.length === 2 && p.every((x) => Number.isInteger(x) && x > 0))) return hint({
          en: `pieces(${m}) should return four pieces [rows, cols] with positive integer sides`,
          es: `pieces(${m}) debe devolver cuatro piezas [rows, cols] con lados enteros positivos`,
        });
        const area = (got as number[][]).reduce((s, [a, b]) => s + a * b, 0);
        if (area !== m * (m + 1)) return hint({
          en: `the pieces of pieces(${m}) (${which.en}) cover ${area} squares, the ${m}×${m + 1} board has ${m * (m + 1)}`,
          es: `las piezas de pieces(${m}) (${which.es}) cubren ${area} casillas, y el tablero de ${m}×${m + 1} tiene ${m * (m + 1)}`,
        });
        if (pieceKeys(got as number[][]) !== pieceKeys(courseMPlusOnePieces(m))) return hint({
          en: `pieces(${m}) covers the board, but not with the handout's pieces for its sub-case (${which.en}): reread how that sub-case cuts the height and the width`,
          es: `pieces(${m}) cubre el tablero, pero no con las piezas de los apuntes para su subcaso (${which.es}): vuelve a leer cómo corta ese subcaso la altura y la anchura`,
        });
      }
      const failing = asIntegers(r.failing);
      if (!failing) return hint({
        en: 'failing should be an array of integers: the m from 5 to 40 for which some piece has no closed tour (ask tourExists(rows, cols, \'closed\'))',
        es: 'failing debe ser un arreglo de enteros: los m de 5 a 40 para los que alguna pieza no tiene recorrido cerrado (pregunta a tourExists(rows, cols, \'closed\'))',
      });
      const want = failingM();
      const extra = failing.filter((m) => !want.includes(m));
      const lacking = want.filter((m) => !failing.includes(m));
      if (extra.length || lacking.length) return hint({
        en: `failing lists ${extra.length} m whose pieces all have closed tours and misses ${lacking.length} where some piece has none: check every piece of every m with tourExists`,
        es: `failing incluye ${extra.length} valores de m cuyas piezas tienen todas recorrido cerrado y omite ${lacking.length} donde alguna pieza no lo tiene: comprueba cada pieza de cada m con tourExists`,
      });
      return pass({
        en: `right: the rule works from m = ${want[want.length - 1] + 1} on and fails for m = ${want.join(', ')} — exactly the boards n×(n+1), 5 ≤ n ≤ 10, that the course stores as base cases`,
        es: `correcto: la regla funciona desde m = ${want[want.length - 1] + 1} y falla para m = ${want.join(', ')}, justo los tableros n×(n+1), 5 ≤ n ≤ 10, que el curso guarda como casos base`,
      });
    },
  },
];

/** The check cells of notebook 02: `checkExercise('02.k', answer)`. */
export const checkExercise = checkerFor(notebook02);
