/**
 * The course's exercises, keyed by id, and the one call a notebook's check cell makes:
 *
 *     checkExercise('02.3', answer)   →  "✓ 02.3 …" or "✗ 02.3 … <hint>"
 *
 * It also records the answer's data, so that a grader can check it again in its own process (see
 * lib/grading): a pass printed in the notebook is never trusted, only the recorded data is.
 */
import { writeFileSync } from 'fs';
import { checkChoice } from '../check';
import { notebook00 } from './notebook-00';
import { notebook01 } from './notebook-01';
import { notebook02 } from './notebook-02';
import { notebook03 } from './notebook-03';
import { notebook04 } from './notebook-04';
import { NOT_ANSWERED, hint, toData, type Exercise, type Verdict } from './types';

export { NOT_ANSWERED, POINTS, toData, type Exercise, type ExerciseLevel, type Verdict } from './types';

/** Every exercise, in course order. */
export const EXERCISES: readonly Exercise[] = Object.freeze([...notebook00, ...notebook01, ...notebook02, ...notebook03, ...notebook04]);

const byId = new Map(EXERCISES.map((e) => [e.id, e]));

/** The environment variable naming the file where a grader wants the recorded answers (`{pid}` becomes the kernel's process id). */
export const ANSWERS_FILE_ENV = 'COURSE_ANSWERS_FILE';

/** The exercise with this id; a RangeError lists the ids there are. */
export function exercise(id: string): Exercise {
  return byId.get(checkChoice('exercise id', id, EXERCISES.map((e) => e.id)))!;
}

/** The exercises of one notebook (`'02'`), in order. */
export function exercisesOf(notebook: string): Exercise[] {
  return EXERCISES.filter((e) => e.id.startsWith(`${notebook}.`));
}

/** Notebook numbers that have exercises. */
export function exerciseNotebooks(): string[] {
  return [...new Set(EXERCISES.map((e) => e.id.split('.')[0]))];
}

/** Turns an answer into the data its check reads; an error thrown by the student's code becomes data too. */
export function collectAnswer(id: string, answer: unknown): unknown {
  const ex = exercise(id);
  if (answer === null || answer === undefined) return null;
  try {
    return toData(ex.collect ? ex.collect(answer) : answer);
  } catch (e) {
    return { collectError: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
}

/** The verdict on recorded data: "not answered yet" for none; a check that throws gives a hint, never a crash. */
export function verdictFor(id: string, data: unknown): Verdict {
  const ex = exercise(id);
  if (data === null || data === undefined) return hint(NOT_ANSWERED);
  const err = (data as { collectError?: unknown }).collectError;
  if (typeof err === 'string') return hint(`your answer failed when the check used it: ${err}`);
  try {
    return ex.check(data);
  } catch (e) {
    return hint(`the check could not read your answer: ${e instanceof Error ? e.message : String(e)}`);
  }
}

const recorded: Record<string, unknown> = {};

/** The data recorded by checkExercise in this process, by exercise id. */
export function recordedAnswers(): Record<string, unknown> {
  return { ...recorded };
}

/** One line per check: ✓ or ✗, the id, the title, and the verdict's message. */
export function formatVerdict(id: string, v: Verdict): string {
  return `${v.ok ? '✓' : '✗'} ${id} ${exercise(id).title}: ${v.message}`;
}

/**
 * Checks an answer to exercise `id` and records it: returns "✓ …" or "✗ … hint". Never throws for a
 * wrong or missing answer (only for an unknown id), so a notebook with open exercises runs to the end.
 */
export function checkExercise(id: string, answer: unknown): string {
  exercise(id);
  const data = collectAnswer(id, answer);
  recorded[id] = data;
  const file = process.env[ANSWERS_FILE_ENV];
  if (file) writeFileSync(file.replace('{pid}', String(process.pid)), JSON.stringify(recorded));
  return formatVerdict(id, verdictFor(id, data));
}
