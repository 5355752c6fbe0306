// The Spanish edition speaks with one voice: translations/es/GLOSSARY.md lists the variants it retired
// (its "Palabras retiradas" table), and none of them appears in the Spanish prose — the translation
// files and generated notebooks (text cells and code comments; code and `inline code` are English by
// design) — nor in the strings of lib/i18n/es.ts and es-notebooks.ts, except inside a phrase the glossary allows.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTranslation } from '../platform/translations/translation-file';

interface Rejected { word: string; use: string; allowed: string[] }

/** The rows of the glossary's table of retired words. */
function rejectedWords(glossary: string): Rejected[] {
  const section = glossary.split(/^## Palabras retiradas\s*$/m)[1];
  if (!section) throw new Error('GLOSSARY.md has no "## Palabras retiradas" section');
  const rows = section.split('\n').filter((l) => /^\|/.test(l)).slice(2); // header and rule
  return rows.map((l) => {
    const [word, use, allowed] = l.split('|').slice(1, 4).map((c) => c.trim());
    return { word, use, allowed: allowed ? allowed.split(',').map((a) => a.trim()).filter(Boolean) : [] };
  });
}

/** Prose only: fenced blocks and `inline code` removed. */
function prose(text: string): string {
  return text.replace(/```[\s\S]*?```/g, ' ').replace(/`[^`\n]*`/g, ' ');
}

/** The comments of a code cell (// to the end of the line, /* … *\/ blocks), as prose. */
function comments(code: string): string {
  const out: string[] = [];
  for (const m of code.matchAll(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g)) out.push(m[0]);
  return prose(out.join('\n'));
}

/** The string literals of a TypeScript file, interpolations removed. */
function stringLiterals(ts: string): string {
  const out: string[] = [];
  for (const m of ts.matchAll(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g)) out.push(m[0].replace(/\$\{[^}]*\}/g, ' '));
  return out.join('\n');
}

/** Where a retired word appears in `text` (whole word, any case), outside the allowed phrases. */
function findRejected(text: string, words: Rejected[]): string[] {
  const found: string[] = [];
  const letter = '[\\p{L}\\p{N}_]';
  const flat = text.replace(/\s+/g, ' '); // a phrase may wrap across lines
  for (const { word, allowed } of words) {
    let t = flat;
    for (const a of allowed) t = t.replace(new RegExp(a.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu'), ' ');
    const re = new RegExp(`(?<!${letter})${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!${letter})`, 'giu');
    for (const m of t.matchAll(re)) found.push(`"${word}" in …${t.slice(Math.max(0, m.index! - 40), m.index! + word.length + 40).replace(/\s+/g, ' ')}…`);
  }
  return found;
}

const glossary = readFileSync('translations/es/GLOSSARY.md', 'utf8');
const words = rejectedWords(glossary);
const names = readdirSync('notebooks').filter((f) => /^\d\d.*\.ipynb$/.test(f));

type Cell = { id?: string; cell_type: string; source: string | string[] };
const notebook = (path: string): Cell[] => JSON.parse(readFileSync(path, 'utf8')).cells;
const source = (c: Cell) => (Array.isArray(c.source) ? c.source.join('') : c.source);
const cellProse = (type: string, text: string) => (type === 'markdown' ? prose(text) : comments(text));

describe('translations/es/GLOSSARY.md: one word per concept', () => {
  it('lists the retired words, each with the word to use instead', () => {
    expect(words.length).toBeGreaterThanOrEqual(10);
    for (const w of words) {
      expect(w.word, JSON.stringify(w)).toMatch(/\S/);
      expect(w.use, `${w.word} has no replacement`).toMatch(/\S/);
    }
    expect(words.map((w) => w.word)).toEqual(expect.arrayContaining(['fichero', 'tests', 'retroceso', 'bloqueado', 'vive en']));
  });

  it('the checker finds a retired word as a whole word in any case, and not inside an allowed phrase or another word', () => {
    const sample: Rejected[] = [{ word: 'sin salida', use: 'atascado', allowed: ['posición sin salida'] }, { word: 'test', use: 'prueba', allowed: [] }];
    expect(findRejected('la regla queda Sin Salida aquí', sample)).toHaveLength(1);
    expect(findRejected('llega a una posición sin salida', sample)).toHaveLength(0);
    expect(findRejected('los tests, el testigo, protest', sample)).toHaveLength(0);
    expect(findRejected('un test más', sample)).toHaveLength(1);
    expect(prose('lee `test/x.ts` y ```\ntest\n```')).not.toMatch(/test/);
    expect(comments("const a = 'test'; // un test")).toMatch(/un test/);
    expect(comments("const a = 'test';")).not.toMatch(/test/);
  });

  for (const name of names) {
    const md = name.replace(/\.ipynb$/, '.md');
    it(`translations/es/${md} and notebooks/es/${name}: no retired word in the prose`, () => {
      const types = new Map(notebook(`notebooks/${name}`).map((c) => [c.id, c.cell_type]));
      const file = readFileSync(`translations/es/${md}`, 'utf8');
      const found = parseTranslation(file, md).flatMap((t) => findRejected(cellProse(types.get(t.id) ?? 'markdown', t.text), words).map((f) => `${md} cell ${t.id}: ${f}`));
      for (const c of notebook(`notebooks/es/${name}`)) {
        found.push(...findRejected(cellProse(c.cell_type, source(c)), words).map((f) => `notebooks/es/${name} cell ${c.id}: ${f}`));
      }
      expect(found).toEqual([]);
    });
  }

  for (const file of ['lib/i18n/es.ts', 'lib/i18n/es-notebooks.ts']) {
    it(`${file}: no retired word in its strings`, () => {
      expect(findRejected(stringLiterals(readFileSync(file, 'utf8')), words)).toEqual([]);
    });
  }
});
