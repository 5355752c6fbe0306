/**
 * `matrixSvg`: a 0/1 matrix (an exact-cover problem) as SVG text, legible from Knuth's 6×7 example
 * up to Sudoku's 729×324.
 *
 * Glossary: *ones[r]* lists the column indices of the 1s in row r; a *group* is a labelled run of
 * consecutive rows or columns (Sudoku's four constraint families, say), separated by darker lines.
 * The 1s of one row group and one colour share a single `<path>`, so the SVG stays small (about
 * 50 kB for Sudoku) however many rows there are.
 */
import { checkArrayLike, checkInteger, checkLabel, checkNumber, checkObject, checkOptions, checkString, checkText } from '../check';
import { escapeXml, num, svgOpen } from './svg-text';
import { INK } from './palette';
import { maxOf } from './extent';

/** A labelled run of `size` consecutive rows or columns. */
export interface MatrixGroup {
  label: string;
  size: number;
}

/** Options for `matrixSvg`; `rows`, `cols` and `ones` are required. */
export interface MatrixOptions {
  rows: number;
  cols: number;
  /** ones[r] = column indices of the 1s in row r (one entry per row). */
  ones: ArrayLike<ArrayLike<number>>;
  /** Side of a cell in px (default: fits about 720 px wide and 1500 px tall, between 1 and 24). */
  cell?: number;
  rowGroups?: readonly MatrixGroup[];
  colGroups?: readonly MatrixGroup[];
  /** Colour per row (e.g. the rows of a solution); tints the row and colours its 1s. */
  rowColors?: ArrayLike<string | null | undefined>;
  /** Colour per column (e.g. covered columns greyed); tints the column and colours its 1s unless the row has a colour. */
  colColors?: ArrayLike<string | null | undefined>;
  /** Names of single rows (at most 200 characters each), shown at the left when cells are at least 10 px. */
  rowLabels?: ArrayLike<string>;
  /** Names of single columns (at most 200 characters each), shown on top when cells are at least 10 px. */
  colLabels?: ArrayLike<string>;
  /** Colour of an uncoloured 1 (default near-black). */
  color?: string;
  /** At most 10 000 characters. */
  title?: string;
}

const ONE = INK.ink;
const GROUP_LINE = INK.muted;
const GRID = INK.grid;
const FONT = 10;

const MATRIX_OPTIONS = ['rows', 'cols', 'ones', 'cell', 'rowGroups', 'colGroups', 'rowColors', 'colColors', 'rowLabels', 'colLabels', 'color', 'title'] as const;

/** Default cell size: about 720 px wide and 1500 px tall at most, between 1 and 24 px. */
export function defaultMatrixCell(rows: number, cols: number): number {
  checkInteger('rows', rows, 1);
  checkInteger('cols', cols, 1);
  return Math.max(1, Math.min(24, Math.floor(720 / cols), Math.floor(1500 / rows)));
}

function checkGroups(name: string, groups: readonly MatrixGroup[] | undefined, total: number): readonly MatrixGroup[] {
  if (groups === undefined) return [];
  checkArrayLike(name, groups);
  let sum = 0;
  groups.forEach((g, i) => {
    checkObject(`${name}[${i}]`, g, '{ label, size }');
    checkString(`${name}[${i}].label`, g.label, 200);
    checkInteger(`${name}[${i}].size`, g?.size, 1, total);
    sum += g.size;
  });
  if (sum !== total) throw new RangeError(`${name} sizes must add up to ${total}, got ${sum}`);
  return groups;
}

function textWidth(text: string, font: number): number {
  return text.length * font * 0.6;
}

/** A matrix's inputs once checked: sizes, the 1s, the cell, the groups, the colours and the names shown. */
interface CheckedMatrix {
  rows: number;
  cols: number;
  ones: ArrayLike<ArrayLike<number>>;
  cell: number;
  rowGroups: readonly MatrixGroup[];
  colGroups: readonly MatrixGroup[];
  rowColors?: ArrayLike<string | null | undefined>;
  colColors?: ArrayLike<string | null | undefined>;
  /** Only when cells are at least 10 px. */
  rowLabels?: ArrayLike<string>;
  colLabels?: ArrayLike<string>;
}

