/**
 * The course's exercises, keyed by id, and the one call a notebook's check cell makes:
 *
 *     checkExercise('02.3', answer)   →  "✓ 02.3 …" or "✗ 02.3 … <hint>"
 *
 * It also records the answer's data, so that a grader can check it again in its own process (see
 * platform/grading): a pass printed in the notebook is never trusted, only the recorded data is.
 * Notebooks import the `checkExercise` of their own module (`./lib/exercises/notebook-02`), which
 * compiles faster in the kernel than this index of all of them.
 */
import { checkChoice } from '../check';
import type { Language } from '../i18n';
import { checkerFor, collectData, verdictOn } from './check-exercise';
import { notebook00 } from './notebook-00';
import { notebook01 } from './notebook-01';
import { notebook02 } from './notebook-02';
import { notebook03 } from './notebook-03';
import { notebook04 } from './notebook-04';
import type { Exercise, Verdict } from './types';

export { NOT_ANSWERED, POINTS, toData, type Exercise, type ExerciseLevel, type Verdict } from './types';
export { ANSWERS_FILE_ENV, recordedAnswers } from './check-exercise';

/** Every exercise, in course order. */
export const EXERCISES: readonly Exercise[] = Object.freeze([...notebook00, ...notebook01, ...notebook02, ...notebook03, ...notebook04]);

const byId = new Map(EXERCISES.map((e) => [e.id, e]));

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

/** Turns an answer to exercise `id` into the data its check reads. */
export function collectAnswer(id: string, answer: unknown): unknown {
  return collectData(exercise(id), answer);
}

/** The verdict on recorded data for exercise `id` ("not answered yet" for none; never throws for bad data). */
export function verdictFor(id: string, data: unknown, lang?: Language): Verdict {
  return verdictOn(exercise(id), data, lang);
}

/** Checks and records an answer to any exercise (notebooks use their own module's `checkExercise`). */
export const checkExercise = checkerFor(EXERCISES);
