/**
 * Exercises keyed by id (`'02.3'` = notebook 02, exercise 3). An answer travels in two steps, so that
 * a grader can check it in a process the student's code never ran in:
 *
 *   collect(answer)  in the kernel: the student's value (a tour, a vector, a function…) → JSON data;
 *                    a function is called here, on inputs the exercise chooses;
 *   check(data)      anywhere: JSON data → a verdict, ✓ or a hint that points the way.
 *
 * Glossary: an **answer** is what the student's cell computed; its **data** is the JSON the check
 * reads; a **verdict** is `{ ok, message }`; **points** are earned only when `ok`; a **text** is one
 * sentence in every language of the course, `{ en, es }`, written side by side from the same values
 * (TypeScript refuses a hint without its Spanish), and read in the language `setLanguage` chose.
 */
import { labels, pick, type Language } from '../i18n';

/** One message in every language of the course, side by side: `{ en: '…', es: '…' }`. */
export type Text = Readonly<Record<Language, string>>;

/** Where an exercise sits in a notebook's ramp. */
export type ExerciseLevel = 'warm-up' | 'apply' | 'step' | 'extend';

/** A check's result: `ok`, or a hint saying what is wrong (never the answer itself). */
export interface Verdict {
  ok: boolean;
  /** The message in the current language. */
  message: string;
  /** The message in every language (`pass` and `hint` keep it), so a grader words it in the submission's language. */
  text?: Text;
}

/** One exercise: its id, points and the two halves of its check. */
export interface Exercise {
  /** `NN.k`: notebook number and exercise number. */
  id: string;
  /** What the exercise asks, in every language (`pick(ex.title)` reads the current one). */
  title: Text;
  level: ExerciseLevel;
  points: number;
  /** In the kernel: turns the answer into JSON data (default: the answer itself, as JSON). */
  collect?: (answer: unknown) => unknown;
  /** The verdict on the data; `null`/`undefined` data never reach it ("not answered yet"). */
  check: (data: unknown) => Verdict;
}

/** The message every unanswered exercise gets (in English; `labels().exercises.notAnswered` in the current language). */
export const NOT_ANSWERED = labels('en').exercises.notAnswered;

/** A passing verdict: its message in the current language, and in every language as `text`. */
export const pass = (message: Text): Verdict => ({ ok: true, message: pick(message), text: message });

/** A failing verdict with a hint: in the current language, and in every language as `text`. */
export const hint = (message: Text): Verdict => ({ ok: false, message: pick(message), text: message });

/** Points per level: the ramp pays more for the later steps. */
export const POINTS: Record<ExerciseLevel, number> = { 'warm-up': 1, apply: 2, step: 2, extend: 3 };

/** A plain object (not null, not an array), or undefined. */
export function asRecord(data: unknown): Record<string, unknown> | undefined {
  return data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
}

/** An array of integers, or undefined. */
export function asIntegers(data: unknown): number[] | undefined {
  return Array.isArray(data) && data.every((x) => Number.isInteger(x)) ? (data as number[]) : undefined;
}

/** A finite number, or undefined. */
export function asNumber(data: unknown): number | undefined {
  return typeof data === 'number' && Number.isFinite(data) ? data : undefined;
}

/**
 * `collect` for an answer that must be a function: its results on each list of arguments, as data
 * (null while unanswered). The calls run in the student's kernel; the check reads only the results.
 */
export function collectCalls(argLists: () => readonly (readonly unknown[])[]): (answer: unknown) => unknown {
  return (answer) => {
    if (typeof answer !== 'function') return answer === null || answer === undefined ? null : { notAFunction: typeof answer };
    const fn = answer as (...args: unknown[]) => unknown;
    return { results: argLists().map((args) => toData(fn(...args))) };
  };
}

/** What {@link collectCalls} recorded: the results in order, or a hint naming the function the answer should be. */
export function recordedResults(data: unknown, signature: Text): unknown[] | Verdict {
  const r = asRecord(data);
  if (!r || r.notAFunction) return hint({ en: `the answer should be a function ${signature.en}`, es: `la respuesta debe ser una función ${signature.es}` });
  return Array.isArray(r.results) ? r.results : [];
}

/**
 * JSON-safe copy of an answer: typed arrays become arrays, functions and symbols are refused with a
 * message (an exercise that takes a function has its own `collect`), cycles are refused.
 */
export function toData(value: unknown, seen: Set<unknown> = new Set()): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'function') {
    const name = value.name || pick({ en: 'anonymous', es: 'anónima' });
    throw new TypeError(pick({ en: `the answer holds a function (${name}) where a value was expected`, es: `la respuesta contiene una función (${name}) donde se esperaba un valor` }));
  }
  if (typeof value === 'symbol') throw new TypeError(pick({ en: 'the answer holds a symbol', es: 'la respuesta contiene un símbolo' }));
  if (seen.has(value)) throw new TypeError(pick({ en: 'the answer refers to itself (a cycle)', es: 'la respuesta se contiene a sí misma (un ciclo)' }));
  seen.add(value);
  try {
    if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return Array.from(value as unknown as ArrayLike<number>, Number);
    if (Array.isArray(value)) return value.map((x) => toData(x, seen));
    if (value instanceof Map) return Object.fromEntries([...value].map(([k, v]) => [String(k), toData(v, seen)]));
    if (value instanceof Set) return [...value].map((x) => toData(x, seen));
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as object)) {
      if (typeof v !== 'function') out[k] = toData(v, seen);
    }
    return out;
  } finally {
    seen.delete(value);
  }
}