/** `matrixSvg`'s options checked, in the order their messages are documented, before anything is drawn. */
function checkMatrix(opts: MatrixOptions): CheckedMatrix {
  checkObject('options', opts, '{ rows, cols, ones, … }');
  checkOptions(opts, MATRIX_OPTIONS);
  const rows = checkInteger('rows', opts.rows, 1, 100000);
  const cols = checkInteger('cols', opts.cols, 1, 100000);
  const ones = checkArrayLike<ArrayLike<number>>('ones', opts.ones);
  if (ones.length !== rows) throw new RangeError(`ones must have one entry per row (${rows}), got ${ones.length}`);
  for (let r = 0; r < rows; r++) {
    const row = checkArrayLike(`ones[${r}]`, ones[r]);
    for (let k = 0; k < row.length; k++) checkInteger(`ones[${r}][${k}]`, row[k], 0, cols - 1);
  }
  const cell = opts.cell === undefined ? defaultMatrixCell(rows, cols) : checkNumber('cell', opts.cell, 0.5, 100);
  const rowGroups = checkGroups('rowGroups', opts.rowGroups, rows);
  const colGroups = checkGroups('colGroups', opts.colGroups, cols);
  const arrayOption = <T>(name: 'rowColors' | 'colColors' | 'rowLabels' | 'colLabels'): ArrayLike<T> | undefined =>
    opts[name] === undefined ? undefined : checkArrayLike<T>(name, opts[name]);
  const rowColors = arrayOption<string | null | undefined>('rowColors');
  const colColors = arrayOption<string | null | undefined>('colColors');
  const nameLists = { rowLabels: arrayOption<unknown>('rowLabels'), colLabels: arrayOption<unknown>('colLabels') };
  // every colour and name is escaped into the picture (up to 10⁵ of them): capped as a colour's and a group's label
  for (const [key, list] of Object.entries(nameLists)) if (list) for (let i = 0; i < list.length; i++) checkLabel(`${key}[${i}]`, list[i], 200);
  for (const [key, list] of Object.entries({ rowColors, colColors })) if (list) for (let i = 0; i < list.length; i++) if (list[i]) checkString(`${key}[${i}]`, list[i], 100);
  if (opts.title !== undefined) checkText('title', opts.title);
  if (opts.color !== undefined) checkString('color', opts.color, 100);
  if (rowColors && rowColors.length > rows) throw new RangeError(`rowColors must have at most ${rows} entries (one per row), got ${rowColors.length}`);
  if (colColors && colColors.length > cols) throw new RangeError(`colColors must have at most ${cols} entries (one per column), got ${colColors.length}`);
  const rowLabels = opts.rowLabels && cell >= 10 ? opts.rowLabels : undefined;
  const colLabels = opts.colLabels && cell >= 10 ? opts.colLabels : undefined;
  return { rows, cols, ones, cell, rowGroups, colGroups, rowColors, colColors, rowLabels, colLabels };
}

/** Where the grid sits: margins for the title, the groups' labels and the names; the grid's size. */
interface MatrixLayout {
  left: number;
  top: number;
  /** The grid's width and height in px. */
  gw: number;
  gh: number;
  width: number;
  height: number;
  titleH: number;
  rowGroupW: number;
  labelFont: number;
  colLabelsVertical: boolean;
}

/** Margins: title, column group labels, column labels on top; row group labels, row labels at left. */
function matrixLayout(m: CheckedMatrix, title: string | undefined): MatrixLayout {
  const { rows, cols, cell, rowLabels, colLabels, rowGroups, colGroups } = m;
  const labelFont = Math.min(12, Math.max(8, cell * 0.7));
  let rowLabelW = 0;
  if (rowLabels) for (let r = 0; r < Math.min(rows, rowLabels.length); r++) rowLabelW = Math.max(rowLabelW, textWidth(String(rowLabels[r] ?? ''), labelFont));
  let colLabelH = 0;
  let colLabelsVertical = false;
  if (colLabels) {
    let w = 0;
    for (let c = 0; c < Math.min(cols, colLabels.length); c++) w = Math.max(w, textWidth(String(colLabels[c] ?? ''), labelFont));
    colLabelsVertical = w > cell * 0.95;
    colLabelH = colLabelsVertical ? w + 6 : labelFont + 6;
  }
  const rowGroupW = rowGroups.length ? maxOf(rowGroups.map((g) => textWidth(String(g.label), FONT))) + 10 : 0;
  const colGroupH = colGroups.length ? FONT + 8 : 0;
  const titleH = title ? 24 : 0;
  const left = Math.ceil(rowGroupW + (rowLabelW ? rowLabelW + 6 : 0)) + 2;
  const top = Math.ceil(titleH + colGroupH + colLabelH) + 2;
  const gw = cols * cell;
  const gh = rows * cell;
  const width = Math.ceil(left + gw + 2);
  const height = Math.ceil(top + gh + 2);
  return { left, top, gw, gh, width, height, titleH, rowGroupW, labelFont, colLabelsVertical };
}

