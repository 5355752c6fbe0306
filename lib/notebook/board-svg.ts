/**
 * `boardSvg`: a rows×cols chessboard-style grid as SVG text.
 *
 * Glossary: a *square* is an index `row * cols + col` (0-based, row 0 at the top), as in lib/knight;
 * a *path* lists squares in visiting order and is drawn as a polyline with an arrowhead halfway
 * along each move; *segments* are extra moves drawn on top (e.g. the edges deleted or added when
 * divide and conquer joins quarter tours).
 */
import { checkAllocation, checkArrayLike, checkBoolean, checkInteger, checkLabel, checkNumber, checkObject, checkOptions, checkString, checkText } from '../check';
import { languageOption, type Language } from '../i18n/language';
import { coreLabels as tables } from '../i18n/core-labels';
import { escapeXml, estimateTextWidth, num, svgOpen } from './svg-text';
import { BOARD, INK } from './palette';

/** An extra move to highlight between two squares (dashed and/or coloured). */
export interface BoardSegment {
  from: number;
  to: number;
  /** Stroke colour (default red). */
  color?: string;
  /** Dashed line (default false). */
  dash?: boolean;
  /** Stroke width in px (default scales with the cell size). */
  width?: number;
}

/** Options for `boardSvg`; only `rows` and `cols` are required. */
export interface BoardOptions {
  /** The board's rows and columns: 1 to 1000 each, at most MAX_BOARD_SQUARES (250 × 250) squares in all. */
  rows: number;
  cols: number;
  /** Side of a square in px (default: fits the board in about 480 px, between 6 and 56). */
  cellSize?: number;
  /** Text per square index (e.g. step numbers; strings of at most 10 000 characters); null/undefined/'' leaves the square blank. */
  labels?: ArrayLike<string | number | null | undefined>;
  /** Fill colour per square index (at most 100 characters), drawn over the checker pattern; null/undefined/'' leaves it unfilled. */
  fills?: ArrayLike<string | null | undefined>;
  /** Squares in visiting order, drawn as a polyline with arrowheads; start and end are marked. */
  path?: ArrayLike<number>;
  /** Join the last square of the path to the first (a closed tour). */
  closed?: boolean;
  /** Extra moves to highlight. */
  segments?: readonly BoardSegment[];
  /** Alternate light and dark squares (default true). */
  checkered?: boolean;
  /** Caption above the board (also the SVG's accessible title), at most 10 000 characters. */
  title?: string;
  /** Row and column numbers along the edges (default: when squares are at least 20 px). */
  showCoordinates?: boolean;
  /** The number of the first row and column along the edges: 0 (default, as square numbers count) or 1, for a
   * picture whose text counts from 1 (a Sudoku's ⟨d, r, c⟩, a queens vector v = (4, 7, …)). */
  firstCoordinate?: 0 | 1;
  /** Arrowheads on the path's moves (default: when squares are at least 14 px). */
  arrows?: boolean;
  /** Colour of the path (default dark blue). */
  pathColor?: string;
  /** Language of the start and end markers' tooltips (default: the one `setLanguage` chose). */
  lang?: Language;
}

const LIGHT = BOARD.light;
const DARK = BOARD.dark;
const GRID_LINE = BOARD.gridLine;
const PATH = BOARD.path;
const START = BOARD.start;
const END = BOARD.end;
const SEGMENT = BOARD.highlight;
/** Labels smaller than this (px) would be unreadable; they are left out. */
const MIN_FONT = 7;

const BOARD_OPTIONS = ['rows', 'cols', 'cellSize', 'labels', 'fills', 'path', 'closed', 'segments', 'checkered', 'title', 'showCoordinates', 'firstCoordinate', 'arrows', 'pathColor', 'lang'] as const;

/** Default square size so the board fits in about 480 px. */
export function defaultCellSize(rows: number, cols: number): number {
  checkInteger('rows', rows, 1);
  checkInteger('cols', cols, 1);
  return Math.max(6, Math.min(56, Math.floor(480 / Math.max(rows, cols))));
}

