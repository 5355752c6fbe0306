/** Notebook 03 (N-queens): vectors by hand, a repair, the BFS counters, symmetry, a counter of your own. */
import { checkerFor } from './check-exercise';
import { conflicts, countQueens, isSolution, symmetries, traceSearch } from '../queens';
import { describeConflict } from '../i18n/queens-words';
import { asIntegers, asNumber, asRecord, hint, pass, POINTS, type Exercise, type Text, collectCalls, recordedResults } from './types';

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
function vectorProblem(v: number[] | undefined, n: number, what: Text): Text | undefined {
  if (!v) {
    const example = Array.from({ length: n }, (_, i) => i + 1).join(', ');
    return { en: `${what.en} should be a vector of ${n} column numbers, e.g. [${example}]`, es: `${what.es} debe ser un vector de ${n} números de columna, p. ej. [${example}]` };
  }
  if (v.length !== n) return { en: `${what.en} has ${v.length} components; a ${n}×${n} board needs ${n}`, es: `${what.es} tiene ${v.length} componentes; un tablero de ${n}×${n} necesita ${n}` };
  // A column off the board first: isSolution and conflicts refuse such a vector.
  const off = v.findIndex((x) => x < 1 || x > n);
  if (off >= 0) {
    return {
      en: `${what.en} is not a solution: its component ${off + 1} is ${v[off]}, and columns run from 1 to ${n}`,
      es: `${what.es} no es una solución: su componente ${off + 1} vale ${v[off]}, y las columnas van de 1 a ${n}`,
    };
  }
  if (isSolution(v, n)) return undefined;
  // n queens on n rows and columns 1…n that are not a solution have a conflict.
  const c = conflicts(v, n)[0];
  return { en: `${what.en} is not a solution: ${describeConflict(c, 'en')}`, es: `${what.es} no es una solución: ${describeConflict(c, 'es')}` };
}

