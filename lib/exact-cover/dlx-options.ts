/**
 * A search's options, checked in one place: DancingLinks.solve, SudokuSolver.solve and
 * algorithmXSteps each accept a part of them, with defaults of their own, and all three check
 * them with {@link checkSolveOptions} (lib/check's message format: the option, what it may be, the
 * value given).
 */

import { checkBoolean, checkChoice, checkFunction, checkLimit, checkOptions } from '../check';
import type { CheckedSolveOptions, DlxSolveOptions, Engine, Heuristic } from './dlx-types';

/**
 * Default node budget of `solve` (and so of solveSudoku): about 5 s at the 4 million nodes a second
 * measured here on Sudoku, so a search that would run for hours ends with status 'budget' instead.
 * A node's cost is its updates: a pentomino tiling node makes about 340 (Sudoku: 11), so on such
 * matrices the default allows minutes (the full 6×10 count takes 3.6 million nodes).
 */
export const DEFAULT_MAX_NODES = 20_000_000;

/**
 * Default time budget of `solve` in milliseconds, the time of a notebook cell: what bounds the
 * pentomino-sized searches whose nodes cost hundreds of updates each (the full 6×10 count takes
 * about 20 s here when the machine is shared: pass maxMs: Infinity for it). Checked inside the
 * search every TIME_CHECK_NODES nodes (dlx-search.ts).
 */
export const DEFAULT_MAX_MS = 10_000;

/** The column rules, for input checks and menus. */
export const HEURISTICS: readonly Heuristic[] = ['mrv', 'first'];

/** The engines, for input checks. */
export const ENGINES: readonly Engine[] = ['fast', 'reference'];

/** Every option of a search, in the order they are checked (and listed when a key is misspelt). */
export const SOLVE_OPTIONS: readonly (keyof DlxSolveOptions)[] = ['limit', 'maxNodes', 'maxMs', 'keep', 'unwind', 'onSolution', 'heuristic', 'engine'];

/** The library's defaults, for the options a caller neither gives nor sets a default of its own for. */
const DEFAULTS: CheckedSolveOptions = {
  limit: Infinity,
  maxNodes: DEFAULT_MAX_NODES,
  maxMs: DEFAULT_MAX_MS,
  keep: 10_000,
  unwind: true,
  onSolution: undefined,
  heuristic: 'mrv',
  engine: 'fast',
};

/**
 * The mark of options {@link checkSolveOptions} returned: DancingLinks.solve takes marked options as
 * they are, so options checked at an outer door (SudokuSolver's, with its own defaults) are not
 * checked again for every puzzle. Only lib/exact-cover holds the symbol.
 */
const CHECKED: unique symbol = Symbol('checked solve options');

/** Whether `options` came from {@link checkSolveOptions} (and so need no second check). */
export function isCheckedSolveOptions(options: DlxSolveOptions | undefined): options is CheckedSolveOptions {
  return typeof options === 'object' && options !== null && (options as { [CHECKED]?: true })[CHECKED] === true;
}

/**
 * `options` checked and filled in: a key outside `accepted` is refused as a misspelling, a bad
 * value by the option's name; what is left out takes `defaults`' value, else the library's.
 */
export function checkSolveOptions(
  options: DlxSolveOptions | undefined,
  accepted: readonly (keyof DlxSolveOptions)[] = SOLVE_OPTIONS,
  defaults: Partial<CheckedSolveOptions> = DEFAULTS,
): CheckedSolveOptions {
  const o = checkOptions(options, accepted);
  const d = defaults;
  const onSolution = o.onSolution === undefined ? d.onSolution : o.onSolution; // null is refused, not a default
  const checked: CheckedSolveOptions & { [CHECKED]: true } = {
    limit: checkLimit('limit', o.limit ?? d.limit ?? DEFAULTS.limit, 1),
    maxNodes: checkLimit('maxNodes', o.maxNodes ?? d.maxNodes ?? DEFAULTS.maxNodes, 0),
    maxMs: checkLimit('maxMs', o.maxMs ?? d.maxMs ?? DEFAULTS.maxMs, 0, false),
    keep: checkLimit('keep', o.keep ?? d.keep ?? DEFAULTS.keep, 0),
    heuristic: checkChoice('heuristic', o.heuristic ?? d.heuristic ?? DEFAULTS.heuristic, HEURISTICS),
    engine: checkChoice('engine', o.engine ?? d.engine ?? DEFAULTS.engine, ENGINES),
    unwind: checkBoolean('unwind', o.unwind ?? d.unwind ?? DEFAULTS.unwind),
    onSolution: onSolution === undefined ? undefined : checkFunction<NonNullable<DlxSolveOptions['onSolution']>>('onSolution', onSolution),
    [CHECKED]: true,
  };
  return checked;
}
