/**
 * The course's three handouts as data, and the small functions that re-derive their lists from
 * the library: the notebooks show handout and library side by side, the tests hold them together.
 */
export {
  COURSE_BASE_CASES, COURSE_DC_CASES, courseRecommendedBaseBoards, courseRulePieces, pieceHasClosedTour, log10CourseBound,
  type CourseRuleFamily,
  type CourseBaseCase, type CourseDcCase, type CoursePiece,
} from './knight';
export { COURSE_MANUAL_PARTS, manualPartJobs, type CourseManualPart } from './knight';
export {
  HANDOUT_BFS_LISTS, HANDOUT_BFS_MISPRINTS, HANDOUT_DFS_STACKS, HANDOUT_GOAL, HANDOUT_NODES_BUILT, HANDOUT_WALK_RULES, SEARCH_WALK_RULES,
  walkFigure, misprintReadings, ruleChangeEffects, type FigureWalkRules,
} from './queens';
export { HANDOUT_ALGORITHM_X_STEPS, HANDOUT_LINK_LINES, HANDOUT_SUDOKU, HANDOUT_SUDOKU_GRIDS, type LinkLine } from './exact-cover';
export { CONSOLE_SESSION, consoleSession, readTranscript, runConsoleSession, type ConsoleRun, type Transcript } from './console-session';
export { MAX_WHOLE_TREE_SQUARES, exploreWholeTree, type WholeTreeCount } from './knight-bound';
export { COURSE_COMPLEX_LEFT_OUT, COURSE_MISSING_FIGURES, courseComplexLeftOut, courseMPlusOnePieces } from './knight';
