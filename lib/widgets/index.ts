/**
 * lib/widgets: boards that play in the page with no kernel round-trip. Each function returns HTML
 * (a `<div>` plus an inline `<script>` carrying the library bundled by esbuild) for `show(…)`.
 *
 * Glossary: a *widget* is that HTML; the *bundle* is the page script (bundle.ts); a *kind* names the
 * board the script mounts; a *trace* is the list of search events the Sudoku stepper walks through.
 */
export { knightGameWidget, MAX_GAME_SIDE, type KnightGameWidgetOptions } from './knight-game';
export { divideAndConquerExplorer, MAX_EXPLORER_SIDE, type DcExplorerWidgetOptions } from './dc-explorer';
export { sudokuStepper, type SudokuStepperWidgetOptions } from './sudoku-stepper';
export { traceSudoku, MAX_TRACE_STEPS, type SudokuStep, type SudokuTrace, type StepKind } from './sudoku-trace';
export { widgetHtml, WIDGET_KINDS, NO_SCRIPT_MESSAGE, type WidgetKind } from './embed';
export { widgetBundle, type WidgetBundle } from './bundle';
