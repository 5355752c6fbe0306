/** Reading tours out of answer data, with the hints every tour exercise shares. */
import { validateTour, type Tour } from '../knight';
import { tourCheckText } from '../i18n/knight';
import { asIntegers, asRecord, hint, type Text, type Verdict } from './types';

const THE_ANSWER: Text = { en: 'the answer', es: 'la respuesta' };
const THE_TOUR: Text = { en: 'the tour', es: 'el recorrido' };

/** A tour read back from its JSON data, or a hint saying what the data lacks (`what` names it in the hint). */
export function readTour(data: unknown, what: Text = THE_ANSWER): Tour | Verdict {
  const r = asRecord(data);
  if (!r) {
    const got = Array.isArray(data) ? { en: 'an array', es: 'un arreglo' } : { en: typeof data, es: `de tipo ${typeof data}` };
    return hint({ en: `${what.en} should be a tour { rows, cols, path }, got ${got.en}`, es: `${what.es} debe ser un recorrido { rows, cols, path }, y es ${got.es}` });
  }
  const path = asIntegers(r.path);
  if (!Number.isInteger(r.rows) || !Number.isInteger(r.cols) || !path) {
    return hint({
      en: `${what.en} should be a tour { rows, cols, path } with integer rows, cols and squares`,
      es: `${what.es} debe ser un recorrido { rows, cols, path } con rows, cols y casillas enteros`,
    });
  }
  return { rows: r.rows as number, cols: r.cols as number, path: Int32Array.from(path) };
}

/** True when `x` is a verdict rather than a tour. */
export function isVerdict(x: unknown): x is Verdict {
  return !!x && typeof (x as Verdict).ok === 'boolean' && typeof (x as Verdict).message === 'string';
}

/** Checks a tour's board, validity and (optionally) closure and start; undefined when all is well. */
export function tourProblem(t: Tour, want: { rows: number; cols: number; closed?: boolean; start?: number }, what: Text = THE_TOUR): Verdict | undefined {
  if (t.rows !== want.rows || t.cols !== want.cols) {
    return hint({
      en: `${what.en} is on a ${t.rows}×${t.cols} board; the exercise asks for ${want.rows}×${want.cols}`,
      es: `${what.es} está en un tablero de ${t.rows}×${t.cols}; el ejercicio pide ${want.rows}×${want.cols}`,
    });
  }
  const v = validateTour(t);
  if (!v.ok) return hint({ en: `${what.en} is not a knight's tour: ${tourCheckText(v, 'en')}`, es: `${what.es} no es un recorrido del caballo: ${tourCheckText(v, 'es')}` });
  if (want.closed && !v.closed) {
    return hint({
      en: `${what.en} is a valid tour, but not closed: its last square is not a knight move from the first`,
      es: `${what.es} es un recorrido válido, pero no cerrado: su última casilla no está a un movimiento de caballo de la primera`,
    });
  }
  if (want.start !== undefined && t.path[0] !== want.start) {
    return hint({
      en: `${what.en} starts at square ${t.path[0]}; it should start at ${want.start}`,
      es: `${what.es} empieza en la casilla ${t.path[0]}; debe empezar en la ${want.start}`,
    });
  }
  return undefined;
}
