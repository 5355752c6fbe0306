/**
 * lib/queens's verdicts in words: conflicts, validatePlacement's problems and durations, in the
 * language `setLanguage` chose unless one is given. lib/queens returns data only (issue 25).
 */
import { checkConflict } from '../queens/placement';
import { durationOf } from '../queens/duration';
import type { Conflict, PlacementProblem } from '../queens/types';
import type { Duration } from '../queens/duration';
import { checkChoice, checkLimit, checkVariant, describe } from '../check';
import { labels } from './labels';
import { languageOption, type Language } from './language';
import { formatNumber } from './numbers';

/** A conflict in words: "queens 3 and 6 share column 6" / "las reinas 3 y 6 comparten la columna 6". */
export function describeConflict(c: Conflict, lang?: Language): string {
  const { rows: [i, j], columns, kind } = checkConflict(c);
  const t = labels(languageOption(lang)).notebook.queens;
  return kind === 'column' ? t.sharedColumn(i, j, columns[0]) : t.sharedDiagonal(i, j, columns[0], columns[1]);
}

/** checkConflict under the name the caller sees (`problem.conflict`). */
function checkConflictOf(name: string, c: Conflict): Conflict {
  try {
    return checkConflict(c);
  } catch (e) {
    if (e instanceof TypeError && e.message.startsWith('c must be')) throw new TypeError(`${name}${e.message.slice(1)}`);
    throw e;
  }
}

// The fields each kind of verdict needs to be worded: an unknown kind or a missing field is refused by name.
const PLACEMENT_PROBLEMS = {
  'not-vector': { got: 'text' },
  'bad-size': { got: 'text', max: 'integer' },
  'too-many-rows': { rows: 'integer', n: 'integer' },
  outside: { row: 'integer', got: 'text', n: 'integer?' },
  conflict: { conflict: 'object' }, // checked by checkConflict
  incomplete: { placed: 'integer', n: 'integer' },
} as const;

/** Why a placement is not a solution (validatePlacement's `problem`), in words. */
export function placementProblemText(problem: PlacementProblem, lang?: Language): string {
  checkVariant('problem', problem, PLACEMENT_PROBLEMS, "a PlacementProblem { kind, … } (validatePlacement's problem)");
  const l = languageOption(lang);
  const t = labels(l).notebook.queens.problem;
  switch (problem.kind) {
    case 'not-vector': return t.notVector(problem.got);
    case 'bad-size': return t.badSize(problem.got, problem.max);
    case 'too-many-rows': return t.tooManyRows(problem.rows, problem.n);
    case 'outside': return t.outside(problem.row, problem.got, problem.n);
    case 'conflict': return describeConflict(checkConflictOf('problem.conflict', problem.conflict), l);
    case 'incomplete': return t.incomplete(problem.placed, problem.n);
  }
  throw new TypeError(`problem must be a PlacementProblem, got kind ${describe((problem as { kind: unknown }).kind)}`);
}

/** A `Duration` passed as formatDuration's `seconds`, checked at the door. */
function checkDuration(d: Duration): Duration {
  if (d === null || typeof d !== 'object' || Array.isArray(d)) {
    throw new TypeError(`seconds must be a number of seconds ≥ 0 or a Duration { amount, unit } (durationOf's result), got ${describe(d)}`);
  }
  checkLimit('seconds.amount', d.amount, 0, false);
  checkChoice('seconds.unit', d.unit, ['years', 'days', 'hours', 'minutes', 'seconds', 'ms'] as const);
  return d;
}

/** A duration in words, two significant digits: "3.2 hours" / "3.2 horas"; from seconds or a `Duration`. */
export function formatDuration(seconds: number | Duration, lang?: Language): string {
  const d = typeof seconds === 'number' ? durationOf(seconds) : checkDuration(seconds);
  const l = languageOption(lang);
  const digits = d.amount.toPrecision(2); // 4 700 000 reads "4.7e+6": write it out, grouped as the reader does
  const amount = digits.includes('e') && Number.isFinite(d.amount) ? formatNumber(Number(digits), 0, l) : digits;
  return `${amount} ${labels(l).notebook.queens.units[d.unit]}`;
}
