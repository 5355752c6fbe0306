/** Reading tours out of answer data, with the hints every tour exercise shares. */
import { validateTour, type Tour } from '../knight';
import { asIntegers, asRecord, hint, type Verdict } from './types';

/** A tour read back from its JSON data, or a hint saying what the data lacks. */
export function readTour(data: unknown, what = 'the answer'): Tour | Verdict {
  const r = asRecord(data);
  if (!r) return hint(`${what} should be a tour { rows, cols, path }, got ${Array.isArray(data) ? 'an array' : typeof data}`);
  const path = asIntegers(r.path);
  if (!Number.isInteger(r.rows) || !Number.isInteger(r.cols) || !path) {
    return hint(`${what} should be a tour { rows, cols, path } with integer rows, cols and squares`);
  }
  return { rows: r.rows as number, cols: r.cols as number, path: Int32Array.from(path) };
}

/** True when `x` is a verdict rather than a tour. */
export function isVerdict(x: unknown): x is Verdict {
  return !!x && typeof (x as Verdict).ok === 'boolean' && typeof (x as Verdict).message === 'string';
}

/** Checks a tour's board, validity and (optionally) closure and start; undefined when all is well. */
export function tourProblem(t: Tour, want: { rows: number; cols: number; closed?: boolean; start?: number }, what = 'the tour'): Verdict | undefined {
  if (t.rows !== want.rows || t.cols !== want.cols) {
    return hint(`${what} is on a ${t.rows}×${t.cols} board; the exercise asks for ${want.rows}×${want.cols}`);
  }
  const v = validateTour(t);
  if (!v.ok) return hint(`${what} is not a knight's tour: ${v.error}`);
  if (want.closed && !v.closed) return hint(`${what} is a valid tour, but not closed: its last square is not a knight move from the first`);
  if (want.start !== undefined && t.path[0] !== want.start) {
    return hint(`${what} starts at square ${t.path[0]}; it should start at ${want.start}`);
  }
  return undefined;
}
