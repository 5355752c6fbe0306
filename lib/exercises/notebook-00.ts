/** Notebook 00 (start here): distances, growth exponents, counting knight-move pairs. */
import { checkerFor } from './check-exercise';
import { degreeMap, MOVES, neighbours } from '../knight';
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
    id: '00.1', title: 'the square a knight never reaches on 3×3', level: 'warm-up', points: POINTS['warm-up'],
    check: (data) => {
      const s = asNumber(data);
      if (s === undefined || !Number.isInteger(s)) return hint('the answer should be one square number (row * 3 + col)');
      if (s < 0 || s > 8) return hint(`square ${s} is not on a 3×3 board: squares are 0…8`);
      const d = distances(3, 3, 0)[s];
      if (d >= 0) return hint(`square ${s} is reached in ${d} move${d === 1 ? '' : 's'} from the corner: look for the square whose distance is −1`);
      return pass(`square ${s} has no knight move at all on 3×3, so no tour can visit it`);
    },
  },
  {
    id: '00.2', title: 'predict the exponent of the all-pairs loop', level: 'apply', points: POINTS.apply,
    check: (data) => {
      const b = asNumber(data);
      if (b === undefined) return hint('the answer should be a number: the exponent b in time ≈ a·nᵇ');
      if (Math.abs(b - 4) <= 0.25) return pass('n² squares, each compared with every other: about n⁴/2 comparisons');
      if (Math.abs(b - 2) <= 0.25) return hint('2 would be one look per square (like BFS); this loop compares every square with every other square');
      return hint('count the comparisons: an n×n board has n² squares, and the loop pairs each with every later one');
    },
  },
  {
    id: '00.3', title: 'knight-move pairs on 7×9 from the degrees', level: 'step', points: POINTS.step,
    check: (data) => {
      const p = asNumber(data);
      if (p === undefined) return hint('the answer should be a number: the pairs of squares one knight move apart on 7×9');
      const want = knightPairCount(7, 9);
      if (p === want) return pass('each pair is two degree units, one at each end: pairs = (sum of degrees) / 2');
      if (p === 2 * want) return hint('that counts every pair twice: once from each of its two squares');
      if (p === 4 * 6 * 5 || p === 4 * 8 * 7) return hint('4(n−1)(n−2) is for square boards; 7×9 is not square: add up the degrees instead');
      return hint('add up the degree of every square of 7×9 (degreeMap in lib/knight, or a loop over the eight moves) and think how often each pair is counted');
    },
  },
  {
    id: '00.4', title: 'count the pairs in time linear in the squares', level: 'extend', points: POINTS.extend,
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
      if (!r || r.notAFunction) return hint('the answer should be a function (n: number) => number');
      const counts = asRecord(r.counts) ?? {};
      for (const n of PAIR_CHECK_SIDES) {
        const got = counts[n];
        const want = knightPairCount(n, n);
        if (got !== want) return hint(`on ${n}×${n} your function returns ${JSON.stringify(got)}; the count must equal 4(n−1)(n−2) (0 when n < 3)`);
      }
      const ratio = asNumber(r.ratio);
      if (ratio === undefined) return hint('the timing of your function is missing: run the check cell again');
      if (ratio > LINEAR_LIMIT) return hint(`the counts are right, but at n = ${PAIR_TIMED_SIDE} your function took ${ratio.toFixed(0)}× as long as a count of the eight moves from each square: that is still all pairs; look only at the eight moves from each square`);
      return pass(`counts right; at n = ${PAIR_TIMED_SIDE} it takes ${ratio.toFixed(1)}× the time of the eight-moves count (all pairs would take about ${Math.round(PAIR_TIMED_SIDE ** 2 / 16)}×)`);
    },
  },
];

/** The check cells of notebook 00: `checkExercise('00.k', answer)`. */
export const checkExercise = checkerFor(notebook00);
