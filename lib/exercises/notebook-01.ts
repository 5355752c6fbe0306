/**
 * Notebook 01 (Warnsdorff and backtracking): the manual game, existence, repairs, a rule of your own;
 * then four predictions checked against a measurement (where the rule stops, which squares start a
 * tour, backtracks from the centre, the corner sweep with your own tie-break).
 */
import { checkerFor } from './check-exercise';
import { backtrackSteps, backtrackTour, neighbours, startColourAllows, tourExists, warnsdorffTour } from '../knight';
import { readTour, isVerdict, tourProblem } from './tours';
import { asIntegers, asNumber, asRecord, hint, pass, POINTS, type Exercise, collectCalls, recordedResults } from './types';

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

/** The board and start of 01.6: where the plain rule with tie-break `first` stops (the stepper of section 2 can show it). */
export const STOP_BOARD = { rows: 5, cols: 14, start: 0 } as const;

/** The board of 01.7, and its squares from which a tour exists (computed once). */
export const START_BOARD = 5;
let tourStarts: number[] | undefined;
function startsWithTour(): number[] {
  tourStarts ??= Array.from({ length: START_BOARD * START_BOARD }, (_, s) => s)
    .filter((s) => startColourAllows(START_BOARD, START_BOARD, s) && backtrackTour(START_BOARD, START_BOARD, s).status === 'found');
  return tourStarts;
}

/** The start of 01.8 (the centre of 5×5) and the budget of the stepper in section 5. */
export const CENTRE_START = 12;
export const STEPPER_BUDGET = 300_000;

/** Nodes and backtracks of the step-by-step search (what the stepper of section 5 runs) on 5×5 from `start`. */
export function stepperCounts(start: number, order: 'fixed' | 'warnsdorff'): { nodes: number; backtracks: number; kind: string } {
  let last = { nodes: 0, backtracks: 0, kind: 'none' };
  for (const st of backtrackSteps(5, 5, start, { order, maxNodes: STEPPER_BUDGET })) last = st;
  return { nodes: last.nodes, backtracks: last.backtracks, kind: last.kind };
}

