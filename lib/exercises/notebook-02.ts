/** Notebook 02 (divide and conquer): rotating closed tours, rectangles, structure, the plan, a join of your own. */
import { checkerFor } from './check-exercise';
import { checkCycle, divideAndConquerPlan, isKnightMove, loadBaseCase, tourExists, validateTour } from '../knight';
import { isVerdict, readTour, tourProblem } from './tours';
import { asIntegers, asRecord, hint, pass, POINTS, type Exercise, collectCalls, recordedResults } from './types';

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
    id: '02.1', title: 'a closed tour started anywhere', level: 'warm-up', points: POINTS['warm-up'],
    check: (data) => {
      const t = readTour(data);
      if (isVerdict(t)) return t;
      return tourProblem(t, { rows: 10, cols: 10, closed: true, start: 55 }) ?? pass('closed, valid, and it starts at 55');
    },
  },
  {
    id: '02.2', title: 'tours of four rectangles, closed or not', level: 'apply', points: POINTS.apply,
    check: (data) => {
      const r = asRecord(data);
      const tours = r && Array.isArray(r.tours) ? r.tours : undefined;
      const closed = r && Array.isArray(r.closed) ? r.closed : undefined;
      const boards = RECTANGLES.map(([a, b]) => `${a}×${b}`).join(', ');
      if (!tours || !closed) return hint(`the answer should be { tours, closed }: four tours (${boards}) and four predictions true/false`);
      if (tours.length !== RECTANGLES.length || closed.length !== RECTANGLES.length) return hint(`give four tours and four predictions, in the order ${boards}`);
      for (let i = 0; i < RECTANGLES.length; i++) {
        const [rows, cols] = RECTANGLES[i];
        const t = readTour(tours[i], `tour ${i + 1}`);
        if (isVerdict(t)) return t;
        const problem = tourProblem(t, { rows, cols }, `tour ${i + 1}`);
        if (problem) return problem;
        if (typeof closed[i] !== 'boolean') return hint(`prediction ${i + 1} (${rows}×${cols}) should be true or false`);
        if (closed[i] !== tourExists(rows, cols, 'closed')) {
          return hint(`the prediction for ${rows}×${cols} is wrong: count its squares, and remember that a closed tour alternates colours`);
        }
        if (validateTour(t).closed !== closed[i]) {
          return hint(`tour ${i + 1} (${rows}×${cols}) is ${closed[i] ? 'open, though a closed one exists' : 'closed?'}: divideAndConquerTour builds a closed tour wherever one exists`);
        }
      }
      return pass('four valid tours, and every prediction right');
    },
  },
  {
    id: '02.3', title: 'a closed 6×6 tour that is not structured', level: 'apply', points: POINTS.apply,
    check: (data) => {
      const t = readTour(data);
      if (isVerdict(t)) return t;
      const problem = tourProblem(t, { rows: 6, cols: 6, closed: true });
      if (problem) return problem;
      const c = checkCycle(6, 6, t.path);
      if (c.missing.length === 0) return hint('this closed tour uses all eight corner moves: it is structured. Search again with another seed or move order');
      return pass(`a closed tour missing ${c.missing.length} corner move${c.missing.length === 1 ? '' : 's'}: it could not be joined at those corners`);
    },
  },
  {
    id: '02.4', title: `the work for n = ${PLAN_SIDE}`, level: 'apply', points: POINTS.apply,
    check: (data) => {
      const r = asRecord(data);
      if (!r || ![r.tiles, r.fourWay, r.twoWay].every(Number.isInteger)) return hint('the answer should be { tiles, fourWay, twoWay }, three integers');
      const plan = divideAndConquerPlan(PLAN_SIDE);
      if (r.tiles !== plan.tiles.length) return hint('tiles: multiply the number of row bands by the number of column bands in the plan\'s layout');
      if (3 * (r.fourWay as number) + (r.twoWay as number) !== plan.tiles.length - 1) {
        return hint('the joins do not fit: every join merges cycles, so tiles − 1 = 3·fourWay + twoWay');
      }
      if (r.fourWay !== plan.fourWay) return hint('the equation holds, but the split between four-way and two-way joins is not the plan\'s: count the nodes of the recursion that split four ways');
      return pass(`${plan.tiles.length} tiles, ${plan.fourWay} four-way and ${plan.twoWay} two-way joins`);
    },
  },
  {
    id: '02.5', title: 'cut a cycle open at one move', level: 'step', points: POINTS.step,
    collect: collectCalls(() => cutCases().map(({ cycle, a, b }) => [cycle.slice(), a, b])),
    check: (data) => {
      const paths = recordedResults(data, '(cycle, a, b) => path');
      if (!Array.isArray(paths)) return paths;
      const cases = cutCases();
      for (let i = 0; i < cases.length; i++) {
        const { cycle, a, b } = cases[i];
        const got = asIntegers(paths[i]);
        const want = cutCycleReference(cycle, a, b);
        const call = cycle.length <= 5 ? `cutCycle([${cycle.join(', ')}], ${a}, ${b})` : `on the 6×6 base case with a = ${a}, b = ${b},`;
        if (!got) return hint(`${call} should return an array of squares`);
        if (got.length !== cycle.length) return hint(`${call} returns ${got.length} squares; every square of the cycle belongs in the path (${cycle.length})`);
        if (got[0] !== b || got[got.length - 1] !== a) return hint(`${call} should start at b = ${b} and end at a = ${a}`);
        if (got.some((s, k) => s !== want[k])) {
          return hint(`${call} does not follow the cycle: walk from b away from a (${cycle[(cycle.indexOf(a) + 1) % cycle.length] === b ? 'here forwards through the array, wrapping round its end' : 'here backwards through the array, wrapping round its start'})`);
        }
      }
      return pass(`right on all ${cases.length} cuts, in both directions and across the wrap-round`);
    },
  },
  {
    id: '02.6', title: 'join two 6×6 tiles into one closed 6×12 tour', level: 'extend', points: POINTS.extend,
    check: (data) => {
      const t = readTour(data);
      if (isVerdict(t)) return t;
      const problem = tourProblem(t, { rows: 6, cols: 12, closed: true });
      if (problem) return problem;
      const { left, right } = seamTiles();
      const edges = cycleEdges(t.path);
      const kept = (cycle: number[]) => [...cycleEdges(cycle)].filter((e) => edges.has(e)).length;
      const crossing = [...edges].filter((e) => { const [a, b] = e.split('-').map(Number); return (a % 12 < 6) !== (b % 12 < 6); }).length;
      if (crossing !== 2) return hint(`your tour crosses the seam between the tiles ${crossing} times; a two-way join crosses it exactly twice`);
      if (kept(left) !== 35 || kept(right) !== 35) {
        return hint(`a two-way join keeps 35 of each tile's 36 moves; yours keeps ${kept(left)} of the left tile's and ${kept(right)} of the right tile's (start from loadBaseCase(6, 6).cycle on both halves)`);
      }
      if (!isKnightMove(12, t.path[0], t.path[t.path.length - 1])) return hint('the tour must close');
      return pass('one move deleted in each tile, two added across the seam: one closed tour');
    },
  },
];

/** The check cells of notebook 02: `checkExercise('02.k', answer)`. */
export const checkExercise = checkerFor(notebook02);