/** Calls `emit` for each run of consecutive entries of one (non-empty) colour. */
function colorRuns(colors: ArrayLike<string | null | undefined>, emit: (start: number, end: number, color: string) => void): void {
  let start = 0;
  for (let i = 1; i <= colors.length; i++) {
    if (i === colors.length || colors[i] !== colors[start]) {
      const c = colors[start];
      if (c) emit(start, i, c);
      start = i;
    }
  }
}

/** Tints: consecutive rows (columns) of one colour as one rectangle. */
function tintsSvg({ cell, rowColors, colColors }: CheckedMatrix, { left, top, gw, gh }: MatrixLayout): string[] {
  const bands: string[] = [];
  if (colColors) {
    colorRuns(colColors, (a, b, c) =>
      bands.push(`<rect x="${num(left + a * cell)}" y="${top}" width="${num((b - a) * cell)}" height="${num(gh)}" fill="${escapeXml(c)}"/>`),
    );
  }
  if (rowColors) {
    colorRuns(rowColors, (a, b, c) =>
      bands.push(`<rect x="${left}" y="${num(top + a * cell)}" width="${num(gw)}" height="${num((b - a) * cell)}" fill="${escapeXml(c)}"/>`),
    );
  }
  return bands.length ? [`<g class="tints" fill-opacity="0.22">${bands.join('')}</g>`] : [];
}

/** A light grid, only where cells are big enough to see it. */
function gridSvg({ rows, cols, cell }: CheckedMatrix, { left, top, gw, gh }: MatrixLayout): string[] {
  if (cell < 6) return [];
  let d = '';
  for (let r = 1; r < rows; r++) d += `M${left} ${num(top + r * cell)}h${num(gw)}`;
  for (let c = 1; c < cols; c++) d += `M${num(left + c * cell)} ${top}v${num(gh)}`;
  return d ? [`<path class="grid" fill="none" stroke="${GRID}" stroke-width="1" d="${d}"/>`] : [];
}

/** The 1s: one path per (row group, colour); a small gap separates cells when they are big. */
function onesSvg(m: CheckedMatrix, { left, top }: MatrixLayout, base: string): string {
  const { rows, ones, cell, rowGroups, rowColors, colColors } = m;
  const gap = cell >= 5 ? 1 : 0;
  const size = cell - gap;
  const groupOf: number[] = [];
  if (rowGroups.length) rowGroups.forEach((g, i) => { for (let k = 0; k < g.size; k++) groupOf.push(i); });
  const buckets = new Map<string, string[]>();
  const order: string[] = [];
  for (let r = 0; r < rows; r++) {
    const row = Array.from(ones[r]).sort((a, b) => a - b);
    const y = top + r * cell + gap / 2;
    const g = rowGroups.length ? groupOf[r] : 0;
    let k = 0;
    while (k < row.length) {
      const c0 = row[k];
      const color = rowColors?.[r] || colColors?.[c0] || base;
      let c1 = c0;
      // Without gaps, neighbouring 1s of one colour merge into one rectangle (raster-like).
      while (gap === 0 && k + 1 < row.length && row[k + 1] <= c1 + 1 && (rowColors?.[r] || colColors?.[row[k + 1]] || base) === color) {
        c1 = Math.max(c1, row[k + 1]);
        k++;
      }
      while (k + 1 < row.length && row[k + 1] === c0) k++; // a repeated index is the same 1
      const key = `${g}\u0000${color}`;
      let list = buckets.get(key);
      if (!list) {
        list = [];
        buckets.set(key, list);
        order.push(key);
      }
      const w = (c1 - c0 + 1) * cell - gap;
      list.push(`M${num(left + c0 * cell + gap / 2)} ${num(y)}h${num(w)}v${num(size)}h${num(-w)}z`);
      k++;
    }
  }
  const paths = order.map((key) => {
    const color = key.slice(key.indexOf('\u0000') + 1);
    return `<path fill="${escapeXml(color)}" d="${buckets.get(key)!.join('')}"/>`;
  });
  return `<g class="ones">${paths.join('')}</g>`;
}

