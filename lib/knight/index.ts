/**
 * The knight's tour: a path of knight moves through every square of a rows×cols board once
 * (closed when the last square is a knight's move from the first). Backtracking, Warnsdorff's
 * greedy rule, and Parberry's divide and conquer, with the theorems that say where tours exist.
 *
 * Glossary
 * - Square: an integer `row * cols + col` (row 0 on top); {@link MOVES}: the 8 moves in the fixed order.
 * - {@link Tour}: `{ rows, cols, path }`, the squares in visiting order; {@link validateTour} checks one.
 * - {@link tourExists}: Schwenk's and Conrad et al.'s theorems; {@link startColourAllows}: the colour argument.
 * - {@link warnsdorffTour}: one greedy pass (fewest onward moves first); {@link warnsdorffSteps} its decisions.
 * - {@link backtrackTour}: depth-first search with pruning and restarts; `prune: false` is the plain search.
 * - {@link backtrackSteps}: the plain search one move or backtrack at a time (the course's algorithm).
 * - {@link countTours}: exhaustive counts of open and closed tours on small boards.
 * - {@link divideAndConquerTour}: Parberry's construction in linear time; {@link divideAndConquerPlan}
 *   its recursion tree and joins; the baselines number the same construction by successors or copying.
 * - {@link checkCycle}, {@link structuredEdges}, {@link loadBaseCase}: the structured closed tours
 *   that are divide and conquer's base cases.
 * - {@link ManualGame}: the course's manual mode (the student picks every move).
 * Every solver returns a `status` and counters (`stats`); bad input throws naming the value.
 *
 * This file exports the API of DESIGN.md and what the notebooks and the other lib folders use;
 * the engines and helpers behind it (searchTours, knightGraph, squirrelSchedule, the layout…) are
 * imported from their own files by the tests that test them.
 */

export { MOVES, checkSquare, isKnightMove, neighbours, degreeMap, shortestRoute } from './board';
export { validateTour, startAt, tourToGrid, formatGrid, type Tour, type TourCheck, type TourProblem } from './tour';
export { tourExists, startColourAllows, noTourReason, type TourKind, type NoTourReason } from './existence';
export type { CycleProblem } from './structured';
export {
  TIE_BREAKS,
  warnsdorffTour,
  warnsdorffSteps,
  type TieBreak,
  type WarnsdorffOptions,
  type WarnsdorffResult,
  type WarnsdorffStats,
  type WarnsdorffStep,
} from './warnsdorff';
export { SQUIRREL_SCHEDULES, squirrelSwitchSquare, type SquirrelScheduleName } from './squirrel-cull';
export { type MoveOrder, type SearchStats } from './backtrack-engine';
export { backtrackTour, type BacktrackOptions, type BacktrackResult } from './backtrack';
export { backtrackSteps, type BacktrackStep, type BacktrackStepOptions } from './backtrack-steps';
export { BACKTRACK_VARIANTS, backtrackSweep, failingStartSweep, type BacktrackSweepRow, type BacktrackVariant, type FailingStartRow } from './sweeps';
export { countTours, type TourCountOptions, type TourCountResult } from './count';
export { ManualGame, type GameOption, type GameStatus } from './manual-game';
export { structuredEdges, checkCycle, type CycleCheck, type Edge } from './structured';
export { baseSizes, baseFileName, defaultBaseDir, formatBaseCase, loadBaseCase, type BaseCase } from './base-cases';
export { searchStructuredCycle, type StructuredSearchOptions, type StructuredSearchResult } from './base-case-search';
export {
  DEFAULT_MAX_BYTES,
  MIN_SIDE,
  divideAndConquerTour,
  divideAndConquerPlan,
  divideAndConquerStructure,
  estimateDivideAndConquerBytes,
  type DivideAndConquerOptions,
  type DivideAndConquerPlan,
  type DivideAndConquerStructure,
  type BandMode,
  type Layout,
  type BlockNode,
  type JoinRecord,
} from './divide-and-conquer';
export { fourWayPatterns, type FourWayPattern } from './divide-and-conquer-joins';
export { divideAndConquerTourBySuccessors } from './divide-and-conquer-successors';
export { divideAndConquerTourByCopying } from './divide-and-conquer-copying';
