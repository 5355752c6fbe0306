// The Spanish edition is generated from the English notebooks and translations/es/*.md: every English
// cell has a current translation (a changed English cell is named as stale, a new one as missing), the
// committed notebooks/es/ is exactly what the generator writes, and the code the grader and the student
// edition rely on (exercise ids, solution markers, parameters) is the English notebook's.
import { existsSync, readFileSync } from 'fs';
import * as path from 'path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listNotebooks, notebooksDir, resolveNotebooks } from '../platform/kernel';
import { buildEdition, translatedNotebook, translationFile, translationOf, translationProblems } from '../platform/translations/edition';
import { formatTranslation, hashSource, parseTranslation } from '../platform/translations/translation-file';
import { codeDifference, codeTokens, setLanguageParameter } from '../platform/translations/code-cells';
import { cellSource, type NotebookJson } from '../platform/notebook-files/notebook-json';

const names = listNotebooks();
const english = (name: string) => JSON.parse(readFileSync(path.join(notebooksDir, name), 'utf8')) as NotebookJson;
const withSource = (nb: NotebookJson, index: number, source: string): NotebookJson =>
  ({ ...nb, cells: nb.cells.map((c, i) => (i === index ? { ...c, source } : c)) });

describe('the Spanish edition', () => {
  const edition = buildEdition('es');

  it('translates every English notebook', () => {
    expect(edition.map((e) => e.name)).toEqual(names);
    expect(names.filter((n) => !existsSync(translationFile(n, 'es')))).toEqual([]);
  });

  it.each(names)('%s: every cell has a current translation (none missing, stale, draft or orphaned)', (name) => {
    expect(edition.find((e) => e.name === name)!.problems.map((p) => p.message)).toEqual([]);
  });

  it.each(names)('es/%s is what `npm run translations` generates (never edited by hand)', (name) => {
    const e = edition.find((x) => x.name === name)!;
    expect(existsSync(e.output), `${e.output} missing: run npm run translations`).toBe(true);
    expect(readFileSync(e.output, 'utf8') === e.text, `${path.relative(notebooksDir, e.output)} is out of date: run npm run translations`).toBe(true);
  });

  it.each(names)('es/%s keeps the English cells, ids, metadata and the code the grader reads', (name) => {
    const en = english(name);
    const es = JSON.parse(edition.find((e) => e.name === name)!.text ?? 'null') as NotebookJson;
    expect(es.cells.map((c) => [c.id, c.cell_type, c.metadata])).toEqual(en.cells.map((c) => [c.id, c.cell_type, c.metadata]));
    expect(translationOf(es)).toEqual({ language: 'es', source: `../${name}` });
    expect(es.metadata.kernelspec).toEqual(en.metadata.kernelspec);
    const markers = (nb: NotebookJson) => nb.cells.map((c) => cellSource(c).match(/\/\/ (BEGIN|END) SOLUTION|checkExercise\('\d\d\.\d+'/g) ?? []);
    expect(markers(es)).toEqual(markers(en));
    const declared = (nb: NotebookJson) => [...cellSource(nb.cells.find((c) => (c.metadata.tags as string[] | undefined)?.includes('parameters'))!)
      .matchAll(/^let\s+(\w+)\s*=\s*(.*?);/gm)].map((m) => [m[1], m[1] === 'LANG' ? undefined : m[2]]);
    expect(declared(es)).toEqual(declared(en).map(([k, v]) => [k, k === 'LANG' ? undefined : v]));
    expect(cellSource(es.cells.find((c) => (c.metadata.tags as string[] | undefined)?.includes('parameters'))!)).toMatch(/^let LANG = 'es';/m);
  });

  it('is listed after the English notebooks, and `es/NN` names one of it', () => {
    expect(resolveNotebooks([]).map((f) => path.relative(notebooksDir, f))).toEqual([...names, ...names.map((n) => path.join('es', n))]);
    // By number, not by position: appendices (01a-…) sit between the main notebooks.
    expect(resolveNotebooks(['es/3']).map((f) => path.relative(notebooksDir, f))).toEqual([path.join('es', names.find((n) => n.startsWith('03-'))!)]);
    expect(resolveNotebooks(['es'])).toHaveLength(names.length);
  });
});

describe('staleness: changing one English cell names exactly that cell', () => {
  it.each(names)('%s: any one cell changed, added or left untranslated', (name) => {
    const nb = english(name);
    // A complete, current translation of the English notebook as it is now (the real file is checked above).
    const cells = parseTranslation(formatTranslation('', nb.cells.map((c) => ({ id: c.id!, hash: hashSource(cellSource(c)), same: c.cell_type === 'code', todo: false, text: c.cell_type === 'code' ? '' : 'Traducción.' }))), name);
    const file = `translations/es/${name}`;
    fc.assert(fc.property(fc.nat({ max: nb.cells.length - 1 }), fc.string({ minLength: 1, maxLength: 5 }), (i, extra) => {
      const changed = withSource(nb, i, cellSource(nb.cells[i]) + extra);
      expect(translationProblems(changed, cells, name, file).map((p) => [p.kind, p.cell])).toEqual([['stale', nb.cells[i].id]]);
      const without = cells.filter((c) => c.id !== nb.cells[i].id);
      expect(translationProblems(nb, without, name, file).map((p) => [p.kind, p.cell])).toEqual([['missing', nb.cells[i].id]]);
      const added = { ...nb, cells: [...nb.cells.slice(0, i), { cell_type: 'markdown', id: 'new-cell', source: 'New text.', metadata: {} }, ...nb.cells.slice(i)] };
      expect(translationProblems(added, cells, name, file).map((p) => [p.kind, p.cell])).toEqual([['missing', 'new-cell']]);
    }), { numRuns: 25 });
  });

  it('the message says where the translation is and what the English hash is now', () => {
    const nb: NotebookJson = { metadata: {}, cells: [{ cell_type: 'markdown', id: 'a', source: 'Hello', metadata: {} }, { cell_type: 'code', id: 'b', source: 'f();', metadata: {} }] };
    const text = formatTranslation('<!-- test -->', [
      { id: 'a', hash: hashSource('Hello'), same: false, todo: false, text: 'Hola' },
      { id: 'b', hash: hashSource('f();'), same: true, todo: false, text: '' },
      { id: 'gone', hash: hashSource('x'), same: false, todo: false, text: 'Ya no' },
    ]);
    const cells = parseTranslation(text, 't.md');
    const problems = translationProblems(withSource(nb, 1, 'g();'), cells, 'x.ipynb', 't.md');
    expect(problems.map((p) => p.message)).toEqual([
      `x.ipynb cell b changed since it was translated: t.md:6 records en:${hashSource('f();')}, the English cell is now en:${hashSource('g();')} (update the translation, then its hash)`,
      `t.md:8 translates cell gone, which x.ipynb no longer has (remove it)`,
    ]);
    const out = translatedNotebook(nb, cells, 'es', 'x.ipynb');
    expect(out.cells.map(cellSource)).toEqual(['Hola', 'f();']);
  });

  it('a draft counts as missing, and malformed files are refused with their line', () => {
    const nb: NotebookJson = { metadata: {}, cells: [{ cell_type: 'markdown', id: 'a', source: 'Hi', metadata: {} }] };
    const draft = parseTranslation(`<!-- cell a en:${hashSource('Hi')} todo -->\nHi\n`, 'd.md');
    expect(translationProblems(nb, draft, 'x.ipynb', 'd.md').map((p) => p.kind)).toEqual(['missing']);
    expect(() => parseTranslation('<!-- cell a en:123 -->\n', 'bad.md')).toThrow(/^bad\.md:1: a cell marker must read/);
    expect(() => parseTranslation(`<!-- cell a en:${hashSource('Hi')} same -->\nHola\n`, 'bad.md')).toThrow('bad.md:1: cell a is marked same but has text');
    expect(() => parseTranslation(`<!-- cell a en:${hashSource('Hi')} -->\nx\n<!-- cell a en:${hashSource('Hi')} -->\ny\n`, 'bad.md')).toThrow('bad.md:3: cell a is translated twice');
  });
});

describe('one copy of every code cell: a translation may change comments only', () => {
  it.each(names)('es/%s runs exactly the English code cells (comments aside; LANG set by the generator)', (name) => {
    const en = english(name);
    const es = JSON.parse(readFileSync(path.join(notebooksDir, 'es', name), 'utf8')) as NotebookJson;
    const differing = en.cells.flatMap((c, i) => {
      if (c.cell_type !== 'code') return [];
      const d = codeDifference(setLanguageParameter(cellSource(c), 'es'), cellSource(es.cells[i]));
      return d ? [`cell ${c.id} line ${d.line}: ${d.translated} (English: ${d.english})`] : [];
    });
    expect(differing).toEqual([]);
  });

  it('codeTokens leaves out comments but keeps `//` inside strings, templates and regular expressions', () => {
    const src = "const a = `x ${b + `y${c}`} // kept`; // dropped\nconst r = /a\\/b/g.test(s) ? x / 2 : 'q//'; /* dropped */\nreturn /x/;";
    const texts = codeTokens(src).map((t) => t.text);
    expect(texts).toContain('} // kept`');
    expect(texts).toContain("'q//'");
    expect(texts).toContain('/a\\/b/g');
    expect(texts.join(' ')).not.toMatch(/dropped/);
    expect(codeTokens(src).find((t) => t.text === 'return')!.line).toBe(3);
  });

  it('a changed string is refused naming the cell and the line; translated comments and moved whitespace are not', () => {
    const code = "// Draw the board.\nconst t = 'Tiles';   // the title\nshow(t);";
    const nb: NotebookJson = { metadata: {}, cells: [{ cell_type: 'code', id: 'c1', source: code, metadata: {} }] };
    const file = (text: string) => parseTranslation(`<!-- head -->\n\n<!-- cell c1 en:${hashSource(code)} -->\n${text}\n`, 't.md');
    expect(translationProblems(nb, file("// Dibuja el tablero.\nconst t = 'Tiles'; // el título,\n// en dos líneas\nshow(t);"), 'x.ipynb', 't.md')).toEqual([]);
    expect(translationProblems(nb, file("// Dibuja el tablero.\nconst t = 'Subtableros';\nshow(t);"), 'x.ipynb', 't.md').map((p) => [p.kind, p.cell, p.message])).toEqual([[
      'code', 'c1',
      `t.md:5: cell c1's code differs from the English apart from comments (line 2 of the cell has "'Subtableros'" where the English line 2 has "'Tiles'"); translate only its comments, or mark it same`,
    ]]);
    expect(codeDifference(code, code + '\nextra();')).toEqual({ line: 4, englishLine: 3, translated: 'extra', english: '' });
  });

  it("the generator writes the edition's language into the parameters cell, so its translation keeps LANG = 'en'", () => {
    const params = "let LANG = 'en';   // language\nlet N = 8;";
    const nb: NotebookJson = { metadata: {}, cells: [{ cell_type: 'code', id: 'p', source: params, metadata: { tags: ['parameters'] } }, { cell_type: 'code', id: 'q', source: "let LANG = 'en';", metadata: {} }] };
    const same = parseTranslation(`<!-- cell p en:${hashSource(params)} same -->\n<!-- cell q en:${hashSource("let LANG = 'en';")} same -->\n`, 't.md');
    expect(translatedNotebook(nb, same, 'es', 'x.ipynb').cells.map(cellSource)).toEqual(["let LANG = 'es';   // language\nlet N = 8;", "let LANG = 'en';"]);
    const forked = parseTranslation(`<!-- cell p en:${hashSource(params)} -->\nlet LANG = 'es';   // idioma\nlet N = 8;\n`, 't.md');
    expect(translationProblems(nb, forked, 'x.ipynb', 't.md').map((p) => p.kind)).toEqual(['code', 'missing']);
  });
});
