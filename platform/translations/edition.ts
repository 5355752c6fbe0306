/**
 * An edition of the notebooks in another language, generated from the English notebooks (the one
 * source of truth) and the translation files in `translations/<lang>/`: the cells, their order, ids,
 * metadata and quick parameters come from English; only each cell's source comes from the translation.
 *
 * Glossary: a translated cell is *stale* when the English cell changed after it was translated (the
 * recorded hash is not the English source's), *missing* when the English cell has no translation (or
 * only a `todo` draft), and *orphaned* when its id is no longer in the English notebook. A translated
 * code cell whose code (comments aside) is not the English cell's is refused as *code*: both editions
 * run the same code, and only the parameters cell's `LANG` is set by the generator to the edition's language.
 */
import { existsSync, readFileSync } from 'fs';
import * as path from 'path';
import { cellSource, sourceLines, type NotebookCell, type NotebookJson, type TranslationMetadata } from '../notebook-files/notebook-json';
// Read with the notebook itself (the student edition needs it too); re-exported for the translations' users.
export { translationOf, type TranslationMetadata } from '../notebook-files/notebook-json';
import { hashSource, parseTranslation, type CellTranslation } from './translation-file';
import { codeDifference, setLanguageParameter } from './code-cells';
import { checkChoice } from '../../lib/check';
import { LANGUAGES, type Language } from '../../lib/i18n/language';
import { notebooksDir, projectRoot } from '../paths';
import { listNotebooks } from '../notebook-files/course-notebooks';

/** Where a language's translation files and generated notebooks live. */
export function translationsDir(lang: Language): string {
  return path.join(projectRoot, 'translations', lang);
}
export function editionDir(lang: Language): string {
  return path.join(notebooksDir, lang);
}
/** The translation file of an English notebook file name (`00-start-here.ipynb` → `…/00-start-here.md`). */
export function translationFile(notebookName: string, lang: Language): string {
  return path.join(translationsDir(lang), notebookName.replace(/\.ipynb$/, '.md'));
}

/** One thing that keeps a notebook's translation from being current, with where to fix it. */
export interface TranslationProblem {
  kind: 'missing' | 'stale' | 'orphaned' | 'code';
  cell: string;
  message: string;
}

function englishIds(nb: NotebookJson, name: string): string[] {
  return nb.cells.map((c, i) => {
    if (typeof c.id !== 'string' || c.id === '') throw new RangeError(`${name}: cell ${i} has no id; every English cell needs one to be translated`);
    return c.id;
  });
}

/** What stops `translations` (for English `nb`, named `name`) from being current: missing, stale and orphaned cells, in notebook order. */
export function translationProblems(nb: NotebookJson, translations: CellTranslation[], name: string, file: string): TranslationProblem[] {
  const ids = englishIds(nb, name);
  const byId = new Map(translations.map((t) => [t.id, t]));
  const problems: TranslationProblem[] = [];
  nb.cells.forEach((cell, i) => {
    const id = ids[i];
    const t = byId.get(id);
    const hash = hashSource(cellSource(cell));
    if (!t) problems.push({ kind: 'missing', cell: id, message: `${name} cell ${id} has no translation in ${file} (add "<!-- cell ${id} en:${hash} -->" and its text, or run npm run translations -- draft)` });
    else if (t.todo) problems.push({ kind: 'missing', cell: id, message: `${name} cell ${id} is still a draft in ${file}:${t.line} (translate it, then remove the word todo)` });
    else if (t.hash !== hash) problems.push({ kind: 'stale', cell: id, message: `${name} cell ${id} changed since it was translated: ${file}:${t.line} records en:${t.hash}, the English cell is now en:${hash} (update the translation, then its hash)` });
    else if (cell.cell_type === 'code' && !t.same) {
      const d = codeDifference(cellSource(cell), t.text);
      if (d) {
        const at = (t.textLine ?? t.line + 1) + d.line - 1;
        const what = (token: string) => (token === '' ? 'nothing' : JSON.stringify(token.length > 40 ? token.slice(0, 40) + '…' : token));
        problems.push({
          kind: 'code', cell: id,
          message: `${file}:${at}: cell ${id}'s code differs from the English apart from comments (line ${d.line} of the cell has ${what(d.translated)} where the English line ${d.englishLine} has ${what(d.english)}); translate only its comments, or mark it same`,
        });
      }
    }
  });
  for (const t of translations) {
    if (!ids.includes(t.id)) problems.push({ kind: 'orphaned', cell: t.id, message: `${file}:${t.line} translates cell ${t.id}, which ${name} no longer has (remove it)` });
  }
  return problems;
}

/** The translated notebook: English cells with translated sources, no outputs, and `metadata.translation`. */
export function translatedNotebook(nb: NotebookJson, translations: CellTranslation[], lang: Language, name: string): NotebookJson {
  checkChoice('lang', lang, LANGUAGES);
  const byId = new Map(translations.map((t) => [t.id, t]));
  const cells = nb.cells.map((cell): NotebookCell => {
    const t = byId.get(cell.id ?? '');
    const translated = !t || t.same ? cellSource(cell) : t.text;
    const isParameters = cell.cell_type === 'code' && ((cell.metadata?.tags as string[] | undefined) ?? []).includes('parameters');
    const text = isParameters ? setLanguageParameter(translated, lang) : translated;
    const out: NotebookCell = { ...cell, source: sourceLines(text) };
    if (cell.cell_type === 'code') Object.assign(out, { outputs: [], execution_count: null });
    return out;
  });
  const translation: TranslationMetadata = { language: lang, source: `../${name}` };
  return { ...nb, metadata: { ...nb.metadata, translation }, cells };
}


/** The file text Jupyter would save for `nb` (one-space indent, as the English notebooks). */
export function notebookText(nb: NotebookJson): string {
  return JSON.stringify(nb, null, 1) + '\n';
}

/** Everything about one notebook's edition in `lang`: its problems, and its generated text when it has none. */
export interface EditionEntry {
  name: string;
  file: string;
  output: string;
  problems: TranslationProblem[];
  text?: string;
}

/** Reads every English notebook's translation into `lang` and generates the edition in memory. */
export function buildEdition(lang: Language, englishDir = notebooksDir): EditionEntry[] {
  const names = listNotebooks(englishDir);
  return names.map((name) => {
    const file = translationFile(name, lang);
    const rel = path.relative(projectRoot, file);
    const output = path.join(editionDir(lang), name);
    const nb = JSON.parse(readFileSync(path.join(englishDir, name), 'utf8')) as NotebookJson;
    const translations = existsSync(file) ? parseTranslation(readFileSync(file, 'utf8'), rel) : [];
    const problems = translationProblems(nb, translations, name, rel);
    return { name, file, output, problems, text: problems.length ? undefined : notebookText(translatedNotebook(nb, translations, lang, name)) };
  });
}