/** Group separators and the outer frame. */
function separatorsSvg({ cell, rowGroups, colGroups }: CheckedMatrix, { left, top, gw, gh }: MatrixLayout): string[] {
  let sep = '';
  let acc = 0;
  for (let i = 0; i + 1 < rowGroups.length; i++) {
    acc += rowGroups[i].size;
    sep += `M${left} ${num(top + acc * cell)}h${num(gw)}`;
  }
  acc = 0;
  for (let i = 0; i + 1 < colGroups.length; i++) {
    acc += colGroups[i].size;
    sep += `M${num(left + acc * cell)} ${top}v${num(gh)}`;
  }
  const out = sep ? [`<path class="group-separators" fill="none" stroke="${GROUP_LINE}" stroke-width="1" d="${sep}"/>`] : [];
  out.push(`<rect x="${left}" y="${top}" width="${num(gw)}" height="${num(gh)}" fill="none" stroke="${GROUP_LINE}" stroke-width="1"/>`);
  return out;
}

/** Group labels, left out when the group is too small to hold them. */
function groupLabelsSvg({ cell, rowGroups, colGroups }: CheckedMatrix, { left, top, titleH, rowGroupW }: MatrixLayout): string[] {
  const labels: string[] = [];
  let acc = 0;
  for (const g of rowGroups) {
    const h = g.size * cell;
    if (h >= FONT * 1.15) {
      labels.push(`<text x="${num(rowGroupW - 6)}" y="${num(top + (acc + g.size / 2) * cell)}" dy="0.35em" text-anchor="end">${escapeXml(g.label)}</text>`);
    }
    acc += g.size;
  }
  acc = 0;
  for (const g of colGroups) {
    const w = g.size * cell;
    if (w >= textWidth(String(g.label), FONT) * 0.9) {
      labels.push(`<text x="${num(left + (acc + g.size / 2) * cell)}" y="${num(titleH + FONT + 2)}" text-anchor="middle">${escapeXml(g.label)}</text>`);
    }
    acc += g.size;
  }
  return labels.length ? [`<g class="group-labels" font-size="${FONT}" fill="${INK.outline}">${labels.join('')}</g>`] : [];
}

/** The names of single rows at the left and of single columns on top (upright when they are too wide). */
function namesSvg({ rows, cols, cell, rowLabels, colLabels }: CheckedMatrix, { left, top, labelFont, colLabelsVertical }: MatrixLayout): string[] {
  const names: string[] = [];
  if (rowLabels) {
    for (let r = 0; r < Math.min(rows, rowLabels.length); r++) {
      names.push(`<text x="${num(left - 4)}" y="${num(top + (r + 0.5) * cell)}" dy="0.35em" text-anchor="end">${escapeXml(rowLabels[r] ?? '')}</text>`);
    }
  }
  if (colLabels) {
    for (let c = 0; c < Math.min(cols, colLabels.length); c++) {
      const x = left + (c + 0.5) * cell;
      names.push(
        colLabelsVertical
          ? `<text transform="translate(${num(x)},${num(top - 4)}) rotate(-90)" dy="0.35em" text-anchor="start">${escapeXml(colLabels[c] ?? '')}</text>`
          : `<text x="${num(x)}" y="${num(top - 5)}" text-anchor="middle">${escapeXml(colLabels[c] ?? '')}</text>`,
      );
    }
  }
  return names.length ? [`<g class="names" font-size="${num(labelFont)}" fill="${INK.outline}">${names.join('')}</g>`] : [];
}

/** Draws a 0/1 matrix with optional row/column groups, labels and colours. */
export function matrixSvg(opts: MatrixOptions): string {
  const m = checkMatrix(opts);
  const layout = matrixLayout(m, opts.title);
  const { left, top, gw, gh, width, height } = layout;
  const out: string[] = [svgOpen(width, height, opts.title, 'shape-rendering="crispEdges"')];
  if (opts.title) {
    out.push(`<text x="${num(width / 2)}" y="16" font-size="15" font-weight="600" text-anchor="middle" shape-rendering="auto">${escapeXml(opts.title)}</text>`);
  }
  out.push(`<rect x="${left}" y="${top}" width="${num(gw)}" height="${num(gh)}" fill="${INK.paper}"/>`);
  out.push(...tintsSvg(m, layout), ...gridSvg(m, layout), onesSvg(m, layout, opts.color ?? ONE));
  out.push(...separatorsSvg(m, layout), ...groupLabelsSvg(m, layout), ...namesSvg(m, layout));
  out.push('</svg>');
  return out.join('');
}