/** Short deterministic hash, used to give markers ids that depend only on their look. */
function hashId(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

/** Every entry a square index from 0 to n − 1. */
function checkSquares(name: string, squares: ArrayLike<number>, n: number): void {
  checkArrayLike(name, squares);
  for (let i = 0; i < squares.length; i++) checkInteger(`${name}[${i}]`, squares[i], 0, n - 1);
}

/** Labels for `boardSvg` that number the squares of a path in visiting order (first = 1 by default). */
export function stepLabels(path: ArrayLike<number>, squares: number, first = 1): (number | null)[] {
  checkInteger('squares', squares, 1, 1_000_000_000);
  // refused before allocating: one 8-byte slot per square
  checkAllocation(`labels for squares = ${squares}`, squares, 8);
  checkSquares('path', path, squares);
  checkInteger('first', first, -Number.MAX_SAFE_INTEGER);
  const labels: (number | null)[] = new Array(squares).fill(null);
  for (let k = 0; k < path.length; k++) labels[path[k]] = k + first;
  return labels;
}

/** A board's inputs once checked: sizes, per-square labels and fills, the path and the segments. */
interface CheckedBoard {
  rows: number;
  cols: number;
  cell: number;
  labels?: ArrayLike<string | number | null | undefined>;
  fills?: ArrayLike<string | null | undefined>;
  path: ArrayLike<number>;
  segments: BoardSegment[];
  words: { start: string; end: string };
}

/** The most squares drawn (250 × 250): with every square labelled, filled and on the path, about 0.3 s here. */
export const MAX_BOARD_SQUARES = 62_500;

/** `boardSvg`'s options checked, in the order their messages are documented, before anything is drawn. */
function checkBoard(opts: BoardOptions): CheckedBoard {
  checkObject('options', opts, '{ rows, cols, … }');
  checkOptions(opts, BOARD_OPTIONS);
  const rows = checkInteger('rows', opts.rows, 1, 1000);
  const cols = checkInteger('cols', opts.cols, 1, 1000);
  const n = rows * cols;
  if (n > MAX_BOARD_SQUARES) throw new RangeError(`rows × cols must be at most ${MAX_BOARD_SQUARES} squares (250 × 250), got ${rows} × ${cols} = ${n}`);
  const cell = opts.cellSize === undefined ? defaultCellSize(rows, cols) : checkNumber('cellSize', opts.cellSize, 2, 400);
  const labels = opts.labels === undefined ? undefined : checkArrayLike<string | number | null | undefined>('labels', opts.labels);
  const fills = opts.fills === undefined ? undefined : checkArrayLike<string | null | undefined>('fills', opts.fills);
  for (const key of ['closed', 'checkered', 'showCoordinates', 'arrows'] as const) if (opts[key] !== undefined) checkBoolean(key, opts[key]);
  if (opts.firstCoordinate !== undefined) checkInteger('firstCoordinate', opts.firstCoordinate, 0, 1);
  if (opts.title !== undefined) checkText('title', opts.title);
  if (opts.pathColor !== undefined) checkString('pathColor', opts.pathColor, 100);
  const words = tables(languageOption(opts.lang)).notebook.board;
  if (labels && labels.length > n) throw new RangeError(`labels must have at most ${n} entries (one per square), got ${labels.length}`);
  if (fills && fills.length > n) throw new RangeError(`fills must have at most ${n} entries (one per square), got ${fills.length}`);
  // each label and fill is escaped into the picture: their length is capped as a title's and a colour's
  if (labels) for (let s = 0; s < labels.length; s++) checkLabel(`labels[${s}]`, labels[s]);
  if (fills) for (let s = 0; s < fills.length; s++) if (fills[s]) checkString(`fills[${s}]`, fills[s], 100);
  const path = opts.path ?? [];
  checkSquares('path', path, n);
  const segments = Array.from(checkArrayLike<BoardSegment>('segments', opts.segments ?? []));
  segments.forEach((s, i) => {
    checkObject(`segments[${i}]`, s, '{ from, to, color?, dash?, width? }');
    if (s.color !== undefined) checkString(`segments[${i}].color`, s.color, 100);
    if (s.dash !== undefined) checkBoolean(`segments[${i}].dash`, s.dash);
    checkSquares(`segments[${i}]`, [s.from, s.to], n);
    if (s.width !== undefined) checkNumber(`segments[${i}].width`, s.width, 0, 100);
  });
  return { rows, cols, cell, labels, fills, path, segments, words };
}

/** Where the board sits in the picture: margins for the title and coordinates, and each square's centre. */
interface BoardLayout {
  rows: number;
  cols: number;
  cell: number;
  left: number;
  top: number;
  width: number;
  height: number;
  coords: boolean;
  /** The number the first row and column carry along the edges. */
  first: number;
  coordFont: number;
  cx: (s: number) => number;
  cy: (s: number) => number;
}

const TITLE_FONT = 15;

/** The picture's size and the board's place in it. */
function boardLayout({ rows, cols, cell }: CheckedBoard, opts: BoardOptions): BoardLayout {
  const coords = opts.showCoordinates ?? cell >= 20;
  const coordFont = Math.max(9, Math.min(13, cell * 0.32));
  const first = opts.firstCoordinate ?? 0;
  const left = coords ? Math.ceil(coordFont * (String(rows - 1 + first).length * 0.62 + 1.2)) : 2;
  const top = (opts.title ? TITLE_FONT + 10 : 0) + (coords ? Math.ceil(coordFont * 1.6) : 2);
  // A title wider than the board widens the picture (the board stays at the left).
  const width = Math.max(left + cols * cell + 2, opts.title ? Math.ceil(estimateTextWidth(opts.title, TITLE_FONT)) + 8 : 0);
  const height = top + rows * cell + 2;
  const cx = (s: number): number => left + (s % cols) * cell + cell / 2;
  const cy = (s: number): number => top + Math.floor(s / cols) * cell + cell / 2;
  return { rows, cols, cell, left, top, width, height, coords, first, coordFont, cx, cy };
}

/** The squares: a light background, all dark squares as one path, explicit fills on top, the frame. */
function squaresSvg({ rows, cols, cell, left, top }: BoardLayout, fills: CheckedBoard['fills'], checkered: boolean): string[] {
  const out = [`<rect x="${left}" y="${top}" width="${num(cols * cell)}" height="${num(rows * cell)}" fill="${LIGHT}"/>`];
  if (checkered) {
    let d = '';
    for (let r = 0; r < rows; r++) {
      for (let c = (r + 1) % 2; c < cols; c += 2) {
        d += `M${num(left + c * cell)} ${num(top + r * cell)}h${num(cell)}v${num(cell)}h${num(-cell)}z`;
      }
    }
    if (d) out.push(`<path class="dark-squares" fill="${DARK}" d="${d}"/>`);
  }
  if (fills) {
    const rects: string[] = [];
    for (let s = 0; s < fills.length; s++) {
      const f = fills[s];
      if (f) {
        rects.push(
          `<rect x="${num(left + (s % cols) * cell)}" y="${num(top + Math.floor(s / cols) * cell)}" width="${num(cell)}" height="${num(cell)}" fill="${escapeXml(f)}"/>`,
        );
      }
    }
    if (rects.length) out.push(`<g class="fills">${rects.join('')}</g>`);
  }
  out.push(
    `<rect x="${left}" y="${top}" width="${num(cols * cell)}" height="${num(rows * cell)}" fill="none" stroke="${GRID_LINE}" stroke-width="1"/>`,
  );
  return out;
}

/** Column numbers above the board, row numbers at its left. */
function coordinatesSvg({ rows, cols, cell, left, top, first, coordFont }: BoardLayout): string {
  const t: string[] = [];
  const cyTop = top - coordFont * 0.5;
  for (let c = 0; c < cols; c++) t.push(`<text x="${num(left + c * cell + cell / 2)}" y="${num(cyTop)}">${c + first}</text>`);
  for (let r = 0; r < rows; r++) {
    t.push(`<text x="${num(left - coordFont * 0.45)}" y="${num(top + r * cell + cell / 2)}" dy="0.35em" text-anchor="end">${r + first}</text>`);
  }
  return `<g class="coordinates" font-size="${num(coordFont)}" fill="${BOARD.coordinates}" text-anchor="middle">${t.join('')}</g>`;
}

/** How the path is drawn: its colour, whether it closes, whether its moves carry arrowheads. */
interface PathLook {
  color: string;
  closed: boolean;
  arrows: boolean;
}

/** The path: one polyline and, when asked, an arrowhead at the middle of each move. */
function pathSvg({ cell, cx, cy }: BoardLayout, path: ArrayLike<number>, { color, closed, arrows }: PathLook): string[] {
  const stroke = Math.max(1, Math.min(4, cell * 0.06));
  const pts: string[] = [];
  for (let k = 0; k < path.length; k++) pts.push(`${num(cx(path[k]))},${num(cy(path[k]))}`);
  if (closed) pts.push(`${num(cx(path[0]))},${num(cy(path[0]))}`);
  const out = [
    `<polyline class="path" points="${pts.join(' ')}" fill="none" stroke="${escapeXml(color)}" stroke-width="${num(stroke)}" stroke-linejoin="round" stroke-linecap="round" stroke-opacity="0.85"/>`,
  ];
  if (!arrows) return out;
  const id = `board-arrow-${hashId(color)}`;
  out.push(
    `<defs><marker id="${id}" viewBox="0 0 10 10" refX="6" refY="5" markerWidth="4" markerHeight="4" orient="auto"><path d="M0,0L10,5L0,10z" fill="${escapeXml(color)}"/></marker></defs>`,
  );
  const moves: string[] = [];
  const last = closed ? path.length : path.length - 1;
  for (let k = 0; k < last; k++) {
    const a = path[k];
    const b = path[(k + 1) % path.length];
    const ax = cx(a);
    const ay = cy(a);
    const dx = cx(b) - ax;
    const dy = cy(b) - ay;
    // A short stub ending just past the midpoint carries the arrowhead in the move's direction.
    moves.push(`<path d="M${num(ax + dx * 0.45)} ${num(ay + dy * 0.45)}L${num(ax + dx * 0.56)} ${num(ay + dy * 0.56)}"/>`);
  }
  out.push(
    `<g class="arrows" fill="none" stroke="${escapeXml(color)}" stroke-width="${num(stroke)}" marker-end="url(#${id})">${moves.join('')}</g>`,
  );
  return out;
}

/** The extra moves, as straight lines between square centres. */
function segmentsSvg({ cell, cx, cy }: BoardLayout, segments: readonly BoardSegment[]): string {
  const segs = segments.map((s) => {
    const w = s.width ?? Math.max(2, Math.min(6, cell * 0.09));
    const dash = s.dash ? ` stroke-dasharray="${num(w * 3)} ${num(w * 2)}"` : '';
    return `<line x1="${num(cx(s.from))}" y1="${num(cy(s.from))}" x2="${num(cx(s.to))}" y2="${num(cy(s.to))}" stroke="${escapeXml(s.color ?? SEGMENT)}" stroke-width="${num(w)}"${dash}/>`;
  });
  return `<g class="segments" stroke-linecap="round">${segs.join('')}</g>`;
}

/** A ring on the path's first square and, when it has two or more, a square on its last, each with a tooltip. */
function endpointsSvg({ cell, cx, cy }: BoardLayout, path: ArrayLike<number>, words: CheckedBoard['words']): string[] {
  const ring = Math.max(1.5, Math.min(4, cell * 0.07));
  const r = cell * 0.4;
  const s0 = path[0];
  const out = [
    `<circle class="start" cx="${num(cx(s0))}" cy="${num(cy(s0))}" r="${num(r)}" fill="none" stroke="${START}" stroke-width="${num(ring)}"><title>${escapeXml(words.start)}</title></circle>`,
  ];
  if (path.length >= 2) {
    const s1 = path[path.length - 1];
    out.push(
      `<rect class="end" x="${num(cx(s1) - r)}" y="${num(cy(s1) - r)}" width="${num(2 * r)}" height="${num(2 * r)}" fill="none" stroke="${END}" stroke-width="${num(ring)}"><title>${escapeXml(words.end)}</title></rect>`,
    );
  }
  return out;
}

/** The labels with a white halo, sized to the longest; none when that size would be unreadable. */
function labelsSvg({ cell, cx, cy }: BoardLayout, labels: NonNullable<CheckedBoard['labels']>): string[] {
  let longest = 1;
  for (let s = 0; s < labels.length; s++) {
    const l = labels[s];
    if (l !== null && l !== undefined) longest = Math.max(longest, String(l).length);
  }
  const font = Math.min(cell * 0.36, (cell * 0.88) / (0.6 * longest));
  if (font < MIN_FONT) return [];
  const t: string[] = [];
  for (let s = 0; s < labels.length; s++) {
    const l = labels[s];
    if (l === null || l === undefined || l === '') continue;
    t.push(`<text x="${num(cx(s))}" y="${num(cy(s))}" dy="0.35em">${escapeXml(l)}</text>`);
  }
  return [
    `<g class="labels" font-size="${num(font)}" text-anchor="middle" fill="${INK.text}" stroke="${INK.paper}" stroke-width="${num(Math.max(1.5, font * 0.22))}" stroke-linejoin="round" paint-order="stroke">${t.join('')}</g>`,
  ];
}

/** Draws a rows×cols board with optional labels, fills, a path with arrows and highlighted segments. */
export function boardSvg(opts: BoardOptions): string {
  const board = checkBoard(opts);
  const layout = boardLayout(board, opts);
  const { path, segments, labels } = board;
  const out: string[] = [svgOpen(layout.width, layout.height, opts.title)];
  if (opts.title) {
    out.push(`<text x="4" y="${TITLE_FONT}" font-size="${TITLE_FONT}" font-weight="600">${escapeXml(opts.title)}</text>`);
  }
  out.push(...squaresSvg(layout, board.fills, opts.checkered ?? true));
  if (layout.coords) out.push(coordinatesSvg(layout));
  const look = { color: opts.pathColor ?? PATH, closed: opts.closed ?? false, arrows: opts.arrows ?? board.cell >= 14 };
  if (path.length >= 2) out.push(...pathSvg(layout, path, look));
  if (segments.length) out.push(segmentsSvg(layout, segments));
  if (path.length >= 1) out.push(...endpointsSvg(layout, path, board.words));
  // Labels last, so they stay readable over the path.
  if (labels && labels.length) out.push(...labelsSvg(layout, labels));
  out.push('</svg>');
  return out.join('');
}
