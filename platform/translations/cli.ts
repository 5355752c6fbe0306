/**
 * `npm run translations [-- build|check|draft NAME…] [--lang es]`: the notebooks in other languages.
 *   build [NAME…]    write notebooks/<lang>/ from notebooks/ and translations/<lang>/ (default: all); refuses,
 *                    naming each cell, while a translation is missing or stale
 *   check [NAME…]    only report: missing, stale and orphaned cells, and generated notebooks out of date
 *   draft NAME…      add every untranslated cell of those notebooks to their translation file as a
 *                    `todo` draft holding the English text, in notebook order (existing cells are kept)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'fs';
import * as path from 'path';
import { parseCommandLine } from '../../lib/command-line';
import { checkChoice } from '../../lib/check';
import { LANGUAGES, type Language } from '../../lib/i18n/language';
import { cellSource, type NotebookJson } from '../notebook-files/notebook-json';
import { resolveNotebooks } from '../notebook-files/course-notebooks';
import { projectRoot } from '../paths';
import { buildEdition, editionDir, translationFile } from './edition';
import { formatTranslation, hashSource, parseTranslation, type CellTranslation } from './translation-file';

const TRANSLATED = LANGUAGES.filter((l) => l !== 'en');

function header(name: string, lang: Language): string {
  return `<!-- The ${lang} translation of notebooks/${name}, cell by cell. \`npm run translations\` builds notebooks/${lang}/${name} from it.\n` +
    `     Each marker names the English cell and the hash of the English source translated; "same" keeps the English cell,\n` +
    `     "todo" is a draft. A code cell is "same" or the English code with only its comments translated (the generator\n` +
    `     refuses any other change; LANG stays 'en', the generator sets it). When an English cell changes, npm test names it:\n` +
    `     translate the change, then copy the new hash. -->`;
}

/** Adds `todo` drafts for the untranslated cells of one notebook; returns how many it added. */
export function draftTranslation(englishFile: string, lang: Language): number {
  const name = path.basename(englishFile);
  const nb = JSON.parse(readFileSync(englishFile, 'utf8')) as NotebookJson;
  const file = translationFile(name, lang);
  const existing = existsSync(file) ? parseTranslation(readFileSync(file, 'utf8'), path.relative(projectRoot, file)) : [];
  const byId = new Map(existing.map((t) => [t.id, t]));
  let added = 0;
  const cells: CellTranslation[] = nb.cells.map((c, i) => {
    const known = byId.get(c.id ?? '');
    if (known) return known;
    added++;
    const src = cellSource(c);
    return { id: c.id ?? `cell-${i}`, hash: hashSource(src), same: false, todo: true, text: src, line: 0 };
  });
  // Orphaned translations stay at the end, so nothing a translator wrote is lost; the check names them.
  for (const t of existing) if (!nb.cells.some((c) => c.id === t.id)) cells.push(t);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, formatTranslation(header(name, lang), cells));
  return added;
}

export function main(argv: string[], log = (s: string) => console.log(s)): number {
  const { command, words, flags } = parseCommandLine(argv.length && !argv[0].startsWith('--') ? argv : ['build', ...argv], {
    commands: ['build', 'check', 'draft'], valueFlags: ['--lang'], booleanFlags: [],
  });
  const langs = flags.has('--lang') ? [checkChoice('--lang', flags.get('--lang'), TRANSLATED)] : TRANSLATED;
  if (command === 'draft') {
    if (words.length === 0) throw new RangeError('draft needs notebook names or numbers: npm run translations -- draft 03');
    for (const lang of langs) for (const file of resolveNotebooks(words)) {
      const added = draftTranslation(file, lang);
      log(`${path.relative(process.cwd(), translationFile(path.basename(file), lang))}: ${added} cell(s) added as todo drafts`);
    }
    return 0;
  }
  let failed = 0;
  for (const lang of langs) {
    const only = new Set(resolveNotebooks(words).map((f) => path.basename(f)));
    const entries = buildEdition(lang).filter((e) => only.has(e.name));
    for (const e of entries) {
      for (const p of e.problems) log(`${p.kind}: ${p.message}`);
      failed += e.problems.length;
    }
    if (command === 'check') {
      for (const e of entries) {
        if (e.text !== undefined && (!existsSync(e.output) || readFileSync(e.output, 'utf8') !== e.text)) {
          log(`out of date: ${path.relative(process.cwd(), e.output)} differs from its English notebook and translation (run npm run translations)`);
          failed++;
        }
      }
    } else if (!entries.some((e) => e.problems.length)) {
      mkdirSync(editionDir(lang), { recursive: true });
      for (const e of entries) writeFileSync(e.output, e.text!);
      log(`${entries.length} notebook(s) written to ${path.relative(process.cwd(), editionDir(lang))}/`);
    }
  }
  if (failed) log(`${failed} problem(s)${command === 'build' ? '; nothing written' : ''}`);
  else if (command === 'check') log('every translation is current');
  return failed ? 1 : 0;
}

if (require.main === module) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (e) {
    console.error(`error: ${(e as Error).message}`);
    process.exitCode = 2;
  }
}
