/**
 * Questions inside the sections of a notebook and of its appendices: a prompt of the text ("set START = 27 and
 * look…", "switch the solver…") turned into a check, with ✓ or a hint in both languages, by the same machinery as
 * the exercises (`collect`, `check`, verdicts, recorded answers). They are not graded: their ids (`00.q1`,
 * `01a.q1`) are not exercise ids, so the grader, which reads `checkExercise('NN.k', …)` calls, passes them by.
 * In the student edition their answers are stripped like an exercise's, so the student answers them.
 */
import { checkerFor } from './check-exercise';
import { countTours, neighbours, TIE_BREAKS, warnsdorffTour, type TieBreak } from '../knight';
import { countUnique } from '../queens';
import { coverLinks, pentominoCover } from '../exact-cover';
import { asNumber, hint, pass, type Exercise } from './types';

/** The first board side n ≥ 5 on which Warnsdorff's rule from the corner gets stuck with `tieBreak`, up to `max` (null: none). */
function firstCornerFailure(tieBreak: TieBreak, max: number): number | null {
  for (let n = 5; n <= max; n++) if (warnsdorffTour(n, n, 0, { tieBreak }).status !== 'found') return n;
  return null;
}

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
  question({
    id: '01a.q1', title: { en: 'the move order of the folklore n = 64', es: 'el orden de movimientos del n = 64, el dato que circula' },
    check: (data) => {
      if (typeof data !== 'string' || !(TIE_BREAKS as readonly string[]).includes(data)) return hint({
        en: `the answer should be one tie-break: ${TIE_BREAKS.map((t) => `'${t}'`).join(', ')}`,
        es: `la respuesta debe ser un desempate: ${TIE_BREAKS.map((t) => `'${t}'`).join(', ')}`,
      });
      const first = firstCornerFailure(data as TieBreak, 64);
      if (first === 64) return pass({
        en: `with '${data}' the corner start first fails on 64×64: the folklore holds for that move order, and only for it`,
        es: `con '${data}' el inicio en la esquina falla por primera vez en 64×64: la creencia extendida vale para ese orden de movimientos, y solo para él`,
      });
      return hint({
        en: first === null ? `with '${data}' the corner start does not fail on any board up to 64×64: look in section 1 for the tie-break whose first failure is n = 64`
          : `with '${data}' the corner start already fails on ${first}×${first}: look in section 1 for the tie-break whose first failure is n = 64`,
        es: first === null ? `con '${data}' el inicio en la esquina no falla en ningún tablero hasta 64×64: busca en la sección 1 el desempate cuyo primer fallo es n = 64`
          : `con '${data}' el inicio en la esquina ya falla en ${first}×${first}: busca en la sección 1 el desempate cuyo primer fallo es n = 64`,
      });
    },
  }),
  question({
    id: '01b.q1', title: { en: 'the open tours of 5×5 from the corner', es: 'los recorridos abiertos de 5×5 desde la esquina' },
    check: (data) => {
      const k = asNumber(data);
      if (k === undefined || !Number.isInteger(k)) return hint({ en: 'the answer should be one whole number of tours', es: 'la respuesta debe ser un número entero de recorridos' });
      const want = countTours(5, 5, { start: 0 }).count;
      if (k === want) return pass({
        en: `${want} open tours start in the corner of 5×5, each counted as a directed path (a tour and its reverse are two)`,
        es: `${want} recorridos abiertos empiezan en la esquina de 5×5, contados como caminos dirigidos (un recorrido y su inverso son dos)`,
      });
      return hint({
        en: "count with countTours(5, 5, { start: 0 }) — open tours, directed, from square 0 — and read the convention in section 1's table",
        es: 'cuenta con countTours(5, 5, { start: 0 }) (recorridos abiertos, dirigidos, desde la casilla 0) y lee la convención en la tabla de la sección 1',
      });
    },
  }),
  question({
    id: '02a.q1', title: { en: "the exponent of divide and conquer's counter in the lab", es: 'el exponente del contador de dividir y conquistar en el laboratorio' },
    check: (data) => {
      const b = asNumber(data);
      if (b === undefined) return hint({ en: 'the answer should be a number: the exponent the lab fits to the counter', es: 'la respuesta debe ser un número: el exponente que el laboratorio ajusta al contador' });
      if (Math.abs(b - 2) <= 0.05) return pass({
        en: 'the counter is the squares of the tour, exactly n², on every machine; the time may fit another exponent, the counter cannot',
        es: 'el contador son las casillas del recorrido, exactamente n², en cualquier máquina; el tiempo puede ajustar otro exponente, el contador no',
      });
      if (Math.abs(b - 1) <= 0.1) return hint({ en: 'that would be one unit of work per board side; the tour has a square for every row and column pair', es: 'eso sería una unidad de trabajo por lado del tablero; el recorrido tiene una casilla por cada par de fila y columna' });
      return hint({
        en: "read the fit line under the lab's buttons for the counter (not the time), with the solver knight-divide-and-conquer",
        es: 'lee la recta ajustada bajo los botones del laboratorio para el contador (no para el tiempo), con el algoritmo knight-divide-and-conquer',
      });
    },
  }),
  question({
    id: '03a.q1', title: { en: 'the 8-queens solutions up to symmetry', es: 'las soluciones de las 8 reinas salvo simetría' },
    check: (data) => {
      const k = asNumber(data);
      if (k === undefined || !Number.isInteger(k)) return hint({ en: 'the answer should be one whole number of classes', es: 'la respuesta debe ser un número entero de clases' });
      const r = countUnique(8);
      if (k === r.unique) return pass({
        en: `${r.unique} classes: Burnside's lemma averages the solutions each of the 8 symmetries fixes, (${r.total} + …) / 8`,
        es: `${r.unique} clases: el lema de Burnside promedia las soluciones que fija cada una de las 8 simetrías, (${r.total} + …) / 8`,
      });
      if (k === r.total) return hint({ en: `${r.total} counts every solution; a class holds a solution with its rotations and reflections`, es: `${r.total} cuenta todas las soluciones; una clase reúne una solución con sus giros y reflexiones` });
      if (k * 8 === r.total) return hint({ en: 'dividing by 8 assumes no solution is its own rotation or reflection: Burnside counts the ones that are', es: 'dividir entre 8 supone que ninguna solución es su propio giro o reflexión: Burnside cuenta las que lo son' });
      return hint({ en: "count with Burnside's lemma (section 4) or countUnique(8)", es: 'cuenta con el lema de Burnside (sección 4) o con countUnique(8)' });
    },
  }),
  question({
    id: '04a.q1', title: { en: 'all the pentomino tilings of 3×20', es: 'todos los embaldosados de 3×20 con pentominós' },
    check: (data) => {
      const k = asNumber(data);
      if (k === undefined || !Number.isInteger(k)) return hint({ en: 'the answer should be one whole number of tilings', es: 'la respuesta debe ser un número entero de embaldosados' });
      const all = coverLinks(pentominoCover(3, 20, { symmetry: 'all' })).solve({ keep: 0 }).count;
      if (k === all) return pass({
        en: `${all} tilings in all: each one of the box's classes with its three mirror images (flip left–right, top–bottom, half turn)`,
        es: `${all} embaldosados en total: cada clase de la caja con sus tres imágenes simétricas (voltear de izquierda a derecha, de arriba abajo, media vuelta)`,
      });
      if (k * 4 === all) return hint({ en: 'that is the count up to symmetry; every tiling has three mirror images', es: 'ese es el recuento salvo simetría; cada embaldosado tiene tres imágenes simétricas' });
      return hint({ en: "start from section 3's count up to symmetry for 3×20, and count each tiling's mirror images", es: 'parte del recuento salvo simetría de 3×20 de la sección 3 y cuenta las imágenes simétricas de cada embaldosado' });
    },
  }),
]);

/** The section questions of one notebook (`'00'`, `'01a'`), in order. */
export function questionsOf(notebook: string): Exercise[] {
  return QUESTIONS.filter((q) => q.id.split('.')[0] === notebook);
}

/** The check cells of the section questions: `checkQuestion('00.q1', answer)`, ✓ or a hint, never graded. */
export const checkQuestion = checkerFor(QUESTIONS);
