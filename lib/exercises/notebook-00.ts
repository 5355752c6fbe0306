/** Notebook 00 (start here): distances, growth exponents, counting knight-move pairs, measuring the linear count. */
import { checkerFor } from './check-exercise';
import { degreeMap, MOVES, neighbours } from '../knight';
import { fitPowerLaw } from '../notebook/timing';
import { asNumber, asRecord, hint, pass, POINTS, type Exercise } from './types';

/** Fewest knight moves from `start` to every square of rows×cols (−1 = unreachable). */
function distances(rows: number, cols: number, start: number): number[] {
  const dist = new Array<number>(rows * cols).fill(-1);
  const queue = [start];
  dist[start] = 0;
  for (let head = 0; head < queue.length; head++) {
    for (const t of neighbours(rows, cols, queue[head])) {
      if (dist[t] < 0) { dist[t] = dist[queue[head]] + 1; queue.push(t); }
    }
  }
  return dist;
}

/** Knight-move pairs on rows×cols: half the sum of the degrees. */
export function knightPairCount(rows: number, cols: number): number {
  return degreeMap(rows, cols).reduce((a, b) => a + b, 0) / 2;
}

/** Board sides on which 00.4 calls the student's function, and the side at which it is timed. */
export const PAIR_CHECK_SIDES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 25, 40];
export const PAIR_TIMED_SIDE = 180;

/** The eight-move count, linear in the squares: the yardstick 00.4 times the student's function against. */
function linearPairCount(n: number): number {
  let ends = 0;
  for (let s = 0; s < n * n; s++) {
    const r = Math.floor(s / n);
    const c = s % n;
    for (const [dr, dc] of MOVES) if (r + dr >= 0 && r + dr < n && c + dc >= 0 && c + dc < n) ends++;
  }
  return ends / 2;
}

/**
 * The time of `fn` as a multiple of the yardstick's, both at the same size, each the fastest of a few
 * calls taken in turns: a busy machine slows both alike, so the ratio holds where a clock reading
 * would not. A linear count lands near 1; all pairs (n⁴/2 comparisons against 8n² moves) near n²/16.
 */
function timeAgainstYardstick(fn: () => unknown, yardstick: () => unknown): number {
  fn();
  yardstick();
  let bestFn = Infinity;
  let bestYard = Infinity;
  const t0 = performance.now();
  for (let k = 0; k < 25 && (k < 3 || performance.now() - t0 < 300); k++) {
    let t = performance.now();
    yardstick();
    bestYard = Math.min(bestYard, performance.now() - t);
    t = performance.now();
    fn();
    bestFn = Math.min(bestFn, performance.now() - t);
  }
  return bestFn / Math.max(bestYard, 1e-3);
}

/** Above this many yardsticks the function is not linear in the squares (all pairs at n = 180: about 2000). */
const LINEAR_LIMIT = 40;

