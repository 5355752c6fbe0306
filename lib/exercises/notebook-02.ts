/** Notebook 02 (divide and conquer): rotating closed tours, rectangles, structure, the plan, a join of your own. */
import { checkerFor } from './check-exercise';
import { checkCycle, divideAndConquerPlan, isKnightMove, loadBaseCase, tourExists, validateTour } from '../knight';
import { isVerdict, readTour, tourProblem } from './tours';
import { asIntegers, asRecord, hint, pass, POINTS, type Exercise, collectCalls, recordedResults } from './types';
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
          es: `${call.es} debe devolver un array de casillas`,
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
            es: `${call.es} no sigue el ciclo: avanza desde b alejándote de a (${forwards ? 'aquí hacia delante por el array, volviendo al principio al pasar del final' : 'aquí hacia atrás por el array, volviendo al final al pasar del principio'})`,
          });
        }
      }
      return pass({
        en: `right on all ${cases.length} cuts, in both directions and across the wrap-round`,
        es: `correcto en los ${cases.length} cortes, en los dos sentidos y al dar la vuelta al array`,
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
];

/** The check cells of notebook 02: `checkExercise('02.k', answer)`. */
export const checkExercise = checkerFor(notebook02);
