/** The label table of a language: `labels().notebook…`, in the language `setLanguage` chose unless given. */
import { en, type Labels } from './en';
import { es } from './es';
import { pick, type Language } from './language';

const TABLES: Readonly<Record<Language, Labels>> = Object.freeze({ en, es });

export function labels(lang?: Language): Labels {
  return pick(TABLES, lang);
}
export type { Labels };
