/** Notebook 03 (N-queens): vectors by hand, a repair, the BFS counters, symmetry, a counter of your own. */
import { checkerFor } from './check-exercise';
import { conflicts, countQueens, describeConflict, isSolution, symmetries, traceSearch, validatePlacement } from '../queens';
import { asIntegers, asNumber, asRecord, hint, pass, POINTS, type Exercise, collectCalls, recordedResults } from './types';

/** The course's rejected vector (section 1 of notebook 03), which 03.2 repairs. */
export const COURSE_VECTOR = [3, 1, 6, 2, 8, 6, 4, 7];

/** Sizes on which 03.5 calls the student's counter. */
export const COUNT_SIDES = [1, 2, 3, 4, 5, 6, 7, 8];

let solutionsCache: Map<number, number[][]> | undefined;
/** All solutions of n×n (n ≤ 8), from the library's traced search. */
function allSolutions(n: number): number[][] {
  solutionsCache ??= new Map();
  if (!solutionsCache.has(n)) solutionsCache.set(n, traceSearch(n, 'dfs', { stopAt: 'all' }).solutions.map((v) => Array.from(v)));
  return solutionsCache.get(n)!;
}

/** Fewest components of `v` to change to reach a solution. */
export function fewestChanges(v: number[]): number {
  return Math.min(...allSolutions(v.length).map((s) => s.filter((x, i) => x !== v[i]).length));
}

/** Why a vector is not an n×n solution, as a hint (undefined when it is one). */
function vectorProblem(v: number[] | undefined, n: number, what: string): string | undefined {
  if (!v) return `${what} should be a vector of ${n} column numbers, e.g. [${Array.from({ length: n }, (_, i) => i + 1).join(', ')}]`;
  if (v.length !== n) return `${what} has ${v.length} components; a ${n}×${n} board needs ${n}`;
  if (isSolution(v, n)) return undefined;
  const c = conflicts(v, n);
  return `${what} is not a solution: ${c.length ? describeConflict(c[0]) : validatePlacement(v, n).error}`;
}

export const notebook03: Exercise[] = [
  {
    id: '03.1', title: '5×5 solutions by hand', level: 'warm-up', points: POINTS['warm-up'],
    check: (data) => {
      const r = asRecord(data);
      if (!r) return hint('the answer should be { any, fromTwo }: two vectors of length 5');
      const any = asIntegers(r.any);
      const fromTwo = asIntegers(r.fromTwo);
      const p = vectorProblem(any, 5, 'any') ?? vectorProblem(fromTwo, 5, 'fromTwo');
      if (p) return hint(p);
      if (fromTwo![0] !== 2) return hint(`fromTwo is a solution, but its queen in row 1 is in column ${fromTwo![0]}, not 2`);
      return pass('two 5×5 solutions, one with the row-1 queen in column 2');
    },
  },
  {
    id: '03.2', title: "repair the course's vector with fewest changes", level: 'apply', points: POINTS.apply,
    check: (data) => {
      const v = asIntegers(data);
      const p = vectorProblem(v, 8, 'the repaired vector');
      if (p) return hint(p);
      const changed = v!.filter((x, i) => x !== COURSE_VECTOR[i]).length;
      const best = fewestChanges(COURSE_VECTOR);
      if (changed > best) return hint(`a solution, but ${changed} components changed; ${best} are enough. Keep the queens that are not in conflict`);
      return pass(`a solution with ${changed} components changed, the fewest possible`);
    },
  },
  {
    id: '03.3', title: 'the BFS counters on 4×4', level: 'apply', points: POINTS.apply,
    check: (data) => {
      const r = asRecord(data);
      const extra = asNumber(r?.extraExpansions);
      const full = asNumber(r?.fullTreeGenerated);
      if (extra === undefined || full === undefined) return hint('the answer should be { extraExpansions, fullTreeGenerated }, two numbers');
      const gen = traceSearch(4, 'bfs').stats.expanded;
      const exp = traceSearch(4, 'bfs', { goalTest: 'expansion' }).stats.expanded;
      const generated = traceSearch(4, 'bfs', { tree: 'full' }).stats.generated;
      if (extra !== exp - gen) return hint('extraExpansions: expansions with goalTest \'expansion\' minus expansions with the default test (read stats.expanded of both runs)');
      if (full !== generated) return hint('fullTreeGenerated: the nodes BFS generates on the full tree (stats.generated), not the ones it expands');
      return pass(`testing on expansion costs ${extra} more expansions; the full tree makes BFS generate ${full} nodes`);
    },
  },
  {
    id: '03.4', title: 'the 6×6 solutions up to rotation', level: 'apply', points: POINTS.apply,
    check: (data) => {
      if (!Array.isArray(data) || !data.every((g) => Array.isArray(g) && g.every((v) => asIntegers(v)))) {
        return hint('the answer should be groups of vectors: an array of arrays of 6×6 solutions, each group closed under rotation');
      }
      const groups = data as number[][][];
      const key = (v: number[]) => v.join(',');
      const all = new Set(allSolutions(6).map(key));
      const given = groups.flat();
      const bad = given.find((v) => !all.has(key(v)));
      if (bad) return hint(vectorProblem(bad, 6, `(${bad.join(', ')})`) ?? 'a vector appears that is not a 6×6 solution');
      if (new Set(given.map(key)).size !== given.length) return hint('a solution appears twice');
      if (given.length !== all.size) return hint(`you list ${given.length} solutions; 6×6 has ${all.size}`);
      const rotations = (v: number[]) => symmetries(v).slice(0, 4).map(key);
      for (const g of groups) {
        for (const v of g) {
          const other = groups.find((h) => h !== g && h.some((w) => rotations(v).includes(key(w))));
          if (other) return hint(`(${v.join(', ')}) is a rotation of a solution in another group: rotations belong together`);
          if (g.some((w) => !rotations(v).includes(key(w)))) return hint(`a group holds two solutions that are not rotations of each other (compare symmetries(v).slice(0, 4))`);
        }
      }
      return pass(`${groups.length} groups: ${groups.map((g) => g.length).join(' + ')} solutions`);
    },
  },
  {
    id: '03.5', title: 'count solutions with your own backtracking', level: 'extend', points: POINTS.extend,
    collect: collectCalls(() => COUNT_SIDES.map((n) => [n])),
    check: (data) => {
      const counts = recordedResults(data, '(n: number) => number of solutions');
      if (!Array.isArray(counts)) return counts;
      for (let i = 0; i < COUNT_SIDES.length; i++) {
        const n = COUNT_SIDES[i];
        const want = countQueens(n).count;
        if (counts[i] !== want) {
          const got = counts[i];
          const why = typeof got === 'number' && got > want ? 'too many: is a diagonal or a column left unchecked?' : 'too few: does the search go on after the first solution, and undo each queen?';
          return hint(`on ${n}×${n} your function counts ${JSON.stringify(got)}, ${why}`);
        }
      }
      return pass(`right for n = ${COUNT_SIDES[0]}…${COUNT_SIDES[COUNT_SIDES.length - 1]}`);
    },
  },
];

/** The check cells of notebook 03: `checkExercise('03.k', answer)`. */
export const checkExercise = checkerFor(notebook03);
