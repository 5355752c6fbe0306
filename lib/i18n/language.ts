/**
 * The language of the text that library code draws or prints in a notebook (axis labels, legends,
 * claim lines, widget buttons, exercise hints, the console program). Notebooks choose it with their
 * `LANG` parameter: `setLanguage(LANG)` in the import cell. Solvers never read it.
 *
 * Glossary: a *language* is a code ('en', 'es'); a *table* is an object with one entry per language
 * holding the same keys (TypeScript checks they match), and `pick(table)` reads the current one.
 */
import { checkChoice, checkObject } from '../check';

/** The languages the course is published in: English first (the source), then Spanish. */
export const LANGUAGES = Object.freeze(['en', 'es'] as const);
export type Language = (typeof LANGUAGES)[number];

// One per kernel: a notebook sets it once, in its import cell, before anything is drawn.
let current: Language = 'en';

/** Selects the language of what library code draws from now on; refuses codes other than LANGUAGES. */
export function setLanguage(lang: string): void {
  current = checkChoice('lang', lang, LANGUAGES);
}

/** The language selected by `setLanguage` ('en' until a notebook chooses). */
export function language(): Language {
  return current;
}

/** Checks a language code given as an option (`{ lang: 'es' }`), defaulting to the current one. */
export function languageOption(lang: unknown, name = 'lang'): Language {
  return lang === undefined ? current : checkChoice(name, lang, LANGUAGES);
}

/** The entry of `table` for `lang` (the current language unless given). */
export function pick<T>(table: Readonly<Record<Language, T>>, lang: Language = current): T {
  checkObject('table', table);
  return table[checkChoice('lang', lang, LANGUAGES)];
}
