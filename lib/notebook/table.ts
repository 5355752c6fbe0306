/**
 * `htmlTable`: rows of values as an HTML table for `show` — one helper for every table a notebook
 * prints (instead of hand-built strings or `console.table`). Numbers are right-aligned and
 * written with thousands separators; text is left-aligned; cells are escaped.
 */
import { checkNumber, checkObject, checkOptions, checkText, describe } from '../check';
import { escapeXml } from './svg-text';
import { formatCount } from '../i18n/numbers';

/** A cell: text, a number, a boolean (✓ / ✗) or nothing. */
export type TableCell = string | number | boolean | null | undefined;

/** Options for `htmlTable`. */
export interface TableOptions {
  /** Caption above the table (at most 10 000 characters, as every header and text cell). */
  caption?: string;
  /** Font size in px (default 13). */
  fontSize?: number;
}

/** A cell at the door: text (at most MAX_TEXT_LENGTH characters: it is escaped), a number, a boolean or nothing, not an object drawn as "[object Object]". */
function checkCell(name: string, v: unknown): TableCell {
  if (typeof v === 'string') return checkText(name, v);
  if (typeof v === 'number' || typeof v === 'boolean' || v === null || v === undefined) return v as TableCell;
  throw new TypeError(`${name} must be a string, a number, a boolean or nothing, got ${describe(v)}`);
}

function cellText(v: TableCell): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'boolean') return v ? '✓' : '✗';
  if (typeof v === 'number') return Number.isInteger(v) ? formatCount(v) : String(Number(v.toPrecision(4)));
  return escapeXml(v);
}

/**
 * An HTML table: `header` names the columns, each row gives one value per column. Records
 * (objects) are accepted too: `htmlTable(records)` takes the columns from the first record's keys.
 */
export function htmlTable(header: readonly string[] | readonly Record<string, TableCell>[], rows?: readonly (readonly TableCell[])[], options?: TableOptions): string {
  const opts = checkOptions(options, ['caption', 'fontSize']);
  const size = checkNumber('fontSize', opts.fontSize ?? 13, 4, 100);
  if (opts.caption !== undefined) checkText('caption', opts.caption);
  let head: readonly string[];
  let body: readonly (readonly TableCell[])[];
  if (rows === undefined) {
    if (!Array.isArray(header)) throw new TypeError(`header must be an array (of records, when rows is left out), got ${describe(header)}`);
    const records = header as readonly Record<string, TableCell>[];
    records.forEach((r, i) => checkObject(`header[${i}]`, r, '(a record: column name → value)'));
    head = records.length ? Object.keys(records[0]) : [];
    head.forEach((h, j) => checkText(`the key ${j} of header[0]`, h));
    records.forEach((r, i) => head.forEach((k) => checkCell(`header[${i}].${k}`, r[k])));
    body = records.map((r) => head.map((k) => r[k]));
  } else {
    if (!Array.isArray(header)) throw new TypeError(`header must be an array of column names, got ${describe(header)}`);
    if (!Array.isArray(rows)) throw new TypeError(`rows must be an array of rows (arrays of cells), got ${describe(rows)}`);
    head = header as readonly string[];
    head.forEach((h, i) => checkText(`header[${i}]`, h));
    body = rows;
    body.forEach((r, i) => {
      if (!Array.isArray(r) || r.length !== head.length) {
        throw new RangeError(`rows[${i}] must have ${head.length} cells (one per column), got ${Array.isArray(r) ? r.length : describe(r)}`);
      }
      r.forEach((v, j) => checkCell(`rows[${i}][${j}]`, v));
    });
  }
  const cellStyle = 'padding:2px 10px;border-bottom:1px solid #ddd';
  const align = (v: TableCell) => (typeof v === 'number' ? 'right' : typeof v === 'boolean' ? 'center' : 'left');
  const caption = opts.caption ? `<caption style="text-align:left;font-weight:bold;padding:4px 0">${escapeXml(opts.caption)}</caption>` : '';
  const th = head.map((h) => `<th style="${cellStyle};text-align:left">${escapeXml(h)}</th>`).join('');
  const trs = body.map((r) => `<tr>${r.map((v) => `<td style="${cellStyle};text-align:${align(v)}">${cellText(v)}</td>`).join('')}</tr>`).join('');
  return `<table class="nb-table" style="border-collapse:collapse;font-size:${size}px;margin:4px 0">${caption}<thead><tr>${th}</tr></thead><tbody>${trs}</tbody></table>`;
}
