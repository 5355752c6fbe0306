// Every notebook of both editions has a frame (issue 27): it opens with 3–5 learning goals and ends
// with a summary and the roads not taken; side topics live in appendix notebooks (`01a-…`), each linked from its main
// notebook and linking back. A main notebook is a path a student finishes (issue 32): at most 30 cells, no code cell
// over 30 lines (computation lives in the library, with its tests); an appendix at most 40 cells.
import { readFileSync } from 'fs';
import * as path from 'path';
import { describe, expect, it } from 'vitest';
import { editions, listNotebooks } from '../platform/kernel';

interface Cell { cell_type: string; source: string[] | string }
const text = (s: string[] | string) => (Array.isArray(s) ? s.join('') : s);
const cellsOf = (file: string) => (JSON.parse(readFileSync(file, 'utf8')) as { cells: Cell[] }).cells;

/** The headings of the frame, per edition. */
const FRAME = {
  en: { goals: 'Learning goals', summary: 'Summary', roads: 'Roads not taken' },
  es: { goals: 'Objetivos de aprendizaje', summary: 'Resumen', roads: 'Otros caminos' },
} as const;

/** A main notebook's limit, in cells, and a main notebook's code cell's, in lines. */
export const MAIN_PATH_CELLS = 30;
export const CODE_CELL_LINES = 30;
/** An appendix's limit, in cells. */
export const APPENDIX_CELLS = 40;

const heading = (md: string, title: string) => new RegExp(`^#{2,3} ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`, 'm').test(md);
/** The list items that follow a heading, up to the next heading. */
function itemsAfter(md: string, title: string): string[] {
  const lines = md.split('\n');
  const at = lines.findIndex((l) => new RegExp(`^#{2,3} ${title}\\s*$`).test(l));
  const out: string[] = [];
  for (let i = at + 1; i < lines.length && !/^#/.test(lines[i]); i++) if (/^\s*(-|\*|\d+\.)\s+\S/.test(lines[i]) && !/^\s{2,}/.test(lines[i])) out.push(lines[i]);
  return out;
}
const isAppendix = (name: string) => /^\d\d[a-z]-/.test(name);

for (const e of editions()) {
  const words = FRAME[e.lang as keyof typeof FRAME];
  const names = listNotebooks(e.dir);
  describe.each(names)(`${e.lang === 'en' ? '' : `${e.lang}/`}%s`, (name) => {
    const cells = cellsOf(path.join(e.dir, name));
    const md = cells.map((c) => (c.cell_type === 'markdown' ? text(c.source) : ''));

    it(`opens with 3–5 learning goals ("${words.goals}")`, () => {
      const at = md.slice(0, 3).findIndex((m) => heading(m, words.goals));
      expect(at, `a "## ${words.goals}" heading in one of the first three cells`).toBeGreaterThanOrEqual(0);
      const goals = itemsAfter(md[at], words.goals);
      expect(goals.length, goals.join('\n')).toBeGreaterThanOrEqual(3);
      expect(goals.length, goals.join('\n')).toBeLessThanOrEqual(5);
    });

    it(`ends with "${words.summary}" and "${words.roads}"`, () => {
      const tail = md.slice(-3).join('\n');
      expect(heading(tail, words.summary), `"## ${words.summary}" in the last three cells`).toBe(true);
      expect(heading(tail, words.roads), `"## ${words.roads}" in the last three cells`).toBe(true);
      expect(itemsAfter(tail, words.roads).length, 'at least one road not taken, as a list item').toBeGreaterThanOrEqual(1);
    });

    if (isAppendix(name)) {
      it(`keeps within ${APPENDIX_CELLS} cells`, () => {
        expect(cells.length).toBeLessThanOrEqual(APPENDIX_CELLS);
      });
    } else {
      it(`keeps its main path within ${MAIN_PATH_CELLS} cells`, () => {
        expect(cells.length).toBeLessThanOrEqual(MAIN_PATH_CELLS);
      });
      it(`has no code cell over ${CODE_CELL_LINES} lines`, () => {
        const long = cells.map((c, i) => ({ i, lines: c.cell_type === 'code' ? text(c.source).replace(/\n+$/, '').split('\n').length : 0 }))
          .filter((c) => c.lines > CODE_CELL_LINES).map((c) => `cell ${c.i}: ${c.lines} lines`);
        expect(long).toEqual([]);
      });
    }

    if (isAppendix(name)) {
      const main = names.find((n) => n.startsWith(name.slice(0, 2) + '-'));
      it('is linked from its main notebook, and links back', () => {
        expect(main, `a main notebook ${name.slice(0, 2)}-… for the appendix`).toBeDefined();
        const mainText = cellsOf(path.join(e.dir, main!)).map((c) => text(c.source)).join('\n');
        expect(mainText).toContain(`(${name})`);
        expect(md.join('\n')).toContain(`(${main})`);
      });
    }
  });
}