export const notebook03: Exercise[] = [
  {
    id: '03.1', title: { en: '5×5 solutions by hand', es: 'soluciones de 5×5 a mano' }, level: 'warm-up', points: POINTS['warm-up'],
    check: (data) => {
      const r = asRecord(data);
      if (!r) return hint({
        en: 'the answer should be { any, fromTwo }: two vectors of length 5',
        es: 'la respuesta debe ser { any, fromTwo }: dos vectores de longitud 5',
      });
      const any = asIntegers(r.any);
      const fromTwo = asIntegers(r.fromTwo);
      const p = vectorProblem(any, 5, { en: 'any', es: 'any' }) ?? vectorProblem(fromTwo, 5, { en: 'fromTwo', es: 'fromTwo' });
      if (p) return hint(p);
      if (fromTwo![0] !== 2) return hint({
        en: `fromTwo is a solution, but its queen in row 1 is in column ${fromTwo![0]}, not 2`,
        es: `fromTwo es una solución, pero su reina de la fila 1 está en la columna ${fromTwo![0]}, no en la 2`,
      });
      return pass({
        en: 'two 5×5 solutions, one with the row-1 queen in column 2',
        es: 'dos soluciones de 5×5, una con la reina de la fila 1 en la columna 2',
      });
    },
  },
  {
    id: '03.2', title: { en: "repair the course's vector with fewest changes", es: 'repara el vector del curso con el menor número de cambios' }, level: 'apply', points: POINTS.apply,
    check: (data) => {
      const v = asIntegers(data);
      const p = vectorProblem(v, 8, { en: 'the repaired vector', es: 'el vector reparado' });
      if (p) return hint(p);
      const changed = v!.filter((x, i) => x !== COURSE_VECTOR[i]).length;
      const best = fewestChanges(COURSE_VECTOR);
      if (changed > best) return hint({
        en: `a solution, but ${changed} components changed; ${best} are enough. Keep the queens that are not in conflict`,
        es: `es una solución, pero cambia ${changed} componentes y bastan ${best}. Conserva las reinas que no están en conflicto`,
      });
      return pass({
        en: `a solution with ${changed} components changed, the fewest possible`,
        es: `una solución que cambia ${changed} componentes, el mínimo posible`,
      });
    },
  },
  {
    id: '03.3', title: { en: 'the BFS counters on 4×4', es: 'los contadores de BFS en 4×4' }, level: 'apply', points: POINTS.apply,
    check: (data) => {
      const r = asRecord(data);
      const extra = asNumber(r?.extraExpansions);
      const full = asNumber(r?.fullTreeGenerated);
      if (extra === undefined || full === undefined) return hint({
        en: 'the answer should be { extraExpansions, fullTreeGenerated }, two numbers',
        es: 'la respuesta debe ser { extraExpansions, fullTreeGenerated }, dos números',
      });
      const gen = traceSearch(4, 'bfs').stats.expanded;
      const exp = traceSearch(4, 'bfs', { goalTest: 'expansion' }).stats.expanded;
      const generated = traceSearch(4, 'bfs', { tree: 'full' }).stats.generated;
      if (extra !== exp - gen) return hint({
        en: 'extraExpansions: expansions with goalTest \'expansion\' minus expansions with the default test (read stats.expanded of both runs)',
        es: 'extraExpansions: las expansiones con goalTest \'expansion\' menos las expansiones con la prueba por omisión (lee stats.expanded de las dos ejecuciones)',
      });
      if (full !== generated) return hint({
        en: 'fullTreeGenerated: the nodes BFS generates on the full tree (stats.generated), not the ones it expands',
        es: 'fullTreeGenerated: los nodos que BFS genera en el árbol completo (stats.generated), no los que expande',
      });
      return pass({
        en: `testing on expansion costs ${extra} more expansions; the full tree makes BFS generate ${full} nodes`,
        es: `comprobar la meta al expandir cuesta ${extra} expansiones más; con el árbol completo, BFS genera ${full} nodos`,
      });
    },
  },
  {
    id: '03.4', title: { en: 'the 6×6 solutions up to rotation', es: 'las soluciones de 6×6 agrupadas por giros' }, level: 'apply', points: POINTS.apply,
    check: (data) => {
      if (!Array.isArray(data) || !data.every((g) => Array.isArray(g) && g.every((v) => asIntegers(v)))) {
        return hint({
          en: 'the answer should be groups of vectors: an array of arrays of 6×6 solutions, each group closed under rotation',
          es: 'la respuesta debe ser grupos de vectores: un array de arrays de soluciones de 6×6, cada grupo cerrado bajo giros',
        });
      }
      const groups = data as number[][][];
      const key = (v: number[]) => v.join(',');
      const all = new Set(allSolutions(6).map(key));
      const given = groups.flat();
      const bad = given.find((v) => !all.has(key(v)));
      if (bad) {
        const vector = `(${bad.join(', ')})`;
        return hint(vectorProblem(bad, 6, { en: vector, es: vector }) ?? { en: 'a vector appears that is not a 6×6 solution', es: 'aparece un vector que no es una solución de 6×6' });
      }
      if (new Set(given.map(key)).size !== given.length) return hint({
        en: 'a solution appears twice',
        es: 'una solución aparece dos veces',
      });
      if (given.length !== all.size) return hint({
        en: `you list ${given.length} solutions; 6×6 has ${all.size}`,
        es: `das ${given.length} soluciones; el 6×6 tiene ${all.size}`,
      });
      const rotations = (v: number[]) => symmetries(v).slice(0, 4).map(key);
      for (const g of groups) {
        for (const v of g) {
          const other = groups.find((h) => h !== g && h.some((w) => rotations(v).includes(key(w))));
          if (other) return hint({
            en: `(${v.join(', ')}) is a rotation of a solution in another group: rotations belong together`,
            es: `(${v.join(', ')}) es un giro de una solución de otro grupo: los giros van juntos`,
          });
          if (g.some((w) => !rotations(v).includes(key(w)))) return hint({
            en: `a group holds two solutions that are not rotations of each other (compare symmetries(v).slice(0, 4))`,
            es: `un grupo contiene dos soluciones que no son giros una de otra (compara symmetries(v).slice(0, 4))`,
          });
        }
      }
      return pass({
        en: `${groups.length} groups: ${groups.map((g) => g.length).join(' + ')} solutions`,
        es: `${groups.length} grupos: ${groups.map((g) => g.length).join(' + ')} soluciones`,
      });
    },
  },
  {
    id: '03.5', title: { en: 'count solutions with your own backtracking', es: 'cuenta las soluciones con tu propia vuelta atrás' }, level: 'extend', points: POINTS.extend,
    collect: collectCalls(() => COUNT_SIDES.map((n) => [n])),
    check: (data) => {
      const counts = recordedResults(data, { en: '(n: number) => number of solutions', es: '(n: number) => número de soluciones' });
      if (!Array.isArray(counts)) return counts;
      for (let i = 0; i < COUNT_SIDES.length; i++) {
        const n = COUNT_SIDES[i];
        const want = countQueens(n).count;
        if (counts[i] !== want) {
          const got = counts[i];
          const tooMany = typeof got === 'number' && got > want;
          return hint({
            en: `on ${n}×${n} your function counts ${JSON.stringify(got)}, ${tooMany ? 'too many: is a diagonal or a column left unchecked?' : 'too few: does the search go on after the first solution, and undo each queen?'}`,
            es: `en ${n}×${n} tu función cuenta ${JSON.stringify(got)}, ${tooMany ? 'demasiadas: ¿queda sin comprobar alguna diagonal o columna?' : 'muy pocas: ¿sigue la búsqueda después de la primera solución, y deshace cada reina?'}`,
          });
        }
      }
      return pass({
        en: `right for n = ${COUNT_SIDES[0]}…${COUNT_SIDES[COUNT_SIDES.length - 1]}`,
        es: `correcto para n = ${COUNT_SIDES[0]}…${COUNT_SIDES[COUNT_SIDES.length - 1]}`,
      });
    },
  },
];

/** The check cells of notebook 03: `checkExercise('03.k', answer)`. */
export const checkExercise = checkerFor(notebook03);
