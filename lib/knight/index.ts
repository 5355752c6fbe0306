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
 * - {@link searchTours}: the engine behind it, one search from one square (counts every tour with `countAll`).
 * - {@link backtrackSteps}: the plain search one move or backtrack at a time (the course's algorithm).
 * - {@link countTours}: exhaustive counts of open and closed tours on small boards.
 * - {@link divideAndConquerTour}: Parberry's construction in linear time; {@link divideAndConquerPlan}
 *   its recursion tree and joins; the baselines number the same construction by successors or copying.
 * - {@link checkCycle}, {@link structuredEdges}, {@link searchStructuredCycle}, {@link loadBaseCase}:
 *   the structured closed tours that are divide and conquer's base cases.
 * - {@link ManualGame}: the course's manual mode (the student picks every move).
 * Every solver returns a `status` and counters (`stats`); bad input throws naming the value.
 */

export {
  MOVES,
  MAX_SQUARES,
  checkBoard,
  checkSquare,
  squareOf,
  coordsOf,
  isKnightMove,
  isKnightOffset,
  isLight,
  neighbours,
  degreeMap,
  knightGraph,
} from './board';
export { validateTour, startAt, makeTour, tourToGrid, gridToTour, formatGrid, type Tour, type TourCheck } from './tour';
export { TOUR_KINDS, tourExists, startColourAllows, noTourReason, type TourKind } from './existence';
export type { TourProblem } from './tour';
export type { NoTourReason } from './existence';
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
export { squirrelSchedule, type SchedulePhase } from './squirrel-cull';
export { ORDERS, searchTours, type MoveOrder, type SearchOptions, type SearchResult, type SearchStats } from './backtrack-engine';
export { MAX_BACKTRACK_SQUARES, backtrackTour, type BacktrackOptions, type BacktrackResult } from './backtrack';
export { MAX_STEP_SQUARES, backtrackSteps, type BacktrackStep, type BacktrackStepOptions } from './backtrack-steps';
export { MAX_COUNT_SQUARES, countTours, type TourCountOptions, type TourCountResult } from './count';
export { ManualGame, MAX_MANUAL_SQUARES, type GameOption, type GameStatus } from './manual-game';
export { CORNERS, cornerEdges, structuredEdges, checkCycle, type Corner, type CycleCheck, type Edge } from './structured';
export { MAX_BASE_SIDE, searchStructuredCycle, type StructuredSearchOptions, type StructuredSearchResult } from './base-case-search';
export {
  MIN_TILE,
  MAX_TILE,
  baseSizes,
  baseFileName,
  defaultBaseDir,
  formatBaseCase,
  parseBaseCase,
  generateBaseCase,
  loadBaseCase,
  type BaseCase,
} from './base-cases';
export {
  DEFAULT_MAX_BYTES,
  MIN_SIDE,
  MAX_PLAN_SQUARES,
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
export { splitSide, tileLayout } from './divide-and-conquer-layout';
export { fourWayPatterns, type FourWayPattern } from './divide-and-conquer-joins';
export { divideAndConquerTourBySuccessors } from './divide-and-conquer-successors';
export { divideAndConquerTourByCopying } from './divide-and-conquer-copying';
