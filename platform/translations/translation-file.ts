/**
 * A translation file: one notebook's cells in another language, keyed by cell id, each with the hash
 * of the English source it translates. Plain text, so translators edit prose without JSON escapes:
 *
 *     <!-- cell cell-00 en:3f2a9c1b7e5d -->
 *     # 00 · Para empezar
 *     …
 *     <!-- cell cell-03 en:9a8b7c6d5e4f same -->
 *
 * A cell's text runs from its marker to the next one; blank lines around it are not part of it.
 * `same` keeps the English cell as it is; it is still hashed, so a change to that English cell is
 * caught too. A code cell is either `same` or the English cell with only its comments translated:
 * the generator compares the code with comments left out (platform/translations/code-cells.ts) and refuses
 * any other difference, naming the cell and the line. The parameters cell keeps `LANG = 'en'` like the
 * English: the generator writes the edition's language there itself. `todo` marks a draft (the English text copied by
 * `npm run translations -- draft`): it counts as not translated yet. Lines before the first marker
 * are a free header.
 */
import { createHash } from 'crypto';
import { checkString } from '../../lib/check';

/** One translated cell. `same`: use the English source unchanged. */
export interface CellTranslation {
  id: string;
  /** `hashSource` of the English source this translates. */
  hash: string;
  same: boolean;
  /** A draft not translated yet. */
  todo: boolean;
  /** The translated source (empty when `same`). */
  text: string;
  /** 1-based line of the marker, for messages. */
  line: number;
  /** 1-based line in the file where `text` starts (the marker's line + 1 when there is none). */
  textLine?: number;
}

const MARKER = /^<!-- cell (\S+) en:([0-9a-f]{12})(?: (same|todo))? -->\s*$/;

/** The first 12 hex digits of the SHA-256 of a cell's source: what a translation records it translates. */
export function hashSource(source: string): string {
  return createHash('sha256').update(checkString('source', source), 'utf8').digest('hex').slice(0, 12);
}

/** The marker line of a cell. */
export function markerLine(id: string, hash: string, flag: '' | 'same' | 'todo' = ''): string {
  return `<!-- cell ${id} en:${hash}${flag ? ' ' + flag : ''} -->`;
}

/** Removes the blank lines at either end of a cell's text. */
function trimBlankLines(lines: string[]): string[] {
  let a = 0;
  let b = lines.length;
  while (a < b && lines[a].trim() === '') a++;
  while (b > a && lines[b - 1].trim() === '') b--;
  return lines.slice(a, b);
}

/** Parses a translation file; a repeated cell id, a `same` cell with text, or a marker-like line that does not parse is refused with its line. */
export function parseTranslation(text: string, fileName = 'translation'): CellTranslation[] {
  const lines = checkString('text', text).split(/\r?\n/);
  const cells: CellTranslation[] = [];
  let body: string[] | null = null;
  const close = () => {
    if (!body) return;
    const cell = cells[cells.length - 1];
    const kept = trimBlankLines(body);
    let lead = 0;
    while (lead < body.length && body[lead].trim() === '') lead++;
    cell.textLine = cell.line + 1 + (kept.length ? lead : 0);
    if (cell.same && kept.length) throw new SyntaxError(`${fileName}:${cell.line}: cell ${cell.id} is marked same but has text; remove the text or the word same`);
    cell.text = kept.join('\n');
  };
  lines.forEach((line, i) => {
    const m = MARKER.exec(line);
    if (!m) {
      if (/^<!-- cell\b/.test(line)) throw new SyntaxError(`${fileName}:${i + 1}: a cell marker must read "<!-- cell ID en:HASH12 -->" (then " same" to keep the English cell, or " todo" for a draft), got ${JSON.stringify(line)}`);
      if (body) body.push(line);
      return;
    }
    close();
    if (cells.some((c) => c.id === m[1])) throw new SyntaxError(`${fileName}:${i + 1}: cell ${m[1]} is translated twice`);
    cells.push({ id: m[1], hash: m[2], same: m[3] === 'same', todo: m[3] === 'todo', text: '', line: i + 1 });
    body = [];
  });
  close();
  return cells;
}

/** The text of a translation file holding `cells`, after a free `header`. */
export function formatTranslation(header: string, cells: Pick<CellTranslation, 'id' | 'hash' | 'same' | 'todo' | 'text'>[]): string {
  const flag = (c: Pick<CellTranslation, 'same' | 'todo'>) => (c.same ? 'same' : c.todo ? 'todo' : '');
  const parts = [header.trimEnd(), ...cells.map((c) => (c.same ? markerLine(c.id, c.hash, 'same') : `${markerLine(c.id, c.hash, flag(c))}\n${c.text}`))];
  return parts.join('\n\n') + '\n';
}
