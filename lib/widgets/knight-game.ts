/**
 * `knightGameWidget`: the course's manual mode (modo manual) as a board the reader clicks, running
 * lib/knight's ManualGame in the page.
 */
import { ManualGame } from '../knight/manual-game';
import { checkInteger, checkObject } from '../check';
import type { Language } from '../i18n/language';
import { widgetHtml } from './embed';

/** Options of {@link knightGameWidget}. */
export interface KnightGameWidgetOptions {
  /** Board rows, 1–16. */
  rows: number;
  /** Board columns, 1–16 (default: rows). */
  cols?: number;
  /** Start square `row * cols + col` (default 0). */
  start?: number;
  /** Language of the board's buttons and messages, 'en' or 'es' (default: the notebook's, `setLanguage`). */
  lang?: Language;
}

/** Largest side of the clickable board (squares stay big enough to click). */
export const MAX_GAME_SIDE = 16;

/** HTML of a clickable knight's-tour board: labelled reachable squares, undo, won/stuck messages. */
export function knightGameWidget(options: KnightGameWidgetOptions): string {
  checkObject('options', options, '{ rows, cols?, start?, lang? }');
  const rows = checkInteger('rows', options.rows, 1, MAX_GAME_SIDE);
  const cols = checkInteger('cols', options.cols ?? rows, 1, MAX_GAME_SIDE);
  const start = checkInteger('start', options.start ?? 0, 0, rows * cols - 1);
  new ManualGame(rows, cols, start); // the same checks the page will make, failing here instead
  return widgetHtml('knight-game', { rows, cols, start }, (t) => t.knightGame(rows, cols), options.lang);
}
