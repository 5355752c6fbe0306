/** lib/i18n: the language of what library code draws, and its label tables (one entry per language). */
export { LANGUAGES, setLanguage, language, languageOption, pick, type Language } from './language';
