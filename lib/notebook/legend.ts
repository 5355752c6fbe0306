/**
 * Colours in words: `colourName` (a palette colour's name in the reader's language, from lib/i18n's
 * `palette`), `swatch` (a small square and that name, for a caption's line) and `courseLegend` (the
 * palette's two tables, methods and states, drawn once in notebook 00 as the course's legend).
 */
import { checkString } from '../check';
import { coreLabels as tables } from '../i18n/core-labels';
import { BOARD, INK, METHOD, METHOD_KEYS, STATE } from './palette';
import { escapeXml } from './svg-text';

/** The name of a palette colour (a method's or a state's) in the current language, or null for a colour outside the course's tables. */
export function colourName(colour: string): string | null {
  checkString('colour', colour, 100);
  const p = tables().notebook.palette;
  const c = colour.toLowerCase();
  const method = METHOD_KEYS.find((k) => METHOD[k] === c);
  if (method !== undefined) return p.colours[method];
  const state = (Object.keys(STATE) as (keyof typeof STATE)[]).find((k) => STATE[k] === c);
  return state === undefined ? null : p.stateColours[state];
}

const square = (colour: string) => `<span style="background:${escapeXml(colour)};padding:0 8px;border:1px solid ${INK.frame}">&nbsp;</span>`;

/** A small square of `colour` and its name from the course's table ("■ gold:"), for a legend line in Markdown or HTML. */
export function swatch(colour: string): string {
  const name = colourName(colour);
  return name === null ? square(colour) : `${square(colour)} ${escapeXml(name)}:`;
}

/** One table of the legend: a swatch, the key, what it stands for, the colour's name. */
function legendTable(title: string, header: readonly string[], rows: readonly [colour: string, key: string, what: string, name: string][]): string {
  const th = header.map((h) => `<th style="text-align:left;padding:2px 10px 2px 0">${escapeXml(h)}</th>`).join('');
  const trs = rows.map(([colour, key, what, name]) =>
    `<tr><td style="padding:2px 10px 2px 0">${square(colour)}</td><td style="padding:2px 10px 2px 0"><code>${escapeXml(key)}</code></td>` +
    `<td style="padding:2px 10px 2px 0">${escapeXml(what)}</td><td style="padding:2px 10px 2px 0">${escapeXml(name)}</td></tr>`).join('');
  return `<table style="border-collapse:collapse;font:13px system-ui,sans-serif;margin:6px 0 12px 0"><caption style="text-align:left;font-weight:bold;padding-bottom:4px">${escapeXml(title)}</caption><thead><tr>${th}</tr></thead><tbody>${trs}</tbody></table>`;
}

/** The marks of BOARD that the legend's third table shows (the board's squares and coordinates need no key). */
const BOARD_MARKS = ['path', 'start', 'end', 'removed', 'added', 'joinDepth'] as const;

/**
 * The course's legend: every method key with its colour, every state of a search with its colour, and the
 * board's own marks (a tour's path shares its dark blue with Warnsdorff's rule in the charts: the third
 * table says that on a board it is a mark, not a method), in the current language.
 */
export function courseLegend(): string {
  const p = tables().notebook.palette;
  const methods = METHOD_KEYS.map((k) => [METHOD[k], k, p.methods[k], p.colours[k]] as [string, string, string, string]);
  const states = (Object.keys(STATE) as (keyof typeof STATE)[]).map((k) => [STATE[k], k, p.states[k], p.stateColours[k]] as [string, string, string, string]);
  const marks = BOARD_MARKS.map((k) => {
    const colour = k === 'joinDepth' ? BOARD.joinDepth[0] : BOARD[k];
    return [colour, k, p.board[k][0], p.board[k][1]] as [string, string, string, string];
  });
  return `<div class="course-legend">${legendTable(p.title, p.header, methods)}${legendTable(p.stateTitle, p.stateHeader, states)}${legendTable(p.boardTitle, p.boardHeader, marks)}</div>`;
}
