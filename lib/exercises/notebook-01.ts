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
    id: '01.1', title: 'finish the 5×5 manual game', level: 'warm-up', points: POINTS['warm-up'],
    check: (data) => {
      const t = readTour(data, 'g.tour()');
      if (isVerdict(t)) return t;
      return tourProblem(t, { rows: 5, cols: 5, start: 0 }) ?? pass('a full 5×5 tour from the corner, played with move and undo');
    },
  },
  {
    id: '01.2', title: 'which boards have tours', level: 'apply', points: POINTS.apply,
    check: (data) => {
      const r = asRecord(data);
      if (!r) return hint(`the answer should be an object with true/false for ${EXISTENCE_QUESTIONS.map((q) => `'${q.key}'`).join(', ')}`);
      const missing = EXISTENCE_QUESTIONS.filter((q) => typeof r[q.key] !== 'boolean');
      if (missing.length) return hint(`give true or false for ${missing.map((q) => `'${q.key}'`).join(', ')}`);
      const wrong = EXISTENCE_QUESTIONS.filter((q) => r[q.key] !== tourExists(q.rows, q.cols, q.kind));
      if (wrong.length === 0) return pass('all five right');
      // Which ones are wrong would give the answers away (they are yes/no): say how many, and what to think about.
      return hint(`${wrong.length} of 5 are wrong. Think of the colours of the squares (a closed tour alternates them) and of Schwenk's list of small boards without closed tours`);
    },
  },
  {
    id: '01.3', title: `a start where the rule gets stuck on ${STUCK_BOARD}×${STUCK_BOARD}, repaired`, level: 'apply', points: POINTS.apply,
    check: (data) => {
      const r = asRecord(data);
      if (!r || !Number.isInteger(r.start)) return hint('the answer should be { start, tour }: the start square and the repaired tour');
      const start = r.start as number;
      const n = STUCK_BOARD;
      if (start < 0 || start >= n * n) return hint(`start ${start} is not a square of ${n}×${n} (0…${n * n - 1})`);
      if (warnsdorffTour(n, n, start, { tieBreak: 'first' }).status !== 'stuck') {
        return hint(`from square ${start} the rule with tie-break 'first' completes the tour: try every start square and keep one where it gets stuck`);
      }
      const t = readTour(r.tour, 'tour');
      if (isVerdict(t)) return t;
      return tourProblem(t, { rows: n, cols: n, start }, 'the repaired tour') ?? pass(`the rule gets stuck from ${start}; backtracking finds a tour from there`);
    },
  },
  {
    id: '01.4', title: 'a closed tour of 6×8', level: 'apply', points: POINTS.apply,
    check: (data) => {
      const t = readTour(data);
      if (isVerdict(t)) return t;
      return tourProblem(t, { rows: 6, cols: 8, closed: true }) ?? pass('a closed 6×8 tour');
    },
  },
  {
    id: '01.5', title: "Warnsdorff's rule with the last tied candidate", level: 'extend', points: POINTS.extend,
    collect: collectCalls(() => LAST_TIE_CASES),
    check: (data) => {
      const paths = recordedResults(data, '(rows, cols, start) => the squares visited, in order');
      if (!Array.isArray(paths)) return paths;
      for (let i = 0; i < LAST_TIE_CASES.length; i++) {
        const [rows, cols, start] = LAST_TIE_CASES[i];
        const got = asIntegers(paths[i]);
        const want = warnsdorffLastTie(rows, cols, start);
        const where = `on ${rows}×${cols} from ${start}`;
        if (!got) return hint(`${where} your function should return an array of squares`);
        if (got[0] !== start) return hint(`${where} the path should begin with the start square ${start}`);
        const k = want.findIndex((s, j) => j < got.length && got[j] !== s);
        if (k >= 0) {
          const tied = neighbours(rows, cols, want[k - 1]).includes(got[k]);
          return hint(`${where} step ${k} differs${tied ? ': among candidates of equal degree take the one that comes last in MOVES' : ': choose among the unvisited neighbours the one with the fewest unvisited neighbours of its own'}`);
        }
        if (got.length !== want.length) return hint(`${where} your path has ${got.length} squares: stop exactly when no unvisited neighbour is left (the rule gets ${want.length === rows * cols ? 'all the way' : `stuck after ${want.length}`})`);
      }
      const stuck = LAST_TIE_CASES.filter(([rows, cols, start]) => warnsdorffLastTie(rows, cols, start).length < rows * cols).length;
      return pass(`the same choices as the reference on ${LAST_TIE_CASES.length} boards (stuck on ${stuck} of them)`);
    },
  },
];

/** The check cells of notebook 01: `checkExercise('01.k', answer)`. */
export const checkExercise = checkerFor(notebook01);
