/** Notebook 01 (Warnsdorff and backtracking): the manual game, existence, repairs, a rule of your own. */
import { checkerFor } from './check-exercise';
import { neighbours, tourExists, warnsdorffTour } from '../knight';
import { readTour, isVerdict, tourProblem } from './tours';
import { asIntegers, asRecord, hint, pass, POINTS, type Exercise, collectCalls, recordedResults } from './types';

/** The boards of 01.2, as the keys the answer object uses (none of them is decided in a table or sentence above the exercise). */
export const EXISTENCE_QUESTIONS: { key: string; rows: number; cols: number; kind: 'open' | 'closed' }[] = [
  { key: '3x6 open', rows: 3, cols: 6, kind: 'open' },
  { key: '4x6 open', rows: 4, cols: 6, kind: 'open' },
  { key: '4x8 closed', rows: 4, cols: 8, kind: 'closed' },
  { key: '7x7 closed', rows: 7, cols: 7, kind: 'closed' },
  { key: '6x7 closed', rows: 6, cols: 7, kind: 'closed' },
];

/** The board of 01.3: not among the maps section 4 draws. */
export const STUCK_BOARD = 10;

/** Boards and starts on which 01.5 calls the student's rule. */
export const LAST_TIE_CASES: [number, number, number][] = [[5, 5, 0], [6, 6, 0], [8, 8, 0], [8, 8, 27], [7, 9, 3], [10, 10, 31]];

/** Warnsdorff's rule with ties broken by the *last* tied candidate in MOVES order: the squares visited. */
export function warnsdorffLastTie(rows: number, cols: number, start: number): number[] {
  const visited = new Uint8Array(rows * cols);
  const path = [start];
  visited[start] = 1;
  for (;;) {
    let best = -1;
    let bestDegree = Infinity;
    for (const c of neighbours(rows, cols, path[path.length - 1])) {
      if (visited[c]) continue;
      const degree = neighbours(rows, cols, c).filter((t) => !visited[t]).length;
      if (degree <= bestDegree) { best = c; bestDegree = degree; }
    }
    if (best < 0) return path;
    visited[best] = 1;
    path.push(best);
  }
}

