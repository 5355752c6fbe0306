/**
 * Exercises keyed by id (`'02.3'` = notebook 02, exercise 3). An answer travels in two steps, so that
 * a grader can check it in a process the student's code never ran in:
 *
 *   collect(answer)  in the kernel: the student's value (a tour, a vector, a function…) → JSON data;
 *                    a function is called here, on inputs the exercise chooses;
 *   check(data)      anywhere: JSON data → a verdict, ✓ or a hint that points the way.
 *
 * Glossary: an **answer** is what the student's cell computed; its **data** is the JSON the check
 * reads; a **verdict** is `{ ok, message }`; **points** are earned only when `ok`.
 */

/** Where an exercise sits in a notebook's ramp. */
export type ExerciseLevel = 'warm-up' | 'apply' | 'step' | 'extend';

/** A check's result: `ok`, or a hint saying what is wrong (never the answer itself). */
export interface Verdict {
  ok: boolean;
  message: string;
}

/** One exercise: its id, points and the two halves of its check. */
export interface Exercise {
  /** `NN.k`: notebook number and exercise number. */
  id: string;
  title: string;
  level: ExerciseLevel;
  points: number;
  /** In the kernel: turns the answer into JSON data (default: the answer itself, as JSON). */
  collect?: (answer: unknown) => unknown;
  /** The verdict on the data; `null`/`undefined` data never reach it ("not answered yet"). */
  check: (data: unknown) => Verdict;
}

/** The message every unanswered exercise gets. */
export const NOT_ANSWERED = 'not answered yet';

/** A passing verdict. */
export const pass = (message: string): Verdict => ({ ok: true, message });

/** A failing verdict with a hint. */
export const hint = (message: string): Verdict => ({ ok: false, message });

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
export function recordedResults(data: unknown, signature: string): unknown[] | Verdict {
  const r = asRecord(data);
  if (!r || r.notAFunction) return hint(`the answer should be a function ${signature}`);
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
  if (typeof value === 'function') throw new TypeError(`the answer holds a function (${value.name || 'anonymous'}) where a value was expected`);
  if (typeof value === 'symbol') throw new TypeError('the answer holds a symbol');
  if (seen.has(value)) throw new TypeError('the answer refers to itself (a cycle)');
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
