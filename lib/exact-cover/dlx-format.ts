/**
 * Knuth's DLX input format (the format his DLX1 reads).
 *
 * Glossary
 * - Item line: the first line that is not a comment; primary item names, then optionally `|` and
 *   the secondary item names.
 * - Option line: every later non-blank, non-comment line; the items one row covers.
 * - Comment: a line whose first non-blank character is `|`.
 */

import { checkString } from '../check';
import type { DancingLinksInput } from './dlx';

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
  if (header < 0) throw new RangeError('DLX text has no item line (empty matrix)');
  const primary: string[] = [];
  const secondary: string[] = [];
  const known = new Set<string>();
  let inSecondary = false;
  for (const tok of lines[header].trim().split(/\s+/)) {
    if (tok === '|') {
      if (inSecondary) throw new RangeError(`line ${header + 1}: a second '|' in the item line`);
      inSecondary = true;
      continue;
    }
    if (!NAME.test(tok)) {
      throw new RangeError(`line ${header + 1}: bad item name '${tok}' (no '|' or ':' inside names; colours are not supported)`);
    }
    if (known.has(tok)) throw new RangeError(`line ${header + 1}: item '${tok}' is named twice`);
    known.add(tok);
    (inSecondary ? secondary : primary).push(tok);
  }
  if (primary.length === 0) throw new RangeError(`line ${header + 1}: no primary items (empty matrix)`);
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
        throw new RangeError(`line ${i + 1}: unknown item '${tok}'${hint}`);
      }
      if (seen.has(tok)) throw new RangeError(`line ${i + 1}: item '${tok}' appears twice in one option`);
      seen.add(tok);
    }
    rows.push(row);
    rowLines.push(i + 1);
  }
  return { primary, secondary, rows, lines: rowLines };
}

/** Write a problem in Knuth's DLX format (inverse of {@link parseDlx}). */
export function formatDlx(problem: { primary: readonly string[]; secondary?: readonly string[]; rows: readonly (readonly string[])[] }): string {
  const head = problem.primary.join(' ') + (problem.secondary && problem.secondary.length ? ' | ' + problem.secondary.join(' ') : '');
  return [head, ...problem.rows.map((r) => r.join(' '))].join('\n') + '\n';
}
