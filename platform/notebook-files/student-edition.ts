/**
 * The student edition of a notebook: every solution, the lines between `// BEGIN SOLUTION` and
 * `// END SOLUTION` (nbgrader's markers, on lines of their own), replaced by one stub comment in the
 * notebook's language (a translation's metadata names it). The answer variable above the markers keeps
 * its `null`, so the check reports "not answered yet" and the notebook still runs to the end. Everything else — cell ids, tags, parameters — is left as it was.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'fs';
import * as path from 'path';
import { labels } from '../../lib/i18n/labels';
import type { Language } from '../../lib/i18n/language';
import { cellSource, sourceLines, translationOf, type NotebookJson } from './notebook-json';
import { notebookName } from './course-notebooks';

export const BEGIN_SOLUTION = '// BEGIN SOLUTION';
export const END_SOLUTION = '// END SOLUTION';

/** The comment that takes a solution's place, in `lang`: it says what the check prints until the student answers. */
export function solutionStub(lang: Language = 'en'): string {
  return labels(lang).exercises.solutionStub;
}

/** The English edition's stub. */
export const SOLUTION_STUB = solutionStub('en');

/** The source with every solution region replaced by the stub in `lang` (same indentation). `where` names the cell in errors. */
export function stripSolutions(source: string, where = 'cell', lang: Language = 'en'): string {
  const stub = solutionStub(lang);
  const out: string[] = [];
  let open = -1;
  const lines = source.split('\n');
  lines.forEach((line, i) => {
    const t = line.trim();
    if (t === BEGIN_SOLUTION) {
      if (open >= 0) throw new RangeError(`${where}, line ${i + 1}: ${BEGIN_SOLUTION} inside another solution (opened on line ${open + 1})`);
      open = i;
      out.push(line.slice(0, line.indexOf('//')) + stub);
    } else if (t === END_SOLUTION) {
      if (open < 0) throw new RangeError(`${where}, line ${i + 1}: ${END_SOLUTION} without a ${BEGIN_SOLUTION}`);
      open = -1;
    } else if (open < 0) {
      out.push(line);
    }
  });
  if (open >= 0) throw new RangeError(`${where}, line ${open + 1}: ${BEGIN_SOLUTION} is never closed by ${END_SOLUTION}`);
  return out.join('\n');
}

/** How many solution regions a source holds. */
export function countSolutions(source: string): number {
  return source.split('\n').filter((l) => l.trim() === BEGIN_SOLUTION).length;
}

/** The student edition of a notebook (a new object; outputs and execution counts cleared too). */
export function studentEdition(nb: NotebookJson, name = 'notebook'): NotebookJson {
  const lang = translationOf(nb)?.language ?? 'en';
  return {
    ...nb,
    cells: nb.cells.map((cell, i) => {
      if (cell.cell_type !== 'code') return cell;
      const source = cellSource(cell);
      const stripped = countSolutions(source) || source.includes(END_SOLUTION) ? stripSolutions(source, `${name}: cell ${i}`, lang) : source;
      return { ...cell, source: sourceLines(stripped), outputs: [], execution_count: null };
    }),
  };
}

/** Writes the student edition of each notebook into `outDir` (a translation's into `outDir/<lang>/`); returns the files written. */
export function writeStudentEditions(notebooks: string[], outDir: string): string[] {
  return notebooks.map((file) => {
    const name = `${notebookName(file)}.ipynb`;
    const nb = JSON.parse(readFileSync(file, 'utf8')) as NotebookJson;
    const out = path.join(outDir, name);
    mkdirSync(path.dirname(out), { recursive: true });
    writeFileSync(out, `${JSON.stringify(studentEdition(nb, name), null, 1)}\n`);
    return out;
  });
}
