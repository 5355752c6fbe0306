/**
 * Knuth's DLX input format (the format his DLX1 reads).
 *
 * Glossary
 * - Item line: the first line that is not a comment; primary item names, then optionally `|` and
 *   the secondary item names.
 * - Option line: every later non-blank, non-comment line; the items one row covers.
 * - Comment: a line whose first non-blank character is `|`.
 */

import { checkString, describe } from '../check';
import type { DancingLinksInput } from './dlx-links';

/** A parsed DLX file: ready for `new DancingLinks(parsed)`, with source line numbers kept. */
export interface DlxProblem extends DancingLinksInput {
  primary: string[];
  secondary: string[];
  rows: string[][];
  /** 1-based line number of each row in the text. */
  lines: number[];
}

const NAME = /^[^\s|:]+$/;

/** Parse Knuth's DLX format; errors name the line number and the offending item. */
export function parseDlx(text: string): DlxProblem {
  checkString('text', text);
  const lines = text.split(/\r?\n/);
  let header = -1;
  for (let i = 0; i < lines.length; i++) {
    const t = lines[i].trim();
    if (t === '' || t.startsWith('|')) continue;
    header = i;
    break;
  }
  if (header < 0) throw new RangeError('text must have an item line (the primary items), got none: an empty matrix');
  const primary: string[] = [];
  const secondary: string[] = [];
  const known = new Set<string>();
  let inSecondary = false;
  for (const tok of lines[header].trim().split(/\s+/)) {
    if (tok === '|') {
      if (inSecondary) throw new RangeError(`text line ${header + 1}: a second '|' in the item line`);
      inSecondary = true;
      continue;
    }
    if (!NAME.test(tok)) {
      throw new RangeError(`text line ${header + 1}: bad item name ${describe(tok)} (no '|' or ':' inside names; colours are not supported)`);
    }
    if (known.has(tok)) throw new RangeError(`text line ${header + 1}: item ${describe(tok)} is named twice`);
    known.add(tok);
    (inSecondary ? secondary : primary).push(tok);
  }
  if (primary.length === 0) throw new RangeError(`text line ${header + 1}: no primary items (empty matrix)`);
  const rows: string[][] = [];
  const rowLines: number[] = [];
  for (let i = header + 1; i < lines.length; i++) {
    const t = lines[i].trim();
    if (t === '' || t.startsWith('|')) continue;
    const row = t.split(/\s+/);
    const seen = new Set<string>();
    for (const tok of row) {
      if (!known.has(tok)) {
        const hint = tok.includes(':') ? ' (colours are not supported)' : '';
        throw new RangeError(`text line ${i + 1}: unknown item ${describe(tok)}${hint}`);
      }
      if (seen.has(tok)) throw new RangeError(`text line ${i + 1}: item ${describe(tok)} appears twice in one option`);
      seen.add(tok);
    }
    rows.push(row);
    rowLines.push(i + 1);
  }
  return { primary, secondary, rows, lines: rowLines };
}

/** Checks a list of item names for formatDlx: strings that parseDlx reads back as one item each. */
function checkItemNames(what: string, names: unknown, known: Set<string>): readonly string[] {
  if (!Array.isArray(names)) throw new TypeError(`${what} must be an array of item names, got ${describe(names)}`);
  for (let i = 0; i < names.length; i++) {
    const name = names[i];
    if (typeof name !== 'string' || !NAME.test(name)) {
      throw new RangeError(`${what}[${i}] must be an item name without spaces, '|' or ':' (so that parseDlx reads it back), got ${describe(name)}`);
    }
    if (known.has(name)) throw new RangeError(`${what}[${i}] must be a name not used before, got ${describe(name)} (named twice)`);
    known.add(name);
  }
  return names;
}

/**
 * Write a problem in Knuth's DLX format (inverse of {@link parseDlx}). Item names must survive the
 * round trip: a name with a space, '|' or ':' is refused, and so is a row naming an unknown item.
 */
export function formatDlx(problem: { primary: readonly string[]; secondary?: readonly string[]; rows: readonly (readonly string[])[] }): string {
  if (problem === null || typeof problem !== 'object' || Array.isArray(problem)) {
    throw new TypeError(`problem must be an object { primary, secondary?, rows }, got ${describe(problem)}`);
  }
  const known = new Set<string>();
  const primary = checkItemNames('problem.primary', problem.primary, known);
  if (primary.length === 0) throw new RangeError('problem.primary must name at least one item, got an empty array');
  const secondary = problem.secondary === undefined ? [] : checkItemNames('problem.secondary', problem.secondary, known);
  const rows = problem.rows;
  if (!Array.isArray(rows)) throw new TypeError(`problem.rows must be an array of item lists, got ${describe(rows)}`);
  rows.forEach((row, r) => {
    if (!Array.isArray(row) || row.length === 0) throw new TypeError(`problem.rows[${r}] must be a non-empty array of item names, got ${describe(row)}`);
    const seen = new Set<string>();
    row.forEach((item, i) => {
      if (typeof item !== 'string' || !known.has(item) || seen.has(item)) {
        throw new RangeError(`problem.rows[${r}][${i}] must be an item of problem.primary or problem.secondary, named once per row, got ${describe(item)}`);
      }
      seen.add(item);
    });
  });
  const head = primary.join(' ') + (secondary.length ? ' | ' + secondary.join(' ') : '');
  return [head, ...rows.map((r) => r.join(' '))].join('\n') + '\n';
}
