/**
 * lib/widgets: boards that play in the page with no kernel round-trip. Each function returns HTML
 * (a `<div>` plus an inline `<script>`) for `show(…)`; the first widget of a page carries the
 * library bundled by esbuild, the others use that copy.
 *
 * Glossary: a *widget* is that HTML; the *bundle* is the page script (bundle.ts); the *carrier* is
 * the widget whose script holds it (embed.ts); a *kind* names the board the script mounts; a *trace*
 * is the list of search steps a stepper walks through (Sudoku, queens, Warnsdorff, backtracking).
 */
export { knightGameWidget, MAX_GAME_SIDE, type KnightGameWidgetOptions } from './knight-game';
export { divideAndConquerExplorer, MAX_EXPLORER_SIDE, type DcExplorerWidgetOptions } from './dc-explorer';
export { sudokuStepper, type SudokuStepperWidgetOptions } from './sudoku-stepper';
export { traceSudoku, MAX_TRACE_STEPS, type SudokuStep, type SudokuTrace, type StepKind } from './sudoku-trace';
export { queensStepper, type QueensStepperWidgetOptions } from './queens-stepper';
export { traceQueensSteps, MAX_STEPPER_N, type QueensStep, type QueensStepTrace, type QueensStepOptions } from './queens-trace';
export { warnsdorffStepper, type WarnsdorffStepperWidgetOptions } from './warnsdorff-stepper';
export { backtrackStepper, type BacktrackStepperWidgetOptions } from './backtrack-stepper';
export {
  traceWarnsdorff, traceBacktrack, backtrackCursor, BACKTRACK_KINDS, MAX_WARNSDORFF_SIDE, MAX_BACKTRACK_SIDE, MAX_STEPPER_NODES,
  type WarnsdorffTrace, type BacktrackTrace,
} from './knight-traces';
export { measurementLab, type MeasurementLabWidgetOptions } from './measurement-lab';
export { LAB_SOLVERS, LAB_SOLVER_NAMES, labSizes, measureSize, type LabSolver, type LabSolverName, type LabPoint } from './measurement';
export { widgetHtml, newWidgetPage, WIDGET_KINDS, NO_SCRIPT_MESSAGE, NO_BUNDLE_MESSAGE, type WidgetKind } from './embed';
export { widgetBundle, type WidgetBundle } from './bundle';