/** The first n ≥ 5 on which the last-tie rule gets stuck from the corner (computed once). */
let lastTieFailure: number | undefined;
export function firstCornerFailureLastTie(): number {
  if (lastTieFailure === undefined) {
    let n = 5;
    while (warnsdorffLastTie(n, n, 0).length === n * n) n++;
    lastTieFailure = n;
  }
  return lastTieFailure;
}

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
    id: '01.1', title: { en: 'finish the 5×5 manual game', es: 'termina la partida manual en 5×5' }, level: 'warm-up', points: POINTS['warm-up'],
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
      // The reasons, one per board: the ✓ gives them, so the prompt needs no unchecked "give your reasons".
      if (wrong.length === 0) return pass({
        en: "all five right. The reasons: 3×6 — a 3×n board has open tours only for n = 4 and n ≥ 7; 4×6 — a 4×n board has them for n ≥ 5; " +
          '4×8 — Schwenk: no closed tour when the short side is 4; 7×7 — 49 squares, and a closed tour alternates colours, so it needs ' +
          'an even number; 6×7 — not both odd, short side not 1, 2 or 4, and not a 3×n exception',
        es: 'las cinco correctas. Las razones: 3×6 — un tablero de 3×n solo tiene recorridos abiertos para n = 4 y n ≥ 7; 4×6 — uno de 4×n los ' +
          'tiene para n ≥ 5; 4×8 — Schwenk: no hay recorrido cerrado cuando el lado corto es 4; 7×7 — 49 casillas, y un recorrido cerrado ' +
          'alterna los colores, así que necesita un número par; 6×7 — no son ambos impares, el lado corto no es 1, 2 ni 4, y no es una excepción de 3×n',
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
        en: "right: all 48 squares, each once, and the last is a knight's move from the first",
        es: 'correcto: las 48 casillas, cada una una vez, y la última a un salto de caballo de la primera',
      });
    },
  },
  {
    id: '01.5', title: { en: "Warnsdorff's rule with the last tied candidate", es: 'la regla de Warnsdorff con la última candidata empatada' }, level: 'extend', points: POINTS.extend,
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
          es: `${where.es} tu función debe devolver un arreglo de casillas`,
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
            es: `${where.es} el paso ${k} es distinto${tied ? ': entre las candidatas de igual grado, toma la que viene última en MOVES' : ': elige, entre los vecinos no visitados, el que tenga menos vecinos no visitados propios'}`,
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
  {
    id: '01.6', title: { en: 'where the plain rule stops on 5×14', es: 'dónde se detiene la regla por sí sola en 5×14' }, level: 'step', points: POINTS.step,
    check: (data) => {
      const k = asNumber(data);
      const { rows, cols, start } = STOP_BOARD;
      const squares = rows * cols;
      if (k === undefined || !Number.isInteger(k)) return hint({
        en: 'the answer should be one number: the squares the knight has visited, its start included, when the rule stops',
        es: 'la respuesta debe ser un número: las casillas que ha visitado el caballo, la inicial incluida, cuando la regla se detiene',
      });
      const visited = warnsdorffTour(rows, cols, start, { tieBreak: 'first' }).stats.visited;
      if (k === visited) return pass({
        en: `the rule is stuck after ${visited} of ${squares} squares: ${squares - visited} are never reached`,
        es: `la regla se atasca tras ${visited} de ${squares} casillas: a ${squares - visited} no llega nunca`,
      });
      if (k === squares) return hint({
        en: `the rule does not cover all ${squares} squares from this start: step to the end in the board of section 2 (rows 5, cols 14, start 0, tie-break first)`,
        es: `la regla no cubre las ${squares} casillas desde esta casilla inicial: avanza hasta el final en el tablero de la sección 2 (filas 5, columnas 14, casilla inicial 0, desempate first)`,
      });
      if (k === squares - visited) return hint({
        en: 'that is the number of squares never reached; the question asks for the squares visited',
        es: 'ese es el número de casillas a las que no llega; la pregunta pide las casillas visitadas',
      });
      if (k === visited - 1) return hint({
        en: 'count the start square too',
        es: 'cuenta también la casilla inicial',
      });
      return hint({
        en: "not where the rule stops: in the board of section 2 set rows 5, cols 14, start 0, tie-break first, step to the end and read 'squares visited'",
        es: 'no es donde se detiene la regla: en el tablero de la sección 2 pon filas 5, columnas 14, casilla inicial 0, desempate first, avanza hasta el final y lee las casillas visitadas',
      });
    },
  },
  {
    id: '01.7', title: { en: `the squares that can start a ${START_BOARD}×${START_BOARD} tour`, es: `las casillas desde las que puede empezar un recorrido de ${START_BOARD}×${START_BOARD}` }, level: 'apply', points: POINTS.apply,
    check: (data) => {
      const n = START_BOARD;
      const got = asIntegers(data);
      if (!got) return hint({
        en: `the answer should be an array of square numbers (0…${n * n - 1})`,
        es: `la respuesta debe ser un arreglo de números de casilla (0…${n * n - 1})`,
      });
      const off = got.filter((s) => s < 0 || s >= n * n);
      if (off.length) return hint({
        en: `${off.join(', ')} ${off.length === 1 ? 'is not a square' : 'are not squares'} of ${n}×${n} (0…${n * n - 1})`,
        es: `${off.join(', ')} no ${off.length === 1 ? 'es una casilla' : 'son casillas'} de ${n}×${n} (0…${n * n - 1})`,
      });
      if (new Set(got).size !== got.length) return hint({
        en: 'give each square once',
        es: 'da cada casilla una sola vez',
      });
      const want = new Set(startsWithTour());
      const extra = got.filter((s) => !want.has(s)).length;
      const missing = [...want].filter((s) => !got.includes(s)).length;
      if (extra === 0 && missing === 0) return pass({
        en: `all ${want.size} squares, and no other: exactly the squares of the corners' colour`,
        es: `las ${want.size} casillas, y ninguna más: exactamente las del color de las esquinas`,
      });
      // Which ones would give the answer away: say how many, and what to use.
      return hint({
        en: `${missing} square${missing === 1 ? ' is' : 's are'} missing and ${extra} listed square${extra === 1 ? ' starts' : 's start'} no tour. The colour argument of section 1 rules some squares out; try each of the others with backtrackTour(${n}, ${n}, s)`,
        es: `${missing === 1 ? 'falta 1 casilla' : `faltan ${missing} casillas`} y ${extra === 1 ? '1 de las que das no inicia' : `${extra} de las que das no inician`} ningún recorrido. El argumento de los colores de la sección 1 descarta algunas casillas; prueba cada una de las demás con backtrackTour(${n}, ${n}, s)`,
      });
    },
  },
  {
    id: '01.8', title: { en: 'backtracks from the centre of 5×5, in both move orders', es: 'vueltas atrás desde el centro de 5×5, con los dos órdenes de movimientos' }, level: 'step', points: POINTS.step,
    check: (data) => {
      const r = asRecord(data);
      if (!r || !Number.isInteger(r.fixed) || !Number.isInteger(r.warnsdorff)) return hint({
        en: 'the answer should be { fixed, warnsdorff }: the backtracks of each move order, two whole numbers',
        es: 'la respuesta debe ser { fixed, warnsdorff }: las vueltas atrás de cada orden de movimientos, dos números enteros',
      });
      const fixed = stepperCounts(CENTRE_START, 'fixed');
      const warnsdorff = stepperCounts(CENTRE_START, 'warnsdorff');
      const corner = stepperCounts(0, 'fixed');
      if (r.fixed === fixed.backtracks && r.warnsdorff === warnsdorff.backtracks) return pass({
        en: `from the centre the fixed order takes back ${fixed.backtracks} squares before its tour, Warnsdorff's order ${warnsdorff.backtracks}`,
        es: `desde el centro el orden fijo retira ${fixed.backtracks} casillas antes de su recorrido, y el de Warnsdorff ${warnsdorff.backtracks}`,
      });
      if (r.fixed === corner.backtracks) return hint({
        en: `fixed: that is the count from the corner, as in the table of section 5; set start = ${CENTRE_START}`,
        es: `fixed: ese es el recuento desde la esquina, el de la tabla de la sección 5; pon casilla inicial = ${CENTRE_START} en el tablero de vuelta atrás`,
      });
      if (r.fixed === fixed.nodes || r.warnsdorff === warnsdorff.nodes) return hint({
        en: 'that is the number of nodes (squares placed); the question asks for backtracks (squares taken back, ↩)',
        es: 'ese es el número de nodos (casillas colocadas); la pregunta pide vueltas atrás (casillas retiradas, ↩)',
      });
      const wrong = ['fixed', 'warnsdorff'].filter((k) => r[k] !== (k === 'fixed' ? fixed : warnsdorff).backtracks);
      return hint({
        en: `${wrong.join(' and ')}: not the backtracks of that order. In the board of section 5 set n 5, start ${CENTRE_START}, the move order, press end and read the backtracks`,
        es: `${wrong.join(' y ')}: no son las vueltas atrás de ese orden. En el tablero de la sección 5 pon n 5, casilla inicial ${CENTRE_START}, el orden de movimientos, pulsa el botón final »| y lee las vueltas atrás`,
      });
    },
  },
  {
    id: '01.9', title: { en: 'the first corner failure of your tie-break', es: 'el primer fallo desde la esquina de tu desempate' }, level: 'extend', points: POINTS.extend,
    check: (data) => {
      const k = asNumber(data);
      if (k === undefined || !Number.isInteger(k) || k < 5) return hint({
        en: 'the answer should be one board side n ≥ 5: the first n×n on which warnsdorffLast gets stuck from square 0',
        es: 'la respuesta debe ser un lado de tablero n ≥ 5: el primer n×n en el que warnsdorffLast se atasca desde la casilla 0',
      });
      const first = firstCornerFailureLastTie();
      if (k === first) return pass({
        en: `the last-tie rule first gets stuck from the corner on ${first}×${first}: the n = 64 of the first tie-break belongs to one move order`,
        es: `la regla del último empate se atasca por primera vez desde la esquina en ${first}×${first}: el n = 64 del desempate first es de un solo orden de movimientos`,
      });
      if (k === 64 && first !== 64) return hint({
        en: 'n = 64 is where the first tie-break fails; your rule takes the last tied candidate: sweep it',
        es: 'n = 64 es donde falla el desempate first; tu regla toma la última candidata empatada: barre con ella',
      });
      if (warnsdorffLastTie(k, k, 0).length === k * k) return hint({
        en: `from the corner the last-tie rule completes ${k}×${k}: keep sweeping, every n from 5 up`,
        es: `desde la esquina la regla del último empate completa ${k}×${k}: sigue barriendo, cada n desde 5`,
      });
      return hint({
        en: `${k}×${k} does get stuck, but a smaller board already does: check every n from 5 up, in order`,
        es: `${k}×${k} sí se atasca, pero un tablero menor ya se atasca antes: comprueba cada n desde 5, en orden`,
      });
    },
  },
];

/** The check cells of notebook 01: `checkExercise('01.k', answer)`. */
export const checkExercise = checkerFor(notebook01);
