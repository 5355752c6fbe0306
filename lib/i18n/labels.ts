/** The label table of a language: `labels().notebook…`, in the language `setLanguage` chose unless given. */
import { en, type CoreLabels } from './en';
import { enNotebooks, type NotebookLabels } from './en-notebooks';
import { es } from './es';
import { esNotebooks } from './es-notebooks';
import { pick, type Language } from './language';

/** Every label of a language: the library's (en.ts) and the notebooks' own words (en-notebooks.ts). */
export type Labels = CoreLabels & NotebookLabels;

const TABLES: Readonly<Record<Language, Labels>> = Object.freeze({ en: { ...en, ...enNotebooks }, es: { ...es, ...esNotebooks } });

export function labels(lang?: Language): Labels {
  return pick(TABLES, lang);
}