export const notebook00: Exercise[] = [
  {
    id: '00.1', title: { en: 'the square a knight never reaches on 3×3', es: 'la casilla del 3×3 a la que el caballo nunca llega' }, level: 'warm-up', points: POINTS['warm-up'],
    check: (data) => {
      const s = asNumber(data);
      if (s === undefined || !Number.isInteger(s)) return hint({
        en: 'the answer should be one square number (row * 3 + col)',
        es: 'la respuesta debe ser un número de casilla (fila * 3 + columna)',
      });
      if (s < 0 || s > 8) return hint({
        en: `square ${s} is not on a 3×3 board: squares are 0…8`,
        es: `la casilla ${s} no está en un tablero de 3×3: las casillas son 0…8`,
      });
      const d = distances(3, 3, 0)[s];
      if (d >= 0) return hint({
        en: `square ${s} is reached in ${d} move${d === 1 ? '' : 's'} from the corner: look for the square whose distance is −1`,
        es: `a la casilla ${s} se llega en ${d} movimiento${d === 1 ? '' : 's'} desde la esquina: busca la casilla cuya distancia es −1`,
      });
      return pass({
        en: `square ${s} has no knight move at all on 3×3, so no tour can visit it`,
        es: `la casilla ${s} no tiene ningún movimiento de caballo en el 3×3, así que ningún recorrido puede pasar por ella`,
      });
    },
  },
  {
    id: '00.2', title: { en: 'predict the exponent of the all-pairs loop', es: 'predice el exponente del bucle que compara todos los pares' }, level: 'apply', points: POINTS.apply,
    check: (data) => {
      const b = asNumber(data);
      if (b === undefined) return hint({
        en: 'the answer should be a number: the exponent b in time ≈ a·nᵇ',
        es: 'la respuesta debe ser un número: el exponente b de tiempo ≈ a·nᵇ',
      });
      if (Math.abs(b - 4) <= 0.25) return pass({
        en: 'n² squares, each compared with every other: about n⁴/2 comparisons',
        es: 'n² casillas, cada una comparada con todas las demás: unas n⁴/2 comparaciones',
      });
      if (Math.abs(b - 2) <= 0.25) return hint({
        en: '2 would be one look per square (like BFS); this loop compares every square with every other square',
        es: '2 sería mirar una sola vez cada casilla (como BFS); este bucle compara cada casilla con todas las demás',
      });
      return hint({
        en: 'count the comparisons: an n×n board has n² squares, and the loop pairs each with every later one',
        es: 'cuenta las comparaciones: un tablero n×n tiene n² casillas, y el bucle empareja cada una con todas las que vienen después',
      });
    },
  },
  {
    id: '00.3', title: { en: 'knight-move pairs on 7×9 from the degrees', es: 'los pares de casillas a un movimiento de caballo en 7×9, a partir de los grados' }, level: 'step', points: POINTS.step,
    check: (data) => {
      const p = asNumber(data);
      if (p === undefined) return hint({
        en: 'the answer should be a number: the pairs of squares one knight move apart on 7×9',
        es: 'la respuesta debe ser un número: los pares de casillas a un movimiento de caballo en 7×9',
      });
      const want = knightPairCount(7, 9);
      if (p === want) return pass({
        en: 'each pair is two degree units, one at each end: pairs = (sum of degrees) / 2',
        es: 'cada par aporta dos unidades de grado, una en cada extremo: pares = (suma de los grados) / 2',
      });
      if (p === 2 * want) return hint({
        en: 'that counts every pair twice: once from each of its two squares',
        es: 'así cuentas cada par dos veces: una desde cada una de sus dos casillas',
      });
      if (p === 4 * 6 * 5 || p === 4 * 8 * 7) return hint({
        en: '4(n−1)(n−2) is for square boards; 7×9 is not square: add up the degrees instead',
        es: '4(n−1)(n−2) vale para tableros cuadrados, y 7×9 no lo es: suma los grados',
      });
      return hint({
        en: 'add up the degree of every square of 7×9 (degreeMap in lib/knight, or a loop over the eight moves) and think how often each pair is counted',
        es: 'suma el grado de cada casilla de 7×9 (degreeMap de lib/knight, o un bucle sobre los ocho movimientos) y piensa cuántas veces se cuenta cada par',
      });
    },
  },
  {
    id: '00.4', title: { en: 'count the pairs in time linear in the squares', es: 'cuenta los pares en tiempo lineal en el número de casillas' }, level: 'extend', points: POINTS.extend,
    collect: (answer) => {
      if (typeof answer !== 'function') return answer === null || answer === undefined ? null : { notAFunction: typeof answer };
      const fn = answer as (n: number) => number;
      const counts: Record<string, unknown> = {};
      for (const n of PAIR_CHECK_SIDES) counts[n] = fn(n);
      const ratio = timeAgainstYardstick(() => fn(PAIR_TIMED_SIDE), () => linearPairCount(PAIR_TIMED_SIDE));
      return { counts, ratio };
    },
    check: (data) => {
      const r = asRecord(data);
      if (!r || r.notAFunction) return hint({
        en: 'the answer should be a function (n: number) => number',
        es: 'la respuesta debe ser una función (n: number) => number',
      });
      const counts = asRecord(r.counts) ?? {};
      for (const n of PAIR_CHECK_SIDES) {
        const got = counts[n];
        const want = knightPairCount(n, n);
        if (got !== want) return hint({
          en: `on ${n}×${n} your function returns ${JSON.stringify(got)}; the count must equal 4(n−1)(n−2) (0 when n < 3)`,
          es: `en ${n}×${n} tu función devuelve ${JSON.stringify(got)}; el recuento debe ser 4(n−1)(n−2) (0 cuando n < 3)`,
        });
      }
      const ratio = asNumber(r.ratio);
      if (ratio === undefined) return hint({
        en: 'the timing of your function is missing: run the check cell again',
        es: 'falta la medición de tiempo de tu función: vuelve a ejecutar la celda de comprobación',
      });
      if (ratio > LINEAR_LIMIT) return hint({
        en: `the counts are right, but at n = ${PAIR_TIMED_SIDE} your function took ${ratio.toFixed(0)}× as long as a count of the eight moves from each square: that is still all pairs; look only at the eight moves from each square`,
        es: `los recuentos son correctos, pero con n = ${PAIR_TIMED_SIDE} tu función tardó ${ratio.toFixed(0)} veces lo que tarda contar los ocho movimientos desde cada casilla: sigue recorriendo todos los pares; mira solo los ocho movimientos desde cada casilla`,
      });
      return pass({
        en: `counts right; at n = ${PAIR_TIMED_SIDE} it takes ${ratio.toFixed(1)}× the time of the eight-moves count (all pairs would take about ${Math.round(PAIR_TIMED_SIDE ** 2 / 16)}×)`,
        es: `recuentos correctos; con n = ${PAIR_TIMED_SIDE} tarda ${ratio.toFixed(1)} veces el tiempo del recuento por los ocho movimientos (comparar todos los pares tardaría unas ${Math.round(PAIR_TIMED_SIDE ** 2 / 16)} veces más)`,
      });
    },
  },
  {
    id: '00.5', title: { en: 'measure the linear count with measureGrowth', es: 'mide el recuento lineal con measureGrowth' }, level: 'extend', points: POINTS.extend,
    // A Growth as data: the sizes, the counter per size, which sizes the time was fitted on, and the time's exponent.
    collect: (answer) => {
      const g = asRecord(answer);
      if (!g || !Array.isArray(g.points)) return answer === null || answer === undefined ? null : { notAGrowth: Array.isArray(answer) ? 'array' : typeof answer };
      const points = (g.points as unknown[]).map((p) => asRecord(p) ?? {});
      return {
        sizes: points.map((p) => p.n), counts: points.map((p) => p.count), fitted: points.map((p) => p.fitted === true),
        timeExponent: asRecord(g.fit)?.exponent ?? null,
      };
    },
    check: (data) => {
      const r = asRecord(data);
      const sizes = Array.isArray(r?.sizes) ? (r!.sizes as unknown[]) : [];
      const counts = Array.isArray(r?.counts) ? (r!.counts as unknown[]) : [];
      if (!r || r.notAGrowth || sizes.length === 0) return hint({
        en: 'the answer should be what measureGrowth returns: measureGrowth({ label, sizes, run, counter })',
        es: 'la respuesta debe ser lo que devuelve measureGrowth: measureGrowth({ label, sizes, run, counter })',
      });
      const measured = sizes.map((n, i) => ({ n: asNumber(n), count: asNumber(counts[i]), fitted: (r.fitted as unknown[])?.[i] === true }))
        .filter((p): p is { n: number; count: number; fitted: boolean } => p.n !== undefined && p.count !== undefined && p.n > 0 && p.count > 0);
      if (new Set(measured.map((p) => p.n)).size < 3) return hint({
        en: 'measure at least three different sizes, each with a counter above 0 (give measureGrowth a counter)',
        es: 'mide al menos tres tamaños distintos, cada uno con un contador mayor que 0 (dale a measureGrowth un contador)',
      });
      const b = fitPowerLaw(measured.map((p) => ({ x: p.n, y: p.count }))).exponent;
      if (b > 3) return hint({
        en: `the counter grows like n^${b.toFixed(2)}: that is all pairs of squares, not the eight moves from each square`,
        es: `el contador crece como n^${b.toFixed(2)}: eso es comparar todos los pares de casillas, no mirar los ocho movimientos desde cada casilla`,
      });
      // The pairs, 4(n−1)(n−2), approach n² from above: over small sides their exponent is a little over 2.
      if (b < 1.8 || b > 2.5) return hint({
        en: `the counter grows like n^${b.toFixed(2)}; count the work for one n×n board (the pairs, or the moves looked at), which grows like the n² squares`,
        es: `el contador crece como n^${b.toFixed(2)}; cuenta el trabajo de un tablero n×n (los pares, o los movimientos mirados), que crece como sus n² casillas`,
      });
      const used = measured.filter((p) => p.fitted);
      const time = asNumber(r.timeExponent);
      const over = used.length >= 2 ? `n = ${used[0].n}…${used[used.length - 1].n}` : '';
      return pass(time !== undefined && used.length >= 2 ? {
        en: `counter ∝ n^${b.toFixed(2)}: linear in the n² squares; the time, fitted over ${over}, ∝ n^${time.toFixed(2)} on this machine`,
        es: `contador ∝ n^${b.toFixed(2)}: lineal en las n² casillas; el tiempo, ajustado sobre ${over}, ∝ n^${time.toFixed(2)} en esta máquina`,
      } : {
        en: `counter ∝ n^${b.toFixed(2)}: linear in the n² squares; the times were too short or too noisy to fit (raise the sizes to see the time's exponent)`,
        es: `contador ∝ n^${b.toFixed(2)}: lineal en las n² casillas; los tiempos eran demasiado cortos o con demasiado ruido para ajustarlos (aumenta los tamaños para ver el exponente del tiempo)`,
      });
    },
  },
];

/** The check cells of notebook 00: `checkExercise('00.k', answer)`. */
export const checkExercise = checkerFor(notebook00);
