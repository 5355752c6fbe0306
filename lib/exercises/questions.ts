/**
 * Questions inside the sections of a notebook and of its appendices: a prompt of the text ("set START = 27 and
 * look…", "switch the solver…") turned into a check, with ✓ or a hint in both languages, by the same machinery as
 * the exercises (`collect`, `check`, verdicts, recorded answers). They are not graded: their ids (`00.q1`,
 * `01a.q1`) are not exercise ids, so the grader, which reads `checkExercise('NN.k', …)` calls, passes them by.
 * In the student edition their answers are stripped like an exercise's, so the student answers them.
 */
import { checkerFor } from './check-exercise';
import { neighbours } from '../knight';
import { asNumber, hint, pass, type Exercise } from './types';

/** Fewest knight moves from `start` to the farthest square of rows×cols. */
function eccentricity(rows: number, cols: number, start: number): number {
  const dist = new Array<number>(rows * cols).fill(-1);
  const queue = [start];
  dist[start] = 0;
  for (let h = 0; h < queue.length; h++) {
    for (const t of neighbours(rows, cols, queue[h])) if (dist[t] < 0) { dist[t] = dist[queue[h]] + 1; queue.push(t); }
  }
  return Math.max(...dist);
}

/** A section question: not graded, so no level that counts and no points. */
const question = (q: Omit<Exercise, 'level' | 'points'>): Exercise => ({ ...q, level: 'apply', points: 0 });

export const QUESTIONS: readonly Exercise[] = Object.freeze([
  question({
    id: '00.q1', title: { en: 'the farthest square from a centre start', es: 'la casilla más lejana desde una casilla central' },
    check: (data) => {
      const d = asNumber(data);
      if (d === undefined || !Number.isInteger(d)) return hint({
        en: 'the answer should be one whole number of moves',
        es: 'la respuesta debe ser un número entero de movimientos',
      });
      const want = eccentricity(8, 8, 27);
      if (d === want) return pass({
        en: `from the centre no square is more than ${want} moves away, ${eccentricity(8, 8, 0) - want} fewer than from the corner: the start decides the ramp`,
        es: `desde el centro ninguna casilla está a más de ${want} movimientos, ${eccentricity(8, 8, 0) - want} menos que desde la esquina: la casilla inicial decide la escala de colores`,
      });
      if (d === eccentricity(8, 8, 0)) return hint({
        en: 'that is the farthest square from the corner (START = 0): set START = 27 and N = 8, run the notebook again and read the darkest square',
        es: 'esa es la casilla más lejana desde la esquina (START = 0): pon START = 27 y N = 8, vuelve a ejecutar el cuaderno y lee la casilla más oscura',
      });
      return hint({
        en: 'with START = 27 and N = 8, read the number on the darkest square of the picture (the boxed one, where the arrows end)',
        es: 'con START = 27 y N = 8, lee el número de la casilla más oscura del dibujo (la recuadrada, donde acaban las flechas)',
      });
    },
  }),
]);

/** The check cells of the section questions: `checkQuestion('00.q1', answer)`, ✓ or a hint, never graded. */
export const checkQuestion = checkerFor(QUESTIONS);
