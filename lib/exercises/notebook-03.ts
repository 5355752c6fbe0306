/** Notebook 03 (N-queens): vectors by hand, a repair, the BFS counters, rotations, a counter of your own and its tree. */
import { checkerFor } from './check-exercise';
import { conflicts, countQueens, isSolution, symmetries, traceSearch } from '../queens';
import { describeConflict } from '../i18n/queens-words';
import { formatCount } from '../i18n/numbers';
import { asIntegers, asNumber, asRecord, hint, pass, POINTS, type Exercise, type Text, collectCalls, recordedResults } from './types';

/** The course's rejected vector (section 1 of notebook 03), which 03.2 repairs. */
export const COURSE_VECTOR = [3, 1, 6, 2, 8, 6, 4, 7];

/** Sizes on which 03.5 calls the student's counter. */
export const COUNT_SIDES = [1, 2, 3, 4, 5, 6, 7, 8];

/** Boards whose trees 03.6 counts, and the board its prediction is for. */
export const TREE_SIDES = [9, 10, 11, 12];
export const PREDICT_SIDE = 13;

/** The k-promising vectors of the n×n permutation tree, k = 0 … n (root and solutions included): the bitmask search's node count. */
export function promisingVectors(n: number): number {
  return countQueens(n, { symmetry: false }).stats.nodes;
}

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
        en: 'the answer should be { extraExpansions, aheadOfSolution, fullTreeGenerated }, three numbers',
        es: 'la respuesta debe ser { extraExpansions, aheadOfSolution, fullTreeGenerated }, tres números',
      });
      const onGeneration = traceSearch(4, 'bfs');
      const gen = onGeneration.stats.expanded;
      const exp = traceSearch(4, 'bfs', { goalTest: 'expansion' }).stats.expanded;
      const generated = traceSearch(4, 'bfs', { tree: 'full' }).stats.generated;
      if (extra !== exp - gen) return hint({
        en: 'extraExpansions: expansions with goalTest \'expansion\' minus expansions with the default test (read stats.expanded of both runs)',
        es: 'extraExpansions: las expansiones con goalTest \'expansion\' menos las expansiones con la comprobación por omisión (lee stats.expanded de las dos ejecuciones)',
      });
      // The why, as a number: the nodes queued in front of the solution when it is generated.
      const solutionStep = onGeneration.steps.find((s) => s.children.some((c) => onGeneration.nodes[c].status === 'solution'));
      const ahead = solutionStep ? solutionStep.frontier.length : 0;
      const given = asNumber(r?.aheadOfSolution);
      if (given === undefined) return hint({
        en: 'add aheadOfSolution: how many nodes stand in the queue in front of the solution when the default run generates it',
        es: 'añade aheadOfSolution: cuántos nodos hay en la cola delante de la solución cuando la ejecución por omisión la genera',
      });
      if (given !== ahead) return hint({
        en: 'aheadOfSolution: find the step of traceSearch(4, \'bfs\') whose children include the solution, and count the queue after it (the solution itself is not in it: that run stops)',
        es: 'aheadOfSolution: busca el paso de traceSearch(4, \'bfs\') entre cuyos hijos está la solución y cuenta la cola tras ese paso (la solución no está en ella: esa ejecución se detiene)',
      });
      if (full !== generated) return hint({
        en: 'fullTreeGenerated: the nodes BFS generates on the full tree (stats.generated), not the ones it expands',
        es: 'fullTreeGenerated: los nodos que BFS genera en el árbol completo (stats.generated), no los que expande',
      });
      return pass({
        en: `testing on expansion costs ${extra} more expansions: the ${ahead} nodes ahead of the solution, then the solution itself; the full tree makes BFS generate ${full} nodes`,
        es: `comprobar la meta al expandir cuesta ${extra} expansiones más: los ${ahead} nodos que van delante de la solución y, después, la propia solución; con el árbol completo, BFS genera ${full} nodos`,
      });
    },
  },
  {
    id: '03.4', title: { en: 'the 6×6 solutions up to rotation', es: 'las soluciones de 6×6 agrupadas por giros' }, level: 'apply', points: POINTS.apply,
    check: (data) => {
      const r = asRecord(data);
      const raw = r?.groups;
      if (!Array.isArray(raw) || !raw.every((g) => Array.isArray(g) && g.every((v) => asIntegers(v)))) {
        return hint({
          en: 'the answer should be { groups, fixedByHalfTurn }: groups is an array of arrays of 6×6 solutions, each group closed under rotation',
          es: 'la respuesta debe ser { groups, fixedByHalfTurn }: groups es un arreglo de arreglos de soluciones de 6×6, cada grupo cerrado bajo giros',
        });
      }
      const groups = raw as number[][][];
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
      // Why some groups are smaller than four: a solution that a half turn leaves unchanged has only two distinct turns.
      const halfTurn = allSolutions(6).filter((v) => key(symmetries(v)[2]) === key(v)).length;
      const fixed = asNumber(r!.fixedByHalfTurn);
      if (fixed === undefined) return hint({
        en: 'the groups are right; now add fixedByHalfTurn: how many 6×6 solutions a half turn (180°) leaves unchanged',
        es: 'los grupos están bien; ahora añade fixedByHalfTurn: cuántas soluciones de 6×6 quedan iguales tras medio giro (180°)',
      });
      if (fixed !== halfTurn) return hint({
        en: 'fixedByHalfTurn: compare each solution v with symmetries(v)[2], its turn by 180°, and count those that are equal',
        es: 'fixedByHalfTurn: compara cada solución v con symmetries(v)[2], su giro de 180°, y cuenta las que son iguales',
      });
      return pass({
        en: `${groups.length} groups: ${groups.map((g) => g.length).join(' + ')} solutions; ${fixed} of them are their own half turn, so a quarter turn and a three-quarter turn give the same vector and a group holds 2, not 4`,
        es: `${groups.length} grupos: ${groups.map((g) => g.length).join(' + ')} soluciones; ${fixed} de ellas son su propio giro de 180°, así que los giros de 90° y de 270° dan el mismo vector y un grupo tiene 2, no 4`,
      });
    },
  },
  {
    id: '03.5', title: { en: 'count solutions with your own backtracking', es: 'cuenta las soluciones con tu propia vuelta atrás' }, level: 'step', points: POINTS.step,
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
  {
    id: '03.6', title: { en: 'the tree of your counter, row by row', es: 'el árbol de tu contador, fila a fila' }, level: 'extend', points: POINTS.extend,
    check: (data) => {
      const r = asRecord(data);
      const nodes = asIntegers(r?.nodes);
      const perRow = asNumber(r?.perRow);
      const predicted = asNumber(r?.[`predicted${PREDICT_SIDE}`]);
      if (!nodes || perRow === undefined || predicted === undefined) return hint({
        en: `the answer should be { nodes, perRow, predicted${PREDICT_SIDE} }: ${TREE_SIDES.length} node counts (n = ${TREE_SIDES.join(', ')}) and two numbers`,
        es: `la respuesta debe ser { nodes, perRow, predicted${PREDICT_SIDE} }: ${TREE_SIDES.length} recuentos de nodos (n = ${TREE_SIDES.join(', ')}) y dos números`,
      });
      if (nodes.length !== TREE_SIDES.length) return hint({
        en: `nodes has ${nodes.length} counts; give one for each n = ${TREE_SIDES.join(', ')}`,
        es: `nodes tiene ${nodes.length} recuentos; da uno para cada n = ${TREE_SIDES.join(', ')}`,
      });
      const want = TREE_SIDES.map(promisingVectors);
      for (let i = 0; i < TREE_SIDES.length; i++) {
        const n = TREE_SIDES[i];
        if (nodes[i] === want[i]) continue;
        const solutions = countQueens(n, { symmetry: false }).count;
        const reason: Text = nodes[i] === want[i] - 1
          ? { en: 'one too few: the root, the empty vector, is a node too (count the first call)', es: 'uno de menos: la raíz, el vector vacío, también es un nodo (cuenta la primera llamada)' }
          : nodes[i] === want[i] - solutions
            ? { en: 'the solutions are missing: a complete vector is a node too (count the call for row n)', es: 'faltan las soluciones: un vector completo también es un nodo (cuenta la llamada de la fila n)' }
            : nodes[i] > want[i]
              ? { en: 'too many: count a vector when the search enters it (it passed the test), not each column it tries', es: 'demasiados: cuenta un vector cuando la búsqueda entra en él (pasó la comprobación), no cada columna que prueba' }
              : { en: 'too few: count every k-promising vector the search enters, k = 0 … n', es: 'muy pocos: cuenta cada vector k-prometedor en el que entra la búsqueda, k = 0 … n' };
        return hint({
          en: `on ${n}×${n} you count ${nodes[i]} nodes; ${reason.en}`,
          es: `en ${n}×${n} cuentas ${nodes[i]} nodos; ${reason.es}`,
        });
      }
      // Growth per extra row over these sizes: the end points, or a least-squares line through the logarithms.
      const k = TREE_SIDES.length - 1;
      const ends = Math.pow(want[k] / want[0], 1 / (TREE_SIDES[k] - TREE_SIDES[0]));
      const xs = TREE_SIDES;
      const ys = want.map(Math.log);
      const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
      const my = ys.reduce((a, b) => a + b, 0) / ys.length;
      const slope = xs.reduce((a, x, i) => a + (x - mx) * (ys[i] - my), 0) / xs.reduce((a, x) => a + (x - mx) ** 2, 0);
      const fitted = Math.exp(slope);
      const close = (a: number, b: number) => Math.abs(a - b) <= 0.01 * b;
      if (!close(perRow, ends) && !close(perRow, fitted)) return hint({
        en: `perRow is ${perRow.toFixed(3)}: the growth per extra row is the factor f with nodes(n + 1) ≈ f · nodes(n), over n = ${TREE_SIDES[0]}…${TREE_SIDES[k]} (from the end points: (nodes at n = ${TREE_SIDES[k]} / nodes at n = ${TREE_SIDES[0]}) ** (1 / ${TREE_SIDES[k] - TREE_SIDES[0]}))`,
        es: `perRow vale ${perRow.toFixed(3)}: el crecimiento por fila adicional es el factor f con nodos(n + 1) ≈ f · nodos(n), en n = ${TREE_SIDES[0]}…${TREE_SIDES[k]} (con los extremos: (nodos en n = ${TREE_SIDES[k]} / nodos en n = ${TREE_SIDES[0]}) ** (1 / ${TREE_SIDES[k] - TREE_SIDES[0]}))`,
      });
      const extrapolated = nodes[k] * Math.pow(perRow, PREDICT_SIDE - TREE_SIDES[k]);
      if (!close(predicted, extrapolated)) return hint({
        en: `predicted${PREDICT_SIDE} should follow from your own numbers: the count for n = ${TREE_SIDES[k]} times perRow`,
        es: `predicted${PREDICT_SIDE} debe salir de tus propios números: el recuento de n = ${TREE_SIDES[k]} por perRow`,
      });
      const actual = promisingVectors(PREDICT_SIDE);
      const off = (100 * (predicted - actual)) / actual;
      const offText = `${Math.abs(off).toFixed(0)} %`;
      const lastStep = (actual / nodes[k]).toFixed(2);
      const first = TREE_SIDES[0];
      const last = TREE_SIDES[k];
      return pass({
        en: `your tree grows ×${perRow.toFixed(2)} per row over n = ${first}…${last}; the ${PREDICT_SIDE}×${PREDICT_SIDE} tree has ${formatCount(actual, 'en')} nodes, so your prediction is ${offText} ${off >= 0 ? 'too high' : 'too low'}: the step from ${last} to ${PREDICT_SIDE} is ×${lastStep}`,
        es: `tu árbol crece ×${perRow.toFixed(2)} por fila en n = ${first}…${last}; el árbol de ${PREDICT_SIDE}×${PREDICT_SIDE} tiene ${formatCount(actual, 'es')} nodos, así que tu predicción se ${off >= 0 ? 'pasa' : 'queda corta'} en un ${offText}: el paso de ${last} a ${PREDICT_SIDE} es ×${lastStep}`,
      });
    },
  },
];

/** The check cells of notebook 03: `checkExercise('03.k', answer)`. */
export const checkExercise = checkerFor(notebook03);
