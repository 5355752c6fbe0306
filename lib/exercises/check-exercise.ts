/**
 * What a check cell runs: the answer becomes data (collect), the data a verdict (check), and the data
 * is recorded for a grader. Each notebook's module binds `checkerFor` to its own exercises, so a
 * notebook compiles only its own checks (tslab type-checks everything a cell imports).
 */
import { writeFileSync } from 'fs';
import { checkChoice } from '../check';
import { labels, language, pick, type Language } from '../i18n';
import { toData, type Exercise, type Verdict } from './types';

/**
 * The environment variable naming the file where a grader wants the recorded answers: `{pid}` becomes the
 * kernel's process id, `{lang}` the notebook's language (one run of both editions keeps them apart).
 */
export const ANSWERS_FILE_ENV = 'COURSE_ANSWERS_FILE';

/** Turns an answer into the data its check reads; an error thrown by the student's code becomes data too. */
export function collectData(ex: Exercise, answer: unknown): unknown {
  if (answer === null || answer === undefined) return null;
  try {
    return toData(ex.collect ? ex.collect(answer) : answer);
  } catch (e) {
    return { collectError: e instanceof Error ? `${e.name}: ${e.message}` : String(e) };
  }
}

/**
 * The verdict on recorded data, `{ ok, message }` with the message in `lang` (the current language
 * unless given): "not answered yet" for none; a check that throws gives a hint, never a crash.
 */
export function verdictOn(ex: Exercise, data: unknown, lang?: Language): Verdict {
  const say = labels(lang).exercises;
  if (data === null || data === undefined) return { ok: false, message: say.notAnswered };
  const err = (data as { collectError?: unknown }).collectError;
  if (typeof err === 'string') return { ok: false, message: say.answerFailed(err) };
  try {
    const v = ex.check(data);
    return { ok: v.ok, message: v.text ? pick(v.text, lang) : v.message };
  } catch (e) {
    return { ok: false, message: say.checkCouldNotRead(e instanceof Error ? e.message : String(e)) };
  }
}

const recorded: Record<string, unknown> = {};

/** The data recorded by check cells in this process, by exercise id. */
export function recordedAnswers(): Record<string, unknown> {
  return { ...recorded };
}

/** One line per check: ✓ or ✗, the id, the title and the verdict's message (in the current language). */
export function formatVerdict(ex: Exercise, v: Verdict): string {
  return labels().exercises.verdictLine(v.ok, ex.id, pick(ex.title), v.message);
}

/**
 * `checkExercise(id, answer)` for a list of exercises: returns "✓ …" or "✗ … hint" and records the
 * data. Never throws for a wrong or missing answer (only for an unknown id), so a notebook with open
 * exercises runs to the end.
 */
export function checkerFor(exercises: readonly Exercise[]): (id: string, answer: unknown) => string {
  const ids = exercises.map((e) => e.id);
  return (id: string, answer: unknown): string => {
    const ex = exercises[ids.indexOf(checkChoice('exercise id', id, ids))];
    const data = collectData(ex, answer);
    recorded[id] = data;
    const file = process.env[ANSWERS_FILE_ENV];
    if (file) writeFileSync(file.replace('{pid}', String(process.pid)).replace('{lang}', language()), JSON.stringify(recorded));
    return formatVerdict(ex, verdictOn(ex, data));
  };
}