export const notebook01: Exercise[] = [
  {
    id: '01.1', title: { en: 'finish the 5×5 manual game', es: 'termina el juego manual en 5×5' }, level: 'warm-up', points: POINTS['warm-up'],
    check: (data) => {
      const t = readTour(data, { en: 'g.tour()', es: 'g.tour()' });
      if (isVerdict(t)) return t;
      return tourProblem(t, { rows: 5, cols: 5, start: 0 }) ?? pass({
        en: 'a full 5×5 tour from the corner, played with move and undo',
        es: 'un recorrido completo de 5×5 desde la esquina, jugado con move y undo',
      });
    },
  },
  {
    id: '01.2', title: { en: 'which boards have tours', es: 'qué tableros tienen recorrido' }, level: 'apply', points: POINTS.apply,
    check: (data) => {
      const r = asRecord(data);
      if (!r) return hint({
        en: `the answer should be an object with true/false for ${EXISTENCE_QUESTIONS.map((q) => `'${q.key}'`).join(', ')}`,
        es: `la respuesta debe ser un objeto con true/false para ${EXISTENCE_QUESTIONS.map((q) => `'${q.key}'`).join(', ')}`,
      });
      const missing = EXISTENCE_QUESTIONS.filter((q) => typeof r[q.key] !== 'boolean');
      if (missing.length) return hint({
        en: `give true or false for ${missing.map((q) => `'${q.key}'`).join(', ')}`,
        es: `da true o false para ${missing.map((q) => `'${q.key}'`).join(', ')}`,
      });
      const wrong = EXISTENCE_QUESTIONS.filter((q) => r[q.key] !== tourExists(q.rows, q.cols, q.kind));
      if (wrong.length === 0) return pass({
        en: 'all five right',
        es: 'las cinco correctas',
      });
      // Which ones are wrong would give the answers away (they are yes/no): say how many, and what to think about.
      return hint({
        en: `${wrong.length} of 5 are wrong. Think of the colours of the squares (a closed tour alternates them) and of Schwenk's list of small boards without closed tours`,
        es: `${wrong.length} de 5 son incorrectas. Piensa en los colores de las casillas (un recorrido cerrado los alterna) y en la lista de Schwenk de tableros pequeños sin recorrido cerrado`,
      });
    },
  },
  {
    id: '01.3', title: { en: `a start where the rule gets stuck on ${STUCK_BOARD}×${STUCK_BOARD}, repaired`, es: `una casilla inicial desde la que la regla se atasca en ${STUCK_BOARD}×${STUCK_BOARD}, y su reparación` }, level: 'apply', points: POINTS.apply,
    check: (data) => {
      const r = asRecord(data);
      if (!r || !Number.isInteger(r.start)) return hint({
        en: 'the answer should be { start, tour }: the start square and the repaired tour',
        es: 'la respuesta debe ser { start, tour }: la casilla inicial y el recorrido reparado',
      });
      const start = r.start as number;
      const n = STUCK_BOARD;
      if (start < 0 || start >= n * n) return hint({
        en: `start ${start} is not a square of ${n}×${n} (0…${n * n - 1})`,
        es: `start ${start} no es una casilla de ${n}×${n} (0…${n * n - 1})`,
      });
      if (warnsdorffTour(n, n, start, { tieBreak: 'first' }).status !== 'stuck') {
        return hint({
          en: `from square ${start} the rule with tie-break 'first' completes the tour: try every start square and keep one where it gets stuck`,
          es: `desde la casilla ${start} la regla con desempate 'first' completa el recorrido: prueba todas las casillas iniciales y quédate con una desde la que se atasque`,
        });
      }
      const t = readTour(r.tour, { en: 'tour', es: 'tour' });
      if (isVerdict(t)) return t;
      return tourProblem(t, { rows: n, cols: n, start }, { en: 'the repaired tour', es: 'el recorrido reparado' }) ?? pass({
        en: `the rule gets stuck from ${start}; backtracking finds a tour from there`,
        es: `la regla se atasca desde ${start}; la vuelta atrás encuentra un recorrido desde ahí`,
      });
    },
  },
  {
    id: '01.4', title: { en: 'a closed tour of 6×8', es: 'un recorrido cerrado de 6×8' }, level: 'apply', points: POINTS.apply,
    check: (data) => {
      const t = readTour(data);
      if (isVerdict(t)) return t;
      return tourProblem(t, { rows: 6, cols: 8, closed: true }) ?? pass({
        en: 'a closed 6×8 tour',
        es: 'un recorrido cerrado de 6×8',
      });
    },
  },
  {
    id: '01.5', title: { en: "Warnsdorff's rule with the last tied candidate", es: 'la regla de Warnsdorff con el último candidato empatado' }, level: 'extend', points: POINTS.extend,
    collect: collectCalls(() => LAST_TIE_CASES),
    check: (data) => {
      const paths = recordedResults(data, { en: '(rows, cols, start) => the squares visited, in order', es: '(rows, cols, start) => las casillas visitadas, en orden' });
      if (!Array.isArray(paths)) return paths;
      for (let i = 0; i < LAST_TIE_CASES.length; i++) {
        const [rows, cols, start] = LAST_TIE_CASES[i];
        const got = asIntegers(paths[i]);
        const want = warnsdorffLastTie(rows, cols, start);
        const where = { en: `on ${rows}×${cols} from ${start}`, es: `en ${rows}×${cols} desde ${start}` };
        if (!got) return hint({
          en: `${where.en} your function should return an array of squares`,
          es: `${where.es} tu función debe devolver un array de casillas`,
        });
        if (got[0] !== start) return hint({
          en: `${where.en} the path should begin with the start square ${start}`,
          es: `${where.es} el camino debe empezar en la casilla inicial ${start}`,
        });
        const k = want.findIndex((s, j) => j < got.length && got[j] !== s);
        if (k >= 0) {
          const tied = neighbours(rows, cols, want[k - 1]).includes(got[k]);
          return hint({
            en: `${where.en} step ${k} differs${tied ? ': among candidates of equal degree take the one that comes last in MOVES' : ': choose among the unvisited neighbours the one with the fewest unvisited neighbours of its own'}`,
            es: `${where.es} el paso ${k} es distinto${tied ? ': entre los candidatos de igual grado, toma el que viene último en MOVES' : ': elige, entre los vecinos no visitados, el que tenga menos vecinos no visitados propios'}`,
          });
        }
        if (got.length !== want.length) return hint({
          en: `${where.en} your path has ${got.length} squares: stop exactly when no unvisited neighbour is left (the rule gets ${want.length === rows * cols ? 'all the way' : `stuck after ${want.length}`})`,
          es: `${where.es} tu camino tiene ${got.length} casillas: detente justo cuando no quede ningún vecino sin visitar (la regla ${want.length === rows * cols ? 'llega hasta el final' : `se atasca tras ${want.length}`})`,
        });
      }
      const stuck = LAST_TIE_CASES.filter(([rows, cols, start]) => warnsdorffLastTie(rows, cols, start).length < rows * cols).length;
      return pass({
        en: `the same choices as the reference on ${LAST_TIE_CASES.length} boards (stuck on ${stuck} of them)`,
        es: `las mismas elecciones que la referencia en ${LAST_TIE_CASES.length} tableros (se atasca en ${stuck} de ellos)`,
      });
    },
  },
];

/** The check cells of notebook 01: `checkExercise('01.k', answer)`. */
export const checkExercise = checkerFor(notebook01);
